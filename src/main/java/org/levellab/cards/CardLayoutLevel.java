package org.levellab.cards;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import org.levellab.core.DataLines;
import org.levellab.core.RandomStreams;
import org.levellab.core.TextFiles;

/**
 * The sibling of {@link CardRowLevel} for layouts whose rows differ in length and whose cards cover
 * one another by where they lie: a pyramid (row {@code r} holds {@code r + 1} cards, card {@code (r,
 * i)} is covered by {@code (r + 1, i)} and {@code (r + 1, i + 1)}), TriPeaks' three peaks, Golf's
 * columns drawn as rows. It gives the layout's shape, the level format of the cards dealt into it, and
 * the seeded deal.
 *
 * <h2>Layout picture</h2>
 * The shape is drawn as text, one line per row from the back (the row covered by the next) to the
 * front, with {@code *} where a card lies and spaces elsewhere; a card is two columns wide, so the
 * cards of a row stand at least two columns apart, and a card of the next row at its column or one
 * column to either side overlaps, and so covers, it:
 * <pre>
 *    *     *     *          a TriPeaks-like layout: 3 peaks, 28 cards,
 *   * *   * *   * *         each card above the front row covered by
 *  * * * * * * * * *        the two cards half a card below it
 * * * * * * * * * * *
 * </pre>
 * {@code #} starts a comment and blank lines are skipped, as in every data file. Errors name the source
 * and the line: a character other than {@code *} and spaces (with its column), a tab (which makes the
 * columns ambiguous), two cards less than two columns apart, a picture without cards, a layout with
 * more cards than the deck.
 *
 * <h2>Level format</h2>
 * One line per row of the layout, back row first, with that row's number of cards in card notation,
 * left to right; comments and blank lines as above. Errors name the source and the line as {@link
 * CardRowLevel}'s do: a card that does not read, a row of the wrong length, a card dealt twice (with
 * both lines), a card not in the deck, too many rows or too few.
 *
 * <h2>Stock</h2>
 * {@link #withStock(int)} adds a stock of that many cards after the layout: a level then has one
 * more line, the stock's cards from the top, and a level array one more entry ({@link #stock(int[][])}).
 * The stock is checked like a row (its length, cards dealt twice across it and the layout).
 *
 * <h2>Deal</h2>
 * {@link #deal(long)} shuffles the deck as {@link CardRowLevel#deal} does and lays the cards row by
 * row, left to right, then the stock (the next cards of the shuffle, top first). Rows are card
 * indices ({@link Card#index()}), {@code rows[r][i]} the {@code i}-th card from the left of row
 * {@code r}. Slots, numbered row by row from the back, give the
 * covering: {@link #coveredBy(int)}. Instances are immutable and thread-safe.
 */
public final class CardLayoutLevel {
  private final String level;
  private final String row;
  private final int[][] columns;
  private final int[] firstSlot;
  private final int[][] coveredBy;
  private final int[][] covers;
  private final List<Card> deck;
  private final Set<Card> inDeck;
  private final int stock;
  private final long[] coveredByMask; // null beyond 64 slots

  private CardLayoutLevel(String level, String row, int[][] columns, List<Card> deck, String source) {
    this(level, row, columns, deck, source, 0);
  }

  private CardLayoutLevel(String level, String row, int[][] columns, List<Card> deck, String source, int stock) {
    this.stock = stock;
    this.level = Objects.requireNonNull(level, "level noun");
    this.row = Objects.requireNonNull(row, "row noun");
    this.columns = columns;
    this.deck = List.copyOf(deck);
    this.inDeck = Set.copyOf(deck);
    if (inDeck.size() != deck.size()) {
      throw new IllegalArgumentException("the deck repeats a card: " + Cards.format(deck));
    }
    firstSlot = new int[columns.length + 1];
    for (int r = 0; r < columns.length; r++) {
      firstSlot[r + 1] = firstSlot[r] + columns[r].length;
    }
    int slots = firstSlot[columns.length];
    if (slots == 0) {
      throw new IllegalArgumentException(source + ": a " + level + " needs at least one card");
    }
    if (stock < 0) {
      throw new IllegalArgumentException(source + ": a stock of " + stock + " cards");
    }
    if (slots + stock > deck.size()) {
      throw new IllegalArgumentException(source + ": the " + level + " has " + slots + " cards"
          + (stock > 0 ? " and a stock of " + stock : "") + ", more than the deck's " + deck.size());
    }
    coveredBy = new int[slots][];
    List<List<Integer>> coverList = new ArrayList<>();
    for (int s = 0; s < slots; s++) {
      coverList.add(new ArrayList<>());
    }
    for (int r = 0; r < columns.length; r++) {
      for (int i = 0; i < columns[r].length; i++) {
        List<Integer> by = new ArrayList<>();
        if (r + 1 < columns.length) {
          for (int j = 0; j < columns[r + 1].length; j++) {
            if (Math.abs(columns[r + 1][j] - columns[r][i]) <= 1) {
              by.add(firstSlot[r + 1] + j);
              coverList.get(firstSlot[r + 1] + j).add(firstSlot[r] + i);
            }
          }
        }
        coveredBy[firstSlot[r] + i] = by.stream().mapToInt(Integer::intValue).toArray();
      }
    }
    covers = new int[slots][];
    for (int s = 0; s < slots; s++) {
      covers[s] = coverList.get(s).stream().mapToInt(Integer::intValue).toArray();
    }
    coveredByMask = slots > 64 ? null : new long[slots];
    for (int s = 0; s < slots && coveredByMask != null; s++) {
      for (int c : coveredBy[s]) {
        coveredByMask[s] |= 1L << c;
      }
    }
  }

