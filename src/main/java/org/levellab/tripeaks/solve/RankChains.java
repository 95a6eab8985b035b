package org.levellab.tripeaks.solve;

import org.levellab.cards.RankAdjacency;

/**
 * The rank-count bounds of the exact searches: whether the remaining board cards can each get a
 * predecessor (a maximum flow by rank counts), and whether every run of ranks left on the board gets a
 * waste card to start from; with the tables they read. Shared by {@link ExactSolver}'s general search,
 * its column search ({@link ColumnSearch}) and the hold-slot search of the agents
 * ({@code tripeaks.agents.HoldSlotSearch}). Both bounds read rank counts only, however a search keeps them.
 */
public final class RankChains {
  private RankChains() {}

  /** By waste rank t: the slots whose card (of rank {@code r}, slots in {@code rankSlots[r]}) plays on t. */
  public static long[] matchSlots(long[] rankSlots, RankAdjacency adjacency) {
    long[] match = new long[14];
    for (int t = 1; t <= 13; t++) {
      for (int r = 1; r <= 13; r++) {
        if (adjacency.adjacent(t, r)) {
          match[t] |= rankSlots[r];
        }
      }
    }
    return match;
  }

  /** {@code [i][j]}: the rank bits of {@code stock[i..j]} (j at least i), for the starters of the runs test. */
  public static int[][] stockRange(int[] stock) {
    int[][] range = new int[stock.length + 1][stock.length + 1];
    for (int i = 0; i < stock.length; i++) {
      int m = 0;
      for (int j = i; j < stock.length; j++) {
        m |= 1 << stock[j];
        range[i][j] = m;
      }
    }
    return range;
  }

  /** {@code [i][r]}: how many of {@code stock[0..i)} are of rank r, so that a range's count is a difference. */
  public static int[][] stockCounts(int[] stock) {
    int[][] counts = new int[stock.length + 1][14];
    for (int i = 0; i < stock.length; i++) {
      counts[i + 1] = counts[i].clone();
      counts[i + 1][stock[i]]++;
    }
    return counts;
  }

  /**
   * Whether the remaining board cards, {@code need[r]} of rank r, can each get a distinct predecessor
   * of a neighbouring rank among the remaining board cards, the waste top ({@code top}, 0 for none) and
   * the stock cards whose rank counts are {@code hi[r] - lo[r]}: a maximum flow by rank counts. The
   * graph "predecessor rank p serves board rank p +/- 1" splits into two alternating paths (odd
   * predecessors with even board cards and the reverse), on which a greedy pass from one end is
   * optimal. With the wrap they close into one cycle through the two K-A edges; fixing the flow x on
   * one of them leaves a path, and x takes every value it needs.
   *
   * <p>The counts are laid out in {@code chain} (26 entries, scratch) in the order the flow walks them:
   * first P1 S2 P3 ... S12 P13 (P: predecessors of a rank, S: board cards of a rank needing one), then
   * S1 P2 S3 ... P12 S13; without the wrap these are the two paths, with it the cycle (S13 back to P1).
   */
  static boolean predecessorsSuffice(int[] need, int[] chain, int top, int[] hi, int[] lo, boolean wrap) {
    return predecessorsSuffice(need, chain, top, 0, 0, hi, lo, wrap);
  }

