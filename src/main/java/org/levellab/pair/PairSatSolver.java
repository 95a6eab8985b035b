package org.levellab.pair;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import org.levellab.cards.Card;
import org.levellab.search.Verdict;
import org.sat4j.core.VecInt;
import org.sat4j.minisat.SolverFactory;
import org.sat4j.specs.ContradictionException;
import org.sat4j.specs.ISolver;
import org.sat4j.specs.TimeoutException;

/**
 * Pair Solitaire as satisfiability: "the stack can be reduced to exactly {@code k} cards" written as
 * clauses over a removal order and solved by Sat4j. It decides stacks on which the state-space
 * search ({@link PairSolver}) runs out of nodes: that search visits sets of remaining cards, and
 * removals far apart in the stack commute, so the sets multiply; clause learning instead learns
 * which local orders are impossible and never enumerates their combinations.
 *
 * <p>The encoding, for a stack of {@code n} cards:
 * <ul>
 *   <li>one variable per pair of cards {@code i < j}, true when {@code i} goes before {@code j},
 *       with the two clauses per triple that forbid a cycle, so a model is a total order;
 *   <li>one variable per card, true when it survives; exactly {@code k} survive (a cardinality
 *       constraint), and survivors come after every removed card in the order;
 *   <li>for each removed card {@code c}, a removal witness: a partner {@code p} (same rank or suit)
 *       and a card {@code b} strictly between {@code p} and {@code c} in the starting stack, such
 *       that {@code p} and {@code b} go after {@code c} and every other card between {@code p} and
 *       {@code c} goes before it. Then, when {@code c} goes, the cards left between it and {@code p}
 *       are exactly {@code b}: {@code p} is two places away, which is the rule of {@link PairDeal}.
 * </ul>
 * Every legal line gives a model (its removal order, survivors last, each removal's partner and the
 * card between as witness), and every model gives a legal line (removed cards in model order), so
 * the answer is exact; the line of a model is still replayed through {@link PairState} before it is
 * returned. Sizes reachable by a line are all sizes from the stack's down to the fewest (a line
 * passes through each), so the fewest cards is the smallest satisfiable {@code k}.
 *
 * <p>The search is bounded by a number of conflicts per query, not by time, so that an answer does
 * not depend on the machine's load; Sat4j's default solver is deterministic for the same clauses.
 * Instances are immutable and thread-safe; each query builds its own solver.
 */
public final class PairSatSolver {
  private final long maxConflicts;

  private PairSatSolver(long maxConflicts) {
    if (maxConflicts <= 0) {
      throw new IllegalArgumentException("conflict budget must be positive, was " + maxConflicts);
    }
    this.maxConflicts = maxConflicts;
  }

  /** A solver that never gives up. */
  public static PairSatSolver unlimited() {
    return new PairSatSolver(Long.MAX_VALUE);
  }

  /** A solver whose every query answers UNKNOWN after this many conflicts. */
  public static PairSatSolver withConflictBudget(long maxConflicts) {
    return new PairSatSolver(maxConflicts);
  }

  /**
   * The answer of one query.
   *
   * @param reachable TRUE with a line, FALSE when no line leaves exactly that many cards, UNKNOWN
   *     when the conflict budget ran out
   * @param moves the removals of a line reaching the size (empty unless TRUE); replays with {@link
   *     PairReplay}
   * @param conflicts conflicts the SAT solver met
   * @param millis wall-clock time, encoding included
   */
  public record Reach(Verdict reachable, List<Card> moves, long conflicts, double millis) {
    public Reach {
      moves = List.copyOf(moves);
    }
  }

  /** Whether some line of play leaves exactly {@code cards} cards of the stack. */
  public Reach reach(PairDeal deal, int cards) {
    long start = System.nanoTime();
    int n = deal.size();
    if (cards < PairDeal.BEATEN_SIZE || cards > n) {
      return new Reach(Verdict.FALSE, List.of(), 0, millisSince(start));
    }
    if (cards == n) {
      return new Reach(Verdict.TRUE, List.of(), 0, millisSince(start));
    }
    Encoding e = new Encoding(deal, cards, false);
    ISolver solver = SolverFactory.newDefault();
    budget(solver);
    try {
      e.addTo(solver);
    } catch (ContradictionException unsatisfiable) {
      return new Reach(Verdict.FALSE, List.of(), 0, millisSince(start));
    }
    try {
      boolean sat = solver.isSatisfiable();
      long conflicts = conflicts(solver);
      if (!sat) {
        return new Reach(Verdict.FALSE, List.of(), conflicts, millisSince(start));
      }
      List<Card> moves = e.line(solver);
      PairState end = PairReplay.replay(deal, moves);
      if (end.size() != cards) {
        throw new IllegalStateException("the model's line leaves " + end.size() + " cards, not " + cards);
      }
      return new Reach(Verdict.TRUE, moves, conflicts, millisSince(start));
    } catch (TimeoutException spent) {
      return new Reach(Verdict.UNKNOWN, List.of(), conflicts(solver), millisSince(start));
    }
  }

