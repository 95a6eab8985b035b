package org.levellab.match3.agents;

import java.util.List;
import java.util.Locale;

/**
 * A weight vector {@code [ws, wp, wn, wd, wt]} over the paper's five heuristics: Score, Pairs,
 * Moves, Depth, Touching. Weights must be finite; negative weights are allowed (an optimizer may
 * want them) but the paper's grids use 0..2.
 */
public record Weights(double score, double pairs, double moves, double depth, double touching) {
  /** Heuristic names in vector order. */
  public static final String[] NAMES = {"score", "pairs", "moves", "depth", "touching"};

  /** Heuristic letters in vector order, as labels write them ({@link #label()}). */
  public static final List<String> LETTERS = List.of("s", "p", "n", "d", "t");

  public Weights {
    double[] w = {score, pairs, moves, depth, touching};
    for (int i = 0; i < 5; i++) {
      if (!Double.isFinite(w[i])) {
        throw new IllegalArgumentException("weight " + NAMES[i] + " must be a finite number, was " + w[i]);
      }
    }
  }

  /** Score alone, [1, 0, 0, 0, 0]. */
  public static final Weights SCORE = new Weights(1, 0, 0, 0, 0);

  /** From an array of exactly five weights. */
  public static Weights of(double... w) {
    if (w == null || w.length != 5) {
      throw new IllegalArgumentException("a weight vector [ws, wp, wn, wd, wt] has 5 weights, got "
          + (w == null ? 0 : w.length));
    }
    return new Weights(w[0], w[1], w[2], w[3], w[4]);
  }

  /** Parses "1,0,0,1,0" (commas or spaces, optional brackets). */
  public static Weights parse(String text) {
    if (text == null || text.isBlank()) {
      throw new IllegalArgumentException("weight vector is empty: expected 5 numbers like 1,0,0,1,0");
    }
    String[] parts = text.trim().replaceAll("^\\[|\\]$", "").trim().split("\\s*[,\\s]\\s*");
    if (parts.length != 5) {
      throw new IllegalArgumentException("weight vector '" + text + "' has " + parts.length
          + " weights, expected 5 ([ws, wp, wn, wd, wt])");
    }
    double[] w = new double[5];
    for (int i = 0; i < 5; i++) {
      try {
        w[i] = Double.parseDouble(parts[i]);
      } catch (NumberFormatException e) {
        throw new IllegalArgumentException("weight " + (i + 1) + " (" + NAMES[i] + ") of '" + text
            + "' is not a number: '" + parts[i] + "'");
      }
    }
    return of(w);
  }

  public double[] toArray() {
    return new double[] {score, pairs, moves, depth, touching};
  }

  /** Which heuristics are switched on, as in the paper's figures: e.g. "s+d" or "none". */
  public String label() {
    StringBuilder sb = new StringBuilder();
    double[] w = toArray();
    for (int i = 0; i < 5; i++) {
      if (w[i] != 0) {
        if (sb.length() > 0) {
          sb.append('+');
        }
        sb.append(LETTERS.get(i));
      }
    }
    return sb.length() == 0 ? "none" : sb.toString();
  }

  /**
   * The vector with weight 1 on the heuristics a {@link #label()} names and 0 elsewhere: "s+d" is
   * [1, 0, 0, 1, 0], "none" all zeros.
   */
  public static Weights ofLabel(String label) {
    double[] w = new double[5];
    if (!label.equals("none")) {
      for (String letter : label.split("\\+")) {
        int i = LETTERS.indexOf(letter);
        if (i < 0) {
          throw new IllegalArgumentException("'" + letter + "' in '" + label + "' is not a heuristic (s, p, n, d, t)");
        }
        w[i] = 1;
      }
    }
    return of(w);
  }

  @Override
  public String toString() {
    return String.format(Locale.ROOT, "[%s, %s, %s, %s, %s]", fmt(score), fmt(pairs), fmt(moves),
        fmt(depth), fmt(touching));
  }

  private static String fmt(double x) {
    return x == Math.rint(x) ? Long.toString((long) x) : String.format(Locale.ROOT, "%.3g", x);
  }
}
