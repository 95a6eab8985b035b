package org.levellab.tripeaks.solve;

import java.util.List;
import org.levellab.search.Verdict;
import org.levellab.tripeaks.Move;

/**
 * The answer of {@link ExactSolver}.
 *
 * @param winnable TRUE (proven, with {@code moves}), FALSE (proven not winnable) or UNKNOWN (budget spent)
 * @param moves a winning move list when winnable is TRUE, else empty
 * @param draws draws in {@code moves}, -1 when there is no solution
 * @param drawsMinimal true when no solution with fewer draws exists (proven)
 * @param nodes search nodes visited
 * @param millis wall-clock time of the solve
 */
public record SolverResult(Verdict winnable, List<Move> moves, int draws, boolean drawsMinimal, long nodes,
    double millis) {
  /** The moves in notation, for example {@code "B3 B2 D B9"}. */
  public String movesText() {
    return Move.format(moves);
  }
}
