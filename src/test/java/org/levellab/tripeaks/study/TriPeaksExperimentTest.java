package org.levellab.tripeaks.study;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.levellab.game.Replay;
import org.levellab.core.Estimate;
import org.levellab.core.ProgressListener;
import tech.tablesaw.api.Table;
import org.levellab.tripeaks.Layout;
import org.levellab.tripeaks.Level;
import org.levellab.tripeaks.Move;
import org.levellab.tripeaks.TriPeaksState;
import org.levellab.tripeaks.design.LevelConfig;

class TriPeaksExperimentTest {
  static final Path DATA = Path.of("datasets", "tripeaks");
  static final String[] CONFIGS = {"sim1-groups", "sim1-probabilistic", "sim2-hold-off", "sim2-hold-on",
      "sim3-hold-off", "sim3-hold-on", "sim4-walls", "sim5-balanced", "sim5-long", "sim5-short"};

  static LevelConfig config(String name) {
    return LevelConfig.load(DATA.resolve(name + ".conf"));
  }

  private static ExperimentResult run(LevelConfig c, int players, long seed, int threads) {
    return TriPeaksExperiment.of(c).players(players).seed(seed).threads(threads)
        .progress(ProgressListener.NONE).run();
  }

  @Test
  void identicalWhateverTheThreadCount() {
    for (String name : new String[] {"sim1-groups", "sim2-hold-on", "sim4-walls", "sim1-probabilistic"}) {
      LevelConfig c = config(name);
      Table one = run(c, 400, 7, 1).players();
      Table two = run(c, 400, 7, 2).players();
      Table four = run(c, 400, 7, 4).players();
      assertEquals(one.printAll(), two.printAll(), name);
      assertEquals(one.printAll(), four.printAll(), name);
    }
  }

  @Test
  void seedMattersAndRepeats() {
    LevelConfig c = config("sim1-groups");
    assertEquals(run(c, 200, 1, 2).players().printAll(), run(c, 200, 1, 2).players().printAll());
    assertNotEquals(run(c, 200, 1, 2).players().printAll(), run(c, 200, 2, 2).players().printAll());
  }

  @Test
  void everySimulatedGameReplaysLegallyThroughTheRules() {
    for (String name : CONFIGS) {
      LevelConfig c = config(name);
      Level level = c.level();
      Table t = run(c, 150, 3, 2).players();
      for (int i = 0; i < 150; i++) {
        TriPeaksExperiment.PlayedGame g = TriPeaksExperiment.replayPlayer(c, 3, i);
        Replay.Result r = Replay.moves(level.deal(g.deal()), Move.format(g.moves()));
        assertTrue(r.ok(), name + " player " + i + ": " + r.error());
        assertEquals(g.result().won(), r.state().isWon(), name + " player " + i);
        assertEquals(g.result().stockDrawn(), ((TriPeaksState) r.state()).drawsUsed());
        assertEquals(g.result().boardCleared(), ((TriPeaksState) r.state()).boardCleared());
        assertEquals(g.result().longestChain(), ((TriPeaksState) r.state()).longestChain());
        assertEquals(g.result().holdUses(), ((TriPeaksState) r.state()).holdUses());
        // The replayed player is the run's player i.
        assertEquals(t.intColumn("stockDrawn").get(i), g.result().stockDrawn(), name + " player " + i);
        assertEquals(t.booleanColumn("won").get(i), g.result().won());
        assertEquals(t.intColumn("fallbacks").get(i), g.result().fallbacks());
      }
    }
  }

