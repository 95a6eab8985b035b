package org.levellab.core;

/**
 * A point estimate with a confidence interval: {@code value} in [{@code lower}, {@code upper}] at
 * the given confidence level, from {@code n} observations.
 */
public record Estimate(double value, double lower, double upper, long n, double confidence) {
  /** Half the interval's width. */
  public double halfWidth() {
    return (upper - lower) / 2;
  }

  public boolean contains(double x) {
    return x >= lower && x <= upper;
  }

  @Override
  public String toString() {
    return String.format("%.4g [%.4g, %.4g] (n=%d, %.0f%%)", value, lower, upper, n, confidence * 100);
  }
}
