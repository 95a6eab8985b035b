package org.levellab.tripeaks.solve;

import java.util.Objects;
import org.levellab.cards.RankAdjacency;
import org.levellab.search.Budget;
import org.levellab.search.Verdict;
import org.levellab.tripeaks.Deal;
import org.levellab.tripeaks.Layout;
import org.levellab.tripeaks.Level;
import org.levellab.tripeaks.Move;

/**
 * Exact full-information TriPeaks solver: depth-first search over a packed state with a transposition
 * table of proven-lost states, move ordering and one sound pruning rule. It proves a deal winnable
 * (with a winning move list) or not winnable, or answers {@link Verdict#UNKNOWN} when its
 * {@link Budget} runs out.
 *
 * <h2>Search</h2>
 * The packed state is (cleared slots as a {@code long}; stock position, waste top, the card beneath
 * the top while the hold slot is empty, the hold card, whether the last move was a swap, and two bits
 * of damage per wall, in a second {@code long}). Everything else (open cards, walls standing) follows
 * from it. Two swaps in a row undo each other and a swap of equal ranks changes nothing, so neither is
 * searched; every other move makes progress (a card cleared, a card drawn, the hold slot filled), so
 * the search graph is acyclic and a state proven lost is lost whatever the path to it.
 *
 * <p><b>Dominance</b> (levels without a hold slot): a position lost at one stock index is lost at
 * every later one, so the table keeps, per position without its stock index, the lowest index proven
 * lost; and the table keys a position on the open cards next to the waste top instead of the top (two
 * tops with the same playable cards are the same position). Tests compare the answers on full-size
 * deals with and without both.
 *
 * <p><b>Pruning</b> (sound, no heuristics): a board card of rank r can only be cleared onto a card
 * of rank r±1, which must come from the remaining board, the stock still allowed to be drawn, the waste
 * top, the card beneath it (hold slot empty) or the hold card; when no such card is left for some
 * remaining board card, the state is lost. Without a hold slot this is counted instead, rank by rank:
 * every remaining board card needs its own predecessor (a maximum flow, see predecessorsSuffice),
 * which cuts nearly everything the card-by-card test did, so that test only runs with a hold slot.
 * Tests check the verdict against plain exhaustive search over {@link TriPeaksState} on thousands of
 * small random layouts and deals.
 *
 * <p><b>Fewest draws.</b> With {@link Builder#minimizeDraws(boolean) minimizeDraws} (the default),
 * after a first solution with d draws the solver searches again allowing at most d-1 draws, and so
 * on, until it proves that no solution with fewer draws exists. Lost states proven under a draw limit
 * stay lost under any smaller limit, so the table is kept across these rounds. The result says whether
 * the draw count was proven minimal ({@link SolverResult#drawsMinimal()}); if the budget runs out
 * during the minimisation the best solution found so far is returned, still winnable and replayable.
 *
 * <p><b>Column layouts.</b> Golf and other layouts of columns without a hold slot or walls are
 * searched by {@link ColumnSearch}: this search, with its bounds, dominance, twin rule and move order,
 * on column heights, with rank counts kept move by move and a table of one {@code long} per entry.
 * It gives the same verdicts, solutions and node counts while neither table drops an entry
 * (ColumnSearchTest), at 1.3-1.4x less CPU on Golf; {@link Builder#columnSearch(boolean)} turns it off.
 *
 * <p>An instance reuses its table between calls and is not thread-safe: use one per thread.
 */
public final class ExactSolver extends DrawLimitedSearch {
  /** Bits 1..13: every rank. */
  private static final int RANK_BITS = 0x3FFE;

  private final Budget budget;
  private final boolean minimizeDraws;
  private final int tableBits;
  private final int maxTableBits;
  /** Whether column layouts without a hold slot or walls take {@link ColumnSearch} (see the builder). */
  private final boolean columnSearchEnabled;

  private LostPositions lost;
  /** The search on column layouts (Golf), made on first use. */
  private ColumnSearch columnSearch;
  private Level columnLevel;
  private boolean columnFits;
  private boolean lastSolveByColumns;

