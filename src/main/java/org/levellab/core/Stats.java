package org.levellab.core;

import java.util.Arrays;
import java.util.Objects;
import org.apache.commons.math3.distribution.NormalDistribution;
import org.apache.commons.math3.distribution.TDistribution;
import org.apache.commons.math3.stat.descriptive.rank.Percentile;
import tech.tablesaw.api.DoubleColumn;
import tech.tablesaw.api.IntColumn;
import tech.tablesaw.api.NumericColumn;
import tech.tablesaw.api.Table;

/** Statistics helpers on commons-math3: intervals and histograms for Monte Carlo results. */
public final class Stats {
  private Stats() {}

  /** Resamples of a bootstrap interval: enough for 95% bounds to settle to about 1% of their width. */
  static final int BOOTSTRAP_RESAMPLES = 2000;

  /**
   * The mean with a BCa bootstrap interval (bias-corrected and accelerated, Efron 1987), for
   * quantities that are skewed or bounded, which the Student-t interval gets wrong at small n. The
   * interval is made of resampled means, so it never leaves the data's range: the mean of
   * non-negative data ({@link Estimate.Kind#NON_NEGATIVE}) never gets a bound below zero. The
   * resampling is seeded from the data, so the same values always give the same interval.
   *
   * @throws IllegalArgumentException for fewer than two values or a NaN or infinite value
   */
  public static Estimate mean(double[] values, double confidence) {
    checkSample("mean", values, 2);
    checkConfidence(confidence);
    double min = Arrays.stream(values).min().getAsDouble();
    Estimate.Kind kind = min >= 0 ? Estimate.Kind.NON_NEGATIVE : Estimate.Kind.MEAN;
    return bca(values, confidence, kind);
  }

  /**
   * The mean of per-unit shares (each value in [0, 1]: the share of a stack's first moves that keep
   * it beatable, a level's win rate) with a BCa bootstrap interval ({@link #mean}), as a {@link
   * Estimate.Kind#SHARE}.
   */
  public static Estimate meanOfShares(double[] values, double confidence) {
    checkSample("mean of shares", values, 2);
    for (int i = 0; i < values.length; i++) {
      if (values[i] < 0 || values[i] > 1) {
        throw new IllegalArgumentException("mean of shares: value " + values[i] + " at index " + i + " is not in [0, 1]");
      }
    }
    checkConfidence(confidence);
    return bca(values, confidence, Estimate.Kind.SHARE);
  }

  /**
   * The mean of the paired differences {@code a[i] - b[i]} (the same seeds or levels under two
   * treatments), with a BCa bootstrap interval; may be negative.
   */
  public static Estimate pairedDifference(double[] a, double[] b, double confidence) {
    Objects.requireNonNull(a, "a");
    Objects.requireNonNull(b, "b");
    if (a.length != b.length) {
      throw new IllegalArgumentException("paired difference: " + a.length + " values against " + b.length
          + " (pairs need equally long arrays)");
    }
    double[] d = new double[a.length];
    for (int i = 0; i < d.length; i++) {
      d[i] = a[i] - b[i];
    }
    checkSample("paired difference", d, 2);
    checkConfidence(confidence);
    return bca(d, confidence, Estimate.Kind.DIFFERENCE);
  }

  /**
   * The median with the distribution-free order-statistic interval: the narrowest pair of order
   * statistics {@code [x(k), x(n+1-k)]} whose coverage, from the binomial distribution of how many
   * values fall below the true median, is at least {@code confidence} (so it holds for any continuous
   * distribution, at any n, and never leaves the data's range). The estimate's confidence is the
   * interval's actual coverage.
   *
   * @throws IllegalArgumentException for too few values to reach the confidence (fewer than 6 at
   *     95%) or a NaN or infinite value
   */
  public static Estimate median(double[] values, double confidence) {
    checkSample("median", values, 2);
    checkConfidence(confidence);
    double[] x = values.clone();
    Arrays.sort(x);
    int n = x.length;
    org.apache.commons.math3.distribution.BinomialDistribution below =
        new org.apache.commons.math3.distribution.BinomialDistribution(null, n, 0.5);
    // coverage of [x(k), x(n+1-k)] (1-based) is 1 - 2 P(B <= k-1)
    int k = 0;
    double coverage = 0;
    for (int c = 1; c <= n / 2; c++) {
      double cov = 1 - 2 * below.cumulativeProbability(c - 1);
      if (cov >= confidence) {
        k = c;
        coverage = cov;
      } else {
        break;
      }
    }
    if (k == 0) {
      throw new IllegalArgumentException("median: " + n + " values are too few for a " + Math.round(confidence * 100)
          + "% order-statistic interval (its widest, the range, covers " + String.format(java.util.Locale.ROOT, "%.1f%%",
          100 * (1 - 2 * Math.pow(0.5, n))) + ")");
    }
    double med = new Percentile().withEstimationType(Percentile.EstimationType.R_7).evaluate(x, 50);
    return new Estimate(med, x[k - 1], x[n - k], n, coverage, Estimate.Kind.MEDIAN, "order statistics");
  }

