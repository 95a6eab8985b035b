package org.levellab.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.lang.reflect.InvocationTargetException;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.levellab.game.example.GameJar;

/**
 * The catalogues find games and agents in jars that join a running JVM, as a notebook's {@code %jars}
 * adds them. Each case loads the engine afresh in a class loader of its own (the way JJava loads the
 * kernel's class path into one {@link URLClassLoader} and adds {@code %jars} to it), so that its
 * catalogue starts empty of the test game and this JVM's catalogue never sees it.
 */
class CatalogueFromJarTest {
  private static final String ENGINE = Path.of("target/classes").toAbsolutePath().toString();

  @TempDir static Path dir;
  private static Path aces;

  @BeforeAll
  static void buildTheGameJar() {
    assumeTrue(GameJar.canCompile(), "no Java compiler in this runtime (a JRE, not a JDK)");
    aces = GameJar.acesUp(dir, ENGINE);
  }

  /**
   * Loads the engine's classes itself (the rest from this JVM), and takes jars later, as JJava's loader
   * takes {@code %jars}.
   */
  static final class KernelLoader extends URLClassLoader {
    KernelLoader(Path... paths) {
      super(urls(paths), CatalogueFromJarTest.class.getClassLoader());
    }

    void add(Path jar) {
      addURL(urls(jar)[0]);
    }