  @Test
  void playerNeverDrawsWhileAMatchIsOpenAndNeverHoldsWithoutProbability() {
    for (String name : CONFIGS) {
      LevelConfig c = config(name);
      for (int i = 0; i < 60; i++) {
        TriPeaksExperiment.PlayedGame g = TriPeaksExperiment.replayPlayer(c, 9, i);
        TriPeaksState s = c.level().deal(g.deal());
        for (Move m : g.moves()) {
          if (m.kind() == Move.Kind.DRAW) {
            for (long o = s.openMask(); o != 0; o &= o - 1) {
              int slot = Long.numberOfTrailingZeros(o);
              assertFalse(s.matches(s.rankAt(slot), s.wasteTop()), name + " player " + i + " drew while B"
                  + slot + " matched");
            }
          }
          if (c.holdProbability() == 0) {
            assertTrue(m.kind() == Move.Kind.DRAW || m.kind() == Move.Kind.BOARD, name + ": hold move " + m);
          }
          s.apply(m);
        }
        assertTrue(s.isOver() || g.result().gaveUp(), name + " player " + i + " stopped early");
      }
    }
  }

  @Test
  void perPlayerColumnsAreConsistent() {
    LevelConfig c = config("sim3-hold-on");
    Table t = run(c, 300, 5, 2).players();
    for (int i = 0; i < t.rowCount(); i++) {
      assertEquals(t.intColumn("stockDrawn").get(i) + 1, t.intColumn("stockUsed").get(i));
      int cleared = t.intColumn("boardCleared").get(i);
      assertEquals(t.booleanColumn("won").get(i), cleared == 24);
      assertTrue(t.intColumn("longestChain").get(i) <= cleared);
      assertTrue(t.doubleColumn("consecutivenessHold").get(i) >= t.doubleColumn("consecutiveness").get(i) - 1e-12);
      double cm = t.doubleColumn("consecutiveMatches").get(i);
      int chains = t.intColumn("chains").get(i);
      assertEquals((double) (cleared - chains) / chains, cm, 1e-9);
    }
  }

  @Test
  void givingUpAfterTheIterationLimit() {
    LevelConfig c = config("sim1-groups").toBuilder().maxIterations(5).build();
    Table t = run(c, 50, 1, 1).players();
    for (int i = 0; i < 50; i++) {
      assertTrue(t.booleanColumn("gaveUp").get(i));
      assertFalse(t.booleanColumn("won").get(i));
      assertEquals(5, t.intColumn("moves").get(i));
    }
  }

  @Test
  void summaryHasIntervalsAroundEachValue() {
    ExperimentResult r = run(config("sim2-hold-on"), 300, 1, 2);
    Table s = r.summary();
    assertTrue(s.rowCount() >= 12);
    for (int i = 0; i < s.rowCount(); i++) {
      double v = s.doubleColumn("value").get(i);
      assertTrue(s.doubleColumn("lower").get(i) <= v + 1e-12 && v <= s.doubleColumn("upper").get(i) + 1e-12,
          s.stringColumn("metric").get(i));
    }
    Estimate win = r.share("won");
    assertEquals(1.0, win.value(), 1e-12); // nothing can block a level without walls when stock cards always match
    Table h = r.histogram("longestChain");
    assertEquals(300, h.intColumn("count").sum());
    assertTrue(r.toMap().containsKey("summary"));
    Estimate holds = r.mean("holdUses");
    assertTrue(holds.value() > 0);
  }

  @Test
  void wallsCanBlockALevel() {
    ExperimentResult r = run(config("sim4-walls"), 300, 1, 2);
    assertTrue(r.mean("wallsBroken").value() > 0);
    double win = r.share("won").value();
    assertTrue(win > 0.5 && win < 1, "win rate " + win);
  }

  @Test
  void openCardsExperimentRunsEveryPair() {
    List<Layout> layouts = OpenCardsExperiment.layouts(DATA);
    Table t = OpenCardsExperiment.run(List.of(config("sim5-short")), layouts, 40, 1, ProgressListener.NONE);
    assertEquals(7, t.rowCount());
    assertEquals(1.0, t.doubleColumn("openCards").get(0), 1e-12); // one stack: always one card open
    for (int i = 1; i < 7; i++) {
      assertTrue(t.doubleColumn("openCards").get(i) > t.doubleColumn("openCards").get(i - 1), "row " + i);
    }
  }
}
