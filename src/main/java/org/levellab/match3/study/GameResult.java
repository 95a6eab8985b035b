package org.levellab.match3.study;

/**
 * One game: its index, the swaps played, whether the target was reached or the game ended in game
 * over first, the final score, and the mean time the agent took per swap choice (microseconds; the
 * only column that is not reproducible, being a measurement).
 */
public record GameResult(int game, int swaps, boolean reached, boolean gameOver, int score,
    double microsPerSwap) {
  /**
   * Swaps to the target, extrapolated at the game's own rate for a game that ended in game over
   * ({@code swaps * target / score}), or at the slowest possible rate of 3 points per swap for a
   * game over before any swap; the calibration's ranking criterion.
   */
  public double costToTarget(int target) {
    if (reached) {
      return swaps;
    }
    return score == 0 ? target / 3.0 : (double) swaps * target / score;
  }
}
