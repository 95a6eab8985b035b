package org.levellab.game.example;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.jar.Attributes;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;
import java.util.stream.Stream;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;

/**
 * A game in a jar of its own, made the way a newcomer makes one: sources written to a folder, compiled
 * with the system Java compiler against the engine, and packed with their {@code META-INF/services}
 * files by {@code java.util.jar}. {@link #acesUp} makes the Aces Up example into such a jar, under
 * another package and the example's own game name, with public factory constructors (a service-listed
 * class needs one).
 */
public final class GameJar {
  /** The game name of the Aces Up copy that {@link #acesUp} packs: the example's own, as the README calls it. */
  public static final String ACES = "acesup";
  /** Its package. */
  public static final String ACES_PACKAGE = "org.example.aces";

  private static final Path EXAMPLE = Path.of("src/test/java/org/levellab/game/example");

  private GameJar() {}

  /** Whether this runtime can compile (a JDK, not a JRE). */
  public static boolean canCompile() {
    return ToolProvider.getSystemJavaCompiler() != null;
  }

  /**
   * The Aces Up example as {@code folder/acesup.jar}: {@code org.example.aces.Aces}, {@code AcesState},
   * {@code AcesFactory} (game {@value #ACES}) and {@code AcesAgents} (its {@code discarder}), both
   * factories listed in the jar's services files.
   *
   * @param engine the class path to compile against: {@code target/levellab.jar} or {@code target/classes}
   */
  public static Path acesUp(Path folder, String engine) {
    Map<String, String> sources = new LinkedHashMap<>();
    for (String example : List.of("AcesUp", "AcesUpState", "AcesUpFactory", "AcesUpAgents")) {
      String name = example.replace("AcesUp", "Aces");
      String text = read(EXAMPLE.resolve(example + ".java"));
      text = replace(text, "package org.levellab.game.example;", "package " + ACES_PACKAGE + ";");
      text = text.replace("org.levellab.game.example", ACES_PACKAGE).replace("AcesUp", "Aces");
      if (example.equals("AcesUpFactory") || example.equals("AcesUpAgents")) {
        text = replace(text, "private " + name + "() {}", "public " + name + "() {}");
      }
      sources.put(ACES_PACKAGE + "." + name, text);
    }
    return jar(folder.resolve("acesup.jar"), engine, sources, Map.of(
        "org.levellab.game.GameFactory", ACES_PACKAGE + ".AcesFactory",
        "org.levellab.game.AgentFactory", ACES_PACKAGE + ".AcesAgents"));
  }

  /**
   * Compiles {@code sources} (class name to source text) against {@code engine}, and packs the classes
   * with one {@code META-INF/services} file per entry of {@code services} (interface name to the
   * listed lines) into {@code jar}.
   *
   * @throws AssertionError when the sources do not compile, with the compiler's messages
   */
  public static Path jar(Path jar, String engine, Map<String, String> sources, Map<String, String> services) {
    try {
      Path work = Files.createTempDirectory(jar.getParent(), jar.getFileName() + ".");
      Path src = work.resolve("src");
      Path classes = work.resolve("classes");
      List<String> args = new ArrayList<>(List.of("-d", classes.toString(), "-cp", engine, "--release", "17",
          "-encoding", "UTF-8", "-proc:none"));
      for (Map.Entry<String, String> s : sources.entrySet()) {
        Path file = src.resolve(s.getKey().replace('.', '/') + ".java");
        Files.createDirectories(file.getParent());
        Files.writeString(file, s.getValue());
        args.add(file.toString());
      }
      Files.createDirectories(classes);
      ByteArrayOutputStream messages = new ByteArrayOutputStream();
      JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
      if (javac.run(null, messages, messages, args.toArray(String[]::new)) != 0) {
        throw new AssertionError("the game's sources do not compile:\n" + messages.toString(StandardCharsets.UTF_8));
      }
      Path listed = classes.resolve("META-INF/services");
      Files.createDirectories(listed);
      for (Map.Entry<String, String> s : services.entrySet()) {
        Files.writeString(listed.resolve(s.getKey()), s.getValue() + "\n");
      }
      pack(classes, jar);
      return jar;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static void pack(Path classes, Path jar) throws IOException {
    Manifest manifest = new Manifest();
    manifest.getMainAttributes().put(Attributes.Name.MANIFEST_VERSION, "1.0");
    List<Path> files;
    try (Stream<Path> walk = Files.walk(classes)) {
      files = walk.filter(Files::isRegularFile).sorted().toList();
    }
    try (OutputStream out = Files.newOutputStream(jar); JarOutputStream j = new JarOutputStream(out, manifest)) {
      for (Path f : files) {
        j.putNextEntry(new JarEntry(classes.relativize(f).toString().replace('\\', '/')));
        Files.copy(f, j);
        j.closeEntry();
      }
    }
  }

  /** Replaces {@code from}, which must occur, so that a change to the example fails here, by name. */
  private static String replace(String text, String from, String to) {
    if (!text.contains(from)) {
      throw new AssertionError("the Aces Up example no longer contains '" + from + "'");
    }
    return text.replace(from, to);
  }

  private static String read(Path file) {
    try {
      return Files.readString(file);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
