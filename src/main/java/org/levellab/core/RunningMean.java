package org.levellab.core;

import java.util.Arrays;
import org.apache.commons.math3.distribution.NormalDistribution;

/**
 * The mean of a stream of values with a 95%-style interval, in memory that does not grow with the
 * count. Up to {@link #EXACT_LIMIT} values it keeps them, in the order added, and gives exactly
 * {@link Stats#mean(double[], double)} (the expanded BCa bootstrap), so small runs read as before.
 * Past that it keeps only the count, Welford's running mean and sum of squared deviations (merged by
 * Chan et al.'s formula), and the extremes, and gives the normal interval {@code mean ± z s / √n}
 * cut to the data's range and to its kind's domain: at more than ten thousand values the sample
 * mean's law is normal to well within the bootstrap's own resampling error.
 *
 * <p>Not thread-safe: each block of a {@link MonteCarlo#reduce} run has its own, and blocks are
 * {@link #addAll added} in trial order, so a seed gives the same estimate on any number of threads.
 */
public final class RunningMean {
  /** The most values kept for the exact (bootstrap) interval. */
  public static final int EXACT_LIMIT = 10_000;

  private double[] kept = new double[16];
  private long n;
  private double mean;
  private double squares;
  private double min = Double.POSITIVE_INFINITY;
  private double max = Double.NEGATIVE_INFINITY;

  /** Adds one value. @throws IllegalArgumentException for NaN or an infinite value */
  public void add(double value) {
    if (!Double.isFinite(value)) {
      throw new IllegalArgumentException("mean: value " + value + " (NaN or infinite data)");
    }
    if (kept != null) {
      if (n < EXACT_LIMIT) {
        if (n == kept.length) {
          kept = Arrays.copyOf(kept, Math.min(EXACT_LIMIT, kept.length * 2));
        }
        kept[(int) n] = value;
      } else {
        kept = null;
      }
    }
    n++;
    double d = value - mean;
    mean += d / n;
    squares += d * (value - mean);
    min = Math.min(min, value);
    max = Math.max(max, value);
  }

  /** Adds the values of {@code later}, which come after this one's. */
  public void addAll(RunningMean later) {
    if (later.n == 0) {
      return;
    }
    if (kept != null && later.kept != null && n + later.n <= EXACT_LIMIT) {
      if (kept.length < n + later.n) {
        kept = Arrays.copyOf(kept, (int) Math.min(EXACT_LIMIT, Math.max(n + later.n, kept.length * 2L)));
      }
      System.arraycopy(later.kept, 0, kept, (int) n, (int) later.n);
    } else {
      kept = null;
    }
    long total = n + later.n;
    double d = later.mean - mean;
    squares += later.squares + d * d * ((double) n * later.n / total);
    mean += d * later.n / total;
    n = total;
    min = Math.min(min, later.min);
    max = Math.max(max, later.max);
  }

  /** Values added. */
  public long count() {
    return n;
  }

  /** True while every value is kept, so the interval is the exact bootstrap one. */
  public boolean exact() {
    return kept != null;
  }

  /**
   * The mean with its interval, of the kind {@link Stats#mean(double[], double)} gives: a
   * non-negative quantity when no value is negative, a mean of either sign otherwise.
   *
   * @throws IllegalArgumentException for fewer than two values
   */
  public Estimate estimate(double confidence) {
    if (kept != null) {
      return Stats.mean(Arrays.copyOf(kept, (int) n), confidence);
    }
    return normal(confidence, min >= 0 ? Estimate.Kind.NON_NEGATIVE : Estimate.Kind.MEAN);
  }

  /** The mean of values in [0, 1] as a share, as {@link Stats#meanOfShares} gives it. */
  public Estimate estimateOfShares(double confidence) {
    if (kept != null) {
      return Stats.meanOfShares(Arrays.copyOf(kept, (int) n), confidence);
    }
    if (min < 0 || max > 1) {
      throw new IllegalArgumentException("mean of shares: values from " + min + " to " + max + " are not in [0, 1]");
    }
    return normal(confidence, Estimate.Kind.SHARE);
  }

  private Estimate normal(double confidence, Estimate.Kind kind) {
    if (!(confidence > 0 && confidence < 1)) {
      throw new IllegalArgumentException("confidence must be in (0, 1), was " + confidence);
    }
    double z = new NormalDistribution(null, 0, 1).inverseCumulativeProbability(0.5 + confidence / 2);
    double half = z * Math.sqrt(squares / (n - 1) / n);
    // the mean of the data lies in the data's range, and the range in the kind's domain
    double lower = Math.max(Math.max(min, kind.min()), mean - half);
    double upper = Math.min(Math.min(max, kind.max()), mean + half);
    double value = Math.min(Math.max(mean, lower), upper);
    return new Estimate(value, lower, upper, n, confidence, kind, "normal (Welford), n > " + EXACT_LIMIT);
  }
}
