package org.levellab.skiddy.view;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.levellab.game.Goldens;
import org.levellab.game.Playthrough;
import org.levellab.game.view.Frame;
import org.levellab.game.view.GamePicture;
import org.levellab.game.view.SvgChecks;
import org.levellab.game.view.TraceFrames;
import org.levellab.skiddy.Piece;
import org.levellab.skiddy.Skiddy;
import org.levellab.skiddy.SkiddyLevels;
import org.levellab.skiddy.SkiddyState;
import org.levellab.tripeaks.view.PictureChecks;
import org.w3c.dom.Document;

/** Every frame of the golden Skiddy traces drawn by the trace viewer's picture. */
class SkiddyPictureTest {
  /** A frame of the largest board (8x7, twelve pieces) with trails stays under this. */
  private static final int MAX_FRAME_BYTES = 4500;

  static Stream<Path> goldenTraces() throws IOException {
    try (Stream<Path> files = Files.list(Goldens.DIR.resolve("skiddy"))) {
      List<Path> traces = files.filter(f -> f.toString().endsWith(".trace")).sorted().toList();
      assertFalse(traces.isEmpty(), "no golden Skiddy traces");
      return traces.stream();
    }
  }

  @ParameterizedTest
  @MethodSource("goldenTraces")
  void everyFrameIsOneSvgWithTheMovedPiecesMarkedAndTheLeavingSkiddiesShown(Path trace) {
    Playthrough p = Playthrough.load(trace);
    GamePicture picture = new SkiddyPictureFactory().create(TraceFrames.game(p));
    List<Frame> frames = TraceFrames.of(p);
    assertEquals(p.steps().size(), frames.size());
    for (Frame f : frames) {
      String what = trace.getFileName() + " step " + f.number();
      String svg = picture.svg(f);
      Document doc = SvgChecks.parse(svg, what);
      assertTrue(svg.length() <= MAX_FRAME_BYTES, what + ": " + svg.length() + " bytes");
      assertFalse(svg.contains("style="), what + ": colours belong in the page's stylesheet");
      int moved = SvgChecks.withClass(doc, GamePicture.MOVED);
      int gone = SvgChecks.withClass(doc, "sk-gone");
      if (f.isStart()) {
        assertEquals(0, moved, what);
        assertEquals(0, gone, what);
        continue;
      }
      assertTrue(moved > 0, what + ": nothing marked " + GamePicture.MOVED);
      SkiddyState before = (SkiddyState) f.before();
      SkiddyState after = (SkiddyState) f.after();
      int left = 0;
      for (Piece colour : new Piece[] {Piece.RED, Piece.BLUE}) {
        left += before.skiddiesLeft(colour) - after.skiddiesLeft(colour);
      }
      assertEquals(left, gone, what + ": skiddies shown leaving");
      String words = picture.moveText(f);
      assertTrue(svg.contains(">move " + f.number() + ": " + words + "<"), what + ": the caption names the move in words");
      checkWords(words, f, what);
    }
  }

  private static final String ARROWS = "\u2191\u2192\u2193\u2190";

  /**
   * The move's words name exactly the kinds of piece whose cells changed (no two pieces of a kind
   * swap places in one slide, so a kind moved exactly when its set of cells changed), the input's
   * arrow, and the skiddies that left; never the engine's letter alone.
   */
  private static void checkWords(String words, Frame f, String what) {
    org.levellab.skiddy.Level before = ((SkiddyState) f.before()).board();
    org.levellab.skiddy.Level after = ((SkiddyState) f.after()).board();
    int input = "URDL".indexOf(f.move().toUpperCase(java.util.Locale.ROOT));
    assertTrue(words.contains(" " + ARROWS.charAt(input)) || words.startsWith("" + ARROWS.charAt(input)),
        what + ": the input's arrow in '" + words + "'");
    String kinds = words.substring(0, words.indexOf(ARROWS.charAt(input))).strip();
    List<String> named = kinds.isEmpty() ? List.of() : List.of(kinds.split(", "));
    List<String> expected = new java.util.ArrayList<>();
    for (Piece piece : Piece.values()) {
      boolean changed = false;
      for (int y = 0; y < before.height(); y++) {
        for (int x = 0; x < before.width(); x++) {
          changed |= (before.piece(x, y) == piece) != (after.piece(x, y) == piece);
        }
      }
      if (changed) {
        expected.add(piece.name().toLowerCase(java.util.Locale.ROOT));
      }
    }
    assertEquals(expected, named, what + ": the kinds that slid, in '" + words + "'");
    int out = 0;
    for (Piece colour : new Piece[] {Piece.RED, Piece.BLUE}) {
      out += ((SkiddyState) f.before()).skiddiesLeft(colour) - ((SkiddyState) f.after()).skiddiesLeft(colour);
    }
    assertEquals(out > 0, words.endsWith(" out)"), what + ": skiddies that left, in '" + words + "'");
    assertFalse(words.matches("[URDL]"), what);
  }

  @Test
  void theLegendShowsEveryPieceAndTileWithThePagesClasses() {
    SkiddyPicture picture = new SkiddyPicture(Skiddy.game());
    String legend = picture.legend();
    for (String meaning : List.of("red skiddy", "blue skiddy", "ice", "crate", "pit", "exit", "block", "trail",
        "stuck together", "left through its exit")) {
      assertTrue(legend.contains(meaning), "the legend explains " + meaning);
    }
    for (String cls : List.of("sk-r", "sk-b", "sk-ice", "sk-crate", "sk-pit", "sk-rg", "sk-blk", "sk-rt", "sk-rl",
        "sk-gone")) {
      assertTrue(java.util.regex.Pattern.compile("class=\"([^\"]* )?" + cls + "[ \"]").matcher(legend).find(),
          "a swatch drawn with " + cls);
      assertTrue(picture.css().contains("." + cls + "{"), cls + " is styled");
    }
    assertFalse(legend.contains("http") || legend.contains("<script"), legend);
  }

  @Test
  void theStylesheetDefinesEveryClassTheFramesUse() {
    Skiddy game = Skiddy.withMoveLimit(40);
    SkiddyPicture picture = new SkiddyPicture(game);
    SkiddyState s = game.start(SkiddyLevels.load("big-8x7"));
    String css = picture.css();
    Frame start = new Frame(0, null, null, List.of(), List.of(s), s);
    String svg = picture.svg(start);
    java.util.regex.Matcher m = java.util.regex.Pattern.compile("class=\"([^\"]+)\"").matcher(svg);
    int seen = 0;
    while (m.find()) {
      for (String c : m.group(1).split(" ")) {
        assertTrue(c.equals("sk") || c.startsWith("ll-") || css.contains("." + c + "{"), "no style for " + c);
        seen++;
      }
    }
    assertTrue(seen > 10, "the frame uses classes");
    assertTrue(svg.contains("moves of 40"), "the start's caption gives the move limit");
  }

  @Test
  void theNotebookPictureStandsAloneWithItsColoursInline() {
    String svg = SkiddySvg.svg(SkiddyLevels.load("workshop"), "a <caption> & more");
    Document doc = SvgChecks.parse(svg, "notebook picture");
    assertFalse(svg.contains("class="), "a notebook picture has no page stylesheet");
    assertTrue(svg.contains("fill=\"#e03131\""), "red skiddies are drawn red");
    assertEquals("a <caption> & more", doc.getDocumentElement().getLastChild().getTextContent());
  }

  @Test
  void theCatalogueFindsThePictureOfSkiddy() {
    assertInstanceOf(SkiddyPicture.class, PictureChecks.factoryOf("skiddy").create(Skiddy.game()));
  }
}
