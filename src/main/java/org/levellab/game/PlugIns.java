package org.levellab.game;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Modifier;
import java.net.URI;
import java.net.URISyntaxException;
import java.net.URL;
import java.net.URLConnection;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.CodeSource;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Enumeration;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.jar.JarFile;

/**
 * Games and agents from plug-in jars, kept apart from the engine: the catalogues ({@link Games},
 * {@link Agents}) load their service-listed factories here one by one, so that one that cannot serve
 * is named in one line and left out while every other stays; and the catalogue hands out a plug-in's
 * games and agents guarded, so that a method of theirs that throws or breaks the contract ends the run
 * in one line ({@link PlugInFailure}) that names the game, the jar and the method.
 *
 * <h2>What is a plug-in</h2>
 * A factory listed in a {@code META-INF/services} file whose class does not come from the engine's own
 * jar (or {@code target/classes}): the jars of {@code LEVELLAB_CLASSPATH}, a notebook's {@code %jars},
 * Spark's {@code --jars}. The engine's games are not guarded (their faults are the engine's, reported
 * with their stack trace as before), and neither are factories {@linkplain Games#register registered
 * at run time}: those are the caller's own objects, handed back as they are so that a notebook can
 * cast a state to its own type.
 *
 * <h2>Guarded objects</h2>
 * A guarded game is not the plug-in's own object: its states are guarded states. {@link #unwrap(Game)}
 * and {@link #unwrap(State)} give the plug-in's own (say, to draw a state with the plug-in's classes);
 * the plug-in's agents are given its own game and states.
 *
 * <h2>Problems</h2>
 * A factory left out is reported once per JVM, on standard error as {@code levellab: warning: ...},
 * and kept in {@link #problems()}.
 */
public final class PlugIns {
  /** The location the messages give an engine game. */
  public static final String BUILT_IN = "built-in";

  private static final Set<String> REPORTED = new HashSet<>();
  private static final List<String> PROBLEMS = new ArrayList<>();
  /** Service-listed factories from outside the engine, with the jar or folder each came from. */
  private static final Map<Object, String> PLUG_INS = Collections.synchronizedMap(new IdentityHashMap<>());

  private PlugIns() {}

  /** The catalogue problems found so far in this JVM (factories left out), one line each, in order. */
  public static List<String> problems() {
    synchronized (REPORTED) {
      return List.copyOf(PROBLEMS);
    }
  }

  /** The plug-in's own game behind a guarded one, or {@code game} itself. */
  public static Game<?> unwrap(Game<?> game) {
    return game instanceof PlugInGame g ? g.inner() : game;
  }

  /** The plug-in's own state behind a guarded one, or {@code state} itself. */
  public static State unwrap(State state) {
    return state instanceof PlugInState s ? s.inner() : state;
  }

  /**
   * Records a problem once per {@code key} (a factory that is left out again on a reload is not
   * reported again, even when its reason now reads differently), and prints it as a warning.
   */
  static void report(String key, String line) {
    synchronized (REPORTED) {
      if (!REPORTED.add(key)) {
        return;
      }
      PROBLEMS.add(line);
    }
    System.err.println("levellab: warning: " + line);
    System.err.flush();
  }

  /** The jar or folder {@code type} was loaded from, as a path where it is a file; "unknown location" when none. */
  static String location(Class<?> type) {
    CodeSource source = type.getProtectionDomain().getCodeSource();
    URL url = source == null ? null : source.getLocation();
    return url == null ? "unknown location" : path(url.toString());
  }

  /** True when {@code type} comes from where the engine's own classes come from. */
  static boolean isBuiltIn(Class<?> type) {
    return location(type).equals(location(PlugIns.class));
  }

  /** Where a factory came from, for messages: its jar, or {@value #BUILT_IN}. */
  static String origin(Object factory) {
    String where = PLUG_INS.get(factory);
    return where != null ? where : isBuiltIn(factory.getClass()) ? BUILT_IN : location(factory.getClass());
  }

  /** The jar of a service-listed factory from outside the engine, or null for one that is not guarded. */
  static String plugInLocation(Object factory) {
    return PLUG_INS.get(factory);
  }

