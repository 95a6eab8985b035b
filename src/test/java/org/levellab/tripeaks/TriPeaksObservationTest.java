package org.levellab.tripeaks;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The observation hides exactly the face-down cards and the order of the stock: two deals that agree
 * on every card a player has seen are observed alike at every step (and allow the same moves), and a
 * deal that differs in one seen card is observed differently.
 */
public class TriPeaksObservationTest {
  static List<Level> levels() {
    return List.of(Level.microsoft(), Level.golf(),
        Level.builder(Layout.microsoft()).holdSlot(true).wall(13).wall(19).wall(25).build(),
        Level.builder(TriPeaksContractTest.DESIGN24).holdSlot(true).wall(9).wall(17).build());
  }

  /** A seeded random game of up to {@code maxMoves} moves on the deal: the moves made. */
  static int[] randomPrefix(Level level, Deal deal, int maxMoves, SplittableRandom rng) {
    TriPeaksState s = level.deal(deal);
    List<Integer> moves = new ArrayList<>();
    while (moves.size() < maxMoves && !s.isTerminal()) {
      int[] legal = s.legalActions();
      int a = legal[rng.nextInt(legal.length)];
      s.apply(a);
      moves.add(a);
    }
    return moves.stream().mapToInt(Integer::intValue).toArray();
  }

  static TriPeaksState play(Level level, Deal deal, int[] moves) {
    TriPeaksState s = level.deal(deal);
    for (int a : moves) {
      s.apply(a);
    }
    return s;
  }

  /** Card positions of a deal: board slots 0..n-1, then stock index i as n + i. */
  public static int[] ranks(Deal d) {
    int[] b = d.boardRanks();
    int[] s = d.stockRanks();
    int[] all = new int[b.length + s.length];
    System.arraycopy(b, 0, all, 0, b.length);
    System.arraycopy(s, 0, all, b.length, s.length);
    return all;
  }

  public static Deal deal(int[] all, int boardSize) {
    int[] b = new int[boardSize];
    int[] s = new int[all.length - boardSize];
    System.arraycopy(all, 0, b, 0, b.length);
    System.arraycopy(all, b.length, s, 0, s.length);
    return Deal.of(b, s);
  }

  /** True when the card at position p (see {@link #ranks}) has been seen in state s. */
  public static boolean seen(TriPeaksState s, int p) {
    int n = s.level().layout().size();
    return p < n ? s.isFaceUp(p) : p - n < s.level().stockSize() - s.stockLeft();
  }

  /** A seeded random game's prefix: the level, the deal, the moves and the state they reach. */
  record Case(Level level, Deal deal, int[] moves, TriPeaksState end) {
    static Case random(int t, SplittableRandom rng) {
      List<Level> levels = levels();
      Level level = levels.get(t % levels.size());
      Deal d = Deal.random(level, rng);
      int[] moves = randomPrefix(level, d, rng.nextInt(60), rng);
      return new Case(level, d, moves, play(level, d, moves));
    }

    /** Card positions (see {@link #ranks}) seen by the end of the prefix, or (seen false) still hidden. */
    List<Integer> positions(boolean seen) {
      List<Integer> out = new ArrayList<>();
      for (int p = 0; p < level.totalCards(); p++) {
        if (seen(end, p) == seen) {
          out.add(p);
        }
      }
      return out;
    }
  }

  static void swap(int[] a, int i, int j) {
    int t = a[i];
    a[i] = a[j];
    a[j] = t;
  }

  @Test
  void dealsThatDifferOnlyInHiddenCardsAreObservedAlike() {
    SplittableRandom rng = new SplittableRandom(17);
    int differentDeals = 0;
    for (int t = 0; t < 2000; t++) {
      Case c = Case.random(t, rng);
      Level level = c.level();
      int n = level.layout().size();
      Deal d = c.deal();
      int[] moves = c.moves();
      // Shuffle the hidden cards (face-down board cards and undrawn stock cards) among themselves.
      int[] all = ranks(d);
      List<Integer> hidden = c.positions(false);
      int[] other = all.clone();
      for (int i = hidden.size() - 1; i > 0; i--) {
        swap(other, hidden.get(i), hidden.get(rng.nextInt(i + 1)));
      }
      Deal e = deal(other, n);
      if (!e.equals(deal(all, n))) {
        differentDeals++;
      }
      TriPeaksState x = level.deal(d);
      TriPeaksState y = level.deal(e);
      assertEquals(x.observation(), y.observation(), "start of case " + t);
      for (int i = 0; i < moves.length; i++) {
        assertArrayEquals(x.legalActions(), y.legalActions(), "what may be played follows from what is seen");
        x.apply(moves[i]);
        y.apply(moves[i]);
        assertEquals(x.observation(), y.observation(), "case " + t + " after move " + (i + 1));
        assertEquals(x.observation().toString(), y.observation().toString());
        assertEquals(x.observation().hashCode(), y.observation().hashCode());
      }
    }
    // Golf (a quarter of the cases) hides only the undrawn stock, often a few cards late in a game,
    // whose shuffle is then more often the same deal.
    assertTrue(differentDeals > 1600, differentDeals + " of 2000 pairs had different hidden cards");
  }

