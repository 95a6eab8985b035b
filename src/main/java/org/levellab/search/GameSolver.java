package org.levellab.search;

import it.unimi.dsi.fastutil.longs.LongOpenHashSet;
import it.unimi.dsi.fastutil.objects.ObjectOpenHashSet;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.levellab.game.State;
import org.levellab.game.StateKey;

/**
 * The game-independent exact solver: does a winning line exist from a state, for any game of the
 * common API without chance (a dealt deal, a stack, a puzzle level)? Depth-first search in the
 * state's own move order, with a transposition table on {@link State#key()}: a position is expanded
 * once, so the search also ends on games whose graphs have cycles, and a position found again cannot
 * lead anywhere the first visit did not. Within its {@link Budget} (expanded positions) it answers
 * winnable {@link Verdict#TRUE} with a line that replays, {@link Verdict#FALSE} when every reachable
 * position was expanded, or {@link Verdict#UNKNOWN}.
 *
 * <p>Games with a dedicated solver (TriPeaks, Pair Solitaire) are faster with it; tests check that
 * both agree. Instances are immutable and thread-safe; each call keeps its own table.
 */
public final class GameSolver {
  private final Budget budget;

  private GameSolver(Budget budget) {
    this.budget = Objects.requireNonNull(budget, "budget");
  }

  /** A solver with the given budget. */
  public static GameSolver withBudget(Budget budget) {
    return new GameSolver(budget);
  }

  /** A solver without a budget. */
  public static GameSolver unlimited() {
    return new GameSolver(Budget.UNLIMITED);
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
   * @throws IllegalArgumentException when a chance node is reached (the game must be dealt)
   */
  public Solution solve(State start) {
    Objects.requireNonNull(start, "start state");
    Budget.Meter meter = budget.start();
    LongOpenHashSet seenSmall = new LongOpenHashSet();
    ObjectOpenHashSet<StateKey> seenLarge = new ObjectOpenHashSet<>();
    int width = start.game().maxActions();
    List<Frame> stack = new ArrayList<>();
    State root = start.copy();
    checkNoChance(root, 0);
    if (root.isWon()) {
      return new Solution(Verdict.TRUE, List.of(), List.of(), 0, meter.elapsedMillis());
    }
    markSeen(root.key(), seenSmall, seenLarge);
    stack.add(new Frame(root, width));
    while (!stack.isEmpty()) {
      Frame top = stack.get(stack.size() - 1);
      if (top.next == 0 && top.count < 0) {
        if (meter.tick()) {
          return new Solution(Verdict.UNKNOWN, List.of(), List.of(), meter.nodes(), meter.elapsedMillis());
        }
        top.count = top.state.isTerminal() ? 0 : top.state.legalActions(top.actions);
      }
      if (top.next >= top.count) {
        stack.remove(stack.size() - 1);
        continue;
      }
      int a = top.actions[top.next++];
      State child = top.state.copy();
      child.apply(a);
      checkNoChance(child, stack.size());
      if (child.isWon()) {
        top.chosen = a;
        List<String> moves = new ArrayList<>();
        List<Integer> ids = new ArrayList<>();
        for (Frame f : stack) {
          moves.add(f.state.actionToString(f.chosen));
          ids.add(f.chosen);
        }
        return new Solution(Verdict.TRUE, moves, ids, meter.nodes(), meter.elapsedMillis());
      }
      if (!markSeen(child.key(), seenSmall, seenLarge) || child.isDeadEnd()) {
        continue;
      }
      top.chosen = a;
      stack.add(new Frame(child, width));
    }
    return new Solution(Verdict.FALSE, List.of(), List.of(), meter.nodes(), meter.elapsedMillis());
  }

  private static boolean markSeen(StateKey k, LongOpenHashSet small, ObjectOpenHashSet<StateKey> large) {
    return k.high() == 0 ? small.add(k.low()) : large.add(k);
  }

  private static void checkNoChance(State s, int depth) {
    if (s.isChanceNode()) {
      throw new IllegalArgumentException("the game-independent solver needs a game without chance (a dealt deal"
          + " or a puzzle), but " + s.game().name() + " reaches a chance node after " + depth + " moves");
    }
  }

  private static final class Frame {
    final State state;
    final int[] actions;
    int count = -1;
    int next;
    int chosen = -1;

    Frame(State state, int width) {
      this.state = state;
      this.actions = new int[width];
    }
  }
}
