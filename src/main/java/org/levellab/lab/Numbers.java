package org.levellab.lab;

import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;
import java.util.Locale;
import org.levellab.core.Estimate;

/**
 * The one number style of the notebooks: about three significant digits, shares in percent, whole
 * numbers with thousands separators from 10,000 up (so a seed or a year reads 2026), an interval's
 * ends printed to as many decimals as it takes to tell them apart, never scientific notation for a
 * reader ({@code p < 10⁻⁶}, {@code 0.000883}).
 */
public final class Numbers {
  /** Significant digits of a value on its own. */
  static final int DIGITS = 3;

  private Numbers() {}

  /** A number: three significant digits, whole numbers as they are ({@code 14,641}, {@code 2026}). */
  public static String plain(double v) {
    if (Double.isNaN(v)) {
      return "n/a";
    }
    if (Double.isInfinite(v)) {
      return v > 0 ? "∞" : "−∞";
    }
    if (v == Math.rint(v) && Math.abs(v) < 1e15) {
      return whole((long) v);
    }
    if (Math.abs(v) >= 1000) {
      return whole(Math.round(v));
    }
    return minus(new BigDecimal(v).round(new MathContext(DIGITS, RoundingMode.HALF_EVEN)).stripTrailingZeros()
        .toPlainString());
  }

  /** A whole number: separators from 10,000 up (a seed, a year and a four-digit count read as written). */
  public static String whole(long v) {
    return minus(Math.abs(v) >= 10_000 ? String.format(Locale.ROOT, "%,d", v) : Long.toString(v));
  }

  /** A share (0 to 1) in percent, three significant digits: {@code 86.9%}, {@code 2.81%}, {@code 0.05%}. */
  public static String percent(double share) {
    if (Double.isNaN(share)) {
      return "n/a";
    }
    double p = 100 * share;
    if (p == Math.rint(p)) {
      return minus(Long.toString((long) p)) + "%";
    }
    return plainDecimals(p, decimalsFor(p, DIGITS)) + "%";
  }

  /** A value and its interval, {@code 24.4 [23.8, 25.0]}, or in percent when {@code percent}. */
  public static String interval(double v, double lo, double hi, boolean percent) {
    double k = percent ? 100 : 1;
    double x = k * v;
    double a = k * lo;
    double b = k * hi;
    if (Double.isNaN(a) || Double.isNaN(b)) {
      return percent ? percent(v) : plain(v);
    }
    int d = Math.max(decimalsFor(x, DIGITS), decimalsToSeparate(a, b));
    String unit = percent ? "%" : "";
    return plainDecimals(x, d) + unit + " [" + plainDecimals(a, d) + unit + ", " + plainDecimals(b, d) + unit + "]";
  }

  /** An estimate: its value and interval (in percent for a share), or an observed constant with its n. */
  public static String estimate(Estimate e) {
    boolean percent = e.kind() == Estimate.Kind.SHARE;
    if (e.isConstant()) {
      return (percent ? percent(e.value()) : plain(e.value())) + " in all " + whole(e.n());
    }
    return interval(e.value(), e.lower(), e.upper(), percent);
  }

  /** A p-value for a reader: two significant digits, {@code p < 0.001} as {@code p = 0.00042}, below 10⁻⁶ as {@code p < 10⁻⁶}. */
  public static String p(double p) {
    if (Double.isNaN(p)) {
      return "p n/a";
    }
    if (p < 1e-6) {
      return "p < 10⁻⁶";
    }
    if (p >= 0.995) {
      return "p = 1";
    }
    return "p = " + new BigDecimal(p).round(new MathContext(2, RoundingMode.HALF_EVEN)).stripTrailingZeros()
        .toPlainString();
  }

  /** Decimals that show {@code v} with {@code digits} significant digits (0 for large values). */
  static int decimalsFor(double v, int digits) {
    if (v == 0 || !Double.isFinite(v)) {
      return 0;
    }
    int magnitude = (int) Math.floor(Math.log10(Math.abs(v)));
    return Math.max(0, digits - 1 - magnitude);
  }

  /** Decimals that show the width {@code b - a} with two significant digits, so the ends never print alike. */
  static int decimalsToSeparate(double a, double b) {
    double w = Math.abs(b - a);
    if (w == 0 || !Double.isFinite(w)) {
      return 0;
    }
    return Math.min(9, Math.max(0, decimalsFor(w, 2)));
  }

  /** {@code v} with exactly {@code decimals} decimals (thousands separated from 10,000 up). */
  static String plainDecimals(double v, int decimals) {
    BigDecimal b = new BigDecimal(v).setScale(decimals, RoundingMode.HALF_EVEN);
    if (decimals == 0) {
      return whole(b.longValue());
    }
    if (Math.abs(v) >= 10_000) {
      return minus(String.format(Locale.ROOT, "%,." + decimals + "f", b.doubleValue()));
    }
    return minus(b.toPlainString());
  }

  private static String minus(String s) {
    return s.startsWith("-") ? "−" + s.substring(1) : s;
  }
}