  @Test
  void aSeenCardThatDiffersIsObservedDifferently() {
    SplittableRandom rng = new SplittableRandom(23);
    int compared = 0;
    for (int t = 0; t < 4000; t++) {
      Case c = Case.random(t, rng);
      Level level = c.level();
      int n = level.layout().size();
      int[] all = ranks(c.deal());
      // Swap one seen card with another card of a different rank.
      List<Integer> seen = c.positions(true);
      int a = seen.get(rng.nextInt(seen.size()));
      int b = rng.nextInt(all.length);
      if (all[a] == all[b]) {
        continue;
      }
      int[] other = all.clone();
      swap(other, a, b);
      TriPeaksState y = level.deal(deal(other, n));
      boolean replays = true;
      for (int m : c.moves()) {
        if (!y.isLegal(Move.ofCode(m))) {
          replays = false;
          break;
        }
        y.apply(m);
      }
      if (replays) {
        assertNotEquals(c.end().observation(), y.observation(), "case " + t + ": card " + a + " was seen");
        compared++;
      }
    }
    // Many swaps make a move of the game illegal; the rest are compared.
    assertTrue(compared > 1500, "compared " + compared);
  }

  /**
   * Golf deals its 35 tableau cards face up: every one is seen from the start and only the bottom card
   * of each column is playable; what a Golf player does not see is the stock's order alone. A
   * layout dealt face down hides every covered card.
   */
  @Test
  void golfDealsItsTableauFaceUpAndHidesOnlyTheStockOrder() {
    SplittableRandom rng = new SplittableRandom(41);
    for (int t = 0; t < 500; t++) {
      Deal d = Deal.random(Level.golf(), rng);
      TriPeaksState s = Level.golf().deal(d);
      TriPeaksObservation o = s.observation();
      for (int slot = 0; slot < 35; slot++) {
        assertTrue(s.isFaceUp(slot), "slot " + slot + " is dealt face up");
        assertEquals(d.boardRank(slot), o.rankAt(slot));
        assertEquals(slot % 5 == 4, s.isOpen(slot), "only each column's bottom card is playable: slot " + slot);
      }
      int[] moves = randomPrefix(Level.golf(), d, rng.nextInt(40), rng);
      TriPeaksState end = play(Level.golf(), d, moves);
      Case c = new Case(Level.golf(), d, moves, end);
      List<Integer> hidden = c.positions(false);
      for (int p : hidden) {
        assertTrue(p >= 35, "only stock cards are hidden on Golf, not board position " + p);
      }
      assertEquals(end.stockLeft(), hidden.size(), "every undrawn stock card is hidden");
    }
    TriPeaksState undealt = Level.golf().undealt();
    int chance = 0;
    while (undealt.isChanceNode()) {
      undealt.apply(undealt.sampleChance(rng));
      chance++;
    }
    assertEquals(36, chance, "an undealt Golf game turns up its 35 tableau cards and the first stock card");
    assertEquals(7, Long.bitCount(undealt.openMask()));
    TriPeaksState microsoft = Level.microsoft().deal(Fixtures.blogDeal());
    int faceUp = 0;
    for (int slot = 0; slot < 28; slot++) {
      faceUp += microsoft.isFaceUp(slot) ? 1 : 0;
    }
    assertEquals(10, faceUp, "Microsoft TriPeaks deals its bottom row face up and the 18 covered cards face down");
  }

  @Test
  void aLayoutFileSaysHowItIsDealt() {
    Layout up = Layout.parse(Layout.golf().format(), "golf.layout");
    assertTrue(up.dealtFaceUp());
    assertEquals(Layout.golf(), up);
    Layout down = Layout.parse(Layout.golf().format().replace("deal face-up\n", ""), "golf.layout");
    assertTrue(!down.dealtFaceUp());
    assertNotEquals(Layout.golf(), down);
    var e = org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
        () -> Layout.parse("deal sideways\nslot 0 0 0\n", "x.layout"));
    assertEquals("x.layout line 1: deal must be 'face-up' or 'face-down', was 'sideways'", e.getMessage());
  }

  @Test
  void observationIsACopy() {
    TriPeaksState s = Level.microsoft().deal(Fixtures.blogDeal());
    TriPeaksObservation o = s.observation();
    o.board()[0] = 13;
    o.waste()[0] = 13;
    o.walls()[0] = 2;
    assertEquals(s.observation(), o, "changing what an observation returns changes nothing");
    assertEquals(5, o.rankAt(0));
    s.apply(Move.board(3));
    assertEquals(3, o.wasteTop(), "an observation does not follow the state");
    assertEquals("board 0=5 1=9 2=A 3=2 4=7 5=4 6=K 7=9 8=7 9=3 10=_ 11=_ 12=_ 13=_ 14=_ 15=_ 16=_ 17=_ 18=_"
        + " 19=_ 20=_ 21=_ 22=_ 23=_ 24=_ 25=_ 26=_ 27=_ | waste 3 | hold - | stock 23", o.toString());
  }
}
