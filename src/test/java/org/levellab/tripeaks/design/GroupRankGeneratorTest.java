package org.levellab.tripeaks.design;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The group sequence logic on its own, away from any layout. */
class GroupRankGeneratorTest {
  private static final int[] NONE = new int[0];

  @Test
  void articleFarthestRankExample() {
    // "[A, K, Q, J, 10, 9] is current group on the board ... 5 ... is the farthest rank".
    int[] open = {1, 13, 12, 11, 10, 9};
    int[] groups = {0, 0, 0, 0, 0, 0};
    for (long seed = 0; seed < 50; seed++) {
      SplittableRandom gs = new SplittableRandom(seed);
      GroupRankGenerator g = new GroupRankGenerator(24, new int[] {6, 1}, false, true, 12, gs);
      // Fill the first group (6 cards) with nothing open, then the next group starts beside [A..9].
      for (int i = 0; i < 6; i++) {
        g.next(NONE, NONE, 0, gs);
      }
      assertEquals(5, g.next(open, groups, open.length, gs));
      assertEquals(1, g.currentGroup());
      assertEquals(0, g.fallbacks());
    }
  }

  @Test
  void farthestRankTiesAreBrokenAtRandomAmongTheFarthestOnly() {
    // Open 1 and 7 (wrap): distances peak at 4 for ranks 4 and 10 (10 is 3 from 7 and 4 from 1: no).
    // Brute force the farthest set independently and check every choice lies in it.
    SplittableRandom rng = new SplittableRandom(3);
    for (int t = 0; t < 2000; t++) {
      int k = 1 + rng.nextInt(5);
      int[] open = new int[k];
      int[] groups = new int[k];
      Arrays.fill(groups, 0);
      for (int i = 0; i < k; i++) {
        open[i] = 1 + rng.nextInt(13);
      }
      boolean wrap = rng.nextBoolean();
      int best = -1;
      List<Integer> far = new ArrayList<>();
      for (int r = 1; r <= 13; r++) {
        int d = 99;
        for (int o : open) {
          int diff = Math.abs(r - o);
          d = Math.min(d, wrap ? Math.min(diff, 13 - diff) : diff);
        }
        if (d > best) {
          best = d;
          far.clear();
        }
        if (d == best) {
          far.add(r);
        }
      }
      SplittableRandom gs = rng.split();
      GroupRankGenerator g = new GroupRankGenerator(2, new int[] {1}, false, wrap, 12, gs);
      g.next(NONE, NONE, 0, gs);
      int r = g.next(open, groups, k, gs);
      if (best >= 2) {
        assertTrue(far.contains(r), "rank " + r + " not among farthest " + far + " of " + Arrays.toString(open));
        assertEquals(0, g.fallbacks());
      } else {
        assertEquals(1, g.fallbacks(), "no non-matching rank for " + Arrays.toString(open));
      }
    }
  }

  @Test
  void groupsAreChainsOfNeighboursOfTheRightSizes() {
    SplittableRandom rng = new SplittableRandom(11);
    for (int t = 0; t < 500; t++) {
      int[] sizes = {1 + rng.nextInt(12), 1 + rng.nextInt(6), 1 + rng.nextInt(3)};
      int board = 1 + rng.nextInt(40);
      boolean wrap = rng.nextBoolean();
      int limit = 2 + rng.nextInt(11);
      SplittableRandom gs = rng.split();
      GroupRankGenerator g = new GroupRankGenerator(board, sizes, true, wrap, limit, gs);
      int[] inst = g.instances();
      int[] sorted = inst.clone();
      Arrays.sort(sorted);
      int[] expect = LevelTheory.groupInstances(board, sizes);
      Arrays.sort(expect);
      assertArrayEquals(expect, sorted, "shuffling keeps the instances");
      int prevGroup = -1;
      int prevRank = 0;
      int inGroup = 0;
      int lo = 0;
      int hi = 0;
      int off = 0;
      for (int i = 0; i < board; i++) {
        int r = g.next(NONE, NONE, 0, gs);
        assertTrue(r >= 1 && r <= 13);
        if (g.currentGroup() == prevGroup) {
          int d = Math.abs(r - prevRank);
          assertTrue(d == 1 || (wrap && d == 12), "group cards " + prevRank + " then " + r + " are not neighbours");
          off += (r - prevRank == 1 || r - prevRank == -12) ? 1 : -1;
          lo = Math.min(lo, off);
          hi = Math.max(hi, off);
          assertTrue(hi - lo + 1 <= limit, "group used more than " + limit + " unique ranks");
          inGroup++;
        } else {
          if (prevGroup >= 0) {
            assertEquals(inst[prevGroup], inGroup, "group " + prevGroup + " size");
          }
          assertEquals(prevGroup + 1, g.currentGroup());
          inGroup = 1;
          off = lo = hi = 0;
        }
        prevGroup = g.currentGroup();
        prevRank = r;
      }
      assertEquals(inst[prevGroup], inGroup);
      assertEquals(inst.length - 1, prevGroup);
      assertThrows(IllegalStateException.class, () -> g.next(NONE, NONE, 0, gs));
    }
  }

