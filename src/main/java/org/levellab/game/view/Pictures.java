package org.levellab.game.view;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.ServiceConfigurationError;
import java.util.ServiceLoader;
import java.util.Set;
import org.levellab.game.Game;
import org.levellab.game.Games;
import org.levellab.game.PlugIns;
import org.levellab.game.State;

/**
 * The catalogue of game pictures for the trace viewer: every {@link PictureFactory} registered as a
 * service, by game name (as {@link org.levellab.game.Games} is for games). A game without a factory
 * is drawn by a {@link TextPicture} of its observation, so every game of the catalogue, and any game
 * plugged in later, has a picture.
 *
 * <p>Factories are found as the game catalogue finds games: through the class loader that loaded the
 * engine and through the calling thread's context class loader when that one sees this very {@link
 * PictureFactory} (a notebook's {@code %jars}); a game whose picture is not known yet makes the
 * catalogue look again once the game catalogue has grown (a jar joined the class path). A listed
 * factory that cannot be made is named in one warning line and left out; the others stay.
 *
 * <p>A game from a plug-in jar comes from the game catalogue guarded ({@link PlugIns}); its factory is
 * given the plug-in's own game, and its picture the plug-in's own states ({@link PlugIns#unwrap}), so
 * that a picture may cast them to the plug-in's classes.
 */
public final class Pictures {
  private static volatile Map<String, PictureFactory> factories;
  /** The game catalogue's names when the pictures were last looked for: it grows when a jar joins. */
  private static List<String> gamesSeen = List.of();
  private static final Set<String> WARNED = new HashSet<>();

  private Pictures() {}

  private static Map<String, PictureFactory> factories() {
    Map<String, PictureFactory> f = factories;
    if (f == null) {
      synchronized (Pictures.class) {
        if (factories == null) {
          factories = load(services(), Map.of());
        }
        f = factories;
      }
    }
    return f;
  }

  /** Looks for factories again when the game catalogue has grown since the last look; true when one joined. */
  private static boolean reloadIfGamesGrew() {
    List<String> games = Games.names();
    synchronized (Pictures.class) {
      if (games.equals(gamesSeen)) {
        return false;
      }
      Map<String, PictureFactory> before = factories();
      Map<String, PictureFactory> after = load(services(), before);
      gamesSeen = games;
      factories = after;
      return after.size() > before.size();
    }
  }

  /**
   * The service-listed factories that the engine's loader and the context loader see, each class once,
   * the engine's loader first. One that cannot be made is named in a warning and left out.
   */
  private static List<PictureFactory> services() {
    List<ClassLoader> loaders = new ArrayList<>();
    loaders.add(PictureFactory.class.getClassLoader());
    ClassLoader context = Thread.currentThread().getContextClassLoader();
    if (context != null && context != loaders.get(0) && sees(context)) {
      loaders.add(context);
    }
    List<PictureFactory> out = new ArrayList<>();
    Set<Class<?>> classes = new HashSet<>();
    for (ClassLoader loader : loaders) {
      Iterator<PictureFactory> it = ServiceLoader.load(PictureFactory.class, loader).iterator();
      while (true) {
        try {
          if (!it.hasNext()) {
            break;
          }
          PictureFactory pf = it.next();
          if (classes.add(pf.getClass())) {
            out.add(pf);
          }
        } catch (ServiceConfigurationError | LinkageError e) {
          warn("picture factory left out: " + e.getMessage());
        }
      }
    }
    return out;
  }

  /** True when {@code loader} resolves {@link PictureFactory} to this very class (not another engine's copy). */
  private static boolean sees(ClassLoader loader) {
    try {
      return Class.forName(PictureFactory.class.getName(), false, loader) == PictureFactory.class;
    } catch (ClassNotFoundException | LinkageError e) {
      return false;
    }
  }

  private static void warn(String line) {
    synchronized (WARNED) {
      if (!WARNED.add(line)) {
        return;
      }
    }
    System.err.println("levellab: warning: " + line);
    System.err.flush();
  }

