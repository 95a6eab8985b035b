package org.levellab.bench.baseline;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import org.levellab.game.State;
import org.levellab.game.StateKey;
import org.levellab.search.Budget;
import org.levellab.search.Verdict;

/**
 * A frozen copy of {@code search.GameSolver} as it was before keys of any length (main at d826313), with
 * its table of keys seen ({@link BaselineKeySeen}), kept only so that benchmarks measure the old and
 * the new solver in the same run (A/B).
 *
 * <p>The game-independent exact solver: does a winning line exist from a state, for any game of the
 * common API without chance (a dealt deal, a stack, a puzzle level)? It knows the game only through
 * {@link State}: legal actions in the state's own order, {@link State#copy}, {@link State#key} and
 * {@link State#isDeadEnd}.
 *
 * <p>Depth-first search in the state's move order, with a table of every key seen: a position is
 * expanded once, so the search ends on games whose graphs have cycles, and a position met again (or
 * one the game merges with it through its key) cannot lead anywhere the first visit did not. A child
 * that the game proves a dead end is not expanded. So the search visits every position reachable
 * from the start from which a win might still follow, and it answers exactly: {@link Verdict#TRUE}
 * with a winning line, {@link Verdict#FALSE} when every such position was expanded, or {@link
 * Verdict#UNKNOWN} when its {@link Budget} (expanded positions, or time) ran out first.
 *
 * <p>Games with a dedicated solver (TriPeaks, Pair Solitaire) are faster with it; tests check that
 * both agree. Instances are immutable and thread-safe; each call keeps its own table.
 */
public final class BaselineGameSolver {
  private final Budget budget;

  private BaselineGameSolver(Budget budget) {
    this.budget = Objects.requireNonNull(budget, "budget");
  }

  /** A solver with the given budget. */
  public static BaselineGameSolver withBudget(Budget budget) {
    return new BaselineGameSolver(budget);
  }

  /** A solver without a budget. */
  public static BaselineGameSolver unlimited() {
    return new BaselineGameSolver(Budget.UNLIMITED);
  }

  public Budget budget() {
    return budget;
  }

  /**
   * A solve's answer.
   *
   * @param winnable proven winnable, proven not, or unknown (budget spent)
   * @param moves a winning line in the game's notation (empty unless winnable)
   * @param actions the same line as action ids
   * @param nodes positions expanded
   * @param millis wall-clock time
   */
  public record Solution(Verdict winnable, List<String> moves, List<Integer> actions, long nodes, double millis) {
    public Solution {
      moves = List.copyOf(moves);
      actions = List.copyOf(actions);
    }
  }

  /**
   * Solves from {@code start} (which is not changed).
   *
   * @throws IllegalArgumentException when a chance node is reached (the game must be dealt), or when
   *     the game's positions have no key
   */
  public Solution solve(State start) {
    Objects.requireNonNull(start, "start state");
    Budget.Meter meter = budget.start();
    State root = start.copy();
    checkNoChance(root, 0);
    if (root.isWon()) {
      return new Solution(Verdict.TRUE, List.of(), List.of(), 0, meter.elapsedMillis());
    }
    // A game whose chance comes with the first move (a match-3 refill) is refused for that, not for its keys.
    for (int a : root.legalActions()) {
      State child = root.copy();
      child.apply(a);
      checkNoChance(child, 1);
    }
    BaselineKeySeen seen = new BaselineKeySeen();
    seen.add(key(root));
    if (root.isDeadEnd()) {
      return new Solution(Verdict.FALSE, List.of(), List.of(), 0, meter.elapsedMillis());
    }
    Path path = new Path(start.game().maxActions());
    path.push(root);
    while (path.depth > 0) {
      int d = path.depth - 1;
      if (path.count[d] < 0) {
        if (meter.tick()) { // the position that would have gone over the budget is not expanded
          return new Solution(Verdict.UNKNOWN, List.of(), List.of(), meter.nodes() - 1, meter.elapsedMillis());
        }
        path.count[d] = path.states[d].legalActions(path.actions[d]);
      }
      if (path.next[d] >= path.count[d]) {
        path.pop();
        continue;
      }
      int a = path.actions[d][path.next[d]++];
      State child = path.states[d].copy();
      child.apply(a);
      checkNoChance(child, path.depth);
      if (child.isWon()) {
        return new Solution(Verdict.TRUE, path.line(d), path.ids(d), meter.nodes(), meter.elapsedMillis());
      }
      if (seen.add(key(child)) && !child.isDeadEnd()) {
        path.push(child);
      }
    }
    return new Solution(Verdict.FALSE, List.of(), List.of(), meter.nodes(), meter.elapsedMillis());
  }

  private static StateKey key(State s) {
    try {
      return s.key();
    } catch (UnsupportedOperationException e) {
      throw new IllegalArgumentException("the game-independent solver needs positions with a key, and "
          + s.game().name() + " has none: " + e.getMessage(), e);
    }
  }

  private static void checkNoChance(State s, int depth) {
    if (s.isChanceNode()) {
      throw new IllegalArgumentException("the game-independent solver needs a game without chance (a dealt deal"
          + " or a puzzle), but " + s.game().name() + " reaches a chance node after " + depth + " moves");
    }
  }

  /** The positions from the start to the one being expanded, with their moves; arrays reused by depth. */
  private static final class Path {
    private final int width;
    State[] states = new State[64];
    int[][] actions = new int[64][];
    int[] count = new int[64];
    int[] next = new int[64];
    int depth;

    Path(int width) {
      this.width = width;
    }

    void push(State s) {
      if (depth == states.length) {
        states = Arrays.copyOf(states, 2 * depth);
        actions = Arrays.copyOf(actions, 2 * depth);
        count = Arrays.copyOf(count, 2 * depth);
        next = Arrays.copyOf(next, 2 * depth);
      }
      if (actions[depth] == null) {
        actions[depth] = new int[width];
      }
      states[depth] = s;
      count[depth] = -1;
      next[depth] = 0;
      depth++;
    }

    void pop() {
      states[--depth] = null;
    }

    /** The moves taken at depths 0..d (the last one just played), as ids. */
    List<Integer> ids(int d) {
      List<Integer> out = new ArrayList<>(d + 1);
      for (int i = 0; i <= d; i++) {
        out.add(actions[i][next[i] - 1]);
      }
      return out;
    }

    /** The same moves in notation, each written in the position it was played from. */
    List<String> line(int d) {
      List<String> out = new ArrayList<>(d + 1);
      for (int i = 0; i <= d; i++) {
        out.add(states[i].actionToString(actions[i][next[i] - 1]));
      }
      return out;
    }
  }
}
