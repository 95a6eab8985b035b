package org.levellab.cards;

/** The four suits, with their symbol and their one-letter name. */
public enum Suit {
  SPADES('♠', 'S'),
  HEARTS('♥', 'H'),
  DIAMONDS('♦', 'D'),
  CLUBS('♣', 'C');

  private final char symbol;
  private final char letter;

  Suit(char symbol, char letter) {
    this.symbol = symbol;
    this.letter = letter;
  }

  public char symbol() {
    return symbol;
  }

  public char letter() {
    return letter;
  }

  /** The suit of a symbol (♠ ♥ ♦ ♣, also the white variants ♤ ♡ ♢ ♧) or letter (S H D C, any case). */
  public static Suit parse(char c) {
    switch (c) {
      case '♠', '♤', 'S', 's':
        return SPADES;
      case '♥', '♡', 'H', 'h':
        return HEARTS;
      case '♦', '♢', 'D', 'd':
        return DIAMONDS;
      case '♣', '♧', 'C', 'c':
        return CLUBS;
      default:
        throw new IllegalArgumentException("unknown suit '" + c + "' (expected one of ♠ ♥ ♦ ♣ or S H D C)");
    }
  }
}
