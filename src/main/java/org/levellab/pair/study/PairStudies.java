package org.levellab.pair.study;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import org.apache.commons.math3.stat.regression.SimpleRegression;
import org.apache.commons.math3.distribution.TDistribution;
import org.levellab.core.Estimate;
import org.levellab.core.Stats;
import org.levellab.core.Tables;
import tech.tablesaw.api.IntColumn;
import tech.tablesaw.api.NumericColumn;
import tech.tablesaw.api.StringColumn;
import tech.tablesaw.api.Table;

/**
 * The summaries of the Pair Solitaire notebook: generators compared, difficulty by generator and the
 * perfect sequence's growth with the deck, each quantity with the interval that fits it. Times,
 * node counts and tries are skewed and non-negative, so they are given as medians with
 * order-statistic intervals; per-stack shares as means with a BCa bootstrap (inside [0, 1]); the
 * share of stacks with a property as a Wilson interval; growth exponents as least-squares slopes on
 * log-log scales with Student-t intervals.
 */
public final class PairStudies {
  private PairStudies() {}

  private static List<String> methods(Table t) {
    Set<String> seen = new LinkedHashSet<>(t.stringColumn("method").asList());
    return List.copyOf(seen);
  }

  private static Table rowsOf(Table t, String method) {
    return t.where(t.stringColumn("method").isEqualTo(method));
  }

  /**
   * Generators compared ({@link org.levellab.pair.PairExperiments#compareGenerator} rows): per method,
   * the median time and tries per stack, the random player's win rate and cards left (means over
   * stacks), and the share of stacks with a winning first move.
   */
  public static Table generatorSummary(Table gens) {
    Objects.requireNonNull(gens, "gens");
    Table out = Table.create("generators (medians with order-statistic 95% intervals; means BCa; shares Wilson)",
        StringColumn.create("method"), IntColumn.create("stacks"));
    for (String c : new String[] {"ms per stack (median)", "tries per stack (median)", "solver calls per stack (median)",
        "random win rate", "random cards left", "share with a winning first move"}) {
      out.addColumns(Tables.estimateColumns(c));
    }
    for (String m : methods(gens)) {
      Table t = rowsOf(gens, m);
      out.stringColumn("method").append(m);
      out.intColumn("stacks").append(t.rowCount());
      Tables.appendEstimate(out, "ms per stack (median)", Stats.median(t, "millis", 0.95));
      Tables.appendEstimate(out, "tries per stack (median)", Stats.median(t, "tries", 0.95));
      Tables.appendEstimate(out, "solver calls per stack (median)", Stats.median(t, "solverCalls", 0.95));
      Tables.appendEstimate(out, "random win rate", Stats.meanOfShares(values(t, "randomWinRate"), 0.95));
      Tables.appendEstimate(out, "random cards left", Stats.mean(t, "randomCardsLeft", 0.95));
      int withWin = t.intColumn("winningFirstMoves").isGreaterThan(0).size();
      Tables.appendEstimate(out, "share with a winning first move", Stats.proportion(withWin, t.rowCount(), 0.95));
    }
    return out;
  }

  /**
   * Difficulty by generator ({@link PairDifficulty#compare} rows): per method, the median proof
   * nodes, the mean share of first moves that keep a stack beatable, and the greedy player's win rate
   * and cards left (means over stacks).
   */
  public static Table difficultySummary(Table diff) {
    Objects.requireNonNull(diff, "diff");
    Table out = Table.create("difficulty by generator (median proof nodes, order statistics; means over stacks, BCa)",
        StringColumn.create("method"), IntColumn.create("stacks"));
    for (String c : new String[] {"proof nodes (median)", "share of first moves keeping it beatable",
        "greedy win rate", "greedy cards left"}) {
      out.addColumns(Tables.estimateColumns(c));
    }
    for (String m : methods(diff)) {
      Table t = rowsOf(diff, m);
      out.stringColumn("method").append(m);
      out.intColumn("stacks").append(t.rowCount());
      Tables.appendEstimate(out, "proof nodes (median)", Stats.median(t, "proofNodes", 0.95));
      Tables.appendEstimate(out, "share of first moves keeping it beatable",
          Stats.meanOfShares(values(t, "beatableFirstShare"), 0.95));
      Tables.appendEstimate(out, "greedy win rate", Stats.meanOfShares(values(t, "greedyWinRate"), 0.95));
      Tables.appendEstimate(out, "greedy cards left", Stats.mean(t, "greedyMeanLeft", 0.95));
    }
    return out;
  }

