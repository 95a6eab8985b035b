package org.levellab.match3.agents;

import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.random.RandomGenerator;
import org.levellab.match3.Board;

/**
 * One HGS or L-BFS look-ahead shared by many weight vectors. The walk (which leaves exist, their
 * path scores, depths, pairs, moves and touching) does not depend on the weights; only the choice
 * does. {@link #search} walks the tree of a board once and keeps, for every root swap, its distinct
 * leaves; {@link #choose} then gives, for any of the vectors, exactly the swap that vector's own
 * agent ({@link AgentSpec#create()}) would play with the same stream: the same leaf values (computed
 * by the same {@link Heuristics#value(Weights, int, int, int, int, int, int)}), the same maximum
 * per root swap, the same ties and the same draws from {@code rng}.
 *
 * <p>When every weight is >= 0, a leaf that another leaf of the same path length matches or beats
 * in every count is dropped: the weighted sum is monotone in the counts (rounding included), so it
 * can never be the strict maximum. That keeps a few leaves per root swap out of hundreds.
 */
public final class SharedLookahead {
  private static final int BITS = 9;
  private static final long MASK = (1L << BITS) - 1;
  // A leaf packed into a long, path length in the top field so sorting groups equal lengths.
  private static final int LEN = 5 * BITS;
  private static final int SCORE = 4 * BITS;
  private static final int DEPTH = 3 * BITS;
  private static final int PAIRS = 2 * BITS;
  private static final int MOVES = BITS;

  private final Recorder walk;
  private final boolean prune;
  private int k;
  private int[] rootSwaps = new int[0];
  private int[] start = new int[1];
  private long[] leaves = new long[256];
  private int leafCount;
  private final Agents.Best best = new Agents.Best();

  /**
   * A shared search for {@code agent}'s kind and U (its weights are ignored) that will serve the
   * given vectors: it measures only the heuristics some vector weighs.
   */
  public SharedLookahead(AgentSpec agent, List<Weights> vectors) {
    Objects.requireNonNull(agent, "agent");
    if (agent.kind() != AgentSpec.Kind.HGS && agent.kind() != AgentSpec.Kind.LBFS) {
      throw new IllegalArgumentException("only HGS and L-BFS look ahead with weights, not " + agent.kind());
    }
    if (!supports(agent)) {
      throw new IllegalArgumentException("the shared look-ahead walks the paper's text's L-BFS, not "
          + agent.label());
    }
    boolean pairs = false;
    boolean moves = false;
    boolean touching = false;
    boolean nonNegative = true;
    for (Weights w : vectors) {
      pairs |= w.pairs() != 0;
      moves |= w.moves() != 0;
      touching |= w.touching() != 0;
      for (double x : w.toArray()) {
        nonNegative &= x >= 0;
      }
    }
    this.prune = nonNegative;
    this.walk = new Recorder(agent.uncertainty(), agent.kind() == AgentSpec.Kind.HGS, pairs, moves,
        touching);
  }

  /** True for HGS and for L-BFS with the paper's text's rules: the searches this class shares. */
  public static boolean supports(AgentSpec agent) {
    return agent.kind() == AgentSpec.Kind.HGS
        || agent.kind() == AgentSpec.Kind.LBFS && agent.lbfsRules().equals(AgentSpec.LbfsRules.TEXT);
  }

  /** Walks the board's look-ahead tree once; returns its number of valid swaps. */
  public int search(Board board) {
    k = walk.root(board);
    if (rootSwaps.length < k) {
      rootSwaps = new int[k];
      start = new int[k + 1];
    }
    System.arraycopy(walk.levels.swaps[0], 0, rootSwaps, 0, k);
    leafCount = 0;
    for (int i = 0; i < k; i++) {
      walk.count = 0;
      walk.walk(rootSwaps[i]);
      start[i] = leafCount;
      keep(walk.keys, walk.count);
    }
    start[k] = leafCount;
    return k;
  }

  /** Distinct leaves kept for the last search (after pruning): a measure of the work per vector. */
  public int leaves() {
    return leafCount;
  }

  /**
   * The swap the agent with weights {@code w} would play on the last searched board, drawing its
   * tie-breaks from {@code rng} exactly as that agent does.
   */
  public int choose(Weights w, RandomGenerator rng) {
    best.reset();
    for (int i = 0; i < k; i++) {
      double v = Double.NEGATIVE_INFINITY;
      for (int j = start[i]; j < start[i + 1]; j++) {
        long x = leaves[j];
        double lv = Heuristics.value(w, field(x, SCORE), field(x, DEPTH), field(x, LEN),
            field(x, PAIRS), field(x, MOVES), field(x, 0));
        if (lv > v) {
          v = lv;
        }
      }
      best.offer(rootSwaps[i], v, rng);
    }
    return best.swap;
  }

  private static int field(long x, int shift) {
    return (int) ((x >>> shift) & MASK);
  }

  /** Appends the distinct (and, with weights >= 0, undominated) leaves of one root swap. */
  private void keep(long[] keys, int count) {
    Arrays.sort(keys, 0, count);
    int from = leafCount;
    // Descending key order: a leaf can only be matched or beaten by one kept before it.
    for (int i = count - 1; i >= 0; i--) {
      long x = keys[i];
      if (i < count - 1 && x == keys[i + 1]) {
        continue;
      }
      if (prune && dominated(x, from)) {
        continue;
      }
      if (leafCount == leaves.length) {
        leaves = Arrays.copyOf(leaves, leaves.length * 2);
      }
      leaves[leafCount++] = x;
    }
  }

  private boolean dominated(long x, int from) {
    for (int j = from; j < leafCount; j++) {
      long y = leaves[j];
      if (field(y, LEN) == field(x, LEN) && field(y, SCORE) >= field(x, SCORE)
          && field(y, DEPTH) >= field(x, DEPTH) && field(y, PAIRS) >= field(x, PAIRS)
          && field(y, MOVES) >= field(x, MOVES) && field(y, 0) >= field(x, 0)) {
        return true;
      }
    }
    return false;
  }

  /** The walk that records each leaf's counts instead of weighing them. */
  private static final class Recorder extends Agents.Walk {
    private final boolean pairs;
    private final boolean moves;
    private final boolean touching;
    long[] keys = new long[1024];
    int count;

    Recorder(double limit, boolean greedy, boolean pairs, boolean moves, boolean touching) {
      super(limit, greedy);
      this.pairs = pairs;
      this.moves = moves;
      this.touching = touching;
    }

    @Override
    double leaf(Board b, int d, int depthSum, int len, int knownMoves) {
      long p = pairs ? b.pairs() : 0;
      long m = !moves ? 0 : knownMoves >= 0 ? knownMoves : b.countLegalSwaps();
      long t = touching ? b.touching() : 0;
      if (len > MASK || d > MASK || depthSum > MASK) {
        throw new IllegalStateException("look-ahead path too long to pack: " + len + " swaps, " + d
            + " points");
      }
      if (count == keys.length) {
        keys = Arrays.copyOf(keys, keys.length * 2);
      }
      keys[count++] = ((long) len << LEN) | ((long) d << SCORE) | ((long) depthSum << DEPTH)
          | (p << PAIRS) | (m << MOVES) | t;
      return 0;
    }
  }
}
