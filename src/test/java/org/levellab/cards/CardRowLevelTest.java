package org.levellab.cards;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.levellab.core.RandomStreams;

/** The level format of rows of cards and its seeded deal. */
class CardRowLevelTest {
  /** Four piles of three from the twelve clubs and diamonds below the queen. */
  private static final List<Card> DECK = Cards.parse("A♣ 2♣ 3♣ 4♣ 5♣ 6♣ A♦ 2♦ 3♦ 4♦ 5♦ 6♦");
  private static final CardRowLevel PILES = CardRowLevel.of("layout", "pile", 4, 3, DECK)
      .outside(Card.parse("K♠"), "is the king of the table, never dealt");

  @TempDir Path dir;

  private static String message(String text) {
    return assertThrows(IllegalArgumentException.class, () -> PILES.parse(text, "x.txt")).getMessage();
  }

  @Test
  void readsRowsWithCommentsBlankLinesAndBothNotations() {
    int[][] rows = PILES.parse("# a layout\nA♣ 2♣ 3♣\n\n4C, 5c, 6♣  # pile 2\nAD 2D 3D\n4♦ 5♦ 6♦\n", "x");
    assertEquals(Card.parse("5♣").index(), rows[1][1]);
    assertEquals("A♣ 2♣ 3♣\n4♣ 5♣ 6♣\nA♦ 2♦ 3♦\n4♦ 5♦ 6♦\n", PILES.format(rows));
    assertArrayEquals(rows, PILES.parse(PILES.format(rows), "again"));
  }

  @Test
  void everyErrorNamesTheSourceTheLineAndWhatIsWrong() {
    String good = "A♣ 2♣ 3♣\n4♣ 5♣ 6♣\nA♦ 2♦ 3♦\n4♦ 5♦ 6♦\n";
    assertTrue(message(good.replace("5♣", "5X")).startsWith("x.txt line 2: card 2: unknown card '5X'"));
    assertEquals("x.txt line 3: a pile has 3 cards, this line has 2", message(good.replace("A♦ 2♦ 3♦", "A♦ 2♦")));
    assertEquals("x.txt line 4: 2♣ is dealt twice (also on line 1)", message(good.replace("5♦", "2♣")));
    assertTrue(message(good.replace("6♦", "4♦")).startsWith("x.txt line 4: duplicate card 4♦"));
    assertEquals("x.txt line 2: K♠ is the king of the table, never dealt", message(good.replace("5♣", "K♠")));
    assertEquals("x.txt line 2: Q♥ is not one of the layout's cards", message(good.replace("5♣", "Q♥")));
    assertEquals("x.txt: a layout has 4 piles (lines of 3 cards), this one has 3",
        message(good.replace("4♦ 5♦ 6♦\n", "# gone\n")));
    assertEquals("x.txt line 6: a layout has 4 piles, this is pile 5", message(good + "\nQ♥ Q♠ Q♦"));
    assertEquals("x.txt: a layout has 4 piles (lines of 3 cards), this one has 0", message(""));
  }

  @Test
  void filesAreStrictUtf8AndNamedInErrors() throws IOException {
    Path bad = dir.resolve("bad.layout");
    Files.write(bad, new byte[] {(byte) 0xC3, 0x28});
    assertTrue(assertThrows(IllegalArgumentException.class, () -> PILES.read(bad)).getMessage()
        .startsWith("layout file " + bad + " is not UTF-8 text"));
    Path short_ = dir.resolve("short.layout");
    Files.writeString(short_, "\uFEFFA♣ 2♣ 3♣\n", StandardCharsets.UTF_8);
    assertEquals(short_ + ": a layout has 4 piles (lines of 3 cards), this one has 1",
        assertThrows(IllegalArgumentException.class, () -> PILES.read(short_)).getMessage());
  }

  @Test
  void aSeededDealIsTheDeckShuffledByFisherYatesAndCutIntoRows() {
    Set<String> deals = new HashSet<>();
    int[][] firstCardCounts = new int[DECK.size()][1];
    for (long seed = 0; seed < 3000; seed++) {
      int[][] rows = PILES.deal(seed);
      assertArrayEquals(rows, PILES.deal(seed), "the same seed deals the same");
      List<Card> expected = Cards.shuffled(DECK, RandomStreams.of(seed));
      List<Card> dealt = new ArrayList<>();
      for (int[] row : rows) {
        assertEquals(3, row.length);
        Arrays.stream(row).forEach(c -> dealt.add(Card.ofIndex(c)));
      }
      assertEquals(expected, dealt, "rows are the shuffled deck in order");
      assertEquals(new HashSet<>(DECK), new HashSet<>(dealt), "each card once");
      assertArrayEquals(rows, PILES.parse(PILES.format(rows), "seed " + seed), "a deal reads back");
      deals.add(PILES.format(rows));
      firstCardCounts[DECK.indexOf(dealt.get(0))][0]++;
    }
    assertEquals(3000, deals.size(), "3000 seeds, 3000 deals");
    for (int[] count : firstCardCounts) {
      // each of 12 cards comes first about 250 times in 3000 deals (sd about 15)
      assertTrue(count[0] > 170 && count[0] < 330, "first-card count " + count[0]);
    }
    assertNotEquals(PILES.format(PILES.deal(1)), PILES.format(PILES.deal(2)));
  }

  @Test
  void aPartialDealLeavesTheRestOfTheDeckOut() {
    CardRowLevel two = CardRowLevel.of("deal", "row", 2, 2, DECK);
    int[][] rows = two.deal(5);
    assertEquals(2, rows.length);
    assertEquals(Cards.shuffled(DECK, RandomStreams.of(5)).get(3).index(), rows[1][1]);
    assertThrows(IllegalArgumentException.class, () -> CardRowLevel.of("deal", "row", 5, 3, DECK));
    assertThrows(IllegalArgumentException.class,
        () -> CardRowLevel.of("deal", "row", 1, 2, List.of(Card.parse("A♣"), Card.parse("A♣"))));
    assertThrows(IllegalArgumentException.class, () -> PILES.outside(Card.parse("A♣"), "is in the deck"));
  }
}