  private static String path(String url) {
    try {
      URI u = new URI(url);
      if ("file".equalsIgnoreCase(u.getScheme())) {
        return Path.of(u).toString();
      }
    } catch (URISyntaxException | IllegalArgumentException | java.nio.file.FileSystemNotFoundException e) {
      // not a plain file: the URL as written says where
    }
    return url;
  }

  /** The jar or folder a services file was read from. */
  private static String locationOf(URL url, String resource) {
    String s = url.toString();
    if ("jar".equalsIgnoreCase(url.getProtocol())) {
      int bang = s.indexOf("!/");
      return path(bang < 0 ? s.substring(4) : s.substring(4, bang));
    }
    return path(s.endsWith(resource) ? s.substring(0, s.length() - resource.length()) : s);
  }

  /**
   * The providers of {@code service} that the services files seen by {@code loaders} list, each class
   * once, the engine's own first, then the others in class-path order. A listed class that cannot
   * serve (missing, not a {@code service}, without a public constructor without arguments, compiled
   * for a newer Java, whose constructor or static initializer throws) is reported and left out.
   * The providers from outside the engine are remembered as plug-ins (their games are guarded).
   * Classes in {@code known} (the catalogue has them already) are neither made again nor returned.
   */
  static <T> List<T> load(Class<T> service, List<ClassLoader> loaders, Set<Class<?>> known) {
    String resource = "META-INF/services/" + service.getName();
    List<T> builtIn = new ArrayList<>();
    List<T> others = new ArrayList<>();
    Set<Class<?>> classes = new HashSet<>();
    for (ClassLoader loader : loaders) {
      Enumeration<URL> files;
      try {
        files = loader.getResources(resource);
      } catch (IOException e) {
        report("list " + resource, resource + " files cannot be listed: " + PlugInFailure.describe(e));
        continue;
      }
      while (files.hasMoreElements()) {
        URL file = files.nextElement();
        String where = locationOf(file, resource);
        List<String> names;
        try {
          names = classNames(file);
        } catch (IOException | RuntimeException e) {
          report(where + "|" + resource, where + ": " + resource + " cannot be read: " + PlugInFailure.describe(e));
          continue;
        }
        for (String name : names) {
          String key = where + "|" + resource + "|" + name;
          String head = where + ": " + name + " (listed in " + resource + ") left out: ";
          if (!isClassName(name)) {
            report(key, where + ": '" + name + "' (listed in " + resource + ") left out: it is not a class name");
            continue;
          }
          Class<?> c;
          try {
            c = Class.forName(name, false, loader);
          } catch (ClassNotFoundException e) {
            report(key, head + "no such class in the jar or on the class path");
            continue;
          } catch (UnsupportedClassVersionError e) {
            report(key, head + "it was compiled for a newer Java than this one (Java " + Runtime.version().feature()
                + "): " + PlugInFailure.describe(e));
            continue;
          } catch (LinkageError e) {
            report(key, head + "it cannot be loaded: " + PlugInFailure.describe(e));
            continue;
          }
          if (!classes.add(c) || known.contains(c)) {
            continue; // listed again (a second loader sees the same file, another jar lists it), or known
          }
          String why = whyNot(service, c);
          T provider = null;
          if (why == null) {
            try {
              provider = service.cast(c.getConstructor().newInstance());
            } catch (InvocationTargetException e) {
              why = "its constructor threw " + PlugInFailure.describe(e.getCause() == null ? e : e.getCause());
            } catch (ExceptionInInitializerError e) {
              why = "its static initializer threw " + PlugInFailure.describe(e.getCause() == null ? e : e.getCause());
            } catch (ReflectiveOperationException | LinkageError | RuntimeException e) {
              why = "it cannot be made: " + PlugInFailure.describe(e);
            }
          }
          if (why != null) {
            report(key, head + why);
            continue;
          }
          if (isBuiltIn(c)) {
            builtIn.add(provider);
          } else {
            PLUG_INS.put(provider, location(c));
            others.add(provider);
          }
        }
      }
    }
    builtIn.addAll(others);
    return builtIn;
  }

