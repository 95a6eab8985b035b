package org.levellab.core;

import java.util.Arrays;
import java.util.Map;
import java.util.TreeMap;

/**
 * Percentiles of a stream of non-negative values (solve times, node counts) in memory that does not
 * grow with the count. Up to {@link RunningMean#EXACT_LIMIT} values it keeps them and gives exactly
 * {@link Stats#percentile}. Past that it counts the values in logarithmic buckets, each
 * {@link #RELATIVE_ERROR} wide on either side of its centre (a DDSketch-style histogram; at most
 * a few thousand buckets between a microsecond and a day), so a percentile is within 1% of a value
 * of the data at that rank; the extremes are exact. Counts do not depend on the order values come
 * in, and the kept values are added in trial order, so a seed gives the same percentiles on any
 * number of threads.
 */
public final class RunningQuantiles {
  /** Relative error of a percentile once the values are no longer kept. */
  public static final double RELATIVE_ERROR = 0.01;

  private static final double GAMMA = (1 + RELATIVE_ERROR) / (1 - RELATIVE_ERROR);
  private static final double LOG_GAMMA = Math.log(GAMMA);
  /** Values below this count as zero: far under any time or count the engine measures. */
  private static final double SMALLEST = 1e-9;

  private double[] kept = new double[16];
  private final TreeMap<Integer, long[]> buckets = new TreeMap<>();
  private long zeros;
  private long n;
  private double min = Double.POSITIVE_INFINITY;
  private double max = Double.NEGATIVE_INFINITY;

  /** Adds one value. @throws IllegalArgumentException for a negative, NaN or infinite value */
  public void add(double value) {
    if (!(value >= 0) || Double.isInfinite(value)) {
      throw new IllegalArgumentException("percentiles: value " + value + " (negative, NaN or infinite)");
    }
    if (kept != null && n < RunningMean.EXACT_LIMIT) {
      if (n == kept.length) {
        kept = Arrays.copyOf(kept, Math.min(RunningMean.EXACT_LIMIT, kept.length * 2));
      }
      kept[(int) n] = value;
    } else {
      if (kept != null) {
        spill();
      }
      count(value, 1);
    }
    n++;
    min = Math.min(min, value);
    max = Math.max(max, value);
  }

  /** Adds the values of {@code later}, which come after this one's. */
  public void addAll(RunningQuantiles later) {
    if (later.n == 0) {
      return;
    }
    if (kept != null && later.kept != null && n + later.n <= RunningMean.EXACT_LIMIT) {
      if (kept.length < n + later.n) {
        kept = Arrays.copyOf(kept, (int) Math.min(RunningMean.EXACT_LIMIT, Math.max(n + later.n, kept.length * 2L)));
      }
      System.arraycopy(later.kept, 0, kept, (int) n, (int) later.n);
    } else {
      if (kept != null) {
        spill();
      }
      if (later.kept != null) {
        for (int i = 0; i < later.n; i++) {
          count(later.kept[i], 1);
        }
      } else {
        zeros += later.zeros;
        later.buckets.forEach((k, c) -> buckets.computeIfAbsent(k, x -> new long[1])[0] += c[0]);
      }
    }
    n += later.n;
    min = Math.min(min, later.min);
    max = Math.max(max, later.max);
  }

  private void spill() {
    for (int i = 0; i < n; i++) {
      count(kept[i], 1);
    }
    kept = null;
  }

  private void count(double value, long times) {
    if (value < SMALLEST) {
      zeros += times;
    } else {
      buckets.computeIfAbsent((int) Math.ceil(Math.log(value) / LOG_GAMMA), x -> new long[1])[0] += times;
    }
  }

  /** Values added. */
  public long count() {
    return n;
  }

  /** True while every value is kept, so percentiles are exact. */
  public boolean exact() {
    return kept != null;
  }

  /** The largest value (0 for no values). */
  public double max() {
    return n == 0 ? 0 : max;
  }

  /**
   * The q-th percentile (0 < q <= 100): {@link Stats#percentile} of the values while they are kept,
   * then the centre of the bucket holding the value of rank ⌈q n / 100⌉, inside the data's range.
   */
  public double percentile(double q) {
    if (n == 0) {
      throw new IllegalArgumentException("percentile of no values");
    }
    if (kept != null) {
      return Stats.percentile(Arrays.copyOf(kept, (int) n), q);
    }
    long rank = Math.max(1, (long) Math.ceil(q / 100 * n));
    long seen = zeros;
    if (rank <= seen) {
      return min;
    }
    for (Map.Entry<Integer, long[]> e : buckets.entrySet()) {
      seen += e.getValue()[0];
      if (rank <= seen) {
        double centre = 2 * Math.pow(GAMMA, e.getKey()) / (GAMMA + 1);
        return Math.min(max, Math.max(min, centre));
      }
    }
    return max;
  }
}
