package org.levellab.skiddy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.levellab.game.Replay;
import org.levellab.search.GameSolver;
import org.levellab.search.StateGraph;
import org.levellab.search.StateGraphAnalyzer;
import org.levellab.search.Verdict;

/**
 * The game-independent {@link GameSolver}, playing Skiddy through the common API, against the state
 * graph analyzer on the fast engine: a win is reachable from the start exactly when the analyzer
 * finds a solution, and the solver's line replays through the rules to a win.
 */
class GameSolverAgreementTest {

  /** Checks one level; returns whether it is winnable. */
  private static boolean agree(Level level, String where) {
    StateGraph graph = StateGraphAnalyzer.standard().explore(level.game());
    assertTrue(graph.complete(), where);
    boolean analyzer = graph.analysis().shortest() >= 0;
    SkiddyState start = Skiddy.game().start(level);
    GameSolver.Solution s = GameSolver.unlimited().solve(start);
    assertEquals(Verdict.of(analyzer), s.winnable(), where + "\n" + level.board());
    if (analyzer) {
      Replay.Result r = Replay.moves(start, s.moves());
      assertTrue(r.won(), where + ": the solver's line " + s.moves() + " must replay to a win: " + r.error());
      assertTrue(s.moves().size() >= graph.analysis().shortest(), "no line is shorter than the shortest");
    }
    assertTrue(s.nodes() <= graph.stateCount(), where + ": a position is expanded at most once");
    return analyzer;
  }

  @Test
  void datasetLevels() {
    for (String name : SkiddyLevels.names()) {
      assertTrue(agree(SkiddyLevels.load(name), name), name + " is winnable");
    }
  }

  @Test
  void seededRandomLevels() {
    SplittableRandom rng = new SplittableRandom(2028);
    int winnable = 0;
    int levels = 3000;
    for (int i = 0; i < levels; i++) {
      if (agree(SkiddyTestLevels.random(rng, i), "random level " + i)) {
        winnable++;
      }
    }
    assertTrue(winnable > levels / 10 && winnable < levels - levels / 10, winnable + " of " + levels + " winnable: both answers tested");
  }
}
