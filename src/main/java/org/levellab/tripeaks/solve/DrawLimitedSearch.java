package org.levellab.tripeaks.solve;

import java.util.ArrayList;
import java.util.List;
import org.levellab.search.Budget;
import org.levellab.search.Verdict;
import org.levellab.tripeaks.Move;

/**
 * What {@link ExactSolver}'s two searches (the general one and {@link ColumnSearch}) share around their
 * depth-first search: the line being searched and the best one found, the node meter, the draw limit,
 * and the rounds of fewest draws (after a line with d draws, search again allowing d - 1, until no line
 * is found or the budget runs out; lost positions stay lost under a smaller limit, so a search keeps
 * its table across rounds).
 */
abstract class DrawLimitedSearch {
  /** The last stock index a line may draw up to. */
  int limit;
  int[] path;
  int[] best;
  int bestLength;
  Budget.Meter meter;
  boolean aborted;

  /** One search from the deal's start under {@link #limit}; true when it won, its line in best. */
  abstract boolean searchFromStart();

  /** The winning line in {@code best} when the search reaches a cleared board at {@code depth}. */
  final boolean won(int depth) {
    System.arraycopy(path, 0, best, 0, depth);
    bestLength = depth;
    return true;
  }

  /**
   * Searches a set-up deal, in rounds of fewer draws when {@code minimizeDraws}: the verdict, the best
   * line, its draws and whether they are proven fewest, the nodes, and the time since {@code t0}.
   */
  final SolverResult rounds(Budget budget, boolean minimizeDraws, int stockSize, long t0) {
    meter = budget.start();
    aborted = false;
    bestLength = -1;
    int bestDraws = -1;
    limit = stockSize - 1;
    boolean provenMinimal = false;
    while (true) {
      if (searchFromStart()) {
        bestDraws = 0;
        for (int i = 0; i < bestLength; i++) {
          bestDraws += best[i] == Move.CODE_DRAW ? 1 : 0;
        }
        if (!minimizeDraws || bestDraws == 0) {
          provenMinimal = bestDraws == 0;
          break;
        }
        limit = bestDraws - 1;
        continue;
      }
      if (!aborted && bestLength >= 0) {
        provenMinimal = true;
      }
      break;
    }
    Verdict verdict = bestLength >= 0 ? Verdict.TRUE : aborted ? Verdict.UNKNOWN : Verdict.FALSE;
    List<Move> moves = new ArrayList<>();
    for (int i = 0; i < Math.max(0, bestLength); i++) {
      moves.add(Move.ofCode(best[i]));
    }
    double ms = (System.nanoTime() - t0) / 1e6;
    return new SolverResult(verdict, List.copyOf(moves), bestLength >= 0 ? bestDraws : -1,
        provenMinimal, meter.nodes(), ms);
  }
}
