package org.levellab.match3.study;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.levellab.core.Estimate;
import org.levellab.match3.Match3;
import org.levellab.match3.agents.AgentSpec;
import org.levellab.match3.agents.Weights;
import tech.tablesaw.api.DoubleColumn;
import tech.tablesaw.api.StringColumn;
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
    assertEquals(List.of("agent", "kind", "heuristics", "U", "games", "meanSwaps", "meanSwaps_lo", "meanSwaps_hi",
        "gameOverRate", "gameOverRate_lo", "gameOverRate_hi", "meanCost", "microsPerSwap", "pointsPerSwap"),
        t.columnNames(), "interval columns are named x, x_lo, x_hi");
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
  void pairedDifferencesAreThoseOfTheSameGames() {
    Match3 game = new Match3(5, 4);
    AgentSpec mc = AgentSpec.monteCarlo(2, 1);
    List<AgentSpec> rivals = List.of(AgentSpec.sgs(), AgentSpec.hgs(Weights.SCORE));
    Table t = Match3Studies.pairedDifferences(mc, rivals, game, 60, 6, 4, 2);
    assertEquals(List.of("rival", "meanDifference", "meanDifference_lo", "meanDifference_hi"), t.columnNames());
    List<GameResult> mine = Match3Experiment.builder().game(game).agent(mc).target(60).games(6).seed(4).threads(1)
        .build().results();
    for (int i = 0; i < rivals.size(); i++) {
      List<GameResult> theirs = Match3Experiment.builder().game(game).agent(rivals.get(i)).target(60).games(6).seed(4)
          .threads(1).build().results();
      Estimate d = Match3Studies.pairedDifference(mine, theirs);
      assertEquals(rivals.get(i).label(), t.stringColumn("rival").get(i));
      assertEquals(d.value(), t.doubleColumn("meanDifference").get(i), 1e-12);
      assertEquals(d.lower(), t.doubleColumn("meanDifference_lo").get(i), 1e-12);
      assertEquals(d.upper(), t.doubleColumn("meanDifference_hi").get(i), 1e-12);
    }
  }

  /** The effect of switching Moves on pairs every vector without n with the same vector with n, "none" included. */
  @Test
  void switchingOnPairsAllSixteenVectors() {
    Table t = Table.create("fake compare", StringColumn.create("kind"), StringColumn.create("heuristics"),
        DoubleColumn.create("meanSwaps"));
    for (String kind : new String[] {"HGS", "L-BFS"}) {
      for (Weights w : Match3Studies.canonicalWeights()) {
        t.stringColumn("kind").append(kind);
        t.stringColumn("heuristics").append(w.label());
        // Moves costs 2 swaps, except that "none" is far worse than "n" alone.
        t.doubleColumn("meanSwaps").append(10 + 2 * w.moves() + (w.label().equals("none") ? 100 : 0));
      }
    }
    Table e = Match3Studies.switchingOn(t, "n");
    assertEquals("effect of switching Moves on", e.name());
    assertEquals(List.of("HGS", "L-BFS"), e.stringColumn("algorithm").asList());
    for (int i = 0; i < 2; i++) {
      assertEquals((15 * 2 + (12 - 110)) / 16.0, e.doubleColumn("mean change in swaps").get(i), 1e-12);
      assertEquals(15, e.intColumn("pairs that got worse").get(i));
    }
    assertThrows(IllegalArgumentException.class, () -> Match3Studies.switchingOn(t, "x"));
  }

  @Test
  void labelsReadBackAsUnitWeights() {
    for (Weights w : Match3Studies.canonicalWeights()) {
      assertEquals(w, Weights.ofLabel(w.label()));
    }
    assertEquals(Weights.parse("1,0,0,1,0"), Weights.ofLabel("s+d"));
    assertThrows(IllegalArgumentException.class, () -> Weights.ofLabel("s+q"));
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
