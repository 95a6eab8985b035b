package org.levellab.game;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.reflect.Method;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.levellab.game.example.GameJar;

/**
 * A plug-in game with a picture of its own, both in jars built at test time: the Aces Up example
 * ({@link GameJar#acesUp}, game {@value GameJar#ACES}) and a second jar whose {@code
 * META-INF/services/org.levellab.game.view.PictureFactory} lists {@value #FACTORY}. The picture casts
 * the game and every state it is given to the plug-in's own classes (it fails on the catalogue's
 * guarded objects), writes {@value #MARK} and the score into its SVG, the move in its own words
 * ({@code discard 3♣}) and a legend. {@link #page} renders a trace's page in a fresh copy of the
 * engine that finds both jars on its class path, as {@code LEVELLAB_CLASSPATH} or a notebook's
 * {@code %jars} would give them.
 */
public final class PictureJar {
  /** The picture factory's class. */
  public static final String FACTORY = "plugin.AcesPictures";
  /** Written in every SVG the plug-in's picture draws. */
  public static final String MARK = "aces-picture";
  /** Words the picture gives every move: this, then the engine's notation. */
  public static final String WORDS = "discard ";

  private static final String ENGINE = Path.of("target/classes").toAbsolutePath().toString();

  private PictureJar() {}

  private static final String SOURCE = """
      package plugin;
      import java.util.List;
      import org.levellab.game.Game;
      import org.levellab.game.view.Frame;
      import org.levellab.game.view.GamePicture;
      import org.levellab.game.view.Legend;
      import org.levellab.game.view.PictureFactory;
      import org.example.aces.Aces;
      import org.example.aces.AcesState;
      public final class AcesPictures implements PictureFactory {
        public List<String> games() { return List.of("acesup"); }
        public GamePicture create(Game<?> game) {
          Aces own = (Aces) game; // the plug-in's own class: a guarded game would not cast
          return new GamePicture() {
            public String svg(Frame f) {
              AcesState s = (AcesState) f.after();
              String moved = f.isStart() ? "" : " class='ll-moved'";
              return "<svg xmlns='http://www.w3.org/2000/svg' class='aces-picture' width='240' height='60'>"
                  + "<rect" + moved + " x='4' y='4' width='60' height='40' fill='#fff' stroke='#333'/>"
                  + "<text x='80' y='30'>" + own.name() + " score " + (int) s.score() + "</text></svg>";
            }
            public String moveText(Frame f) {
              AcesState before = (AcesState) f.before();
              return "discard " + f.move();
            }
            public String legend() {
              return new Legend("aces-picture").note("a plug-in's own legend").html();
            }
          };
        }
      }
      """;

  /** Builds {@code aces.jar} and {@code aces-pictures.jar} in {@code folder}; returns both. */
  public static Path[] build(Path folder) {
    Path aces = GameJar.acesUp(folder, ENGINE);
    Path pictures = GameJar.jar(folder.resolve("aces-pictures.jar"), ENGINE + java.io.File.pathSeparator + aces,
        Map.of(FACTORY, SOURCE), Map.of("org.levellab.game.view.PictureFactory", FACTORY));
    return new Path[] {aces, pictures};
  }

  /** The golden Aces Up trace renamed to the jar's game, written to {@code folder}. */
  public static Path trace(Path folder) {
    try {
      String text = Files.readString(Goldens.DIR.resolve("acesup/seed-13-solved.trace"), StandardCharsets.UTF_8);
      Path out = folder.resolve("aces.trace");
      Files.writeString(out, text.replaceFirst("(?m)^game: acesup$", "game: " + GameJar.ACES), StandardCharsets.UTF_8);
      return out;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /**
   * The viewer's page of {@code trace}, rendered by a fresh copy of the engine that has the jars on
   * its class path from the start ({@code jarsFromTheStart}) or gets them later, as a notebook's
   * {@code %jars} adds them (the game catalogue then finds the game on its first look-up of a name it
   * lacks, and the picture catalogue follows).
   */
  public static String page(Path trace, boolean jarsFromTheStart, Path... jars) throws Exception {
    Path[] path = new Path[1 + (jarsFromTheStart ? jars.length : 0)];
    path[0] = Path.of(ENGINE);
    if (jarsFromTheStart) {
      System.arraycopy(jars, 0, path, 1, jars.length);
    }
    try (CatalogueFromJarTest.KernelLoader kernel = new CatalogueFromJarTest.KernelLoader(path)) {
      Class<?> viewer = kernel.loadClass("org.levellab.game.view.TraceViewer");
      Class<?> playthrough = kernel.loadClass("org.levellab.game.Playthrough");
      Thread t = Thread.currentThread();
      ClassLoader before = t.getContextClassLoader();
      t.setContextClassLoader(kernel);
      try {
        // the picture catalogue is built before the jars join, as in a notebook that drew a game first
        kernel.loadClass("org.levellab.game.view.Pictures").getMethod("names").invoke(null);
        if (!jarsFromTheStart) {
          for (Path jar : jars) {
            kernel.add(jar);
          }
        }
        Object p = playthrough.getMethod("load", Path.class).invoke(null, trace);
        Method page = viewer.getMethod("page", playthrough);
        return (String) page.invoke(null, p);
      } finally {
        t.setContextClassLoader(before);
      }
    }
  }
}
