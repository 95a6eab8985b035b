package org.levellab.pair;

import java.util.ArrayList;
import java.util.List;
import org.levellab.cards.Card;
import org.levellab.cards.Cards;

/**
 * An immutable Pair Solitaire position: a game and the cards still in its stack (in their original
 * order). A move is the card removed. Equal states have equal games and equal remaining cards, so
 * states can key hash maps (the game-independent state-graph analyzer relies on this).
 */
public final class PairState {
  private final PairGame game;
  private final long mask;

  PairState(PairGame game, long mask) {
    this.game = game;
    this.mask = mask;
  }

  public PairGame game() {
    return game;
  }

  /** The remaining cards as a bit set over positions of the starting stack (bit i: card i is left). */
  public long remainingMask() {
    return mask;
  }

  /** The remaining cards, top first. */
  public List<Card> cards() {
    return game.cardsOf(mask);
  }

  public int size() {
    return Long.bitCount(mask);
  }

  /** Two cards left: the stack is beaten. */
  public boolean isBeaten() {
    return size() == PairGame.BEATEN_SIZE;
  }

  /** No card can be removed. */
  public boolean isTerminal() {
    return legalRemovals().isEmpty();
  }

  /** The cards that may be removed now, top first. */
  public List<Card> legalRemovals() {
    int[] pos = positions();
    List<Card> out = new ArrayList<>();
    for (int k = 0; k < pos.length; k++) {
      if (removable(pos, k)) {
        out.add(game.card(pos[k]));
      }
    }
    return out;
  }

  /** Whether this card is in the stack and may be removed now. */
  public boolean canRemove(Card card) {
    int p = game.positionOf(card);
    if (p < 0 || (mask & (1L << p)) == 0) {
      return false;
    }
    int[] pos = positions();
    int k = Long.bitCount(mask & ((1L << p) - 1));
    return removable(pos, k);
  }

  /**
   * The state after removing {@code card}.
   *
   * @throws IllegalArgumentException when the card is not in the stack or has no partner two places
   *     away
   */
  public PairState apply(Card card) {
    int p = card == null ? -1 : game.positionOf(card);
    if (p < 0) {
      throw new IllegalArgumentException("card " + card + " is not in this stack");
    }
    if ((mask & (1L << p)) == 0) {
      throw new IllegalArgumentException("card " + card + " was already removed");
    }
    if (!canRemove(card)) {
      List<Card> cs = cards();
      int k = cs.indexOf(card);
      String left = k >= 2 ? cs.get(k - 2).toString() : "nothing";
      String right = k + 2 < cs.size() ? cs.get(k + 2).toString() : "nothing";
      throw new IllegalArgumentException("card " + card + " cannot be removed: two places away are "
          + left + " and " + right + ", neither shares its rank or suit");
    }
    return new PairState(game, mask & ~(1L << p));
  }

  /** The states reachable by one removal, in the order of {@link #legalRemovals()}. */
  public List<PairState> successors() {
    List<PairState> out = new ArrayList<>();
    for (Card c : legalRemovals()) {
      out.add(new PairState(game, mask & ~(1L << game.positionOf(c))));
    }
    return out;
  }

  private int[] positions() {
    int[] pos = new int[Long.bitCount(mask)];
    int i = 0;
    for (long m = mask; m != 0; m &= m - 1) {
      pos[i++] = Long.numberOfTrailingZeros(m);
    }
    return pos;
  }

  private boolean removable(int[] pos, int k) {
    return (k >= 2 && game.matchAt(pos[k - 2], pos[k]))
        || (k + 2 < pos.length && game.matchAt(pos[k], pos[k + 2]));
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof PairState s && s.mask == mask && s.game.equals(game);
  }

  @Override
  public int hashCode() {
    return game.hashCode() * 31 + Long.hashCode(mask);
  }

  @Override
  public String toString() {
    return Cards.format(cards());
  }
}
