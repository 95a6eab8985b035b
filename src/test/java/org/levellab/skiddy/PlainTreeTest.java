package org.levellab.skiddy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.levellab.search.ExplicitGraph;
import org.levellab.search.PackedStateSpace;
import org.levellab.search.StateGraph;
import org.levellab.search.StateGraphAnalyzer;

class PlainTreeTest {
  private static PackedStateSpace table(int[][] next, boolean[] win) {
    return new ExplicitGraph(next, new int[next.length][next[0].length], win);
  }

  @Test
  void theArticlesVariantLeavesS2AFalseDeadEnd() {
    // S0 -> S1, S0 -> S2; S1 -> S4; S2 -> S4 (a duplicate, discarded); S4 -> W (EndBranch).
    int[][] next = {{1, 2}, {4, -1}, {4, -1}, {-1, -1}, {3, -1}};
    boolean[] win = {false, false, false, true, false};
    StateGraph g = StateGraphAnalyzer.standard().explore(table(next, win));
    boolean[] marked = PlainTree.winning(g);
    assertTrue(marked[g.indexOf(0)] && marked[g.indexOf(1)] && marked[g.indexOf(4)]);
    assertFalse(marked[g.indexOf(2)]);
    assertEquals(1, PlainTree.falseDeadEnds(g));
    assertEquals(4, PlainTree.nodes(g));
  }

  @Test
  void everyWinningMoveCallsEndBranchEvenIntoAWinAlreadySeen() {
    // S0 -> S1, S0 -> S2; both S1 and S2 win into the same state W: the plain tree credits both
    // (its win test comes before the duplicate test); a first-parent-only propagation over stored
    // win states credits only the first.
    int[][] next = {{1, 2}, {3, -1}, {3, -1}, {-1, -1}};
    boolean[] win = {false, false, false, true};
    StateGraph g = StateGraphAnalyzer.standard().explore(table(next, win));
    assertEquals(0, PlainTree.falseDeadEnds(g));
    assertEquals(1, g.falseDeadEndsWithoutSecondaryParents());
  }

  @Test
  void thePlainTreeNeverMarksADeadEndAndSecondaryParentsFindEveryWin() {
    SplittableRandom rng = new SplittableRandom(16);
    for (int trial = 0; trial < 2000; trial++) {
      PackedStateSpace game = ExplicitGraph.random(rng, 2 + rng.nextInt(12), 3, 0.2);
      StateGraph g = StateGraphAnalyzer.standard().explore(game);
      boolean[] marked = PlainTree.winning(g);
      int falseDead = 0;
      for (int i = 0; i < g.stateCount(); i++) {
        if (marked[i]) {
          assertFalse(g.isDeadEnd(i), "trial " + trial + ": the plain tree marked a dead end");
        } else if (!g.isWin(i) && !g.isDeadEnd(i)) {
          falseDead++;
        }
      }
      assertEquals(falseDead, PlainTree.falseDeadEnds(g));
      // the plain tree credits every winning move, so it never finds more false dead ends than a
      // first-parent-only propagation over stored win states
      assertTrue(PlainTree.falseDeadEnds(g) <= g.falseDeadEndsWithoutSecondaryParents());
    }
  }
}
