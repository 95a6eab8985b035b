package org.levellab.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import tech.tablesaw.api.Table;

class StatsTest {
  @Test
  void wilsonIntervalMatchesTheTextbookExample() {
    // 8 successes in 10 trials: Wilson 95% interval (0.4902, 0.9433), Newcombe (1998).
    Estimate e = Stats.proportion(8, 10, 0.95);
    assertEquals(0.8, e.value(), 1e-12);
    assertEquals(0.4902, e.lower(), 1e-4);
    assertEquals(0.9433, e.upper(), 1e-4);
  }

  @Test
  void wilsonIntervalStaysInsideZeroOne() {
    Estimate none = Stats.proportion(0, 20, 0.95);
    Estimate all = Stats.proportion(20, 20, 0.95);
    assertEquals(0, none.lower(), 1e-12);
    assertTrue(none.upper() > 0.1 && none.upper() < 0.2);
    assertEquals(1, all.upper(), 1e-12);
    assertTrue(all.lower() > 0.8);
  }

  @Test
  void theMeanOfNonNegativeDataNeverGetsABoundBelowZero() {
    // the kind of sample that gave a Student-t interval of [-13479, 61328]: few values, one huge
    double[] nodes = {120, 450, 800, 1300, 2100, 3900, 7000, 175000};
    Estimate e = Stats.mean(nodes, 0.95);
    assertEquals(Estimate.Kind.NON_NEGATIVE, e.kind());
    assertEquals(java.util.Arrays.stream(nodes).average().getAsDouble(), e.value(), 1e-9);
    assertTrue(e.lower() >= 120 && e.upper() <= 175000, "inside the data's range: " + e);
    assertEquals(e, Stats.mean(nodes.clone(), 0.95), "the same data gives the same interval");
  }

  @Test
  void meansOfSharesStayInsideZeroOne() {
    double[] shares = {1, 1, 1, 1, 0.9, 1, 1, 0.95};
    Estimate e = Stats.meanOfShares(shares, 0.95);
    assertEquals(Estimate.Kind.SHARE, e.kind());
    assertTrue(e.lower() >= 0.9 && e.upper() <= 1, e.toString());
    assertThrows(IllegalArgumentException.class, () -> Stats.meanOfShares(new double[] {0.5, 1.2}, 0.95));
  }

  @Test
  void theMedianUsesOrderStatistics() {
    // n = 8: the only 95% pair is the range, covering 1 - 2/256
    Estimate e = Stats.median(new double[] {5, 1, 4, 2, 8, 7, 3, 6}, 0.95);
    assertEquals(4.5, e.value(), 1e-12);
    assertEquals(1, e.lower(), 0);
    assertEquals(8, e.upper(), 0);
    assertEquals(1 - 2.0 / 256, e.confidence(), 1e-12);
    // n = 20: [x(6), x(15)], coverage 1 - 2 P(Bin(20, 1/2) <= 5) = 0.9586
    double[] twenty = java.util.stream.IntStream.rangeClosed(1, 20).asDoubleStream().toArray();
    Estimate m = Stats.median(twenty, 0.95);
    assertEquals(6, m.lower(), 0);
    assertEquals(15, m.upper(), 0);
    assertEquals(0.9586, m.confidence(), 1e-4);
    assertThrows(IllegalArgumentException.class, () -> Stats.median(new double[] {1, 2, 3, 4, 5}, 0.95));
  }

