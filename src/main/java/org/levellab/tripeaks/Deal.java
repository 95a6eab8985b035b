package org.levellab.tripeaks;

import org.levellab.core.DataLines;
import org.levellab.core.TextFiles;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.random.RandomGenerator;
import org.levellab.cards.Card;
import org.levellab.cards.Cards;
import org.levellab.cards.Rank;

/**
 * A fixed deal: the rank of every board slot (layout order) and of every stock card (top first: index
 * 0 starts the waste), ranks 1..13, optionally with suits. A game on a deal ({@link Level#deal})
 * turns its cards up from it: no chance is left in the play.
 *
 * <h2>Deal file format ({@code datasets/tripeaks/*.deal})</h2>
 * <pre>
 * # comments and blank lines are ignored
 * board: 5 9 A 2 7 ...      (one token per board slot, layout order; may continue on later lines)
 * stock: 3 9 Q ...          (top of the stock first)
 * </pre>
 * Tokens are ranks ({@code A 2..10 T J Q K} or {@code 1..13}) or cards with a suit ({@code 10♠ QH
 * Td}); a deal uses suits for every card or for none, and a deal with suits may not repeat a card.
 */
public final class Deal {
  private final int[] board;
  private final int[] stock;
  private final List<Card> boardCards; // null when the deal has no suits
  private final List<Card> stockCards;
  // Cards of each rank, counted once: a deal is checked against a level's deck every time a game starts.
  private final int[] rankCounts = new int[14];
  private final int mostOfARank;

  private Deal(int[] board, int[] stock, List<Card> boardCards, List<Card> stockCards) {
    this.board = board;
    this.stock = stock;
    this.boardCards = boardCards;
    this.stockCards = stockCards;
    for (int r : board) {
      rankCounts[r]++;
    }
    for (int r : stock) {
      rankCounts[r]++;
    }
    int most = 0;
    for (int c : rankCounts) {
      most = Math.max(most, c);
    }
    this.mostOfARank = most;
  }

  /** A deal from ranks (1..13); validated for range, not yet against a level. */
  public static Deal of(int[] boardRanks, int[] stockRanks) {
    checkRanks(boardRanks, "board");
    checkRanks(stockRanks, "stock");
    if (stockRanks.length == 0) {
      throw new IllegalArgumentException("stock: a deal needs at least one stock card (it starts the waste)");
    }
    return new Deal(boardRanks.clone(), stockRanks.clone(), null, null);
  }

  /** A deal from cards (suits kept); rejects repeated cards. */
  public static Deal ofCards(List<Card> boardCards, List<Card> stockCards) {
    Map<Card, String> seen = new HashMap<>();
    checkDuplicates(boardCards, "board", seen);
    checkDuplicates(stockCards, "stock", seen);
    if (stockCards.isEmpty()) {
      throw new IllegalArgumentException("stock: a deal needs at least one stock card (it starts the waste)");
    }
    return new Deal(boardCards.stream().mapToInt(c -> c.rank().value()).toArray(),
        stockCards.stream().mapToInt(c -> c.rank().value()).toArray(),
        List.copyOf(boardCards), List.copyOf(stockCards));
  }

  private static void checkDuplicates(List<Card> cards, String part, Map<Card, String> seen) {
    for (int i = 0; i < cards.size(); i++) {
      String here = part + " card " + (i + 1);
      String first = seen.putIfAbsent(Objects.requireNonNull(cards.get(i), here), here);
      if (first != null) {
        throw new IllegalArgumentException("duplicate card " + cards.get(i) + ": " + first + " and " + here);
      }
    }
  }

  private static void checkRanks(int[] ranks, String part) {
    Objects.requireNonNull(ranks, part);
    for (int i = 0; i < ranks.length; i++) {
      if (ranks[i] < 1 || ranks[i] > 13) {
        throw new IllegalArgumentException(part + " card " + (i + 1) + ": rank " + ranks[i]
            + " out of range (expected 1 to 13)");
      }
    }
  }

  /**
   * Parses a board and a stock given as text (ranks or cards, see the class comment), for example
   * the CLI's {@code --board} and {@code --stock}.
   */
  public static Deal parse(String boardText, String stockText) {
    Parsed b = parsePart(boardText, "board");
    Parsed s = parsePart(stockText, "stock");
    if (b.cards != null && s.cards != null) {
      return ofCards(b.cards, s.cards);
    }
    if (b.cards != null || s.cards != null) {
      throw new IllegalArgumentException("the " + (b.cards != null ? "board" : "stock") + " has suits but the "
          + (b.cards != null ? "stock" : "board") + " does not: give suits for every card or for none");
    }
    return of(b.ranks, s.ranks);
  }

