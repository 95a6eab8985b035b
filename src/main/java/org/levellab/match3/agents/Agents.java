package org.levellab.match3.agents;

import java.util.SplittableRandom;
import java.util.random.RandomGenerator;
import org.levellab.match3.Board;

/** The agents: SGS, HGS, L-BFS (as the paper defines them) and a flat Monte Carlo agent. */
final class Agents {
  private Agents() {}

  /** Values within this of the best count as ties (sums of 0.2-step weights are not exact). */
  static final double EPS = 1e-9;

  /** Picks among equal best values uniformly at random (reservoir sampling over the ties). */
  static final class Best {
    double value;
    int swap;
    int ties;

    void reset() {
      value = Double.NEGATIVE_INFINITY;
      swap = -1;
      ties = 0;
    }

    void offer(int s, double v, RandomGenerator rng) {
      if (v > value + EPS) {
        value = v;
        swap = s;
        ties = 1;
      } else if (v >= value - EPS) {
        ties++;
        if (rng.nextInt(ties) == 0) {
          swap = s;
        }
      }
    }
  }

  static void checkPlayable(int k) {
    if (k == 0) {
      throw new IllegalArgumentException("the board is game over: no valid swap to choose");
    }
  }

  /** Stupid Greedy Search: the largest direct score of the swap alone, random tie-break. */
  static final class Sgs implements Agent {
    private int[] swaps = new int[0];
    private final Best best = new Best();

    @Override
    public int choose(Board board, int remaining, RandomGenerator rng) {
      if (swaps.length < board.swapCodeLimit()) {
        swaps = new int[board.swapCodeLimit()];
      }
      int k = board.legalSwaps(swaps);
      checkPlayable(k);
      best.reset();
      for (int i = 0; i < k; i++) {
        best.offer(swaps[i], board.directScore(swaps[i]), rng);
      }
      return best.swap;
    }
  }

  /**
   * The look-ahead walk of HGS and L-BFS: every valid swap of the root is played on boards whose
   * cleared cells stay unknown, and (for L-BFS) every valid swap after it, until a path hits game
   * over or its uncertainty u = d / s^2 passes {@code limit}; HGS cuts every path after one swap.
   * Each leaf goes to {@link #leaf}; a root swap's value is the largest leaf value below it. The
   * tree is walked depth first: the set of leaves (all the paper's breadth-first search uses) is the
   * same, and memory stays at one board per level. Subclasses decide what a leaf is worth ({@link
   * Lookahead}) or record it ({@link SharedLookahead}).
   */
  abstract static class Walk {
    private final double limit;
    private final boolean greedy;
    final Levels levels = new Levels();
    private int n;

    Walk(double limit, boolean greedy) {
      this.limit = limit;
      this.greedy = greedy;
    }

    /** The value of a leaf reached by a path of {@code len} swaps; {@code knownMoves} or -1. */
    abstract double leaf(Board b, int d, int depthSum, int len, int knownMoves);

    /** Copies the board to the root level; returns its valid swaps (in {@code levels.swaps[0]}). */
    int root(Board board) {
      n = board.size() * board.size();
      int k = levels.root(board).legalSwaps(levels.swaps[0]);
      checkPlayable(k);
      return k;
    }

    /** Walks the tree below root swap {@code s}: the best leaf value. */
    double walk(int s) {
      Board child = levels.at(1, levels.boards[0]);
      Board root = levels.boards[0];
      child.copyFrom(root);
      int pts = child.playKnown(s);
      int depth = root.depth(s);
      return greedy ? leaf(child, pts, depth, 1, -1) : expand(1, pts, depth, 1);
    }

    /** The best leaf value below the board at {@code level}, reached by a path of {@code len} swaps. */
    private double expand(int level, int d, int depthSum, int len) {
      Board b = levels.boards[level];
      if ((double) d / n > limit) {
        return leaf(b, d, depthSum, len, -1);
      }
      int k = b.legalSwaps(levels.swaps[level]);
      if (k == 0) {
        return leaf(b, d, depthSum, len, 0);
      }
      double bestValue = Double.NEGATIVE_INFINITY;
      for (int i = 0; i < k; i++) {
        int s = levels.swaps[level][i];
        Board child = levels.at(level + 1, b);
        b = levels.boards[level];
        child.copyFrom(b);
        int pts = child.playKnown(s);
        double v = expand(level + 1, d + pts, depthSum + b.depth(s), len + 1);
        if (v > bestValue) {
          bestValue = v;
        }
      }
      return bestValue;
    }
  }

