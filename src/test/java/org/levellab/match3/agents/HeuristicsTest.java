package org.levellab.match3.agents;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.levellab.match3.Board;
import org.levellab.match3.BoardText;
import org.levellab.match3.Swap;

/** The five heuristics on a board worked out by hand (in the comments). */
class HeuristicsTest {

  @Test
  void handWorkedSwap() {
    Board b = BoardText.parse("BCDB/CDBC/AADA/DBCD", 4);
    int swap = new Swap(2, 2, false).code(4); // r3c3 D <-> r3c4 A: row 3 becomes A A A D
    assertEquals(3, b.directScore(swap));
    Board after = b.copy();
    // Clears r3c1..r3c3; columns 1..3 drop by one, the top cells are unknown; no new line forms.
    assertEquals(3, after.playKnown(swap));
    assertEquals("...B/BCDC/CDBD/DBCD", BoardText.format(after));
    assertEquals(3, b.depth(swap), "a horizontal swap in row 3");
    assertEquals(1, after.pairs(), "only the D-D in column 4, rows 3 and 4");
    assertEquals(4, after.touching(), "r1c4 (left of it unknown) and r2c1..r2c3 (above unknown)");
    // Valid swaps: r2c3<->r2c4 makes D D D in column 4; r2c3<->r3c3 makes D D D in row 3.
    assertEquals(2, after.countLegalSwaps());
    assertArrayEquals(new double[] {3, 1, 2, 3, 4}, Heuristics.values(after, 3, 3, 1));
    Weights w = Weights.parse("1,0.5,2,0.2,0.25");
    assertEquals(3 + 0.5 + 4 + 0.6 + 1, Heuristics.value(w, after, 3, 3, 1, -1), 1e-12);
    // L-BFS variants: a two-swap path with 9 points and depths 3 and 4 averages 4.5 and 3.5.
    assertEquals(4.5 + 0.5 + 4 + 0.2 * 3.5 + 1, Heuristics.value(w, after, 9, 7, 2, -1), 1e-12);
  }

  @Test
  void depthIsTheDeeperRowOneBased() {
    Board b = BoardText.parse("ABCD/BCDA/CDAB/DABC", 4);
    assertEquals(1, b.depth(new Swap(0, 0, false).code(4)));
    assertEquals(2, b.depth(new Swap(0, 0, true).code(4)));
    assertEquals(4, b.depth(new Swap(2, 1, true).code(4)), "Figure 4: a vertical swap of rows 3 and 4 has depth 4");
  }
}
