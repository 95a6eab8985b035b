package org.levellab.tripeaks.solve;

import java.util.Arrays;
import java.util.Objects;
import org.levellab.search.Verdict;
import org.levellab.tripeaks.Move;

/**
 * Is this position winnable, within a node budget? A depth-first search for the first win from any
 * {@link PackedPosition} with every card known (a true deal, or one completion of the hidden cards
 * sampled by an agent), for the many small solves a sampling planner makes per decision: no fewest
 * draws, early exit on the first winning line.
 *
 * <p>The search is the same kind as {@link ExactSolver}'s (which solves a deal from its start and can
 * minimise draws): a transposition table of positions proven lost (valid as long as the cards stay
 * the same: {@link #setCards} starts a new one), moves that uncover cards first, swaps that undo a
 * swap or change nothing skipped, and two sound cuts: a remaining board card that can never find a
 * neighbouring rank on the waste, and (levels without a hold slot) more cards left than the draws
 * still allowed plus the longest chain the board could make. Tests check its verdicts against plain
 * exhaustive search on small layouts and against {@link ExactSolver} on whole deals.
 *
 * <p>One instance per thread: it keeps the position, the table and its buffers.
 */
public final class PositionSearch {
  private final PackedPosition p;
  private final LostPositions lost;

  private final int[][] moveBuf;
  private final int[][] scoreBuf;
  private final int[] path;
  private final int[] counts = new int[14];
  private final PackedPosition.Mark root = new PackedPosition.Mark();
  private int[] line = new int[0];
  private long nodes;
  private long maxNodes;
  private boolean aborted;

  /**
   * A search over positions of {@code position}'s level, with a table of {@code 2^tableBits} entries
   * that doubles when half full up to {@code 2^maxTableBits} (then it is a cache: old entries are
   * overwritten, which is sound but can make hard searches, hold-slot levels especially, much longer).
   */
  public PositionSearch(PackedPosition position, int tableBits, int maxTableBits) {
    this.p = Objects.requireNonNull(position, "position");
    if (tableBits < 8 || tableBits > 26 || maxTableBits < tableBits || maxTableBits > 26) {
      throw new IllegalArgumentException("table bits must be 8 <= bits <= max bits <= 26, were " + tableBits
          + " and " + maxTableBits);
    }
    this.lost = new LostPositions(tableBits, maxTableBits);
    int maxDepth = 2 * (p.n + p.stockSize) + 8;
    moveBuf = new int[maxDepth][p.n + Move.NON_BOARD];
    scoreBuf = new int[maxDepth][p.n + Move.NON_BOARD];
    path = new int[maxDepth];
  }

  /** A search whose table starts at {@code 2^tableBits} entries and never grows. */
  public PositionSearch(PackedPosition position, int tableBits) {
    this(position, tableBits, tableBits);
  }

  /** The table size (as a power of two) that suits searches of up to {@code nodes} nodes each. */
  public static int tableBitsFor(long nodes) {
    int bits = 64 - Long.numberOfLeadingZeros(Math.max(1, nodes));
    return Math.max(10, Math.min(20, bits + 1));
  }

  /** The position searched from (and restored after each search). */
  public PackedPosition position() {
    return p;
  }

  /** New cards for the position ({@link PackedPosition#setCards}): forgets every proven-lost position. */
  public void setCards(int[] boardRanks, int[] stockRanks) {
    p.setCards(boardRanks, stockRanks);
    forget();
  }

  /** Forgets the table (needed whenever the cards change behind the search's back). */
  public void forget() {
    lost.forget();
  }

  /**
   * Searches from the current position for a win, visiting at most {@code maxNodes} positions: TRUE
   * (with {@link #line()}), FALSE (proven lost) or UNKNOWN (budget spent). The position is unchanged
   * afterwards; proven-lost positions stay in the table for the next search on the same cards.
   */
  public Verdict solve(long maxNodes) {
    if (maxNodes < 1) {
      throw new IllegalArgumentException("node budget must be at least 1, was " + maxNodes);
    }
    this.maxNodes = maxNodes;
    nodes = 0;
    aborted = false;
    p.save(root);
    boolean won;
    try {
      won = p.isWon() || dfs(0);
    } finally {
      p.restore(root);
    }
    if (!won) {
      line = new int[0];
    }
    return won ? Verdict.TRUE : aborted ? Verdict.UNKNOWN : Verdict.FALSE;
  }

  /** The winning moves ({@link Move#code()}s) of the last search that answered TRUE, else empty. */
  public int[] line() {
    return line.clone();
  }

  /** Positions visited by the last search. */
  public long nodes() {
    return nodes;
  }

