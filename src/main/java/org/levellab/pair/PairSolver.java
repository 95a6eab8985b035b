package org.levellab.pair;

import java.util.ArrayList;
import java.util.List;
import org.levellab.cards.Card;
import org.levellab.search.Budget;
import org.levellab.search.Verdict;

/**
 * The exact Pair Solitaire solver: decides whether a stack can be beaten, and otherwise the fewest
 * cards it can be reduced to, with a line that reaches them.
 *
 * <p>Depth-first search over sets of remaining cards (a 64-bit mask over starting positions), with a
 * transposition table of sets already seen (the order of removals that led to a set never matters,
 * since a set of remaining cards fixes the stack), move ordering (scarce cards first: a card with few
 * remaining cards of its rank or suit should be removed while it still has a partner), and a sound
 * lower bound used to cut branches that cannot beat the best result found so far.
 *
 * <p>The lower bound: call two remaining cards linked when they share rank or suit. A removal needs
 * a remaining partner of the removed card, which is linked to it, so every connected group of linked
 * cards keeps at least one card forever. The groups are the suits joined by shared ranks, so the
 * bound is the number of connected suit groups (at least two). Cutting a branch whose bound is at
 * least the best found so far never loses a better result, because sizes below the bound are
 * unreachable from it.
 *
 * <p>Instances are immutable and thread-safe; each {@link #solve} call uses its own tables.
 */
public final class PairSolver {
  /** Which moves to try first. */
  public enum Ordering {
    /** Top of the stack first: plain exhaustive order. */
    STACK,
    /** Cards with the fewest remaining partners (same rank or suit) first. */
    SCARCE_FIRST,
    /** Moves leaving the most legal moves first; ties by scarcity. */
    MOBILITY
  }

  /** The bound is only computed when it could cut: the best result so far is this small. */
  private static final int PRUNE_BELOW = 6;

  private final Budget budget;
  private final Ordering ordering;
  private final boolean pruning;
  private final boolean transpositions;

  private PairSolver(Builder b) {
    this.budget = b.budget;
    this.ordering = b.ordering;
    this.pruning = b.pruning;
    this.transpositions = b.transpositions;
  }

  /** The default solver: no budget, scarce-first ordering, pruning and transposition table on. */
  public static PairSolver standard() {
    return builder().build();
  }

  public static Builder builder() {
    return new Builder();
  }

  /** Options for a solver. */
  public static final class Builder {
    private Budget budget = Budget.UNLIMITED;
    private Ordering ordering = Ordering.SCARCE_FIRST;
    private boolean pruning = true;
    private boolean transpositions = true;

    /** Nodes and time the search may spend before it answers UNKNOWN. */
    public Builder budget(Budget budget) {
      if (budget == null) {
        throw new IllegalArgumentException("budget must not be null");
      }
      this.budget = budget;
      return this;
    }

    public Builder ordering(Ordering ordering) {
      if (ordering == null) {
        throw new IllegalArgumentException("ordering must not be null");
      }
      this.ordering = ordering;
      return this;
    }

    /** Turns the lower-bound cuts on or off (off only to check they are sound). */
    public Builder pruning(boolean pruning) {
      this.pruning = pruning;
      return this;
    }

    /** Turns the transposition table on or off (off only to measure what it buys). */
    public Builder transpositions(boolean transpositions) {
      this.transpositions = transpositions;
      return this;
    }

    public PairSolver build() {
      return new PairSolver(this);
    }
  }

  public Budget budget() {
    return budget;
  }

  /** Solves a game from its start. */
  public PairSolution solve(PairGame game) {
    return solve(game.start());
  }

  /** Solves from a state: the moves returned start from it. */
  public PairSolution solve(PairState state) {
    Search s = new Search(state.game(), budget.start());
    s.run(state.remainingMask());
    List<Card> moves = new ArrayList<>(s.bestDepth);
    for (int i = 0; i < s.bestDepth; i++) {
      moves.add(state.game().card(s.bestPath[i]));
    }
    Verdict v;
    if (s.best == PairGame.BEATEN_SIZE) {
      v = Verdict.TRUE;
    } else if (s.meter.exhausted()) {
      v = Verdict.UNKNOWN;
    } else {
      v = Verdict.FALSE;
    }
    return new PairSolution(v, s.best, moves, s.meter.nodes(), s.meter.elapsedMillis());
  }

  /** One search: scratch arrays per depth so a node allocates nothing. */
  private final class Search {
    final PairGame game;
    final Budget.Meter meter;
    final int n;
    final LongSet seen = new LongSet(1 << 10);
    final int[][] pos;
    final int[][] moves;
    final int[] path;
    final int[] bestPath;
    int best;
    int bestDepth;
    /** The lowest size any line can reach: the bound at the root. */
    int floor;
    boolean stop;
    final int[] scratch = new int[64];
    final long[] aliveScratch = new long[64];

