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

  private static final int E = Board.EMPTY;

  /**
   * A look-ahead board with one cleared cell: the 1 beside it, moved in, completes a vertical line;
   * moving the 1 below it up does nothing (it falls back).
   */
  @Test
  void aKnownGemMovedIntoAClearedCellScoresWhenItCompletesALine() {
    Board b = Board.of(new Match3(5, 4), new int[] {
        E, 1, 2, 3, 0,
        1, 3, 0, 2, 3,
        1, 2, 3, 0, 2,
        0, 0, 1, 3, 1,
        2, 3, 2, 1, 0});
    int[] out = new int[b.swapCodeLimit()];
    assertEquals(1, b.emptySwaps(out));
    assertEquals(0, out[0]); // cell (1, 1) with its right neighbour
    Board after = b.copy();
    assertEquals(3, after.playIntoEmpty(out[0]));
    assertEquals(0, b.copy().playIntoEmpty(1)); // the 1 below moved up falls back: no line
    Board full = Match3Game.initialBoard(Match3.paper(), 1, 0);
    assertEquals(0, full.emptySwaps(new int[full.swapCodeLimit()]));
  }

  /**
   * With the empty-cell swaps the search sees more: some decisions change, every swap played is
   * a real valid one, and without the option the breadth-first search is unchanged.
   */
  @Test
  void emptySwapsChangeSomeDecisionsAndOnlyRealSwapsArePlayed() {
    // a Pairs-heavy vector: the last look-ahead board matters more, so extra leaves change more
    Weights w = Weights.parse("0.2,1,0,0,0");
    AgentSpec.LbfsRules empty = new AgentSpec.LbfsRules(false, false, true);
    Agent with = new Agents.BreadthFirst(w, 0.2, empty);
    Agent without = new Agents.BreadthFirst(w, 0.2, AgentSpec.LbfsRules.TEXT);
    SplittableRandom refills = new SplittableRandom(8);
    int differ = 0;
    for (int g = 0; g < 10; g++) {
      Board b = Match3Game.initialBoard(Match3.paper(), 9, g);
      for (int step = 0; step < 15 && !b.isGameOver(); step++) {
        long seed = refills.nextLong();
        int a = with.choose(b, 250, new SplittableRandom(seed));
        assertTrue(b.isValid(a), "played " + a + " on\n" + b);
        if (a != without.choose(b, 250, new SplittableRandom(seed))) {
          differ++;
        }
        b.play(a, refills);
      }
    }
    assertTrue(differ > 0, "the option changed no decision");
    AgentSpec all = AgentSpec.lbfs(Weights.SCORE).withLbfsRules(AgentSpec.LbfsRules.CODE_ALL);
    assertTrue(all.label().endsWith("visited+shortest+empty"), all.label());
    GameResult r = Match3Game.play(Match3.paper(), all, 250, 3, 0);
    assertTrue(r.reached() || r.gameOver());
  }
}
