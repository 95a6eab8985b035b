package org.levellab.core;

import java.util.Locale;
import java.util.Objects;

/**
 * A point estimate with a confidence interval: {@code value} in [{@code lower}, {@code upper}] at
 * the given confidence level, from {@code n} observations, knowing what it estimates ({@link Kind})
 * and how its interval was made ({@code method}). The interval never leaves its kind's domain: a
 * share stays in [0, 1], a non-negative quantity never gets a bound below zero (checked on
 * construction).
 *
 * <p>An estimate also carries where it came from: the {@linkplain #purpose() purpose of the seeds}
 * of its run ({@link Seeds.Purpose}; null until declared with {@link #on}), and, when a parameter
 * was fitted, calibrated or chosen to reproduce a source's number, what it was fitted to ({@link
 * #fitted}). A comparison with a source states verdicts only on confirmation estimates and keeps a
 * fitted one out of its count of agreements.
 *
 * <p>Data whose values are all equal give no interval by any general method: such an estimate is an
 * {@linkplain #isConstant() observed constant} (its bounds the value itself, {@code method} {@value
 * #CONSTANT}), shown as the value and its n, never as an interval.
 */
public record Estimate(double value, double lower, double upper, long n, double confidence, Kind kind,
    String method, Seeds.Purpose purpose, String fittedTo) {
  /** The method of an observed constant: every observation had the same value. */
  public static final String CONSTANT = "observed constant";

  /** What an estimate estimates, and so the domain its interval must stay in. */
  public enum Kind {
    /** A proportion of trials (Wilson or Clopper-Pearson), or a mean of values in [0, 1]. */
    SHARE(0, 1),
    /** A mean of a non-negative, often skewed quantity (counts, times, nodes): never below zero. */
    NON_NEGATIVE(0, Double.POSITIVE_INFINITY),
    /** A median, with an order-statistic interval (inside the data's range). */
    MEDIAN(Double.NEGATIVE_INFINITY, Double.POSITIVE_INFINITY),
    /** A difference (paired, or of two groups): may be negative. */
    DIFFERENCE(Double.NEGATIVE_INFINITY, Double.POSITIVE_INFINITY),
    /** A mean, slope or other quantity of either sign. */
    MEAN(Double.NEGATIVE_INFINITY, Double.POSITIVE_INFINITY);

    private final double min;
    private final double max;

    Kind(double min, double max) {
      this.min = min;
      this.max = max;
    }

    /** The smallest value the quantity can take. */
    public double min() {
      return min;
    }

    /** The largest value the quantity can take. */
    public double max() {
      return max;
    }
  }

  public Estimate {
    Objects.requireNonNull(kind, "kind");
    method = method == null ? "" : method;
    if (fittedTo != null && fittedTo.isBlank()) {
      throw new IllegalArgumentException("a fitted estimate names the source row and the parameter it was fitted with");
    }
    if (!Double.isNaN(lower) && !Double.isNaN(upper)) {
      if (lower > upper) {
        throw new IllegalArgumentException("an interval's lower bound " + lower + " is above its upper bound " + upper);
      }
      // a rounding error of a few ulps at a domain's edge is not a bound outside it
      double slack = 1e-12 * Math.max(1, Math.max(Math.abs(lower), Math.abs(upper)));
      if (lower < kind.min() - slack || upper > kind.max() + slack) {
        throw new IllegalArgumentException(String.format(Locale.ROOT,
            "a %s's interval [%s, %s] leaves its domain [%s, %s]", kind.name().toLowerCase(Locale.ROOT).replace('_', '-'),
            lower, upper, kind.min(), kind.max()));
      }
      lower = Math.max(lower, kind.min());
      upper = Math.min(upper, kind.max());
    }
  }

  /** An estimate whose seeds' purpose is not declared and that nothing was fitted to. */
  public Estimate(double value, double lower, double upper, long n, double confidence, Kind kind, String method) {
    this(value, lower, upper, n, confidence, kind, method, null, null);
  }

  /** An estimate of a quantity of either sign ({@link Kind#MEAN}), its interval made by {@code method} unnamed. */
  public Estimate(double value, double lower, double upper, long n, double confidence) {
    this(value, lower, upper, n, confidence, Kind.MEAN, "");
  }

  /** The same estimate of another kind (its interval must lie in that kind's domain). */
  public Estimate as(Kind other, String otherMethod) {
    return new Estimate(value, lower, upper, n, confidence, other, otherMethod, purpose, fittedTo);
  }

  /** The same estimate, declared to come from runs on seeds of {@code seedsPurpose}. */
  public Estimate on(Seeds.Purpose seedsPurpose) {
    return new Estimate(value, lower, upper, n, confidence, kind, method,
        Objects.requireNonNull(seedsPurpose, "seedsPurpose"), fittedTo);
  }

  /**
   * The same estimate, recorded as the result of a parameter fitted, calibrated or chosen to
   * reproduce a source's number: {@code sourceRowAndParameter} says which row and which parameter
   * ("Simulation 4 success 89%: wall positions").
   */
  public Estimate fitted(String sourceRowAndParameter) {
    return new Estimate(value, lower, upper, n, confidence, kind, method, purpose,
        Objects.requireNonNull(sourceRowAndParameter, "sourceRowAndParameter"));
  }

  /** True when a parameter was fitted to make this estimate reproduce a source's number. */
  public boolean isFitted() {
    return fittedTo != null;
  }

  /** True when every observation had the same value: no interval, only the value and its n. */
  public boolean isConstant() {
    return CONSTANT.equals(method);
  }

  /** Half the interval's width. */
  public double halfWidth() {
    return (upper - lower) / 2;
  }

  public boolean contains(double x) {
    return x >= lower && x <= upper;
  }

  @Override
  public String toString() {
    if (isConstant()) {
      return String.format(Locale.ROOT, "%.4g in all %d (observed constant)", value, n);
    }
    return String.format(Locale.ROOT, "%.4g [%.4g, %.4g] (n=%d, %.0f%%%s)", value, lower, upper, n, confidence * 100,
        method.isEmpty() ? "" : ", " + method);
  }
}
