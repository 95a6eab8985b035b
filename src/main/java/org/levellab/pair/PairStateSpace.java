package org.levellab.pair;

import java.util.ArrayList;
import java.util.List;
import org.levellab.cards.Card;
import org.levellab.search.StateSpace;

/**
 * Pair Solitaire as a {@link StateSpace}, so the game-independent state-graph analyzer of {@code
 * org.levellab.search} can explore every position of a (small) stack: a move removes one card and
 * is named after it; a win is a beaten stack (two cards left). No move carries a tag.
 */
public final class PairStateSpace implements StateSpace<PairState> {
  private final PairGame game;

  public PairStateSpace(PairGame game) {
    this.game = game;
  }

  @Override
  public PairState initial() {
    return game.start();
  }

  @Override
  public List<Move<PairState>> moves(PairState state) {
    List<Card> removals = state.legalRemovals();
    List<Move<PairState>> moves = new ArrayList<>(removals.size());
    for (Card c : removals) {
      moves.add(new Move<>(c.toString(), state.apply(c), 0));
    }
    return moves;
  }

  @Override
  public boolean isWin(PairState state) {
    return state.isBeaten();
  }
}
