package org.levellab.tripeaks.agents;

import java.util.Arrays;
import org.levellab.cards.RankAdjacency;
import org.levellab.search.Verdict;
import org.levellab.tripeaks.Deal;
import org.levellab.tripeaks.Layout;
import org.levellab.tripeaks.Level;
import org.levellab.tripeaks.Move;
import org.levellab.tripeaks.solve.LostPositions;
import org.levellab.tripeaks.solve.RankChains;

/**
 * The clairvoyant agent's solve of a whole deal on a hold-slot level (without play-back): the search
 * tree of {@link org.levellab.tripeaks.solve.ExactSolver} with its first solution (no fewest draws),
 * node for node the same moves in the same order, with two more sound cuts that the hold slot's
 * bigger state space needs. Since every cut only drops positions from which no win exists, the
 * depth-first search still meets the same first winning line: the solver's answer and line are kept,
 * only reached with fewer nodes (tests compare both on hundreds of deals).
 *
 * <p><b>Stock dominance with the hold slot full.</b> The hold slot then never empties (no play-back)
 * and the card beneath the waste top never comes back, so a position is the cleared cards, the stock
 * index, the waste top, the hold card, the walls and whether the last move was a swap. A position
 * lost at stock index i is lost at every later index j: a win from j is copied from i move for move
 * (board moves and swaps alike) up to its first draw, where drawing up to card j + 1 reaches the same
 * position. So the table keeps, per position without its stock index, the lowest index proven lost.
 * A position after a swap has the same moves as the one without, less the swap back, so a position
 * lost without the flag is lost with it too.
 *
 * <p><b>Predecessor count.</b> Every remaining board card is cleared onto a waste top of a
 * neighbouring rank: a remaining board card, a stock card still to be drawn, the waste top or the
 * hold card, each of which can serve once (a card served is buried, and nothing buried comes back
 * while the hold slot is full). While the slot is empty the card beneath the top can still serve,
 * and the one H move of the game can bring back one card that already served (the card beneath the
 * top then): one more predecessor of any rank. When the best assignment by rank counts (the greedy
 * flow of the exact solver's predecessor bound, on a path or the K–A cycle) leaves a board card
 * without a predecessor, the position is lost.
 *
 * <p>Not thread-safe; the table and buffers are kept between solves (one instance per agent).
 */
final class HoldSlotSearch {
  /** Bits 1..13: every rank. */
  private static final int RANK_BITS = 0x3FFE;
  /** Marks the keys of hold-full positions (stored without their stock index). */
  private static final long FULL = 1L << 63;
  private static final long SWAPPED = 1L << 8;

  private final LostPositions lost;

  private int n;
  private long full;
  private long[] coveredByMask;
  private int[][] covers;
  private int[] rank;
  private int[] stock;
  private int stockSize;
  private boolean wrap;
  private RankAdjacency adjacency;
  private int wallCount;
  private int[] wallSlot;
  private int[] wallIndex;
  private long[] matchSlots;
  private long[] rankSlots;
  private long[] below;
  private int[][] stockRange;
  private int[][] stockCounts;
  private final int[] chain = new int[26];
  /** Remaining board cards by rank, counted for the predecessor flow. */
  private final int[] need = new int[14];

  private int limit;
  private int[] path;
  private int[] best;
  private int bestLength;
  private long nodes;
  private long maxNodes;
  private boolean aborted;
  private int[][] moveBuf;
  private int[][] scoreBuf;

  /** A search whose table starts at {@code 2^tableBits} entries and may double up to {@code 2^maxTableBits}. */
  HoldSlotSearch(int tableBits, int maxTableBits) {
    this.lost = new LostPositions(tableBits, maxTableBits);
  }

  /** Whether this search answers for {@code level}: a hold slot whose card is never played back. */
  static boolean applies(Level level) {
    return level.holdSlot() && !level.holdPlaysBack();
  }

  /**
   * Solves {@code deal} from its start within {@code maxNodes} nodes (counted as the exact solver
   * counts them): TRUE with {@link #line()}, FALSE, or UNKNOWN when the budget ran out.
   */
  Verdict solve(Level level, Deal deal, long maxNodes) {
    if (!applies(level)) {
      throw new IllegalArgumentException("the hold-slot search needs a level with a hold slot and no play-back");
    }
    deal.checkFits(level);
    setUp(level, deal);
    this.maxNodes = maxNodes;
    nodes = 0;
    aborted = false;
    bestLength = -1;
    limit = stockSize - 1;
    long startOpen = 0;
    for (int s = 0; s < n; s++) {
      if (coveredByMask[s] == 0 && wallIndex[s] < 0) {
        startOpen |= 1L << s;
      }
    }
    boolean won = dfs(0L, startOpen, 0, stock[0], 0, 0, 0, false, 0);
    return won ? Verdict.TRUE : aborted ? Verdict.UNKNOWN : Verdict.FALSE;
  }

  /** The winning moves ({@link Move#code()}) of the last solve that answered TRUE. */
  int[] line() {
    return bestLength < 0 ? new int[0] : Arrays.copyOf(best, bestLength);
  }

  /** Nodes the last solve visited. */
  long nodes() {
    return Math.min(nodes, maxNodes);
  }

