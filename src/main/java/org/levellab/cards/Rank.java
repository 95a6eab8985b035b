package org.levellab.cards;

/** Ranks 1 (ace) to 13 (king). */
public enum Rank {
  ACE("A"), TWO("2"), THREE("3"), FOUR("4"), FIVE("5"), SIX("6"), SEVEN("7"), EIGHT("8"), NINE("9"),
  TEN("10"), JACK("J"), QUEEN("Q"), KING("K");

  private static final Rank[] VALUES = values();
  private final String label;

  Rank(String label) {
    this.label = label;
  }

  /** 1 for an ace up to 13 for a king. */
  public int value() {
    return ordinal() + 1;
  }

  public String label() {
    return label;
  }

  public static Rank of(int value) {
    if (value < 1 || value > 13) {
      throw new IllegalArgumentException("rank out of range: " + value + " (expected 1 to 13)");
    }
    return VALUES[value - 1];
  }

  /**
   * Parses A, 2..10, T (ten), J, Q, K (any case), or a number 1..13.
   *
   * @throws IllegalArgumentException naming the token
   */
  public static Rank parse(String token) {
    String t = token.trim().toUpperCase();
    switch (t) {
      case "A": return ACE;
      case "T": return TEN;
      case "J": return JACK;
      case "Q": return QUEEN;
      case "K": return KING;
      default:
        try {
          int v = Integer.parseInt(t);
          if (v >= 1 && v <= 13) {
            return VALUES[v - 1];
          }
        } catch (NumberFormatException ignored) {
          // fall through to the error below
        }
        throw new IllegalArgumentException("unknown rank '" + token + "' (expected A, 2-10, T, J, Q, K or 1-13)");
    }
  }

  @Override
  public String toString() {
    return label;
  }
}