  /**
   * The factories by game name: those of {@code known} first (a reload keeps them, the same objects),
   * then each of {@code registered} whose class is not among them. A factory claiming a name another
   * has, or whose {@code games()} throws, is named in a warning and left out whole.
   */
  static Map<String, PictureFactory> load(Iterable<PictureFactory> registered, Map<String, PictureFactory> known) {
    Map<String, PictureFactory> m = new LinkedHashMap<>(known);
    Set<Class<?>> have = new HashSet<>();
    known.values().forEach(f -> have.add(f.getClass()));
    for (PictureFactory pf : registered) {
      if (!have.add(pf.getClass())) {
        continue;
      }
      List<String> names;
      try {
        names = List.copyOf(pf.games());
      } catch (RuntimeException | LinkageError e) {
        warn("picture factory " + pf.getClass().getName() + " left out: games() threw " + e);
        continue;
      }
      String clash = null;
      for (String n : names) {
        PictureFactory before = m.get(normal(n));
        if (before != null) {
          clash = "the picture of game '" + n + "' is claimed by " + before.getClass().getName() + " and "
              + pf.getClass().getName() + "; the latter is left out";
          break;
        }
      }
      if (clash != null) {
        warn(clash);
        continue;
      }
      for (String n : names) {
        m.put(normal(n), pf);
      }
    }
    return Collections.unmodifiableMap(m);
  }

  /**
   * Adds a picture factory made at run time (a game written in a notebook's cells and registered with
   * {@link Games#register}): from now on its games are drawn by it. A name that already has a picture
   * is refused, naming both factories.
   *
   * @throws IllegalArgumentException when a game it draws already has a picture
   */
  public static void register(PictureFactory factory) {
    Objects.requireNonNull(factory, "factory");
    synchronized (Pictures.class) {
      Map<String, PictureFactory> before = factories();
      for (String n : List.copyOf(factory.games())) {
        PictureFactory other = before.get(normal(n));
        if (other != null && other != factory) {
          throw new IllegalArgumentException("the picture of game '" + n + "' is already drawn by "
              + other.getClass().getName() + "; " + factory.getClass().getName() + " cannot claim it");
        }
      }
      Map<String, PictureFactory> m = new LinkedHashMap<>(before);
      for (String n : factory.games()) {
        m.put(normal(n), factory);
      }
      factories = Collections.unmodifiableMap(m);
    }
  }

  /** The names of the games that have a picture of their own, in registration order. */
  public static List<String> names() {
    return new ArrayList<>(factories().keySet());
  }

  /** True when {@code gameName} has a picture of its own (not the text fallback). */
  public static boolean hasPicture(String gameName) {
    return factory(gameName) != null;
  }

  private static PictureFactory factory(String gameName) {
    PictureFactory f = factories().get(normal(gameName));
    if (f == null && reloadIfGamesGrew()) {
      f = factories().get(normal(gameName));
    }
    return f;
  }

  /**
   * The picture of {@code game}: its registered factory's, or a {@link TextPicture}. A plug-in's game
   * (guarded by the catalogue) is handed to its factory as the plug-in's own object, and its picture
   * sees the plug-in's own states.
   */
  public static GamePicture of(Game<?> game) {
    Objects.requireNonNull(game, "game");
    PictureFactory f = factory(game.name());
    if (f == null) {
      return new TextPicture(game);
    }
    Game<?> own = PlugIns.unwrap(game);
    GamePicture picture = Objects.requireNonNull(f.create(own),
        () -> "picture factory " + f.getClass().getName() + " made no picture of " + game.name());
    return own == game ? picture : new Unwrapping(picture);
  }

  /** A plug-in's picture, given frames of the plug-in's own states. */
  private record Unwrapping(GamePicture inner) implements GamePicture {
    @Override
    public String svg(Frame frame) {
      return inner.svg(own(frame));
    }

    @Override
    public List<String> svgs(List<Frame> frames) {
      return inner.svgs(frames.stream().map(Unwrapping::own).toList());
    }

    @Override
    public String moveText(Frame frame) {
      return inner.moveText(own(frame));
    }

    @Override
    public String legend() {
      return inner.legend();
    }

    @Override
    public String css() {
      return inner.css();
    }

    static Frame own(Frame f) {
      List<State> stages = f.stages().stream().map(PlugIns::unwrap).toList();
      return new Frame(f.number(), f.before() == null ? null : PlugIns.unwrap(f.before()), f.move(), f.chance(), stages,
          PlugIns.unwrap(f.after()));
    }
  }

  private static String normal(String name) {
    return name == null ? "" : name.trim().toLowerCase(Locale.ROOT);
  }
}
