package org.levellab.pair;

import java.util.ArrayList;
import java.util.List;
import org.levellab.cards.Card;
import org.levellab.cards.Cards;
import org.levellab.game.Replay;

/**
 * Removals applied to a stack through the common {@link Replay}, stopping at the first illegal one:
 * its number, its card, the rules' reason and the stack at that point.
 */
public final class PairReplay {
  private PairReplay() {}

  /** The state after each removal, starting with the start state (moves.size() + 1 states). */
  public static List<PairState> trace(PairDeal deal, List<Card> moves) {
    replay(deal, moves);
    List<PairState> states = new ArrayList<>(moves.size() + 1);
    PairState s = deal.start();
    states.add(s.copy());
    for (Card c : moves) {
      s.remove(c);
      states.add(s.copy());
    }
    return states;
  }

  /**
   * The final state after applying the removals.
   *
   * @throws IllegalArgumentException naming the first illegal move, its number and the stack then
   */
  public static PairState replay(PairDeal deal, List<Card> moves) {
    return replay(deal, Cards.format(moves));
  }

  /** Replays moves written in card notation, such as {@code "Q♥ 3♠"}. */
  public static PairState replay(PairDeal deal, String movesText) {
    Replay.Result r = Replay.moves(deal.start(), movesText);
    PairState end = (PairState) r.state();
    if (!r.ok()) {
      throw new IllegalArgumentException(r.error() + "; stack was " + Cards.format(end.cards()));
    }
    return end;
  }
}