  /**
   * {@link #predecessorsSuffice(int[], int[], int, int[], int[], boolean)} with two waste ranks that
   * can serve, {@code a} and {@code b} (0: none), and {@code wild} predecessors of any rank, each of
   * which serves any one card the flow leaves without one (the hold-slot search's card beneath the top
   * or in the slot).
   */
  public static boolean predecessorsSuffice(int[] need, int[] chain, int a, int b, int wild, int[] hi,
      int[] lo, boolean wrap) {
    int[] c = chain;
    int total = 0;
    for (int r = 1; r <= 13; r++) {
      int nd = need[r];
      int pred = nd + hi[r] - lo[r] + (r == a ? 1 : 0) + (r == b ? 1 : 0);
      total += nd;
      if ((r & 1) == 1) {
        c[r - 1] = pred;
        c[12 + r] = nd;
      } else {
        c[r - 1] = nd;
        c[12 + r] = pred;
      }
    }
    int needed = total - wild;
    if (!wrap) {
      return greedy(c, 0, 13) + greedy(c, 13, 26) >= needed;
    }
    // The cycle P1 S2 ... S13 (back to P1): x units on the edge S13-P1 leave the path from P1, with
    // x less supply at its start and x less demand at its end. The best flow with x fixed on one
    // edge is concave in x (a parametric linear programme, integral for a network), so the first x
    // that does no better than x - 1 ends the climb.
    int best = -1;
    int cap = Math.min(c[0], c[25]);
    for (int x = 0; x <= cap; x++) {
      c[0] -= x;
      c[25] -= x;
      int m = x + greedy(c, 0, 26);
      c[0] += x;
      c[25] += x;
      if (m <= best || m >= needed) {
        return m >= needed;
      }
      best = m;
    }
    return false;
  }

  /**
   * Whether every run of consecutive ranks left on the board gets a waste card to start from. The
   * board cards are cleared in chains, each started by a card that is not a board card (the waste top
   * or a drawn stock card) and each stepping one rank at a time, so a chain stays inside one run of
   * ranks that are all on the board: every run needs its own starter, of a rank next to one of its
   * ranks. The flow above lets two board cards of neighbouring ranks serve each other, a cycle that
   * no order of play realizes; this sees it. Without the wrap (the only case it runs in: with it, the
   * thirteen ranks are nearly always one run and the test cut 4% of the nodes of random Microsoft
   * deals for no time saved) the runs lie on a line and a starter between two runs serves one of
   * them: a greedy pass from the low ranks, taking first a starter no later run can use, assigns
   * distinct starters whenever any assignment does. {@code present}: the ranks left on the board, as
   * bits; the starters are the top and the stock cards {@code stock[from..to)}, whose rank bits are
   * {@code stockRange[from][to - 1]} and counts {@code stockCounts[to][q] - stockCounts[from][q]}.
   */
  static boolean rootsReachEveryRun(int present, int top, int from, int to, int[][] stockRange,
      int[][] stockCounts) {
    // Ranks with at least one starter; a rank's count is looked at only when a second run wants it.
    int avail = (from < to ? stockRange[from][to - 1] : 0) | 1 << top;
    int used = 0;
    for (int rest = present; rest != 0; ) {
      int a = Integer.numberOfTrailingZeros(rest);
      int b = a + Integer.numberOfTrailingZeros(~(rest >>> a)) - 1;
      int run = (2 << b) - (1 << a);
      rest &= ~run;
      int starter = -1;
      if (a > 1 && (avail >>> (a - 1) & 1) != 0
          && ((used >>> (a - 1) & 1) == 0
              || stockCounts[to][a - 1] - stockCounts[from][a - 1] + (a - 1 == top ? 1 : 0) >= 2)) {
        // the rank below the run, which the run below may have taken (it is the only other one that can)
        starter = a - 1;
      } else if (b > a && (avail & run) != 0) {
        starter = Integer.numberOfTrailingZeros(avail & run);
      } else if (b < 13 && (avail >>> (b + 1) & 1) != 0) {
        starter = b + 1;
      }
      if (starter < 0) {
        return false;
      }
      used |= 1 << starter;
    }
    return true;
  }

  /** Greedy maximum flow along the path c[from..to) (supplies and demands alternate), optimal on a path. */
  private static int greedy(int[] c, int from, int to) {
    int carry = 0; // unmatched units of the previous node, of the other side
    int total = 0;
    for (int j = from; j < to; j++) {
      int f = Math.min(carry, c[j]);
      total += f;
      carry = c[j] - f;
    }
    return total;
  }
}
