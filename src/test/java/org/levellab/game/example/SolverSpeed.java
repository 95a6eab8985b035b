package org.levellab.game.example;

import java.util.Locale;
import java.util.function.Function;
import org.levellab.game.ChanceFreeState;
import org.levellab.game.Game;
import org.levellab.game.Observation;
import org.levellab.game.StateKey;
import org.levellab.search.Budget;
import org.levellab.search.GameSolver;
import org.levellab.search.Verdict;

/**
 * What makes a game fast to solve with the generic {@link GameSolver}, measured on the worked example
 * (the numbers quoted in the how-to of {@link org.levellab.game}): the same seeded Aces Up deals solved
 * with the example as it is, with the state's text as its key (the same positions merged, in a far longer key), with a key
 * that also holds the actions played (so that no transposition is ever merged), and with the deal
 * listed before the discards. Node counts are deterministic; times depend on the machine.
 *
 * <pre>
 * mvn -o -q -DskipTests test-compile
 * java -cp target/test-classes:target/classes:$(cat cp.txt) org.levellab.game.example.SolverSpeed [budget [seeds]]
 * </pre>
 */
public final class SolverSpeed {
  /**
   * Seeded deals the example decides within 20,000 nodes (most Aces Up deals take far more): seven of
   * seeds 0..199 (those that take more than a few hundred nodes, and 13, the golden trace's), six won and
   * seed 148 proven lost.
   */
  static final long[] DEALS = {13, 39, 47, 81, 85, 135, 148};

  private SolverSpeed() {}

  /** The example with another key or another move order; the rules are the example's. */
  static final class Variant implements ChanceFreeState {
    final AcesUpState inner;
    final Function<Variant, StateKey> key;
    final boolean dealFirst;
    History played;

    Variant(AcesUpState inner, Function<Variant, StateKey> key, boolean dealFirst, History played) {
      this.inner = inner;
      this.key = key;
      this.dealFirst = dealFirst;
      this.played = played;
    }

    @Override public Game<?> game() { return inner.game(); }
    @Override public boolean isTerminal() { return inner.isTerminal(); }
    @Override public boolean isWon() { return inner.isWon(); }
    @Override public double score() { return inner.score(); }
    @Override public String whyIllegal(int action) { return inner.whyIllegal(action); }
    @Override public String actionToString(int action) { return inner.actionToString(action); }
    @Override public int parseAction(String notation) { return inner.parseAction(notation); }
    @Override public Observation observation() { return inner.observation(); }
    @Override public String levelText() { return inner.levelText(); }
    @Override public Variant copy() { return new Variant(inner.copy(), key, dealFirst, played); }
    @Override public StateKey key() { return key.apply(this); }

    @Override
    public void apply(int action) {
      inner.apply(action);
      played = new History(action, played);
    }

    @Override
    public int legalActions(int[] buffer) {
      int k = inner.legalActions(buffer);
      if (dealFirst && k > 1 && buffer[k - 1] == 8) { // the deal is listed last: move it to the front
        System.arraycopy(buffer, 0, buffer, 1, k - 1);
        buffer[0] = 8;
      }
      return k;
    }
  }

  /** The actions played so far, newest first (shared by copies). */
  record History(int action, History before) {}

  /**
   * The whole state text, 16 bits a character: the same positions merged, in a key many times as long;
   * with the actions played, two orders of the same moves are two keys, so no transposition is merged.
   */
  static StateKey textKey(Variant v, boolean withHistory) {
    StateKey.Packer p = StateKey.packer();
    for (History h = withHistory ? v.played : null; h != null; h = h.before()) {
      p.put(h.action(), 4);
    }
    for (char c : v.inner.toString().toCharArray()) {
      p.put(c, 16);
    }
    return p.key();
  }

  public static void main(String[] args) {
    long budget = args.length > 0 ? Long.parseLong(args[0]) : 1_000_000;
    long[] deals = args.length > 1 ? java.util.Arrays.stream(args[1].split(",")).mapToLong(Long::parseLong).toArray()
        : DEALS;
    Object[][] variants = {
        {"the example (exact key, discards first)", (Function<Variant, StateKey>) v -> v.inner.key(), false},
        {"the state text as key (same merges)", (Function<Variant, StateKey>) v -> textKey(v, false), false},
        {"state text + actions played (no transpositions)", (Function<Variant, StateKey>) v -> textKey(v, true), false},
        {"exact key, deal listed first", (Function<Variant, StateKey>) v -> v.inner.key(), true},
    };
    GameSolver solver = GameSolver.withBudget(Budget.nodes(budget));
    for (int warm = 0; warm < 2; warm++) { // the first pass warms the JIT up; the second is reported
      for (Object[] v : variants) {
        @SuppressWarnings("unchecked")
        Function<Variant, StateKey> key = (Function<Variant, StateKey>) v[1];
        long nodes = 0;
        double millis = 0;
        int won = 0;
        int lost = 0;
        int unknown = 0;
        StringBuilder perDeal = new StringBuilder();
        for (long deal : deals) {
          Variant start = new Variant(AcesUp.game().newInitialState(deal), key, (Boolean) v[2], null);
          GameSolver.Solution s = solver.solve(start);
          nodes += s.nodes();
          millis += s.millis();
          won += s.winnable() == Verdict.TRUE ? 1 : 0;
          lost += s.winnable() == Verdict.FALSE ? 1 : 0;
          unknown += s.winnable() == Verdict.UNKNOWN ? 1 : 0;
          perDeal.append(String.format(Locale.ROOT, " %d:%s/%,d/%.1fms", deal, s.winnable(), s.nodes(), s.millis()));
        }
        if (warm == 1) {
          System.out.printf(Locale.ROOT, "%-46s %2d deals: %d won, %d lost, %d unknown; %,d nodes, %.0f ms;%s%n",
              v[0], deals.length, won, lost, unknown, nodes, millis, perDeal);
        }
      }
    }
  }
}
