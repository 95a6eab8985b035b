package org.levellab.search;

import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.function.Consumer;
import org.levellab.core.Progress;
import org.levellab.core.RunningMean;
import org.levellab.core.RunningQuantiles;
import org.levellab.core.Estimate;
import org.levellab.core.MonteCarlo;
import org.levellab.core.RandomStreams;
import org.levellab.core.RunLedger;
import org.levellab.core.Stats;
import org.levellab.core.Sweep;
import org.levellab.core.SweepDefinition;
import org.levellab.core.Tables;
import org.levellab.game.Game;
import org.levellab.game.Games;
import org.levellab.game.Replay;
import org.levellab.game.State;
import tech.tablesaw.api.Table;

/**
 * The share of a game's seeded starts that can be won: {@link GameSolver} on N seeded starts of any
 * game without chance, on all cores through {@link MonteCarlo}.
 *
 * <p>Start {@code i} of a run seeded {@code seed} is {@code game.newInitialState(startSeed(seed, i))},
 * where {@link #startSeed} is {@link RandomStreams#taskSeed RandomStreams.taskSeed(seed, i)}: the
 * single seed whose stream is {@code forTask(seed, i)}. So a game that deals from {@code
 * RandomStreams.of(seed)} deals start i exactly as a seeded run that draws deal i from {@code
 * forTask(seed, i)} (the TriPeaks winnability command, Pair Solitaire's solved shuffles), and the
 * starts, and with a node budget the verdicts, are the same whatever the thread count. The per-deal table gives each start's seed, so {@code levellab solve
 * --game G --seed <startSeed>} (or {@code play}) brings that start back alone. Every winning line is
 * replayed through the rules before it is counted.
 *
 * <pre>{@code
 * WinnableShare.Result r = WinnableShare.run(BlackHole.game(), 10_000, 1);
 * r.share();      // winnable among decided starts, Wilson 95% interval
 * r.perDeal();    // one row per start: verdict, moves, nodes, millis
 * }</pre>
 */
public final class WinnableShare {
  /** The default budget per start: the CLI's, 50 million expanded positions and no clock. */
  public static final Budget DEFAULT_BUDGET = Budget.nodes(50_000_000L);

  private WinnableShare() {}

  /**
   * One start's outcome.
   *
   * @param deal the start's index in the run
   * @param startSeed the seed of {@code game.newInitialState} for this start
   * @param verdict true, false or unknown
   * @param moves the winning line's length (0 unless winnable)
   * @param nodes positions the solver expanded
   * @param millis wall-clock time of the solve
   */
  public record Outcome(int deal, long startSeed, String verdict, boolean winnable, boolean unknown, int moves,
      long nodes, double millis) {}

  /**
   * A run's summary.
   *
   * @param budgetNodes the node budget of each solve ({@code Long.MAX_VALUE}: none)
   * @param budgetMillis the time budget of each solve in ms, or null when there is none
   * @param share winnable starts among the decided ones (unknown left out), Wilson 95% interval; null
   *     when none was decided
   * @param shareIfUnknownLost winnable starts among all, counting every unknown as lost (a lower bound)
   * @param meanNodes mean positions expanded per start
   * @param maxNodes most positions expanded by one start
   * @param perDeal one row per start ({@link Outcome}), in start order; null for a run that streamed
   *     its rows ({@link #stream})
   */
  public record Result(String game, int deals, long seed, long budgetNodes, Long budgetMillis, long winnable,
      long notWinnable, long unknown, Estimate share, double shareIfUnknownLost, double p50Millis,
      double p90Millis, double p99Millis, double maxMillis, double meanNodes, long maxNodes, Table perDeal) {
    @Override
    public String toString() {
      String shareText = share == null ? "no start decided"
          : String.format(Locale.ROOT, "winnable %.2f%% [%.2f%%, %.2f%%] of %d decided", 100 * share.value(),
              100 * share.lower(), 100 * share.upper(), winnable + notWinnable);
      return String.format(Locale.ROOT, "%s: %d seeded starts (seed %d): %s, %d unknown%n"
          + "solve time p50 %.3g ms, p90 %.3g ms, p99 %.3g ms, max %.3g ms; nodes mean %.0f, max %d",
          game, deals, seed, shareText, unknown, p50Millis, p90Millis, p99Millis, maxMillis, meanNodes, maxNodes);
    }
  }

  /** The seed of start {@code deal} of a run seeded {@code seed}. */
  public static long startSeed(long seed, int deal) {
    return RandomStreams.taskSeed(seed, deal);
  }

  /** Runs {@code deals} seeded starts on every core, each solve within {@link #DEFAULT_BUDGET}. */
  public static Result run(Game<?> game, int deals, long seed) {
    return run(game, deals, seed, DEFAULT_BUDGET, MonteCarlo.defaultThreads());
  }

  /**
   * Runs {@code deals} seeded starts on {@code threads} threads, each solve within {@code budget}.
   *
   * @throws IllegalArgumentException when {@code deals < 1}, when the game has no seeded starts, or
   *     when it has chance (the solver needs a dealt game)
   */
  public static Result run(Game<?> game, int deals, long seed, Budget budget, int threads) {
    return run(game, deals, seed, budget, threads, RunLedger.none());
  }

  /**
   * {@link #run(Game, int, long, Budget, int)} resumed from {@code ledger} (a {@link
   * org.levellab.core.Checkpoint}): the starts it has decided are not solved again, and every start
   * solved now is recorded in it. The result is the one an uninterrupted run gives.
   */
  public static Result run(Game<?> game, int deals, long seed, Budget budget, int threads,
      RunLedger<Outcome> ledger) {
    List<Outcome> rows;
    try {
      rows = sweep(game, deals, seed, budget).collect(threads, Progress.newDefault(), ledger);
    } catch (MonteCarlo.TrialFailedException e) {
      if (e.getCause() instanceof IllegalArgumentException bad) {
        throw new IllegalArgumentException(bad.getMessage() + " (start " + e.trial() + ")", bad);
      }
      throw e;
    }
    return summarize(game, seed, budget, rows);
  }