  // per-solve problem
  private int n;
  private long startOpen;
  private long full;
  private long[] coveredByMask;
  private int[][] covers;
  private int[] rank;
  private int[] stock;
  private int stockSize;
  private boolean wrap;
  private RankAdjacency adjacency;
  private boolean holdEnabled;
  private int wallCount;
  private int[] wallSlot;
  private int[] wallIndex;
  private long[] matchSlots; // by waste rank: board slots whose rank matches it
  private long[] rankSlots;
  /** Rank counts in the order the predecessor flow walks them (see predecessorsSuffice). */
  private final int[] chain = new int[26];
  /** Remaining board cards by rank, counted for the predecessor flow. */
  private final int[] need = new int[14];
  /** Ranks with a remaining board card, as bits: left by predecessorsSuffice for rootsReachEveryRun. */
  private int presentRanks;
  private long[] below; // slots covered by a slot, directly or not
  private int[][] stockRange; // rank bit masks of stock[i..j]
  private int[][] stockCounts; // rank counts of stock[0..i)
  /**
   * Test hook, 0 in use: a positive value makes the draw bound overestimate the draws still needed by
   * that many (the last allowed stock cards are left out of the predecessors), an unsound bound that
   * the brute-force cross-check must catch.
   */
  int boundSlack;
  /**
   * Whether the dominance of levels without a hold slot is on: a position proven lost at one stock
   * index counts as lost at every later one, and the key holds the open cards next to the waste top
   * (see positionKey); off only to measure what it buys and to check answers against.
   */
  boolean stockDominance = true;
  /**
   * Test hook, 0 in use: a positive value also takes a position as lost that many stock cards
   * before the index it was proven lost at, an unsound dominance that the cross-check must catch.
   */
  int dominanceSlack;
  /**
   * Whether a playable card with nothing under it is skipped when a playable card of the same rank
   * is searched instead (see withoutDominatedTwins); off only to measure it and to check against.
   */
  boolean twinDominance = true;
  /**
   * Test hook, false in use: also skips a card with cards under it for a twin at a lower slot, an
   * unsound dominance that the cross-check must catch.
   */
  boolean twinSlack;
  /** Per solve: {@link #twinDominance} applies (no hold slot, no walls). */
  private boolean twins;
  /** Per solve: the layout is columns (each slot covers at most one and is covered by at most one). */
  private boolean columns;
  /** Per solve: {@link #stockDominance} applies (no hold slot). */
  private boolean dominance;
  /** Per solve: the open cards next to the waste top and the walls fit one key (see positionKey). */
  private boolean playableKey;

  // per-search (with the line, the meter and the draw limit of DrawLimitedSearch)
  private int[][] moveBuf;
  private int[][] scoreBuf;

  private ExactSolver(Builder b) {
    this.budget = b.budget;
    this.minimizeDraws = b.minimizeDraws;
    this.tableBits = b.tableBits;
    this.maxTableBits = Math.max(b.tableBits, b.maxTableBits);
    this.columnSearchEnabled = b.columnSearch;
  }

  /** A solver with the default settings: 20 million nodes, 10 s, fewest draws on. */
  public static ExactSolver create() {
    return builder().build();
  }

  public static Builder builder() {
    return new Builder();
  }

  /** Solves a full-information deal of the level. */
  public SolverResult solve(Level level, Deal deal) {
    Objects.requireNonNull(level, "level");
    Objects.requireNonNull(deal, "deal");
    deal.checkFits(level);
    lastSolveByColumns = takesColumnSearch(level);
    if (lastSolveByColumns) {
      if (columnSearch == null) {
        columnSearch = new ColumnSearch(budget, minimizeDraws, tableBits, maxTableBits);
      }
      return columnSearch.solve(level, deal);
    }
    long t0 = System.nanoTime();
    setUp(level, deal);
    return rounds(budget, minimizeDraws, stockSize, t0);
  }

  @Override
  boolean searchFromStart() {
    return dfs(0L, startOpen, 0, stock[0], 0, 0, 0, false, 0);
  }

  /**
   * Lost positions the last solve's table overwrote because their probe window was full: 0 means the
   * table kept every one, so that two searches' node counts can be compared.
   */
  int droppedEntries() {
    return lastSolveByColumns ? columnSearch.dropped : lost.dropped();
  }

