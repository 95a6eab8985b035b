package org.levellab.match3.study;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.levellab.match3.Board;
import org.levellab.match3.BoardText;
import org.levellab.match3.Match3;
import org.levellab.match3.Swap;
import org.levellab.match3.agents.AgentSpec;
import org.levellab.match3.agents.Weights;
import tech.tablesaw.api.Table;

class ExperimentTest {

  private static List<GameResult> withoutTiming(List<GameResult> rs) {
    return rs.stream().map(r -> new GameResult(r.game(), r.swaps(), r.reached(), r.gameOver(), r.score(), 0))
        .toList();
  }

  @Test
  void sameSeedSameResultsWhateverTheThreadCount() {
    for (AgentSpec a : new AgentSpec[] {AgentSpec.sgs(), AgentSpec.hgs(Weights.parse("1,0,0,1,0")),
        AgentSpec.lbfs(Weights.SCORE, 0.1), AgentSpec.monteCarlo(2, 1)}) {
      Match3Experiment.Builder b = Match3Experiment.builder().agent(a).size(5).gems(4).target(100)
          .games(12).seed(77);
      List<GameResult> one = withoutTiming(b.threads(1).build().results());
      List<GameResult> three = withoutTiming(b.threads(3).build().results());
      List<GameResult> again = withoutTiming(b.threads(2).build().results());
      assertEquals(one, three, a.label());
      assertEquals(one, again, a.label());
      for (int i = 0; i < one.size(); i++) {
        assertEquals(i, one.get(i).game());
        GameResult r = one.get(i);
        assertTrue(r.reached() != r.gameOver());
        assertTrue(r.reached() ? r.score() >= 100 : r.score() < 100);
      }
    }
  }

  @Test
  void differentSeedsGiveDifferentGamesAndAgentsShareTheirGames() {
    Match3 game = Match3.paper();
    assertTrue(!Match3Game.initialBoard(game, 1, 0).equals(Match3Game.initialBoard(game, 2, 0)));
    assertTrue(!Match3Game.initialBoard(game, 1, 0).equals(Match3Game.initialBoard(game, 1, 1)));
    // Game i's first board depends on (seed, i) only: every agent starts game i from it.
    Match3Game.Trace sgs = Match3Game.trace(game, AgentSpec.sgs(), 30, 5, 4);
    Match3Game.Trace hgs = Match3Game.trace(game, AgentSpec.hgs(Weights.SCORE), 30, 5, 4);
    assertEquals(sgs.initialBoard(), hgs.initialBoard());
  }

  @Test
  void tableAndSummaryAgree() {
    Match3Experiment e = Match3Experiment.builder().agent(AgentSpec.sgs()).size(6).gems(4).target(250)
        .games(20).seed(3).threads(2).build();
    Table t = e.run();
    assertEquals(20, t.rowCount());
    assertEquals(List.of("game", "swaps", "reached", "gameOver", "score", "microsPerSwap"), t.columnNames());
    Match3Experiment.Summary s = Match3Experiment.Summary.of(t, 250);
    double mean = t.where(t.booleanColumn("reached").isTrue()).intColumn("swaps").mean();
    assertEquals(mean, s.swaps().value(), 1e-9);
    assertTrue(s.swaps().lower() <= mean && mean <= s.swaps().upper());
    assertEquals(t.booleanColumn("gameOver").countTrue() / 20.0, s.gameOverRate().value(), 1e-12);
  }

  @Test
  void badInputGetsAClearError() {
    assertMessage(() -> new Match3(3, 4), "board size s must be in 4..8, was 3");
    assertMessage(() -> new Match3(9, 4), "board size s must be in 4..8, was 9");
    assertMessage(() -> new Match3(6, 3), "gem type count g must be in 4..7, was 3");
    assertMessage(() -> new Match3(6, 8), "gem type count g must be in 4..7, was 8");
    assertMessage(() -> Weights.parse("1,0,0,1"), "has 4 weights, expected 5");
    assertMessage(() -> Weights.parse("1,0,0,1,0,1"), "has 6 weights, expected 5");
    assertMessage(() -> Weights.parse("1,0,x,1,0"), "weight 3 (moves) of '1,0,x,1,0' is not a number: 'x'");
    assertMessage(() -> Weights.of(1, 2), "has 5 weights, got 2");
    assertMessage(() -> Weights.of(1, 0, Double.NaN, 0, 0), "weight moves must be a finite number");
    assertMessage(() -> AgentSpec.lbfs(Weights.SCORE, -0.1), "uncertainty limit U must be in [0, 1], was -0.1");
    assertMessage(() -> AgentSpec.lbfs(Weights.SCORE, 1.5), "uncertainty limit U must be in [0, 1], was 1.5");
    assertMessage(() -> AgentSpec.parse("bfs", Weights.SCORE, 0.2), "unknown agent 'bfs'");
    assertMessage(() -> Match3Experiment.builder().games(-3).build(), "number of games must be at least 1, was -3");
    assertMessage(() -> Match3Experiment.builder().target(0).build(), "target score c must be at least 1, was 0");
    assertMessage(() -> Match3Experiment.builder().size(2).build(), "board size s must be in 4..8, was 2");
    assertMessage(() -> BoardText.parse("ABCD/ABCD/ABCD", 4), "board has 3 rows, must have 4..8");
    assertMessage(() -> BoardText.parse("ABCD/ABCD/ABC/ABCD", 4), "board row 3 'ABC' has 3 cells, expected 4");
    assertMessage(() -> BoardText.parse("ABCD/ABCD/ABXD/ABCD", 4), "board row 3, column 3: 'X' is not a gem");
    assertMessage(() -> Board.of(new Match3(4, 4), new int[15]), "a 4x4 board needs 16 cells, got 15");
    assertMessage(() -> new Swap(3, 3, true).code(4), "swap r4c4-down leaves the 4x4 board");
    Board b = BoardText.parse("ABCD/BCDA/CDAB/DABC", 4);
    assertMessage(() -> b.play(0, new java.util.SplittableRandom(1)), "swap r1c1-right is not valid on this board");
    assertMessage(() -> AgentSpec.sgs().create().choose(b, 10, new java.util.SplittableRandom(1)),
        "the board is game over");
  }

  private static void assertMessage(org.junit.jupiter.api.function.Executable e, String part) {
    IllegalArgumentException ex = assertThrows(IllegalArgumentException.class, e);
    assertTrue(ex.getMessage().contains(part), "message '" + ex.getMessage() + "' should contain '" + part + "'");
  }
}
