package org.levellab.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class StateGraphAnalyzerTest {

  /**
   * The article's variation of level 1-1: S2's only move leads to S4, which the search has already
   * met; S4 later wins. Without secondary parents S2 would be left a false dead end.
   */
  @Test
  void secondaryParentsCarryWinsBack() {
    // S0 -> S1, S0 -> S2; S1 -> S4; S2 -> S4 (duplicate); S4 -> S3 (win).
    int[][] next = {{1, 2}, {4, -1}, {4, -1}, {-1, -1}, {3, -1}};
    int[][] tags = new int[5][2];
    boolean[] win = {false, false, false, true, false};
    StateGraph g = StateGraphAnalyzer.standard().explore(new ExplicitGraph(next, tags, win));
    assertTrue(g.complete());
    assertEquals(5, g.stateCount());
    for (int i = 0; i < 5; i++) {
      assertFalse(g.isDeadEnd(i), "state " + g.state(i) + " is not a dead end");
    }
    // A first-parent-only tree sees S2 -> S4 as discarded and leaves S2 a false dead end.
    assertFalse(g.winsThroughFirstParentsOnly()[g.indexOf(2)]);
    assertTrue(g.winsThroughFirstParentsOnly()[g.indexOf(1)]);
    assertEquals(1, g.falseDeadEndsWithoutSecondaryParents());
    Analysis a = g.analysis();
    assertEquals(0, a.deadEnds());
    assertEquals(3, a.shortest());
    assertEquals(2, a.shortestCount());
    assertEquals(List.of("m0", "m0", "m0"), a.solution());
  }

  @Test
  void deadEndIsFoundWithItsPath() {
    // S0 -> S1 (win) or S0 -> S2 -> S2' loop with no win.
    int[][] next = {{1, 2}, {-1, -1}, {3, -1}, {2, -1}};
    boolean[] win = {false, true, false, false};
    Analysis a = StateGraphAnalyzer.standard().analyze(new ExplicitGraph(next, new int[4][2], win));
    assertEquals(2, a.deadEnds());
    assertEquals(List.of("m1"), a.deadEndPath());
    assertEquals(1, a.winStates());
    assertEquals(1, a.shortest());
    assertThrows(IllegalArgumentException.class, () -> a.shortestOf(NO_TAG_1), "a class not asked for");
  }

  /** Classes of the random graphs' tags (bits 0 and 1), as a game would define its own. */
  private static final SolutionClass NO_TAG_1 = new SolutionClass("no tag 1", 1);
  private static final SolutionClass NO_TAG_2 = new SolutionClass("no tag 2", 2);
  private static final SolutionClass NO_TAGS = new SolutionClass("no tags", 3);

  /** Random graphs: every state's distance per class equals a plain forward search from it. */
  @Test
  void distancesAgreeWithForwardSearchOnRandomGraphs() {
    SplittableRandom rng = new SplittableRandom(20261122);
    SolutionClass[] classes = {SolutionClass.ANY, NO_TAG_1, NO_TAG_2, NO_TAGS};
    for (int trial = 0; trial < 400; trial++) {
      ExplicitGraph game = ExplicitGraph.random(rng, 2 + rng.nextInt(40), 1 + rng.nextInt(4), rng.nextDouble() * 0.3);
      StateGraph g = StateGraphAnalyzer.standard().explore(game);
      Set<Long> reach = BruteForce.reachable(game);
      assertEquals(reach.size(), g.stateCount(), "trial " + trial);
      for (long s : reach) {
        int i = g.indexOf(s);
        assertTrue(i >= 0);
        for (SolutionClass c : classes) {
          assertEquals(BruteForce.shortest(game, s, c), g.distancesToWin(c)[i],
              "trial " + trial + " state " + s + " class " + c.name());
        }
      }
      // Tree-only wins: a state wins in the tree iff a win is among its first-parent descendants.
      boolean[] tree = g.winsThroughFirstParentsOnly();
      for (int i = 0; i < g.stateCount(); i++) {
        boolean want = false;
        for (int j = 0; j < g.stateCount() && !want; j++) {
          if (g.isWin(j)) {
            int[] path = g.statePathTo(j);
            for (int v : path) {
              want |= v == i;
            }
          }
        }
        assertEquals(want, tree[i], "trial " + trial + " state " + i);
        assertTrue(!tree[i] || !g.isDeadEnd(i));
      }
      Analysis a = g.analysis(List.of(NO_TAG_1, NO_TAG_2, NO_TAGS));
      assertEquals(List.of(classes), a.classes().stream().map(Analysis.Shortest::solutionClass).toList(),
          "ANY first, then the classes asked for");
      long dead = reach.stream().filter(s -> BruteForce.shortest(game, s, SolutionClass.ANY) < 0).count();
      assertEquals(dead, a.deadEnds(), "trial " + trial);
      if (a.shortest() >= 0 && a.shortest() <= 10) {
        assertEquals(BruteForce.countSolutions(game, 0, a.shortest(), SolutionClass.ANY), a.shortestCount(),
            "trial " + trial);
      }
      if (a.deadEndPath() != null) {
        long s = game.initial();
        for (String m : a.deadEndPath()) {
          s = game.next(s, Integer.parseInt(m.substring(1)));
        }
        assertEquals(-1, BruteForce.shortest(game, s, SolutionClass.ANY), "dead-end path of trial " + trial);
      }
      // Each class: its length is the forward search's, its solution replays (legal moves, allowed
      // tags, a win at the end), and its count of shortest solutions is the brute-force count.
      for (SolutionClass c : classes) {
        Analysis.Shortest sh = a.shortestOf(c);
        assertEquals(BruteForce.shortest(game, game.initial(), c), sh.length(), "trial " + trial + " " + c.name());
        if (sh.length() < 0) {
          assertNull(sh.moves());
          assertEquals(0, sh.count());
          continue;
        }
        long s = game.initial();
        for (String m : sh.moves()) {
          int move = Integer.parseInt(m.substring(1));
          long t = game.next(s, move);
          assertTrue(c.allows(game.tags(s, move, t)));
          s = t;
        }
        assertTrue(game.isWin(s));
        assertEquals(sh.length(), sh.moves().size());
        if (sh.length() <= 10) {
          assertEquals(BruteForce.countSolutions(game, 0, sh.length(), c), sh.count(),
              "trial " + trial + " " + c.name());
        }
      }
    }
  }

  /** A game with endless states: the budget stops it cleanly. */
  @Test
  void budgetStopsAnEndlessGraph() {
    PackedStateSpace counter = new PackedStateSpace() {
      @Override
      public long initial() {
        return 0;
      }

      @Override
      public int maxMoves() {
        return 2;
      }

      @Override
      public long next(long state, int move) {
        return state * 2 + 1 + move;
      }

      @Override
      public boolean isWin(long state) {
        return false;
      }
    };
    Analysis a = StateGraphAnalyzer.withMaxStates(10_000).analyze(counter);
    assertFalse(a.complete());
    assertEquals(StateGraph.Status.TOO_LARGE, a.status());
    assertEquals(-1, a.shortest());
    assertTrue(a.classes().isEmpty());
    assertThrows(IllegalStateException.class, () -> a.shortestOf(SolutionClass.ANY));
    assertTrue(a.stopReason().contains("budget"), a.stopReason());
    Analysis timed = StateGraphAnalyzer.withBudget(new Budget(Long.MAX_VALUE, 50)).analyze(counter);
    assertFalse(timed.complete());
    assertTrue(timed.stopReason().contains("time"), timed.stopReason());
    // No state budget at all: the memory ceiling still stops it, well before the heap is exhausted.
    Analysis memory = StateGraphAnalyzer.withBudget(Budget.UNLIMITED).withMemoryLimit(4_000_000).analyze(counter);
    assertFalse(memory.complete());
    assertTrue(memory.stopReason().contains("memory"), memory.stopReason());
    assertTrue(memory.states() > 10_000 && memory.states() < 400_000, "states " + memory.states());
    assertThrows(IllegalStateException.class, () -> StateGraphAnalyzer.withMaxStates(5).explore(counter).depth(0));
    assertThrows(IllegalArgumentException.class, () -> StateGraphAnalyzer.withMaxStates(0));
  }
}
