package org.levellab.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.levellab.blackhole.BlackHole;
import org.levellab.core.Stats;
import org.levellab.game.Game;
import org.levellab.search.GameSolverTest.GraphGame;
import org.levellab.search.GameSolverTest.GraphState;
import tech.tablesaw.api.Table;

/** The winnable share of seeded starts: exact on toy games, the same on any thread count, clear errors. */
class WinnableShareTest {

  /** Seeded starts that are whole random graph games ({@link GameSolverTest#randomGame}). */
  record Graphs(boolean seeded, int chanceNode) implements Game<GraphState> {
    @Override
    public String name() {
      return "graphs";
    }

    @Override
    public String rules() {
      return "";
    }

    @Override
    public int maxActions() {
      return 4;
    }

    @Override
    public GraphState newInitialState(long seed) {
      if (!seeded) {
        throw new IllegalArgumentException("graphs are designed, not dealt: give a level");
      }
      GraphGame g = GameSolverTest.randomGame(seed);
      return new GraphGame(g.edges(), g.win(), g.cut(), g.keys(), 1, false, chanceNode).newInitialState(0);
    }

    @Override
    public GraphState parseLevel(String text, String source) {
      throw new UnsupportedOperationException();
    }
  }

  @Test
  void theShareIsExactOnToyGamesAndTheTableHasOneRowPerStart() {
    WinnableShare.Result r = WinnableShare.run(new Graphs(true, -1), 3000, 5, Budget.UNLIMITED, 2);
    long truth = 0;
    for (int i = 0; i < 3000; i++) {
      GraphGame g = GameSolverTest.randomGame(WinnableShare.startSeed(5, i));
      truth += GameSolverTest.plainSearch(g, 0, new boolean[g.edges().length]) ? 1 : 0;
    }
    assertEquals(truth, r.winnable());
    assertEquals(3000 - truth, r.notWinnable());
    assertEquals(0, r.unknown());
    assertEquals(Stats.proportion(truth, 3000, 0.95), r.share());
    Table t = r.perDeal();
    assertEquals(3000, t.rowCount());
    assertEquals(truth, t.booleanColumn("winnable").countTrue());
    assertEquals(WinnableShare.startSeed(5, 17), t.longColumn("startSeed").get(17));
  }

  @Test
  void theSameOnAnyThreadCountAndUnknownsCountedApart() {
    Budget small = Budget.nodes(2);
    WinnableShare.Result one = WinnableShare.run(new Graphs(true, -1), 2000, 9, small, 1);
    WinnableShare.Result three = WinnableShare.run(new Graphs(true, -1), 2000, 9, small, 3);
    assertSameButTimes(one.perDeal(), three.perDeal());
    assertTrue(one.unknown() > 50, "a 2-node budget leaves starts undecided: " + one.unknown());
    assertEquals(2000, one.winnable() + one.notWinnable() + one.unknown());
    assertEquals(one.winnable(), three.winnable());
    assertEquals(Stats.proportion(one.winnable(), one.winnable() + one.notWinnable(), 0.95), one.share());
    assertEquals((double) one.winnable() / 2000, one.shareIfUnknownLost());
    assertEquals(2, one.budgetNodes());
    assertNull(one.budgetMillis());
    WinnableShare.Result bh1 = WinnableShare.run(BlackHole.game(), 60, 2, Budget.nodes(1000), 1);
    WinnableShare.Result bh2 = WinnableShare.run(BlackHole.game(), 60, 2, Budget.nodes(1000), 2);
    assertSameButTimes(bh1.perDeal(), bh2.perDeal());
  }

  private static void assertSameButTimes(Table a, Table b) {
    assertEquals(a.columnNames(), b.columnNames());
    for (String c : a.columnNames()) {
      if (!c.equals("millis")) {
        assertEquals(a.column(c).asList(), b.column(c).asList(), c);
      }
    }
  }

  @Test
  void gamesWithoutSeededStartsOrWithChanceAreRefusedWithAReason() {
    assertEquals("graphs are designed, not dealt: give a level", assertThrows(IllegalArgumentException.class,
        () -> WinnableShare.run(new Graphs(false, -1), 10, 1, Budget.UNLIMITED, 1)).getMessage());
    String chance = assertThrows(IllegalArgumentException.class,
        () -> WinnableShare.run(new Graphs(true, 0), 10, 1, Budget.UNLIMITED, 2)).getMessage();
    assertTrue(chance.startsWith("the game-independent solver needs a game without chance"), chance);
    assertEquals("the number of starts must be at least 1, was 0", assertThrows(IllegalArgumentException.class,
        () -> WinnableShare.run(new Graphs(true, -1), 0, 1, Budget.UNLIMITED, 1)).getMessage());
  }
}