    @Override
    protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
      if (!name.startsWith("org.levellab.") && !name.startsWith(GameJar.ACES_PACKAGE + ".")
          && !name.startsWith("plugin.")) {
        return super.loadClass(name, resolve);
      }
      synchronized (getClassLoadingLock(name)) {
        Class<?> c = findLoadedClass(name);
        if (c == null) {
          c = findClass(name); // never this JVM's copy: the catalogue's state is this loader's own
        }
        if (resolve) {
          resolveClass(c);
        }
        return c;
      }
    }
  }

  private static URL[] urls(Path... paths) {
    URL[] u = new URL[paths.length];
    for (int i = 0; i < paths.length; i++) {
      try {
        u[i] = paths[i].toUri().toURL();
      } catch (MalformedURLException e) {
        throw new IllegalArgumentException(e);
      }
    }
    return u;
  }

  /** A static method of an engine class as loaded by {@code loader}, run with {@code context} as the thread's. */
  private static Object call(ClassLoader loader, ClassLoader context, String type, String method, Object... args)
      throws Exception {
    Callable<Object> c = () -> {
      for (var m : loader.loadClass("org.levellab.game." + type).getMethods()) {
        if (m.getName().equals(method) && m.getParameterCount() == args.length) {
          return m.invoke(null, args);
        }
      }
      throw new NoSuchMethodException(type + "." + method);
    };
    Thread t = Thread.currentThread();
    ClassLoader before = t.getContextClassLoader();
    t.setContextClassLoader(context);
    try {
      return c.call();
    } catch (InvocationTargetException e) {
      throw e.getCause() instanceof Exception x ? x : e;
    } finally {
      t.setContextClassLoader(before);
    }
  }

  private static Object call(ClassLoader loader, String type, String method, Object... args) throws Exception {
    return call(loader, loader, type, method, args);
  }

  /** The plug-in's own game behind the guarded one the catalogue of {@code loader} handed out. */
  private static Object unwrap(ClassLoader loader, Object game) throws Exception {
    return loader.loadClass("org.levellab.game.PlugIns")
        .getMethod("unwrap", loader.loadClass("org.levellab.game.Game")).invoke(null, game);
  }

  @SuppressWarnings("unchecked")
  private static List<String> problems(ClassLoader loader) throws Exception {
    return (List<String>) call(loader, "PlugIns", "problems");
  }

  @SuppressWarnings("unchecked")
  private static List<String> names(ClassLoader loader) throws Exception {
    return (List<String>) call(loader, "Games", "names");
  }

  @Test
  void aJarAddedAfterTheCatalogueWasBuiltJoinsOnReload() throws Exception {
    try (KernelLoader kernel = new KernelLoader(Path.of(ENGINE))) {
      List<String> engine = names(kernel);
      assertTrue(engine.containsAll(List.of("tripeaks", "pair", "blackhole")), engine.toString());
      assertFalse(engine.contains(GameJar.ACES));
      kernel.add(aces);
      assertEquals(engine, names(kernel), "the catalogue is built once; a new jar waits for a reload");

      assertEquals(List.of(GameJar.ACES), call(kernel, "Games", "reload"));
      List<String> after = names(kernel);
      assertEquals(GameJar.ACES, after.get(after.size() - 1), "after the games it had: " + after);
      assertEquals(engine, after.subList(0, engine.size()));
      assertEquals(List.of("random", "discarder", "exact"), call(kernel, "Agents", "names", GameJar.ACES),
          "the jar's agents, and exact for a game without chance");

      Object factory = call(kernel, "Games", "factoryOf", GameJar.ACES);
      Object pair = call(kernel, "Games", "factoryOf", "pair");
      assertEquals(List.of(), call(kernel, "Games", "reload"), "nothing new the second time");
      assertSame(factory, call(kernel, "Games", "factoryOf", GameJar.ACES), "the same factory object stays");
      assertSame(pair, call(kernel, "Games", "factoryOf", "pair"));
      Object game = call(kernel, "Games", "byName", GameJar.ACES);
      assertEquals(GameJar.ACES, kernel.loadClass("org.levellab.game.Game").getMethod("name").invoke(game));
    }
  }

  @Test
  void aNameTheCatalogueLacksLooksForNewJarsOnce() throws Exception {
    try (KernelLoader kernel = new KernelLoader(Path.of(ENGINE))) {
      List<String> engine = names(kernel);
      kernel.add(aces);
      Object game = call(kernel, "Games", "byName", GameJar.ACES);
      assertEquals("org.levellab.game.PlugInGame", game.getClass().getName(), "a plug-in's game comes guarded");
      assertEquals(GameJar.ACES_PACKAGE + ".Aces", unwrap(kernel, game).getClass().getName());
      assertTrue(names(kernel).contains(GameJar.ACES));
      assertTrue(((List<?>) call(kernel, "Agents", "names", GameJar.ACES)).contains("discarder"));

      IllegalArgumentException unknown = assertThrows(IllegalArgumentException.class,
          () -> call(kernel, "Games", "byName", "chess"));
      assertTrue(unknown.getMessage().startsWith("unknown game 'chess' (known: "), unknown.getMessage());
      assertEquals(engine.size() + 1, names(kernel).size());
    }
  }

  @Test
  void jarsInAChildOfTheEnginesLoaderCountWhenItIsTheContextLoader() throws Exception {
    try (KernelLoader kernel = new KernelLoader(Path.of(ENGINE));
        URLClassLoader child = new URLClassLoader(urls(aces), kernel)) {
      assertThrows(IllegalArgumentException.class, () -> call(kernel, kernel, "Games", "byName", GameJar.ACES),
          "the engine's own loader does not see the child's jar");
      Object game = call(kernel, child, "Games", "byName", GameJar.ACES);
      assertSame(child, unwrap(kernel, game).getClass().getClassLoader());
      assertTrue(((List<?>) call(kernel, child, "Agents", "names", GameJar.ACES)).contains("discarder"));
    }
  }

  @Test
  void aContextLoaderWithAnotherCopyOfTheEngineIsLeftAlone() throws Exception {
    try (KernelLoader kernel = new KernelLoader(Path.of(ENGINE));
        KernelLoader other = new KernelLoader(Path.of(ENGINE), aces)) {
      assertEquals(List.of(), call(kernel, other, "Games", "reload"), "its factories are of another GameFactory");
      assertFalse(names(kernel).contains(GameJar.ACES));
      assertTrue(names(other).contains(GameJar.ACES));
    }
  }

  @Test
  void aJarClaimingAKnownNameIsLeftOutInOneLineAndChangesNothing() throws Exception {
    Path again = GameJar.jar(dir.resolve("pair-again.jar"), ENGINE, Map.of("plugin.PairAgain", """
        package plugin;
        public final class PairAgain implements org.levellab.game.GameFactory {
          public java.util.List<String> names() { return java.util.List.of("solo", "pair"); }
          public org.levellab.game.Game<?> create(String name, String rules) {
            throw new IllegalArgumentException("never made");
          }
        }
        """), Map.of("org.levellab.game.GameFactory", "plugin.PairAgain"));
    try (KernelLoader kernel = new KernelLoader(Path.of(ENGINE))) {
      List<String> engine = names(kernel);
      kernel.add(again);
      assertEquals(List.of(), call(kernel, "Games", "reload"));
      assertEquals(List.of(again + ": game factory plugin.PairAgain left out: game name 'pair' is already claimed by"
          + " org.levellab.pair.PairSolitaireFactory (built-in)"), problems(kernel));
      assertEquals(engine, names(kernel), "not even 'solo' joined");
      assertEquals(List.of(), call(kernel, "Games", "reload"), "nothing new the second time");
      assertEquals(1, problems(kernel).size(), "and it is named once");
    }
  }

  @Test
  void aListedClassWithoutAPublicConstructorIsNamedAndLeftOut() throws Exception {
    Path hidden = GameJar.jar(dir.resolve("hidden.jar"), ENGINE, Map.of("plugin.Hidden", """
        package plugin;
        public final class Hidden implements org.levellab.game.GameFactory {
          private Hidden() {}
          public java.util.List<String> names() { return java.util.List.of("hidden"); }
          public org.levellab.game.Game<?> create(String name, String rules) {
            throw new IllegalArgumentException("never made");
          }
        }
        """), Map.of("org.levellab.game.GameFactory", "plugin.Hidden"));
    try (KernelLoader kernel = new KernelLoader(Path.of(ENGINE), hidden)) {
      List<String> names = names(kernel);
      assertTrue(names.containsAll(List.of("tripeaks", "pair", "blackhole")), "every other game stays: " + names);
      assertFalse(names.contains("hidden"));
      assertEquals(List.of(hidden + ": plugin.Hidden (listed in META-INF/services/org.levellab.game.GameFactory) left"
          + " out: it has no public constructor without arguments"), problems(kernel));
    }
  }
}