  /** HGS and L-BFS: play the first swap of the best leaf under one weight vector. */
  static final class Lookahead extends Walk implements Agent {
    private final Weights w;
    private final Best best = new Best();

    Lookahead(Weights w, double limit, boolean greedy) {
      super(limit, greedy);
      this.w = w;
    }

    @Override
    double leaf(Board b, int d, int depthSum, int len, int knownMoves) {
      return Heuristics.value(w, b, d, depthSum, len, knownMoves);
    }

    @Override
    public int choose(Board board, int remaining, RandomGenerator rng) {
      int k = root(board);
      best.reset();
      for (int i = 0; i < k; i++) {
        int s = levels.swaps[0][i];
        best.offer(s, walk(s), rng);
      }
      return best.swap;
    }
  }

  /**
   * L-BFS as the paper's published code searches ({@link AgentSpec.LbfsRules}): breadth first from
   * the board, with a set of visited boards when {@code visitedSet} (a board met again, by any path,
   * is not expanded again: the first, shortest path to it keeps it), and, when {@code
   * shortestToTarget}, a path stops where its points reach the points still needed and the first
   * swap of the shortest such path is played (ties by heuristic value, then at random); with {@code
   * emptySwaps}, a look-ahead board also offers its swaps of a known gem into a cleared cell ({@link
   * Board#emptySwaps}; the root board has no cleared cell, so the swap played is always a real one).
   * Leaves and values are otherwise those of {@link Lookahead}.
   */
  static final class BreadthFirst implements Agent {
    private final Weights w;
    private final double limit;
    private final AgentSpec.LbfsRules rules;
    private final Best best = new Best();
    private final java.util.ArrayDeque<Node> queue = new java.util.ArrayDeque<>();
    private final java.util.HashSet<Board> visited = new java.util.HashSet<>();
    private double[] value = new double[0];
    private int[] reach = new int[0];

    private record Node(Board board, int root, int d, int depthSum, int len) {}

    BreadthFirst(Weights w, double limit, AgentSpec.LbfsRules rules) {
      this.w = w;
      this.limit = limit;
      this.rules = rules;
    }

    @Override
    public int choose(Board board, int remaining, RandomGenerator rng) {
      int n = board.size() * board.size();
      int[] swaps = new int[board.swapCodeLimit()];
      int k = board.legalSwaps(swaps);
      checkPlayable(k);
      if (value.length < k) {
        value = new double[k];
        reach = new int[k];
      }
      java.util.Arrays.fill(value, 0, k, Double.NEGATIVE_INFINITY);
      java.util.Arrays.fill(reach, 0, k, Integer.MAX_VALUE);
      queue.clear();
      visited.clear();
      visited.add(board);
      offerChildren(board, -1, 0, 0, 0, swaps, k, k);
      while (!queue.isEmpty()) {
        Node x = queue.poll();
        boolean reached = rules.shortestToTarget() && x.d() >= remaining;
        if (reached) {
          reach[x.root()] = Math.min(reach[x.root()], x.len());
        }
        int[] next = new int[2 * board.swapCodeLimit()];
        int m = reached || (double) x.d() / n > limit ? -1 : x.board().legalSwaps(next);
        int real = m;
        if (m >= 0 && rules.emptySwaps()) {
          int[] extra = new int[board.swapCodeLimit()];
          int e = x.board().emptySwaps(extra);
          System.arraycopy(extra, 0, next, m, e);
          m += e;
        }
        if (m <= 0) {
          double v = Heuristics.value(w, x.board(), x.d(), x.depthSum(), x.len(), m == 0 ? 0 : -1);
          value[x.root()] = Math.max(value[x.root()], v);
        } else {
          offerChildren(x.board(), x.root(), x.d(), x.depthSum(), x.len(), next, real, m);
        }
      }
      int shortest = Integer.MAX_VALUE;
      for (int i = 0; i < k; i++) {
        shortest = Math.min(shortest, reach[i]);
      }
      best.reset();
      for (int i = 0; i < k; i++) {
        if (reach[i] == shortest) { // all roots when no path reaches the target
          best.offer(swaps[i], value[i], rng);
        }
      }
      return best.swap;
    }

