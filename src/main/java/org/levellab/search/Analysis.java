package org.levellab.search;

import java.util.List;

/**
 * The summary of a state-graph verification. Lengths are in moves, -1 when there is no solution of
 * that class; lists are null when there is nothing to show. For a too-large graph only {@code
 * status}, {@code states} (seen before stopping), {@code stopReason} and {@code millis} are set.
 *
 * @param status whether the whole graph was generated
 * @param stopReason why generation stopped (null when complete)
 * @param states unique reachable states, win states included
 * @param transitions transitions between distinct states (duplicates included)
 * @param winStates distinct won states
 * @param deadEnds reachable states from which no win can be reached
 * @param deadEndPath moves from the root to the shallowest dead end
 * @param maxDepth the largest breadth-first depth
 * @param shortest the shortest solution of any kind
 * @param shortestMaxCombo the shortest max-combo solution
 * @param shortestNonCombo the shortest non-combo solution
 * @param shortestCount distinct shortest solutions (move sequences), saturating at Long.MAX_VALUE
 * @param solution one shortest solution
 * @param maxComboSolution one shortest max-combo solution
 * @param nonComboSolution one shortest non-combo solution
 * @param rating the star rating (null when too large)
 * @param millis generation and analysis time
 */
public record Analysis(StateGraph.Status status, String stopReason, int states, int transitions, int winStates,
    int deadEnds, List<String> deadEndPath, int maxDepth, int shortest, int shortestMaxCombo,
    int shortestNonCombo, long shortestCount, List<String> solution, List<String> maxComboSolution,
    List<String> nonComboSolution, Rating rating, double millis) {

  public boolean complete() {
    return status == StateGraph.Status.COMPLETE;
  }

  /** Stars, or -1 when the graph was too large to rate. */
  public int stars() {
    return rating == null ? -1 : rating.stars();
  }

  static Analysis of(StateGraph g) {
    long t0 = System.nanoTime();
    if (!g.complete()) {
      return new Analysis(g.status(), g.stopReason(), g.stateCount(), 0, 0, 0, null, 0, -1, -1, -1, 0,
          null, null, null, null, g.generationMillis());
    }
    int n = g.stateCount();
    int[] any = g.distancesToWin(SolutionClass.ANY);
    int[] max = g.distancesToWin(SolutionClass.MAX_COMBO);
    int[] non = g.distancesToWin(SolutionClass.NON_COMBO);
    int wins = 0;
    int dead = 0;
    int firstDead = -1;
    int maxDepth = 0;
    for (int i = 0; i < n; i++) {
      maxDepth = Math.max(maxDepth, g.depth(i));
      if (any[i] == 0) {
        wins++;
      } else if (any[i] == StateGraph.UNREACHABLE) {
        dead++;
        if (firstDead < 0) {
          firstDead = i;
        }
      }
    }
    Rating rating = Rating.of(dead, any[0], max[0], non[0]);
    double millis = g.generationMillis() + (System.nanoTime() - t0) / 1e6;
    return new Analysis(g.status(), null, n, g.transitionCount(), wins, dead,
        firstDead < 0 ? null : g.pathTo(firstDead), maxDepth, any[0], max[0], non[0],
        g.countShortestSolutions(SolutionClass.ANY), g.solution(0, SolutionClass.ANY),
        g.solution(0, SolutionClass.MAX_COMBO), g.solution(0, SolutionClass.NON_COMBO), rating, millis);
  }
}
