package org.levellab.lab;

import java.util.Locale;
import java.util.Objects;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.levellab.core.Estimate;
import org.levellab.core.Stats;

/**
 * A source's value as a {@link Comparison} judges it: the text as printed, and the range the source
 * itself allows, from its printed precision, its own sampling error or a stated margin. A claim with
 * no number has no range and cannot agree or disagree.
 *
 * @param text the source's words, as quoted in the table
 * @param value the number read from them (NaN for a claim without one)
 * @param low the lowest value the source allows
 * @param high the highest value the source allows
 * @param basis where the range comes from, as the table states it
 */
public record Source(String text, double value, double low, double high, String basis) {
  private static final Pattern NUMBER = Pattern.compile("[-+]?(\\d+(?:[.,]\\d+)?|\\.\\d+)(%)?");

  public Source {
    Objects.requireNonNull(text, "text");
    basis = basis == null ? "" : basis;
    if (!Double.isNaN(value) && !(low <= value && value <= high)) {
      throw new IllegalArgumentException("a source's range [" + low + ", " + high + "] must hold its value " + value);
    }
  }

  /** True when the source gives a number to compare with. */
  public boolean hasNumber() {
    return !Double.isNaN(value);
  }

  /**
   * The first number in {@code text} (a trailing % makes it a share: "45.1%" is 0.451), allowing half
   * a unit of its last printed digit either side ("0.77" is 0.765 to 0.775; "25" is 24.5 to 25.5); a
   * text without a number is a claim ({@link #claim}).
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
    return new Source(text, v * scale, (v - half) * scale, (v + half) * scale, "printed precision");
  }

  /** A number the source gives exactly (a definition, a count): no range beyond the value. */
  public static Source exactly(String text, double value) {
    return new Source(text, value, value, value, "exact");
  }

  /** A claim without a number: shown, never counted as agreeing or not. */
  public static Source claim(String text) {
    return new Source(text, Double.NaN, Double.NaN, Double.NaN, "no number");
  }

  /**
   * A share the source measured on {@code n} trials of its own (a 1,000-player simulation): its
   * 95% Wilson interval, widened by the printed precision.
   */
  public static Source share(String text, long n) {
    Source p = printed(text);
    requireNumber(p);
    long successes = Math.max(0, Math.min(n, Math.round(p.value() * n)));
    Estimate e = Stats.proportion(successes, n, 0.95);
    double half = (p.high() - p.low()) / 2;
    return new Source(text, p.value(), Math.min(p.value(), e.lower() - half), Math.max(p.value(), e.upper() + half),
        String.format(Locale.ROOT, "its %,d trials (95%% Wilson)", n));
  }

  /** A value the source states with a margin: {@code value ± halfWidth} (in the value's units). */
  public static Source plusMinus(String text, double halfWidth) {
    Source p = printed(text);
    requireNumber(p);
    if (!(halfWidth >= 0)) {
      throw new IllegalArgumentException("a margin is at least 0, was " + halfWidth);
    }
    return new Source(text, p.value(), p.value() - halfWidth, p.value() + halfWidth, "± its stated margin");
  }

  /** A range the source gives ("82-91%"): anything inside it agrees. */
  public static Source range(String text, double low, double high) {
    if (!(low <= high)) {
      throw new IllegalArgumentException("a range's low end " + low + " is above its high end " + high);
    }
    return new Source(text, (low + high) / 2, low, high, "its range");
  }

  /** A bound the source gives ("at least 35%"): anything from {@code low} up agrees. */
  public static Source atLeast(String text, double low) {
    return new Source(text, low, low, Double.POSITIVE_INFINITY, "a lower bound");
  }

  /** A bound the source gives ("at most 5"): anything up to {@code high} agrees. */
  public static Source atMost(String text, double high) {
    return new Source(text, high, Double.NEGATIVE_INFINITY, high, "an upper bound");
  }

  private static void requireNumber(Source p) {
    if (!p.hasNumber()) {
      throw new IllegalArgumentException("no number in the source's text '" + p.text() + "'");
    }
  }
}