  /**
   * The perfect sequence by deck size ({@link org.levellab.pair.PairExperiments#perfectScaling}
   * rows): per size, the median time per build, places tried and solver calls, with order-statistic
   * intervals.
   */
  public static Table scalingSummary(Table scaling) {
    Objects.requireNonNull(scaling, "scaling");
    Table out = Table.create("perfect sequence by deck size (medians over builds, order-statistic 95% intervals)",
        IntColumn.create("cards"), IntColumn.create("builds"));
    for (String c : new String[] {"ms per build", "places tried", "places tried per card", "solver calls"}) {
      out.addColumns(Tables.estimateColumns(c));
    }
    for (int cards : new java.util.TreeSet<>(scaling.intColumn("cards").asList())) {
      Table t = scaling.where(scaling.intColumn("cards").isEqualTo(cards));
      out.intColumn("cards").append(cards);
      out.intColumn("builds").append(t.rowCount());
      Tables.appendEstimate(out, "ms per build", Stats.median(t, "millis", 0.95));
      Tables.appendEstimate(out, "places tried", Stats.median(t, "tries", 0.95));
      double[] perCard = t.intColumn("tries").asDoubleColumn().divide(cards).asDoubleArray();
      Tables.appendEstimate(out, "places tried per card", Stats.median(perCard, 0.95));
      Tables.appendEstimate(out, "solver calls", Stats.median(t, "solverCalls", 0.95));
    }
    return out;
  }

  /**
   * The growth exponent k of {@code column} ~ cards^k: the least-squares slope of log(column) on
   * log(cards) over every build, with its Student-t interval (1 is linear growth, 2 quadratic).
   * Builds with a zero value (a time below the clock's resolution) are left out.
   */
  public static Estimate growthExponent(Table scaling, String column) {
    NumericColumn<?> x = scaling.numberColumn("cards");
    NumericColumn<?> y = scaling.numberColumn(column);
    SimpleRegression reg = new SimpleRegression();
    int n = 0;
    for (int i = 0; i < scaling.rowCount(); i++) {
      double v = y.getDouble(i);
      if (v > 0) {
        reg.addData(Math.log(x.getDouble(i)), Math.log(v));
        n++;
      }
    }
    if (n < 3) {
      throw new IllegalArgumentException("growth exponent of " + column + ": " + n + " builds with a positive value"
          + " (need at least 3)");
    }
    double b = reg.getSlope();
    double h = new TDistribution(null, n - 2).inverseCumulativeProbability(0.975) * reg.getSlopeStdErr();
    return new Estimate(b, b - h, b + h, n, 0.95, Estimate.Kind.MEAN, "log-log least squares, Student t");
  }

  /**
   * The article's perfect sequence on the full deck, insertion by insertion: {@code builds} seeded
   * builds from the 2s (build b from {@code forTask(seed, b)}), one row per inserted card with the
   * stack's size before it and the places tried. The claim of linear time is that places tried do not
   * grow with the stack: {@link #triesSlope} fits that.
   */
  public static Table insertions(int builds, long seed) {
    List<org.levellab.cards.Card> deck = org.levellab.cards.Cards.standardDeck();
    tech.tablesaw.api.IntColumn build = IntColumn.create("build");
    tech.tablesaw.api.IntColumn size = IntColumn.create("stack size");
    tech.tablesaw.api.IntColumn tries = IntColumn.create("places tried");
    for (int b = 0; b < builds; b++) {
      var rng = org.levellab.core.RandomStreams.forTask(seed, b);
      List<org.levellab.cards.Card> twos = deck.stream().filter(c -> c.rank() == org.levellab.cards.Rank.TWO).toList();
      List<org.levellab.cards.Card> rest = deck.stream().filter(c -> c.rank() != org.levellab.cards.Rank.TWO).toList();
      List<org.levellab.cards.Card> start = org.levellab.cards.Cards.shuffled(twos, rng);
      List<org.levellab.cards.Card> inserts = org.levellab.cards.Cards.shuffled(rest, rng);
      int[] t = org.levellab.pair.PairGenerators.perfectTriesPerInsert(start, inserts);
      for (int i = 0; i < t.length; i++) {
        build.append(b);
        size.append(start.size() + i);
        tries.append(t[i]);
      }
    }
    return Table.create("places tried per inserted card", build, size, tries);
  }

  /**
   * The slope of places tried against the stack's size ({@link #insertions} rows), least squares
   * with a Student-t interval: 0 when the work per card does not grow with the stack (linear time
   * overall), positive when it does.
   */
  public static Estimate triesSlope(Table insertions) {
    SimpleRegression reg = new SimpleRegression();
    for (int i = 0; i < insertions.rowCount(); i++) {
      reg.addData(insertions.intColumn("stack size").getInt(i), insertions.intColumn("places tried").getInt(i));
    }
    int n = insertions.rowCount();
    double b = reg.getSlope();
    double h = new TDistribution(null, n - 2).inverseCumulativeProbability(0.975) * reg.getSlopeStdErr();
    return new Estimate(b, b - h, b + h, n, 0.95, Estimate.Kind.DIFFERENCE, "least squares slope, Student t");
  }

  private static double[] values(Table t, String column) {
    return ((NumericColumn<?>) t.numberColumn(column).removeMissing()).asDoubleArray();
  }
}
