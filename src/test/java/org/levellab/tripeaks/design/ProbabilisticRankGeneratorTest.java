package org.levellab.tripeaks.design;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.levellab.cards.RankAdjacency;
import org.junit.jupiter.api.Test;
import org.levellab.core.Estimate;
import org.levellab.core.Stats;

class ProbabilisticRankGeneratorTest {
  private static boolean matchesAny(int r, int[] open, int k, boolean wrap) {
    for (int i = 0; i < k; i++) {
      if (RankAdjacency.of(wrap).adjacent(r, open[i])) {
        return true;
      }
    }
    return false;
  }

  @Test
  void matchShareFollowsTheConsecutiveness() {
    SplittableRandom rng = new SplittableRandom(4);
    for (double c : new double[] {0, 0.3, 0.7, 1}) {
      ProbabilisticRankGenerator g = new ProbabilisticRankGenerator(c, true);
      SplittableRandom gs = rng.split();
      int matches = 0;
      int n = 20_000;
      for (int t = 0; t < n; t++) {
        int[] open = {1 + rng.nextInt(13), 1 + rng.nextInt(13)};
        if (matchesAny(g.next(open, 2, gs), open, 2, true)) {
          matches++;
        }
      }
      // Two open cards always leave non-matching ranks, so the share estimates c itself.
      Estimate e = Stats.proportion(matches, n, 0.999);
      assertTrue(e.lower() <= c && c <= e.upper(), "c=" + c + " share " + e);
      assertEquals(0, g.fallbacks());
    }
  }

  @Test
  void fallbackWhenEveryRankMatches() {
    int[] open = new int[13];
    for (int i = 0; i < 13; i++) {
      open[i] = i + 1;
    }
    ProbabilisticRankGenerator g = new ProbabilisticRankGenerator(0, true);
    int r = g.next(open, 13, new SplittableRandom(1));
    assertTrue(r >= 1 && r <= 13);
    assertEquals(1, g.fallbacks());
  }

  @Test
  void stockWithProbabilityOneAlwaysMatchesAndRespectsNoWrap() {
    SplittableRandom rng = new SplittableRandom(8);
    for (int t = 0; t < 5000; t++) {
      int[] open = {1 + rng.nextInt(13)};
      boolean wrap = rng.nextBoolean();
      int r = ProbabilisticRankGenerator.stockRank(open, 1, 1.0, wrap, rng);
      assertEquals(1, RankAdjacency.of(wrap).distance(r, open[0]), "stock " + r + " for " + open[0]);
      int none = ProbabilisticRankGenerator.stockRank(open, 1, 0.0, wrap, rng);
      assertTrue(RankAdjacency.of(wrap).distance(none, open[0]) != 1);
    }
  }

  @Test
  void rejectsProbabilitiesOutsideTheUnitInterval() {
    var e = assertThrows(IllegalArgumentException.class,
        () -> new ProbabilisticRankGenerator(1.2, true));
    assertTrue(e.getMessage().contains("consecutiveness: must be in [0, 1]"));
  }
}
