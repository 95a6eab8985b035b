package org.levellab.tripeaks.solve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.levellab.core.RandomStreams;
import org.levellab.game.Replay;
import org.levellab.search.Budget;
import org.levellab.search.Verdict;
import org.levellab.tripeaks.Deal;
import org.levellab.tripeaks.Level;
import org.levellab.tripeaks.Move;

/**
 * The column search (Golf's) against the general search it stands in for: both must give every deal
 * the same verdict, fewest draws and proof of them, and every winning line must win when replayed
 * through the rules; when neither table dropped an entry (large first tables make that nearly every
 * deal), they must also agree node for node, on the same winning line. With the default tables, the
 * column search's verdicts are checked against 1,500 committed Golf verdicts by {@link GolfSolverTest}
 * and against the first 2,000 of each committed run by {@link CommittedWinnabilityTest}. A pruning or move-order difference of either shows in the node counts. Against
 * exhaustive search the column search is checked by {@link GolfSolverTest}, whose default solver takes it.
 */
class ColumnSearchTest {
  /** Large first tables: no growth, and no full probe window, so that the node counts can be compared. */
  private static ExactSolver solver(boolean column, boolean fewestDraws) {
    return ExactSolver.builder().tableBits(20).minimizeDraws(fewestDraws).columnSearch(column).build();
  }

  /** Solves the deal with both; returns whether the node counts were compared (no entry dropped). */
  private static boolean assertSame(Level level, Deal deal, ExactSolver general, ExactSolver column) {
    SolverResult g = general.solve(level, deal);
    SolverResult c = column.solve(level, deal);
    String what = level + " " + deal;
    assertEquals(g.winnable(), c.winnable(), what);
    assertEquals(g.draws(), c.draws(), what);
    assertEquals(g.drawsMinimal(), c.drawsMinimal(), what);
    if (c.winnable() == Verdict.TRUE) {
      assertTrue(Replay.moves(level.deal(deal), c.movesText()).won(), what);
    }
    if (general.droppedEntries() > 0 || column.droppedEntries() > 0) {
      return false;
    }
    assertEquals(g.nodes(), c.nodes(), what);
    assertEquals(g.moves(), c.moves(), what);
    return true;
  }

  @Test
  void golfDealsAreSearchedNodeForNodeAsByTheGeneralSearch() {
    for (boolean fewest : new boolean[] {false, true}) {
      ExactSolver general = solver(false, fewest);
      ExactSolver column = solver(true, fewest);
      int compared = 0;
      for (int i = 0; i < 60; i++) {
        Level level = i % 3 == 2 ? Level.golf().toBuilder().wrap(true).build() : Level.golf();
        Deal deal = Deal.random(level, RandomStreams.forTask(fewest ? 8 : 7, i));
        compared += assertSame(level, deal, general, column) ? 1 : 0;
      }
      assertTrue(compared >= 57, "node counts compared on " + compared + " of 60 deals");
    }
  }

  @Test
  void smallColumnLayoutsAreSearchedNodeForNodeAsByTheGeneralSearch() {
    SplittableRandom rng = new SplittableRandom(44);
    for (boolean fewest : new boolean[] {false, true}) {
      ExactSolver general = solver(false, fewest);
      ExactSolver column = solver(true, fewest);
      for (int t = 0; t < 1500; t++) {
        Level level = Level.builder(GolfSolverTest.columns(rng)).stockSize(2 + rng.nextInt(4))
            .wrap(rng.nextBoolean()).deck(Level.Deck.CUSTOM).build();
        Deal deal = GolfSolverTest.narrowDeal(level, rng);
        assertTrue(ColumnSearch.fits(level), level.toString());
        assertTrue(assertSame(level, deal, general, column), "an entry dropped on a small layout");
      }
    }
  }

  /** With a node budget the two stop at the same node, and an unfinished search answers UNKNOWN. */
  @Test
  void aBudgetStopsBothAtTheSameNode() {
    Level golf = Level.golf();
    int unknown = 0;
    for (int i = 0; i < 40; i++) {
      Deal deal = Deal.random(golf, RandomStreams.forTask(9, i));
      Budget budget = Budget.nodes(3000);
      ExactSolver column = ExactSolver.builder().tableBits(20).budget(budget).build();
      assertTrue(assertSame(golf, deal, ExactSolver.builder().tableBits(20).budget(budget)
          .columnSearch(false).build(), column));
      unknown += column.solve(golf, deal).winnable() == Verdict.UNKNOWN ? 1 : 0;
    }
    assertTrue(unknown > 0, "no search ran out of its budget");
  }

  @Test
  void onlyColumnLayoutsWithoutAHoldSlotOrWallsTakeIt() {
    assertTrue(ColumnSearch.fits(Level.golf()));
    assertFalse(ColumnSearch.fits(Level.microsoft()), "cards covered by two");
    assertFalse(ColumnSearch.fits(Level.golf().toBuilder().holdSlot(true).build()), "a hold slot");
    assertFalse(ColumnSearch.fits(Level.golf().toBuilder().walls(java.util.Set.of(2)).build()), "a wall");
  }

  /** The moves of a solution are board moves and draws only: the column search has no other. */
  @Test
  void aWinningLineIsBoardMovesAndDraws() {
    SolverResult r = ExactSolver.create().solve(Level.golf(), Deal.random(Level.golf(), RandomStreams.forTask(7, 0)));
    for (Move m : r.moves()) {
      assertTrue(m.kind() == Move.Kind.DRAW || m.kind() == Move.Kind.BOARD, m.toString());
    }
  }
}
