package org.levellab.search;

import java.util.List;
import java.util.Locale;
import java.util.Objects;
import org.levellab.core.MonteCarlo;
import org.levellab.core.RunningQuantiles;
import org.levellab.core.Sweep;
import org.levellab.core.Tables;
import org.levellab.game.Game;
import org.levellab.game.Replay;
import org.levellab.game.State;
import tech.tablesaw.api.Table;

/**
 * {@link ShortestSolver} on N seeded starts of a game without chance: the fewest moves of each, on
 * several threads. Start {@code i} is the one {@link WinnableShare} solves ({@link
 * WinnableShare#startSeed}), so {@code levellab solve --game G --seed <startSeed> --shortest} brings
 * it back alone; with a node budget the rows do not depend on the thread count. Every line is
 * replayed through the rules before it is counted.
 */
public final class ShortestRun {
  private ShortestRun() {}

  /**
   * One start's outcome.
   *
   * @param deal the start's index in the run
   * @param startSeed the seed of {@code game.newInitialState} for this start
   * @param verdict a line known (true), none exists (false), or unknown
   * @param proven the fewest moves (or the loss) is proven; false when the budget ran out
   * @param moves the best line's length (-1 when none is known)
   * @param atLeast no winning line is shorter (-1 when the start is lost)
   * @param nodes positions expanded
   * @param millis wall-clock time of the solve
   * @param line the best line in the game's notation, moves separated by spaces
   */
  public record Outcome(int deal, long startSeed, String verdict, boolean proven, int moves, int atLeast, long nodes,
      double millis, String line) {}

  /**
   * A run's summary.
   *
   * @param budgetNodes the node budget of each solve ({@code Long.MAX_VALUE}: none)
   * @param budgetMillis the time budget of each solve in ms, or null when there is none
   * @param provenFewest starts won whose fewest moves is proven
   * @param atMost starts won by a known line, but the budget ran out before it was proven the fewest
   * @param notWinnable starts proven lost
   * @param unknown starts with no line found and no proof of loss
   * @param meanFewest mean of the proven fewest moves (null when none is proven)
   * @param minFewest fewest of the proven fewest moves (-1 when none)
   * @param maxFewest most of the proven fewest moves (-1 when none)
   * @param perDeal one row per start ({@link Outcome}), in start order
   */
  public record Result(String game, int deals, long seed, long budgetNodes, Long budgetMillis, long provenFewest,
      long atMost, long notWinnable, long unknown, Double meanFewest, int minFewest, int maxFewest, double meanNodes,
      long maxNodes, double p50Millis, double maxMillis, Table perDeal) {
    @Override
    public String toString() {
      String fewest = meanFewest == null ? "no fewest moves proven"
          : String.format(Locale.ROOT, "proven fewest moves mean %.2f, min %d, max %d", meanFewest, minFewest,
              maxFewest);
      return String.format(Locale.ROOT, "%s: %d seeded starts (seed %d): %d won in proven fewest moves, %d won in at"
          + " most (budget ran out), %d not winnable, %d unknown%n%s; nodes mean %.0f, max %d; solve time p50 %.3g ms,"
          + " max %.3g ms", game, deals, seed, provenFewest, atMost, notWinnable, unknown, fewest, meanNodes, maxNodes,
          p50Millis, maxMillis);
    }
  }

  /**
   * Runs {@code deals} seeded starts on {@code threads} threads, each solve within {@code budget}.
   *
   * @throws IllegalArgumentException when {@code deals < 1}, when the game has no seeded starts, or
   *     when it has chance or no keys
   */
  public static Result run(Game<?> game, int deals, long seed, Budget budget, int threads) {
    Objects.requireNonNull(game, "game");
    Objects.requireNonNull(budget, "budget");
    if (deals < 1) {
      throw new IllegalArgumentException("the number of starts must be at least 1, was " + deals);
    }
    game.newInitialState(WinnableShare.startSeed(seed, 0)); // a game without seeded starts says so here
    ShortestSolver solver = ShortestSolver.withBudget(budget);
    List<Outcome> rows;
    try {
      rows = Sweep.of(game.name() + " shortest", Outcome.class, List.of(game), deals, seed,
          (g, i, rng) -> solveStart(g, solver, i, WinnableShare.startSeed(seed, i))).collect(threads);
    } catch (MonteCarlo.TrialFailedException e) {
      if (e.getCause() instanceof IllegalArgumentException bad) {
        throw new IllegalArgumentException(bad.getMessage() + " (start " + e.trial() + ")", bad);
      }
      throw e;
    }
    return summarize(game, seed, budget, rows);
  }

  private static Result summarize(Game<?> game, long seed, Budget budget, List<Outcome> rows) {
    RunningQuantiles millis = new RunningQuantiles();
    long proven = 0;
    long atMost = 0;
    long lost = 0;
    long fewestSum = 0;
    int min = -1;
    int max = -1;
    long nodeSum = 0;
    long maxNodes = 0;
    for (Outcome o : rows) {
      millis.add(o.millis());
      nodeSum += o.nodes();
      maxNodes = Math.max(maxNodes, o.nodes());
      if (o.verdict().equals("false")) {
        lost++;
      } else if (o.proven()) {
        proven++;
        fewestSum += o.moves();
        min = min < 0 ? o.moves() : Math.min(min, o.moves());
        max = Math.max(max, o.moves());
      } else if (o.moves() >= 0) {
        atMost++;
      }
    }
    long unknown = rows.size() - proven - atMost - lost;
    return new Result(game.name(), rows.size(), seed, budget.maxNodes(),
        budget.maxMillis() == Long.MAX_VALUE ? null : budget.maxMillis(), proven, atMost, lost, unknown,
        proven == 0 ? null : (double) fewestSum / proven, min, max, (double) nodeSum / rows.size(), maxNodes,
        millis.percentile(50), millis.max(), Tables.fromRecords(game.name() + " shortest", rows));
  }

  private static Outcome solveStart(Game<?> game, ShortestSolver solver, int deal, long startSeed) {
    State start = game.newInitialState(startSeed);
    ShortestSolver.Solution s = solver.solve(start);
    if (s.winnable() == Verdict.TRUE) {
      Replay.Result r = Replay.actions(start, s.actions().stream().mapToInt(Integer::intValue).toArray());
      if (!r.won()) {
        throw new IllegalStateException("the solver's line for start " + deal + " does not win when replayed: "
            + (r.ok() ? "the game is not won at its end" : r.error()));
      }
    }
    return new Outcome(deal, startSeed, s.winnable().toJson().toString(), s.proven(), s.length(), s.atLeast(),
        s.nodes(), s.millis(), String.join(" ", s.moves()));
  }
}
