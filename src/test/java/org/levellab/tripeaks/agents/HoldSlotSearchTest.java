package org.levellab.tripeaks.agents;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.levellab.bench.baseline.RunsBaselineExactSolver;
import org.levellab.core.RandomStreams;
import org.levellab.game.Agents;
import org.levellab.game.Play;
import org.levellab.search.Budget;
import org.levellab.search.Verdict;
import org.levellab.tripeaks.Deal;
import org.levellab.tripeaks.Layout;
import org.levellab.tripeaks.Level;
import org.levellab.tripeaks.Move;
import org.levellab.tripeaks.TriPeaksState;
import org.levellab.tripeaks.solve.SolverResult;
import org.levellab.tripeaks.study.LevelRanking;

/**
 * The hold-slot search against the exact solver it replaces on hold-slot levels (a frozen copy, so
 * that the comparison stays with the code the agent used before): the same verdict and the same
 * winning line, move for move, on thousands of small random cases and on full-size deals of notebook
 * 06's designed levels, and never more nodes in total.
 */
class HoldSlotSearchTest {
  private static RunsBaselineExactSolver baseline(long nodes) {
    return RunsBaselineExactSolver.builder().minimizeDraws(false).budget(Budget.nodes(nodes)).build();
  }

  /** A random small layout: each slot covered by up to two slots of smaller index, so no cycles. */
  private static Layout randomLayout(SplittableRandom rng, int n) {
    double[] x = new double[n];
    double[] y = new double[n];
    int[][] cov = new int[n][];
    for (int s = 0; s < n; s++) {
      x[s] = s;
      List<Integer> c = new ArrayList<>();
      for (int t = 0; t < s; t++) {
        if (rng.nextInt(s + 1) < 1 + (s > 3 ? 1 : 0) && c.size() < 2) {
          c.add(t);
        }
      }
      cov[s] = c.stream().mapToInt(Integer::intValue).toArray();
    }
    return Layout.of("random" + n, x, y, cov, 4);
  }

  /** Ranks from a narrow range, so that wins and losses are both common. */
  private static Deal randomDeal(Level lvl, SplittableRandom rng) {
    int lo = 1 + rng.nextInt(13);
    int span = 3 + rng.nextInt(5);
    int[] b = new int[lvl.layout().size()];
    int[] s = new int[lvl.stockSize()];
    for (int i = 0; i < b.length; i++) {
      b[i] = 1 + (lo - 1 + rng.nextInt(span)) % 13;
    }
    for (int i = 0; i < s.length; i++) {
      s[i] = 1 + (lo - 1 + rng.nextInt(span)) % 13;
    }
    return Deal.of(b, s);
  }

  private static int[] codes(SolverResult r) {
    return r.moves().stream().mapToInt(Move::code).toArray();
  }

  @Test
  void sameVerdictAndLineAsTheExactSolverOnSmallRandomHoldSlotLevels() {
    SplittableRandom rng = new SplittableRandom(606);
    RunsBaselineExactSolver old = baseline(Agents.EXACT_BUDGET);
    HoldSlotSearch search = new HoldSlotSearch(10, 16);
    int won = 0;
    int lost = 0;
    long oldNodes = 0;
    long newNodes = 0;
    for (int t = 0; t < 3000; t++) {
      int n = 4 + rng.nextInt(9);
      Level.Builder b = Level.builder(randomLayout(rng, n)).stockSize(2 + rng.nextInt(8)).wrap(rng.nextBoolean())
          .holdSlot(true).deck(Level.Deck.CUSTOM);
      if (rng.nextInt(3) == 0) {
        b.wall(rng.nextInt(n));
      }
      Level lvl = b.build();
      Deal d = randomDeal(lvl, rng);
      SolverResult r = old.solve(lvl, d);
      Verdict v = search.solve(lvl, d, Agents.EXACT_BUDGET);
      String ctx = "case " + t + " " + lvl + " " + d;
      assertEquals(r.winnable(), v, ctx);
      assertArrayEquals(codes(r), search.line(), ctx);
      oldNodes += r.nodes();
      newNodes += search.nodes();
      if (v == Verdict.TRUE) {
        TriPeaksState s = lvl.deal(d);
        for (int m : search.line()) {
          s.apply(m);
        }
        assertTrue(s.isWon(), ctx);
        won++;
      } else {
        lost++;
      }
    }
    assertTrue(won > 500 && lost > 500, "both outcomes well covered: won " + won + ", lost " + lost);
    assertTrue(newNodes < oldNodes, "nodes: " + newNodes + " against " + oldNodes);
  }