  /**
   * A pyramid of {@code rows} rows: row {@code r} holds {@code r + 1} cards, and card {@code (r, i)} is
   * covered by {@code (r + 1, i)} and {@code (r + 1, i + 1)}.
   */
  public static CardLayoutLevel pyramid(String level, String row, int rows, List<Card> deck) {
    if (rows < 1) {
      throw new IllegalArgumentException("a pyramid needs at least one row, got " + rows);
    }
    int[][] columns = new int[rows][];
    for (int r = 0; r < rows; r++) {
      columns[r] = new int[r + 1];
      for (int i = 0; i <= r; i++) {
        columns[r][i] = rows - 1 - r + 2 * i;
      }
    }
    return new CardLayoutLevel(level, row, columns, deck, "pyramid of " + rows + " rows");
  }

  /**
   * The layout drawn in {@code picture} (see the class comment).
   *
   * @param source named in every error (a file name)
   * @param level what a level is called in messages ("layout", "deal")
   * @param row what a row is called in messages ("row")
   * @throws IllegalArgumentException naming the source, the line and what is wrong
   */
  public static CardLayoutLevel parseLayout(String picture, String source, String level, String row,
      List<Card> deck) {
    List<int[]> rows = new ArrayList<>();
    String[] lines = (picture == null ? "" : picture).split("\r?\n", -1);
    for (int n = 0; n < lines.length; n++) {
      String line = lines[n];
      int hash = line.indexOf('#');
      if (hash >= 0) {
        line = line.substring(0, hash);
      }
      if (line.isBlank()) {
        continue;
      }
      String where = source + " line " + (n + 1) + ": ";
      List<Integer> cols = new ArrayList<>();
      for (int c = 0; c < line.length(); c++) {
        char ch = line.charAt(c);
        if (ch == '*') {
          if (!cols.isEmpty() && c - cols.get(cols.size() - 1) < 2) {
            throw new IllegalArgumentException(where + "cards at columns " + (cols.get(cols.size() - 1) + 1) + " and "
                + (c + 1) + " overlap (a card is two columns wide: leave a space between)");
          }
          cols.add(c);
        } else if (ch == '\t') {
          throw new IllegalArgumentException(where + "a tab at column " + (c + 1) + " makes the columns ambiguous:"
              + " use spaces");
        } else if (ch != ' ' && !Character.isWhitespace(ch)) {
          throw new IllegalArgumentException(where + "'" + ch + "' at column " + (c + 1) + " is not a card (write *"
              + " for a card and spaces between)");
        }
      }
      rows.add(cols.stream().mapToInt(Integer::intValue).toArray());
    }
    return new CardLayoutLevel(level, row, rows.toArray(int[][]::new), deck, source);
  }

  /** {@link #parseLayout} of a picture file read as strict UTF-8, the file named in errors. */
  public static CardLayoutLevel readLayout(Path file, String level, String row, List<Card> deck) {
    return parseLayout(TextFiles.read(file, level + " file"), file.toString(), level, row, deck);
  }

  /**
   * This layout with a stock of {@code cards} cards after it (0: none), dealt from the same deck.
   *
   * @throws IllegalArgumentException when the layout and the stock need more cards than the deck has
   */
  public CardLayoutLevel withStock(int cards) {
    return new CardLayoutLevel(level, row, columns, deck, level + " with a stock of " + cards, cards);
  }

  /** Cards in the stock ({@link #withStock}); 0 for none. */
  public int stockSize() {
    return stock;
  }

  /** A level's stock, top first: its last entry when the layout has a stock, else no cards. */
  public int[] stock(int[][] level) {
    return stock > 0 ? level[rows()] : new int[0];
  }

  /** Rows in the layout, back to front. */
  public int rows() {
    return columns.length;
  }

  /** Cards in row {@code r}. */
  public int rowLength(int r) {
    return columns[r].length;
  }

  /** Cards in the layout. */
  public int slots() {
    return firstSlot[columns.length];
  }

  /** The slot of card {@code i} (from the left) of row {@code r}: slots are numbered row by row, back row first. */
  public int slot(int r, int i) {
    Objects.checkIndex(i, columns[r].length);
    return firstSlot[r] + i;
  }

