package org.levellab.tripeaks;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class DealTest {
  static final int[] BLOG_BOARD = {5, 9, 1, 2, 7, 4, 13, 9, 7, 3, 5, 6, 8, 7, 4, 9, 4, 13, 13, 2, 10, 12, 5, 8, 1, 1, 10, 4};
  static final int[] BLOG_STOCK = {3, 9, 12, 2, 2, 8, 3, 10, 11, 10, 6, 13, 7, 12, 11, 12, 1, 11, 5, 8, 6, 3, 6, 11};

  @Test
  void blogDealFileHoldsTheBlogsVectors() {
    Deal d = Fixtures.blogDeal();
    assertArrayEquals(BLOG_BOARD, d.boardRanks());
    assertArrayEquals(BLOG_STOCK, d.stockRanks());
    assertFalse(d.hasSuits());
    d.checkFits(Level.microsoft());
    assertEquals(d, Deal.parseFile(d.format(), "again"));
  }

  @Test
  void cardsWithSuitsAreKept() {
    Deal d = Deal.parse("10♠ QH Td", "A♣ 2d");
    assertArrayEquals(new int[] {10, 12, 10}, d.boardRanks());
    assertTrue(d.hasSuits());
    assertEquals(d, Deal.parseFile(d.format(), "x"));
  }

  @Test
  void randomDealIsADeckAndSeeded() {
    Deal a = Deal.random(Level.microsoft(), new SplittableRandom(3));
    Deal b = Deal.random(Level.microsoft(), new SplittableRandom(3));
    assertEquals(a, b);
    int[] count = new int[14];
    for (int r : a.boardRanks()) {
      count[r]++;
    }
    for (int r : a.stockRanks()) {
      count[r]++;
    }
    for (int r = 1; r <= 13; r++) {
      assertEquals(4, count[r]);
    }
  }

  @Test
  void badDealsNameTheProblem() {
    assertError("board card 3: rank 14 out of range", () -> Deal.parse("1 2 14", "3"));
    assertError("stock card 2: unknown card token 'Zq'", () -> Deal.parse("1 2", "3 Zq"));
    assertError("duplicate card Q♥: board card 2 and stock card 1", () -> Deal.parse("10♠ QH", "Q♥ 2D"));
    assertError("board: some cards have suits", () -> Deal.parse("10♠ Q", "3"));
    assertError("board card 1: rank 0 out of range", () -> Deal.of(new int[] {0}, new int[] {1}));
    Deal shortDeal = Deal.parse("1 2 3", "4 5");
    assertError("board: layout microsoft has 28 slots, but the deal gives 3 board cards",
        () -> shortDeal.checkFits(Level.microsoft()));
    Deal wrongStock = Deal.of(BLOG_BOARD, new int[] {1, 2});
    assertError("stock: the level has 24 stock cards, but the deal gives 2",
        () -> Level.microsoft().deal(wrongStock));
    assertError("f.deal line 2: expected 'board:' or 'stock:'", () -> Deal.parseFile("# deal\nfoo\nboard: 1\n", "f.deal"));
    assertError("f.deal: needs a 'board:' and a 'stock:' line", () -> Deal.parseFile("board: 1\n", "f.deal"));
    assertError("f.deal: stock card 1: unknown card token", () -> Deal.parseFile("board: 1\nstock: X\n", "f.deal"));
  }

  static void assertError(String start, Runnable r) {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, r::run);
    assertTrue(e.getMessage().startsWith(start), "message was: " + e.getMessage());
  }
}
