package org.levellab.game;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.ServiceLoader;

/**
 * The catalogue of games, by name: every {@link GameFactory} registered as a service, and those
 * {@linkplain #register registered at run time} (a game defined in a notebook cell or a test). The
 * generic CLI commands and {@link Playthrough#replay()} rebuild a game from its name and rules
 * through it.
 */
public final class Games {
  private static volatile Map<String, GameFactory> factories;

  private Games() {}

  private static Map<String, GameFactory> factories() {
    Map<String, GameFactory> f = factories;
    if (f == null) {
      synchronized (Games.class) {
        if (factories == null) {
          Map<String, GameFactory> m = new LinkedHashMap<>();
          for (GameFactory gf : ServiceLoader.load(GameFactory.class, GameFactory.class.getClassLoader())) {
            for (String n : gf.names()) {
              GameFactory before = m.put(n, gf);
              if (before != null) {
                throw new IllegalStateException("game name '" + n + "' is claimed by " + before.getClass().getName()
                    + " and " + gf.getClass().getName());
              }
            }
          }
          factories = Collections.unmodifiableMap(m);
        }
        f = factories;
      }
    }
    return f;
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
   * @throws IllegalArgumentException when the factory names nothing, writes a name other than
   *     trimmed lower case, or claims a name another factory has, naming the name and both factories
   */
  public static void register(GameFactory factory) {
    List<String> names = List.copyOf(factory.names());
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
    return factory(name).describe(normal(name));
  }

  /** The named game with its default rules. */
  public static Game<?> byName(String name) {
    return create(name, "");
  }

  /**
   * The named game with the given rules text.
   *
   * @throws IllegalArgumentException for an unknown name (listing the known ones) or bad rules
   */
  public static Game<?> create(String name, String rules) {
    return factory(name).create(normal(name), rules == null ? "" : rules);
  }

  private static GameFactory factory(String name) {
    GameFactory f = factories().get(normal(name));
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