  private record Parsed(int[] ranks, List<Card> cards) {}

  private static Parsed parsePart(String text, String part) {
    if (text == null || text.isBlank()) {
      throw new IllegalArgumentException(part + ": no cards given");
    }
    String[] tokens = text.trim().split("[\\s,]+");
    int[] ranks = new int[tokens.length];
    List<Card> cards = new ArrayList<>();
    int withSuit = 0;
    for (int i = 0; i < tokens.length; i++) {
      String t = tokens[i];
      try {
        ranks[i] = Rank.parse(t).value();
        continue;
      } catch (IllegalArgumentException notARank) {
        // a card with a suit, or garbage: tried below
      }
      try {
        Card c = Cards.parseCard(t);
        ranks[i] = c.rank().value();
        cards.add(c);
        withSuit++;
      } catch (IllegalArgumentException e) {
        String num = t.replaceFirst("^[+-]?\\d+$", "");
        if (num.isEmpty()) {
          throw new IllegalArgumentException(part + " card " + (i + 1) + ": rank " + t
              + " out of range (expected 1 to 13)");
        }
        throw new IllegalArgumentException(part + " card " + (i + 1) + ": unknown card token '" + t
            + "' (expected a rank A, 2-10, T, J, Q, K or 1-13, or a card like 10♠ or QH)");
      }
    }
    if (withSuit != 0 && withSuit != tokens.length) {
      throw new IllegalArgumentException(part + ": some cards have suits and some do not"
          + " (give suits for every card or for none)");
    }
    return new Parsed(ranks, withSuit == 0 ? null : cards);
  }

  /** Parses deal file text (see the class comment); {@code sourceName} names it in errors. */
  public static Deal parseFile(String text, String sourceName) {
    Objects.requireNonNull(text, "deal text");
    String src = sourceName == null ? "deal" : sourceName;
    StringBuilder board = null;
    StringBuilder stock = null;
    StringBuilder current = null;
    List<DataLines.Line> lines = DataLines.of(TextFiles.stripBom(text));
    if (lines.isEmpty()) {
      throw new IllegalArgumentException(src + " is empty (only comments and blank lines): a deal file has a"
          + " 'board:' and a 'stock:' line");
    }
    for (DataLines.Line dataLine : lines) {
      int ln = dataLine.number();
      String line = dataLine.text();
      String lower = line.toLowerCase(Locale.ROOT);
      if (lower.startsWith("board:")) {
        if (board != null) {
          throw new IllegalArgumentException(src + " line " + ln + ": a second 'board:' line");
        }
        board = new StringBuilder(line.substring(6));
        current = board;
      } else if (lower.startsWith("stock:")) {
        if (stock != null) {
          throw new IllegalArgumentException(src + " line " + ln + ": a second 'stock:' line");
        }
        stock = new StringBuilder(line.substring(6));
        current = stock;
      } else if (current != null) {
        current.append(' ').append(line);
      } else {
        throw new IllegalArgumentException(src + " line " + ln + ": expected 'board:' or 'stock:', got '"
            + line + "'");
      }
    }
    if (board == null || stock == null) {
      throw new IllegalArgumentException(src + ": needs a 'board:' and a 'stock:' line");
    }
    try {
      return parse(board.toString(), stock.toString());
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException(src + ": " + e.getMessage(), e);
    }
  }

  /** Loads a deal file (strict UTF-8, see {@link TextFiles}). */
  public static Deal load(Path file) {
    Objects.requireNonNull(file, "file");
    return parseFile(TextFiles.read(file, "deal file"), file.getFileName().toString());
  }

  /**
   * A uniformly random deal for the level from shuffled standard decks (one deck when the level
   * needs at most 52 cards): board slots first in layout order, then the stock top first.
   */
  public static Deal random(Level level, RandomGenerator rng) {
    Objects.requireNonNull(level, "level");
    Objects.requireNonNull(rng, "rng");
    int n = level.layout().size();
    int total = level.totalCards();
    int decks = level.decks();
    List<Card> pool = new ArrayList<>(decks * 52);
    for (int d = 0; d < decks; d++) {
      pool.addAll(Cards.standardDeck());
    }
    // Partial Fisher-Yates: only the first `total` positions are needed.
    for (int i = 0; i < total; i++) {
      int j = i + rng.nextInt(pool.size() - i);
      Card t = pool.get(i);
      pool.set(i, pool.get(j));
      pool.set(j, t);
    }
    if (decks == 1) {
      return new Deal(pool.subList(0, n).stream().mapToInt(c -> c.rank().value()).toArray(),
          pool.subList(n, total).stream().mapToInt(c -> c.rank().value()).toArray(),
          List.copyOf(pool.subList(0, n)), List.copyOf(pool.subList(n, total)));
    }
    return new Deal(pool.subList(0, n).stream().mapToInt(c -> c.rank().value()).toArray(),
        pool.subList(n, total).stream().mapToInt(c -> c.rank().value()).toArray(), null, null);
  }