    /**
     * Queues the children of a board (root children name their own root index): {@code swaps[0,
     * real)} are valid swaps, {@code swaps[real, k)} swaps into cleared cells.
     */
    private void offerChildren(Board b, int root, int d, int depthSum, int len, int[] swaps, int real,
        int k) {
      for (int i = 0; i < k; i++) {
        Board child = b.copy();
        int pts = i < real ? child.playKnown(swaps[i]) : child.playIntoEmpty(swaps[i]);
        if (rules.visitedSet() && !visited.add(child)) {
          continue;
        }
        queue.add(new Node(child, root < 0 ? i : root, d + pts, depthSum + b.depth(swaps[i]),
            len + 1));
      }
    }
  }

  /**
   * The look-ahead's scratch space: one board and one swap buffer per level of the depth-first walk,
   * grown on demand. Growing replaces the arrays (boards keep their identity), so callers re-read
   * {@code boards[level]} after {@link #at}.
   */
  static final class Levels {
    Board[] boards = new Board[0];
    int[][] swaps = new int[0][];

    /** Level 0 holding a copy of {@code board} (buffers are rebuilt for a board of another game). */
    Board root(Board board) {
      if (boards.length > 0 && !boards[0].game().equals(board.game())) {
        boards = new Board[0];
        swaps = new int[0][];
      }
      Board root = at(0, board);
      root.copyFrom(board);
      return root;
    }

    /** The scratch board of a level. */
    Board at(int level, Board like) {
      if (level >= boards.length) {
        int len = Math.max(level + 1, Math.max(4, boards.length * 2));
        Board[] nb = java.util.Arrays.copyOf(boards, len);
        int[][] nw = java.util.Arrays.copyOf(swaps, len);
        for (int i = boards.length; i < len; i++) {
          nb[i] = like.copy();
          nw[i] = new int[like.swapCodeLimit()];
        }
        boards = nb;
        swaps = nw;
      }
      return boards[level];
    }
  }

  /**
   * Flat Monte Carlo over sampled refills (beyond the paper): each valid swap is played {@code
   * samples} times with refills drawn from the agent's own stream (never the game's), followed by
   * {@code horizon} greedy swaps (best known cascade score); its value is the mean of the points
   * gained, capped at the points still needed, and a path that hits game over first scores minus the
   * points still missing. Samples share their refill seeds across swaps (common random numbers) so
   * differences between swaps are not sampling noise.
   */
  static final class MonteCarlo implements Agent {
    private final int samples;
    private final int horizon;
    private Board sim;
    private Board tmp;
    private int[] swaps = new int[0];
    private int[] inner = new int[0];
    private long[] seeds = new long[0];
    private final Best best = new Best();
    private final Best greedyBest = new Best();

    MonteCarlo(int samples, int horizon) {
      this.samples = samples;
      this.horizon = horizon;
    }

    @Override
    public int choose(Board board, int remaining, RandomGenerator rng) {
      if (sim == null || !sim.game().equals(board.game())) {
        sim = board.copy();
        tmp = board.copy();
        swaps = new int[board.swapCodeLimit()];
        inner = new int[board.swapCodeLimit()];
      }
      int k = board.legalSwaps(swaps);
      checkPlayable(k);
      if (k == 1) {
        return swaps[0];
      }
      if (seeds.length < samples) {
        seeds = new long[samples];
      }
      for (int j = 0; j < samples; j++) {
        seeds[j] = rng.nextLong();
      }
      best.reset();
      for (int i = 0; i < k; i++) {
        double total = 0;
        for (int j = 0; j < samples; j++) {
          SplittableRandom refills = new SplittableRandom(seeds[j]);
          sim.copyFrom(board);
          int pts = sim.play(swaps[i], refills);
          total += rollout(pts, remaining, refills);
        }
        best.offer(swaps[i], total / samples, rng);
      }
      return best.swap;
    }

    private double rollout(int pts, int remaining, SplittableRandom refills) {
      for (int h = 0; h < horizon && pts < remaining; h++) {
        int k = sim.legalSwaps(inner);
        if (k == 0) {
          return pts - remaining;
        }
        greedyBest.reset();
        for (int i = 0; i < k; i++) {
          tmp.copyFrom(sim);
          greedyBest.offer(inner[i], tmp.playKnown(inner[i]), refills);
        }
        pts += sim.play(greedyBest.swap, refills);
      }
      if (pts < remaining && sim.isGameOver()) {
        return pts - remaining;
      }
      return Math.min(pts, remaining);
    }
  }
}
