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
  void tIntervalOfOneToFive() {
    // mean 3, sd sqrt(2.5), t(4, 0.975) = 2.776445: half-width 1.963243
    Estimate e = Stats.mean(new double[] {1, 2, 3, 4, 5}, 0.95);
    assertEquals(3, e.value(), 1e-12);
    assertEquals(3 - 1.963243, e.lower(), 1e-5);
    assertEquals(3 + 1.963243, e.upper(), 1e-5);
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
    assertTrue(meanCovered > 0.93 * reps && meanCovered < 0.97 * reps, "t coverage " + meanCovered);
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
}