  /** Mean of a numeric table column (missing values skipped) with a confidence interval ({@link #mean}). */
  public static Estimate mean(Table table, String column, double confidence) {
    Objects.requireNonNull(table, "table");
    Objects.requireNonNull(column, "column");
    NumericColumn<?> col = table.numberColumn(column);
    return mean(((NumericColumn<?>) col.removeMissing()).asDoubleArray(), confidence);
  }

  /** Median of a numeric table column (missing values skipped) with its order-statistic interval. */
  public static Estimate median(Table table, String column, double confidence) {
    Objects.requireNonNull(table, "table");
    Objects.requireNonNull(column, "column");
    NumericColumn<?> col = table.numberColumn(column);
    return median(((NumericColumn<?>) col.removeMissing()).asDoubleArray(), confidence);
  }

  /**
   * The fewest trials for which a share of about {@code expected} gets a Wilson interval ({@link
   * #proportion}) at most {@code halfWidth} either side of its centre: what sizes a run from the
   * precision its claim needs, declared before the run. A share further from one half than {@code
   * expected} gets a narrower interval from the same trials.
   *
   * @throws IllegalArgumentException for an expected share outside (0, 1) or a half width outside (0, 0.5]
   */
  public static int trialsForHalfWidth(double expected, double halfWidth, double confidence) {
    checkConfidence(confidence);
    if (!(expected > 0 && expected < 1)) {
      throw new IllegalArgumentException("expected share must be between 0 and 1, was " + expected);
    }
    if (!(halfWidth > 0 && halfWidth <= 0.5)) {
      throw new IllegalArgumentException("half width must be above 0 and at most 0.5, was " + halfWidth);
    }
    double z = new NormalDistribution().inverseCumulativeProbability(0.5 + confidence / 2);
    // the Wilson half width shrinks as n grows: the first n at or below the target
    long lo = 1;
    long hi = Integer.MAX_VALUE;
    while (lo < hi) {
      long n = (lo + hi) >>> 1;
      double half = z * Math.sqrt(expected * (1 - expected) / n + z * z / (4.0 * n * n)) / (1 + z * z / n);
      if (half <= halfWidth) {
        hi = n;
      } else {
        lo = n + 1;
      }
    }
    return (int) lo;
  }

  /** A proportion {@code successes / n} with the Wilson score interval. */
  public static Estimate proportion(long successes, long n, double confidence) {
    checkConfidence(confidence);
    checkCounts(successes, n);
    double z = new NormalDistribution().inverseCumulativeProbability(0.5 + confidence / 2);
    double p = (double) successes / n;
    double z2 = z * z;
    double denom = 1 + z2 / n;
    double centre = (p + z2 / (2.0 * n)) / denom;
    double half = z * Math.sqrt(p * (1 - p) / n + z2 / (4.0 * n * n)) / denom;
    // At 0 or n successes the bound is exactly 0 or 1; rounding would leave a 1e-18 there.
    double lower = successes == 0 ? 0 : Math.max(0, centre - half);
    double upper = successes == n ? 1 : Math.min(1, centre + half);
    return new Estimate(p, lower, upper, n, confidence, Estimate.Kind.SHARE, "Wilson");
  }

  /**
   * A proportion with the Clopper-Pearson (exact binomial) interval: never below its nominal
   * coverage, wider than Wilson's; for small n or shares near 0 or 1 where a guarantee matters.
   */
  public static Estimate proportionExact(long successes, long n, double confidence) {
    checkConfidence(confidence);
    checkCounts(successes, n);
    double alpha = 1 - confidence;
    double lower = successes == 0 ? 0
        : new org.apache.commons.math3.distribution.BetaDistribution(null, successes, n - successes + 1)
            .inverseCumulativeProbability(alpha / 2);
    double upper = successes == n ? 1
        : new org.apache.commons.math3.distribution.BetaDistribution(null, successes + 1, n - successes)
            .inverseCumulativeProbability(1 - alpha / 2);
    return new Estimate((double) successes / n, lower, upper, n, confidence, Estimate.Kind.SHARE, "Clopper-Pearson");
  }