  /** Whether the level fits {@link ColumnSearch} and every test hook is as in use. */
  private boolean takesColumnSearch(Level level) {
    if (!columnSearchEnabled || boundSlack != 0 || !stockDominance || dominanceSlack != 0 || !twinDominance
        || twinSlack) {
      return false;
    }
    if (level != columnLevel) {
      columnFits = ColumnSearch.fits(level);
      columnLevel = level;
    }
    return columnFits;
  }

  private void setUp(Level level, Deal deal) {
    PackedPosition.refuseHoldPlaysBack(level, "the exact solver");
    Layout layout = level.layout();
    n = layout.size();
    full = n == 64 ? -1L : (1L << n) - 1;
    coveredByMask = new long[n];
    covers = new int[n][];
    rank = deal.boardRanks();
    stock = deal.stockRanks();
    stockSize = stock.length;
    wrap = level.wrap();
    adjacency = level.adjacency();
    holdEnabled = level.holdSlot();
    for (int s = 0; s < n; s++) {
      coveredByMask[s] = layout.coveredByMask(s);
      covers[s] = layout.covers(s);
    }
    wallIndex = new int[n];
    java.util.Arrays.fill(wallIndex, -1);
    wallCount = level.walls().size();
    wallSlot = new int[wallCount];
    int wi = 0;
    for (int w : level.walls()) {
      wallSlot[wi] = w;
      wallIndex[w] = wi++;
    }
    // the open cards of the deal's start, the same in every round of fewest draws
    startOpen = 0;
    for (int s = 0; s < n; s++) {
      if (coveredByMask[s] == 0 && wallIndex[s] < 0) {
        startOpen |= 1L << s;
      }
    }
    dominance = stockDominance && !holdEnabled;
    twins = twinDominance && !holdEnabled && wallCount == 0;
    columns = true;
    for (int sl = 0; sl < n; sl++) {
      columns &= covers[sl].length <= 1 && Long.bitCount(coveredByMask[sl]) <= 1;
    }
    playableKey = n + 2 * wallCount <= 64;
    below = new long[n];
    // The transitive closure of "covers", by iterating to a fixed point (layouts are small and acyclic).
    for (int s = 0; s < n; s++) {
      for (int c : covers[s]) {
        below[s] |= 1L << c;
      }
    }
    for (boolean changed = true; changed; ) {
      changed = false;
      for (int s = 0; s < n; s++) {
        long b = below[s];
        for (long m = b; m != 0; m &= m - 1) {
          b |= below[Long.numberOfTrailingZeros(m)];
        }
        if (b != below[s]) {
          below[s] = b;
          changed = true;
        }
      }
    }
    rankSlots = new long[14];
    for (int s = 0; s < n; s++) {
      rankSlots[rank[s]] |= 1L << s;
    }
    matchSlots = RankChains.matchSlots(rankSlots, adjacency);
    stockRange = RankChains.stockRange(stock);
    stockCounts = RankChains.stockCounts(stock);
    int maxDepth = 2 * (n + stockSize) + 8;
    path = new int[maxDepth];
    best = new int[maxDepth];
    if (moveBuf == null || moveBuf.length < maxDepth || moveBuf[0].length < n + Move.NON_BOARD) {
      moveBuf = new int[maxDepth][n + Move.NON_BOARD];
      scoreBuf = new int[maxDepth][n + Move.NON_BOARD];
    }
    // Every solve starts from the initial size, so that a solve never depends on earlier ones
    // (node counts, and so verdicts under a node budget, stay the same whatever the thread count).
    if (lost == null) {
      lost = new LostPositions(tableBits, maxTableBits);
    }
    lost.restart();
  }

