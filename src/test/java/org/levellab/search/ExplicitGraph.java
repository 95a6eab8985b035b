package org.levellab.search;

import java.util.SplittableRandom;

/**
 * A toy game given by its graph: state i, up to k moves each to a listed state with listed tags.
 * Public for the tests of games' own analyses over state graphs (skiddy's PlainTreeTest).
 */
public final class ExplicitGraph implements PackedStateSpace {
  final int[][] next;
  final int[][] tags;
  final boolean[] win;

  public ExplicitGraph(int[][] next, int[][] tags, boolean[] win) {
    this.next = next;
    this.tags = tags;
    this.win = win;
  }

  /** A random graph: n states, 0..moves successors each (-1 = illegal), some wins, random tags. */
  public static ExplicitGraph random(SplittableRandom rng, int n, int moves, double winShare) {
    int[][] next = new int[n][moves];
    int[][] tags = new int[n][moves];
    boolean[] win = new boolean[n];
    for (int i = 0; i < n; i++) {
      win[i] = i > 0 && rng.nextDouble() < winShare;
      for (int m = 0; m < moves; m++) {
        next[i][m] = rng.nextDouble() < 0.2 ? -1 : rng.nextInt(n);
        tags[i][m] = rng.nextInt(4);
      }
    }
    return new ExplicitGraph(next, tags, win);
  }

  @Override
  public long initial() {
    return 0;
  }

  @Override
  public int maxMoves() {
    return next[0].length;
  }

  @Override
  public long next(long state, int move) {
    int t = next[(int) state][move];
    return t < 0 ? NONE : t;
  }

  @Override
  public boolean isWin(long state) {
    return win[(int) state];
  }

  @Override
  public int tags(long from, int move, long to) {
    return tags[(int) from][move];
  }

  @Override
  public String moveName(long state, int move) {
    return "m" + move;
  }
}
