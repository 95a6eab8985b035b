package org.levellab.match3.view;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.levellab.game.Goldens;
import org.levellab.game.Playthrough;
import org.levellab.game.State;
import org.levellab.game.view.Frame;
import org.levellab.game.view.GamePicture;
import org.levellab.game.view.SvgChecks;
import org.levellab.game.view.TraceFrames;
import org.levellab.match3.Board;
import org.levellab.match3.BoardText;
import org.levellab.match3.GemGem;
import org.levellab.match3.GemGemState;
import org.levellab.match3.Match3;
import org.levellab.tripeaks.view.PictureChecks;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.Node;

/**
 * The match-3 picture: every frame of the golden traces drawn and read back as XML, and the cascade
 * it draws checked against the rules on thousands of seeded steps.
 */
class GemGemPictureTest {
  /** A frame costs at most this much plus {@link #PER_STAGE} per stage drawn. */
  private static final int BASE_BYTES = 1500;
  private static final int PER_STAGE = 300;
  private static final int PER_CELL = 40;

  static Stream<Path> goldenTraces() throws IOException {
    try (Stream<Path> files = Files.list(Goldens.DIR.resolve("match3"))) {
      List<Path> traces = files.filter(f -> f.toString().endsWith(".trace")).sorted().toList();
      assertFalse(traces.isEmpty(), "no golden match-3 traces");
      return traces.stream();
    }
  }

  @ParameterizedTest
  @MethodSource("goldenTraces")
  void everyFrameIsOneBoardDrawnStageByStage(Path trace) {
    Playthrough p = Playthrough.load(trace);
    GamePicture picture = new GemGemPictureFactory().create(TraceFrames.game(p));
    List<Frame> frames = TraceFrames.of(p);
    assertEquals(p.steps().size(), frames.size());
    for (Frame f : frames) {
      String what = trace.getFileName() + " step " + f.number();
      String svg = picture.svg(f);
      Document doc = parse(svg, what);
      checkStages(f, svg, doc, what);
      assertFalse(svg.contains("style="), what + ": colours belong in the page's stylesheet");
      GemGemState after = (GemGemState) f.after();
      assertTrue(svg.contains("score " + after.points() + " of "), what + ": the caption gives the score");
      if (!f.isStart()) {
        String words = picture.moveText(f);
        String[] rc = f.move().split("-");
        assertEquals("swap " + rc[0] + " " + (rc[1].equals("down") ? "\u2193" : "\u2192") + " +"
            + (after.points() - ((GemGemState) f.before()).points()), words, what + ": the move in words");
      }
    }
  }

  /**
   * One board per stage, each a group the page shows one at a time: the swap with its two gems marked
   * and its lines crossed out, then a fall after every clear and a refill ringing the gems each round
   * refilled; the labels' points add up to the step's, every refill is ringed once, the gems are at
   * least 28 pixels across, and the last stage is the step's end.
   */
  private static void checkStages(Frame f, String svg, Document doc, String what) {
    List<GemGemPicture.Stage> stages = GemGemPicture.stages(f);
    List<Element> groups = new ArrayList<>();
    for (Node c = doc.getDocumentElement().getFirstChild(); c != null; c = c.getNextSibling()) {
      if (c instanceof Element e && e.getAttribute("class").equals(GamePicture.STAGE)) {
        groups.add(e);
      }
    }
    assertEquals(f.isStart() ? 0 : stages.size(), groups.size(), what + ": stage groups");
    int cells = stages.get(0).board().size() * stages.get(0).board().size();
    assertTrue(svg.length() <= BASE_BYTES + (PER_STAGE + PER_CELL * cells) * stages.size(),
        what + ": " + svg.length() + " bytes for " + stages.size() + " stages");
    assertTrue(GemGemPicture.CELL * 0.8 >= 28, "gems are at least 28 pixels across");
    assertArrayEquals(board(f.after()).cells(), stages.get(stages.size() - 1).board().cells(),
        what + ": the last stage is the step's end");
    if (f.isStart()) {
      assertEquals(0, SvgChecks.withClass(doc, GamePicture.MOVED), what);
      return;
    }
    assertEquals(2, SvgChecks.withClass(groups.get(0), GamePicture.MOVED), what + ": swapped gems marked in the swap");
    assertEquals(2, SvgChecks.withClass(doc, GamePicture.MOVED), what + ": and nowhere else");
    int points = 0;
    int ringed = 0;
    for (int i = 0; i < stages.size(); i++) {
      GemGemPicture.Stage s = stages.get(i);
      String label = groups.get(i).getAttribute("data-label");
      String kind = i == 0 ? "swap" : s.cleared() == 0 && s.ringed() == 0 ? "fall" : "refill";
      assertTrue(label.startsWith(kind), what + ": stage " + i + " is a " + kind + ", labelled " + label);
      if (kind.equals("fall")) {
        assertTrue(stages.get(i - 1).cleared() != 0, what + ": a fall follows a clear");
        assertFalse(s.board().isFull(), what + ": a fall leaves holes");
      }
      int cleared = Long.bitCount(s.cleared());
      assertEquals(cleared == 0 ? "" : " +" + cleared, label.replaceFirst("^(swap|fall|refill \\d+)", ""), what);
      points += cleared;
      ringed += Long.bitCount(s.ringed());
      assertEquals(s.ringed() == 0 ? 0 : 1, SvgChecks.withClass(groups.get(i), "m3-new"), what + ": stage " + i);
    }
    assertEquals(((GemGemState) f.after()).points() - ((GemGemState) f.before()).points(), points,
        what + ": the crossed-out gems are the step's points");
    assertEquals(f.chance().size(), ringed, what + ": every refilled gem ringed once");
  }

