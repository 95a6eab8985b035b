package org.levellab.search;

import java.util.ArrayList;
import java.util.List;

/**
 * The summary of a state-graph verification: counts, dead ends, and the shortest solutions of each
 * {@link SolutionClass} the caller asked for ({@link SolutionClass#ANY} always comes first). For a
 * too-large graph only {@code status}, {@code stopReason}, {@code states} (seen before stopping) and
 * {@code millis} are set, and {@code classes} is empty.
 *
 * @param status whether the whole graph was generated
 * @param stopReason why generation stopped (null when complete)
 * @param states unique reachable states, win states included
 * @param transitions transitions between distinct states (duplicates included)
 * @param winStates distinct won states
 * @param deadEnds reachable states from which no win can be reached
 * @param deadEndPath moves from the root to the shallowest dead end (null when there is none)
 * @param maxDepth the largest breadth-first depth
 * @param classes the shortest solutions of each class, {@link SolutionClass#ANY} first
 * @param millis generation and analysis time
 */
public record Analysis(StateGraph.Status status, String stopReason, int states, int transitions, int winStates,
    int deadEnds, List<String> deadEndPath, int maxDepth, List<Shortest> classes, double millis) {

  public Analysis {
    classes = List.copyOf(classes);
  }

  /**
   * The shortest solutions of one class from the root.
   *
   * @param solutionClass the class
   * @param length moves of the shortest solution, -1 when the class has none
   * @param moves one shortest solution, taking the lowest-numbered move at each step (null when none)
   * @param count distinct shortest solutions (move sequences), saturating at {@link Long#MAX_VALUE}
   */
  public record Shortest(SolutionClass solutionClass, int length, List<String> moves, long count) {}

  public boolean complete() {
    return status == StateGraph.Status.COMPLETE;
  }

  /** The shortest solutions of a class that was analyzed. */
  public Shortest shortestOf(SolutionClass cls) {
    if (!complete()) {
      throw new IllegalStateException("state graph is too large (" + stopReason + "): no solutions");
    }
    for (Shortest s : classes) {
      if (s.solutionClass().equals(cls)) {
        return s;
      }
    }
    throw new IllegalArgumentException("solution class " + cls.name() + " was not analyzed (analyzed: "
        + classes.stream().map(s -> s.solutionClass().name()).toList() + ")");
  }

  /** The length of the shortest solution of any kind, -1 when there is none or the graph is too large. */
  public int shortest() {
    return complete() ? classes.get(0).length() : -1;
  }

  /** One shortest solution of any kind (null when there is none or the graph is too large). */
  public List<String> solution() {
    return complete() ? classes.get(0).moves() : null;
  }

  /** Distinct shortest solutions of any kind (0 when there is none or the graph is too large). */
  public long shortestCount() {
    return complete() ? classes.get(0).count() : 0;
  }

  static Analysis of(StateGraph g, List<SolutionClass> asked) {
    long t0 = System.nanoTime();
    if (!g.complete()) {
      return new Analysis(g.status(), g.stopReason(), g.stateCount(), 0, 0, 0, null, 0, List.of(),
          g.generationMillis());
    }
    int n = g.stateCount();
    int[] any = g.distancesToWin(SolutionClass.ANY);
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
    List<SolutionClass> classes = new ArrayList<>();
    classes.add(SolutionClass.ANY);
    for (SolutionClass c : asked) {
      if (!classes.contains(c)) {
        classes.add(c);
      }
    }
    List<Shortest> shortest = new ArrayList<>();
    for (SolutionClass c : classes) {
      shortest.add(new Shortest(c, g.distancesToWin(c)[0], g.solution(0, c), g.countShortestSolutions(c)));
    }
    double millis = g.generationMillis() + (System.nanoTime() - t0) / 1e6;
    return new Analysis(g.status(), null, n, g.transitionCount(), wins, dead,
        firstDead < 0 ? null : g.pathTo(firstDead), maxDepth, shortest, millis);
  }
}
