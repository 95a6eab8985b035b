package org.levellab.cards;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.levellab.core.RandomStreams;

/** The stock-and-waste pile against a plain model: a queue for the stock and a stack for the waste. */
class StockPileTest {
  @Test
  void drawsAndPlaysAsAQueueOntoAStackOverThousandsOfSeededRuns() {
    SplittableRandom rng = RandomStreams.of(5);
    for (int run = 0; run < 3_000; run++) {
      int size = rng.nextInt(StockPile.MAX_CARDS + 1);
      int[] cards = Cards.shuffled(Cards.standardDeck(), RandomStreams.forTask(5, run)).stream()
          .limit(Math.min(size, 52)).mapToInt(Card::index).toArray();
      StockPile pile = new StockPile(cards);
      Deque<Integer> stock = new ArrayDeque<>();
      Arrays.stream(cards).forEach(stock::addLast);
      Deque<Integer> waste = new ArrayDeque<>();
      Map<Long, String> seen = new HashMap<>();
      for (int step = 0; step < 80; step++) {
        assertEquals(stock.size(), pile.left());
        assertEquals(!stock.isEmpty(), pile.canDraw());
        assertEquals(waste.isEmpty() ? -1 : waste.peek(), pile.top(), "run " + run + " step " + step);
        String view = pile.toString();
        String before = seen.put(pile.key(), view);
        assertTrue(before == null || before.equals(view), "equal keys, different piles: " + before + " / " + view);
        if (rng.nextBoolean() && pile.canDraw()) {
          StockPile copy = pile.copy();
          pile.draw();
          waste.push(stock.poll());
          assertNotEquals(copy, pile, "a copy is independent");
        } else if (!waste.isEmpty()) {
          pile.playTop();
          waste.pop();
        }
      }
    }
  }

  @Test
  void theTextsShowTheWasteBottomFirstAndTheStockTopFirst() {
    StockPile pile = new StockPile(Cards.parse("A♠ 2♥ 3♦ 4♣").stream().mapToInt(Card::index).toArray());
    pile.draw();
    pile.draw();
    pile.draw();
    pile.playTop();
    assertEquals("A♠ 2♥", pile.wasteText());
    assertEquals("4♣", pile.stockText());
    assertEquals(Card.parse("2♥").index(), pile.top());
    pile.playTop();
    pile.playTop();
    assertEquals(-1, pile.top());
    assertEquals("waste [] stock [4♣]", pile.toString());
    assertThrows(IllegalStateException.class, pile::playTop);
    pile.draw();
    assertThrows(IllegalStateException.class, pile::draw);
    assertThrows(IllegalArgumentException.class, () -> new StockPile(new int[StockPile.MAX_CARDS + 1]));
  }

  @Test
  void aTwinShufflesOnlyTheUndrawnCardsTheSameWayForTheSameSeed() {
    int[] cards = Cards.standardDeck().stream().limit(24).mapToInt(Card::index).toArray();
    StockPile pile = new StockPile(cards);
    for (int i = 0; i < 9; i++) {
      pile.draw();
    }
    pile.playTop();
    int differing = 0;
    for (long seed = 0; seed < 200; seed++) {
      StockPile twin = pile.twin(RandomStreams.of(seed));
      assertEquals(twin, pile.twin(RandomStreams.of(seed)));
      assertEquals(pile.wasteText(), twin.wasteText());
      assertEquals(pile.key(), twin.key());
      assertArrayEquals(Arrays.copyOf(cards, 9), Arrays.copyOf(twin.cards(), 9), "drawn cards stay");
      List<Integer> rest = new ArrayList<>();
      Arrays.stream(twin.cards(), 9, 24).forEach(rest::add);
      List<Integer> was = new ArrayList<>();
      Arrays.stream(cards, 9, 24).forEach(was::add);
      differing += rest.equals(was) ? 0 : 1;
      rest.sort(null);
      was.sort(null);
      assertEquals(was, rest, "the same undrawn cards");
    }
    assertTrue(differing > 190, differing + " of 200 twins differ");
  }
}
