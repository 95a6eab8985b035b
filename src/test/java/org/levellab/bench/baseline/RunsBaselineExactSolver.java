package org.levellab.bench.baseline;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.levellab.cards.RankAdjacency;
import org.levellab.search.Budget;
import org.levellab.search.Verdict;
import org.levellab.tripeaks.Deal;
import org.levellab.tripeaks.Layout;
import org.levellab.tripeaks.Level;
import org.levellab.tripeaks.Move;
import org.levellab.tripeaks.solve.SolverResult;

/**
 * A frozen copy of {@code tripeaks.solve.ExactSolver} as it was before the Golf work (the flow bound,
 * the runs-need-starters test, the stock dominance), kept only so that benchmarks measure it and the
 * solver of today in the same run (A/B); {@link FlowBaselineExactSolver} and {@link
 * BaselineExactSolver} are older ones. It is also the solver as the clairvoyant agent used it before
 * its hold-slot search (main at 555e5c8: the same code), the baseline of that agent's A/B.
 *
 * <p>Exact full-information TriPeaks solver: depth-first search over a packed state with a transposition
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
 * <p>An instance reuses its table between calls and is not thread-safe: use one per thread.
 */
public final class RunsBaselineExactSolver {
  /** Bits 1..13: every rank. */
  private static final int RANK_BITS = 0x3FFE;

  private final Budget budget;
  private final boolean minimizeDraws;
  private final int tableBits;
  private final int maxTableBits;

  private RunsBaselineLostPositions lost;

  // per-solve problem
  private int n;
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
  /** Starters by rank, for rootsReachEveryRun. */
  private final int[] roots = new int[14];
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
  /** Per solve: {@link #stockDominance} applies (no hold slot). */
  private boolean dominance;
  /** Per solve: the open cards next to the waste top and the walls fit one key (see positionKey). */
  private boolean playableKey;

  // per-search
  private int limit;
  private int[] path;
  private int[] best;
  private int bestLength;
  private Budget.Meter meter;
  private boolean aborted;
  private int[][] moveBuf;
  private int[][] scoreBuf;

  private RunsBaselineExactSolver(Builder b) {
    this.budget = b.budget;
    this.minimizeDraws = b.minimizeDraws;
    this.tableBits = b.tableBits;
    this.maxTableBits = Math.max(b.tableBits, b.maxTableBits);
  }

  /** A solver with the default settings: 20 million nodes, 10 s, fewest draws on. */
  public static RunsBaselineExactSolver create() {
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
    long t0 = System.nanoTime();
    setUp(level, deal);
    meter = budget.start();
    aborted = false;
    bestLength = -1;
    int bestDraws = -1;
    limit = stockSize - 1;
    boolean provenMinimal = false;
    Verdict verdict;
    long startOpen = 0;
    for (int s = 0; s < n; s++) {
      if (coveredByMask[s] == 0 && wallIndex[s] < 0) {
        startOpen |= 1L << s;
      }
    }
    while (true) {
      boolean won = dfs(0L, startOpen, 0, stock[0], 0, 0, 0, false, 0);
      if (won) {
        bestDraws = countDraws(best, bestLength);
        if (!minimizeDraws || bestDraws == 0) {
          provenMinimal = bestDraws == 0;
          break;
        }
        limit = bestDraws - 1;
        continue;
      }
      if (!aborted && bestLength >= 0) {
        provenMinimal = true;
      }
      break;
    }
    if (bestLength >= 0) {
      verdict = Verdict.TRUE;
    } else {
      verdict = aborted ? Verdict.UNKNOWN : Verdict.FALSE;
    }
    List<Move> moves = new ArrayList<>();
    for (int i = 0; i < Math.max(0, bestLength); i++) {
      moves.add(Move.ofCode(best[i]));
    }
    double ms = (System.nanoTime() - t0) / 1e6;
    return new SolverResult(verdict, List.copyOf(moves), bestLength >= 0 ? bestDraws : -1,
        provenMinimal, meter.nodes(), ms);
  }

  private static int countDraws(int[] moves, int len) {
    int d = 0;
    for (int i = 0; i < len; i++) {
      if (moves[i] == Move.CODE_DRAW) {
        d++;
      }
    }
    return d;
  }

