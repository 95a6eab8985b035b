package org.levellab.game;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/**
 * The catalogue of games, by name: every {@link GameFactory} registered as a service, and those
 * {@linkplain #register registered at run time} (a game defined in a notebook cell or a test). The
 * generic CLI commands and {@link Playthrough#replay()} rebuild a game from its name and rules
 * through it.
 *
 * <h2>Games from other jars</h2>
 * A service is a factory class named in a {@code META-INF/services/org.levellab.game.GameFactory}
 * file of any jar or folder on the class path, the engine's own or one beside it ({@code
 * LEVELLAB_CLASSPATH=game.jar bin/levellab ...}). They are looked up through the class loader that
 * loaded the engine and through the calling thread's context class loader when that one sees the same
 * engine (a host that keeps added jars in a child loader, such as Spark's {@code --jars}). A jar that
 * joins the class path after the catalogue was first used (a notebook's {@code %jars} or {@code
 * %classpath}, which JJava adds to the loader the engine came from) is found by {@link #reload}, and
 * by a look-up of a name the catalogue does not know, which reloads once before it gives up.
 *
 * <h2>A faulty plug-in fails alone</h2>
 * A listed factory that cannot serve (a missing class, one without a public constructor without
 * arguments or whose constructor throws, one compiled for a newer Java, one whose {@code names()}
 * throws or returns null, one that claims a name the catalogue has) is named in one line with its jar
 * and the reason ({@link PlugIns#problems()}, and a {@code levellab: warning:} line on standard error)
 * and left out; every other game stays. A game from a plug-in jar comes guarded ({@link PlugIns}): a
 * method of it that throws or breaks the contract ends in a {@link PlugInFailure} naming the game, the
 * jar, the method, the seed and the step.
 */
public final class Games {
  private static volatile Map<String, GameFactory> factories;

  private Games() {}

  private static Map<String, GameFactory> factories() {
    Map<String, GameFactory> f = factories;
    if (f == null) {
      synchronized (Games.class) {
        if (factories == null) {
          factories = Collections.unmodifiableMap(withServices(new LinkedHashMap<>()));
        }
        f = factories;
      }
    }
    return f;
  }

  /**
   * Looks for service-listed factories again and adds those not in the catalogue yet, after the games
   * it has; the game catalogue's agents ({@link Agents#reload}) are looked for again too. Call it after
   * a jar joined the class path of a running JVM (in a notebook: {@code %jars game.jar}, then {@code
   * Games.reload()}). Factories already in the catalogue stay, the same objects, and so do games
   * {@linkplain #register registered at run time}; a jar taken off the class path is not noticed
   * (restart the JVM).
   *
   * @return the names that joined, in catalogue order (empty when none did); a new factory that
   *     claims a name the catalogue has, or cannot serve, is reported ({@link PlugIns#problems()}) and
   *     left out whole
   */
  public static List<String> reload() {
    List<String> added = new ArrayList<>();
    synchronized (Games.class) {
      Map<String, GameFactory> before = factories();
      Map<String, GameFactory> m = withServices(new LinkedHashMap<>(before));
      for (String n : m.keySet()) {
        if (!before.containsKey(n)) {
          added.add(n);
        }
      }
      factories = Collections.unmodifiableMap(m);
    }
    // outside the games' lock: the agents' catalogue asks this one about games
    Agents.reload();
    Agents.forgetGames(added);
    return added;
  }