  private boolean dfs(int depth) {
    PackedPosition q = p;
    if (q.cleared == q.full) {
      line = Arrays.copyOf(path, depth);
      return true;
    }
    if (++nodes > maxNodes) {
      aborted = true;
      return false;
    }
    long cleared = q.cleared;
    long kb = q.stockIdx | (long) q.top << 6 | (long) q.beneath << 10 | (long) q.hold << 14
        | (q.lastSwap ? 1L << 18 : 0) | (long) q.walls << 19;
    if (lost.contains(cleared, kb)) {
      return false;
    }
    if (cannotWin()) {
      lost.add(cleared, kb);
      return false;
    }
    long open = q.open;
    int stockIdx = q.stockIdx;
    int top = q.top;
    int beneath = q.beneath;
    int hold = q.hold;
    int walls = q.walls;
    boolean lastSwap = q.lastSwap;
    int k = orderedBoardMoves(depth);
    int[] moves = moveBuf[depth];
    if (q.holdEnabled) {
      if (hold == 0 && beneath != 0) {
        moves[k++] = Move.CODE_TO_HOLD;
      } else if (hold != 0 && hold != top && !lastSwap) {
        moves[k++] = Move.CODE_SWAP;
      }
    }
    if (stockIdx < q.stockSize - 1) {
      moves[k++] = Move.CODE_DRAW;
    }
    for (int i = 0; i < k; i++) {
      path[depth] = moves[i];
      q.apply(moves[i]);
      boolean won = dfs(depth + 1);
      q.cleared = cleared;
      q.open = open;
      q.stockIdx = stockIdx;
      q.top = top;
      q.beneath = beneath;
      q.hold = hold;
      q.walls = walls;
      q.lastSwap = lastSwap;
      if (won) {
        return true;
      }
      if (aborted) {
        return false;
      }
    }
    lost.add(cleared, kb);
    return false;
  }

  /** The board moves, those that uncover more cards and then those that keep the chain going first. */
  private int orderedBoardMoves(int depth) {
    PackedPosition q = p;
    int[] moves = moveBuf[depth];
    int[] score = scoreBuf[depth];
    int k = 0;
    for (long m = q.open & q.matchSlots[q.top]; m != 0; m &= m - 1) {
      int s = Long.numberOfTrailingZeros(m);
      long after = q.cleared | 1L << s;
      long newOpen = q.open & ~(1L << s);
      int uncovered = 0;
      for (int c : q.covers[s]) {
        if ((q.coveredByMask[c] & ~after) == 0
            && (q.wallIndex[c] < 0 || PackedPosition.wallBroken(q.walls, q.wallIndex[c]))) {
          uncovered++;
          newOpen |= 1L << c;
        }
      }
      int sc = uncovered * 4 + ((newOpen & q.matchSlots[q.rank[s]]) != 0 ? 2 : 0);
      int j = k++;
      while (j > 0 && score[j - 1] < sc) {
        moves[j] = moves[j - 1];
        score[j] = score[j - 1];
        j--;
      }
      moves[j] = s;
      score[j] = sc;
    }
    return k;
  }

  /** The two sound cuts of the class comment. */
  private boolean cannotWin() {
    PackedPosition q = p;
    long remaining = ~q.cleared & q.full;
    // Ranks that can still come onto the waste from outside the board.
    int avail = 1 << q.top | (q.hold != 0 ? 1 << q.hold : 0) | (q.beneath != 0 ? 1 << q.beneath : 0)
        | q.stockSuffix[q.stockIdx + 1];
    int easy = q.adjacency.neighboursOf(avail);
    int boardRanks = 0;
    for (int r = 1; r <= 13; r++) {
      if ((q.rankSlots[r] & remaining) != 0) {
        boardRanks |= 1 << r;
      }
    }
    for (int hard = boardRanks & ~easy; hard != 0; hard &= hard - 1) {
      int r = Integer.numberOfTrailingZeros(hard);
      long onBoard = q.matchSlots[r] & remaining;
      for (long m = q.rankSlots[r] & remaining; m != 0; m &= m - 1) {
        // its neighbour must be a board card that is not under it
        if ((onBoard & ~q.below[Long.numberOfTrailingZeros(m)]) == 0) {
          return true;
        }
      }
    }
    if (q.holdEnabled) {
      return false;
    }
    // Each remaining card goes onto a neighbour: the waste top, a drawn card, or another board card
    // (each used once below and once above: at most a maximum matching of them).
    int left = Long.bitCount(remaining);
    int drawsLeft = q.stockSize - 1 - q.stockIdx;
    return left - 1 > drawsLeft && left - 1 - chainBound(remaining) > drawsLeft;
  }

  /**
   * An upper bound on how many remaining board cards can go onto another remaining board card: by
   * rank counts the "r on r+1 or r-1" graph is two alternating paths over ranks 1..13 (a cycle with
   * the wrap); greedy along a path is optimal, and the wrap adds at most min(count K, count A).
   */
  private int chainBound(long remaining) {
    int[] c = counts;
    for (int r = 1; r <= 13; r++) {
      c[r] = Long.bitCount(p.rankSlots[r] & remaining);
    }
    int passes = p.adjacency.wraps() ? 2 : 1;
    int carry = 0;
    int total = 0;
    for (int pass = 0; pass < passes; pass++) {
      for (int r = 1; r <= 13; r++) {
        int f = Math.min(carry, c[r]);
        total += f;
        carry = c[r] - f;
      }
    }
    return p.adjacency.wraps() ? total + Math.min(c[13], c[1]) : 2 * total;
  }
}
