package org.levellab.cards;

import java.util.Arrays;
import java.util.random.RandomGenerator;

/**
 * A stock gone through once, card by card, onto a waste whose top card may be played away (Pyramid,
 * Golf, TriPeaks without redeals): the part of a patience game that every such game would otherwise
 * write again. Cards are {@link Card#index()} values; the stock is given top first.
 *
 * <p>The pile keeps the stock's order, how many cards were drawn and which drawn cards have left the
 * waste, so that {@link #key()} is exact and the waste's top falls back to the card drawn before it
 * when the top is played. It is mutable, like a game state, and {@link #copy()} is cheap (the cards
 * are shared). At most {@value #MAX_CARDS} cards.
 */
public final class StockPile {
  /** The most cards a pile holds: the played waste cards are a bit each in a {@code long}, beside the count drawn. */
  public static final int MAX_CARDS = 57;

  private final int[] cards; // top first; shared by copies
  private int drawn;
  private long played; // bit p: the p-th card drawn has left the waste

  /**
   * A full stock, nothing drawn.
   *
   * @throws IllegalArgumentException for more than {@value #MAX_CARDS} cards
   */
  public StockPile(int[] cards) {
    if (cards.length > MAX_CARDS) {
      throw new IllegalArgumentException("a stock of " + cards.length + " cards: at most " + MAX_CARDS);
    }
    this.cards = cards.clone();
  }

  private StockPile(int[] cards, int drawn, long played) {
    this.cards = cards;
    this.drawn = drawn;
    this.played = played;
  }

  /** Cards still in the stock. */
  public int left() {
    return cards.length - drawn;
  }

  /** Whether a card can be drawn. */
  public boolean canDraw() {
    return drawn < cards.length;
  }

  /**
   * Turns the stock's top card onto the waste.
   *
   * @throws IllegalStateException when the stock is empty
   */
  public void draw() {
    if (!canDraw()) {
      throw new IllegalStateException("the stock is empty");
    }
    drawn++;
  }

  /** The waste's top card, or -1 when the waste is empty. */
  public int top() {
    int p = topPosition();
    return p < 0 ? -1 : cards[p];
  }

  private int topPosition() {
    int p = drawn - 1;
    while (p >= 0 && (played >>> p & 1) != 0) {
      p--;
    }
    return p;
  }

  /**
   * Plays the waste's top card away; the card drawn before it becomes the top.
   *
   * @throws IllegalStateException when the waste is empty
   */
  public void playTop() {
    int p = topPosition();
    if (p < 0) {
      throw new IllegalStateException("the waste is empty");
    }
    played |= 1L << p;
  }

  /** An exact key of the pile's position for a given stock order: cards drawn (6 bits) and the waste cards played. */
  public long key() {
    return drawn | played << 6;
  }

  /** The stock's cards in their order, top first, drawn ones included: what a level writes. */
  public int[] cards() {
    return cards.clone();
  }

  /** An independent copy. */
  public StockPile copy() {
    return new StockPile(cards, drawn, played);
  }

  /**
   * The same pile with the undrawn cards shuffled (Fisher-Yates on {@code rng}): one a player who has
   * not seen them cannot tell apart.
   */
  public StockPile twin(RandomGenerator rng) {
    int[] next = cards.clone();
    for (int i = next.length - 1; i > drawn; i--) {
      int j = drawn + rng.nextInt(i - drawn + 1);
      int t = next[i];
      next[i] = next[j];
      next[j] = t;
    }
    return new StockPile(next, drawn, played);
  }

  /** The waste, bottom first, as card symbols joined by spaces (empty when nothing is on it). */
  public String wasteText() {
    StringBuilder sb = new StringBuilder();
    for (int p = 0; p < drawn; p++) {
      if ((played >>> p & 1) == 0) {
        sb.append(sb.isEmpty() ? "" : " ").append(Card.ofIndex(cards[p]));
      }
    }
    return sb.toString();
  }

  /** The undrawn stock, top first, as card symbols joined by spaces: what only a cheat sees. */
  public String stockText() {
    StringBuilder sb = new StringBuilder();
    for (int p = drawn; p < cards.length; p++) {
      sb.append(sb.isEmpty() ? "" : " ").append(Card.ofIndex(cards[p]));
    }
    return sb.toString();
  }

  @Override
  public String toString() {
    return "waste [" + wasteText() + "] stock [" + stockText() + "]";
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof StockPile p && p.drawn == drawn && p.played == played && Arrays.equals(p.cards, cards);
  }

  @Override
  public int hashCode() {
    return Arrays.hashCode(cards) * 31 + Long.hashCode(key());
  }
}
