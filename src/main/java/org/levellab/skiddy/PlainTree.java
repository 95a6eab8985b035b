package org.levellab.skiddy;

import org.levellab.search.PackedStateSpace;
import org.levellab.search.StateGraph;

/**
 * The article's plain breadth-first tree, before secondary parents: the baseline its "reversed
 * tree" fixes. Every state keeps only its first parent; a move into a win calls {@code EndBranch},
 * which marks the state and its first-parent ancestors up to the root as winning (the win test
 * comes before the duplicate test, so every winning move counts, even one into a win already seen);
 * a move into any other state already seen is discarded. A state that no {@code EndBranch} marks is
 * left a dead end: wrongly, when a win can in fact be reached from it through a discarded duplicate.
 *
 * <p>Computed on a complete {@link StateGraph} (whose first parents are the breadth-first tree's):
 * win states are not nodes of the article's tree and are not counted.
 */
public final class PlainTree {
  private PlainTree() {}

  /** Per state of the graph: marked winning by the plain tree (false for win states). */
  public static boolean[] winning(StateGraph g) {
    int n = g.stateCount();
    PackedStateSpace game = g.game();
    boolean[] marked = new boolean[n];
    int[] parent = new int[n];
    for (int i = 0; i < n; i++) {
      int[] path = g.statePathTo(i);
      parent[i] = path.length >= 2 ? path[path.length - 2] : -1;
      if (g.isWin(i)) {
        continue;
      }
      long s = g.state(i);
      for (int m = 0; m < game.moveCount(s) && !marked[i]; m++) {
        long next = game.next(s, m);
        marked[i] = next != PackedStateSpace.NONE && next != s && game.isWin(next);
      }
    }
    // Breadth-first numbering puts a first parent before its children: one backward sweep carries
    // every EndBranch up to the root.
    for (int i = n - 1; i > 0; i--) {
      if (marked[i] && parent[i] >= 0 && !g.isWin(parent[i])) {
        marked[parent[i]] = true;
      }
    }
    return marked;
  }

  /** Non-win states the plain tree leaves as dead ends although a win can be reached from them. */
  public static int falseDeadEnds(StateGraph g) {
    boolean[] marked = winning(g);
    int count = 0;
    for (int i = 0; i < g.stateCount(); i++) {
      if (!g.isWin(i) && !marked[i] && !g.isDeadEnd(i)) {
        count++;
      }
    }
    return count;
  }

  /** Non-win states of the graph (the nodes of the article's tree; it never stores win nodes). */
  public static int nodes(StateGraph g) {
    int count = 0;
    for (int i = 0; i < g.stateCount(); i++) {
      count += g.isWin(i) ? 0 : 1;
    }
    return count;
  }
}
