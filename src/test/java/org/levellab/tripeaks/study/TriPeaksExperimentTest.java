package org.levellab.tripeaks.study;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.levellab.core.Estimate;
import org.levellab.core.ProgressListener;
import org.levellab.game.Playthrough;
import org.levellab.tripeaks.Layout;
import org.levellab.tripeaks.Move;
import org.levellab.tripeaks.TriPeaksState;
import org.levellab.tripeaks.design.LevelConfig;
import org.levellab.tripeaks.design.LevelConfigs;
import org.levellab.tripeaks.design.PlayerSettings;
import tech.tablesaw.api.Table;

class TriPeaksExperimentTest {
  static final Path DATA = Path.of("datasets", "tripeaks");
  static final String[] CONFIGS = {"sim1-groups", "sim1-probabilistic", "sim2-hold-off", "sim2-hold-on",
      "sim3-hold-off", "sim3-hold-on", "sim4-walls", "sim5-balanced", "sim5-long", "sim5-short"};

  static LevelConfig config(String name) {
    return LevelConfigs.load(name);
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

  /**
   * The fast loop of a run and the common API's Play of the same player make the same game: every
   * column of the run's row equals the Play's, and the Play's trace replays on its own through the
   * rules to the same end.
   */
  @Test
  void everySimulatedGameIsThePlayThroughTheCommonApiAndReplays() {
    for (String name : CONFIGS) {
      LevelConfig c = config(name);
      Table t = run(c, 150, 3, 2).players();
      for (int i = 0; i < 150; i++) {
        TriPeaksExperiment.PlayedGame g = TriPeaksExperiment.playthrough(c, 3, i);
        assertEquals(row(t, i), g.result().toString(), name + " player " + i);
        Playthrough p = Playthrough.parse(g.play().playthrough().format(), name);
        Playthrough.Check check = p.replay();
        assertTrue(check.ok(), name + " player " + i + ": " + check.error());
        TriPeaksState end = (TriPeaksState) check.state();
        assertEquals(g.result().won(), end.isWon(), name + " player " + i);
        assertEquals(g.result().gaveUp(), !end.isTerminal());
        assertEquals(g.result().stockDrawn(), end.drawsUsed());
        assertEquals(g.result().boardCleared(), end.boardCleared());
        assertEquals(g.result().longestChain(), end.longestChain());
        assertEquals(g.result().holdUses(), end.holdUses());
        assertEquals(g.result().wallsBroken(), end.wallsBroken());
        assertEquals(g.result().moves(), p.moves().size());
        assertEquals(g.result().fallbacks(), fallbackNotes(p), name + " player " + i);
      }
    }
  }

  /** The run's row {@code i} written as the record's toString, to compare every column at once. */
  private static String row(Table t, int i) {
    return new TriPeaksExperiment.PlayerResult(t.intColumn("player").get(i), t.booleanColumn("won").get(i),
        t.booleanColumn("gaveUp").get(i), t.intColumn("stockDrawn").get(i), t.intColumn("stockUsed").get(i),
        t.intColumn("longestChain").get(i), t.doubleColumn("consecutiveMatches").get(i), t.intColumn("chains").get(i),
        t.intColumn("holdUses").get(i), t.intColumn("wallsBroken").get(i), t.intColumn("fallbacks").get(i),
        t.intColumn("boardCleared").get(i), t.doubleColumn("consecutiveness").get(i),
        t.doubleColumn("consecutivenessHold").get(i), t.doubleColumn("openCards").get(i),
        t.intColumn("moves").get(i), t.intColumn("playedBack").get(i)).toString();
  }

  static int fallbackNotes(Playthrough p) {
    int n = 0;
    for (Playthrough.Step s : p.steps()) {
      for (String c : s.chance()) {
        n += c.endsWith("fallback]") ? 1 : 0;
      }
    }
    return n;
  }

  @Test
  void playerNeverDrawsWhileAMatchIsOpenAndNeverHoldsWithoutProbability() {
    for (String name : CONFIGS) {
      LevelConfig c = config(name);
      for (int i = 0; i < 60; i++) {
        TriPeaksExperiment.PlayedGame g = TriPeaksExperiment.playthrough(c, 9, i);
        Playthrough p = g.play().playthrough();
        TriPeaksState s = (TriPeaksState) Playthrough.parse(p.format(), name).replay().state();
        List<String> moves = p.moves();
        // Replay step by step from the start, checking each move against the state before it.
        TriPeaksState at = c.game().undealt();
        for (Playthrough.Step step : p.steps()) {
          if (step.number() > 0) {
            Move m = Move.parse(step.action());
            if (m.kind() == Move.Kind.DRAW) {
              for (long o = at.openMask(); o != 0; o &= o - 1) {
                int slot = Long.numberOfTrailingZeros(o);
                assertFalse(at.matches(at.rankAt(slot), at.wasteTop()), name + " player " + i + " drew while B"
                    + slot + " matched");
              }
            }
            if (c.player().holdProbability() == 0) {
              assertTrue(m.kind() == Move.Kind.DRAW || m.kind() == Move.Kind.BOARD, name + ": hold move " + m);
            }
            at.apply(m.code());
          }
          for (String chance : step.chance()) {
            at.apply(at.parseAction(chance.replaceFirst("\\[.*]$", "")));
          }
        }
        assertEquals(s.toString(), at.toString());
        assertEquals(g.result().moves(), moves.size());
        assertTrue(at.isOver() || g.result().gaveUp(), name + " player " + i + " stopped early");
      }
    }
  }

  @Test
  void theBeneathHoldRuleSetsAsideOnlyForTheCardBeneathAndPlaysBackWheneverStuck() {
    for (String name : new String[] {"sim2-hold-beneath", "sim3-hold-beneath"}) {
      LevelConfig c = config(name);
      int holds = 0;
      int playBacks = 0;
      for (int i = 0; i < 80; i++) {
        Playthrough p = TriPeaksExperiment.playthrough(c, 5, i).play().playthrough();
        TriPeaksState at = c.game().undealt();
        for (Playthrough.Step step : p.steps()) {
          if (step.number() > 0) {
            Move m = Move.parse(step.action());
            boolean anyBoard = false;
            for (long o = at.openMask(); o != 0; o &= o - 1) {
              anyBoard |= at.matches(at.rankAt(Long.numberOfTrailingZeros(o)), at.wasteTop());
            }
            boolean canPlayBack = at.isLegal(Move.CODE_PLAY_HOLD);
            if (!anyBoard && canPlayBack) {
              assertEquals(Move.Kind.PLAY_HOLD, m.kind(), name + " player " + i + ": stuck with a card to play back");
            }
            if (m.kind() == Move.Kind.TO_HOLD && at.stockLeft() > 0) {
              boolean beneathMatches = false;
              for (long o = at.openMask(); o != 0; o &= o - 1) {
                beneathMatches |= at.matches(at.rankAt(Long.numberOfTrailingZeros(o)), at.wasteBeneath());
              }
              assertTrue(beneathMatches, name + " player " + i + ": set aside although the card beneath matches nothing");
              holds++;
            }
            playBacks += m.kind() == Move.Kind.PLAY_HOLD ? 1 : 0;
            at.apply(m.code());
          }
          for (String chance : step.chance()) {
            at.apply(at.parseAction(chance.replaceFirst("\\[.*]$", "")));
          }
        }
      }
      assertTrue(holds > 0 && playBacks > 0, name + ": the rule was exercised (" + holds + " set aside, " + playBacks
          + " played back)");
    }
  }

  @Test
  void theBeneathHoldRuleNeedsAHeldCardThatPlaysBack() {
    LevelConfig on = config("sim2-hold-on");
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> new LevelConfig("x", on.level(),
        on.generator(), on.player().withHoldRule(PlayerSettings.HoldRule.BENEATH), on.run()));
    assertTrue(e.getMessage().contains("hold_plays_back"), e.getMessage());
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
    LevelConfig c = config("sim1-groups").withPlayer(new PlayerSettings(0, 5));
    Table t = run(c, 50, 1, 1).players();
    for (int i = 0; i < 50; i++) {
      assertTrue(t.booleanColumn("gaveUp").get(i));
      assertFalse(t.booleanColumn("won").get(i));
      assertEquals(5, t.intColumn("moves").get(i));
    }
    // The trace of a player who gives up says it stopped, and still replays.
    Playthrough p = TriPeaksExperiment.playthrough(c, 1, 0).play().playthrough();
    assertTrue(p.format().contains("\nend: stopped (move limit 5), score "), p.format());
    assertTrue(Playthrough.parse(p.format(), "stopped").replay().ok());
  }

