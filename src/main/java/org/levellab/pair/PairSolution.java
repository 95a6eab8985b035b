package org.levellab.pair;

import java.util.List;
import org.levellab.cards.Card;
import org.levellab.search.Verdict;

/**
 * The answer of {@link PairSolver}.
 *
 * @param beatable TRUE with a winning sequence, FALSE when the whole reachable state space was searched
 *     (with sound pruning) and no line reaches two cards, UNKNOWN when the budget ran out
 * @param fewestRemaining the fewest cards the stack can be reduced to: exact when {@code beatable} is
 *     TRUE or FALSE, the best found so far (an upper bound) when UNKNOWN
 * @param moves the cards to remove, in order, reaching {@code fewestRemaining} cards; replays with
 *     {@link PairReplay}
 * @param nodes states expanded
 * @param millis wall-clock time of the search
 */
public record PairSolution(Verdict beatable, int fewestRemaining, List<Card> moves, long nodes, double millis) {
  public PairSolution {
    moves = List.copyOf(moves);
  }

  /** Whether the answer is proven (TRUE or FALSE), as opposed to out of budget. */
  public boolean decided() {
    return beatable != Verdict.UNKNOWN;
  }
}
