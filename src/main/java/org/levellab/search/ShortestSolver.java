package org.levellab.search;

import it.unimi.dsi.fastutil.ints.IntArrayList;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.levellab.game.State;
import org.levellab.game.StateKey;

/**
 * The fewest moves to a win, proven, for any game of the common API without chance whose positions
 * have keys: the shortest-line sibling of {@link GameSolver}, which finds a winning line but not the
 * shortest. It knows the game only through {@link State} (legal actions in the state's own order,
 * {@link State#copy}, {@link State#key}, {@link State#isDeadEnd}).
 *
 * <h2>Two phases within one budget</h2>
 * <ol>
 *   <li>{@link GameSolver} itself, with at most half of the {@link Budget} (nodes and time). It proves a
 *       lost start with the least memory (a path, not a frontier), so a lost start costs what it costs
 *       GameSolver; and its line of K moves is an upper bound that stays known when the budget runs out
 *       later ("at most K").
 *   <li>Breadth-first search over keys with the rest of the budget: layer after layer, each key
 *       expanded once ({@link StateKeySet}), a won child checked before its key is merged (as
 *       GameSolver does), a dead end never expanded. The first win met is at the fewest moves, since
 *       every shallower layer was expanded in full before it. With a line of K moves in hand the search
 *       stops once layers 0..K-2 hold no win: the shortest is then K, and the often widest layer, K-1,
 *       is never expanded. An empty frontier proves the start lost.
 * </ol>
 * The answer keeps what each phase proved: the best line known (an upper bound) and the depth every
 * shallower line was ruled out to (a lower bound); {@link Solution#proven()} when they meet, or when no
 * line exists.
 *
 * <h2>Why breadth-first and not iterative deepening</h2>
 * Both need a table of every key met (a position reached again must not be searched again, or games with
 * cycles never end), so iterative deepening saves no memory on the table; the frontier of
 * breadth-first search (the states of one layer and the next) is its only extra cost. In return it
 * expands each key exactly once, where iterative deepening with a table keyed by (key, depth)
 * re-expands every position once per deeper bound (K times over for a line of K moves: 51 passes for a
 * Black Hole deal), and re-expands a position first met by a longer path whenever a shorter one turns
 * up. Breadth-first search also proves the lower bound layer by layer, which is what is left when the
 * budget runs out. Its node count is bounded by the budget as GameSolver's is; the key table and the
 * parent links (two ints per queued position) grow with it.
 *
 * <p>Games where every win has the same length (Black Hole: 51 moves; Pair Solitaire; Accordion) get
 * GameSolver's line as the shortest, but the proof still means expanding every position of the
 * shallower layers: as many nodes as a lost deal costs GameSolver. Instances are immutable and
 * thread-safe; each call keeps its own tables.
 */
public final class ShortestSolver {
  private final Budget budget;

  private ShortestSolver(Budget budget) {
    this.budget = Objects.requireNonNull(budget, "budget");
  }

  /** A solver within {@code budget} (both phases together). */
  public static ShortestSolver withBudget(Budget budget) {
    return new ShortestSolver(budget);
  }

  /** A solver without a budget. */
  public static ShortestSolver unlimited() {
    return new ShortestSolver(Budget.UNLIMITED);
  }

  public Budget budget() {
    return budget;
  }

