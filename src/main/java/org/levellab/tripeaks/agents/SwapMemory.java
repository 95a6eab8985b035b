package org.levellab.tripeaks.agents;

import org.levellab.tripeaks.Move;
import org.levellab.tripeaks.solve.PackedPosition;

/**
 * A player's memory of its own last move, when that was a swap: swapping straight back undoes it,
 * and a planner that values both positions alike could swap back and forth for ever. A player
 * remembers what it just did; this remembers the position its swap made (cleared slots, stock
 * position, waste top, hold card) and forbids a swap there, once. No hidden card is involved.
 */
final class SwapMemory {
  private boolean set;
  private long cleared;
  private long stockAndCards;

  /** True when {@code p} is the position this player's last move (a swap) made: no swap back. */
  boolean forbidsSwap(PackedPosition p) {
    return set && p.clearedMask() == cleared && p.stockAndCards() == stockAndCards;
  }

  /** Records the move about to be played at {@code p}. */
  void played(PackedPosition p, int move) {
    set = move == Move.CODE_SWAP;
    if (set) {
      cleared = p.clearedMask();
      // after the swap the hold card is on the waste and the waste top in the hold slot
      stockAndCards = PackedPosition.stockAndCards(p.stockIndex(), p.holdCard(), p.wasteTop());
    }
  }

  /** True when the move is a swap that changes nothing (hold card and waste top of equal rank). */
  static boolean uselessSwap(PackedPosition p, int move) {
    return move == Move.CODE_SWAP && p.holdCard() == p.wasteTop();
  }
}
