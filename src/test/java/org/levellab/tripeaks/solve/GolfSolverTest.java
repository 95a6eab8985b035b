package org.levellab.tripeaks.solve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.levellab.core.RandomStreams;
import org.levellab.game.Replay;
import org.levellab.search.Verdict;
import org.levellab.tripeaks.Deal;
import org.levellab.tripeaks.Layout;
import org.levellab.tripeaks.Level;
import org.levellab.tripeaks.Move;

/**
 * The solver's Golf work: the twin dominance (a playable card with nothing under it is not searched
 * when a playable card of the same rank is) and the move order for column layouts, checked against
 * exhaustive search on small column layouts full of equal ranks, against the solver without the
 * dominance on full-size deals, and against the committed verdicts of Golf's first 10^6 deals.
 */
class GolfSolverTest {
  /** A small Golf: 2 to 4 columns of 1 to 3 cards, each card covered by the one dealt after it. */
  static Layout columns(SplittableRandom rng) {
    int cols = 2 + rng.nextInt(3);
    int n = 0;
    int[] height = new int[cols];
    for (int c = 0; c < cols; c++) {
      height[c] = 1 + rng.nextInt(3);
      n += height[c];
    }
    double[] x = new double[n];
    double[] y = new double[n];
    int[][] coveredBy = new int[n][];
    int s = 0;
    for (int c = 0; c < cols; c++) {
      for (int d = 0; d < height[c]; d++, s++) {
        x[s] = c;
        y[s] = -d;
        coveredBy[s] = d < height[c] - 1 ? new int[] {s + 1} : new int[0];
      }
    }
    return Layout.of("columns" + n, x, y, coveredBy, 4);
  }

  /** Ranks from a range of 3 to 5, so that most deals hold twins (equal ranks) open together. */
  static Deal narrowDeal(Level lvl, SplittableRandom rng) {
    int span = 3 + rng.nextInt(3);
    int lo = 1 + rng.nextInt(14 - span);
    int[] b = new int[lvl.layout().size()];
    int[] st = new int[lvl.stockSize()];
    for (int i = 0; i < b.length; i++) {
      b[i] = lo + rng.nextInt(span);
    }
    for (int i = 0; i < st.length; i++) {
      st[i] = lo + rng.nextInt(span);
    }
    return Deal.of(b, st);
  }

  /** Seeded small column levels (with and without the wrap) where the solver differs from exhaustive search. */
  static int disagreements(ExactSolver solver, long seed, int cases) {
    SplittableRandom rng = new SplittableRandom(seed);
    int bad = 0;
    for (int t = 0; t < cases; t++) {
      Level lvl = Level.builder(columns(rng)).stockSize(2 + rng.nextInt(4)).wrap(rng.nextBoolean())
          .deck(Level.Deck.CUSTOM).build();
      Deal d = narrowDeal(lvl, rng);
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
  void agreesWithExhaustiveSearchOnSmallColumnLayouts() {
    assertEquals(0, disagreements(ExactSolver.create(), 31, 3000));
  }

  /**
   * The cross-check sees an unsound twin rule: also skipping a card with cards under it for a twin at
   * a lower slot (which loses the cards under it) must disagree with exhaustive search.
   */
  @Test
  void aTwinRuleThatSkipsCardsWithCardsUnderThemFailsTheCrossCheck() {
    ExactSolver broken = ExactSolver.create();
    broken.twinSlack = true;
    assertTrue(disagreements(broken, 31, 3000) > 0, "the unsound twin rule went unnoticed");
  }

  /** On full-size deals the dominance changes no verdict and no fewest-draw count. */
  @Test
  void twinDominanceKeepsEveryVerdictAndFewestDrawsOnFullDeals() {
    ExactSolver with = ExactSolver.create();
    ExactSolver without = ExactSolver.create();
    without.twinDominance = false;
    SplittableRandom rng = new SplittableRandom(12);
    long nodesWith = 0;
    long nodesWithout = 0;
    for (int t = 0; t < 60; t++) {
      Level lvl = t % 2 == 0 ? Level.golf() : Level.microsoft();
      Deal d = Deal.random(lvl, rng);
      SolverResult a = without.solve(lvl, d);
      SolverResult b = with.solve(lvl, d);
      assertEquals(a.winnable(), b.winnable(), lvl + " " + d);
      assertEquals(a.draws(), b.draws(), lvl + " " + d);
      assertEquals(a.drawsMinimal(), b.drawsMinimal(), lvl + " " + d);
      if (b.winnable() == Verdict.TRUE) {
        assertTrue(Replay.moves(lvl.deal(d), Move.format(b.moves())).won(), lvl + " " + d);
      }
      nodesWith += b.nodes();
      nodesWithout += a.nodes();
    }
    assertTrue(nodesWith < nodesWithout, "the dominance cut nothing: " + nodesWith + " vs " + nodesWithout);
  }

  /**
   * A seeded sample of Golf's first 10^6 deals (datasets/tripeaks/golf-1.bits.gz, solved by the solver
   * before this work) gets the committed verdict, every winning line replayed through the rules.
   */
  @Test
  void aSampleOfTheCommittedGolfVerdictsIsReproduced() {
    WinnabilityBits bits = WinnabilityBits.read(Path.of("datasets", "tripeaks", "golf-1.bits.gz"));
    Level level = bits.level();
    assertEquals(Level.golf(), level);
    ExactSolver solver = ExactSolver.builder().minimizeDraws(false).budget(bits.budget()).build();
    SplittableRandom pick = new SplittableRandom(2026);
    int won = 0;
    int sample = 1500;
    for (int k = 0; k < sample; k++) {
      int i = pick.nextInt(bits.deals());
      Deal deal = Deal.random(level, RandomStreams.forTask(bits.seed(), i));
      SolverResult r = solver.solve(level, deal);
      assertEquals(bits.verdict(i), r.winnable(), "golf deal " + i);
      if (r.winnable() == Verdict.TRUE) {
        won++;
        assertTrue(Replay.moves(level.deal(deal), r.movesText()).won(), "golf deal " + i);
      }
    }
    assertTrue(won > sample / 4 && won < 3 * sample / 4, won + " of " + sample + " won");
  }
}
