package org.levellab.search;

import java.util.ArrayDeque;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Set;

/**
 * Plain forward searches over a {@link PackedStateSpace}, written without the analyzer's reversed
 * tree: the reference the tests compare the analyzer with.
 */
public final class BruteForce {
  private BruteForce() {}

  /** Every state reachable from the root (wins are not expanded). */
  public static Set<Long> reachable(PackedStateSpace g) {
    Set<Long> seen = new LinkedHashSet<>();
    ArrayDeque<Long> queue = new ArrayDeque<>();
    seen.add(g.initial());
    queue.add(g.initial());
    while (!queue.isEmpty()) {
      long s = queue.poll();
      if (g.isWin(s)) {
        continue;
      }
      for (int m = 0; m < g.maxMoves(); m++) {
        long t = g.next(s, m);
        if (t != PackedStateSpace.NONE && t != s && seen.add(t)) {
          queue.add(t);
        }
      }
    }
    return seen;
  }

  /** Length of the shortest path from {@code from} to a win using only allowed transitions, or -1. */
  public static int shortest(PackedStateSpace g, long from, SolutionClass cls) {
    Map<Long, Integer> dist = new HashMap<>();
    ArrayDeque<Long> queue = new ArrayDeque<>();
    dist.put(from, 0);
    queue.add(from);
    while (!queue.isEmpty()) {
      long s = queue.poll();
      if (g.isWin(s)) {
        return dist.get(s);
      }
      for (int m = 0; m < g.maxMoves(); m++) {
        long t = g.next(s, m);
        if (t == PackedStateSpace.NONE || t == s || !cls.allows(g.tags(s, m, t))) {
          continue;
        }
        if (!dist.containsKey(t)) {
          dist.put(t, dist.get(s) + 1);
          queue.add(t);
        }
      }
    }
    return -1;
  }

  /**
   * Move sequences of exactly {@code length} allowed moves from {@code from} that end in their first
   * win.
   */
  public static long countSolutions(PackedStateSpace g, long from, int length, SolutionClass cls) {
    if (g.isWin(from)) {
      return length == 0 ? 1 : 0;
    }
    if (length == 0) {
      return 0;
    }
    long count = 0;
    for (int m = 0; m < g.maxMoves(); m++) {
      long t = g.next(from, m);
      if (t != PackedStateSpace.NONE && t != from && cls.allows(g.tags(from, m, t))) {
        count += countSolutions(g, t, length - 1, cls);
      }
    }
    return count;
  }
}
