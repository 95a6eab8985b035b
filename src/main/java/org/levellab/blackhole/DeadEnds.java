package org.levellab.blackhole;

/**
 * Black Hole's dead-end test ({@link BlackHoleState#isDeadEnd}): necessary conditions for a win, each
 * a relaxation of the game, so that failing one proves that no win follows. Ranks run from 0 (ace) to
 * 12 (king) on a cycle (K and A are neighbours); {@code t} is the foundation's top rank.
 *
 * <ol>
 *   <li><b>Reach.</b> Let the foundation keep every rank it has held: a fan's top card may then go
 *       when a card of a neighbouring rank went before it (or is {@code t}). A card that never goes in
 *       this easier game never goes in the real one.
 *   <li><b>Rank walk.</b> Without the fans, a win plays the remaining cards as a walk on the 13-cycle
 *       from {@code t}, arriving {@code n_r} times at rank {@code r} and ending at some rank {@code v}.
 *       The last card has nothing under it, so {@code v} is the rank of a fan's bottom card. If the
 *       walk crosses edge {@code {r, r+1}} {@code x_r} times, every rank counts the crossings at its two
 *       edges: {@code x_(r-1) + x_r = 2 n_r + [r = t] - [r = v]}. On an odd cycle this system has
 *       exactly one solution (twice {@code x_r} is the alternating sum of the right-hand sides around
 *       the cycle from {@code r+1}); by Euler's theorem the walk exists if and only if that solution is
 *       non-negative and its crossed edges join {@code t} and every remaining rank.
 *   <li><b>Phases.</b> When the walk never crosses some edge it lives on a path, and an edge it
 *       crosses exactly once (between {@code t} and {@code v}) splits the play in two: every remaining
 *       card on {@code t}'s side goes before every card on {@code v}'s side. A fan holding a card of a
 *       later phase above a card of an earlier one contradicts that (the upper card goes first).
 *   <li><b>Reach backwards</b> from the end {@code v}: read the play backwards from the last card; a
 *       fan's lowest remaining card may then go when everything under it went and a card of a
 *       neighbouring rank went (later, in the real game) before it. Every rank-{@code v} bottom card
 *       starts gone, one of them being the last card (starting with more gone only makes it easier).
 * </ol>
 * The position is a dead end when reach fails, or when no end {@code v} passes the walk, its phases
 * and the backward reach. Nothing here allocates: the solver calls it at every new position.
 */
final class DeadEnds {
  private static final int ALL = 0x1FFF;
  /** Neighbouring ranks of each rank, as masks over bits 0..12. */
  private static final int[] NEIGHBOURS = new int[13];
  /** For end {@code v}: the edges {@code r} whose unit correction {@code (-1)^((v - r - 1) mod 13)} is +1. */
  private static final int[] PLUS = new int[13];

  static {
    for (int r = 0; r < 13; r++) {
      for (int n = 0; n < 13; n++) {
        NEIGHBOURS[r] |= BlackHole.playable(r + 1, n + 1) ? 1 << n : 0;
      }
      if (NEIGHBOURS[r] != around(1 << r)) {
        throw new ExceptionInInitializerError("DeadEnds reasons on the cycle of ranks: K and A must be neighbours");
      }
    }
    for (int v = 0; v < 13; v++) {
      for (int r = 0; r < 13; r++) {
        if (Math.floorMod(v - r - 1, 13) % 2 == 0) {
          PLUS[v] |= 1 << r;
        }
      }
    }
  }

  private DeadEnds() {}

  /**
   * True when no win can follow.
   *
   * @param heights fan heights, 2 bits per fan
   * @param counts cards left of each rank, 3 bits per rank
   * @param t the foundation's top rank
   * @param left cards left in the fans
   */
  static boolean proven(Deal deal, long heights, long counts, int t, int left) {
    if (left == 0) {
      return false;
    }
    int present = 0;
    for (int r = 0; r < 13; r++) {
      if ((counts >>> (3 * r) & 7) != 0) {
        present |= 1 << r;
      }
    }
    // s_r = 2 x_r before the end's correction: the alternating sum of D_j = 2 n_j + [j = t]
    int s = 0;
    for (int k = 0; k < 13; k++) {
      int j = k == 12 ? 0 : k + 1;
      int d = 2 * (int) (counts >>> (3 * j) & 7) + (j == t ? 1 : 0);
      s += (k & 1) == 0 ? d : -d;
    }
    int minusOne = 0;
    int plusOne = 0;
    int plusThree = 0;
    for (int r = 0; r < 13; r++) {
      if (r > 0) {
        s = 2 * (2 * (int) (counts >>> (3 * r) & 7) + (r == t ? 1 : 0)) - s;
      }
      if (s < -1) {
        return true; // negative crossings whatever the end
      }
      minusOne |= s == -1 ? 1 << r : 0;
      plusOne |= s == 1 ? 1 << r : 0;
      plusThree |= s == 3 ? 1 << r : 0;
    }
    if (!reachForward(deal, heights, t, present)) {
      return true;
    }
    int ends = 0;
    for (int f = 0; f < Deal.FANS; f++) {
      if ((heights >>> (2 * f) & 3) != 0) {
        ends |= 1 << deal.rank(f, 0);
      }
    }
    int required = present | 1 << t;
    for (int v = 0; v < 13; v++) {
      if ((ends >> v & 1) == 0 || (minusOne & PLUS[v]) != 0) {
        continue; // not a bottom card's rank, or a negative crossing
      }
      // 2 x_r = s_r - (+1 on PLUS[v], else -1): x_r = 0 and x_r = 1 exactly where:
      int never = plusOne & PLUS[v] | minusOne;
      int once = plusThree & PLUS[v] | plusOne & ~PLUS[v];
      if (connected(never, required) && phasesHold(deal, heights, t, v, never, once)
          && reachBackward(deal, heights, v, present, left)) {
        return false;
      }
    }
    return true;
  }

