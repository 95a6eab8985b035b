package org.levellab.cards;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.random.RandomGenerator;

/** Parsing and printing of card lists: the one place that knows card notation. */
public final class Cards {
  private Cards() {}

  /** Thrown for bad card text; the message names the token and its 1-based position. */
  public static final class ParseException extends IllegalArgumentException {
    private final int position;

    public ParseException(String message, int position) {
      super(message);
      this.position = position;
    }

    /** 1-based position of the offending token, or 0 when the problem is the whole list. */
    public int position() {
      return position;
    }
  }

  /** Parses one card: rank (A 2..10 T J Q K) followed by suit (♠♥♦♣ or S H D C, any case). */
  public static Card parseCard(String token) {
    String t = token.trim();
    if (t.length() < 2) {
      throw new IllegalArgumentException("unknown card '" + token + "': expected a rank then a suit, like A♠ or 10H");
    }
    char suitChar = t.charAt(t.length() - 1);
    Suit suit;
    Rank rank;
    try {
      suit = Suit.parse(suitChar);
      rank = Rank.parse(t.substring(0, t.length() - 1));
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException("unknown card '" + token + "': " + e.getMessage());
    }
    return Card.of(rank, suit);
  }

  /**
   * Parses a list of cards separated by spaces or commas, such as {@code "A♠ 10♥ QH Td"}.
   *
   * @throws ParseException naming the bad token and its position, or the duplicated card
   */
  public static List<Card> parse(String text) {
    List<String> tokens = tokens(text);
    List<Card> cards = new ArrayList<>(tokens.size());
    Map<Card, Integer> seen = new HashMap<>();
    for (int i = 0; i < tokens.size(); i++) {
      Card c;
      try {
        c = parseCard(tokens.get(i));
      } catch (IllegalArgumentException e) {
        throw new ParseException("card " + (i + 1) + ": " + e.getMessage(), i + 1);
      }
      Integer first = seen.putIfAbsent(c, i + 1);
      if (first != null) {
        throw new ParseException("duplicate card " + c + " at positions " + first + " and " + (i + 1), i + 1);
      }
      cards.add(c);
    }
    return cards;
  }

  /** Parses a list of ranks (A 2..10 T J Q K or 1..13), separated by spaces or commas. */
  public static List<Rank> parseRanks(String text) {
    List<String> tokens = tokens(text);
    List<Rank> ranks = new ArrayList<>(tokens.size());
    for (int i = 0; i < tokens.size(); i++) {
      try {
        ranks.add(Rank.parse(tokens.get(i)));
      } catch (IllegalArgumentException e) {
        throw new ParseException("rank " + (i + 1) + ": " + e.getMessage(), i + 1);
      }
    }
    return ranks;
  }

  /** Cards in symbol form, space separated. */
  public static String format(List<Card> cards) {
    StringBuilder sb = new StringBuilder();
    for (Card c : cards) {
      if (sb.length() > 0) {
        sb.append(' ');
      }
      sb.append(c);
    }
    return sb.toString();
  }

  /** The 52 cards in index order. */
  public static List<Card> standardDeck() {
    List<Card> deck = new ArrayList<>(52);
    for (int i = 0; i < 52; i++) {
      deck.add(Card.ofIndex(i));
    }
    return deck;
  }

  /** A seeded Fisher-Yates shuffle of a copy of the list. */
  public static <T> List<T> shuffled(List<T> items, RandomGenerator rng) {
    List<T> copy = new ArrayList<>(items);
    for (int i = copy.size() - 1; i > 0; i--) {
      int j = rng.nextInt(i + 1);
      T tmp = copy.get(i);
      copy.set(i, copy.get(j));
      copy.set(j, tmp);
    }
    return copy;
  }

  private static List<String> tokens(String text) {
    if (text == null) {
      throw new ParseException("no cards given", 0);
    }
    List<String> out = new ArrayList<>();
    for (String s : text.trim().split("[\\s,]+")) {
      if (!s.isEmpty()) {
        out.add(s);
      }
    }
    return out;
  }
}
