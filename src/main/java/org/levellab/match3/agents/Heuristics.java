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
    double v = w.score() * pathScore / pathLength + w.depth() * pathDepthSum / pathLength;
    if (w.pairs() != 0) {
      v += w.pairs() * leaf.pairs();
    }
    if (w.moves() != 0) {
      v += w.moves() * (knownMoves >= 0 ? knownMoves : leaf.countLegalSwaps());
    }
    if (w.touching() != 0) {
      v += w.touching() * leaf.touching();
    }
    return v;
  }
}
