package org.levellab.pair;

import it.unimi.dsi.fastutil.longs.LongOpenHashSet;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.levellab.cards.Card;
import org.levellab.search.Budget;
import org.levellab.search.Verdict;

/**
 * The exact Pair Solitaire solver: decides whether a stack can be beaten, and otherwise the fewest
 * cards it can be reduced to, with a line that reaches them.
 *
 * <p>Depth-first search over sets of remaining cards (a 64-bit mask over starting positions; the
 * order of removals that led to a set never matters, since the set fixes the stack), with:
 * <ul>
 *   <li>a transposition table of sets whose whole subtree has been searched;
 *   <li>move ordering: scarce cards first (a card with few remaining cards of its rank or suit
 *       should go while it still has a partner);
 *   <li>restarts: after 200, 400, 800... nodes the search starts again from the top with the order
 *       slightly perturbed (deterministically), keeping the table, so one early bad choice with a
 *       huge dead subtree does not decide the running time; the last run is unlimited, so answers
 *       stay exact;
 *   <li>a sound lower bound used to cut branches that cannot beat the best result found so far.
 * </ul>
 *
 * <p>The lower bound: call two remaining cards linked when they share rank or suit and are not
 * neighbours (neighbours stay neighbours until one goes, since nothing is ever put between them, so
 * they can never be two places apart). A removal needs a partner two places away, which is linked
 * to the removed card, so the removed card's group keeps at least one card and the number of
 * connected groups never falls; the final stack has at least that many cards. With exactly two
 * groups, two cards can only be reached if the groups interleave (the last removal is from a stack
 * a, b, c with a and c in one group and b in the other), so two separated groups give three. Cutting a branch whose
 * bound is at least the best found so far never loses a better result. The property test checks the
 * solver against plain exhaustive search, with and without each of these devices.
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
  private static final int NOISE = 4;
  private static final long FIRST_RESTART_NODES = 200;

  private final Budget budget;
  private final Ordering ordering;
  private final boolean pruning;
  private final boolean transpositions;
  private final boolean restarts;

  private PairSolver(Builder b) {
    this.budget = b.budget;
    this.ordering = b.ordering;
    this.pruning = b.pruning;
    this.transpositions = b.transpositions;
    this.restarts = b.restarts;
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
    private boolean restarts = true;

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

    /** Turns restarts with a perturbed move order on or off. */
    public Builder restarts(boolean restarts) {
      this.restarts = restarts;
      return this;
    }

    public PairSolver build() {
      return new PairSolver(this);
    }
  }

  public Budget budget() {
    return budget;
  }

  /** Solves a deal from its start. */
  public PairSolution solve(PairDeal deal) {
    Objects.requireNonNull(deal, "deal");
    return solve(deal.start());
  }

  /** Solves from a state: the moves returned start from it. */
  public PairSolution solve(PairState state) {
    Objects.requireNonNull(state, "state");
    Search s = new Search(state.deal(), budget.start());
    s.run(state.remainingMask());
    List<Card> moves = new ArrayList<>(s.bestDepth);
    for (int i = 0; i < s.bestDepth; i++) {
      moves.add(state.deal().card(s.bestPath[i]));
    }
    Verdict v;
    if (s.best == PairDeal.BEATEN_SIZE) {
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
    final PairDeal deal;
    final Budget.Meter meter;
    final int n;
    // Filled to at most half, not fastutil's default 3/4: fewer probes per lookup (PairTableBench).
    final LongOpenHashSet seen = new LongOpenHashSet(1 << 10, 0.5f);
    final int[][] moves;
    final int[] path;
    final int[] bestPath;
    int best;
    int bestDepth;
    /** The lowest size any line can reach: the bound at the root. */
    int floor;
    boolean stop;
    int restart;
    long restartLimit;
    long rootRemovable;
    final int[] scratch = new int[PairDeal.MAX_CARDS];
    final int[] mobilityScratch = new int[PairDeal.MAX_CARDS];
    final long[] aliveScratch = new long[PairDeal.MAX_CARDS];
    /**
     * The cards left as a doubly linked list in stack order (-1: none), updated as cards go and come
     * back: a removal changes whether a card is removable only for the two cards on each side of it,
     * so a node updates four cards instead of rescanning the stack.
     */
    final int[] above = new int[PairDeal.MAX_CARDS];
    final int[] below = new int[PairDeal.MAX_CARDS];

    Search(PairDeal deal, Budget.Meter meter) {
      this.deal = deal;
      this.meter = meter;
      this.n = deal.size();
      moves = new int[n + 1][n];
      path = new int[n];
      bestPath = new int[n];
    }

    void run(long root) {
      int prev = -1;
      for (long bits = root; bits != 0; bits &= bits - 1) {
        int c = Long.numberOfTrailingZeros(bits);
        above[c] = prev;
        if (prev >= 0) {
          below[prev] = c;
        }
        prev = c;
      }
      if (prev >= 0) {
        below[prev] = -1;
      }
      long removable = 0;
      for (long bits = root; bits != 0; bits &= bits - 1) {
        int c = Long.numberOfTrailingZeros(bits);
        if (removable(c)) {
          removable |= 1L << c;
        }
      }
      rootRemovable = removable;
      best = Long.bitCount(root);
      bestDepth = 0;
      floor = Math.max(PairDeal.BEATEN_SIZE, groups(root));
      if (best <= floor) {
        return;
      }
      // Restarts with a perturbed move order escape an early bad choice whose dead subtree is huge;
      // the table keeps only fully searched sets, so no restart repeats finished work and the last
      // (unlimited) run still proves the answer.
      long limit = restarts ? FIRST_RESTART_NODES : Long.MAX_VALUE;
      for (int r = 0; ; r++) {
        restart = r;
        restartLimit = limit == Long.MAX_VALUE ? Long.MAX_VALUE : meter.nodes() + limit;
        boolean complete = dfs(root, rootRemovable, 0);
        if (complete || stop) {
          return;
        }
        limit = limit >= Long.MAX_VALUE / 4 ? Long.MAX_VALUE : limit * 2;
      }
    }

    /**
     * Searches below {@code mask}; true when its whole subtree was searched (so the set can go in
     * the table of finished sets), false when the search stopped or a restart was called.
     */
    private boolean dfs(long mask, long removable, int depth) {
      if (meter.tick()) {
        stop = true;
        return false;
      }
      if (meter.nodes() > restartLimit) {
        return false;
      }
      int size = Long.bitCount(mask);
      if (size < best) {
        best = size;
        bestDepth = depth;
        System.arraycopy(path, 0, bestPath, 0, depth);
        if (best <= floor) {
          stop = true;
          return false;
        }
      }
      int[] mv = moves[depth];
      int count = 0;
      for (long bits = removable; bits != 0; bits &= bits - 1) {
        mv[count++] = Long.numberOfTrailingZeros(bits); // top first, as PairDeal.removals lists them
      }
      if (count > 1 && ordering != Ordering.STACK) {
        order(mv, count, mask);
      }
      for (int i = 0; i < count; i++) {
        long child = mask & ~(1L << mv[i]);
        if (transpositions && seen.contains(child)) {
          continue;
        }
        // Sizes below the bound are unreachable from the child, so it cannot improve on best.
        if (pruning && best <= PRUNE_BELOW && groups(child) >= best) {
          if (transpositions) {
            seen.add(child);
          }
          continue;
        }
        path[depth] = mv[i];
        boolean complete = dfs(child, unlink(mv[i], removable), depth + 1);
        relink(mv[i]);
        if (!complete) {
          return false;
        }
        if (transpositions) {
          seen.add(child);
        }
      }
      return true;
    }

    /** The removal rule on the linked list: card {@code c} pairs with a card two places away. */
    private boolean removable(int c) {
      long mine = deal.partners(c);
      int a = above[c];
      int aa = a < 0 ? -1 : above[a];
      int b = below[c];
      int bb = b < 0 ? -1 : below[b];
      return aa >= 0 && (mine >>> aa & 1) != 0 || bb >= 0 && (mine >>> bb & 1) != 0;
    }

    /** Takes card {@code c} out of the list; returns the removable cards of what is left. */
    private long unlink(int c, long removable) {
      int a = above[c];
      int b = below[c];
      join(a, b);
      long r = removable & ~(1L << c);
      r = update(r, a);
      r = update(r, b);
      if (a >= 0) {
        r = update(r, above[a]);
      }
      if (b >= 0) {
        r = update(r, below[b]);
      }
      return r;
    }

    private long update(long r, int c) {
      if (c < 0) {
        return r;
      }
      return removable(c) ? r | 1L << c : r & ~(1L << c);
    }

    /** Puts card {@code c} back where {@link #unlink} took it from. */
    private void relink(int c) {
      join(above[c], c);
      join(c, below[c]);
    }

    /** Makes {@code b} the card right below {@code a} (either may be -1, none). */
    private void join(int a, int b) {
      if (a >= 0) {
        below[a] = b;
      }
      if (b >= 0) {
        above[b] = a;
      }
    }

    /** Whether every card of one group lies above every card of the other. */
    private boolean separated(long a, long b) {
      int lowA = Long.numberOfTrailingZeros(a);
      int highA = 63 - Long.numberOfLeadingZeros(a);
      int lowB = Long.numberOfTrailingZeros(b);
      int highB = 63 - Long.numberOfLeadingZeros(b);
      return highA < lowB || highB < lowA;
    }

    private int depthOf(long mask) {
      return n - Long.bitCount(mask);
    }

    private int mobility(long mask) {
      return deal.removals(mask, scratch, mobilityScratch);
    }

    /** Insertion sort by remaining partner count, ascending; ties keep stack order. */
    private void order(int[] mv, int count, long mask) {
      int[] key = new int[count];
      for (int i = 0; i < count; i++) {
        key[i] = Long.bitCount(deal.partners(mv[i]) & mask);
        if (restart > 0) {
          // Deterministic noise from the restart number and the card: reproducible, no RNG state.
          long h = org.levellab.core.RandomStreams.mix(restart * 0x9E3779B97F4A7C15L + mv[i] + 64L * depthOf(mask));
          key[i] = key[i] * 4 + (int) ((h >>> 33) % NOISE);
        }
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
      int[] p = scratch;
      int m = PairDeal.positions(mask, p);
      long[] alive = aliveScratch;
      for (int k = 0; k < m; k++) {
        long near = 0;
        if (k > 0) {
          near |= 1L << p[k - 1];
        }
        if (k + 1 < m) {
          near |= 1L << p[k + 1];
        }
        alive[p[k]] = deal.partners(p[k]) & mask & ~near;
      }
      int groups = 0;
      long first = 0;
      long second = 0;
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
        if (groups == 1) {
          first = comp;
        } else if (groups == 2) {
          second = comp;
        }
        left &= ~comp;
      }
      if (groups == 2 && m >= 3 && separated(first, second)) {
        // Groups only split as play goes on. The last removal before two cards is from a stack
        // (a, b, c) with a and c pairing, so in one group, and b in the other: the two groups must
        // interleave. One wholly above the other (a stuck top card, say) caps play at three cards.
        return 3;
      }
      return groups;
    }

  }
}
