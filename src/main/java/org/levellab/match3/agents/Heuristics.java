package org.levellab.match3.agents;

import org.levellab.match3.Board;

/**
 * The paper's five heuristics and their weighted sum. On a path of look-ahead swaps ending at a leaf
 * board (a path of one swap for HGS): Score is the average score per swap along the path, Depth the
 * average depth, and Pairs, Moves and Touching are measured on the leaf board, whose cleared cells
 * are unknown. Heuristics with weight 0 are not computed (Moves costs a full swap scan).
 */
public final class Heuristics {
  private Heuristics() {}

  /** The five values of a path: {@code [hs, hp, hn, hd, ht]}. */
  public static double[] values(Board leaf, int pathScore, int pathDepthSum, int pathLength) {
    return new double[] {
      (double) pathScore / pathLength, leaf.pairs(), leaf.countLegalSwaps(),
      (double) pathDepthSum / pathLength, leaf.touching()
    };
  }

  /**
   * The weighted sum for a path. {@code knownMoves} is the leaf's valid swap count if the caller
   * already has it, or -1.
   */
  public static double value(Weights w, Board leaf, int pathScore, int pathDepthSum, int pathLength,
      int knownMoves) {
    int pairs = w.pairs() != 0 ? leaf.pairs() : 0;
    int moves = w.moves() == 0 ? 0 : knownMoves >= 0 ? knownMoves : leaf.countLegalSwaps();
    int touching = w.touching() != 0 ? leaf.touching() : 0;
    return value(w, pathScore, pathDepthSum, pathLength, pairs, moves, touching);
  }

  /**
   * The weighted sum from the path's counts and the leaf's measured values (those with weight 0 may
   * be anything). The one place the sum is computed, so an agent that measures a leaf once for many
   * weight vectors ({@link SharedLookahead}) gets bit-identical values. With weights >= 0 it is
   * monotone in every count (floating-point rounding is monotone).
   */
  public static double value(Weights w, int pathScore, int pathDepthSum, int pathLength, int pairs,
      int moves, int touching) {
    double v = w.score() * pathScore / pathLength + w.depth() * pathDepthSum / pathLength;
    if (w.pairs() != 0) {
      v += w.pairs() * pairs;
    }
    if (w.moves() != 0) {
      v += w.moves() * moves;
    }
    if (w.touching() != 0) {
      v += w.touching() * touching;
    }
    return v;
  }
}
