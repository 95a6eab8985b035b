package org.levellab.tripeaks.solve;

import java.util.List;
import java.util.Objects;
import org.levellab.core.Estimate;
import org.levellab.core.MonteCarlo;
import org.levellab.core.RandomStreams;
import org.levellab.core.Stats;
import org.levellab.core.Tables;
import org.levellab.search.Budget;
import org.levellab.search.Verdict;
import org.levellab.tripeaks.Deal;
import org.levellab.tripeaks.Level;
import tech.tablesaw.api.IntColumn;
import tech.tablesaw.api.StringColumn;
import tech.tablesaw.api.Table;

/**
 * The blog's random restarts against the exact solver on the same seeded random deals: one row per
 * deal with the exact verdict, the fewest draws, the exact solve time, and the restarts' outcome
 * (solved or gave up, attempts, time). Deal i and its restart stream come from
 * {@code RandomStreams.forTask(seed, i)}, so rows do not depend on the thread count.
 */
public final class SolverComparison {
  private SolverComparison() {}

  /** One deal. {@code restartsGaveUpOnWinnable} marks the baseline's failures that matter. */
  public record Row(int deal, String exact, boolean winnable, int fewestDraws, long exactNodes, double exactMillis,
      boolean restartsSolved, int restartAttempts, int restartDraws, double restartMillis,
      boolean restartsGaveUpOnWinnable) {}

  /** Runs {@code deals} seeded random deals of the level through both solvers. */
  public static Table run(Level level, int deals, long seed, RandomRestartSolver restarts, Budget exactBudget) {
    Objects.requireNonNull(level, "level");
    Objects.requireNonNull(restarts, "restarts");
    ThreadLocal<ExactSolver> solvers = ThreadLocal.withInitial(
        () -> ExactSolver.builder().budget(exactBudget).build());
    long restartSeed = RandomStreams.derive(seed, "restarts");
    List<Row> rows = MonteCarlo.trials(deals).seed(seed).label("exact vs restarts").collect((i, rng) -> {
      Deal d = Deal.random(level, rng);
      SolverResult e = solvers.get().solve(level, d);
      RandomRestartSolver.Result r = restarts.solve(level, d, RandomStreams.forTask(restartSeed, i));
      return new Row(i, e.winnable().toJson().toString(), e.winnable() == Verdict.TRUE, e.draws(), e.nodes(),
          e.millis(), r.solved(), r.attempts(), r.solved() ? r.draws() : -1, r.millis(),
          e.winnable() == Verdict.TRUE && !r.solved());
    });
    return Tables.fromRecords("exact vs restarts", rows);
  }

  /** One seeded run of the random-restart solver on a fixed deal. */
  public record RestartRun(int run, double skipProbability, boolean solved, int attempts, int draws, long movesPlayed,
      double millis) {}

  /**
   * {@code runs} independent seeded runs of the random-restart solver on one deal (run i uses
   * {@code RandomStreams.forTask(seed, i)}): how many attempts the blog's method needs on it.
   */
  public static Table restartRuns(Level level, Deal deal, int runs, long seed, RandomRestartSolver restarts) {
    Objects.requireNonNull(deal, "deal");
    deal.checkFits(level);
    List<RestartRun> rows = MonteCarlo.trials(runs).seed(seed).label("restart runs").collect((i, rng) -> {
      RandomRestartSolver.Result r = restarts.solve(level, deal, rng);
      return new RestartRun(i, restarts.skipProbability(), r.solved(), r.attempts(), r.solved() ? r.draws() : -1,
          r.movesPlayed(), r.millis());
    });
    return Tables.fromRecords("restart runs", rows);
  }

  /**
   * Expected attempts until the first win, from a {@link #restartRuns} table with every run counted,
   * the runs that gave up included. Each attempt is an independent trial with the same chance p of a
   * win, so the attempts until a win are geometric and the runs are right-censored at the attempt
   * limit; the maximum-likelihood p is wins over all attempts made, and the expected attempts are 1/p,
   * with the interval from a Wilson interval on p. Unlike the mean over solved runs, this does not
   * drop the runs that gave up (which biases that mean low when many give up). With no win the
   * value and the upper end are infinite.
   */
  public static Estimate expectedAttempts(Table runs, double confidence) {
    long attempts = (long) runs.intColumn("attempts").sum();
    int wins = runs.booleanColumn("solved").countTrue();
    if (attempts == 0) {
      throw new IllegalArgumentException("no attempts in the restart runs table");
    }
    Estimate p = Stats.proportion(wins, attempts, confidence);
    double inf = Double.POSITIVE_INFINITY;
    return new Estimate(wins == 0 ? inf : (double) attempts / wins, 1 / p.upper(),
        p.lower() > 0 ? 1 / p.lower() : inf, runs.rowCount(), confidence);
  }

  /**
   * Summary of a {@link #run} table: shares with Wilson 95% intervals and time percentiles, one row
   * per quantity (columns quantity, value with its interval {@code value_lo}, {@code value_hi}, n).
   */
  public static Table summary(Table rows) {
    Table out = Table.create("summary", StringColumn.create("quantity"));
    out.addColumns(Tables.estimateColumns("value"));
    out.addColumns(IntColumn.create("n"));
    int n = rows.rowCount();
    int winnable = rows.booleanColumn("winnable").countTrue();
    int solved = rows.booleanColumn("restartsSolved").countTrue();
    int gaveUp = rows.booleanColumn("restartsGaveUpOnWinnable").countTrue();
    int unknown = (int) rows.stringColumn("exact").isEqualTo("unknown").size();
    add(out, "exact: share winnable (unknown " + unknown + ")", Stats.proportion(winnable, n - unknown, 0.95));
    add(out, "restarts: share solved", Stats.proportion(solved, n, 0.95));
    if (winnable > 0) {
      add(out, "restarts: share of winnable deals given up on", Stats.proportion(gaveUp, winnable, 0.95));
    }
    Table solvedRows = rows.where(rows.booleanColumn("restartsSolved").isTrue());
    if (solvedRows.rowCount() > 1) { // an interval needs two solved deals
      add(out, "restarts: mean attempts when solved", Stats.mean(solvedRows, "restartAttempts", 0.95));
      double[] extra = new double[solvedRows.rowCount()];
      for (int i = 0; i < extra.length; i++) {
        extra[i] = solvedRows.intColumn("restartDraws").get(i) - solvedRows.intColumn("fewestDraws").get(i);
      }
      add(out, "restarts: draws above the fewest, when solved", Stats.mean(extra, 0.95));
    }
    double[] exactMs = rows.doubleColumn("exactMillis").asDoubleArray();
    double[] restartMs = rows.doubleColumn("restartMillis").asDoubleArray();
    for (double q : new double[] {50, 90, 99}) {
      addPoint(out, "exact solve ms, p" + (int) q, Stats.percentile(exactMs, q), n);
    }
    for (double q : new double[] {50, 90, 99}) {
      addPoint(out, "restarts ms, p" + (int) q, Stats.percentile(restartMs, q), n);
    }
    return out;
  }

  private static void add(Table t, String q, Estimate e) {
    t.stringColumn("quantity").append(q);
    Tables.appendEstimate(t, "value", e);
    t.intColumn("n").append((int) e.n());
  }

  private static void addPoint(Table t, String q, double v, int n) {
    t.stringColumn("quantity").append(q);
    t.doubleColumn("value").append(v);
    t.doubleColumn(Tables.lo("value")).appendMissing();
    t.doubleColumn(Tables.hi("value")).appendMissing();
    t.intColumn("n").append(n);
  }
}