  private static void checkCounts(long successes, long n) {
    if (n <= 0) {
      throw new IllegalArgumentException("proportion needs at least one trial, was n=" + n);
    }
    if (successes < 0 || successes > n) {
      throw new IllegalArgumentException("successes must be in [0, n]: " + successes + " of " + n);
    }
  }

  private static void checkSample(String what, double[] values, int atLeast) {
    Objects.requireNonNull(values, "values");
    if (values.length < atLeast) {
      throw new IllegalArgumentException(what + " of " + values.length + (values.length == 1 ? " value" : " values")
          + ": an interval needs at least " + atLeast);
    }
    for (int i = 0; i < values.length; i++) {
      if (!Double.isFinite(values[i])) {
        throw new IllegalArgumentException(what + ": value " + values[i] + " at index " + i + " (NaN or infinite data)");
      }
    }
  }

  /** The BCa bootstrap interval of the mean, its resampling seeded from the data. */
  private static Estimate bca(double[] x, double confidence, Estimate.Kind kind) {
    int n = x.length;
    double sum = 0;
    long seed = n;
    for (double v : x) {
      sum += v;
      seed = RandomStreams.mix(seed ^ Double.doubleToLongBits(v));
    }
    double mean = sum / n;
    boolean constant = Arrays.stream(x).allMatch(v -> v == x[0]);
    String method = "BCa bootstrap";
    if (constant) {
      // a share's 0/1 data have the exact binomial interval; other data equal to the last digit give none
      if (kind == Estimate.Kind.SHARE && (x[0] == 0 || x[0] == 1)) {
        return proportionExact(x[0] == 1 ? n : 0, n, confidence);
      }
      return new Estimate(mean, mean, mean, n, confidence, kind, Estimate.CONSTANT);
    }
    java.util.SplittableRandom rng = new java.util.SplittableRandom(seed);
    double[] means = new double[BOOTSTRAP_RESAMPLES];
    int below = 0;
    int equal = 0;
    for (int b = 0; b < means.length; b++) {
      double s = 0;
      for (int i = 0; i < n; i++) {
        s += x[rng.nextInt(n)];
      }
      means[b] = s / n;
      if (means[b] < mean) {
        below++;
      } else if (means[b] == mean) {
        equal++;
      }
    }
    Arrays.sort(means);
    NormalDistribution normal = new NormalDistribution(null, 0, 1);
    double share = (below + 0.5 * equal) / means.length;
    share = Math.min(1 - 0.5 / means.length, Math.max(0.5 / means.length, share));
    double z0 = normal.inverseCumulativeProbability(share);
    // acceleration from the jackknife: the means leaving one value out
    double num = 0;
    double den = 0;
    for (double v : x) {
      double d = mean - (sum - v) / (n - 1);
      num += d * d * d;
      den += d * d;
    }
    double a = den == 0 ? 0 : num / (6 * Math.pow(den, 1.5));
    // Expanded (Hesterberg 2015): the bootstrap's spread is the plug-in one, too narrow by
    // sqrt((n-1)/n), and a normal quantile where the t's belongs; both matter at n = 8 to 20.
    double zLo = -Math.sqrt(n / (n - 1.0))
        * new TDistribution(null, n - 1).inverseCumulativeProbability(0.5 + confidence / 2);
    double zHi = -zLo;
    double pLo = normal.cumulativeProbability(z0 + (z0 + zLo) / (1 - a * (z0 + zLo)));
    double pHi = normal.cumulativeProbability(z0 + (z0 + zHi) / (1 - a * (z0 + zHi)));
    double lower = Math.min(mean, quantile(means, pLo));
    double upper = Math.max(mean, quantile(means, pHi));
    return new Estimate(mean, lower, upper, n, confidence, kind, method);
  }

  /** The p-quantile of sorted values, interpolated between neighbours. */
  private static double quantile(double[] sorted, double p) {
    double pos = p * (sorted.length - 1);
    int i = (int) Math.floor(pos);
    if (i >= sorted.length - 1) {
      return sorted[sorted.length - 1];
    }
    if (i < 0) {
      return sorted[0];
    }
    double f = pos - i;
    return sorted[i] + f * (sorted[i + 1] - sorted[i]);
  }