  private static int next(int r) {
    return r == 12 ? 0 : r + 1;
  }

  private static int previous(int r) {
    return r == 0 ? 12 : r - 1;
  }

  /** Ranks with a neighbour in {@code ranks}. */
  private static int around(int ranks) {
    return (ranks << 1 | ranks >>> 1 | ranks >>> 12 | (ranks & 1) << 12) & ALL;
  }

  /** True when the required ranks lie on one arc of the cycle once the never-crossed edges are cut. */
  private static boolean connected(int never, int required) {
    if (never == 0) {
      return true;
    }
    int first = Integer.numberOfTrailingZeros(never);
    int arcs = 0;
    boolean holds = false;
    for (int i = 1; i <= 13; i++) {
      int v = first + i < 13 ? first + i : first + i - 13;
      holds |= (required >> v & 1) != 0;
      if ((never >> v & 1) != 0) { // edge v ends the arc at rank v
        arcs += holds ? 1 : 0;
        holds = false;
      }
    }
    return arcs <= 1;
  }

  /**
   * Numbers the phases along the path from {@code t} towards {@code v} (each once-crossed edge starts
   * the next; ranks behind {@code t} are in the first) and checks that no fan holds a later phase
   * above an earlier one. Phases are packed 4 bits per rank.
   */
  private static boolean phasesHold(Deal deal, long heights, int t, int v, int never, int once) {
    if (never == 0 || once == 0) {
      return true;
    }
    boolean up = false;
    for (int r = t; (never >> r & 1) == 0; r = next(r)) {
      if (next(r) == v) {
        up = true;
        break;
      }
    }
    long phase = 0;
    int p = 0;
    for (int r = t; ; ) {
      int edge = up ? r : previous(r);
      if ((never >> edge & 1) != 0) {
        break;
      }
      p += once >> edge & 1;
      r = up ? next(r) : edge;
      phase |= (long) p << (4 * r);
    }
    for (int f = 0; f < Deal.FANS; f++) {
      int height = (int) (heights >>> (2 * f) & 3);
      for (int k = 1; k < height; k++) {
        if ((phase >>> (4 * deal.rank(f, k)) & 15) > (phase >>> (4 * deal.rank(f, k - 1)) & 15)) {
          return false;
        }
      }
    }
    return true;
  }

  /** The forward reach: true when every card left can go. */
  private static boolean reachForward(Deal deal, long heights, int t, int present) {
    int reached = 1 << t;
    if ((present & ~around(reached)) == 0) {
      return true;
    }
    long h = heights;
    boolean progress = true;
    while (progress) {
      progress = false;
      for (int f = 0; f < Deal.FANS; f++) {
        int top = (int) (h >>> (2 * f) & 3);
        int k = top;
        while (k > 0 && (NEIGHBOURS[deal.rank(f, k - 1)] & reached) != 0) {
          reached |= 1 << deal.rank(f, --k);
        }
        if (k != top) {
          if ((present & ~around(reached)) == 0) {
            return true; // every rank left has a neighbour that went: each fan empties top down
          }
          h -= (long) (top - k) << (2 * f);
          progress = true;
        }
      }
    }
    return false;
  }

  /** The backward reach from the end rank {@code v}: true when every card left can go. */
  private static boolean reachBackward(Deal deal, long heights, int v, int present, int left) {
    int reached = 1 << v;
    long low = 0; // cards gone from the bottom of each fan, 2 bits per fan
    for (int f = 0; f < Deal.FANS; f++) {
      if ((heights >>> (2 * f) & 3) != 0 && deal.rank(f, 0) == v) {
        low += 1L << (2 * f);
        left--;
      }
    }
    boolean progress = true;
    while (progress) {
      if (left == 0 || (present & ~around(reached)) == 0) {
        return true;
      }
      progress = false;
      for (int f = 0; f < Deal.FANS; f++) {
        int h = (int) (heights >>> (2 * f) & 3);
        int bottom = (int) (low >>> (2 * f) & 3);
        int k = bottom;
        while (k < h && (NEIGHBOURS[deal.rank(f, k)] & reached) != 0) {
          reached |= 1 << deal.rank(f, k++);
        }
        if (k != bottom) {
          left -= k - bottom;
          low += (long) (k - bottom) << (2 * f);
          progress = true;
        }
      }
    }
    return false;
  }
}
