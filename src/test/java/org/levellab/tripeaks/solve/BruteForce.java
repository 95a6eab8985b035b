package org.levellab.tripeaks.solve;

import org.levellab.tripeaks.Move;
import org.levellab.tripeaks.TriPeaksState;

import java.util.List;

/**
 * Plain exhaustive search over {@link TriPeaksState} with no table and no pruning: the reference the
 * exact solver is checked against on small cases. Skips only a swap right after a swap (the pair is
 * the identity) and a swap of equal ranks (a no-op), which also keeps it finite.
 */
final class BruteForce {
  private BruteForce() {}

  static final int NONE = Integer.MAX_VALUE;

  /** Fewest draws over all winning move sequences, or NONE when the deal cannot be won. */
  static int minDraws(TriPeaksState s) {
    return minDraws(s, false);
  }

  private static int minDraws(TriPeaksState s, boolean lastSwap) {
    if (s.isWon()) {
      return 0;
    }
    int best = NONE;
    List<Move> legal = s.legalMoves();
    for (Move m : legal) {
      if (m == Move.SWAP && (lastSwap || s.holdCard() == s.wasteTop())) {
        continue;
      }
      TriPeaksState c = s.copy();
      c.apply(m);
      int r = minDraws(c, m == Move.SWAP);
      if (r != NONE) {
        best = Math.min(best, r + (m == Move.DRAW ? 1 : 0));
      }
    }
    return best;
  }
}
