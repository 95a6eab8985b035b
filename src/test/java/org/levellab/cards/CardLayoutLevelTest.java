package org.levellab.cards;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.levellab.core.RandomStreams;

/** Layouts with rows of any length, covering by position, their level format and seeded deal. */
class CardLayoutLevelTest {
  private static final List<Card> DECK = Cards.standardDeck();

  private static final String PYRAMID = """
      # the pyramid of Pyramid patience: 7 rows, 28 cards
            *
           * *
          * * *
         * * * *
        * * * * *
       * * * * * *
      * * * * * * *
      """;

  private static final String PEAKS = """
         *     *     *
        * *   * *   * *
       * * * * * * * * *   # the cards between the peaks cover the peaks' edges
      * * * * * * * * * *
      """;

  @TempDir Path dir;

  @Test
  void aSevenRowPyramidIsCoveredByTheTwoCardsBelow() throws IOException {
    Path file = dir.resolve("pyramid.layout");
    Files.writeString(file, PYRAMID, StandardCharsets.UTF_8);
    CardLayoutLevel drawn = CardLayoutLevel.readLayout(file, "pyramid", "row", DECK);
    CardLayoutLevel built = CardLayoutLevel.pyramid("pyramid", "row", 7, DECK);
    assertEquals(7, drawn.rows());
    assertEquals(28, drawn.slots());
    for (int r = 0; r < 7; r++) {
      assertEquals(r + 1, drawn.rowLength(r));
      for (int i = 0; i <= r; i++) {
        int s = drawn.slot(r, i);
        assertEquals(r, drawn.rowOf(s));
        int[] expected = r == 6 ? new int[0] : new int[] {drawn.slot(r + 1, i), drawn.slot(r + 1, i + 1)};
        assertArrayEquals(expected, drawn.coveredBy(s), "card (" + r + ", " + i + ")");
        assertArrayEquals(expected, built.coveredBy(built.slot(r, i)), "built card (" + r + ", " + i + ")");
        long mask = 0;
        for (int by : expected) {
          mask |= 1L << by;
        }
        assertEquals(mask, drawn.coveredByMask(s), "card (" + r + ", " + i + ") as bits");
        for (int by : expected) {
          assertTrue(contains(drawn.covers(by), s), "covers is the converse of coveredBy");
        }
      }
    }
    assertEquals(built.picture(), drawn.picture());
    assertEquals(built.picture(), CardLayoutLevel.parseLayout(built.picture(), "again", "pyramid", "row", DECK)
        .picture());
  }

  @Test
  void aTriPeaksLikeLayoutHasThreePeaksAndTenOpenCards() {
    CardLayoutLevel peaks = CardLayoutLevel.parseLayout(PEAKS, "peaks.layout", "layout", "row", DECK);
    assertEquals(List.of(3, 6, 9, 10), List.of(peaks.rowLength(0), peaks.rowLength(1), peaks.rowLength(2),
        peaks.rowLength(3)));
    assertEquals(28, peaks.slots());
    int open = 0;
    int pairs = 0;
    for (int s = 0; s < peaks.slots(); s++) {
      int[] by = peaks.coveredBy(s);
      open += by.length == 0 ? 1 : 0;
      pairs += by.length;
      assertEquals(peaks.rowOf(s) == 3 ? 0 : 2, by.length, "slot " + s + " at column " + peaks.column(s));
    }
    assertEquals(10, open, "the front row starts open");
    assertEquals(36, pairs);
    // the left peak is covered by the left pair of row 1, which the first three cards of row 2 cover
    assertArrayEquals(new int[] {peaks.slot(1, 0), peaks.slot(1, 1)}, peaks.coveredBy(peaks.slot(0, 0)));
    assertArrayEquals(new int[] {peaks.slot(2, 0), peaks.slot(2, 1)}, peaks.coveredBy(peaks.slot(1, 0)));
    assertArrayEquals(new int[] {peaks.slot(2, 1), peaks.slot(2, 2)}, peaks.coveredBy(peaks.slot(1, 1)));
    // in row 2, a card under a pair of row 1 covers both, one at a peak's edge covers one
    assertArrayEquals(new int[] {peaks.slot(1, 0), peaks.slot(1, 1)}, peaks.covers(peaks.slot(2, 1)));
    assertArrayEquals(new int[] {peaks.slot(1, 1)}, peaks.covers(peaks.slot(2, 2)));
    assertArrayEquals(new int[] {peaks.slot(1, 2)}, peaks.covers(peaks.slot(2, 3)));
    assertArrayEquals(new int[] {peaks.slot(3, 3), peaks.slot(3, 4)}, peaks.coveredBy(peaks.slot(2, 3)));
  }

  @Test
  void aMalformedLayoutNamesTheFileAndTheLine() {
    assertEquals("x.layout line 2: cards at columns 3 and 4 overlap (a card is two columns wide: leave a space"
        + " between)", layoutError("  *\n  **\n"));
    assertEquals("x.layout line 3: 'o' at column 2 is not a card (write * for a card and spaces between)",
        layoutError("# a\n *\n*o*\n"));
    assertEquals("x.layout line 1: a tab at column 1 makes the columns ambiguous: use spaces", layoutError("\t*\n"));
    assertEquals("x.layout: a layout needs at least one card", layoutError("# nothing\n\n"));
    assertEquals("x.layout: the layout has 60 cards, more than the deck's 52",
        layoutError(("* ".repeat(20) + "\n").repeat(3)));
    assertThrows(IllegalArgumentException.class, () -> CardLayoutLevel.pyramid("p", "row", 0, DECK));
  }

