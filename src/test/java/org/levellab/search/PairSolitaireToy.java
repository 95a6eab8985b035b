package org.levellab.search;

import java.util.ArrayList;
import java.util.List;
import org.levellab.cards.Card;
import org.levellab.pair.PairDeal;

/**
 * A tiny Pair Solitaire for testing the analyzer on a card game: a row of cards; a move removes two
 * neighbouring cards of the same rank or suit; the row is won when empty. Removing a same-rank pair
 * is tagged {@link #RANK_PAIR} so the solution classes have something to bite.
 */
final class PairSolitaireToy implements StateSpace<List<Card>> {
  /** The tag of a move that removes a same-rank pair. */
  static final int RANK_PAIR = 2;

  private final List<Card> row;

  PairSolitaireToy(List<Card> row) {
    this.row = List.copyOf(row);
  }

  @Override
  public List<Card> initial() {
    return row;
  }

  @Override
  public List<Move<List<Card>>> moves(List<Card> state) {
    List<Move<List<Card>>> moves = new ArrayList<>();
    for (int i = 0; i + 1 < state.size(); i++) {
      Card a = state.get(i);
      Card b = state.get(i + 1);
      if (PairDeal.matches(a, b)) {
        List<Card> next = new ArrayList<>(state);
        next.remove(i + 1);
        next.remove(i);
        moves.add(new Move<>("x" + i, List.copyOf(next),
            a.rank() == b.rank() ? RANK_PAIR : 0));
      }
    }
    return moves;
  }

  @Override
  public boolean isWin(List<Card> state) {
    return state.isEmpty();
  }
}