  /** Share of true values of a boolean table column, with the Wilson interval. */
  public static Estimate proportion(Table table, String booleanColumn, double confidence) {
    Objects.requireNonNull(table, "table");
    Objects.requireNonNull(booleanColumn, "booleanColumn");
    var col = table.booleanColumn(booleanColumn);
    return proportion(col.countTrue(), col.size() - col.countMissing(), confidence);
  }

  /** The q-th percentile (0 < q <= 100) of the values. */
  public static double percentile(double[] values, double q) {
    Objects.requireNonNull(values, "values");
    if (values.length == 0) {
      throw new IllegalArgumentException("percentile of no values");
    }
    return new Percentile().evaluate(values, q);
  }

  /**
   * The most rows a histogram table may have (bins, or integers between the smallest and the largest
   * value): a count beyond it is a mistake (a stray value, bins for rows), refused rather than left to
   * end in an {@link OutOfMemoryError}.
   */
  public static final int MAX_HISTOGRAM_ROWS = 1 << 24;

  /**
   * A histogram of the values in {@code bins} equal-width bins over [min, max]: columns bin (index),
   * from, to, count, share.
   */
  public static Table histogram(double[] values, int bins) {
    Objects.requireNonNull(values, "values");
    if (bins < 1) {
      throw new IllegalArgumentException("histogram needs at least one bin, was " + bins);
    }
    if (bins > MAX_HISTOGRAM_ROWS) {
      throw new IllegalArgumentException("histogram of " + bins + " bins: at most " + MAX_HISTOGRAM_ROWS
          + " (one table row each)");
    }
    if (values.length == 0) {
      throw new IllegalArgumentException("histogram of no values");
    }
    double min = Arrays.stream(values).min().getAsDouble();
    double max = Arrays.stream(values).max().getAsDouble();
    double width = max > min ? (max - min) / bins : 1;
    int[] counts = new int[bins];
    for (double v : values) {
      int b = (int) ((v - min) / width);
      counts[Math.min(bins - 1, Math.max(0, b))]++;
    }
    Table t = Table.create("histogram", IntColumn.create("bin"), DoubleColumn.create("from"),
        DoubleColumn.create("to"), IntColumn.create("count"), DoubleColumn.create("share"));
    for (int b = 0; b < bins; b++) {
      t.intColumn("bin").append(b);
      t.doubleColumn("from").append(min + b * width);
      t.doubleColumn("to").append(min + (b + 1) * width);
      t.intColumn("count").append(counts[b]);
      t.doubleColumn("share").append((double) counts[b] / values.length);
    }
    return t;
  }

  /**
   * Counts of each integer value from the minimum to the maximum (no gaps): columns value, count,
   * share, with a Wilson interval on each share (share_lo, share_hi).
   */
  public static Table integerHistogram(int[] values, double confidence) {
    Objects.requireNonNull(values, "values");
    if (values.length == 0) {
      throw new IllegalArgumentException("histogram of no values");
    }
    int min = Arrays.stream(values).min().getAsInt();
    int max = Arrays.stream(values).max().getAsInt();
    // as a long: max - min + 1 overflows an int for values far apart
    long span = (long) max - min + 1;
    if (span > MAX_HISTOGRAM_ROWS) {
      throw new IllegalArgumentException("integer histogram: the values span " + span + " integers (" + min + " to "
          + max + "), more than the " + MAX_HISTOGRAM_ROWS + " rows it may hold (one per integer, no gaps)");
    }
    int[] counts = new int[max - min + 1];
    for (int v : values) {
      counts[v - min]++;
    }
    Table t = Table.create("histogram", IntColumn.create("value"), IntColumn.create("count"),
        DoubleColumn.create("share"), DoubleColumn.create("share_lo"), DoubleColumn.create("share_hi"));
    for (int i = 0; i < counts.length; i++) {
      Estimate e = proportion(counts[i], values.length, confidence);
      t.intColumn("value").append(min + i);
      t.intColumn("count").append(counts[i]);
      t.doubleColumn("share").append(e.value());
      t.doubleColumn("share_lo").append(e.lower());
      t.doubleColumn("share_hi").append(e.upper());
    }
    return t;
  }

  private static void checkConfidence(double confidence) {
    if (!(confidence > 0 && confidence < 1)) {
      throw new IllegalArgumentException("confidence must be in (0, 1), was " + confidence);
    }
  }

