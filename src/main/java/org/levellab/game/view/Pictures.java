package org.levellab.game.view;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.ServiceLoader;
import org.levellab.game.Game;

/**
 * The catalogue of game pictures for the trace viewer: every {@link PictureFactory} registered as a
 * service, by game name (as {@link org.levellab.game.Games} is for games). A game without a factory
 * is drawn by a {@link TextPicture} of its observation, so every game of the catalogue, and any game
 * plugged in later, has a picture.
 */
public final class Pictures {
  private static volatile Map<String, PictureFactory> factories;

  private Pictures() {}

  private static Map<String, PictureFactory> factories() {
    Map<String, PictureFactory> f = factories;
    if (f == null) {
      synchronized (Pictures.class) {
        if (factories == null) {
          factories = load(ServiceLoader.load(PictureFactory.class, PictureFactory.class.getClassLoader()));
        }
        f = factories;
      }
    }
    return f;
  }

  /** The factories by game name; two factories claiming one name is a packaging error. */
  static Map<String, PictureFactory> load(Iterable<PictureFactory> registered) {
    Map<String, PictureFactory> m = new LinkedHashMap<>();
    for (PictureFactory pf : registered) {
      for (String n : pf.games()) {
        PictureFactory before = m.put(normal(n), pf);
        if (before != null) {
          throw new IllegalStateException("the picture of game '" + n + "' is claimed by "
              + before.getClass().getName() + " and " + pf.getClass().getName());
        }
      }
    }
    return Collections.unmodifiableMap(m);
  }

  /** The names of the games that have a picture of their own, in registration order. */
  public static List<String> names() {
    return new ArrayList<>(factories().keySet());
  }

  /** True when {@code gameName} has a picture of its own (not the text fallback). */
  public static boolean hasPicture(String gameName) {
    return factories().containsKey(normal(gameName));
  }

  /** The picture of {@code game}: its registered factory's, or a {@link TextPicture}. */
  public static GamePicture of(Game<?> game) {
    Objects.requireNonNull(game, "game");
    PictureFactory f = factories().get(normal(game.name()));
    return f == null ? new TextPicture(game) : f.create(game);
  }

  private static String normal(String name) {
    return name == null ? "" : name.trim().toLowerCase(Locale.ROOT);
  }
}
