package org.levellab.match3.study;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.levellab.match3.Match3;
import org.levellab.match3.agents.AgentSpec;
import org.levellab.match3.agents.Weights;
import tech.tablesaw.api.Table;
import tech.tablesaw.plotly.components.Figure;

class StudiesTest {

  @Test
  void weightSetsAreThePapers() {
    List<Weights> c = Match3Studies.canonicalWeights();
    assertEquals(32, new HashSet<>(c).size());
    assertEquals(Weights.parse("1,1,1,1,1"), c.get(0));
    assertTrue(c.subList(0, 16).stream().allMatch(w -> w.score() == 1), "Score combinations first");
    assertEquals(List.of("s", "p", "n", "d", "t"), Match3Studies.singleHeuristics().stream().map(Weights::label).toList());
  }

  @Test
  void compareRowsAreTheExperimentsSummaries() {
    List<AgentSpec> agents = List.of(AgentSpec.sgs(), AgentSpec.hgs(Weights.SCORE), AgentSpec.lbfs(Weights.SCORE, 0.1));
    Match3 game = new Match3(5, 4);
    Table t = Match3Studies.compare(agents, game, 60, 6, 4, 2);
    assertEquals(3, t.rowCount());
    for (int i = 0; i < 3; i++) {
      Match3Experiment.Summary s = Match3Experiment.builder().game(game).agent(agents.get(i)).target(60).games(6)
          .seed(4).threads(1).build().summary();
      assertEquals(s.swaps().value(), t.doubleColumn("meanSwaps").get(i), 1e-12);
      assertEquals(s.gameOverRate().value(), t.doubleColumn("gameOverRate").get(i), 1e-12);
    }
    assertEquals(List.of("SGS", "HGS", "L-BFS"), t.stringColumn("kind").asList());
    Figure f = Match3Figures.swaps(t, "x", new String[] {"a"}, new double[] {25.2});
    assertTrue(f.asJavascript("d").contains("25.2"));
    assertTrue(Match3Figures.timePerSwap(t).asJavascript("d").contains("log"));
    String grouped = Match3Figures.swapsByAlgorithm(t, "y").asJavascript("d");
    assertTrue(grouped.contains("name: 'HGS'") && grouped.contains("name: 'L-BFS'"), grouped);
  }

  @Test
  void gameOverRatesCoverEveryPairAndSmallBoardsWithManyGemsDieMost() {
    Table r = Match3Studies.gameOverRates(AgentSpec.sgs(), new int[] {4, 8}, new int[] {4, 7}, 250, 40, 3, 2);
    assertEquals(4, r.rowCount());
    double s4g7 = r.where(r.intColumn("s").isEqualTo(4).and(r.intColumn("g").isEqualTo(7))).doubleColumn("gameOverRate").get(0);
    double s8g4 = r.where(r.intColumn("s").isEqualTo(8).and(r.intColumn("g").isEqualTo(4))).doubleColumn("gameOverRate").get(0);
    assertTrue(s4g7 > s8g4, s4g7 + " vs " + s8g4);
    assertTrue(Match3Figures.gameOverRate(r).asJavascript("d").contains("s/g"));
  }

  @Test
  void pairedDifferenceIsTheMeanOfPerGameDifferences() {
    List<GameResult> a = List.of(new GameResult(0, 10, true, false, 250, 1), new GameResult(1, 14, true, false, 251, 1),
        new GameResult(2, 5, false, true, 40, 1));
    List<GameResult> b = List.of(new GameResult(0, 12, true, false, 250, 1), new GameResult(1, 15, true, false, 260, 1),
        new GameResult(2, 20, true, false, 255, 1));
    assertEquals(-1.5, Match3Studies.pairedDifference(a, b).value(), 1e-12);
    assertThrows(IllegalArgumentException.class, () -> Match3Studies.pairedDifference(a, b.subList(0, 2)));
  }
}
