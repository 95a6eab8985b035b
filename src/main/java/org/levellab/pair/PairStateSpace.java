package org.levellab.pair;

import java.util.ArrayList;
import java.util.List;
import org.levellab.search.StateSpace;

/**
 * Pair Solitaire as a {@link StateSpace}, so the game-independent state-graph analyzer of {@code
 * org.levellab.search} can explore every position of a (small) stack: a move removes one card and
 * is named after it; a win is a beaten stack (two cards left). No move carries a tag. The states it
 * hands out are never changed afterwards, so they serve as the analyzer's map keys.
 */
public final class PairStateSpace implements StateSpace<PairState> {
  private final PairDeal deal;

  public PairStateSpace(PairDeal deal) {
    this.deal = deal;
  }

  @Override
  public PairState initial() {
    return deal.start();
  }

  @Override
  public List<Move<PairState>> moves(PairState state) {
    int[] removals = state.legalActions();
    List<Move<PairState>> moves = new ArrayList<>(removals.length);
    for (int a : removals) {
      PairState next = state.copy();
      next.apply(a);
      moves.add(new Move<>(state.actionToString(a), next, 0));
    }
    return moves;
  }

  @Override
  public boolean isWin(PairState state) {
    return state.isBeaten();
  }
}
