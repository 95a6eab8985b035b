package org.levellab.cards;

/**
 * The one home of "one rank above or below": ranks 1 (ace) to 13 (king) are neighbours when they
 * differ by one, and K and A are neighbours too when the rule wraps. TriPeaks, Golf and Black Hole
 * all play cards onto a neighbour; every rule, solver and generator asks this class.
 *
 * <p>Rank sets are bit masks with bit {@code r} for rank {@code r} (bits 1..13).
 */
public final class RankAdjacency {
  /** K and A are neighbours (Microsoft TriPeaks, Black Hole). */
  public static final RankAdjacency WRAP = new RankAdjacency(true);
  /** K and A are not neighbours (Golf). */
  public static final RankAdjacency NO_WRAP = new RankAdjacency(false);

  /** All ranks as a mask (bits 1..13). */
  public static final int ALL_RANKS = 0x3FFE;

  private final boolean wrap;
  private final int[] neighbours = new int[14];
  private final int[] lower = new int[14];
  private final int[] upper = new int[14];

  private RankAdjacency(boolean wrap) {
    this.wrap = wrap;
    for (int r = 1; r <= 13; r++) {
      lower[r] = r > 1 ? r - 1 : (wrap ? 13 : 0);
      upper[r] = r < 13 ? r + 1 : (wrap ? 1 : 0);
      neighbours[r] = (lower[r] != 0 ? 1 << lower[r] : 0) | (upper[r] != 0 ? 1 << upper[r] : 0);
    }
  }

  /** The rule with or without the K-A wrap. */
  public static RankAdjacency of(boolean wrap) {
    return wrap ? WRAP : NO_WRAP;
  }

  /** True when K and A are neighbours. */
  public boolean wraps() {
    return wrap;
  }

  /** True when ranks {@code a} and {@code b} (1..13) are neighbours; false for 0 (no card). */
  public boolean adjacent(int a, int b) {
    return a >= 1 && a <= 13 && (neighbours[a] >>> b & 1) != 0;
  }

  /** The neighbours of rank {@code r} as a mask (0 for rank 0, no card). */
  public int neighbours(int r) {
    return neighbours[r];
  }

  /** Every rank that is a neighbour of some rank in {@code ranks} (a mask over bits 1..13). */
  public int neighboursOf(int ranks) {
    int m = ((ranks << 1) | (ranks >>> 1)) & ALL_RANKS;
    if (wrap) {
      if ((ranks & (1 << 13)) != 0) {
        m |= 1 << 1;
      }
      if ((ranks & (1 << 1)) != 0) {
        m |= 1 << 13;
      }
    }
    return m;
  }

  /** The rank one below {@code r}, 0 when there is none (an ace without the wrap, or r = 0). */
  public int lower(int r) {
    return lower[r];
  }

  /** The rank one above {@code r}, 0 when there is none (a king without the wrap, or r = 0). */
  public int upper(int r) {
    return upper[r];
  }

  /** Steps between two ranks: cyclic (A one step from K) when the rule wraps. */
  public int distance(int a, int b) {
    int d = Math.abs(a - b);
    return wrap ? Math.min(d, 13 - d) : d;
  }

  @Override
  public String toString() {
    return wrap ? "K-A wrap" : "no K-A wrap";
  }
}
