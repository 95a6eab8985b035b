package org.levellab.tripeaks;

import java.util.List;
import java.util.Objects;
import org.levellab.core.MonteCarlo;
import org.levellab.core.RandomStreams;
import org.levellab.core.Tables;
import org.levellab.search.Budget;
import org.levellab.search.Verdict;
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
      int rDraws = (int) r.moves().stream().filter(m -> m == Move.DRAW).count();
      return new Row(i, e.winnable().toJson().toString(), e.winnable() == Verdict.TRUE, e.draws(), e.nodes(),
          e.millis(), r.solved(), r.attempts(), r.solved() ? rDraws : -1, r.millis(),
          e.winnable() == Verdict.TRUE && !r.solved());
    });
    return Tables.fromRecords("exact vs restarts", rows);
  }
}
