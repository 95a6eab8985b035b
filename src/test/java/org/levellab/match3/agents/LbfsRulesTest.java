package org.levellab.match3.agents;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.levellab.match3.Board;
import org.levellab.match3.Match3;
import org.levellab.match3.study.GameResult;
import org.levellab.match3.study.Match3Game;

/** The paper's code's L-BFS rules, as options beside the paper's text. */
class LbfsRulesTest {

  /** Without its two options the breadth-first search is the text's L-BFS, choice for choice. */
  @Test
  void breadthFirstWithoutOptionsChoosesAsTheDepthFirstWalk() {
    Weights w = Weights.parse("1,0.4,0,0.6,0.2");
    Agent bfs = new Agents.BreadthFirst(w, 0.2, AgentSpec.LbfsRules.TEXT);
    Agent dfs = AgentSpec.lbfs(w, 0.2).create();
    SplittableRandom refills = new SplittableRandom(5);
    int compared = 0;
    for (int g = 0; g < 6; g++) {
      Board b = Match3Game.initialBoard(Match3.paper(), 9, g);
      for (int step = 0; step < 12 && !b.isGameOver(); step++) {
        long seed = refills.nextLong();
        int a = bfs.choose(b, 250, new SplittableRandom(seed));
        assertEquals(a, dfs.choose(b, 250, new SplittableRandom(seed)), b.toString());
        b.play(a, refills);
        compared++;
      }
    }
    assertTrue(compared > 40);
  }

  /** The code's rules play valid games (every swap re-checked by the rules) and are named apart. */
  @Test
  void codeRulesPlayValidGamesAndLabelThemselves() {
    AgentSpec code = AgentSpec.lbfs(Weights.SCORE).withLbfsRules(AgentSpec.LbfsRules.CODE);
    assertNotEquals(AgentSpec.lbfs(Weights.SCORE).label(), code.label());
    assertTrue(code.label().endsWith("visited+shortest"));
    for (int g = 0; g < 4; g++) {
      GameResult r = Match3Game.play(Match3.paper(), code, 250, 3, g);
      assertTrue(r.reached() || r.gameOver());
      assertTrue(r.score() >= 250 || r.gameOver());
    }
    assertEquals(AgentSpec.LbfsRules.TEXT, AgentSpec.lbfs(Weights.SCORE).lbfsRules());
  }
}
