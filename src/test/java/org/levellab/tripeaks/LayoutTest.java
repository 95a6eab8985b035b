package org.levellab.tripeaks;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class LayoutTest {
  static final Path DATASETS = Fixtures.DATASETS;

  @Test
  void microsoftCoverageFollowsTheIssue() {
    Layout l = Layout.microsoft();
    assertEquals(28, l.size());
    for (int j = 0; j < 10; j++) {
      assertArrayEquals(new int[0], l.coveredBy(j));
    }
    for (int j = 0; j < 9; j++) {
      assertArrayEquals(new int[] {j, j + 1}, l.coveredBy(10 + j));
    }
    for (int k = 0; k < 3; k++) {
      assertArrayEquals(new int[] {10 + 3 * k, 11 + 3 * k}, l.coveredBy(19 + 2 * k));
      assertArrayEquals(new int[] {11 + 3 * k, 12 + 3 * k}, l.coveredBy(20 + 2 * k));
      assertArrayEquals(new int[] {19 + 2 * k, 20 + 2 * k}, l.coveredBy(25 + k));
    }
    // covers is the inverse relation
    for (int s = 0; s < 28; s++) {
      for (int c : l.covers(s)) {
        assertTrue(contains(l.coveredBy(c), s));
      }
    }
  }

  /**
   * The blog's own visibility function (get_viz_idx, ported line by line from R, 1-based) is an
   * independent oracle for which Microsoft cards are open after any set of removals.
   */
  @Test
  void microsoftOpenCardsAgreeWithTheBlogsVisibilityFunction() {
    SplittableRandom rng = new SplittableRandom(4);
    Layout l = Layout.microsoft();
    for (int trial = 0; trial < 5000; trial++) {
      boolean[] remain = new boolean[29]; // 1-based like R
      long cleared = 0;
      for (int i = 1; i <= 28; i++) {
        remain[i] = rng.nextInt(3) != 0;
        if (!remain[i]) {
          cleared |= 1L << (i - 1);
        }
      }
      List<Integer> blog = blogVisible(remain);
      List<Integer> ours = new ArrayList<>();
      for (int s = 0; s < 28; s++) {
        if ((cleared >>> s & 1) == 0 && (l.coveredByMask(s) & ~cleared) == 0) {
          ours.add(s + 1);
        }
      }
      blog.sort(null);
      assertEquals(blog, ours, "removal pattern " + Long.toBinaryString(cleared));
    }
  }

  static List<Integer> blogVisible(boolean[] remain) {
    List<Integer> viz = new ArrayList<>();
    for (int i = 1; i <= 10; i++) {
      if (remain[i]) {
        viz.add(i);
      }
    }
    for (int i = 1; i <= 9; i++) {
      if (!remain[i] && !remain[i + 1] && remain[i + 10]) {
        viz.add(i + 10);
      }
    }
    for (int i = 1; i <= 8; i++) { // r3_filter = remain[11:19]
      boolean a = remain[10 + i];
      boolean b = remain[11 + i];
      if (!a && !b && i <= 2 && remain[i + 19]) {
        viz.add(i + 19);
      }
      if (i == 3 || i == 6) {
        continue;
      }
      if (!a && !b && (i == 4 || i == 5) && remain[i + 18]) {
        viz.add(i + 18);
      }
      if (!a && !b && i > 6 && remain[i + 17]) {
        viz.add(i + 17);
      }
    }
    for (int i : new int[] {1, 3, 5}) { // r4_filter = remain[20:25]
      boolean a = remain[19 + i];
      boolean b = remain[20 + i];
      if (!a && !b && i == 1 && remain[i + 25]) {
        viz.add(i + 25);
      }
      if (!a && !b && i == 3 && remain[i + 24]) {
        viz.add(i + 24);
      }
      if (!a && !b && i == 5 && remain[i + 23]) {
        viz.add(i + 23);
      }
    }
    return viz;
  }

  @Test
  void golfHasSevenColumnsOfFive() {
    Layout g = Layout.golf();
    assertEquals(35, g.size());
    assertEquals(17, g.defaultStockSize());
    assertEquals(7, Long.bitCount(g.initiallyOpenMask()));
    for (int c = 0; c < 7; c++) {
      for (int d = 0; d < 4; d++) {
        assertArrayEquals(new int[] {5 * c + d + 1}, g.coveredBy(5 * c + d));
      }
      assertArrayEquals(new int[0], g.coveredBy(5 * c + 4));
    }
    assertEquals(Layout.golf(), Layout.named("GOLF"));
  }

  @Test
  void overlapDerivedMicrosoftFileOpensTheSameCards() {
    Layout f = Layout.load(DATASETS.resolve("microsoft-overlap.layout"));
    Layout m = Layout.microsoft();
    assertEquals(28, f.size());
    // Overlap may add covers implied by transitivity; open sets must be the same for any removal.
    SplittableRandom rng = new SplittableRandom(9);
    for (int t = 0; t < 3000; t++) {
      long cleared = rng.nextLong() & ((1L << 28) - 1);
      for (int s = 0; s < 28; s++) {
        boolean a = (f.coveredByMask(s) & ~cleared) == 0;
        boolean b = (m.coveredByMask(s) & ~cleared) == 0;
        // only reachable removal sets matter: closed under "cleared implies its covers cleared"
        if (reachable(m, cleared)) {
          assertEquals(b, a, "slot " + s);
        }
      }
    }
  }

  private static boolean reachable(Layout l, long cleared) {
    for (int s = 0; s < l.size(); s++) {
      if ((cleared >>> s & 1) != 0 && (l.coveredByMask(s) & ~cleared) != 0) {
        return false;
      }
    }
    return true;
  }

  @Test
  void formatParsesBack() {
    for (Layout l : List.of(Layout.microsoft(), Layout.golf())) {
      Layout back = Layout.parse(l.format(), "x.layout");
      assertEquals(l, back);
    }
  }

  @Test
  void cycleIsRejectedNamingSlotAndLine() {
    String text = "coverage explicit\nslot 0 0 0 : 2\nslot 1 1 0\nslot 2 0 1 : 1 0\n";
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> Layout.parse(text, "cyc.layout"));
    assertTrue(e.getMessage().contains("cyc.layout line"), e.getMessage());
    assertTrue(e.getMessage().contains("cycle"), e.getMessage());
    assertTrue(e.getMessage().contains("slot 0") || e.getMessage().contains("slot 2"), e.getMessage());
  }

  @Test
  void badReferencesAreRejected() {
    assertMessage("bad.layout line 3: slot 1 is covered by slot 7, which does not exist",
        "stock 5\nslot 0 0 0\nslot 1 1 0 : 7\n");
    assertMessage("bad.layout line 2: slot 0 covers itself", "stock 5\nslot 0 0 0 : 0\n");
    assertMessage("bad.layout line 2: slot 0 already defined on line 1", "slot 0 0 0\nslot 0 1 0\n");
    assertMessage("bad.layout line 1: x of slot 0 must be a number, was 'zz'", "slot 0 zz 0\n");
    assertMessage("bad.layout line 1: unknown keyword 'slt'", "slt 0 0 0\n");
    assertMessage("bad.layout line 2: slot id 5 out of range", "slot 0 0 0\nslot 5 0 0\n");
    assertMessage("bad.layout: coverage overlap needs a 'card", "coverage overlap\nslot 0 0 0 1\n");
  }

  private static void assertMessage(String expectedStart, String text) {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> Layout.parse(text, "bad.layout"));
    assertTrue(e.getMessage().startsWith(expectedStart), e.getMessage());
  }

  @Test
  void unknownNameIsRejected() {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Layout.named("pyramid"));
    assertTrue(e.getMessage().contains("pyramid"));
  }

  private static boolean contains(int[] a, int v) {
    for (int x : a) {
      if (x == v) {
        return true;
      }
    }
    return false;
  }
}
