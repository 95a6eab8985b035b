package org.levellab.tripeaks.solve;

import java.util.Arrays;
import org.levellab.cards.RankAdjacency;
import org.levellab.search.Budget;
import org.levellab.tripeaks.Deal;
import org.levellab.tripeaks.Layout;
import org.levellab.tripeaks.Level;
import org.levellab.tripeaks.Move;

/**
 * {@link ExactSolver}'s search on column layouts (Golf) without a hold slot or walls, kept cheaper per
 * node: the same depth-first search, bounds, dominance, twin rule and move order, so the same verdicts
 * and, while neither table has to drop an entry, the same node counts and solutions. What differs is
 * the bookkeeping:
 *
 * <ul>
 *   <li>the rank counts of the remaining board cards are kept up to date move by move instead of being
 *       counted from bit masks at every node;
 *   <li>a position is keyed on its column heights (4 bits per column) and the columns whose open card
 *       is playable on the waste top, 40 bits that share one {@code long} per table entry with the
 *       lowest stock index proven lost and the entry's generation: a third of the general table's
 *       24 bytes, so that a probe reads one cache line and the first table (2^15 entries, 256 KB)
 *       stays in a core's cache;
 *   <li>what depends on a slot alone (the card under it, how many are under it, whether it is a
 *       column's last card) is looked up, not derived from the layout's masks;
 *   <li>a position cut by a bound is entered under its own key only, not also under "no card
 *       playable": the bounds cut that one again at the same or a later stock index, for the same one
 *       node, so the table keeps the room.
 * </ul>
 *
 * Up to 8 columns of up to 15 cards and a stock of up to 32 cards ({@link #fits}); other column
 * layouts take the general search. Not thread-safe; {@link ExactSolver} holds one per instance.
 */
final class ColumnSearch extends DrawLimitedSearch {
  private static final int MAX_COLUMNS = 8;
  private static final int MAX_HEIGHT = 15;
  private static final int MAX_STOCK = 32;
  private static final int KEY_BITS = 40;
  private static final long KEY_MASK = (1L << KEY_BITS) - 1;
  private static final int FROM_SHIFT = KEY_BITS;
  private static final int STAMP_SHIFT = FROM_SHIFT + 5;
  private static final int MAX_STAMP = (1 << (64 - STAMP_SHIFT)) - 1;
  private static final int WINDOW = 8;

  private final Budget budget;
  private final boolean minimizeDraws;
  private final int firstBits;
  private final int maxBits;

  // the table of lost positions: key | lowest stock index proven lost << FROM_SHIFT | stamp << STAMP_SHIFT
  private final long[][] pool = new long[27][];
  private long[] table;
  private int mask;
  private int bits;
  private int used;
  private int generation = 1;
  /** Entries overwritten in this solve because their probe window was full. */
  int dropped;

  // per solve
  private int n;
  private long full;
  private int[] rank;
  private int[] stock;
  private int stockSize;
  private boolean wrap;
  private long[] matchSlots;
  private long[] rankSlots;
  private int[][] stockRange;
  private int[][] stockCounts;
  private int[] column; // by slot
  private int[] under; // by slot: the slot it covers, or -1
  private int[] depthUnder; // by slot: how many cards lie under it
  private long bare; // slots with no card under them
  private final int[] need = new int[14];
  private final int[] chain = new int[26];
  private int present;

  private long startOpen;
  private long startHeights;

  // per search (with the line, the meter and the draw limit of DrawLimitedSearch)
  private int[][] moveBuf;
  private int[][] scoreBuf;

  ColumnSearch(Budget budget, boolean minimizeDraws, int firstBits, int maxBits) {
    this.budget = budget;
    this.minimizeDraws = minimizeDraws;
    this.firstBits = firstBits;
    this.maxBits = Math.max(firstBits, maxBits);
    allocate(firstBits);
  }

  /** Whether the level is one this search takes: columns, no hold slot, no walls, and within its sizes. */
  static boolean fits(Level level) {
    if (level.holdSlot() || !level.walls().isEmpty() || level.stockSize() > MAX_STOCK) {
      return false;
    }
    Layout layout = level.layout();
    int n = layout.size();
    if (n > 64) {
      return false;
    }
    int columns = 0;
    for (int s = 0; s < n; s++) {
      if (layout.covers(s).length > 1 || Long.bitCount(layout.coveredByMask(s)) > 1) {
        return false;
      }
      if (layout.coveredByMask(s) == 0) {
        columns++;
        int height = 1;
        for (int c = s; layout.covers(c).length == 1; c = layout.covers(c)[0]) {
          height++;
        }
        if (height > MAX_HEIGHT) {
          return false;
        }
      }
    }
    return columns <= MAX_COLUMNS;
  }