  @Test
  void pairedDifferencesMayBeNegative() {
    double[] a = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10};
    double[] b = {2.1, 2.9, 4.2, 5, 5.8, 7.1, 8, 9.2, 9.9, 11};
    Estimate d = Stats.pairedDifference(a, b, 0.95);
    assertEquals(Estimate.Kind.DIFFERENCE, d.kind());
    assertEquals(-1.02, d.value(), 1e-9);
    assertTrue(d.upper() < 0, "every pair is lower: " + d);
    assertThrows(IllegalArgumentException.class, () -> Stats.pairedDifference(a, new double[] {1, 2}, 0.95));
  }

  @Test
  void oneValueAndNanDataAreRefused() {
    assertThrows(IllegalArgumentException.class, () -> Stats.mean(new double[] {3}, 0.95));
    assertThrows(IllegalArgumentException.class, () -> Stats.mean(new double[] {1, Double.NaN, 3}, 0.95));
    assertThrows(IllegalArgumentException.class, () -> Stats.median(new double[] {1, 2, 3, 4, 5, 6, Double.NaN}, 0.95));
  }

  @Test
  void anEstimateOutsideItsDomainCannotBeMade() {
    assertThrows(IllegalArgumentException.class,
        () -> new Estimate(0.98, 0.95, 1.015, 20, 0.95, Estimate.Kind.SHARE, "t"));
    assertThrows(IllegalArgumentException.class,
        () -> new Estimate(23925, -13479, 61328, 8, 0.95, Estimate.Kind.NON_NEGATIVE, "t"));
    assertThrows(IllegalArgumentException.class, () -> new Estimate(1, 2, 0, 8, 0.95));
    assertEquals(-3, new Estimate(1, -3, 5, 8, 0.95, Estimate.Kind.DIFFERENCE, "").lower(), 0);
  }

  @Test
  void clopperPearsonMatchesTheTextbookExample() {
    // 8 of 10: exact 95% interval (0.4439, 0.9748)
    Estimate e = Stats.proportionExact(8, 10, 0.95);
    assertEquals(0.4439, e.lower(), 1e-4);
    assertEquals(0.9748, e.upper(), 1e-4);
    assertEquals(0, Stats.proportionExact(0, 10, 0.95).lower(), 0);
    assertEquals(1, Stats.proportionExact(10, 10, 0.95).upper(), 0);
  }

  @Test
  void intervalsCoverTheTruthAtTheirNominalRate() {
    SplittableRandom rng = new SplittableRandom(5);
    int meanCovered = 0;
    int propCovered = 0;
    int reps = 2000;
    for (int r = 0; r < reps; r++) {
      double[] xs = new double[30];
      int successes = 0;
      for (int i = 0; i < xs.length; i++) {
        xs[i] = 10 + 3 * rng.nextGaussian();
        if (rng.nextDouble() < 0.3) {
          successes++;
        }
      }
      if (Stats.mean(xs, 0.95).contains(10)) {
        meanCovered++;
      }
      if (Stats.proportion(successes, 30, 0.95).contains(0.3)) {
        propCovered++;
      }
    }
    assertTrue(meanCovered > 0.93 * reps && meanCovered < 0.97 * reps, "bootstrap coverage " + meanCovered);
    assertTrue(propCovered > 0.92 * reps && propCovered < 0.98 * reps, "Wilson coverage " + propCovered);
  }

  @Test
  void histogramsCountEveryValue() {
    Table h = Stats.histogram(new double[] {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10}, 5);
    assertEquals(5, h.rowCount());
    assertEquals(11, h.intColumn("count").sum(), 1e-9);
    Table ih = Stats.integerHistogram(new int[] {3, 3, 5, 7, 7, 7}, 0.95);
    assertEquals(5, ih.rowCount());
    assertEquals(3, ih.intColumn("count").getInt(4));
    assertEquals(0, ih.intColumn("count").getInt(1));
    assertEquals(0.5, ih.doubleColumn("share").getDouble(4), 1e-12);
  }

  @Test
  void badInputIsRejected() {
    assertThrows(IllegalArgumentException.class, () -> Stats.mean(new double[0], 0.95));
    assertThrows(IllegalArgumentException.class, () -> Stats.proportion(3, 0, 0.95));
    assertThrows(IllegalArgumentException.class, () -> Stats.proportion(11, 10, 0.95));
    assertThrows(IllegalArgumentException.class, () -> Stats.proportion(1, 10, 1.5));
    assertThrows(IllegalArgumentException.class, () -> Stats.histogram(new double[] {1}, 0));
  }

  @Test
  void holmAdjustsStepDown() {
    // p = 0.01, 0.04, 0.03, 0.005 (m = 4): sorted 0.005*4, 0.01*3, 0.03*2, 0.04*1 -> 0.02, 0.03, 0.06, 0.06
    double[] adj = Stats.holm(new double[] {0.01, 0.04, 0.03, 0.005});
    assertEquals(0.03, adj[0], 1e-12);
    assertEquals(0.06, adj[1], 1e-12);
    assertEquals(0.06, adj[2], 1e-12);
    assertEquals(0.02, adj[3], 1e-12);
    assertThrows(IllegalArgumentException.class, () -> Stats.holm(new double[] {1.5}));
  }

  @Test
  void simultaneousSharesHoldTogetherAtTheirLevel() {
    // five arms of equal true share: all five intervals cover together in at least 95% of runs
    SplittableRandom rng = new SplittableRandom(3);
    int together = 0;
    int reps = 2000;
    for (int r = 0; r < reps; r++) {
      long[] wins = new long[5];
      long[] n = {200, 200, 200, 200, 200};
      for (int a = 0; a < 5; a++) {
        for (int i = 0; i < 200; i++) {
          wins[a] += rng.nextDouble() < 0.4 ? 1 : 0;
        }
      }
      boolean all = true;
      for (Estimate e : Stats.proportionsSimultaneous(wins, n, 0.95)) {
        all &= e.contains(0.4);
      }
      together += all ? 1 : 0;
    }
    assertTrue(together >= 0.94 * reps, "simultaneous coverage " + together + " of " + reps);
    Estimate one = Stats.proportionsSimultaneous(new long[] {50}, new long[] {100}, 0.95)[0];
    assertEquals(Stats.proportion(50, 100, 0.95).lower(), one.lower(), 1e-12);
  }

  @Test
  void newcombesDifferenceMatchesHisWorkedExample() {
    // Newcombe (1998), example (a): 56/70 - 48/80 = 0.2, method 10 interval 0.0524 to 0.3339
    Estimate d = Stats.proportionDifference(56, 70, 48, 80, 0.95);
    assertEquals(0.2, d.value(), 1e-12);
    assertEquals(0.0524, d.lower(), 1e-4);
    assertEquals(0.3339, d.upper(), 1e-4);
    assertEquals(Estimate.Kind.DIFFERENCE, d.kind());
  }

  @Test
  void trialsForAHalfWidthGiveAWilsonIntervalThatNarrow() {
    int n0 = Stats.trialsForHalfWidth(0.875, 0.02, 0.95);
    assertTrue(Math.abs(n0 - 1051) <= 5, "near the normal approximation 1.96² · 0.875 · 0.125 / 0.02² = 1051: " + n0);
    for (double p : new double[] {0.03, 0.2, 0.5, 0.875}) {
      for (double h : new double[] {0.005, 0.02, 0.05}) {
        int n = Stats.trialsForHalfWidth(p, h, 0.95);
        // at a whole number of successes the share moves off p a little: a 5% slack on the width
        Estimate e = Stats.proportion(Math.round(p * n), n, 0.95);
        assertTrue((e.upper() - e.lower()) / 2 <= h * 1.05, p + " ± " + h + " with " + n + " trials: " + e);
        long m = Math.round(n * 0.8);
        Estimate fewer = Stats.proportion(Math.round(p * m), m, 0.95);
        assertTrue((fewer.upper() - fewer.lower()) / 2 > h * 1.02, "a fifth fewer trials are not enough: " + fewer);
      }
    }
    assertThrows(IllegalArgumentException.class, () -> Stats.trialsForHalfWidth(0, 0.02, 0.95));
    assertThrows(IllegalArgumentException.class, () -> Stats.trialsForHalfWidth(0.5, 0, 0.95));
  }
}
