package org.levellab.match3.study;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.levellab.match3.Match3;
import org.levellab.match3.agents.AgentSpec;
import org.levellab.match3.agents.Weights;
import tech.tablesaw.api.Table;

class CalibrationTest {
  private static final Calibration.Setup SMALL =
      new Calibration.Setup(AgentSpec.hgs(Weights.SCORE), new Match3(5, 4), 80, 4, 11, 2);

  @Test
  void thePaperGridHas14641DistinctVectorsWithMovesZero() {
    List<Weights> g = Calibration.paperGrid();
    assertEquals(14_641, g.size());
    assertEquals(14_641, new HashSet<>(g).size());
    assertTrue(g.stream().allMatch(w -> w.moves() == 0));
    assertTrue(g.contains(new Weights(0.2, 0.4, 0, 1.8, 0.4)));
    List<Weights> s = Calibration.sample(g, 50, 3);
    assertEquals(s, Calibration.sample(g, 50, 3));
    assertEquals(50, new HashSet<>(s).size());
  }

  /** Blocks that play together give every vector the row it gets alone, blocks split or not. */
  @Test
  void theBlockedGridSweepGivesEachVectorsOwnRow() {
    List<Weights> vs = Calibration.sample(Calibration.paperGrid(), 23, 8);
    for (AgentSpec agent : List.of(AgentSpec.hgs(Weights.SCORE), AgentSpec.lbfs(Weights.SCORE, 0.2))) {
      var setup = new Calibration.Setup(agent, new Match3(5, 4), 60, 3, 4, 1);
      String alone = Calibration.gridSweep(setup, vs, 1).run(1).printAll();
      for (int block : new int[] {2, 5, 23, 40}) {
        var blocked = Calibration.gridSweep(setup, vs, block);
        assertEquals(block, blocked.groupSize());
        assertEquals(alone, blocked.run(2).printAll(), agent.label() + ", blocks of " + block);
      }
    }
  }

  @Test
  void gridScoresAreThoseOfTheGamesAndIndependentOfThreads() {
    List<Weights> vs = Calibration.sample(Calibration.paperGrid(), 12, 5);
    Table a = Calibration.evaluate(SMALL.withThreads(1), vs);
    Table b = Calibration.evaluate(SMALL.withThreads(3), vs);
    assertEquals(a.print(), b.print());
    double best = Double.POSITIVE_INFINITY;
    for (int i = 0; i < vs.size(); i++) {
      List<GameResult> rs = Match3Experiment.builder().game(SMALL.game()).agent(AgentSpec.hgs(vs.get(i)))
          .target(80).games(4).seed(11).threads(1).build().results();
      double cost = rs.stream().mapToDouble(r -> r.costToTarget(80)).average().getAsDouble();
      assertEquals(cost, a.doubleColumn("cost").get(i), 1e-12);
      best = Math.min(best, cost);
      assertEquals(best, a.doubleColumn("bestSoFar").get(i), 1e-12);
      assertEquals(4L * (i + 1), a.longColumn("gamesPlayed").get(i));
    }
    Table top = Calibration.top(a, 3);
    assertEquals(3, top.rowCount());
    assertEquals(best, top.doubleColumn("cost").get(0), 1e-12);
  }

  /** Points read back from an evaluation table, and from its CSV file, are the evaluated ones. */
  @Test
  void pointsReadBackFromTheTableAndItsCsv(@TempDir Path dir) {
    List<Weights> vs = Calibration.sample(Calibration.paperGrid(), 5, 2);
    Table t = Calibration.evaluate(SMALL, vs);
    List<Calibration.Point> points = Calibration.points(t);
    assertEquals(5, points.size());
    for (int i = 0; i < 5; i++) {
      assertEquals(vs.get(i), points.get(i).weights());
      assertEquals(i, points.get(i).evaluation());
      assertEquals(t.doubleColumn("cost").get(i), points.get(i).cost());
    }
    Path csv = dir.resolve("grid.csv");
    t.write().csv(csv.toFile());
    assertEquals(points, Calibration.points(Table.read().csv(csv.toFile())));
    Calibration.Report r = Calibration.Report.of("grid", SMALL, t, 2);
    assertEquals(Calibration.points(Calibration.top(t, 2)), r.top());
    assertEquals(5, r.vectors());
    assertTrue(r.top().get(0).cost() <= r.top().get(1).cost());
  }

  @Test
  void cmaesIsReproducibleStaysInTheBoxAndKeepsItsBudget() {
    Table a = Calibration.cmaes(SMALL, 24);
    Table b = Calibration.cmaes(SMALL.withThreads(1), 24);
    assertEquals(a.print(), b.print());
    assertTrue(a.rowCount() <= 24 && a.rowCount() >= 8, "evaluations " + a.rowCount());
    for (String c : new String[] {"ws", "wp", "wd", "wt"}) {
      assertTrue(a.doubleColumn(c).min() >= 0 && a.doubleColumn(c).max() <= 2, c);
    }
    assertEquals(0.0, a.doubleColumn("wn").max());
    Weights w0 = new Weights(a.doubleColumn("ws").get(0), a.doubleColumn("wp").get(0), 0, a.doubleColumn("wd").get(0),
        a.doubleColumn("wt").get(0));
    assertEquals(Calibration.score(SMALL, w0)[0], a.doubleColumn("cost").get(0), 1e-12);
  }

  /** Multiples of a vector are one agent: one key, one row, the same score. */
  @Test
  void multiplesShareADirectionAndAreRankedOnce() {
    assertEquals(Calibration.direction(new Weights(0.2, 0.4, 0, 0, 0.2)),
        Calibration.direction(new Weights(1, 2, 0, 0, 1)));
    assertTrue(!Calibration.direction(new Weights(1, 2, 0, 0, 1)).equals(
        Calibration.direction(new Weights(1, 2, 0, 0.2, 1))));
    List<Weights> vs = List.of(new Weights(0.4, 0.2, 0, 0, 0), new Weights(1, 0, 0, 0, 0),
        new Weights(0.8, 0.4, 0, 0, 0), new Weights(0.2, 0, 0, 0, 0), new Weights(0, 0, 0, 1, 0));
    Table t = Calibration.evaluate(SMALL, vs);
    assertEquals(t.doubleColumn("cost").get(0), t.doubleColumn("cost").get(2), "multiples play alike");
    Table d = Calibration.distinct(t);
    assertEquals(3, d.rowCount());
    assertEquals(5, d.intColumn("multiples").sum());
    assertEquals(0.0, d.doubleColumn("costSpread").max(), 1e-12);
    for (int i = 1; i < d.rowCount(); i++) {
      assertTrue(d.doubleColumn("cost").get(i - 1) <= d.doubleColumn("cost").get(i));
    }
  }
}
