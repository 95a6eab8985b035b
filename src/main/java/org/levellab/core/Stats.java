package org.levellab.core;

import java.util.Arrays;
import java.util.Objects;
import org.apache.commons.math3.distribution.NormalDistribution;
import org.apache.commons.math3.distribution.TDistribution;
import org.apache.commons.math3.stat.descriptive.SummaryStatistics;
import org.apache.commons.math3.stat.descriptive.rank.Percentile;
import tech.tablesaw.api.DoubleColumn;
import tech.tablesaw.api.IntColumn;
import tech.tablesaw.api.NumericColumn;
import tech.tablesaw.api.Table;

/** Statistics helpers on commons-math3: intervals and histograms for Monte Carlo results. */
public final class Stats {
  private Stats() {}

  /** Mean with a Student-t confidence interval at {@code confidence} (for example 0.95). */
  public static Estimate mean(double[] values, double confidence) {
    Objects.requireNonNull(values, "values");
    checkConfidence(confidence);
    if (values.length == 0) {
      throw new IllegalArgumentException("mean of no values: need at least one observation");
    }
    SummaryStatistics s = new SummaryStatistics();
    for (double v : values) {
      s.addValue(v);
    }
    double m = s.getMean();
    if (values.length < 2 || s.getStandardDeviation() == 0) {
      return new Estimate(m, m, m, values.length, confidence);
    }
    double t = new TDistribution(values.length - 1).inverseCumulativeProbability(0.5 + confidence / 2);
    double h = t * s.getStandardDeviation() / Math.sqrt(values.length);
    return new Estimate(m, m - h, m + h, values.length, confidence);
  }

  /** Mean of a numeric table column (missing values skipped) with a confidence interval. */
  public static Estimate mean(Table table, String column, double confidence) {
    NumericColumn<?> col = table.numberColumn(column);
    return mean(((NumericColumn<?>) col.removeMissing()).asDoubleArray(), confidence);
  }

  /** A proportion {@code successes / n} with the Wilson score interval. */
  public static Estimate proportion(long successes, long n, double confidence) {
    checkConfidence(confidence);
    if (n <= 0) {
      throw new IllegalArgumentException("proportion needs at least one trial, was n=" + n);
    }
    if (successes < 0 || successes > n) {
      throw new IllegalArgumentException("successes must be in [0, n]: " + successes + " of " + n);
    }
    double z = new NormalDistribution().inverseCumulativeProbability(0.5 + confidence / 2);
    double p = (double) successes / n;
    double z2 = z * z;
    double denom = 1 + z2 / n;
    double centre = (p + z2 / (2.0 * n)) / denom;
    double half = z * Math.sqrt(p * (1 - p) / n + z2 / (4.0 * n * n)) / denom;
    // At 0 or n successes the bound is exactly 0 or 1; rounding would leave a 1e-18 there.
    double lower = successes == 0 ? 0 : Math.max(0, centre - half);
    double upper = successes == n ? 1 : Math.min(1, centre + half);
    return new Estimate(p, lower, upper, n, confidence);
  }

  /** Share of true values of a boolean table column, with the Wilson interval. */
  public static Estimate proportion(Table table, String booleanColumn, double confidence) {
    var col = table.booleanColumn(booleanColumn);
    return proportion(col.countTrue(), col.size() - col.countMissing(), confidence);
  }

  /** The q-th percentile (0 < q <= 100) of the values. */
  public static double percentile(double[] values, double q) {
    if (values.length == 0) {
      throw new IllegalArgumentException("percentile of no values");
    }
    return new Percentile().evaluate(values, q);
  }

  /**
   * A histogram of the values in {@code bins} equal-width bins over [min, max]: columns bin (index),
   * from, to, count, share.
   */
  public static Table histogram(double[] values, int bins) {
    if (bins < 1) {
      throw new IllegalArgumentException("histogram needs at least one bin, was " + bins);
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
    if (values.length == 0) {
      throw new IllegalArgumentException("histogram of no values");
    }
    int min = Arrays.stream(values).min().getAsInt();
    int max = Arrays.stream(values).max().getAsInt();
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

  /** A straight line y = intercept + slope * x fitted by least squares, with intervals. */
  public record LinearFit(Estimate slope, Estimate intercept, double rSquared, int n) {}

  /**
   * Least-squares line through the points with t-intervals on slope and intercept (at least 3
   * points: two leave no degrees of freedom for an interval).
   */
  public static LinearFit linearFit(double[] x, double[] y, double confidence) {
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
    return new LinearFit(new Estimate(b, b - sb, b + sb, x.length, confidence),
        new Estimate(a, a - sa, a + sa, x.length, confidence), reg.getRSquare(), x.length);
  }
}
