package org.levellab.tripeaks.design.tune;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * What a tuned level should give its players: a win rate, and optionally a range for the mean
 * longest chain and one for the mean stock cards used (the article's stockpile use, the card that
 * starts the waste included). Written {@code win=0.60,chain=5..7,stock=8..14}.
 *
 * <p>The tuner minimises {@link #loss}: the squared distance of each measured mean to its target
 * (a point for the win rate, an interval for the others), each scaled so that one "unit" is the
 * tolerance a designer would accept: {@value #WIN_SCALE} of win rate, a tenth of a range's width
 * (at least half a card) outside a range.
 *
 * @param win the wanted win rate (checked in [0, 1] only by {@link #reachable}: an unreachable
 *     target is searched for all the same, and reported as not reached)
 * @param chain the mean longest chain's range, or null
 * @param stock the mean stock use's range, or null
 */
public record TuneTarget(double win, Range chain, Range stock) {
  /** One unit of win-rate distance in the loss. */
  public static final double WIN_SCALE = 0.02;

  /** A closed range {@code lo..hi}. */
  public record Range(double lo, double hi) {
    public Range {
      if (!(lo <= hi)) {
        throw new IllegalArgumentException("range " + fmt(lo) + ".." + fmt(hi) + " is the wrong way round"
            + " (write lo..hi with lo <= hi)");
      }
    }

    /** How far {@code x} lies outside the range (0 inside). */
    public double distance(double x) {
      return x < lo ? lo - x : x > hi ? x - hi : 0;
    }

    double scale() {
      return Math.max(0.5, (hi - lo) / 10);
    }

    @Override
    public String toString() {
      return fmt(lo) + ".." + fmt(hi);
    }
  }

  public TuneTarget {
    if (!Double.isFinite(win)) {
      throw new IllegalArgumentException("win: must be a number, was " + win);
    }
  }

  /** A win-rate target only. */
  public static TuneTarget win(double win) {
    return new TuneTarget(win, null, null);
  }

  /**
   * Reads {@code win=0.60[,chain=5..7][,stock=8..14]} (keys in any order, each once; win required).
   *
   * @throws IllegalArgumentException naming the part that is wrong
   */
  public static TuneTarget parse(String text) {
    if (text == null || text.isBlank()) {
      throw new IllegalArgumentException("target is empty (write e.g. win=0.60,chain=5..7,stock=8..14)");
    }
    Double win = null;
    Range chain = null;
    Range stock = null;
    List<String> seen = new ArrayList<>();
    for (String part : text.split(",")) {
      String p = part.trim();
      int eq = p.indexOf('=');
      if (eq <= 0) {
        throw new IllegalArgumentException("target part '" + p + "' is not key=value (keys: win, chain, stock)");
      }
      String key = p.substring(0, eq).trim().toLowerCase(Locale.ROOT);
      String value = p.substring(eq + 1).trim();
      if (seen.contains(key)) {
        throw new IllegalArgumentException("target key '" + key + "' is given twice");
      }
      seen.add(key);
      switch (key) {
        case "win" -> win = number(value, "win");
        case "chain" -> chain = range(value, "chain");
        case "stock" -> stock = range(value, "stock");
        default -> throw new IllegalArgumentException("unknown target key '" + key + "' (keys: win, chain, stock)");
      }
    }
    if (win == null) {
      throw new IllegalArgumentException("target has no win rate (write e.g. win=0.60)");
    }
    return new TuneTarget(win, chain, stock);
  }

  private static double number(String s, String key) {
    try {
      double v = Double.parseDouble(s);
      if (!Double.isFinite(v)) {
        throw new NumberFormatException();
      }
      return v;
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException("target " + key + ": '" + s + "' is not a number", e);
    }
  }

  private static Range range(String s, String key) {
    int dots = s.indexOf("..");
    if (dots < 0) {
      double v = number(s, key);
      return new Range(v, v);
    }
    try {
      return new Range(number(s.substring(0, dots), key), number(s.substring(dots + 2), key));
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException("target " + key + ": " + e.getMessage(), e);
    }
  }

  /** The loss of a measured level (0: every part on target). */
  public double loss(double winRate, double meanChain, double meanStock) {
    double w = (winRate - win) / WIN_SCALE;
    double l = w * w;
    if (chain != null) {
      double c = chain.distance(meanChain) / chain.scale();
      l += c * c;
    }
    if (stock != null) {
      double s = stock.distance(meanStock) / stock.scale();
      l += s * s;
    }
    return l;
  }

  /**
   * Why no level can meet this target whatever its parameters, or null: a win rate outside [0, 1],
   * a chain range beyond the board's cards, a stock range beyond what a level may hold.
   */
  public String unreachableBecause(int boardCards, int maxStock) {
    if (win < 0 || win > 1) {
      return "a win rate of " + fmt(win) + " is outside [0, 1]";
    }
    if (chain != null && chain.lo() > boardCards) {
      return "a longest chain of " + chain + " cannot happen on a board of " + boardCards + " cards";
    }
    if (stock != null && (stock.lo() > maxStock || stock.hi() < 1)) {
      return "a stock use of " + stock + " is outside 1.." + maxStock;
    }
    return null;
  }

  /** True when no part of the target is impossible on its face ({@link #unreachableBecause}). */
  public boolean reachable(int boardCards, int maxStock) {
    return unreachableBecause(boardCards, maxStock) == null;
  }

  @Override
  public String toString() {
    return "win=" + fmt(win) + (chain != null ? ",chain=" + chain : "") + (stock != null ? ",stock=" + stock : "");
  }

  static String fmt(double v) {
    return v == Math.rint(v) && Math.abs(v) < 1e9 ? Long.toString((long) v) : Double.toString(v);
  }
}