  private static String layoutError(String picture) {
    return assertThrows(IllegalArgumentException.class,
        () -> CardLayoutLevel.parseLayout(picture, "x.layout", "layout", "row", DECK)).getMessage();
  }

  @Test
  void aDealReadsBackAndAMalformedOneNamesTheFileAndTheLine() throws IOException {
    CardLayoutLevel pyramid = CardLayoutLevel.pyramid("pyramid", "row", 7, DECK);
    int[][] rows = pyramid.deal(11);
    assertArrayEquals(rows, pyramid.deal(11), "the same seed deals the same");
    List<Card> dealt = new ArrayList<>();
    for (int r = 0; r < 7; r++) {
      assertEquals(r + 1, rows[r].length);
      for (int c : rows[r]) {
        dealt.add(Card.ofIndex(c));
      }
    }
    assertEquals(Cards.shuffled(DECK, RandomStreams.of(11)).subList(0, 28), dealt, "the shuffled deck, row by row");
    assertEquals(28, new HashSet<>(dealt).size());
    String text = pyramid.format(rows);
    assertArrayEquals(rows, pyramid.parse(text, "again"));

    List<String> lines = new ArrayList<>(text.lines().toList());
    String good = String.join("\n", lines) + "\n";
    Path file = dir.resolve("deal.txt");
    Files.writeString(file, "# pyramid deal 11\n" + good.replace(lines.get(2) + "\n", lines.get(1) + "\n"),
        StandardCharsets.UTF_8);
    assertEquals(file + " line 4: row 3 of the pyramid has 3 cards, this line has 2",
        assertThrows(IllegalArgumentException.class, () -> pyramid.read(file)).getMessage());
    String first = lines.get(0);
    String twice = good.replace(lines.get(3), lines.get(3).substring(0, lines.get(3).lastIndexOf(' ')) + " " + first);
    assertEquals("d line 4: " + first + " is dealt twice (also on line 1)", dealError(pyramid, twice));
    assertEquals("d: a pyramid has 7 rows, this one has 6", dealError(pyramid, good.replace(lines.get(6), "#")));
    assertEquals("d line 8: a pyramid has 7 rows, this is row 8", dealError(pyramid, good + "A♠\n"));
    assertTrue(dealError(pyramid, good.replace(first, "1X")).startsWith("d line 1: "));
    CardLayoutLevel clubs = CardLayoutLevel.pyramid("pyramid", "row", 2, Cards.parse("A♣ 2♣ 3♣"));
    assertEquals("d line 2: K♥ is not one of the pyramid's cards", dealError(clubs, "A♣\n2♣ K♥\n"));
  }

  @Test
  void aStockFollowsTheLayoutInTheDealAndTheLevel() {
    CardLayoutLevel plain = CardLayoutLevel.pyramid("pyramid", "row", 7, DECK);
    CardLayoutLevel withStock = plain.withStock(24);
    assertEquals(24, withStock.stockSize());
    assertEquals(28, withStock.slots(), "the stock is not part of the layout");
    int[][] dealt = withStock.deal(11);
    assertEquals(8, dealt.length);
    for (int r = 0; r < 7; r++) {
      assertArrayEquals(plain.deal(11)[r], dealt[r], "the layout is dealt as without a stock");
    }
    List<Card> shuffled = Cards.shuffled(DECK, RandomStreams.of(11));
    for (int i = 0; i < 24; i++) {
      assertEquals(shuffled.get(28 + i).index(), withStock.stock(dealt)[i], "the stock is the shuffle's next cards");
    }
    assertEquals(0, plain.stock(plain.deal(11)).length);
    String text = withStock.format(dealt);
    assertEquals(8, text.lines().count());
    assertArrayEquals(dealt, withStock.parse(text, "again"));

    List<String> lines = text.lines().toList();
    String layoutOnly = String.join("\n", lines.subList(0, 7)) + "\n";
    assertEquals("d: a pyramid has 7 rows and then a stock line of 24 cards, this one has 7 lines",
        dealError(withStock, layoutOnly));
    String shortStock = layoutOnly + lines.get(7).substring(0, lines.get(7).lastIndexOf(' ')) + "\n";
    assertEquals("d line 8: the stock of the pyramid has 24 cards, this line has 23", dealError(withStock, shortStock));
    String first = lines.get(0);
    String twice = layoutOnly + lines.get(7).substring(0, lines.get(7).lastIndexOf(' ')) + " " + first + "\n";
    assertEquals("d line 8: " + first + " is dealt twice (also on line 1)", dealError(withStock, twice));
    assertEquals("d line 9: a pyramid has 7 rows and a stock line, this is one line more",
        dealError(withStock, text + "A♠\n"));
    assertEquals("pyramid with a stock of 25: the pyramid has 28 cards and a stock of 25, more than the deck's 52",
        assertThrows(IllegalArgumentException.class, () -> plain.withStock(25)).getMessage());
  }

  private static String dealError(CardLayoutLevel layout, String text) {
    return assertThrows(IllegalArgumentException.class, () -> layout.parse(text, "d")).getMessage();
  }

  private static boolean contains(int[] xs, int x) {
    for (int y : xs) {
      if (y == x) {
        return true;
      }
    }
    return false;
  }
}
