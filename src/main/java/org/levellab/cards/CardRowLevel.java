package org.levellab.cards;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import org.levellab.core.DataLines;
import org.levellab.core.RandomStreams;
import org.levellab.core.TextFiles;

/**
 * The level format of a dealt card game whose cards lie in rows of equal length (Black Hole's 17
 * fans of 3, a patience's piles, a tableau's columns), and the seeded deal that fills it: what a new
 * dealt game would otherwise write by hand.
 *
 * <h2>Format</h2>
 * One row per line, each with {@link #rowLength()} cards in card notation ({@code 7♣}, {@code 10H},
 * {@code Td}) separated by spaces or commas, in the order the game documents (say, bottom card
 * first); {@code #} starts a comment and blank lines are skipped. Each card of the deck appears at
 * most once; when the rows hold as many cards as the deck, every card appears exactly once.
 *
 * <h2>Errors</h2>
 * Every error names the source and the line, in the game's own words ({@code level} and {@code
 * row} nouns such as "deal" and "fan"): a card that does not read (with its position on the line), a
 * row of the wrong length, a card dealt twice (with both lines), a card not in the deck (with the
 * game's reason when it gave one), too many rows or too few.
 *
 * <h2>Deal</h2>
 * {@link #deal(long)} shuffles the deck with a seeded Fisher-Yates shuffle ({@link Cards#shuffled}
 * on {@link RandomStreams#of RandomStreams.of(seed)}) and cuts it into rows in order: row 0 takes
 * the first {@link #rowLength()} cards, and so on. The same seed gives the same deal.
 *
 * <p>Rows are returned as card indices ({@link Card#index()}), {@code rows[r][k]} being card {@code
 * k} of row {@code r} in line order. Instances are immutable and thread-safe.
 */
public final class CardRowLevel {
  private final String level;
  private final String row;
  private final int rows;
  private final int rowLength;
  private final List<Card> deck;
  private final Set<Card> inDeck;
  private final Map<Card, String> outsideReasons;

  private CardRowLevel(String level, String row, int rows, int rowLength, List<Card> deck,
      Map<Card, String> outsideReasons) {
    this.level = level;
    this.row = row;
    this.rows = rows;
    this.rowLength = rowLength;
    this.deck = List.copyOf(deck);
    this.inDeck = Set.copyOf(deck);
    this.outsideReasons = Map.copyOf(outsideReasons);
  }

  /**
   * A format of {@code rows} rows of {@code rowLength} cards drawn from {@code deck}.
   *
   * @param level what a level is called in messages ("deal", "layout")
   * @param row what a row is called in messages ("fan", "pile"); its plural adds an "s"
   * @param deck the cards a level may hold, in the order {@link #deal} shuffles them from
   * @throws IllegalArgumentException when the deck repeats a card or the rows need more cards than it
   *     has
   */
  public static CardRowLevel of(String level, String row, int rows, int rowLength, List<Card> deck) {
    Objects.requireNonNull(level, "level noun");
    Objects.requireNonNull(row, "row noun");
    if (rows < 1 || rowLength < 1) {
      throw new IllegalArgumentException("a level needs at least one row of one card, got " + rows + " rows of "
          + rowLength);
    }
    if (Set.copyOf(deck).size() != deck.size()) {
      throw new IllegalArgumentException("the deck repeats a card: " + Cards.format(deck));
    }
    if ((long) rows * rowLength > deck.size()) {
      throw new IllegalArgumentException(rows + " rows of " + rowLength + " cards need more than the deck's "
          + deck.size() + " cards");
    }
    return new CardRowLevel(level, row, rows, rowLength, deck, Map.of());
  }