  /** The row of {@code slot}. */
  public int rowOf(int slot) {
    Objects.checkIndex(slot, slots());
    int r = Arrays.binarySearch(firstSlot, slot); // rows are never empty: firstSlot strictly increases
    return r >= 0 ? r : -r - 2;
  }

  /** The picture column of {@code slot} (0-based): where it is drawn. */
  public int column(int slot) {
    int r = rowOf(slot);
    return columns[r][slot - firstSlot[r]];
  }

  /** The slots covering {@code slot}, in order; empty for a card that starts open. */
  public int[] coveredBy(int slot) {
    return coveredBy[slot].clone();
  }

  /**
   * The slots covering {@code slot} as bits of a {@code long} (bit {@code s} for slot {@code s}): a
   * card is open when {@code (coveredByMask(slot) & ~cleared) == 0} for a mask of the cleared slots.
   *
   * @throws IllegalStateException for a layout of more than 64 cards
   */
  public long coveredByMask(int slot) {
    if (coveredByMask == null) {
      throw new IllegalStateException("a layout of " + slots() + " cards does not fit a long's 64 bits");
    }
    return coveredByMask[slot];
  }

  /** The slots {@code slot} covers, in order. */
  public int[] covers(int slot) {
    return covers[slot].clone();
  }

  /** The cards a level may hold, in shuffling order. */
  public List<Card> deck() {
    return deck;
  }

  /** The layout as a picture that {@link #parseLayout} reads back. */
  public String picture() {
    StringBuilder sb = new StringBuilder();
    for (int[] cols : columns) {
      StringBuilder line = new StringBuilder();
      for (int c : cols) {
        line.append(" ".repeat(c - line.length())).append('*');
      }
      sb.append(line).append('\n');
    }
    return sb.toString();
  }

  /**
   * Reads a level: the cards of each row.
   *
   * @param source named in every error (a file name, or "deal")
   * @throws IllegalArgumentException naming the source, the line and what is wrong (see the class comment)
   */
  public int[][] parse(String text, String source) {
    int lines = rows() + (stock > 0 ? 1 : 0);
    int[][] out = new int[lines][];
    int count = 0;
    Map<Card, Integer> seen = new HashMap<>();
    for (DataLines.Line line : DataLines.of(text == null ? "" : text)) {
      String where = source + " line " + line.number();
      if (count == lines) {
        throw new IllegalArgumentException(where + ": a " + level + " has " + rows() + " " + row + "s"
            + (stock > 0 ? " and a stock line, this is one line more" : ", this is " + row + " " + (rows() + 1)));
      }
      List<Card> cards;
      try {
        cards = Cards.parse(line.text());
      } catch (IllegalArgumentException e) {
        throw new IllegalArgumentException(where + ": " + e.getMessage(), e);
      }
      int length = count < rows() ? rowLength(count) : stock;
      if (cards.size() != length) {
        throw new IllegalArgumentException(where + ": " + (count < rows() ? row + " " + (count + 1) : "the stock")
            + " of the " + level + " has " + length + " cards, this line has " + cards.size());
      }
      out[count] = new int[length];
      for (int k = 0; k < length; k++) {
        Card c = cards.get(k);
        if (!inDeck.contains(c)) {
          throw new IllegalArgumentException(where + ": " + c + " is not one of the " + level + "'s cards");
        }
        Integer before = seen.put(c, line.number());
        if (before != null) {
          throw new IllegalArgumentException(where + ": " + c + " is dealt twice (also on line " + before + ")");
        }
        out[count][k] = c.index();
      }
      count++;
    }
    if (count != lines) {
      throw new IllegalArgumentException(source + ": a " + level + " has " + rows() + " " + row + "s"
          + (stock > 0 ? " and then a stock line of " + stock + " cards" : "") + ", this one has " + count
          + (stock > 0 ? " lines" : ""));
    }
    return out;
  }

  /** {@link #parse} of a file read as strict UTF-8, the file named in errors. */
  public int[][] read(Path file) {
    return parse(TextFiles.read(file, level + " file"), file.toString());
  }

  /** A seeded deal: the deck shuffled (Fisher-Yates on {@code RandomStreams.of(seed)}), laid row by row. */
  public int[][] deal(long seed) {
    List<Card> shuffled = Cards.shuffled(deck, RandomStreams.of(seed));
    int[][] out = new int[rows() + (stock > 0 ? 1 : 0)][];
    int next = 0;
    for (int r = 0; r < out.length; r++) {
      out[r] = new int[r < rows() ? rowLength(r) : stock];
      for (int i = 0; i < out[r].length; i++) {
        out[r][i] = shuffled.get(next++).index();
      }
    }
    return out;
  }

  /** The rows (and the stock) in the format {@link #parse} reads: one line per row, cards in symbol form. */
  public String format(int[][] rows) {
    StringBuilder sb = new StringBuilder();
    for (int[] r : rows) {
      List<Card> cards = new ArrayList<>(r.length);
      for (int c : r) {
        cards.add(Card.ofIndex(c));
      }
      sb.append(Cards.format(cards)).append('\n');
    }
    return sb.toString();
  }
}