  private void setUp(Level level, Deal deal) {
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
    for (int s = 0; s < n; s++) {
      coveredByMask[s] = layout.coveredByMask(s);
      covers[s] = layout.covers(s);
    }
    wallIndex = new int[n];
    Arrays.fill(wallIndex, -1);
    wallCount = level.walls().size();
    wallSlot = new int[wallCount];
    int wi = 0;
    for (int w : level.walls()) {
      wallSlot[wi] = w;
      wallIndex[w] = wi++;
    }
    below = new long[n];
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
    lost.restart();
  }

  private boolean dfs(long cleared, long open, int stockIdx, int top, int beneath, int hold, int walls,
      boolean lastSwap, int depth) {
    if (cleared == full) {
      System.arraycopy(path, 0, best, 0, depth);
      bestLength = depth;
      return true;
    }
    if (++nodes > maxNodes) {
      aborted = true;
      return false;
    }
    // The key: with the hold slot full, the position without its stock index (dominance, see the
    // class comment); with it empty, the whole position (the card beneath the top included).
    long key = hold != 0
        ? FULL | top | (long) hold << 4 | (lastSwap ? SWAPPED : 0) | (long) walls << 9
        : stockIdx | (long) top << 6 | (long) beneath << 10 | (long) walls << 14;
    if (lost.lostFrom(cleared, key) <= stockIdx
        || lastSwap && lost.lostFrom(cleared, key & ~SWAPPED) <= stockIdx) {
      return false;
    }
    long remaining = ~cleared & full;
    // The exact solver's dead-card cut: a remaining board card needs a neighbour rank on the waste at
    // some point, from the stock still to come, the waste top, the card beneath it, the hold card, or a
    // remaining board card that is not under it.
    int avail = 1 << top | (hold != 0 ? 1 << hold : 0) | (beneath != 0 ? 1 << beneath : 0);
    if (stockIdx < limit) {
      avail |= stockRange[stockIdx + 1][limit];
    }
    int easy = adjacency.neighboursOf(avail);
    for (int hard = ~easy & RANK_BITS; hard != 0; hard &= hard - 1) {
      int r = Integer.numberOfTrailingZeros(hard);
      long ofRank = rankSlots[r] & remaining;
      if (ofRank == 0) {
        continue;
      }
      long onBoard = matchSlots[r] & remaining;
      for (long m = ofRank; m != 0; m &= m - 1) {
        if ((onBoard & ~below[Long.numberOfTrailingZeros(m)]) == 0) {
          lost.addFrom(cleared, key, stockIdx);
          return false;
        }
      }
    }
    if (!predecessorsSuffice(remaining, top, hold != 0 ? hold : beneath, hold == 0 ? 1 : 0, stockIdx + 1,
        limit + 1)) {
      lost.addFrom(cleared, key, stockIdx);
      return false;
    }

    int[] moves = moveBuf[depth];
    int[] score = scoreBuf[depth];
    int k = 0;
    for (long m = open & matchSlots[top]; m != 0; m &= m - 1) {
      int s = Long.numberOfTrailingZeros(m);
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
      if (clearAndRecurse(cleared, open, stockIdx, top, hold, walls, s, depth)) {
        return true;
      }
      if (aborted) {
        return false;
      }
    }
    if (hold == 0 && beneath != 0) {
      path[depth] = Move.CODE_TO_HOLD;
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
    if (stockIdx < limit) {
      path[depth] = Move.CODE_DRAW;
      if (dfs(cleared, open, stockIdx + 1, stock[stockIdx + 1], hold == 0 ? top : 0, hold, walls, false,
          depth + 1)) {
        return true;
      }
      if (aborted) {
        return false;
      }
    }
    lost.addFrom(cleared, key, stockIdx);
    return false;
  }

  private static boolean wallBroken(int walls, int wi) {
    return (walls >>> (2 * wi) & 3) == 3;
  }

  private boolean clearAndRecurse(long cleared, long open, int stockIdx, int top, int hold, int walls, int s,
      int depth) {
    int newWalls = walls;
    long front = 0;
    for (int wi = 0; wi < wallCount; wi++) {
      int w = wallSlot[wi];
      if (!wallBroken(walls, wi) && (coveredByMask[w] & ~cleared) == 0) {
        front |= 1L << wi;
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
    return dfs(after, newOpen, stockIdx, rank[s], hold == 0 ? top : 0, hold, newWalls, false, depth + 1);
  }

  /**
   * Whether the remaining board cards can each get a distinct predecessor of a neighbouring rank among
   * the remaining board cards, the stock cards {@code stock[from..to)}, the ranks {@code a} and {@code b}
   * (0: none) and {@code wild} predecessors of any rank: the exact solver's greedy flow by rank counts
   * ({@link RankChains#predecessorsSuffice(int[], int[], int, int, int, int[], int[], boolean)}).
   */
  private boolean predecessorsSuffice(long remaining, int a, int b, int wild, int from, int to) {
    for (int r = 1; r <= 13; r++) {
      need[r] = Long.bitCount(rankSlots[r] & remaining);
    }
    return RankChains.predecessorsSuffice(need, chain, a, b, wild, stockCounts[to], stockCounts[from], wrap);
  }
}
