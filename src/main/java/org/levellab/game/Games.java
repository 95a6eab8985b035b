package org.levellab.game;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.ServiceLoader;

/**
 * The catalogue of games, by name: every {@link GameFactory} registered as a service. The generic
 * CLI commands and {@link Playthrough#replay()} rebuild a game from its name and rules through it.
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
