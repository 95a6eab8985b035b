package org.levellab.blackhole;

/**
 * The cards of one deal, fixed once dealt and shared by every state played from it: card indices and
 * ranks fan by fan, and the tables that let {@link BlackHoleState#key()} merge positions that differ
 * only in which of two alike fans is which.
 *
 * <p>Fans are numbered 0..16 and a fan's cards 0..2 from the bottom; a position is the height of
 * every fan (2 bits each in a {@code long}, fan {@code f} at bit {@code 2f}). Ranks here run from 0
 * (ace) to 12 (king).
 */
final class Deal {
  static final int FANS = BlackHole.FANS;
  static final int SIZE = BlackHole.FAN_SIZE;

  private final int[] cards = new int[FANS * SIZE];
  private final int[] ranks = new int[FANS * SIZE];
  // Fans whose bottom cards share a rank (groups of two or more, fans ascending), and for each group
  // the canonical heights of its fans (2 bits per fan, in group order) for every heights it can have.
  private final int[][] groups;
  private final int[][] canonical;

  Deal(int[][] fans) {
    for (int f = 0; f < FANS; f++) {
      for (int k = 0; k < SIZE; k++) {
        cards[f * SIZE + k] = fans[f][k];
        ranks[f * SIZE + k] = fans[f][k] % 13;
      }
    }
    int[][] byRank = new int[13][];
    int groupCount = 0;
    for (int r = 0; r < 13; r++) {
      int n = 0;
      for (int f = 0; f < FANS; f++) {
        n += rank(f, 0) == r ? 1 : 0;
      }
      byRank[r] = new int[n];
      n = 0;
      for (int f = 0; f < FANS; f++) {
        if (rank(f, 0) == r) {
          byRank[r][n++] = f;
        }
      }
      groupCount += byRank[r].length > 1 ? 1 : 0;
    }
    groups = new int[groupCount][];
    canonical = new int[groupCount][];
    int g = 0;
    for (int[] members : byRank) {
      if (members.length > 1) {
        groups[g] = members;
        canonical[g] = canonicalTable(members);
        g++;
      }
    }
  }

  /** The cards fan by fan, bottom first, as dealt (a new array). */
  int[][] fans() {
    int[][] out = new int[FANS][SIZE];
    for (int f = 0; f < FANS; f++) {
      System.arraycopy(cards, f * SIZE, out[f], 0, SIZE);
    }
    return out;
  }

  /** The card (index 0..51) at height {@code k} (0 = bottom) of fan {@code f}. */
  int card(int f, int k) {
    return cards[f * SIZE + k];
  }

  /** Its rank, 0 (ace) to 12 (king). */
  int rank(int f, int k) {
    return ranks[f * SIZE + k];
  }

  /**
   * The heights of an equivalent position, the same for every position with the same cards left up
   * to swapping fans whose remaining cards have the same ranks in the same order (suits never matter).
   */
  long canonicalHeights(long heights) {
    long out = heights;
    for (int g = 0; g < groups.length; g++) {
      int[] members = groups[g];
      int combo = 0;
      for (int i = 0; i < members.length; i++) {
        combo |= (int) (heights >>> (2 * members[i]) & 3) << (2 * i);
      }
      int canon = canonical[g][combo];
      for (int i = 0; i < members.length; i++) {
        int shift = 2 * members[i];
        out = out & ~(3L << shift) | (long) (canon >>> (2 * i) & 3) << shift;
      }
    }
    return out;
  }

  /**
   * For every heights of a group's fans, the canonical ones. The fans' remaining cards form a trie of
   * rank prefixes (they share the bottom rank); a position puts each fan at one node of its own path.
   * Filling the deepest nodes first, each with the lowest-numbered fans through it that are still
   * free, always succeeds (fans through a node differ only below it, which is already filled) and
   * depends only on how many fans sit at each node: that is the canonical form.
   */
  private int[] canonicalTable(int[] members) {
    int m = members.length;
    int[] table = new int[1 << (2 * m)];
    int[] h = new int[m];
    for (int combo = 0; combo < table.length; combo++) {
      for (int i = 0; i < m; i++) {
        h[i] = combo >>> (2 * i) & 3;
      }
      boolean[] taken = new boolean[m];
      int canon = 0;
      for (int depth = SIZE; depth >= 1; depth--) {
        for (int i = 0; i < m; i++) {
          if (!taken[i] && atNode(members, h, i, depth) > placedAt(members, h, taken, canon, i, depth)) {
            taken[i] = true;
            canon |= depth << (2 * i);
          }
        }
      }
      table[combo] = canon;
    }
    return table;
  }

  /** Fans of the group standing at fan {@code i}'s depth-{@code depth} node. */
  private int atNode(int[] members, int[] h, int i, int depth) {
    int n = 0;
    for (int j = 0; j < members.length; j++) {
      n += h[j] == depth && samePrefix(members[i], members[j], depth) ? 1 : 0;
    }
    return n;
  }

  /** Fans already placed by the canonical form at fan {@code i}'s depth-{@code depth} node. */
  private int placedAt(int[] members, int[] h, boolean[] taken, int canon, int i, int depth) {
    int n = 0;
    for (int j = 0; j < members.length; j++) {
      n += taken[j] && (canon >>> (2 * j) & 3) == depth && samePrefix(members[i], members[j], depth) ? 1 : 0;
    }
    return n;
  }

  private boolean samePrefix(int f, int g, int length) {
    for (int k = 0; k < length; k++) {
      if (rank(f, k) != rank(g, k)) {
        return false;
      }
    }
    return true;
  }
}