    Search(PairGame game, Budget.Meter meter) {
      this.game = game;
      this.meter = meter;
      this.n = game.size();
      pos = new int[n + 1][n];
      moves = new int[n + 1][n];
      path = new int[n];
      bestPath = new int[n];
    }

    void run(long root) {
      best = Long.bitCount(root);
      bestDepth = 0;
      floor = Math.max(PairGame.BEATEN_SIZE, groups(root));
      if (best <= floor) {
        return;
      }
      seen.add(root);
      dfs(root, 0);
    }

    /** Returns when the search must stop: the floor is reached or the budget is spent. */
    private void dfs(long mask, int depth) {
      if (meter.tick()) {
        stop = true;
        return;
      }
      int size = Long.bitCount(mask);
      if (size < best) {
        best = size;
        bestDepth = depth;
        System.arraycopy(path, 0, bestPath, 0, depth);
        if (best <= floor) {
          stop = true;
          return;
        }
      }
      int[] p = pos[depth];
      int m = 0;
      for (long bits = mask; bits != 0; bits &= bits - 1) {
        p[m++] = Long.numberOfTrailingZeros(bits);
      }
      int[] mv = moves[depth];
      int count = 0;
      for (int k = 0; k < m; k++) {
        int c = p[k];
        if ((k >= 2 && game.matchAt(p[k - 2], c)) || (k + 2 < m && game.matchAt(c, p[k + 2]))) {
          mv[count++] = c;
        }
      }
      if (count == 0) {
        return;
      }
      if (ordering != Ordering.STACK && count > 1) {
        order(mv, count, mask);
      }
      // A child has size-1 cards; it can only improve on best when size-1 < best.
      for (int i = 0; i < count && !stop; i++) {
        long child = mask & ~(1L << mv[i]);
        if (transpositions && !seen.add(child)) {
          continue;
        }
        if (pruning && best <= PRUNE_BELOW && groups(child) >= best) {
          continue;
        }
        path[depth] = mv[i];
        dfs(child, depth + 1);
      }
    }

    private int mobility(long mask) {
      int[] p = scratch;
      int m = 0;
      for (long bits = mask; bits != 0; bits &= bits - 1) {
        p[m++] = Long.numberOfTrailingZeros(bits);
      }
      int c = 0;
      for (int k = 0; k < m; k++) {
        if ((k >= 2 && game.matchAt(p[k - 2], p[k])) || (k + 2 < m && game.matchAt(p[k], p[k + 2]))) {
          c++;
        }
      }
      return c;
    }

    /** Insertion sort by remaining partner count, ascending; ties keep stack order. */
    private void order(int[] mv, int count, long mask) {
      int[] key = new int[count];
      for (int i = 0; i < count; i++) {
        key[i] = Long.bitCount(game.compatible(mv[i]) & mask);
        if (ordering == Ordering.MOBILITY) {
          key[i] -= 64 * mobility(mask & ~(1L << mv[i]));
        }
      }
      for (int i = 1; i < count; i++) {
        int v = mv[i];
        int kv = key[i];
        int j = i - 1;
        while (j >= 0 && key[j] > kv) {
          mv[j + 1] = mv[j];
          key[j + 1] = key[j];
          j--;
        }
        mv[j + 1] = v;
        key[j + 1] = kv;
      }
    }

    /**
     * The number of connected groups of remaining cards, two cards being linked when they share rank
     * or suit and are not neighbours. Neighbours stay neighbours until one of them goes (nothing is
     * ever put between them), so they can never pair; a removal needs a linked partner, so it
     * leaves its group non-empty and the number of groups never falls.
     */
    private int groups(long mask) {
      int m = 0;
      int[] p = scratch;
      for (long bits = mask; bits != 0; bits &= bits - 1) {
        p[m++] = Long.numberOfTrailingZeros(bits);
      }
      long[] alive = aliveScratch;
      for (int k = 0; k < m; k++) {
        long near = 0;
        if (k > 0) {
          near |= 1L << p[k - 1];
        }
        if (k + 1 < m) {
          near |= 1L << p[k + 1];
        }
        alive[p[k]] = game.compatible(p[k]) & mask & ~near;
      }
      int groups = 0;
      long left = mask;
      while (left != 0) {
        groups++;
        long comp = left & -left;
        long frontier = comp;
        while (frontier != 0) {
          long next = 0;
          for (long bits = frontier; bits != 0; bits &= bits - 1) {
            next |= alive[Long.numberOfTrailingZeros(bits)];
          }
          frontier = next & ~comp;
          comp |= next;
        }
        left &= ~comp;
      }
      return groups;
    }

  }
}