  /**
   * The same format, saying why {@code card}, which is not in the deck, cannot be dealt (written
   * after the card, as in "A♠ starts the foundation, it is not dealt into a fan").
   */
  public CardRowLevel outside(Card card, String reason) {
    if (inDeck.contains(card)) {
      throw new IllegalArgumentException(card + " is in the deck");
    }
    Map<Card, String> reasons = new LinkedHashMap<>(outsideReasons);
    reasons.put(card, Objects.requireNonNull(reason, "reason"));
    return new CardRowLevel(level, row, rows, rowLength, deck, reasons);
  }

  /** Rows in a level. */
  public int rows() {
    return rows;
  }

  /** Cards in a row. */
  public int rowLength() {
    return rowLength;
  }

  /** The cards a level may hold, in shuffling order. */
  public List<Card> deck() {
    return deck;
  }

  /**
   * Reads a level.
   *
   * @param source named in every error (a file name, or "deal")
   * @throws IllegalArgumentException naming the source, the line and what is wrong (see the class
   *     comment)
   */
  public int[][] parse(String text, String source) {
    int[][] out = new int[rows][];
    int count = 0;
    Map<Card, Integer> seen = new HashMap<>();
    for (DataLines.Line line : DataLines.of(text == null ? "" : text)) {
      String where = source + " line " + line.number();
      if (count == rows) {
        throw new IllegalArgumentException(where + ": a " + level + " has " + rows + " " + row + "s, this is "
            + row + " " + (rows + 1));
      }
      List<Card> cards;
      try {
        cards = Cards.parse(line.text());
      } catch (IllegalArgumentException e) {
        throw new IllegalArgumentException(where + ": " + e.getMessage(), e);
      }
      if (cards.size() != rowLength) {
        throw new IllegalArgumentException(where + ": a " + row + " has " + rowLength + " cards, this line has "
            + cards.size());
      }
      out[count] = new int[rowLength];
      for (int k = 0; k < rowLength; k++) {
        Card c = cards.get(k);
        if (!inDeck.contains(c)) {
          String why = outsideReasons.get(c);
          throw new IllegalArgumentException(where + ": " + c + " "
              + (why != null ? why : "is not one of the " + level + "'s cards"));
        }
        Integer before = seen.put(c, line.number());
        if (before != null) {
          throw new IllegalArgumentException(where + ": " + c + " is dealt twice (also on line " + before + ")");
        }
        out[count][k] = c.index();
      }
      count++;
    }
    if (count != rows) {
      throw new IllegalArgumentException(source + ": a " + level + " has " + rows + " " + row + "s (lines of "
          + rowLength + " cards), this one has " + count);
    }
    return out;
  }

  /** {@link #parse} of a file read as strict UTF-8 ({@link TextFiles#read}), the file named in errors. */
  public int[][] read(Path file) {
    return parse(TextFiles.read(file, level + " file"), file.toString());
  }

  /** Reads rows given as cards, checked as {@link #parse} checks text (errors name them "line" by row). */
  public int[][] fromCards(List<? extends List<Card>> cards, String source) {
    StringBuilder text = new StringBuilder();
    for (List<Card> r : cards) {
      text.append(Cards.format(r)).append('\n');
    }
    return parse(text.toString(), source);
  }

  /** A seeded deal: the deck shuffled (Fisher-Yates on {@code RandomStreams.of(seed)}), cut into rows. */
  public int[][] deal(long seed) {
    List<Card> shuffled = Cards.shuffled(deck, RandomStreams.of(seed));
    int[][] out = new int[rows][rowLength];
    for (int i = 0; i < rows * rowLength; i++) {
      out[i / rowLength][i % rowLength] = shuffled.get(i).index();
    }
    return out;
  }

  /** The rows in the format {@link #parse} reads: one line per row, cards in symbol form. */
  public String format(int[][] level) {
    StringBuilder sb = new StringBuilder();
    for (int[] r : level) {
      List<Card> cards = new ArrayList<>(r.length);
      for (int c : r) {
        cards.add(Card.ofIndex(c));
      }
      sb.append(Cards.format(cards)).append('\n');
    }
    return sb.toString();
  }
}