  /**
   * Checks that this deal fits the level: its sizes ({@link #checkSizes}) and its deck ({@link
   * #checkDeck}).
   *
   * @throws IllegalArgumentException naming what is wrong
   */
  public Deal checkFits(Level level) {
    return checkSizes(level).checkDeck(level);
  }

  /**
   * Checks that the deal has one card per board slot of the level's layout and {@code stockSize}
   * stock cards.
   *
   * @throws IllegalArgumentException naming the count that is wrong
   */
  public Deal checkSizes(Level level) {
    int n = level.layout().size();
    if (board.length != n) {
      throw new IllegalArgumentException("board: layout " + level.layout().name() + " has " + n
          + " slots, but the deal gives " + board.length + " board cards");
    }
    if (stock.length != level.stockSize()) {
      throw new IllegalArgumentException("stock: the level has " + level.stockSize()
          + " stock cards, but the deal gives " + stock.length);
    }
    return this;
  }

  /**
   * Checks the deal's ranks against the level's deck: with a {@link Level.Deck#STANDARD standard}
   * deck no more cards of a rank than the level's decks hold (four per deck); a custom deck takes any
   * ranks.
   *
   * @throws IllegalArgumentException naming the first rank with too many cards and the deck
   */
  public Deal checkDeck(Level level) {
    int most = 4 * level.decks();
    if (level.deck() == Level.Deck.CUSTOM || mostOfARank <= most) {
      return this;
    }
    int[] count = rankCounts;
    for (int r = 1; r <= 13; r++) {
      if (count[r] > most) {
        throw new IllegalArgumentException("the deal has " + count[r] + " cards of rank " + Rank.of(r).label()
            + ", but the level's " + level.totalCards() + " cards come from " + level.decks() + " standard deck"
            + (level.decks() == 1 ? "" : "s") + " (at most " + most + " of a rank); a level with a custom deck"
            + " allows it");
      }
    }
    return this;
  }

  /** The rank of board slot {@code slot}. */
  public int boardRank(int slot) {
    return board[slot];
  }

  /** The rank of stock card {@code index} (0 starts the waste). */
  public int stockRank(int index) {
    return stock[index];
  }

  public int[] boardRanks() {
    return board.clone();
  }

  /** The board's ranks without a copy, for the rules' hot path (never written). */
  int[] boardRanksShared() {
    return board;
  }

  /** The stock's ranks without a copy, for the rules' hot path (never written). */
  int[] stockRanksShared() {
    return stock;
  }

  public int[] stockRanks() {
    return stock.clone();
  }

  public int boardSize() {
    return board.length;
  }

  public int stockSize() {
    return stock.length;
  }

  public boolean hasSuits() {
    return boardCards != null;
  }

  /** The board cards with suits; throws when the deal has ranks only. */
  public List<Card> boardCards() {
    if (boardCards == null) {
      throw new IllegalStateException("this deal has ranks only, no suits");
    }
    return boardCards;
  }

  public List<Card> stockCards() {
    if (stockCards == null) {
      throw new IllegalStateException("this deal has ranks only, no suits");
    }
    return stockCards;
  }

  /** The board as text (cards when suits are known, else ranks). */
  public String formatBoard() {
    return boardCards != null ? Cards.format(boardCards) : formatRanks(board);
  }

  public String formatStock() {
    return stockCards != null ? Cards.format(stockCards) : formatRanks(stock);
  }

  /** Ranks as A 2 .. 10 J Q K, space separated. */
  public static String formatRanks(int[] ranks) {
    StringBuilder sb = new StringBuilder();
    for (int r : ranks) {
      if (sb.length() > 0) {
        sb.append(' ');
      }
      sb.append(Rank.of(r).label());
    }
    return sb.toString();
  }

  /** The deal in the file format; {@link #parseFile} reads it back. */
  public String format() {
    return "board: " + formatBoard() + "\nstock: " + formatStock() + "\n";
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Deal d && Arrays.equals(board, d.board) && Arrays.equals(stock, d.stock)
        && Objects.equals(boardCards, d.boardCards) && Objects.equals(stockCards, d.stockCards);
  }

  @Override
  public int hashCode() {
    return 31 * Arrays.hashCode(board) + Arrays.hashCode(stock);
  }

  @Override
  public String toString() {
    return "Deal[board " + formatBoard() + " | stock " + formatStock() + "]";
  }
}