  private void setUp(Level level, Deal deal) {
    if (level.holdPlaysBack()) {
      throw new IllegalArgumentException("the exact solver does not support hold_plays_back = true");
    }
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
    dominance = stockDominance && !holdEnabled;
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
    matchSlots = new long[14];
    for (int t = 1; t <= 13; t++) {
      for (int r = 1; r <= 13; r++) {
        if (adjacency.adjacent(t, r)) {
          matchSlots[t] |= rankSlots[r];
        }
      }
    }
    stockRange = new int[stockSize + 1][stockSize + 1];
    for (int i = 0; i < stockSize; i++) {
      int m = 0;
      for (int j = i; j < stockSize; j++) {
        m |= 1 << stock[j];
        stockRange[i][j] = m;
      }
    }
    stockCounts = new int[stockSize + 1][14];
    for (int i = 0; i < stockSize; i++) {
      stockCounts[i + 1] = stockCounts[i].clone();
      stockCounts[i + 1][stock[i]]++;
    }
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
      lost = new RunsBaselineLostPositions(tableBits, maxTableBits);
    }
    lost.restart();
  }

  private boolean dfs(long cleared, long open, int stockIdx, int top, int beneath, int hold, int walls,
      boolean lastSwap, int depth) {
    if (cleared == full) {
      System.arraycopy(path, 0, best, 0, depth);
      bestLength = depth;
      return true;
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
      if (!wrap && !rootsReachEveryRun(remaining, topServes, stockIdx + 1,
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
    for (long m = open & matchSlots[top]; m != 0; m &= m - 1) {
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
      int sc = uncovered * 4 + ((newOpen & matchSlots[rank[s]]) != 0 ? 2 : 0);
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
   * among the remaining board cards, the waste top and the stock cards {@code stock[from..to)}: a
   * maximum flow by rank counts. The graph "predecessor rank p serves board rank p +/- 1" splits into
   * two alternating paths (odd predecessors with even board cards and the reverse), on which a
   * greedy pass from one end is optimal. With the wrap they close into one cycle through the two K-A
   * edges; fixing the flow x on one of them leaves a path, and x takes every value it needs.
   *
   * <p>The counts are laid out in the order the flow walks them, in {@code chain}: first P1 S2 P3 ...
   * S12 P13 (P: predecessors of a rank, S: board cards of a rank needing one), then S1 P2 S3 ... P12
   * S13; without the wrap these are the two paths, with it the cycle (S13 back to P1).
   */
  private boolean predecessorsSuffice(long remaining, int top, int from, int to) {
    int[] c = chain;
    int total = 0;
    int[] hi = stockCounts[to];
    int[] lo = stockCounts[from];
    for (int r = 1; r <= 13; r++) {
      int need = Long.bitCount(rankSlots[r] & remaining);
      int pred = need + hi[r] - lo[r] + (r == top ? 1 : 0);
      total += need;
      if ((r & 1) == 1) {
        c[r - 1] = pred;
        c[12 + r] = need;
      } else {
        c[r - 1] = need;
        c[12 + r] = pred;
      }
    }
    if (!wrap) {
      return greedy(c, 0, 13) + greedy(c, 13, 26) >= total;
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
      if (m <= best || m >= total) {
        return m >= total;
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
   * distinct starters whenever any assignment does.
   */
  private boolean rootsReachEveryRun(long remaining, int top, int from, int to) {
    int present = 0;
    for (int r = 1; r <= 13; r++) {
      if ((rankSlots[r] & remaining) != 0) {
        present |= 1 << r;
      }
    }
    if (present == 0) {
      return true;
    }
    int[] hi = stockCounts[to];
    int[] lo = stockCounts[from];
    int[] root = roots;
    for (int q = 1; q <= 13; q++) {
      root[q] = hi[q] - lo[q] + (q == top ? 1 : 0);
    }
    int r = 1;
    while (r <= 13) {
      if ((present >>> r & 1) == 0) {
        r++;
        continue;
      }
      int a = r;
      while (r <= 13 && (present >>> r & 1) != 0) {
        r++;
      }
      int b = r - 1;
      int starter = -1;
      if (a > 1 && root[a - 1] > 0) {
        starter = a - 1;
      } else if (b > a) {
        for (int q = a; q <= b; q++) {
          if (root[q] > 0) {
            starter = q;
            break;
          }
        }
      }
      if (starter < 0 && b < 13 && root[b + 1] > 0) {
        starter = b + 1;
      }
      if (starter < 0) {
        return false;
      }
      root[starter]--;
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

  /** Builder for {@link RunsBaselineExactSolver}. */
  public static final class Builder {
    private Budget budget = new Budget(20_000_000L, 10_000L);
    private boolean minimizeDraws = true;
    private int tableBits = 15;
    private int maxTableBits = 23;

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

    public RunsBaselineExactSolver build() {
      return new RunsBaselineExactSolver(this);
    }
  }
}
