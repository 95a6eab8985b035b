package org.levellab.match3.study;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.levellab.core.Estimate;
import org.levellab.core.Tables;
import org.levellab.match3.Match3;
import org.levellab.match3.agents.AgentSpec;
import org.levellab.match3.agents.Weights;
import tech.tablesaw.api.Table;

class PlayedTest {
  private static final Match3 GAME = new Match3(5, 4);
  private static final List<AgentSpec> AGENTS = List.of(AgentSpec.sgs(), AgentSpec.hgs(Weights.SCORE),
      AgentSpec.hgs(Weights.parse("0,1,0,0,0")), AgentSpec.lbfs(Weights.SCORE, 0.1));

  @Test
  void oneRunGivesEachAgentTheGamesItPlaysAloneWhateverTheThreads() {
    Played two = Played.play(AGENTS, GAME, 60, 8, 5, 2);
    Played one = Played.play(AGENTS, GAME, 60, 8, 5, 1);
    for (AgentSpec a : AGENTS) {
      List<GameResult> alone = Match3Experiment.builder().game(GAME).agent(a).target(60).games(8).seed(5).threads(1)
          .build().results();
      for (int i = 0; i < 8; i++) {
        assertEquals(alone.get(i).swaps(), two.of(a).get(i).swaps(), a.label() + " game " + i);
        assertEquals(alone.get(i).score(), two.of(a).get(i).score(), a.label() + " game " + i);
        assertEquals(two.of(a).get(i).swaps(), one.of(a).get(i).swaps());
      }
      assertEquals(Match3Experiment.Summary.of(alone, 60).swaps().value(), two.swaps(a).value(), 1e-12);
    }
    Estimate d = two.paired(AGENTS.get(1), AGENTS.get(0));
    Estimate expected = Match3Studies.pairedDifference(two.of(AGENTS.get(1)), two.of(AGENTS.get(0)));
    assertEquals(expected.value(), d.value(), 1e-12);
    assertEquals(expected.lower(), d.lower(), 1e-12);
  }

  @Test
  void theTableSpeaksInWordsAndCarriesIntervals() {
    Played p = Played.play(AGENTS, GAME, 60, 6, 3, 2);
    Table t = p.table();
    assertEquals(AGENTS.size(), t.rowCount());
    assertTrue(t.containsColumn(Tables.lo(Played.SWAPS)) && t.containsColumn(Tables.hi(Played.GAME_OVER)));
    assertEquals(List.of("SGS", "HGS", "HGS", "L-BFS"), t.stringColumn("algorithm").asList());
    assertTrue(t.columnNames().stream().anyMatch(c -> c.contains("2 threads at once")), t.columnNames().toString());
    assertTrue(t.columnNames().stream().noneMatch(c -> c.matches(".*[a-z][A-Z].*")), "no camelCase column");
    assertThrows(IllegalArgumentException.class, () -> p.of(AgentSpec.hgs(Weights.parse("0,0,0,0,1"))));
  }

  @Test
  void anAgentGivenTwiceIsPlayedOnce() {
    Played p = Played.play(List.of(AgentSpec.sgs(), AgentSpec.sgs()), GAME, 60, 3, 3, 1);
    assertEquals(1, p.agents().size());
  }

  @Test
  void rankingOrdersByMeanCostAndResamplesTheGames() {
    Played p = Played.play(AGENTS, GAME, 60, 12, 7, 2);
    Played.Ranking r = p.ranking(AGENTS, 2, 200, 11);
    double[] mean = AGENTS.stream().mapToDouble(a -> java.util.Arrays.stream(p.costs(a)).average().orElseThrow())
        .toArray();
    for (int i = 1; i < AGENTS.size(); i++) {
      assertTrue(mean[r.observed()[i - 1]] <= mean[r.observed()[i]], "observed ranking is by mean cost");
    }
    int[] counts = r.counts(a -> a.kind() == AgentSpec.Kind.HGS, 2);
    assertEquals(200, counts.length);
    assertTrue(java.util.Arrays.stream(counts).allMatch(c -> c >= 0 && c <= 2));
    Estimate e = r.count(a -> a.kind() == AgentSpec.Kind.HGS, 2);
    assertEquals(r.observedCount(a -> a.kind() == AgentSpec.Kind.HGS, 2), e.value(), 0);
    assertTrue(e.lower() <= e.value() && e.value() <= e.upper());
    // the same bootstrap seed gives the same resamples
    assertArrayEquals(counts, p.ranking(AGENTS, 2, 200, 11).counts(a -> a.kind() == AgentSpec.Kind.HGS, 2));
    double inTop = 0;
    for (AgentSpec a : AGENTS) {
      inTop += r.shareInTop(a, 2);
    }
    assertEquals(2, inTop, 1e-9, "every resample's top two holds two agents");
    assertThrows(IllegalArgumentException.class, () -> p.ranking(AGENTS, 5, 10, 1));
  }

  @Test
  void aCountThatNeverMovesIsAnObservedConstant() {
    Played p = Played.play(List.of(AgentSpec.sgs(), AgentSpec.lbfs(Weights.SCORE, 0.1)), GAME, 60, 6, 3, 1);
    Estimate e = p.ranking(p.agents(), 2, 50, 1).count(a -> true, 2);
    assertTrue(e.isConstant(), e.toString());
    assertEquals(2, e.value(), 0);
  }

  @Test
  void dotFiguresKeepTheGivenOrderAndOneLegendEntryPerSeries() {
    List<Match3Figures.Dot> rows = List.of(new Match3Figures.Dot("s+d", "with Score", 15.2, 14.8, 15.6),
        new Match3Figures.Dot("p", "without Score", 39.0, 37.0, 41.0),
        new Match3Figures.Dot("s", "with Score", 15.5, 15.0, 16.0));
    String js = Match3Figures.dots("t", "mean swaps", rows, new String[] {"paper: 25.2"}, new double[] {25.2}, false)
        .asJavascript("d");
    assertTrue(js.indexOf("\"s+d\"") < js.indexOf("\"p\"") && js.indexOf("\"p\"") < js.indexOf("\"s\""), js);
    assertEquals(1, js.split("name: 'with Score'", -1).length - 1, "one legend entry per series");
    assertTrue(js.contains("paper: 25.2"));
    assertTrue(Match3Figures.dots("t", "µs", rows, new String[0], new double[0], true).asJavascript("d")
        .contains("log"));
  }

  @Test
  void gameOverFigureHasOneSeriesPerGemCount() {
    Table r = Match3Studies.gameOverRates(AgentSpec.sgs(), new int[] {4, 5}, new int[] {4, 5}, 60, 5, 3, 2);
    String js = Match3Figures.gameOverRateByGems(r, "Figure 3").asJavascript("d");
    assertTrue(js.contains("name: 'g = 4 gem types'") && js.contains("name: 'g = 5 gem types'"), js);
  }
}
