package org.levellab.lab;

import java.util.Locale;
import java.util.Objects;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A source's value as a {@link Comparison} tests it: the text as printed, the number read from it,
 * and what the source itself says of its precision: the half unit of its last printed digit ({@code
 * halfUnit}: "0.77" may be anything from 0.765 to 0.775), its own sampling error ({@code se}, a
 * standard error, where it reports its sample size or a margin), or its {@link Shape} (a range, a
 * bound). {@code low} and {@code high} are the range the source allows, as a figure draws it. A claim
 * with no number has no range and cannot agree or differ.
 *
 * @param text the source's words, as quoted in the table
 * @param value the number read from them (NaN for a claim without one)
 * @param low the lowest value the source allows
 * @param high the highest value the source allows
 * @param basis where the range comes from, as the table states it
 * @param halfUnit half a unit of the last printed digit (0 when exact)
 * @param se the source's own standard error (0 when it reports none)
 * @param shape a point, a range, a bound, or a claim
 */
public record Source(String text, double value, double low, double high, String basis, double halfUnit, double se,
    Shape shape) {
  private static final Pattern NUMBER = Pattern.compile("[-+]?(\\d+(?:[.,]\\d+)?|\\.\\d+)(%)?");
  /** The normal quantile of a 95% two-sided interval. */
  static final double Z95 = 1.959963984540054;

  /** What a source's number says. */
  public enum Shape {
    /** A value, known to its printed precision and its own sampling error. */
    POINT,
    /** Anything from {@code low} to {@code high}. */
    RANGE,
    /** At least {@code low}. */
    AT_LEAST,
    /** At most {@code high}. */
    AT_MOST,
    /** No number: shown, never tested. */
    CLAIM
  }

  public Source {
    Objects.requireNonNull(text, "text");
    Objects.requireNonNull(shape, "shape");
    basis = basis == null ? "" : basis;
    if (!Double.isNaN(value) && !(low <= value && value <= high)) {
      throw new IllegalArgumentException("a source's range [" + low + ", " + high + "] must hold its value " + value);
    }
    if (!(halfUnit >= 0) || !(se >= 0)) {
      throw new IllegalArgumentException("a source's precision is at least 0: half unit " + halfUnit + ", error " + se);
    }
  }

  /** True when the source gives a number to compare with. */
  public boolean hasNumber() {
    return !Double.isNaN(value);
  }

  /** True when the number is a share written in percent ("45.1%"), so ours is shown in percent too. */
  public boolean inPercent() {
    return NUMBER.matcher(text.replace("−", "-")).results().findFirst().map(m -> m.group(2) != null).orElse(false);
  }

  /**
   * The first number in {@code text} (a trailing % makes it a share: "45.1%" is 0.451), known to half
   * a unit of its last printed digit ("0.77" is 0.765 to 0.775; "25" is 24.5 to 25.5); a text without
   * a number is a claim ({@link #claim}).
   */
  public static Source printed(String text) {
    Objects.requireNonNull(text, "text");
    Matcher m = NUMBER.matcher(text.replace("−", "-"));
    if (!m.find()) {
      return claim(text);
    }
    String digits = m.group(1).replace(',', '.');
    boolean percent = m.group(2) != null;
    double v = Double.parseDouble((m.group().startsWith("-") ? "-" : "") + digits);
    int dot = digits.indexOf('.');
    int decimals = dot < 0 ? 0 : digits.length() - dot - 1;
    double half = 0.5 * Math.pow(10, -decimals);
    double scale = percent ? 0.01 : 1;
    return new Source(text, v * scale, (v - half) * scale, (v + half) * scale, "printed precision", half * scale, 0,
        Shape.POINT);
  }

  /** A number the source gives exactly (a definition, a count): no precision beyond the value. */
  public static Source exactly(String text, double value) {
    return new Source(text, value, value, value, "exact", 0, 0, Shape.POINT);
  }

  /** A claim without a number: shown, never counted as agreeing or not. */
  public static Source claim(String text) {
    return new Source(text, Double.NaN, Double.NaN, Double.NaN, "no number", 0, 0, Shape.CLAIM);
  }

  /**
   * A share the source measured on {@code n} trials of its own (a 1,000-player simulation): its
   * standard error sqrt(p (1 - p) / n) beside its printed precision; the range drawn is its 95%
   * interval, widened by the printed precision.
   */
  public static Source share(String text, long n) {
    Source p = printed(text);
    requireNumber(p);
    if (n < 1) {
      throw new IllegalArgumentException("a source's sample has at least 1 trial, was " + n);
    }
    double v = p.value();
    // at 0% or 100% the binomial error vanishes; a quarter trial keeps it honest (Wilson's centre)
    double se = Math.sqrt((v * (1 - v) + 0.25 / n) / n);
    double lo = Math.max(0, v - Z95 * se - p.halfUnit());
    double hi = Math.min(1, v + Z95 * se + p.halfUnit());
    return new Source(text, v, Math.min(v, lo), Math.max(v, hi), String.format(Locale.ROOT, "its %,d trials", n),
        p.halfUnit(), se, Shape.POINT);
  }

  /**
   * A mean the source measured on {@code n} trials with standard deviation {@code sd} (or, when it
   * reports none, a deviation it implies): standard error {@code sd / sqrt(n)}.
   */
  public static Source mean(String text, long n, double sd, String sdBasis) {
    Source p = printed(text);
    requireNumber(p);
    if (n < 2 || !(sd >= 0)) {
      throw new IllegalArgumentException("a source's mean needs n >= 2 and a deviation >= 0, was n " + n + ", sd " + sd);
    }
    double se = sd / Math.sqrt(n);
    return new Source(text, p.value(), p.value() - Z95 * se - p.halfUnit(), p.value() + Z95 * se + p.halfUnit(),
        String.format(Locale.ROOT, "its %,d trials (%s)", n, sdBasis), p.halfUnit(), se, Shape.POINT);
  }

  /**
   * A value the source states with a margin, {@code value ± halfWidth} (in the value's units), read as
   * its 95% interval: standard error {@code halfWidth / 1.96}.
   */
  public static Source plusMinus(String text, double halfWidth) {
    Source p = printed(text);
    requireNumber(p);
    if (!(halfWidth >= 0)) {
      throw new IllegalArgumentException("a margin is at least 0, was " + halfWidth);
    }
    return new Source(text, p.value(), p.value() - halfWidth, p.value() + halfWidth, "± its stated 95% margin",
        p.halfUnit(), halfWidth / Z95, Shape.POINT);
  }

  /** A range the source gives ("82-91%"): anything inside it is what the source says. */
  public static Source range(String text, double low, double high) {
    if (!(low <= high)) {
      throw new IllegalArgumentException("a range's low end " + low + " is above its high end " + high);
    }
    return new Source(text, (low + high) / 2, low, high, "its range", 0, 0, Shape.RANGE);
  }

  /** A bound the source gives ("at least 35%"). */
  public static Source atLeast(String text, double low) {
    return new Source(text, low, low, Double.POSITIVE_INFINITY, "a lower bound", 0, 0, Shape.AT_LEAST);
  }

  /** A bound the source gives ("at most 5"). */
  public static Source atMost(String text, double high) {
    return new Source(text, high, Double.NEGATIVE_INFINITY, high, "an upper bound", 0, 0, Shape.AT_MOST);
  }

  /** The same source with its range cut to a quantity's domain (a count's never goes below 0). */
  Source within(double min, double max) {
    if (!hasNumber() || (low >= min && high <= max)) {
      return this;
    }
    double lo = Math.max(low, min);
    double hi = Math.min(high, max);
    return new Source(text, Math.max(lo, Math.min(hi, value)), lo, hi, basis, halfUnit, se, shape);
  }

  private static void requireNumber(Source p) {
    if (!p.hasNumber()) {
      throw new IllegalArgumentException("no number in the source's text '" + p.text() + "'");
    }
  }
}
