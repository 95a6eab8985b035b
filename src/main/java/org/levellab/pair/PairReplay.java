package org.levellab.pair;

import java.util.ArrayList;
import java.util.List;
import org.levellab.cards.Card;
import org.levellab.cards.Cards;

/** Applies a sequence of removals to a stack, stopping at the first illegal one with a clear error. */
public final class PairReplay {
  private PairReplay() {}

  /** The state after each removal, starting with the start state (moves.size() + 1 states). */
  public static List<PairState> trace(PairGame game, List<Card> moves) {
    List<PairState> states = new ArrayList<>(moves.size() + 1);
    PairState s = game.start();
    states.add(s);
    for (int i = 0; i < moves.size(); i++) {
      try {
        s = s.apply(moves.get(i));
      } catch (IllegalArgumentException e) {
        throw new IllegalArgumentException("move " + (i + 1) + " (" + moves.get(i) + "): " + e.getMessage()
            + "; stack was " + s, e);
      }
      states.add(s);
    }
    return states;
  }

  /**
   * The final state after applying the removals.
   *
   * @throws IllegalArgumentException naming the first illegal move, its number and the stack then
   */
  public static PairState replay(PairGame game, List<Card> moves) {
    List<PairState> t = trace(game, moves);
    return t.get(t.size() - 1);
  }

  /** Replays moves written in card notation, such as {@code "Q♥ 3♠"}. */
  public static PairState replay(PairGame game, String movesText) {
    List<Card> moves;
    try {
      moves = movesText == null || movesText.isBlank() ? List.of() : Cards.parse(movesText);
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException("moves: " + e.getMessage(), e);
    }
    return replay(game, moves);
  }
}