  /**
   * A shortest-line solve's answer.
   *
   * @param winnable a winning line is known (TRUE), no winning line exists (FALSE), or the budget ran
   *     out before either was found (UNKNOWN)
   * @param proven the answer is final: the line has the fewest moves of any winning line, or no winning
   *     line exists. False when the budget ran out
   * @param moves the best winning line known in the game's notation (empty unless winnable)
   * @param actions the same line as action ids
   * @param atLeast every winning line has at least this many moves (equal to the line's length when
   *     proven; -1 when the start is proven lost)
   * @param nodes positions expanded by both phases
   * @param millis wall-clock time
   */
  public record Solution(Verdict winnable, boolean proven, List<String> moves, List<Integer> actions, int atLeast,
      long nodes, double millis) {
    public Solution {
      Objects.requireNonNull(winnable, "winnable");
      moves = List.copyOf(moves);
      actions = List.copyOf(actions);
    }

    /** The best line's length: the fewest moves when proven; -1 when no line is known. */
    public int length() {
      return winnable == Verdict.TRUE ? actions.size() : -1;
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
    long startNanos = System.nanoTime();
    GameSolver.Solution first = GameSolver.withBudget(half(budget)).solve(start);
    if (first.winnable() == Verdict.FALSE) {
      return new Solution(Verdict.FALSE, true, List.of(), List.of(), -1, first.nodes(), millisSince(startNanos));
    }
    if (first.winnable() == Verdict.TRUE && first.actions().isEmpty()) { // won at the start
      return new Solution(Verdict.TRUE, true, List.of(), List.of(), 0, first.nodes(), millisSince(startNanos));
    }
    Budget rest = rest(budget, first.nodes(), first.millis());
    if (rest == null) {
      return unknown(first, 1, first.nodes(), startNanos);
    }
    return breadthFirst(start, first, rest, startNanos);
  }

  /** Half of each limit, at least 1; an unlimited one stays unlimited. */
  private static Budget half(Budget b) {
    return new Budget(halfOf(b.maxNodes()), halfOf(b.maxMillis()));
  }

  private static long halfOf(long limit) {
    return limit == Long.MAX_VALUE ? limit : Math.max(1, limit / 2);
  }

  /** What the first phase left of {@code b}, or null when nothing is left. */
  private static Budget rest(Budget b, long nodesUsed, double millisUsed) {
    long nodes = b.maxNodes() == Long.MAX_VALUE ? Long.MAX_VALUE : b.maxNodes() - nodesUsed;
    long millis = b.maxMillis() == Long.MAX_VALUE ? Long.MAX_VALUE : b.maxMillis() - (long) Math.ceil(millisUsed);
    return nodes > 0 && millis > 0 ? new Budget(nodes, millis) : null;
  }

  private Solution breadthFirst(State start, GameSolver.Solution first, Budget rest, long startNanos) {
    int bound = first.winnable() == Verdict.TRUE ? first.actions().size() : Integer.MAX_VALUE;
    Budget.Meter meter = rest.start();
    State root = start.copy();
    StateKeySet seen = new StateKeySet();
    seen.add(key(root));
    // Every queued position's parent (-1 for the root) and the action that reached it, by queue id.
    IntArrayList parent = new IntArrayList();
    IntArrayList via = new IntArrayList();
    parent.add(-1);
    via.add(-1);
    List<State> layer = new ArrayList<>(List.of(root));
    IntArrayList layerIds = IntArrayList.of(0);
    int[] buffer = new int[start.game().maxActions()];
    // Invariant at the top of the loop: no position within `depth` moves of the start is won.
    for (int depth = 0; !layer.isEmpty(); depth++) {
      if (depth + 1 >= bound) { // no line shorter than the one in hand
        return new Solution(Verdict.TRUE, true, first.moves(), first.actions(), bound, first.nodes() + meter.nodes(),
            millisSince(startNanos));
      }
      List<State> next = new ArrayList<>();
      IntArrayList nextIds = new IntArrayList();
      for (int i = 0; i < layer.size(); i++) {
        if (meter.tick()) { // the position that would have gone over the budget is not expanded
          return unknown(first, depth + 1, first.nodes() + meter.nodes() - 1, startNanos);
        }
        State s = layer.get(i);
        layer.set(i, null); // expanded: its children carry on, it need not stay in memory
        int id = layerIds.getInt(i);
        int count = s.legalActions(buffer);
        for (int k = 0; k < count; k++) {
          int a = buffer[k];
          State child = s.copy();
          child.apply(a);
          checkNoChance(child, depth + 1);
          if (child.isWon()) {
            List<Integer> line = line(parent, via, id, a);
            return new Solution(Verdict.TRUE, true, notation(start, line), line, depth + 1,
                first.nodes() + meter.nodes(), millisSince(startNanos));
          }
          if (seen.add(key(child)) && !child.isDeadEnd()) {
            nextIds.add(parent.size());
            parent.add(id);
            via.add(a);
            next.add(child);
          }
        }
      }
      layer = next;
      layerIds = nextIds;
    }
    return new Solution(Verdict.FALSE, true, List.of(), List.of(), -1, first.nodes() + meter.nodes(),
        millisSince(startNanos));
  }

  /** Out of budget: the first phase's line if it found one, and no line shorter than {@code atLeast}. */
  private static Solution unknown(GameSolver.Solution first, int atLeast, long nodes, long startNanos) {
    boolean lined = first.winnable() == Verdict.TRUE;
    return new Solution(lined ? Verdict.TRUE : Verdict.UNKNOWN, false, first.moves(), first.actions(), atLeast, nodes,
        millisSince(startNanos));
  }

  /** The actions from the root to queued position {@code id}, then {@code last}. */
  private static List<Integer> line(IntArrayList parent, IntArrayList via, int id, int last) {
    IntArrayList reversed = new IntArrayList();
    reversed.add(last);
    for (int n = id; parent.getInt(n) >= 0; n = parent.getInt(n)) {
      reversed.add(via.getInt(n));
    }
    List<Integer> out = new ArrayList<>(reversed.size());
    for (int i = reversed.size() - 1; i >= 0; i--) {
      out.add(reversed.getInt(i));
    }
    return out;
  }

  /** The line in notation, each move written in the position it is played from. */
  private static List<String> notation(State start, List<Integer> line) {
    State s = start.copy();
    List<String> out = new ArrayList<>(line.size());
    for (int a : line) {
      out.add(s.actionToString(a));
      s.apply(a);
    }
    return out;
  }

  private static double millisSince(long startNanos) {
    return (System.nanoTime() - startNanos) / 1e6;
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
}