  /**
   * Adds to {@code catalogue} the games of every service-listed factory whose class it does not hold
   * yet: the engine's first, then the others in the order the class path lists them. A factory that
   * cannot serve (see {@link PlugIns#load}), whose {@code names()} throws or returns null or a name
   * that is not trimmed lower case, or that claims a name the catalogue has, is reported in one line
   * naming it, its jar and the reason (for a clash, the other factory and its jar too) and left out
   * whole; every other stays.
   */
  private static Map<String, GameFactory> withServices(Map<String, GameFactory> catalogue) {
    Set<Class<?>> known = new HashSet<>();
    catalogue.values().forEach(f -> known.add(f.getClass()));
    for (GameFactory gf : services(GameFactory.class, known)) {
      if (!known.add(gf.getClass())) {
        continue;
      }
      String head = PlugIns.origin(gf) + ": game factory " + gf.getClass().getName() + " left out: ";
      String key = PlugIns.origin(gf) + "|" + GameFactory.class.getName() + "|" + gf.getClass().getName();
      List<String> names;
      try {
        List<String> listed = gf.names();
        names = listed == null ? null : new ArrayList<>(listed);
      } catch (RuntimeException | LinkageError | AssertionError | StackOverflowError e) {
        PlugIns.report(key, head + "names() threw " + PlugInFailure.describe(e));
        continue;
      }
      String why = names == null ? "names() returned null" : names.isEmpty() ? "names() names no game" : null;
      for (int i = 0; why == null && i < names.size(); i++) {
        String n = names.get(i);
        if (n == null || n.isBlank() || !n.equals(n.trim().toLowerCase(Locale.ROOT))) {
          why = "game name '" + n + "' must be non-blank, trimmed lower case";
        } else if (catalogue.containsKey(n)) {
          GameFactory before = catalogue.get(n);
          why = "game name '" + n + "' is already claimed by " + before.getClass().getName() + " ("
              + PlugIns.origin(before) + ")";
        }
      }
      if (why != null) {
        PlugIns.report(key, head + why);
        continue;
      }
      for (String n : names) {
        catalogue.put(n, gf);
      }
    }
    return catalogue;
  }

  /**
   * The providers of {@code service} that the engine's class loader and the calling thread's context
   * class loader list, each class once and none of {@code known} (see {@link PlugIns#load}: one that cannot serve is reported and
   * left out). The context loader counts only when it resolves {@code service} to this very class: an
   * unrelated loader would list providers of another copy of the engine, which cannot be cast.
   */
  static <T> List<T> services(Class<T> service, Set<Class<?>> known) {
    List<ClassLoader> loaders = new ArrayList<>();
    loaders.add(service.getClassLoader());
    ClassLoader context = Thread.currentThread().getContextClassLoader();
    if (context != null && context != service.getClassLoader() && sees(context, service)) {
      loaders.add(context);
    }
    return PlugIns.load(service, loaders, known);
  }

  private static boolean sees(ClassLoader loader, Class<?> type) {
    try {
      return Class.forName(type.getName(), false, loader) == type;
    } catch (ClassNotFoundException | LinkageError e) {
      return false;
    }
  }

  /**
   * Adds the games of {@code factory} to the catalogue of this JVM, after the service-listed ones: a
   * game defined at run time (a notebook cell, a test) can then be played, replayed from its traces,
   * solved and playtested by name like any other. A name may belong to one factory only: registering
   * a factory none of whose names is known adds them all; registering the very same factory object
   * again does nothing (a cell run twice); any other clash is refused and nothing is added. Names
   * are matched as the catalogue matches them, trimmed and in lower case, so a factory's names must
   * already be written that way. A registration lasts until the JVM ends (restart a notebook's
   * kernel to define the game afresh under the same name).
   *
   * @throws NullPointerException for a null factory
   * @throws IllegalArgumentException when the factory names nothing, writes a name other than
   *     trimmed lower case, or claims a name another factory has, naming the name and both factories
   */
  public static void register(GameFactory factory) {
    Objects.requireNonNull(factory, "factory");
    List<String> listed = factory.names();
    if (listed == null || listed.stream().anyMatch(Objects::isNull)) {
      throw new IllegalArgumentException(factory.getClass().getName() + ".names() returned null or a null name");
    }
    List<String> names = List.copyOf(listed);
    if (names.isEmpty()) {
      throw new IllegalArgumentException(factory.getClass().getName() + " names no game");
    }
    synchronized (Games.class) {
      Map<String, GameFactory> m = new LinkedHashMap<>(factories());
      boolean same = true;
      for (String n : names) {
        if (n == null || n.isBlank() || !n.equals(n.trim().toLowerCase(Locale.ROOT))) {
          throw new IllegalArgumentException("game name '" + n + "' of " + factory.getClass().getName()
              + " must be non-blank, trimmed lower case");
        }
        GameFactory before = m.get(n);
        same &= before == factory;
        if (before != null && before != factory) {
          throw new IllegalArgumentException("game name '" + n + "' is already claimed by "
              + before.getClass().getName() + ", so " + factory.getClass().getName() + " cannot register it");
        }
      }
      if (same) {
        return;
      }
      for (String n : names) {
        m.put(n, factory);
      }
      factories = Collections.unmodifiableMap(m);
    }
    Agents.forgetGames(names);
  }