  @Test
  void sameVerdictAndLineOnTheDesignedHoldSlotLevels() {
    // notebook 06's designed levels with a hold slot, their own seeded deals; a budget keeps the test
    // short: the deals the old solver answers within it must come out the same
    long budget = 400_000;
    RunsBaselineExactSolver old = baseline(budget);
    HoldSlotSearch search = new HoldSlotSearch(15, 23);
    int answered = 0;
    long oldNodes = 0;
    long newNodes = 0;
    for (LevelRanking.Design design : LevelRanking.designs(50, 2026)) {
      if (!design.level().holdSlot()) {
        continue;
      }
      long seed = RandomStreams.derive(2026, "design " + design.index());
      for (int i = 0; i < 16; i++) {
        Deal d = design.level().newInitialState(RandomStreams.taskSeed(seed, i)).deal();
        SolverResult r = old.solve(design.level(), d);
        if (r.winnable() == Verdict.UNKNOWN) {
          continue;
        }
        Verdict v = search.solve(design.level(), d, budget);
        String ctx = design.name() + " game " + i;
        assertEquals(r.winnable(), v, ctx);
        assertArrayEquals(codes(r), search.line(), ctx);
        assertTrue(search.nodes() <= r.nodes(), ctx + ": " + search.nodes() + " nodes against " + r.nodes());
        oldNodes += r.nodes();
        newNodes += search.nodes();
        answered++;
      }
    }
    assertTrue(answered >= 140, "deals compared: " + answered);
    assertTrue(newNodes * 2 < oldNodes, "nodes: " + newNodes + " against " + oldNodes);
  }

  @Test
  void aSpentBudgetIsUnknownAndTheLevelMustHoldWithoutPlayBack() {
    Level level = Level.microsoft().toBuilder().holdSlot(true).build();
    HoldSlotSearch search = new HoldSlotSearch(10, 12);
    int unknown = 0;
    for (int i = 0; i < 20; i++) {
      Deal d = Deal.random(level, RandomStreams.forTask(5, i));
      Verdict v = search.solve(level, d, 30);
      unknown += v == Verdict.UNKNOWN ? 1 : 0;
      assertTrue(search.nodes() <= 30);
      if (v != Verdict.TRUE) {
        assertEquals(0, search.line().length);
      }
    }
    assertTrue(unknown > 10, "30 nodes rarely settle a full deal: " + unknown + " unknown");
    assertThrows(IllegalArgumentException.class, () -> search.solve(Level.microsoft(),
        Deal.random(Level.microsoft(), RandomStreams.of(1)), 1000));
    Level playsBack = level.toBuilder().holdPlaysBack(true).build();
    assertThrows(IllegalArgumentException.class, () -> search.solve(playsBack,
        Deal.random(playsBack, RandomStreams.of(1)), 1000));
  }

  @Test
  void theAgentPlaysTheSolversLineOnHoldSlotDeals() {
    // the old solver within 3 million nodes; deals it cannot answer within them are left out (there the
    // old agent's game depended on its budget)
    Level level = Level.microsoft().toBuilder().holdSlot(true).wrap(false).stockSize(18).build();
    RunsBaselineExactSolver old = baseline(3_000_000);
    int won = 0;
    int lost = 0;
    for (int i = 0; i < 30; i++) {
      Deal deal = Deal.random(level, RandomStreams.forTask(31, i));
      SolverResult r = old.solve(level, deal);
      if (r.winnable() == Verdict.UNKNOWN) {
        continue;
      }
      ClairvoyantAgent exact = new ClairvoyantAgent(Agents.EXACT_BUDGET);
      Play.Result<TriPeaksState> played = Play.from(level.deal(deal)).agent(exact, RandomStreams.of(i)).run();
      assertEquals(r.winnable() == Verdict.TRUE, played.state().isWon(), "deal " + i);
      assertEquals(1, exact.plans(), "deal " + i + ": one search");
      if (r.winnable() == Verdict.TRUE) {
        assertEquals(r.moves().stream().map(Move::code).toList(), played.actions(), "deal " + i + ": the solver's line");
        won++;
      } else {
        Play.Result<TriPeaksState> greedy = Play.from(level.deal(deal)).agent(new GreedyAgent(), RandomStreams.of(i))
            .run();
        assertEquals(greedy.actions(), played.actions(), "deal " + i + ": the greedy player's moves");
        lost++;
      }
    }
    assertTrue(won > 5 && lost > 0, "won " + won + ", lost " + lost);
  }
}