  /**
   * Solves a deal: beatable (TRUE, a winning line), or the fewest cards it can be reduced to
   * (FALSE, with a line). First asks {@link #reach} for two cards; when that is unsatisfiable, one
   * solver descends from {@code knownLine} (any legal line, such as a budget-limited {@link
   * PairSolver}'s best): each model leaves some number of cards, the next query allows one fewer,
   * until a query is unsatisfiable. Constraints are only added on the way down, so the clauses the
   * solver learned stay valid from one query to the next. UNKNOWN when a query runs out of
   * conflicts; {@code fewestRemaining} and the line are then the best found so far. {@code nodes}
   * counts conflicts over all queries.
   */
  public PairSolution solve(PairDeal deal, List<Card> knownLine) {
    long start = System.nanoTime();
    int known = PairReplay.replay(deal, knownLine).size();
    Reach beaten = reach(deal, PairDeal.BEATEN_SIZE);
    long conflicts = beaten.conflicts();
    if (beaten.reachable() == Verdict.TRUE) {
      return new PairSolution(Verdict.TRUE, PairDeal.BEATEN_SIZE, beaten.moves(), conflicts, millisSince(start));
    }
    if (beaten.reachable() == Verdict.UNKNOWN || known <= PairDeal.BEATEN_SIZE + 1) {
      Verdict v = beaten.reachable() == Verdict.UNKNOWN ? Verdict.UNKNOWN : Verdict.FALSE;
      return new PairSolution(v, known, knownLine, conflicts, millisSince(start));
    }
    Encoding e = new Encoding(deal, known - 1, true);
    ISolver solver = SolverFactory.newDefault();
    budget(solver);
    List<Card> best = knownLine;
    int bestSize = known;
    Verdict v = Verdict.FALSE;
    try {
      e.addTo(solver);
      while (bestSize > PairDeal.BEATEN_SIZE + 1) {
        if (!solver.isSatisfiable()) {
          break;
        }
        List<Card> line = e.line(solver);
        int size = PairReplay.replay(deal, line).size();
        if (size >= bestSize || size != e.survivorsOf(solver)) {
          throw new IllegalStateException("a model left " + size + " cards under a bound of " + (bestSize - 1));
        }
        best = line;
        bestSize = size;
        solver.addAtMost(e.survivalLiterals(), bestSize - 1);
      }
    } catch (ContradictionException unsatisfiable) {
      // Adding the tighter bound closed the problem at once: the best line is the fewest.
    } catch (TimeoutException spent) {
      v = Verdict.UNKNOWN;
    }
    conflicts += conflicts(solver);
    return new PairSolution(v, bestSize, best, conflicts, millisSince(start));
  }

  /**
   * Solves a deal with no line known beforehand: the starting stack (no move) is the first bound.
   * See {@link #solve(PairDeal, List)}.
   */
  public PairSolution solve(PairDeal deal) {
    return solve(deal, List.of());
  }

  private void budget(ISolver solver) {
    if (maxConflicts != Long.MAX_VALUE) {
      solver.setTimeoutOnConflicts((int) Math.min(Integer.MAX_VALUE, maxConflicts));
    } else {
      solver.setTimeout(Integer.MAX_VALUE);
    }
  }

  private static long conflicts(ISolver solver) {
    Map<String, Number> stats = solver.getStat();
    Number c = stats.get("conflicts");
    return c == null ? 0 : c.longValue();
  }

  private static double millisSince(long startNanos) {
    return (System.nanoTime() - startNanos) / 1e6;
  }

  /** The clauses of one query; variables are numbered from 1 as DIMACS does. */
  private static final class Encoding {
    final PairDeal deal;
    final int n;
    /** Exactly this many cards survive, or, when {@code atMost}, at most this many. */
    final int survivors;
    final boolean atMost;
    final int orderVars;
    int nextVar;