  SolverResult solve(Level level, Deal deal) {
    long t0 = System.nanoTime();
    startHeights = setUp(level, deal);
    startOpen = 0;
    for (int s = 0; s < n; s++) {
      if (level.layout().coveredByMask(s) == 0) {
        startOpen |= 1L << s;
      }
    }
    return rounds(budget, minimizeDraws, stockSize, t0);
  }

  @Override
  boolean searchFromStart() {
    return dfs(0L, startOpen, startHeights, 0, stock[0], 0);
  }

  /** Reads the level and deal; returns the packed heights of the full columns. */
  private long setUp(Level level, Deal deal) {
    Layout layout = level.layout();
    n = layout.size();
    full = n == 64 ? -1L : (1L << n) - 1;
    rank = deal.boardRanks();
    stock = deal.stockRanks();
    stockSize = stock.length;
    wrap = level.wrap();
    RankAdjacency adjacency = level.adjacency();
    column = new int[n];
    under = new int[n];
    depthUnder = new int[n];
    bare = 0;
    long heights = 0;
    int c = 0;
    for (int s = 0; s < n; s++) {
      if (layout.coveredByMask(s) != 0) {
        continue;
      }
      int height = 0;
      for (int x = s; ; x = layout.covers(x)[0]) {
        column[x] = c;
        height++;
        if (layout.covers(x).length == 0) {
          break;
        }
      }
      heights |= (long) height << (4 * c);
      int d = height - 1;
      for (int x = s; ; x = layout.covers(x)[0], d--) {
        depthUnder[x] = d;
        if (layout.covers(x).length == 0) {
          under[x] = -1;
          bare |= 1L << x;
          break;
        }
        under[x] = layout.covers(x)[0];
      }
      c++;
    }
    rankSlots = new long[14];
    Arrays.fill(need, 0);
    for (int s = 0; s < n; s++) {
      rankSlots[rank[s]] |= 1L << s;
      need[rank[s]]++;
    }
    present = 0;
    for (int r = 1; r <= 13; r++) {
      present |= (need[r] == 0 ? 0 : 1) << r;
    }
    matchSlots = RankChains.matchSlots(rankSlots, adjacency);
    stockRange = RankChains.stockRange(stock);
    stockCounts = RankChains.stockCounts(stock);
    int maxDepth = 2 * (n + stockSize) + 8;
    path = new int[maxDepth];
    best = new int[maxDepth];
    if (moveBuf == null || moveBuf.length < maxDepth || moveBuf[0].length < MAX_COLUMNS) {
      moveBuf = new int[maxDepth][MAX_COLUMNS];
      scoreBuf = new int[maxDepth][MAX_COLUMNS];
    }
    // Every solve starts from the first table size, so that a solve never depends on earlier ones.
    if (bits != firstBits) {
      allocate(firstBits);
    }
    used = 0;
    dropped = 0;
    // a solve takes one generation, and one more per growth (at most 27): stamps restart between solves
    if (generation > MAX_STAMP - 32) {
      for (long[] t : pool) {
        if (t != null) {
          Arrays.fill(t, 0);
        }
      }
      generation = 0;
    }
    generation++;
    return heights;
  }

  private boolean dfs(long cleared, long open, long heights, int stockIdx, int top, int depth) {
    if (cleared == full) {
      return won(depth);
    }
    if (meter.tick()) {
      aborted = true;
      return false;
    }
    long playable = open & matchSlots[top];
    int playableColumns = 0;
    for (long m = playable; m != 0; m &= m - 1) {
      playableColumns |= 1 << column[Long.numberOfTrailingZeros(m)];
    }
    long key = heights | (long) playableColumns << 32;
    if (lostFrom(key) <= stockIdx) {
      return false;
    }
    // The bounds of the general search without a hold slot (see ExactSolver.dfs): the waste top serves
    // the next board card only when a card is playable on it.
    int topServes = playable != 0 ? top : 0;
    int from = stockIdx + 1;
    int to = Math.max(from, limit + 1);
    if (!RankChains.predecessorsSuffice(need, chain, topServes, stockCounts[to], stockCounts[from], wrap)
        || !wrap && !RankChains.rootsReachEveryRun(present, topServes, from, to, stockRange, stockCounts)) {
      // Entered under its own key only, not also under "no card playable" (as markLost does): with no
      // card playable the top serves nothing, so both bounds, which only lose strength with fewer
      // stock cards, cut that position at this stock index or later for the same one node the table
      // would. (Under its own key the entry also stands for other tops with these cards playable,
      // which the bounds may not cut.)
      addFrom(key, stockIdx);
      return false;
    }

    if ((playable & (playable - 1)) != 0) {
      playable = withoutDominatedTwins(playable);
    }
    int[] moves = moveBuf[depth];
    int[] score = scoreBuf[depth];
    int k = 0;
    for (long m = playable; m != 0; m &= m - 1) {
      int s = Long.numberOfTrailingZeros(m);
      int r = rank[s];
      int u = under[s];
      long newOpen = open & ~(1L << s) | (u >= 0 ? 1L << u : 0);
      // The general search's order for columns: a card with more cards under it first, then one that
      // keeps the chain going, then one of a rank with fewer neighbours left on the board.
      int neighbours = Long.bitCount(matchSlots[r] & ~cleared & full);
      int sc = (u >= 0 ? 1 << 20 : 0) | depthUnder[s] << 14
          | ((newOpen & matchSlots[r]) != 0 ? 1 << 7 : 0) | 64 - neighbours;
      int j = k++;
      while (j > 0 && score[j - 1] < sc) {
        moves[j] = moves[j - 1];
        score[j] = score[j - 1];
        j--;
      }
      moves[j] = s;
      score[j] = sc;
    }
    for (int i = 0; i < k; i++) {
      int s = moves[i];
      int r = rank[s];
      int u = under[s];
      path[depth] = s;
      if (--need[r] == 0) {
        present &= ~(1 << r);
      }
      boolean won = dfs(cleared | 1L << s, open & ~(1L << s) | (u >= 0 ? 1L << u : 0),
          heights - (1L << (4 * column[s])), stockIdx, r, depth + 1);
      if (need[r]++ == 0) {
        present |= 1 << r;
      }
      if (won) {
        return true;
      }
      if (aborted) {
        return false;
      }
    }
    if (stockIdx < limit) {
      path[depth] = Move.CODE_DRAW;
      if (dfs(cleared, open, heights, stockIdx + 1, stock[stockIdx + 1], depth + 1)) {
        return true;
      }
      if (aborted) {
        return false;
      }
    }
    markLost(key, stockIdx);
    return false;
  }

