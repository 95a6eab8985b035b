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
  /** A frame costs at most this much plus {@link #PER_STAGE} per stage. */
  private static final int BASE_BYTES = 2000;
  private static final int PER_STAGE = 550;

  static Stream<Path> goldenTraces() throws IOException {
    try (Stream<Path> files = Files.list(Goldens.DIR.resolve("match3"))) {
      List<Path> traces = files.filter(f -> f.toString().endsWith(".trace")).sorted().toList();
      assertFalse(traces.isEmpty(), "no golden match-3 traces");
      return traces.stream();
    }
  }

  @ParameterizedTest
  @MethodSource("goldenTraces")
  void everyFrameIsOneSvgWithTheSwapMarkedAndAPanelPerStage(Path trace) {
    Playthrough p = Playthrough.load(trace);
    GamePicture picture = new GemGemPictureFactory().create(TraceFrames.game(p));
    List<Frame> frames = TraceFrames.of(p);
    assertEquals(p.steps().size(), frames.size());
    for (Frame f : frames) {
      String what = trace.getFileName() + " step " + f.number();
      String svg = picture.svg(f);
      Document doc = SvgChecks.parse(svg, what);
      assertEquals(f.isStart() ? 1 : f.chance().size() + 1, panels(doc), what + ": panels");
      assertEquals(f.isStart() ? 0 : 2, SvgChecks.withClass(doc, GamePicture.MOVED), what + ": swapped gems marked");
      assertEquals(f.isStart() ? 0 : f.chance().size(), SvgChecks.withClass(doc, "m3-new"), what + ": refills marked");
      assertTrue(svg.length() <= BASE_BYTES + PER_STAGE * f.stages().size(),
          what + ": " + svg.length() + " bytes for " + f.stages().size() + " stages");
      assertFalse(svg.contains("style="), what + ": colours belong in the page's stylesheet");
      for (String outcome : f.chance()) {
        assertTrue(svg.contains(">" + outcome), what + ": the refill " + outcome + " is named");
      }
      GemGemState after = (GemGemState) f.after();
      assertTrue(svg.contains("score " + after.points() + " of "), what + ": the caption gives the score");
    }
  }

  /** Panels are the groups drawn in cell units. */
  private static int panels(Document doc) {
    int n = 0;
    for (Node c = doc.getDocumentElement().getFirstChild(); c != null; c = c.getNextSibling()) {
      if (c instanceof Element e && e.getTagName().equals("g") && e.getAttribute("transform").contains("scale(")) {
        n++;
      }
    }
    return n;
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
        assertTrue(svg.length() <= BASE_BYTES + PER_STAGE * f.stages().size(), what + ": " + svg.length() + " bytes");
        assertEquals(f.isStart() ? 0 : 2, count(svg, GamePicture.MOVED), what);
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