  private boolean dfs(long cleared, long open, int stockIdx, int top, int beneath, int hold, int walls,
      boolean lastSwap, int depth) {
    if (cleared == full) {
      return won(depth);
    }
    if (meter.tick()) {
      aborted = true;
      return false;
    }
    long kb = positionKey(open, stockIdx, top, beneath, hold, walls, lastSwap);
    if (isLost(cleared, kb, stockIdx)) {
      return false;
    }
    long remaining = ~cleared & full;
    // Predecessor bound (no hold slot): every remaining board card is put on a card of a
    // neighbouring rank that is on the waste right before it: a remaining board card (each serves
    // once), the waste top, or a stock card still allowed to be drawn (each serves once). When even
    // the best assignment by rank counts leaves a board card without one, no solution within the
    // draw limit exists from here.
    // The waste top only serves the next board card; with no open card next to it, the next move
    // draws and buries it, so it serves none (rank 0).
    if (!holdEnabled) {
      int topServes = (open & matchSlots[top]) != 0 ? top : 0;
      if (!predecessorsSuffice(remaining, topServes, stockIdx + 1,
          Math.max(stockIdx + 1, limit + 1 - boundSlack))) {
        markLost(cleared, kb, stockIdx);
        return false;
      }
      if (!wrap && !rootsReachEveryRun(presentRanks, topServes, stockIdx + 1,
          Math.max(stockIdx + 1, limit + 1 - boundSlack))) {
        markLost(cleared, kb, stockIdx);
        return false;
      }
    }

    // Dead card, where the flow above does not run (a hold slot): a remaining board card needs a
    // neighbour rank on the waste at some point, from the allowed stock, the waste top, the card
    // beneath it, the hold card, or a remaining board card that is not under it (cards it covers,
    // directly or not, can only be cleared after it). Without a hold slot the flow cuts nearly all
    // of it: the check cost about a fifth of the time to save 3-5% of the nodes, so it is skipped.
    if (holdEnabled) {
      int avail = 1 << top | (hold != 0 ? 1 << hold : 0) | (beneath != 0 ? 1 << beneath : 0);
      if (stockIdx < limit) {
        avail |= stockRange[stockIdx + 1][limit];
      }
      int easy = adjacency.neighboursOf(avail);
      // Only ranks with no neighbour outside the board need the card-by-card look.
      for (int hard = ~easy & RANK_BITS; hard != 0; hard &= hard - 1) {
        int r = Integer.numberOfTrailingZeros(hard);
        long ofRank = rankSlots[r] & remaining;
        if (ofRank == 0) {
          continue;
        }
        long onBoard = matchSlots[r] & remaining;
        for (long m = ofRank; m != 0; m &= m - 1) {
          if ((onBoard & ~below[Long.numberOfTrailingZeros(m)]) == 0) {
            markLost(cleared, kb, stockIdx);
            return false;
          }
        }
      }
    }

    int[] moves = moveBuf[depth];
    int[] score = scoreBuf[depth];
    int k = 0;
    long playable = open & matchSlots[top];
    if (twins && (playable & (playable - 1)) != 0) {
      playable = withoutDominatedTwins(playable, remaining);
    }
    for (long m = playable; m != 0; m &= m - 1) {
      int s = Long.numberOfTrailingZeros(m);
      // Prefer moves that uncover cards, then moves that keep the chain going.
      long after = cleared | 1L << s;
      int uncovered = 0;
      long newOpen = open & ~(1L << s);
      for (int c : covers[s]) {
        if ((coveredByMask[c] & ~after) == 0 && (wallIndex[c] < 0 || wallBroken(walls, wallIndex[c]))) {
          uncovered++;
          newOpen |= 1L << c;
        }
      }
      int sc;
      if (columns) {
        // In columns (Golf), a card with more cards under it first, then one that keeps the chain
        // going, then one of a rank with fewer neighbours left on the board (the scarcer chance
        // taken first): 19% fewer nodes than the order below on winnable Golf deals, while on the
        // Microsoft layout this order cost 8% more.
        sc = uncovered << 20 | Long.bitCount(below[s] & remaining) << 14
            | ((newOpen & matchSlots[rank[s]]) != 0 ? 1 << 7 : 0)
            | 64 - Long.bitCount(matchSlots[rank[s]] & remaining);
      } else {
        sc = uncovered * 4 + ((newOpen & matchSlots[rank[s]]) != 0 ? 2 : 0);
      }
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
      path[depth] = s;
      if (clearAndRecurse(cleared, open, stockIdx, top, beneath, hold, walls, s, depth)) {
        return true;
      }
      if (aborted) {
        return false;
      }
    }
    if (holdEnabled) {
      if (hold == 0 && beneath != 0) {
        path[depth] = Move.CODE_TO_HOLD;
        // The card beneath the new top is no longer needed: the hold slot never empties again.
        if (dfs(cleared, open, stockIdx, beneath, 0, top, walls, false, depth + 1)) {
          return true;
        }
        if (aborted) {
          return false;
        }
      } else if (hold != 0 && hold != top && !lastSwap) {
        path[depth] = Move.CODE_SWAP;
        if (dfs(cleared, open, stockIdx, hold, 0, top, walls, true, depth + 1)) {
          return true;
        }
        if (aborted) {
          return false;
        }
      }
    }
    if (stockIdx < limit) {
      path[depth] = Move.CODE_DRAW;
      if (dfs(cleared, open, stockIdx + 1, stock[stockIdx + 1], hold == 0 && holdEnabled ? top : 0, hold,
          walls, false, depth + 1)) {
        return true;
      }
      if (aborted) {
        return false;
      }
    }
    markLost(cleared, kb, stockIdx);
    return false;
  }