  /**
   * The playable cards without those a twin dominates (see ExactSolver.withoutDominatedTwins): a card
   * with no card under it is not searched when another playable card of its rank has cards under it or
   * a lower slot.
   */
  private long withoutDominatedTwins(long playable) {
    long keep = playable;
    for (long m = playable & bare; m != 0; m &= m - 1) {
      int a = Long.numberOfTrailingZeros(m);
      long twins = playable & rankSlots[rank[a]] & ~(1L << a);
      if ((twins & ~bare) != 0 || (twins & ((1L << a) - 1)) != 0) {
        keep &= ~(1L << a);
      }
    }
    return keep;
  }

  private void markLost(long key, int stockIdx) {
    addFrom(key, stockIdx);
    // Lost with these cards playable, so lost with none: a position that must draw finds it there.
    if (key >>> 32 != 0) {
      addFrom(key & 0xFFFF_FFFFL, stockIdx);
    }
  }

  // ---- the table: open addressing in a window of WINDOW entries, as LostPositions ----

  private int slot(long key) {
    long h = key * 0x9E3779B97F4A7C15L;
    return (int) (h ^ h >>> 29) & mask;
  }

  /** The lowest stock index the position is proven lost at, or Integer.MAX_VALUE. */
  private int lostFrom(long key) {
    int i = slot(key);
    long[] t = table;
    for (int j = 0; j < WINDOW; j++) {
      long e = t[(i + j) & mask];
      if ((int) (e >>> STAMP_SHIFT) != generation) {
        return Integer.MAX_VALUE;
      }
      if ((e & KEY_MASK) == key) {
        return (int) (e >>> FROM_SHIFT) & 31;
      }
    }
    return Integer.MAX_VALUE;
  }

  private void addFrom(long key, int index) {
    int i = slot(key);
    long[] t = table;
    long stamp = (long) generation << STAMP_SHIFT;
    for (int j = 0; j < WINDOW; j++) {
      int x = (i + j) & mask;
      long e = t[x];
      if ((int) (e >>> STAMP_SHIFT) != generation) {
        t[x] = stamp | (long) index << FROM_SHIFT | key;
        if (++used > (mask + 1) / 2 && bits < maxBits) {
          grow();
        }
        return;
      }
      if ((e & KEY_MASK) == key) {
        if (((int) (e >>> FROM_SHIFT) & 31) > index) {
          t[x] = stamp | (long) index << FROM_SHIFT | key;
        }
        return;
      }
    }
    // a full window: the entry replaces the first of it (a lost position forgotten costs time only)
    t[i] = stamp | (long) index << FROM_SHIFT | key;
    dropped++;
  }

  private void allocate(int newBits) {
    if (pool[newBits] == null) {
      pool[newBits] = new long[1 << newBits];
    }
    table = pool[newBits];
    mask = (1 << newBits) - 1;
    bits = newBits;
    used = 0;
  }

  private void grow() {
    long[] old = table;
    int gen = generation;
    allocate(bits + 1);
    generation++; // the larger table may hold this solve's entries from an earlier size: a new stamp
    for (long e : old) {
      if ((int) (e >>> STAMP_SHIFT) == gen) {
        addFrom(e & KEY_MASK, (int) (e >>> FROM_SHIFT) & 31);
      }
    }
  }
}