  /**
   * Takes the factory's games out of this JVM's catalogue again. Package-private on purpose: a
   * registration lasts until the JVM ends for users; only the catalogue's own tests, which share one
   * JVM with every other test, must leave the catalogue as they found it.
   */
  static void unregister(GameFactory factory) {
    List<String> gone = new ArrayList<>();
    synchronized (Games.class) {
      Map<String, GameFactory> m = new LinkedHashMap<>(factories());
      m.entrySet().removeIf(e -> {
        boolean mine = e.getValue() == factory;
        if (mine) {
          gone.add(e.getKey());
        }
        return mine;
      });
      factories = Collections.unmodifiableMap(m);
    }
    Agents.forgetGames(gone);
  }

  /**
   * The factory that makes the named game: its class's package is the game's package (what the
   * project's architecture checks walk).
   *
   * @throws IllegalArgumentException for an unknown name, listing the known ones
   */
  public static GameFactory factoryOf(String name) {
    return factory(name);
  }

  /** Every known game name, in registration order. */
  public static List<String> names() {
    return new ArrayList<>(factories().keySet());
  }

  /** The game's one-line description. */
  public static String describe(String name) {
    GameFactory f = factory(name);
    String plugIn = PlugIns.plugInLocation(f);
    if (plugIn == null) {
      return f.describe(normal(name));
    }
    String d;
    try {
      d = f.describe(normal(name));
    } catch (RuntimeException | LinkageError | AssertionError | StackOverflowError e) {
      throw PlugInGame.failure(normal(name), plugIn, "GameFactory.describe", "threw " + PlugInFailure.describe(e), "", e);
    }
    return d == null ? normal(name) : d;
  }

  /** The named game with its default rules. */
  public static Game<?> byName(String name) {
    return create(name, "");
  }

  /**
   * The named game with the given rules text. A game from a plug-in jar comes guarded (see {@link
   * PlugIns}): a method of it that throws or breaks the contract ends in a {@link PlugInFailure}.
   *
   * @throws IllegalArgumentException for an unknown name (listing the known ones) or bad rules
   * @throws IllegalStateException when the factory makes no game (its create returns null), naming it;
   *     a {@link PlugInFailure} when a plug-in's factory throws anything but bad rules
   */
  public static Game<?> create(String name, String rules) {
    GameFactory f = factory(name);
    String n = normal(name);
    String r = rules == null ? "" : rules;
    String plugIn = PlugIns.plugInLocation(f);
    if (plugIn != null) {
      return PlugInGame.create(f, n, r, plugIn);
    }
    Game<?> g = f.create(n, r);
    if (g == null) {
      throw new IllegalStateException("game factory " + f.getClass().getName() + " (" + PlugIns.origin(f)
          + ") made no game: its create returned null for '" + n + "'");
    }
    return g;
  }

  private static GameFactory factory(String name) {
    GameFactory f = factories().get(normal(name));
    if (f == null && !reload().isEmpty()) {
      f = factories().get(normal(name)); // a jar that joined the class path since the catalogue was built
    }
    if (f == null) {
      throw new IllegalArgumentException("unknown game '" + name + "' (known: " + String.join(", ", names()) + ")");
    }
    return f;
  }

  private static String normal(String name) {
    if (name == null || name.isBlank()) {
      throw new IllegalArgumentException("no game named (known: " + String.join(", ", names()) + ")");
    }
    return name.trim().toLowerCase(Locale.ROOT);
  }
}
