package org.levellab.search;

import java.util.ArrayDeque;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Set;
import org.levellab.game.State;

/**
 * Plain forward searches over a {@link PackedStateSpace}, written without the analyzer's reversed
 * tree: the reference the tests compare the analyzer with; and over a {@link State} of the common
 * API without keys or tables: the reference for {@link GameSolver}.
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

  /**
   * Whether some line of play from {@code state} wins: every line tried, depth first, with no table
   * and no cut. Only for games without chance whose every line ends (no cycles), on small cases.
   */
  public static boolean winnableByEveryLine(State state) {
    if (state.isWon()) {
      return true;
    }
    for (int a : state.legalActions()) {
      State next = state.copy();
      next.apply(a);
      if (winnableByEveryLine(next)) {
        return true;
      }
    }
    return false;
  }

  /**
   * Every position reachable from {@code start}, breadth first, each told apart by its {@code
   * toString()} (the whole state, by the game contract), never by its key; won positions are
   * listed but not expanded. Values say whether the position is won. For games without chance.
   */
  public static Map<String, Boolean> reachablePositions(State start) {
    Map<String, Boolean> seen = new HashMap<>();
    ArrayDeque<State> queue = new ArrayDeque<>();
    seen.put(start.toString(), start.isWon());
    queue.add(start);
    while (!queue.isEmpty()) {
      State s = queue.poll();
      if (s.isWon()) {
        continue;
      }
      for (int a : s.legalActions()) {
        State next = s.copy();
        next.apply(a);
        if (seen.putIfAbsent(next.toString(), next.isWon()) == null) {
          queue.add(next);
        }
      }
    }
    return seen;
  }
}