  @Test
  void theCascadeDrawnIsTheOneTheRulesPlayOnThousandsOfSeededSteps() {
    SplittableRandom rng = new SplittableRandom(77);
    int steps = 0;
    int rounds = 0;
    for (int game = 0; game < 240; game++) {
      GemGem gemGem = new GemGem(new Match3(4 + rng.nextInt(5), 4 + rng.nextInt(4)), 1_000_000);
      GemGemPicture picture = new GemGemPicture(gemGem);
      List<Frame> frames = play(gemGem, rng.nextLong(), 20);
      for (Frame f : frames) {
        String what = "game " + game + " step " + f.number();
        List<Cascade.Panel> panels = Cascade.of(f);
        assertEquals(f.stages().size(), panels.size(), what);
        String svg = picture.svg(f);
        checkStages(f, svg, parse(svg, what), what);
        if (f.isStart()) {
          assertArrayEquals(board(f.after()).cells(), panels.get(0).board().cells(), what);
          continue;
        }
        Board swapped = board(f.before());
        swapped.swap(((GemGemState) f.before()).parseAction(f.move()));
        assertArrayEquals(swapped.cells(), panels.get(0).board().cells(), what + ": the swap's panel");
        int points = 0;
        for (int k = 0; k < panels.size(); k++) {
          Cascade.Panel panel = panels.get(k);
          Board cleared = panel.board().copy();
          points += cleared.clear(panel.cleared());
          if (panel.cleared() != 0) {
            cleared.drop();
            rounds++;
          }
          assertArrayEquals(board(f.stages().get(k)).cells(), cleared.cells(), what + ": panel " + k
              + " cleared and dropped is stage " + k);
          assertEquals(panel.board().isFull() ? panel.board().findLines() : 0, panel.cleared(), what + ": panel " + k);
          if (k > 0) {
            String outcome = f.chance().get(k - 1);
            int cell = panel.filled();
            assertEquals(Board.EMPTY, board(f.stages().get(k - 1)).cells()[cell], what);
            assertEquals(BoardText.cell(cell, panel.board().size()) + "=" + BoardText.letter(panel.board().cells()[cell]),
                outcome, what);
          }
        }
        assertEquals(((GemGemState) f.after()).points() - ((GemGemState) f.before()).points(), points,
            what + ": the crossed-out gems are the step's points");
        steps++;
      }
    }
    assertTrue(steps > 3000, "steps checked: " + steps);
    assertTrue(rounds > steps, "steps with more than one round of clearing: " + (rounds - steps));
  }

  @Test
  void aPageOfSixtyMovesStaysWellUnderAMegabyte() {
    GemGem gemGem = new GemGem(new Match3(6, 4), 1_000_000);
    GemGemPicture picture = new GemGemPicture(gemGem);
    List<Frame> frames = List.of();
    for (long seed = 1; frames.size() < 61; seed++) {
      frames = play(gemGem, seed, 60);
    }
    long bytes = picture.css().length();
    for (Frame f : frames) {
      bytes += picture.svg(f).length();
    }
    assertTrue(bytes < 500_000, "sixty moves take " + bytes + " bytes");
  }

  @Test
  void theCatalogueFindsThePictureOfMatch3() {
    assertInstanceOf(GemGemPicture.class, PictureChecks.factoryOf("match3").create(GemGem.paper()));
  }

  /**
   * The frame as XML with one {@code <svg>} root in the SVG namespace, as {@link SvgChecks#parse} checks
   * it (and no {@code <svg>} inside it, which PictureChecks adds), from a parser factory made once,
   * where SvgChecks makes a new one, a search of the class path's jars, for each of thousands of frames.
   */
  private static Document parse(String svg, String what) {
    try {
      return PictureChecks.parse(svg);
    } catch (AssertionError e) {
      throw new AssertionError(what + ": " + e.getMessage(), e);
    }
  }

  /** A seeded game of random swaps and sampled refills, as frames, for at most {@code moves} moves. */
  private static List<Frame> play(GemGem game, long seed, int moves) {
    SplittableRandom rng = new SplittableRandom(seed);
    GemGemState s = game.newInitialState(seed);
    List<Frame> frames = new ArrayList<>();
    frames.add(new Frame(0, null, null, List.of(), List.of(s.copy()), s.copy()));
    int[] buffer = new int[game.maxActions()];
    for (int move = 1; move <= moves && !s.isTerminal(); move++) {
      GemGemState before = s.copy();
      int action = buffer[rng.nextInt(s.legalActions(buffer))];
      String notation = s.actionToString(action);
      s.apply(action);
      List<State> stages = new ArrayList<>(List.of(s.copy()));
      List<String> chance = new ArrayList<>();
      while (s.isChanceNode()) {
        int outcome = s.sampleChance(rng);
        chance.add(s.actionToString(outcome));
        s.apply(outcome);
        stages.add(s.copy());
      }
      frames.add(new Frame(move, before, notation, chance, stages, s.copy()));
    }
    return frames;
  }

  private static Board board(State s) {
    return ((GemGemState) s).board();
  }

  private static int count(String text, String word) {
    int n = 0;
    for (int i = text.indexOf(word); i >= 0; i = text.indexOf(word, i + 1)) {
      n++;
    }
    return n;
  }
}