  /**
   * The difference of two independent shares, {@code a/n - b/m}, with Newcombe's hybrid score
   * interval (his method 10: the two Wilson intervals combined), which stays inside [-1, 1] and keeps
   * its coverage near the nominal level for small samples and shares near 0 or 1.
   */
  public static Estimate proportionDifference(long a, long n, long b, long m, double confidence) {
    Estimate p1 = proportion(a, n, confidence);
    Estimate p2 = proportion(b, m, confidence);
    double d = p1.value() - p2.value();
    double lower = d - Math.sqrt(sq(p1.value() - p1.lower()) + sq(p2.upper() - p2.value()));
    double upper = d + Math.sqrt(sq(p1.upper() - p1.value()) + sq(p2.value() - p2.lower()));
    return new Estimate(d, Math.max(-1, lower), Math.min(1, upper), n + m, confidence, Estimate.Kind.DIFFERENCE,
        "Newcombe hybrid score");
  }

  private static double sq(double x) {
    return x * x;
  }

  /**
   * Shares of several arms (agents, levels) with Wilson intervals that hold <b>simultaneously</b>:
   * each at confidence {@code 1 - (1 - confidence) / k} (Bonferroni), so that all k contain their
   * true shares together with probability at least {@code confidence}. The largest lower bound among
   * them is then a valid lower bound on the best arm's share, whichever arm the data favours.
   */
  public static Estimate[] proportionsSimultaneous(long[] successes, long[] n, double confidence) {
    Objects.requireNonNull(successes, "successes");
    Objects.requireNonNull(n, "n");
    if (successes.length != n.length || n.length == 0) {
      throw new IllegalArgumentException("simultaneous shares: " + successes.length + " counts for " + n.length
          + " arms (need equally many, at least one)");
    }
    checkConfidence(confidence);
    int k = n.length;
    double each = 1 - (1 - confidence) / k;
    Estimate[] out = new Estimate[k];
    for (int i = 0; i < k; i++) {
      Estimate e = proportion(successes[i], n[i], each);
      out[i] = new Estimate(e.value(), e.lower(), e.upper(), e.n(), confidence, Estimate.Kind.SHARE,
          "Wilson, Bonferroni over " + k);
    }
    return out;
  }

  /**
   * Holm's step-down adjustment of p-values from several tests of one question (Holm 1979): the
   * adjusted p-values, in the input order, to compare with the family's level. It controls the chance
   * of any false rejection among them, whatever their dependence.
   */
  public static double[] holm(double[] pValues) {
    Objects.requireNonNull(pValues, "pValues");
    int m = pValues.length;
    Integer[] order = new Integer[m];
    for (int i = 0; i < m; i++) {
      if (!(pValues[i] >= 0 && pValues[i] <= 1)) {
        throw new IllegalArgumentException("p-value " + pValues[i] + " at index " + i + " is not in [0, 1]");
      }
      order[i] = i;
    }
    Arrays.sort(order, (a, b) -> Double.compare(pValues[a], pValues[b]));
    double[] adjusted = new double[m];
    double running = 0;
    for (int r = 0; r < m; r++) {
      int i = order[r];
      running = Math.max(running, Math.min(1, (m - r) * pValues[i]));
      adjusted[i] = running;
    }
    return adjusted;
  }

  /** A straight line y = intercept + slope * x fitted by least squares, with intervals. */
  public record LinearFit(Estimate slope, Estimate intercept, double rSquared, int n) {}

  /**
   * Least-squares line through the points with t-intervals on slope and intercept (at least 3
   * points: two leave no degrees of freedom for an interval).
   */
  public static LinearFit linearFit(double[] x, double[] y, double confidence) {
    Objects.requireNonNull(x, "x");
    Objects.requireNonNull(y, "y");
    if (x.length != y.length || x.length < 3) {
      throw new IllegalArgumentException("linearFit: need two equally long arrays of at least 3 values, got "
          + x.length + " and " + y.length);
    }
    org.apache.commons.math3.stat.regression.SimpleRegression reg =
        new org.apache.commons.math3.stat.regression.SimpleRegression();
    for (int i = 0; i < x.length; i++) {
      reg.addData(x[i], y[i]);
    }
    double t = new TDistribution(x.length - 2).inverseCumulativeProbability(0.5 + confidence / 2);
    double b = reg.getSlope();
    double a = reg.getIntercept();
    double sb = t * reg.getSlopeStdErr();
    double sa = t * reg.getInterceptStdErr();
    return new LinearFit(new Estimate(b, b - sb, b + sb, x.length, confidence, Estimate.Kind.MEAN, "least squares, Student t"),
        new Estimate(a, a - sa, a + sa, x.length, confidence, Estimate.Kind.MEAN, "least squares, Student t"),
        reg.getRSquare(), x.length);
  }
}