  /**
   * The run as a sweep: one point (the game), {@code deals} trials; trial i solves the start {@code
   * game.newInitialState(startSeed(seed, i))}. Any runner of it gives the rows {@link #run} summarizes.
   */
  public static Sweep<Game<?>, Outcome> sweep(Game<?> game, int deals, long seed, Budget budget) {
    Objects.requireNonNull(game, "game");
    Objects.requireNonNull(budget, "budget");
    if (deals < 1) {
      throw new IllegalArgumentException("the number of starts must be at least 1, was " + deals);
    }
    game.newInitialState(startSeed(seed, 0)); // a game without seeded starts says so here, before the run
    GameSolver solver = GameSolver.withBudget(budget);
    return Sweep.of(game.name() + " solve", Outcome.class, List.of(game), deals, seed,
        (g, i, rng) -> solveStart(g, solver, i, startSeed(seed, i)));
  }

  /** The summary of a run's rows (in start order), however they were computed. */
  public static Result summarize(Game<?> game, long seed, Budget budget, List<Outcome> rows) {
    Tally tally = new Tally();
    rows.forEach(tally::add);
    return tally.result(game, seed, budget, Tables.fromRecords(game.name() + " starts", rows));
  }

  /**
   * Runs {@code deals} seeded starts like {@link #run} without holding their rows: each start's
   * outcome goes to {@code perDeal} in start order as it comes (to write it out) and into the summary,
   * whose {@link Result#perDeal()} is null. Counts, share and node figures are those of {@link #run};
   * the time percentiles too up to {@link RunningMean#EXACT_LIMIT} starts, within 1% beyond ({@link
   * RunningQuantiles}).
   */
  public static Result stream(Game<?> game, int deals, long seed, Budget budget, int threads,
      Consumer<? super Outcome> perDeal) {
    return stream(game, deals, seed, budget, threads, perDeal, RunLedger.none());
  }

  /** {@link #stream(Game, int, long, Budget, int, Consumer)} resumed from {@code ledger}, as {@link #run} is. */
  public static Result stream(Game<?> game, int deals, long seed, Budget budget, int threads,
      Consumer<? super Outcome> perDeal, RunLedger<Outcome> ledger) {
    Tally tally = new Tally();
    try {
      sweep(game, deals, seed, budget).forEachOrdered(threads, Progress.newDefault(), row -> {
        tally.add(row);
        perDeal.accept(row);
      }, ledger);
    } catch (MonteCarlo.TrialFailedException e) {
      if (e.getCause() instanceof IllegalArgumentException bad) {
        throw new IllegalArgumentException(bad.getMessage() + " (start " + e.trial() + ")", bad);
      }
      throw e;
    }
    return tally.result(game, seed, budget, null);
  }

  /** Counts, times and nodes of a run's starts, added in start order. */
  private static final class Tally {
    private final RunningQuantiles millis = new RunningQuantiles();
    private int deals;
    private long win;
    private long unknown;
    private long nodeSum;
    private long maxNodes;

    void add(Outcome row) {
      deals++;
      win += row.winnable() ? 1 : 0;
      unknown += row.unknown() ? 1 : 0;
      millis.add(row.millis());
      nodeSum += row.nodes();
      maxNodes = Math.max(maxNodes, row.nodes());
    }

    Result result(Game<?> game, long seed, Budget budget, Table perDeal) {
      long lost = deals - win - unknown;
      return new Result(game.name(), deals, seed, budget.maxNodes(),
          budget.maxMillis() == Long.MAX_VALUE ? null : budget.maxMillis(), win, lost, unknown,
          win + lost > 0 ? Stats.proportion(win, win + lost, 0.95) : null, (double) win / deals,
          millis.percentile(50), millis.percentile(90), millis.percentile(99), millis.max(),
          deals == 0 ? 0 : (double) nodeSum / deals, maxNodes, perDeal);
    }
  }

  /**
   * A winnable-share run as plain values, for runners in other JVMs (Spark executors).
   *
   * @param game the catalogue name
   * @param rules the game's rules text ({@link Game#rules()})
   */
  public record Definition(String game, String rules, int deals, long seed, long maxNodes, long maxMillis)
      implements SweepDefinition {
    public static Definition of(Game<?> game, int deals, long seed, Budget budget) {
      return new Definition(game.name(), game.rules(), deals, seed, budget.maxNodes(), budget.maxMillis());
    }

    @Override
    public Sweep<Game<?>, Outcome> sweep() {
      return WinnableShare.sweep(Games.create(game, rules), deals, seed, new Budget(maxNodes, maxMillis));
    }
  }

  private static Outcome solveStart(Game<?> game, GameSolver solver, int deal, long startSeed) {
    State start = game.newInitialState(startSeed);
    GameSolver.Solution s = solver.solve(start);
    if (s.winnable() == Verdict.TRUE) {
      Replay.Result r = Replay.actions(start, s.actions().stream().mapToInt(Integer::intValue).toArray());
      if (!r.won()) {
        throw new IllegalStateException("the solver's line for start " + deal + " does not win when replayed: "
            + (r.ok() ? "the game is not won at its end" : r.error()));
      }
    }
    return new Outcome(deal, startSeed, s.winnable().toJson().toString(), s.winnable() == Verdict.TRUE,
        s.winnable() == Verdict.UNKNOWN, s.moves().size(), s.nodes(), s.millis());
  }
}