  @Test
  void summaryHasIntervalsAroundEachValue() {
    ExperimentResult r = run(config("sim2-hold-on"), 300, 1, 2);
    Table s = r.summary();
    assertEquals(List.of("metric", "value", "value_lo", "value_hi", "n"), s.columnNames());
    assertTrue(s.rowCount() >= 12);
    for (int i = 0; i < s.rowCount(); i++) {
      double v = s.doubleColumn("value").get(i);
      assertTrue(s.doubleColumn("value_lo").get(i) <= v + 1e-12 && v <= s.doubleColumn("value_hi").get(i) + 1e-12,
          s.stringColumn("metric").get(i));
    }
    Estimate win = r.share("won");
    assertEquals(1.0, win.value(), 1e-12); // nothing can block a level without walls when stock cards always match
    Table h = r.histogram("longestChain");
    assertEquals(300, h.intColumn("count").sum());
    ExperimentResult.Overview o = r.overview();
    assertEquals(r.estimates(), o.summary());
    assertEquals(300, o.players());
    assertEquals(r.mean("openCards").value(), o.theory().averageOpenCards(), 0);
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
    assertTrue(t.columnNames().containsAll(List.of("openCards", "openCards_lo", "openCards_hi",
        "consecutiveMatches", "consecutiveMatches_lo", "consecutiveMatches_hi")), t.columnNames().toString());
    assertEquals(1.0, t.doubleColumn("openCards").get(0), 1e-12); // one stack: always one card open
    for (int i = 1; i < 7; i++) {
      assertTrue(t.doubleColumn("openCards").get(i) > t.doubleColumn("openCards").get(i - 1), "row " + i);
    }
    int[] order = TriPeaksExperiment.playthrough(config("sim5-short"), 1, 0).groupOrder();
    assertArrayEquals(new int[] {4, 4, 4, 4, 4, 4}, order, "3 x 4 repeated over 24 cards, shuffled");
  }
}