  @Test
  void withTheWasteNotVisibleTheWasteTopChangesNothing() {
    // Same seed, same open cards: with waste_visible = false every rank equals the one chosen with
    // no waste top at all; with the default, some waste tops change the choice.
    SplittableRandom seeds = new SplittableRandom(23);
    int changedByWaste = 0;
    for (int t = 0; t < 300; t++) {
      long seed = seeds.nextLong();
      int[] sizes = {1 + seeds.nextInt(8), 1 + seeds.nextInt(4)};
      int waste = 1 + seeds.nextInt(13);
      int[] open = {1 + seeds.nextInt(13), 1 + seeds.nextInt(13)};
      int[] groups = {-1, -1};
      GroupRankGenerator hidden = new GroupRankGenerator(20, sizes, true, true, 12, false,
          new SplittableRandom(seed));
      GroupRankGenerator none = new GroupRankGenerator(20, sizes, true, true, 12, new SplittableRandom(seed));
      GroupRankGenerator shown = new GroupRankGenerator(20, sizes, true, true, 12, new SplittableRandom(seed));
      SplittableRandom a = new SplittableRandom(seed + 1);
      SplittableRandom b = new SplittableRandom(seed + 1);
      SplittableRandom c = new SplittableRandom(seed + 1);
      for (int k = 0; k < 6; k++) {
        int h = hidden.next(open, groups, 2, waste, -1, a);
        int n = none.next(open, groups, 2, 0, -1, b);
        int w = shown.next(open, groups, 2, waste, -1, c);
        assertEquals(n, h, "trial " + t + ": the hidden waste top changed a rank");
        changedByWaste += w != n ? 1 : 0;
      }
    }
    assertTrue(changedByWaste > 0, "the default does look at the waste top");
  }

  @Test
  void continuingGroupAvoidsOtherGroupsWhenItCan() {
    // Group 1 continues from its first card; an open card of group 0 sits two above it, so
    // going up would sit next to it: the generator must go down, every time.
    for (long seed = 0; seed < 100; seed++) {
      SplittableRandom gs = new SplittableRandom(seed);
      GroupRankGenerator g = new GroupRankGenerator(10, new int[] {1, 5}, false, true, 12, gs);
      int first = g.next(NONE, NONE, 0, gs); // group 0, one card
      assertEquals(0, g.currentGroup());
      int start = g.next(new int[] {first}, new int[] {0}, 1, gs); // group 1 starts far from it
      int up = start % 13 + 1;
      int other = up % 13 + 1;
      int down = start == 1 ? 13 : start - 1;
      int next = g.next(new int[] {other, start}, new int[] {0, 1}, 2, gs);
      assertEquals(down, next, "seed " + seed);
      assertEquals(0, g.fallbacks());
    }
  }

  @Test
  void continuingGroupFallsBackAndCountsWhenBothNeighboursClash() {
    SplittableRandom gs = new SplittableRandom(1);
      GroupRankGenerator g = new GroupRankGenerator(3, new int[] {1, 2}, false, true, 12, gs);
    g.next(NONE, NONE, 0, gs);
    int start = g.next(NONE, NONE, 0, gs);
    int up = start % 13 + 1;
    int down = start == 1 ? 13 : start - 1;
    // Other-group cards on both neighbours: no allowed rank; the chain is kept anyway.
    int next = g.next(new int[] {up, down}, new int[] {0, 0}, 2, gs);
    assertTrue(next == up || next == down);
    assertEquals(1, g.fallbacks());
  }

  @Test
  void shufflingDiffersBetweenPlayers() {
    int[] a = new GroupRankGenerator(24, new int[] {6, 3, 2, 1}, true, true, 12, new SplittableRandom(1)).instances();
    boolean differs = false;
    for (long s = 2; s < 20 && !differs; s++) {
      differs = !Arrays.equals(a, new GroupRankGenerator(24, new int[] {6, 3, 2, 1}, true, true, 12,
          new SplittableRandom(s)).instances());
    }
    assertTrue(differs);
    assertArrayEquals(new int[] {6, 3, 2, 1, 6, 3, 2, 1},
        new GroupRankGenerator(24, new int[] {6, 3, 2, 1}, false, true, 12, new SplittableRandom(1)).instances());
  }

  @Test
  void averageUniqueLimitFollowsTheArticle() {
    assertEquals(3, GroupRankGenerator.averageUniqueLimit(3));
    assertEquals(2, GroupRankGenerator.averageUniqueLimit(4));
    assertEquals(2, GroupRankGenerator.averageUniqueLimit(12)); // 12/12 - 1 = 0, a chain needs 2
    assertNotEquals(0, GroupRankGenerator.averageUniqueLimit(1));
  }

  @Test
  void badArgumentsAreRejected() {
    var e = assertThrows(IllegalArgumentException.class,
        () -> new GroupRankGenerator(24, new int[] {6, 13}, true, true, 12, new SplittableRandom(1)));
    assertTrue(e.getMessage().contains("group 2 size"), e.getMessage());
    e = assertThrows(IllegalArgumentException.class,
        () -> new GroupRankGenerator(24, new int[] {6}, true, true, 1, new SplittableRandom(1)));
    assertTrue(e.getMessage().contains("unique rank limit"), e.getMessage());
    e = assertThrows(IllegalArgumentException.class, () -> new GroupRankGenerator(24,
        new int[] {1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1}, true, true, 12, new SplittableRandom(1)));
    assertTrue(e.getMessage().contains("at most 13 groups"), e.getMessage());
  }
}
