package org.levellab.skiddy;

import java.util.List;
import org.levellab.search.Analysis;
import org.levellab.search.StateGraph;
import org.levellab.search.StateGraphAnalyzer;

/**
 * A Skiddy level verified: the game-independent {@link Analysis} of its whole state graph read with
 * Skiddy's solution classes ({@link Combo}), and its star {@link Rating}. Counts and lengths are null
 * when they do not exist (no solution of that class) or are not known (a graph too large to
 * enumerate: then only {@code status}, {@code stopReason}, {@code states} and {@code millis} are set).
 *
 * <pre>{@code
 * Verification v = Verification.of(SkiddyLevels.load("workshop"));
 * v.stars();  v.maxComboSolution();  v.rating().explanation();
 * }</pre>
 *
 * @param status {@code complete} or {@code too large}
 * @param stopReason why the enumeration stopped (null when complete)
 * @param stars 0 to 3 (null when too large)
 * @param states unique reachable states, win states included (when too large: states seen)
 * @param winStates distinct won states
 * @param deadEnds reachable states from which no win can be reached
 * @param deadEndPath moves from the start to the shallowest dead end (null when there is none)
 * @param shortest the shortest solution's length
 * @param shortestMaxCombo the shortest max-combo solution's length
 * @param shortestNonCombo the shortest non-combo solution's length
 * @param shortestSolutions distinct shortest solutions (move sequences), saturating at {@link Long#MAX_VALUE}
 * @param solution one shortest solution
 * @param maxComboSolution one shortest max-combo solution
 * @param nonComboSolution one shortest non-combo solution
 * @param rating the star rating, star by star
 * @param millis enumeration and analysis time
 */
public record Verification(String status, String stopReason, Integer stars, int states, Integer winStates,
    Integer deadEnds, List<String> deadEndPath, Integer shortest, Integer shortestMaxCombo, Integer shortestNonCombo,
    Long shortestSolutions, List<String> solution, List<String> maxComboSolution, List<String> nonComboSolution,
    Rating rating, double millis) {

  /** The status of a complete verification. */
  public static final String COMPLETE = "complete";
  /** The status of a level whose graph exceeded the budget. */
  public static final String TOO_LARGE = "too large";

  /** Verifies a level with the analyzer's default state budget. */
  public static Verification of(Level level) {
    return of(StateGraphAnalyzer.standard().explore(level.game()));
  }

  /** Verifies a level, giving up past {@code maxStates} unique states. */
  public static Verification of(Level level, long maxStates) {
    return of(StateGraphAnalyzer.withMaxStates(maxStates).explore(level.game()));
  }

  /** Reads the state graph of a level ({@link StateGraphAnalyzer#explore} on a {@link SkiddyGame}). */
  public static Verification of(StateGraph graph) {
    return of(graph.analysis(Combo.CLASSES));
  }

  /** Reads an analysis made with {@link Combo#CLASSES}. */
  public static Verification of(Analysis a) {
    if (!a.complete()) {
      return new Verification(TOO_LARGE, a.stopReason(), null, a.states(), null, null, null, null, null, null, null,
          null, null, null, null, a.millis());
    }
    Analysis.Shortest max = a.shortestOf(Combo.MAX_COMBO);
    Analysis.Shortest non = a.shortestOf(Combo.NON_COMBO);
    Rating rating = Rating.of(a.deadEnds(), a.shortest(), max.length(), non.length());
    return new Verification(COMPLETE, null, rating.stars(), a.states(), a.winStates(), a.deadEnds(), a.deadEndPath(),
        length(a.shortest()), length(max.length()), length(non.length()), a.shortestCount(), a.solution(),
        max.moves(), non.moves(), rating, a.millis());
  }

  private static Integer length(int moves) {
    return moves < 0 ? null : moves;
  }

  /** True when the whole state graph was enumerated. */
  public boolean complete() {
    return COMPLETE.equals(status);
  }
}
