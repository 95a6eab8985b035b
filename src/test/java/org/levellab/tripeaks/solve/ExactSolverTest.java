package org.levellab.tripeaks.solve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.levellab.game.Replay;
import org.levellab.search.Budget;
import org.levellab.search.Verdict;
import org.levellab.tripeaks.Deal;
import org.levellab.tripeaks.Fixtures;
import org.levellab.tripeaks.Layout;
import org.levellab.tripeaks.Level;
import org.levellab.tripeaks.Move;
import org.levellab.tripeaks.TriPeaksState;

class ExactSolverTest {
  /** A random small layout: each slot covered by up to two slots of smaller index, so no cycles. */
  static Layout randomLayout(SplittableRandom rng, int n) {
    double[] x = new double[n];
    double[] y = new double[n];
    int[][] cov = new int[n][];
    for (int s = 0; s < n; s++) {
      x[s] = s;
      y[s] = 0;
      // covered by slots with a smaller index: slot 0 always starts open
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

  static Level randomLevel(SplittableRandom rng) {
    int n = 3 + rng.nextInt(5);
    Layout l = randomLayout(rng, n);
    // Narrow rank ranges repeat ranks beyond a deck's four: a custom deck.
    Level.Builder b = Level.builder(l).stockSize(2 + rng.nextInt(4)).wrap(rng.nextBoolean())
        .holdSlot(rng.nextInt(3) == 0).deck(Level.Deck.CUSTOM);
    if (rng.nextInt(3) == 0) {
      b.wall(rng.nextInt(n));
    }
    return b.build();
  }

  /** Ranks from a narrow range so that matches (and losses) are both common. */
  static Deal randomDeal(Level lvl, SplittableRandom rng) {
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

  @Test
  void agreesWithExhaustiveSearchOnThousandsOfSmallCases() {
    SplittableRandom rng = new SplittableRandom(2024);
    ExactSolver solver = ExactSolver.create();
    int won = 0;
    int lost = 0;
    for (int t = 0; t < 3000; t++) {
      Level lvl = randomLevel(rng);
      Deal d = randomDeal(lvl, rng);
      int brute = BruteForce.minDraws(lvl.deal(d));
      SolverResult r = solver.solve(lvl, d);
      String ctx = "case " + t + " " + lvl + " " + d + " -> " + r;
      if (brute == BruteForce.NONE) {
        assertEquals(Verdict.FALSE, r.winnable(), ctx);
        lost++;
      } else {
        assertEquals(Verdict.TRUE, r.winnable(), ctx);
        assertTrue(r.drawsMinimal(), ctx);
        assertEquals(brute, r.draws(), "fewest draws, " + ctx);
        Replay.Result rep = Replay.moves(lvl.deal(d), Move.format(r.moves()));
        assertTrue(rep.won(), ctx + " " + rep.error());
        assertEquals(brute, ((TriPeaksState) rep.state()).drawsUsed());
        won++;
      }
    }
    assertTrue(won > 400 && lost > 400, "both outcomes well covered: won " + won + ", lost " + lost);
  }

  /**
   * Board ranks two apart (no board card can go on another), so every board card needs a stock card
   * or the waste top: the draw bound is exact on these cases, and an off-by-one in it shows.
   */
  static Deal spreadDeal(Level lvl, SplittableRandom rng) {
    int lo = 2 + rng.nextInt(9);
    int[] b = new int[lvl.layout().size()];
    int[] s = new int[lvl.stockSize()];
    for (int i = 0; i < b.length; i++) {
      b[i] = lo + 2 * rng.nextInt(2);
    }
    for (int i = 0; i < s.length; i++) {
      s[i] = lo - 1 + rng.nextInt(5);
    }
    return Deal.of(b, s);
  }

  /** Cases (of {@code cases} seeded small levels, half random deals, half spread ones) where the
   * solver's verdict or fewest draws differ from exhaustive search. */
  static int disagreements(ExactSolver solver, long seed, int cases) {
    SplittableRandom rng = new SplittableRandom(seed);
    int bad = 0;
    for (int t = 0; t < cases; t++) {
      Level lvl = randomLevel(rng);
      Deal d = t % 2 == 0 ? randomDeal(lvl, rng) : spreadDeal(lvl, rng);
      int brute = BruteForce.minDraws(lvl.deal(d));
      SolverResult r = solver.solve(lvl, d);
      boolean agrees = brute == BruteForce.NONE ? r.winnable() == Verdict.FALSE
          : r.winnable() == Verdict.TRUE && r.draws() == brute && r.drawsMinimal()
              && Replay.moves(lvl.deal(d), Move.format(r.moves())).won();
      if (!agrees) {
        bad++;
      }
    }
    return bad;
  }

  @Test
  void agreesWithExhaustiveSearchOnSpreadRanks() {
    assertEquals(0, disagreements(ExactSolver.create(), 99, 2000));
  }

  /**
   * The cross-check has teeth: a draw bound that overestimates the draws still needed by one (an
   * unsound bound, injected through the package-private hook) must disagree with exhaustive search
   * on the same seeded cases, on the verdict or on the fewest draws.
   */
  @Test
  void aBoundThatOverestimatesByOneFailsTheCrossCheck() {
    ExactSolver broken = ExactSolver.create();
    broken.boundSlack = 1;
    assertTrue(disagreements(broken, 99, 2000) > 0, "the overestimating bound went unnoticed");
  }

  /**
   * The stock dominance (lost at stock index i, so lost at every later index) and the key on the open
   * cards next to the waste top (instead of the top) on full-size deals, with and without a wall:
   * the small cases above rarely reach one position at two stock indexes, so here the solver must
   * give the verdicts, fewest draws and moves of the same solver without them (which the small
   * cases check against exhaustive search), and the dominance run backwards by one card (lost at i
   * taken as lost at i - 1, unsound) must not.
   */
  @Test
  void stockDominanceKeepsEveryAnswerAndABackwardsOneDoesNot() {
    ExactSolver with = ExactSolver.create();
    ExactSolver without = ExactSolver.create();
    without.stockDominance = false;
    ExactSolver backwards = ExactSolver.create();
    backwards.dominanceSlack = 1;
    assertEquals(0, disagreements(without, 99, 2000));
    SplittableRandom rng = new SplittableRandom(11);
    int wrong = 0;
    Level walled = Level.builder(Layout.microsoft()).wall(14).build();
    for (int t = 0; t < 60; t++) {
      Level lvl = t % 3 == 0 ? Level.microsoft() : t % 3 == 1 ? Level.golf() : walled;
      Deal d = Deal.random(lvl, rng);
      SolverResult expected = without.solve(lvl, d);
      SolverResult r = with.solve(lvl, d);
      assertEquals(expected.winnable(), r.winnable(), lvl + " " + d);
      assertEquals(expected.draws(), r.draws(), lvl + " " + d);
      // Only lost positions are cut, in the same move order, so the very same line is found.
      assertEquals(expected.moves(), r.moves(), lvl + " " + d);
      SolverResult b = backwards.solve(lvl, d);
      if (b.winnable() != expected.winnable() || b.draws() != expected.draws()) {
        wrong++;
      }
    }
    assertTrue(wrong > 0, "the backwards dominance went unnoticed");
  }

  @Test
  void pyramidWithHoldAndWallsAgreesWithExhaustiveSearch() {
    SplittableRandom rng = new SplittableRandom(77);
    ExactSolver solver = ExactSolver.create();
    Layout p = Fixtures.PYRAMID;
    for (int t = 0; t < 150; t++) {
      Level.Builder b = Level.builder(p).stockSize(4).holdSlot(rng.nextBoolean()).deck(Level.Deck.CUSTOM);
      if (rng.nextBoolean()) {
        b.wall(rng.nextInt(10));
      }
      Level lvl = b.build();
      Deal d = randomDeal(lvl, rng);
      int brute = BruteForce.minDraws(lvl.deal(d));
      SolverResult r = solver.solve(lvl, d);
      assertEquals(brute == BruteForce.NONE ? Verdict.FALSE : Verdict.TRUE, r.winnable(), lvl + " " + d);
      if (brute != BruteForce.NONE) {
        assertEquals(brute, r.draws());
        assertTrue(Replay.moves(lvl.deal(d), Move.format(r.moves())).won());
      }
    }
  }

  @Test
  void solutionsOfRandomMicrosoftAndGolfDealsReplayToAnEmptyBoard() {
    SplittableRandom rng = new SplittableRandom(5);
    ExactSolver any = ExactSolver.builder().minimizeDraws(false).build();
    ExactSolver fewest = ExactSolver.create();
    int winnable = 0;
    for (int t = 0; t < 160; t++) {
      Level lvl = t % 12 == 0 ? Level.golf()
          : t % 2 == 1 ? Level.microsoft() : Level.builder(Layout.microsoft()).holdSlot(true).wall(14).build();
      Deal d = Deal.random(lvl, rng);
      SolverResult r = any.solve(lvl, d);
      if (r.winnable() == Verdict.TRUE) {
        winnable++;
        Replay.Result rep = Replay.moves(lvl.deal(d), Move.format(r.moves()));
        assertTrue(rep.won(), lvl + " " + d + " " + rep.error());
        assertEquals(r.draws(), ((TriPeaksState) rep.state()).drawsUsed());
        if (t % 8 == 1) {
          SolverResult f = fewest.solve(lvl, d);
          assertEquals(Verdict.TRUE, f.winnable());
          assertTrue(f.drawsMinimal());
          assertTrue(f.draws() <= r.draws());
          assertTrue(Replay.moves(lvl.deal(d), Move.format(f.moves())).won());
        }
      } else {
        assertEquals(Verdict.FALSE, r.winnable(), "default budget suffices: " + d);
        assertTrue(r.moves().isEmpty());
      }
    }
    assertTrue(winnable > 100, "winnable " + winnable);
  }

  @Test
  void blogDealIsWinnable() {
    SolverResult r = ExactSolver.create().solve(Level.microsoft(), Fixtures.blogDeal());
    assertEquals(Verdict.TRUE, r.winnable());
    assertTrue(r.drawsMinimal());
    assertTrue(Replay.moves(Level.microsoft().deal(Fixtures.blogDeal()), Move.format(r.moves())).won());
  }

  @Test
  void tinyBudgetAnswersUnknown() {
    SplittableRandom rng = new SplittableRandom(8);
    ExactSolver solver = ExactSolver.builder().budget(Budget.nodes(5)).build();
    int unknown = 0;
    for (int t = 0; t < 20; t++) {
      SolverResult r = solver.solve(Level.microsoft(), Deal.random(Level.microsoft(), rng));
      assertTrue(r.nodes() <= 6);
      if (r.winnable() == Verdict.UNKNOWN) {
        unknown++;
        assertTrue(r.moves().isEmpty());
      }
    }
    assertTrue(unknown > 0);
  }
}