  /**
   * Whether the remaining board cards can each get a distinct predecessor of a neighbouring rank
   * among the remaining board cards, the waste top and the stock cards {@code stock[from..to)}
   * ({@link RankChains#predecessorsSuffice}); leaves the ranks left on the board in presentRanks.
   */
  private boolean predecessorsSuffice(long remaining, int top, int from, int to) {
    int present = 0;
    for (int r = 1; r <= 13; r++) {
      int nd = Long.bitCount(rankSlots[r] & remaining);
      need[r] = nd;
      present |= (nd == 0 ? 0 : 1) << r;
    }
    presentRanks = present;
    return RankChains.predecessorsSuffice(need, chain, top, stockCounts[to], stockCounts[from], wrap);
  }

  /** Whether every run of ranks left on the board gets a starter ({@link RankChains#rootsReachEveryRun}). */
  private boolean rootsReachEveryRun(int present, int top, int from, int to) {
    return RankChains.rootsReachEveryRun(present, top, from, to, stockRange, stockCounts);
  }

  /*
   * Without a hold slot a position lost at stock index i is lost at every later index j with the same
   * cleared cards, waste top and walls: from i, any line from j can be followed by playing its board
   * moves alike and, at its first draw, drawing up to stock card j + 1, which reaches the same
   * position with the same draw count. So one entry keyed without the stock index keeps the lowest
   * index proven lost. And the waste top only matters for the next move, which plays an open card
   * next to it or draws (either way it is covered for good): two tops with the same open cards next
   * to them are the same position, so the key holds those cards instead of the top. With a hold slot
   * the top can go to the hold and the card beneath it differs, so the full position is the key.
   */
  private long positionKey(long open, int stockIdx, int top, int beneath, int hold, int walls,
      boolean lastSwap) {
    if (!dominance) {
      return stockIdx | (long) top << 6 | (long) beneath << 10 | (long) hold << 14
          | (lastSwap ? 1L << 18 : 0) | (long) walls << 19;
    }
    if (playableKey) {
      return open & matchSlots[top] | (long) walls << n;
    }
    return top | (long) walls << 4;
  }

  /**
   * The playable cards without those a twin dominates (levels without a hold slot or walls). Of two
   * playable cards a and b of the same rank where a has no card under it, playing b is at least as
   * good as playing a: both leave the same waste top, and a line that wins after a wins after b too
   * when it plays a where it played b (before that it cannot have played under b, which only b's
   * going opens, and nothing opens under a). So a is not searched. Of two with nothing under them
   * the lower slot is played. With a hold slot the card beneath the top could differ, and walls take
   * damage by the front line, so both are left out.
   */
  private long withoutDominatedTwins(long playable, long remaining) {
    long keep = playable;
    for (long m = playable; m != 0; m &= m - 1) {
      int a = Long.numberOfTrailingZeros(m);
      boolean bare = (below[a] & remaining) == 0;
      if (!bare && !twinSlack) {
        continue;
      }
      for (long t = playable & rankSlots[rank[a]] & ~(1L << a); t != 0; t &= t - 1) {
        int b = Long.numberOfTrailingZeros(t);
        if ((bare && (below[b] & remaining) != 0) || b < a) {
          keep &= ~(1L << a);
          break;
        }
      }
    }
    return keep;
  }

