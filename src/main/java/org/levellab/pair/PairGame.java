package org.levellab.pair;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.levellab.cards.Card;
import org.levellab.cards.Cards;

/**
 * The immutable description of one Pair Solitaire deal: the starting stack, top (index 0) to bottom.
 *
 * <p>Rules, kept here and nowhere else: a card may be removed when the card exactly two places away
 * from it, on either side, shares its rank or its suit (either card of such a pair may be removed);
 * the stack closes up. The game ends when no card can be removed; it is beaten when two cards remain
 * (fewer is impossible, since a removal needs a card two places away).
 *
 * <p>The play state is {@link PairState}: the game plus the set of cards still in the stack.
 */
public final class PairGame {
  /** The number of cards left in a beaten stack. */
  public static final int BEATEN_SIZE = 2;

  private final List<Card> stack;
  private final byte[] rank;
  private final byte[] suit;
  private final long[] compatible;

  private PairGame(List<Card> stack) {
    this.stack = List.copyOf(stack);
    int n = stack.size();
    rank = new byte[n];
    suit = new byte[n];
    compatible = new long[n];
    for (int i = 0; i < n; i++) {
      rank[i] = (byte) stack.get(i).rank().ordinal();
      suit[i] = (byte) stack.get(i).suit().ordinal();
    }
    for (int i = 0; i < n; i++) {
      for (int j = 0; j < n; j++) {
        if (i != j && (rank[i] == rank[j] || suit[i] == suit[j])) {
          compatible[i] |= 1L << j;
        }
      }
    }
  }

  /**
   * A game on the given stack.
   *
   * @throws IllegalArgumentException for a null card, a duplicate card, or fewer than two cards
   */
  public static PairGame of(List<Card> stack) {
    if (stack == null) {
      throw new IllegalArgumentException("stack: no cards given");
    }
    if (stack.size() < BEATEN_SIZE) {
      throw new IllegalArgumentException("stack: needs at least 2 cards, got " + stack.size()
          + (stack.isEmpty() ? " (empty stack)" : " (" + stack.get(0) + ")"));
    }
    Set<Card> seen = new HashSet<>();
    for (int i = 0; i < stack.size(); i++) {
      Card c = stack.get(i);
      if (c == null) {
        throw new IllegalArgumentException("stack: card " + (i + 1) + " is missing (null)");
      }
      if (!seen.add(c)) {
        throw new IllegalArgumentException("stack: duplicate card " + c + " at position " + (i + 1)
            + " (first at " + (stack.indexOf(c) + 1) + ")");
      }
    }
    return new PairGame(stack);
  }

  /** A game on a stack in card notation, such as {@code "A♠ K♠ 3♥ 2♥"}. */
  public static PairGame parse(String stackText) {
    List<Card> cards;
    try {
      cards = Cards.parse(stackText);
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException("stack: " + e.getMessage(), e);
    }
    return of(cards);
  }

  /** The starting stack, top first. */
  public List<Card> stack() {
    return stack;
  }

  public int size() {
    return stack.size();
  }

  public Card card(int position) {
    return stack.get(position);
  }

  /** The starting state: every card in the stack. */
  public PairState start() {
    return new PairState(this, fullMask());
  }

  /** Whether two cards may pair: same rank or same suit. */
  public static boolean matches(Card a, Card b) {
    return a.rank() == b.rank() || a.suit() == b.suit();
  }

  // Package-private fast views for the solvers; positions refer to the starting stack.

  long fullMask() {
    return stack.size() == 64 ? -1L : (1L << stack.size()) - 1;
  }

  boolean matchAt(int p, int q) {
    return rank[p] == rank[q] || suit[p] == suit[q];
  }

  /** Positions (in the starting stack) of the cards that share rank or suit with position p. */
  long compatible(int p) {
    return compatible[p];
  }

  int rankAt(int p) {
    return rank[p];
  }

  int suitAt(int p) {
    return suit[p];
  }

  int positionOf(Card c) {
    return stack.indexOf(c);
  }

  /** The cards of a position mask, in stack order. */
  List<Card> cardsOf(long mask) {
    List<Card> out = new ArrayList<>(Long.bitCount(mask));
    for (long m = mask; m != 0; m &= m - 1) {
      out.add(stack.get(Long.numberOfTrailingZeros(m)));
    }
    return Collections.unmodifiableList(out);
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof PairGame g && g.stack.equals(stack);
  }

  @Override
  public int hashCode() {
    return stack.hashCode();
  }

  @Override
  public String toString() {
    return Cards.format(stack);
  }
}
