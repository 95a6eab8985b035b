package org.levellab.tripeaks.study;

import java.util.random.RandomGenerator;
import org.levellab.tripeaks.Deal;
import org.levellab.tripeaks.Level;
import org.levellab.tripeaks.Move;
import org.levellab.tripeaks.TriPeaksState;

/**
 * The simplest agent: picks a legal move uniformly at random until the game ends. A baseline and the
 * benchmark of raw rules speed, not a model of a human player.
 */
public final class RandomMover {
  private RandomMover() {}

  /**
   * Plays {@code state} (a dealt game: no chance nodes) to the end in place with uniform random legal
   * moves; true when won.
   */
  public static boolean playOut(TriPeaksState state, RandomGenerator rng) {
    // At most one move per slot plus H, S, P and D (or, at a chance node, one outcome per rank).
    int[] buf = new int[Math.max(state.level().layout().size() + Move.NON_BOARD, 13)];
    // A hold slot allows endless swaps; a cap on moves keeps a game finite.
    int cap = 8 * (state.level().totalCards() + 4);
    for (int steps = 0; steps < cap; steps++) {
      int k = state.legalActions(buf);
      if (k == 0) {
        break;
      }
      state.apply(buf[k == 1 ? 0 : rng.nextInt(k)]);
    }
    return state.isWon();
  }

  /** Plays one game of the level on the deal; true when won. */
  public static boolean play(Level level, Deal deal, RandomGenerator rng) {
    return playOut(level.deal(deal), rng);
  }
}