    Encoding(PairDeal deal, int survivors, boolean atMost) {
      this.deal = deal;
      this.n = deal.size();
      this.survivors = survivors;
      this.atMost = atMost;
      this.orderVars = n * (n - 1) / 2;
      this.nextVar = orderVars + n + 1;
    }

    /** How many variables the clauses use: order, survival and one per removal witness. */
    int variables() {
      int witnesses = 0;
      for (int c = 0; c < n; c++) {
        for (long bits = deal.partners(c); bits != 0; bits &= bits - 1) {
          witnesses += Math.max(0, Math.abs(Long.numberOfTrailingZeros(bits) - c) - 1);
        }
      }
      return orderVars + n + witnesses;
    }

    /** The literal "card i goes before card j" (i != j). */
    int before(int i, int j) {
      return i < j ? pairVar(i, j) : -pairVar(j, i);
    }

    private int pairVar(int i, int j) {
      // Row i of the upper triangle starts after the rows 0..i-1, which hold n-1, n-2, ... pairs.
      return i * (2 * n - i - 1) / 2 + (j - i - 1) + 1;
    }

    int survives(int c) {
      return orderVars + 1 + c;
    }

    void addTo(ISolver solver) throws ContradictionException {
      solver.newVar(variables());
      for (int a = 0; a < n; a++) {
        for (int b = a + 1; b < n; b++) {
          for (int c = b + 1; c < n; c++) {
            // No cycle a<b<c<a nor a<c<b<a: with a total relation this makes it an order.
            clause(solver, -before(a, b), -before(b, c), -before(c, a));
            clause(solver, -before(a, c), -before(c, b), -before(b, a));
          }
        }
      }
      VecInt all = new VecInt(n);
      for (int c = 0; c < n; c++) {
        all.push(survives(c));
      }
      if (atMost) {
        solver.addAtMost(all, survivors);
      } else {
        solver.addExactly(all, survivors);
      }
      for (int c = 0; c < n; c++) {
        for (int d = 0; d < n; d++) {
          if (c != d) {
            clause(solver, survives(c), -survives(d), before(c, d));
          }
        }
      }
      for (int c = 0; c < n; c++) {
        addRemovalWitnesses(solver, c);
      }
    }

    /** A removed card {@code c} has a partner two places away when it goes. */
    private void addRemovalWitnesses(ISolver solver, int c) throws ContradictionException {
      VecInt some = new VecInt();
      some.push(survives(c));
      for (long bits = deal.partners(c); bits != 0; bits &= bits - 1) {
        int p = Long.numberOfTrailingZeros(bits);
        int lo = Math.min(p, c);
        int hi = Math.max(p, c);
        for (int b = lo + 1; b < hi; b++) {
          int w = nextVar++;
          some.push(w);
          clause(solver, -w, before(c, p));
          clause(solver, -w, before(c, b));
          for (int q = lo + 1; q < hi; q++) {
            if (q != b) {
              clause(solver, -w, before(q, c));
            }
          }
        }
      }
      solver.addClause(some);
    }

    private static void clause(ISolver solver, int... literals) throws ContradictionException {
      solver.addClause(new VecInt(literals));
    }

    /** The removed cards of the model, in the model's order. */
    List<Card> line(ISolver solver) {
      return line(solver, deal, n, this);
    }

    int survivorsOf(ISolver solver) {
      int count = 0;
      for (int c = 0; c < n; c++) {
        if (solver.model(survives(c))) {
          count++;
        }
      }
      return count;
    }

    VecInt survivalLiterals() {
      VecInt all = new VecInt(n);
      for (int c = 0; c < n; c++) {
        all.push(survives(c));
      }
      return all;
    }

    private static List<Card> line(ISolver solver, PairDeal deal, int n, Encoding e) {
      List<Integer> removed = new ArrayList<>();
      int[] rank = new int[n];
      for (int c = 0; c < n; c++) {
        if (!solver.model(e.survives(c))) {
          removed.add(c);
        }
        for (int d = 0; d < n; d++) {
          if (d != c && holds(solver, e.before(d, c))) {
            rank[c]++;
          }
        }
      }
      removed.sort(Comparator.comparingInt(c -> rank[c]));
      List<Card> moves = new ArrayList<>(removed.size());
      for (int c : removed) {
        moves.add(deal.card(c));
      }
      return moves;
    }

    private static boolean holds(ISolver solver, int literal) {
      boolean v = solver.model(Math.abs(literal));
      return literal > 0 ? v : !v;
    }
  }
}
