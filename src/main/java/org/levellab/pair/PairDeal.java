package org.levellab.pair;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.levellab.cards.Card;
import org.levellab.cards.Cards;
import org.levellab.core.DataLines;

/**
 * One Pair Solitaire deal: the starting stack, top (index 0) to bottom, immutable. Its cards are
 * distinct, so a stack holds at most the 52 cards of the deck.
 *
 * <p>The pairing rule lives here and nowhere else: two cards <i>pair</i> when they share rank or suit
 * ({@link #matches}), and a card may be removed when a card exactly two places away from it, on
 * either side, pairs with it ({@link #removable}; either card of such a pair may go); the stack
 * closes up. The game ends when no card can be removed; it is beaten when two cards remain (fewer is
 * impossible, since a removal needs a card two places away). {@link PairState} plays a deal; the
 * solver reads the same rule on packed positions.
 */
public final class PairDeal {
  /** The number of cards left in a beaten stack. */
  public static final int BEATEN_SIZE = 2;
  /** The most cards a stack can hold: the distinct cards of the deck. */
  public static final int MAX_CARDS = 52;

  private final List<Card> stack;
  private final long[] partners;

  private PairDeal(List<Card> stack) {
    this.stack = List.copyOf(stack);
    int n = stack.size();
    partners = new long[n];
    for (int i = 0; i < n; i++) {
      for (int j = 0; j < n; j++) {
        if (i != j && matches(stack.get(i), stack.get(j))) {
          partners[i] |= 1L << j;
        }
      }
    }
  }

  /**
   * A deal of the given stack, top first.
   *
   * @throws IllegalArgumentException for a null card, a duplicate card, or fewer than two cards
   */
  public static PairDeal of(List<Card> stack) {
    if (stack == null) {
      throw new IllegalArgumentException("stack: no cards given");
    }
    if (stack.size() < BEATEN_SIZE) {
      throw new IllegalArgumentException("stack: needs at least 2 cards, got " + stack.size()
          + (stack.isEmpty() ? " (empty stack)" : " (" + stack.get(0) + ")"));
    }
    Map<Card, Integer> seen = new HashMap<>();
    for (int i = 0; i < stack.size(); i++) {
      Card c = stack.get(i);
      if (c == null) {
        throw new IllegalArgumentException("stack: card " + (i + 1) + " is missing (null)");
      }
      Integer first = seen.putIfAbsent(c, i + 1);
      if (first != null) {
        throw new IllegalArgumentException("stack: duplicate card " + c + " at position " + (i + 1)
            + " (first at " + first + ")");
      }
    }
    return new PairDeal(stack);
  }

  /** A deal of a stack in card notation, such as {@code "A♠ K♠ 3♥ 2♥"} (see {@link #parse(String, String)}). */
  public static PairDeal parse(String stackText) {
    return parse(stackText, "stack");
  }

  /**
   * A deal read from stack text: cards in card notation ({@code 7♣}, {@code 10H}, {@code Td}), top
   * first, separated by spaces, commas or line breaks; {@code #} starts a comment.
   *
   * @param source named in errors (a file name, an option)
   * @throws IllegalArgumentException naming the source, the line, the card's position and its token,
   *     or both places of a duplicate card
   */
  public static PairDeal parse(String text, String source) {
    List<Card> cards = new ArrayList<>();
    Map<Card, String> seen = new HashMap<>();
    for (DataLines.Line line : DataLines.of(text == null ? "" : text)) {
      String where = source + " line " + line.number();
      for (String token : line.text().split("[\\s,]+")) {
        if (token.isEmpty()) {
          continue;
        }
        int position = cards.size() + 1;
        Card c;
        try {
          c = Cards.parseCard(token);
        } catch (IllegalArgumentException e) {
          throw new IllegalArgumentException(where + ": card " + position + ": " + e.getMessage(), e);
        }
        String here = "position " + position + ", line " + line.number();
        String before = seen.putIfAbsent(c, here);
        if (before != null) {
          throw new IllegalArgumentException(where + ": duplicate card " + c + " at " + here + " (first at " + before
              + ")");
        }
        cards.add(c);
      }
    }
    if (cards.size() < BEATEN_SIZE) {
      throw new IllegalArgumentException(source + ": a stack needs at least 2 cards, got " + cards.size()
          + (cards.isEmpty() ? " (empty stack)" : " (" + cards.get(0) + ")"));
    }
    return new PairDeal(cards);
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

  /** Whether two cards pair: same rank or same suit. */
  public static boolean matches(Card a, Card b) {
    return a.rank() == b.rank() || a.suit() == b.suit();
  }

  /**
   * The removal rule on packed positions, the one test every player and solver uses: whether the
   * card at index {@code k} of a stack whose cards stand at starting positions {@code
   * positions[0..count)} (top first) pairs with a card two places away.
   */
  public boolean removable(int[] positions, int count, int k) {
    long mine = partners[positions[k]];
    return (k >= 2 && (mine >>> positions[k - 2] & 1) != 0)
        || (k + 2 < count && (mine >>> positions[k + 2] & 1) != 0);
  }

  /**
   * The move generator of every player and solver: the starting positions of the removable cards of
   * the stack {@code mask} (top first) into {@code out}; returns how many. {@code scratch} receives
   * the positions of the cards left; both arrays need room for every card of the stack.
   */
  public int removals(long mask, int[] scratch, int[] out) {
    int m = positions(mask, scratch);
    int count = 0;
    for (int k = 0; k < m; k++) {
      if (removable(scratch, m, k)) {
        out[count++] = scratch[k];
      }
    }
    return count;
  }

  /** The starting positions of the cards of {@code mask}, top first, into {@code out}; returns how many. */
  static int positions(long mask, int[] out) {
    int m = 0;
    for (long bits = mask; bits != 0; bits &= bits - 1) {
      out[m++] = Long.numberOfTrailingZeros(bits);
    }
    return m;
  }

  // Package-private packed views for the state and the solvers; positions refer to the starting stack.

  long fullMask() {
    return (1L << stack.size()) - 1;
  }

  /** Positions (in the starting stack) of the cards that pair with position p. */
  long partners(int p) {
    return partners[p];
  }

  /** The starting position of a card, or -1 when it is not in the stack. */
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
    return o instanceof PairDeal d && d.stack.equals(stack);
  }

  @Override
  public int hashCode() {
    return stack.hashCode();
  }

  /** The stack in card notation, top first. */
  @Override
  public String toString() {
    return Cards.format(stack);
  }
}
