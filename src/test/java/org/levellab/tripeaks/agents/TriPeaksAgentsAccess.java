package org.levellab.tripeaks.agents;

import org.levellab.search.Verdict;
import org.levellab.tripeaks.Deal;
import org.levellab.tripeaks.Level;

/** Test access to the agents' package-private searches, for the benchmarks in org.levellab.bench. */
public final class TriPeaksAgentsAccess {
  private TriPeaksAgentsAccess() {}

  /** The clairvoyant agent's hold-slot search, with the agent's table sizes. */
  public static Search holdSlotSearch() {
    HoldSlotSearch s = new HoldSlotSearch(15, 23);
    return new Search() {
      @Override
      public Verdict solve(Level level, Deal deal, long maxNodes) {
        return s.solve(level, deal, maxNodes);
      }

      @Override
      public int[] line() {
        return s.line();
      }

      @Override
      public long nodes() {
        return s.nodes();
      }
    };
  }

  /** A whole-deal search. */
  public interface Search {
    Verdict solve(Level level, Deal deal, long maxNodes);

    int[] line();

    long nodes();
  }
}