  /** Why {@code c} cannot be a provider of {@code service}, or null when it can. */
  private static String whyNot(Class<?> service, Class<?> c) {
    try {
      if (!service.isAssignableFrom(c)) {
        return "it does not implement " + service.getName();
      }
      if (!Modifier.isPublic(c.getModifiers()) || Modifier.isAbstract(c.getModifiers())) {
        return "it is not a public class that can be made (public, not abstract)";
      }
      Constructor<?> k = c.getConstructor();
      return Modifier.isPublic(k.getModifiers()) ? null : "it has no public constructor without arguments";
    } catch (NoSuchMethodException e) {
      return "it has no public constructor without arguments";
    } catch (LinkageError | SecurityException e) {
      return "it cannot be loaded: " + PlugInFailure.describe(e);
    }
  }

  /** The class names a services file lists: one a line, {@code #} starts a comment, as ServiceLoader reads them. */
  private static List<String> classNames(URL file) throws IOException {
    URLConnection connection = file.openConnection();
    connection.setUseCaches(false); // a jar replaced on disk is read afresh by a reload
    List<String> names = new ArrayList<>();
    try (InputStream in = connection.getInputStream();
        BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
      for (String line = r.readLine(); line != null; line = r.readLine()) {
        int hash = line.indexOf('#');
        String name = (hash < 0 ? line : line.substring(0, hash)).strip();
        if (!name.isEmpty() && !names.contains(name)) {
          names.add(name);
        }
      }
    }
    return names;
  }

  private static boolean isClassName(String name) {
    for (String part : name.split("\\.", -1)) {
      if (part.isEmpty() || !Character.isJavaIdentifierStart(part.codePointAt(0))
          || !part.codePoints().allMatch(Character::isJavaIdentifierPart)) {
        return false;
      }
    }
    return true;
  }

  /**
   * What is wrong with one entry of a class path of plug-ins ({@code LEVELLAB_CLASSPATH}), as
   * warning lines: an entry the JVM would skip without a word (a file that is not a jar, one that
   * cannot be read, a folder that cannot be read). {@code dir/*} is every jar in {@code dir}. Empty
   * when the entry is fine; a missing entry is left to the caller (bin/levellab refuses it).
   */
  public static List<String> classPathProblems(String entry) {
    Objects.requireNonNull(entry, "entry");
    List<String> out = new ArrayList<>();
    String prefix = "LEVELLAB_CLASSPATH entry '" + entry + "' ";
    if (entry.equals("*") || entry.endsWith("/*")) {
      Path dir = Path.of(entry.length() == 1 ? "." : entry.substring(0, entry.length() - 1));
      try (DirectoryStream<Path> jars = Files.newDirectoryStream(dir)) {
        for (Path p : jars) {
          if (p.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(".jar")) {
            String why = whyNotAJar(p);
            if (why != null) {
              out.add("LEVELLAB_CLASSPATH jar '" + p + "' (from '" + entry + "') is left out: " + why);
            }
          }
        }
      } catch (IOException | RuntimeException e) {
        out.add(prefix + "is left out: the folder cannot be listed (" + PlugInFailure.describe(e) + ")");
      }
      return out;
    }
    Path p = Path.of(entry);
    if (Files.isDirectory(p)) {
      if (!Files.isReadable(p) || !Files.isExecutable(p)) {
        out.add(prefix + "is left out: the folder cannot be read");
      }
    } else if (Files.exists(p)) {
      String why = whyNotAJar(p);
      if (why != null) {
        out.add(prefix + "is left out: " + why);
      }
    }
    return out;
  }

  /**
   * Reports, as warnings ({@link #problems()}), what {@link #classPathProblems} finds in each entry of
   * {@code classPath} (entries separated by ':', as in CLASSPATH; null or empty: nothing to check).
   */
  public static void checkClassPath(String classPath) {
    if (classPath == null) {
      return;
    }
    for (String entry : classPath.split(":")) {
      if (!entry.isEmpty()) {
        for (String line : classPathProblems(entry)) {
          report("class path|" + line, line);
        }
      }
    }
  }

  private static String whyNotAJar(Path file) {
    if (!Files.isRegularFile(file)) {
      return "it is neither a jar nor a folder";
    }
    if (!Files.isReadable(file)) {
      return "the file cannot be read";
    }
    try (JarFile jar = new JarFile(file.toFile())) {
      return null;
    } catch (IOException e) {
      String m = e.getMessage();
      return "it is not a jar (zip) file" + (m == null ? "" : ": " + m);
    } catch (RuntimeException e) {
      return "it is not a jar (zip) file: " + PlugInFailure.describe(e);
    }
  }
}
