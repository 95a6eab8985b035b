package org.levellab.cards;

import java.util.Objects;

/** A playing card. Its {@link #index()} 0..51 orders cards by suit then rank. */
public record Card(Rank rank, Suit suit) {
  private static final Card[] ALL = new Card[52];

  static {
    for (Suit s : Suit.values()) {
      for (Rank r : Rank.values()) {
        ALL[s.ordinal() * 13 + r.ordinal()] = new Card(r, s);
      }
    }
  }

  public Card {
    Objects.requireNonNull(rank, "rank");
    Objects.requireNonNull(suit, "suit");
  }

  public static Card of(Rank rank, Suit suit) {
    return ALL[suit.ordinal() * 13 + rank.ordinal()];
  }

  public static Card ofIndex(int index) {
    if (index < 0 || index >= 52) {
      throw new IllegalArgumentException("card index out of range: " + index);
    }
    return ALL[index];
  }

  public int index() {
    return suit.ordinal() * 13 + rank.ordinal();
  }

  /** Parses one card token such as {@code A♠}, {@code 10♥}, {@code QH}, {@code Td}. */
  public static Card parse(String token) {
    return Cards.parseCard(token);
  }

  /** The symbol form: {@code 10♥}. */
  @Override
  public String toString() {
    return rank.label() + suit.symbol();
  }

  /** The ASCII form: {@code 10H}. */
  public String toAscii() {
    return rank.label() + suit.letter();
  }
}