  private boolean isLost(long cleared, long key, int stockIdx) {
    if (!dominance) {
      return lost.contains(cleared, key);
    }
    return lost.lostFrom(cleared, key) <= stockIdx + dominanceSlack;
  }

  private void markLost(long cleared, long key, int stockIdx) {
    if (!dominance) {
      lost.add(cleared, key);
    } else {
      lost.addFrom(cleared, key, stockIdx);
      // Lost with these cards playable, so lost with none (only the draw, which was searched too):
      // a position that must draw finds it under the key of no playable card.
      if (playableKey && (key & full) != 0) {
        lost.addFrom(cleared, key & ~full, stockIdx);
      }
    }
  }

  private static boolean wallBroken(int walls, int wi) {
    return (walls >>> (2 * wi) & 3) == 3;
  }

  private boolean clearAndRecurse(long cleared, long open, int stockIdx, int top, int beneath, int hold,
      int walls, int s, int depth) {
    int newWalls = walls;
    long front = 0;
    if (wallCount > 0) {
      for (int wi = 0; wi < wallCount; wi++) {
        int w = wallSlot[wi];
        if (!wallBroken(walls, wi) && (coveredByMask[w] & ~cleared) == 0) {
          front |= 1L << wi;
        }
      }
    }
    long after = cleared | 1L << s;
    long newOpen = open & ~(1L << s);
    for (int c : covers[s]) {
      if ((coveredByMask[c] & ~after) == 0 && (wallIndex[c] < 0 || wallBroken(walls, wallIndex[c]))) {
        newOpen |= 1L << c;
      }
    }
    for (long m = front; m != 0; m &= m - 1) {
      int wi = Long.numberOfTrailingZeros(m);
      newWalls += 1 << (2 * wi);
      if (wallBroken(newWalls, wi)) {
        int w = wallSlot[wi];
        if ((coveredByMask[w] & ~after) == 0) {
          newOpen |= 1L << w;
        }
      }
    }
    int newBeneath = holdEnabled && hold == 0 ? top : 0;
    return dfs(after, newOpen, stockIdx, rank[s], newBeneath, hold, newWalls, false, depth + 1);
  }

  /** Builder for {@link ExactSolver}. */
  public static final class Builder {
    private Budget budget = new Budget(20_000_000L, 10_000L);
    private boolean minimizeDraws = true;
    private int tableBits = 15;
    private int maxTableBits = 23;
    private boolean columnSearch = true;

    /** Nodes and milliseconds before the solver answers UNKNOWN (default 20 million nodes, 10 s). */
    public Builder budget(Budget budget) {
      this.budget = Objects.requireNonNull(budget, "budget");
      return this;
    }

    /** Search for the fewest draws (default true); off gives the first solution found. */
    public Builder minimizeDraws(boolean minimizeDraws) {
      this.minimizeDraws = minimizeDraws;
      return this;
    }

    /**
     * Initial transposition table size as a power of two (default 2^15 entries, 768 KB: most Golf and
     * Microsoft deals need fewer entries than half of it, and a table that stays in cache made the
     * median Golf deal about 2.5x faster than 2^18, where 2^18 had measured faster than 2^20 on
     * random Microsoft deals). The table doubles when half full, up to {@link #maxTableBits}.
     */
    public Builder tableBits(int bits) {
      if (bits < 8 || bits > 26) {
        throw new IllegalArgumentException("table bits must be 8..26, was " + bits);
      }
      this.tableBits = bits;
      return this;
    }

    /** Largest table size as a power of two (default 2^23 entries, 160 MB). */
    public Builder maxTableBits(int bits) {
      if (bits < 8 || bits > 26) {
        throw new IllegalArgumentException("max table bits must be 8..26, was " + bits);
      }
      this.maxTableBits = bits;
      return this;
    }

    /**
     * Whether column layouts (Golf) without a hold slot or walls are searched by the column search
     * (default true): the same search, bounds and move order with cheaper bookkeeping, so the same
     * verdicts, solutions and node counts while no table entry is dropped; false runs the general
     * search on them, to compare the two.
     */
    public Builder columnSearch(boolean columnSearch) {
      this.columnSearch = columnSearch;
      return this;
    }

    public ExactSolver build() {
      return new ExactSolver(this);
    }
  }
}
