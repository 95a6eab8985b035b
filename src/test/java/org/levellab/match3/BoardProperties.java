package org.levellab.match3;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.SplittableRandom;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

/** The fast board against the plain reference implementation, on thousands of seeded boards. */
class BoardProperties {

  private static int[] toArray(List<Integer> l) {
    return l.stream().mapToInt(Integer::intValue).toArray();
  }

  /** A random game with random valid swaps: every step agrees with the reference. */
  @Property(tries = 1500, seed = "20261122")
  void fastBoardAgreesWithReferenceAlongRandomGames(@ForAll long seed,
      @ForAll @IntRange(min = 4, max = 8) int s, @ForAll @IntRange(min = 4, max = 7) int g) {
    Match3 game = new Match3(s, g);
    SplittableRandom rng = new SplittableRandom(seed);
    Board b = game.newBoard(rng);
    ReferenceBoard ref = ReferenceBoard.from(b);
    assertEquals(0, ref.lineCount(), "initial board has no lines");
    int[] buf = new int[b.swapCodeLimit()];
    for (int step = 0; step < 25; step++) {
      int k = b.legalSwaps(buf);
      int[] fast = java.util.Arrays.copyOf(buf, k);
      // Messages are built on failure only: the board's text on every step was wasted work.
      assertArrayEquals(toArray(ref.validSwaps()), fast, () -> "valid swaps on " + b);
      assertEquals(k == 0, b.isGameOver());
      assertEquals(k, b.countLegalSwaps());
      assertEquals(ref.pairs(), b.pairs());
      if (k == 0) {
        return;
      }
      int swap = fast[rng.nextInt(k)];
      assertEquals(ref.directScore(swap), b.directScore(swap), () -> "direct score of " + Swap.of(swap, s));

      // The known-cells-only cascade (look-ahead boards) agrees too, with its heuristics.
      Board look = b.copy();
      ReferenceBoard refLook = ref.copy();
      refLook.exchange(swap);
      assertEquals(refLook.cascadeKnown(), look.playKnown(swap));
      assertArrayEquals(refLook.flat(), look.cells());
      assertEquals(refLook.touching(), look.touching());
      assertEquals(refLook.pairs(), look.pairs());
      assertEquals(refLook.validSwaps().size(), look.countLegalSwaps());

      long refillSeed = rng.nextLong();
      int pf = b.play(swap, new SplittableRandom(refillSeed));
      int pr = ref.play(swap, new SplittableRandom(refillSeed));
      assertEquals(pr, pf, "cascade score");
      assertArrayEquals(ref.flat(), b.cells(), "board after cascade");
      assertTrue(pf >= 3, "a valid swap clears at least 3 gems");
      assertTrue(b.isFull() && b.isStable(), "after every cascade the board is full and stable");
    }
  }

  /** Boards with unknown cells (look-ahead boards): swaps, heuristics and cascades agree. */
  @Property(tries = 1500, seed = "20261122")
  void agreesOnBoardsWithUnknownCells(@ForAll long seed,
      @ForAll @IntRange(min = 4, max = 8) int s, @ForAll @IntRange(min = 4, max = 7) int g) {
    Match3 game = new Match3(s, g);
    SplittableRandom rng = new SplittableRandom(seed);
    Board b = game.newBoard(rng);
    // Clear a random set of cells and let gravity act: a board as the look-ahead sees it.
    long mask = rng.nextLong() & rng.nextLong();
    if (s * s < 64) {
      mask &= (1L << (s * s)) - 1;
    }
    b.clear(mask);
    b.drop();
    b.cascadeKnown();
    ReferenceBoard ref = ReferenceBoard.from(b);
    assertEquals(0, ref.lineCount());
    int[] buf = new int[b.swapCodeLimit()];
    int k = b.legalSwaps(buf);
    assertArrayEquals(toArray(ref.validSwaps()), java.util.Arrays.copyOf(buf, k));
    assertEquals(ref.pairs(), b.pairs());
    assertEquals(ref.touching(), b.touching());
    for (int i = 0; i < k; i++) {
      Board f = b.copy();
      ReferenceBoard r = ref.copy();
      r.exchange(buf[i]);
      assertEquals(r.cascadeKnown(), f.playKnown(buf[i]));
      assertArrayEquals(r.flat(), f.cells());
    }
  }

  /** Arbitrary (not line-free) full boards: line finding, clearing and gravity agree step by step. */
  @Property(tries = 2000, seed = "20261122")
  void cascadeStepsAgreeOnArbitraryBoards(@ForAll long seed,
      @ForAll @IntRange(min = 4, max = 8) int s, @ForAll @IntRange(min = 4, max = 7) int g) {
    SplittableRandom rng = new SplittableRandom(seed);
    int[] cells = new int[s * s];
    for (int i = 0; i < cells.length; i++) {
      cells[i] = rng.nextInt(g);
    }
    Board b = Board.of(new Match3(s, g), cells);
    ReferenceBoard ref = ReferenceBoard.from(b);
    long mask = b.findLines();
    boolean[][] in = ref.lines();
    for (int i = 0; i < s * s; i++) {
      assertEquals(in[i / s][i % s], (mask >>> i & 1) == 1, "cell " + i + " in a line");
    }
    long refillSeed = rng.nextLong();
    assertEquals(ref.cascade(new SplittableRandom(refillSeed)), b.cascade(new SplittableRandom(refillSeed)));
    assertArrayEquals(ref.flat(), b.cells());
    assertTrue(b.isFull() && b.isStable());
  }

  @Property(tries = 500, seed = "20261122")
  void initialBoardsHaveNoLinesAndAreReproducible(@ForAll long seed,
      @ForAll @IntRange(min = 4, max = 8) int s, @ForAll @IntRange(min = 4, max = 7) int g) {
    Match3 game = new Match3(s, g);
    Board a = game.newBoard(new SplittableRandom(seed));
    Board b = game.newBoard(new SplittableRandom(seed));
    assertEquals(a, b);
    assertTrue(a.isFull() && a.isStable());
    assertEquals(a, BoardText.parse(BoardText.format(a), g), "text round trip");
  }

  /** The paper's code's construction: no two adjacent cells alike, and no more draws than cells. */
  @Property(tries = 500, seed = "20261123")
  void noPairsStartHasNoAdjacentEqualGems(@ForAll long seed,
      @ForAll @IntRange(min = 4, max = 8) int s, @ForAll @IntRange(min = 4, max = 7) int g) {
    Match3 game = new Match3(s, g);
    Board b = game.newBoard(new SplittableRandom(seed), Match3.Start.NO_PAIRS);
    assertEquals(0, b.pairs(), b.toString());
    assertEquals(0, ReferenceBoard.from(b).lineCount());
    assertEquals(game.newBoard(new SplittableRandom(seed)), game.newBoard(new SplittableRandom(seed),
        Match3.Start.NO_LINES), "the default construction is unchanged");
  }
}
