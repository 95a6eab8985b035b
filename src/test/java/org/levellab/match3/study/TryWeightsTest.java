package org.levellab.match3.study;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.levellab.core.Seeds;
import org.levellab.core.Tables;
import org.levellab.match3.Match3;
import org.levellab.match3.agents.AgentSpec;
import org.levellab.match3.agents.Weights;
import tech.tablesaw.api.Table;
import tech.tablesaw.columns.Column;

class TryWeightsTest {

  /** A small stand-in for the committed grid: three vectors scored on the grid's own games. */
  @Test
  void yourVectorAgainstSgsAndTheWinnerAndItsShareOfTheGrid(@TempDir Path dir) {
    Calibration.Setup setup = new Calibration.Setup(AgentSpec.hgs(Weights.SCORE), Match3.paper(), 250,
        TryWeights.GRID_GAMES, TryWeights.GRID_SEED, 2);
    List<Weights> vs = List.of(Weights.SCORE, new Weights(0, 1, 0, 0, 0), new Weights(0, 0, 0, 1, 0));
    Table grid = Calibration.evaluate(setup, vs);
    grid.write().csv(TryWeights.gridFile(dir, AgentSpec.Kind.HGS).toFile());
    TryWeights.Result r = TryWeights.run(AgentSpec.hgs(new Weights(0, 1, 0, 0, 0)), 3, 9, dir, 2);
    assertEquals(3, r.table().rowCount());
    assertTrue(r.table().stringColumn("agent").get(2).contains("[1, 0, 0, 0, 0]"), "Score alone wins here");
    double mine = grid.doubleColumn("cost").get(1);
    long lower = grid.doubleColumn("cost").asList().stream().filter(c -> c < mine).count();
    assertEquals(lower / 3.0, r.share(), 1e-12);
    assertTrue(r.table().stringColumn(1).get(0).matches("[0-9.]+ \\[[0-9.]+, [0-9.]+\\]"));
    assertThrows(IllegalArgumentException.class, () -> TryWeights.run(AgentSpec.sgs(), 3, 9, dir, 2));
  }

  private static final long EXPLORATION = Seeds.of(2026).exploration("try your own weights");
  private static final Weights MINE = new Weights(1, 0.4, 0, 0.6, 0.2);

  /** A stand-in for a committed grid: a few vectors of one agent kind scored on the grid's own games. */
  private static Table standInGrid(Path dir, AgentSpec agent, List<Weights> vectors) {
    Calibration.Setup setup = new Calibration.Setup(agent, Match3.paper(), TryWeights.GRID_TARGET,
        TryWeights.GRID_GAMES, TryWeights.GRID_SEED, 2);
    Table grid = Calibration.evaluate(setup, vectors);
    grid.write().csv(TryWeights.gridFile(dir, agent.kind()).toFile());
    return grid;
  }

  private static Table hgsGrid(Path dir) {
    return standInGrid(dir, AgentSpec.hgs(Weights.SCORE), List.of(Weights.SCORE, new Weights(0, 1, 0, 0, 0),
        new Weights(0, 0, 0, 1, 0), new Weights(1, 0, 0, 1, 0), new Weights(0.2, 0, 0, 2, 0), MINE));
  }

  /** The games as numbers (the measured time per swap left out: it is the one value not reproducible). */
  private static List<String> played(List<TryWeights.Run> runs) {
    List<String> out = new ArrayList<>();
    for (TryWeights.Run r : runs) {
      for (GameResult g : r.results()) {
        out.add(r.name() + " " + g.game() + " " + g.swaps() + " " + g.reached() + " " + g.gameOver() + " " + g.score());
      }
    }
    return out;
  }

  private static double mean(double[] x) {
    double s = 0;
    for (double v : x) {
      s += v;
    }
    return s / x.length;
  }

  private static double[] costsAlone(AgentSpec agent, Match3 game, int target, int games, long seed) {
    double[] c = new double[games];
    for (int i = 0; i < games; i++) {
      c[i] = Match3Game.play(game, agent, target, seed, i).costToTarget(target);
    }
    return c;
  }

  @Test
  void sameSeedSameStudyWhateverTheThreads(@TempDir Path dir) {
    hgsGrid(dir);
    TryWeights.Try one = TryWeights.Try.of(AgentSpec.hgs(MINE), 8, EXPLORATION, 1);
    TryWeights.Report a = TryWeights.explore(one, dir);
    TryWeights.Report b = TryWeights.explore(new TryWeights.Try(one.agent(), one.game(), one.target(), one.games(),
        one.seed(), one.sweptWeight(), one.sweepValues(), 3), dir);
    assertEquals(played(a.fresh()), played(b.fresh()));
    assertEquals(played(a.calibration()), played(b.calibration()));
    for (int i = 0; i < 4; i++) {
      Table x = List.of(a.agents(), a.differences(), a.rank(), a.sweep()).get(i);
      Table y = List.of(b.agents(), b.differences(), b.rank(), b.sweep()).get(i);
      assertEquals(x.print(100), y.print(100), x.name());
    }
    TryWeights.Report other = TryWeights.explore(TryWeights.Try.of(AgentSpec.hgs(MINE), 8, EXPLORATION + 1, 2), dir);
    assertNotEquals(played(a.fresh()), played(other.fresh()), "another seed, other games");
  }

  @Test
  void everyAgentPlaysTheGamesItPlaysAloneOnTheExplorationSeed(@TempDir Path dir) {
    hgsGrid(dir);
    int games = 6;
    TryWeights.Report r = TryWeights.explore(TryWeights.Try.of(AgentSpec.hgs(MINE), games, EXPLORATION, 2), dir);
    for (TryWeights.Run run : r.fresh()) {
      assertArrayEquals(costsAlone(Match3.paper(), run.agent(), games), run.costs(250), 0, run.name());
    }
    for (TryWeights.Run run : r.calibration()) {
      assertArrayEquals(costsAlone(Match3.paper(), run.agent(), TryWeights.GRID_GAMES, TryWeights.GRID_SEED),
          run.costs(250), 0, run.name());
    }
    assertEquals(List.of("yours", "Score alone", "SGS", "grid winner"),
        r.fresh().subList(0, 4).stream().map(TryWeights.Run::role).toList());
    assertEquals(AgentSpec.hgs(Weights.SCORE), r.fresh().get(1).agent());
  }

  private static double[] costsAlone(Match3 game, AgentSpec agent, int games) {
    return costsAlone(agent, game, 250, games, EXPLORATION);
  }

  private static double[] costsAlone(Match3 game, AgentSpec agent, int games, long seed) {
    return costsAlone(agent, game, 250, games, seed);
  }

  @Test
  void pairedDifferencesAreTheMeansOfPerGameDifferences(@TempDir Path dir) {
    Table grid = hgsGrid(dir);
    int games = 10;
    TryWeights.Report r = TryWeights.explore(TryWeights.Try.of(AgentSpec.hgs(MINE), games, EXPLORATION, 2), dir);
    Weights best = Calibration.points(Calibration.top(grid, 1)).get(0).weights();
    double[] mine = costsAlone(Match3.paper(), AgentSpec.hgs(MINE), games);
    List<AgentSpec> rivals = List.of(AgentSpec.hgs(Weights.SCORE), AgentSpec.hgs(best));
    Table d = r.differences();
    String diff = TryWeights.differenceColumn(r.tried());
    String swaps = TryWeights.swapsColumn(r.tried());
    assertEquals(2, d.rowCount());
    for (int k = 0; k < 2; k++) {
      double[] theirs = costsAlone(Match3.paper(), rivals.get(k), games);
      double[] perGame = new double[games];
      for (int i = 0; i < games; i++) {
        perGame[i] = mine[i] - theirs[i];
      }
      assertEquals(mean(perGame), d.doubleColumn(diff).get(k), 1e-9, d.stringColumn("compared with").get(k));
      assertTrue(d.stringColumn("compared with").get(k).endsWith(rivals.get(k).label()));
      // the mean of differences is the difference of the agents' means, on the same games
      int row = k == 0 ? 1 : 3;
      assertEquals(r.agents().doubleColumn(swaps).get(0) - r.agents().doubleColumn(swaps).get(row),
          d.doubleColumn(diff).get(k), 1e-9);
      String reading = d.stringColumn("reading").get(k);
      double lo = d.doubleColumn(Tables.lo(diff)).get(k);
      double hi = d.doubleColumn(Tables.hi(diff)).get(k);
      assertEquals(hi < 0 ? "yours needs fewer swaps" : lo > 0 ? "yours needs more swaps" : "no clear difference at 95%",
          reading);
    }
  }

  @Test
  void theSweepAtYourOwnValueIsYourMean(@TempDir Path dir) {
    hgsGrid(dir);
    int games = 6;
    TryWeights.Report r = TryWeights.explore(TryWeights.Try.of(AgentSpec.hgs(MINE), games, EXPLORATION, 2), dir);
    Table s = r.sweep();
    String swaps = TryWeights.swapsColumn(r.tried());
    // the defaults 0, 0.4, ..., 2 and yours, 0.6, in order
    assertArrayEquals(new double[] {0, 0.4, 0.6, 0.8, 1.2, 1.6, 2}, s.doubleColumn("wd").asDoubleArray(), 1e-12);
    Table own = s.where(s.stringColumn("vector").isEqualTo("yours"));
    assertEquals(1, own.rowCount());
    assertEquals(MINE.toString(), own.stringColumn("weights").get(0));
    assertEquals(r.agents().doubleColumn(swaps).get(0), own.doubleColumn(swaps).get(0), 0);
    for (int i = 0; i < s.rowCount(); i++) {
      Weights w = new Weights(1, 0.4, 0, s.doubleColumn("wd").get(i), 0.2);
      assertEquals(w.toString(), s.stringColumn("weights").get(i));
      assertEquals(mean(costsAlone(Match3.paper(), AgentSpec.hgs(w), games)), s.doubleColumn(swaps).get(i), 1e-9);
    }
    // another weight, other values, the own value already among them
    TryWeights.Report p = TryWeights.explore(TryWeights.Try.of(AgentSpec.hgs(MINE), games, EXPLORATION, 2)
        .withSweep("pairs", 0, 0.4, 3), dir);
    assertArrayEquals(new double[] {0, 0.4, 3}, p.sweep().doubleColumn("wp").asDoubleArray(), 0);
    assertEquals(r.agents().doubleColumn(swaps).get(0), p.sweep().doubleColumn(swaps).get(1), 0);
    assertEquals(6, p.sweepFigure().getTraces().length, "band (2 traces), line, your marker, two reference lines");
  }

  @Test
  void everyIntervalContainsItsPointAndTheRankFollowsTheGrid(@TempDir Path dir) {
    Table grid = hgsGrid(dir);
    TryWeights.Report r = TryWeights.explore(TryWeights.Try.of(AgentSpec.hgs(new Weights(0, 0, 0, 1, 0.4)), 12,
        EXPLORATION, 2), dir);
    for (Table t : List.of(r.agents(), r.differences(), r.sweep())) {
      int intervals = 0;
      for (Column<?> c : t.columns()) {
        if (t.containsColumn(Tables.lo(c.name()))) {
          intervals++;
          for (int i = 0; i < t.rowCount(); i++) {
            if (t.doubleColumn(c.name()).isMissing(i)) {
              continue;
            }
            double x = t.doubleColumn(c.name()).get(i);
            assertTrue(t.doubleColumn(Tables.lo(c.name())).get(i) <= x, t.name() + " " + c.name() + " row " + i);
            assertTrue(x <= t.doubleColumn(Tables.hi(c.name())).get(i), t.name() + " " + c.name() + " row " + i);
          }
        }
      }
      assertTrue(intervals > 0, t.name());
    }
    // SGS has no weights to score on the calibration games; the weighted three do
    String cal = TryWeights.CALIBRATION_COLUMN;
    assertTrue(r.agents().doubleColumn(cal).isMissing(2));
    // the grid's winner replays to the grid's own calibration mean, yours to Calibration.score
    Calibration.Point best = Calibration.points(Calibration.top(grid, 1)).get(0);
    assertEquals(best.cost(), r.agents().doubleColumn(cal).get(3), 1e-9);
    Calibration.Setup setup = new Calibration.Setup(r.tried().agent(), Match3.paper(), 250, TryWeights.GRID_GAMES,
        TryWeights.GRID_SEED, 1);
    double mine = Calibration.score(setup, r.tried().agent().weights())[0];
    assertEquals(mine, r.agents().doubleColumn(cal).get(0), 1e-9);
    // rank by counting the grid's means below each end, and ends no worse than the mean's own rank
    Table rank = r.rank();
    double[] costs = grid.doubleColumn("cost").asDoubleArray();
    assertEquals(mine, rank.doubleColumn("calibration mean").get(1), 1e-9);
    assertEquals(r.agents().doubleColumn(Tables.lo(cal)).get(0), rank.doubleColumn("calibration mean").get(0), 1e-9);
    assertEquals(r.agents().doubleColumn(Tables.hi(cal)).get(0), rank.doubleColumn("calibration mean").get(2), 1e-9);
    String ranks = "rank among " + costs.length + " grid vectors";
    for (int i = 0; i < 3; i++) {
      double x = rank.doubleColumn("calibration mean").get(i);
      long lower = java.util.Arrays.stream(costs).filter(c -> c < x).count();
      assertEquals(1 + lower, (long) rank.intColumn(ranks).get(i));
      assertEquals(lower / (double) costs.length, rank.doubleColumn("share of grid vectors below").get(i), 1e-12);
    }
    assertTrue(rank.intColumn(ranks).get(0) <= rank.intColumn(ranks).get(1));
    assertTrue(rank.intColumn(ranks).get(1) <= rank.intColumn(ranks).get(2));
    assertEquals(6, r.views().size(), "agents, differences, rank, histogram, sweep, its figure, no note");
  }

  @Test
  void anotherBoardOrTargetLeavesTheGridOut(@TempDir Path dir) throws Exception {
    Path empty = Files.createDirectory(dir.resolve("no grid here"));
    for (TryWeights.Try t : List.of(TryWeights.Try.of(AgentSpec.hgs(MINE), 4, EXPLORATION, 2).withBoard(7, 5, 250),
        TryWeights.Try.of(AgentSpec.hgs(MINE), 4, EXPLORATION, 2).withBoard(6, 4, 200))) {
      assertFalse(t.onGrid());
      TryWeights.Report r = TryWeights.explore(t, empty);
      assertNull(r.rank());
      assertNull(r.histogram());
      assertTrue(r.calibration().isEmpty());
      assertEquals(List.of("yours", "Score alone", "SGS"), r.fresh().subList(0, 3).stream().map(TryWeights.Run::role)
          .toList());
      assertTrue(r.fresh().stream().noneMatch(x -> x.role().equals("grid winner")));
      assertEquals(3, r.agents().rowCount());
      assertFalse(r.agents().containsColumn(TryWeights.CALIBRATION_COLUMN));
      assertEquals(1, r.differences().rowCount());
      assertTrue(r.note().contains("left out"), r.note());
      assertEquals(1, r.note().lines().count(), "one line");
      assertTrue(r.views().get(0) instanceof org.levellab.lab.HtmlView, "the note comes first");
      // the games are the chosen board's: what each agent plays alone there
      assertArrayEquals(costsAlone(AgentSpec.hgs(MINE), t.game(), t.target(), 4, EXPLORATION),
          r.fresh().get(0).costs(t.target()), 0);
    }
  }

  @Test
  void anLbfsVectorAtAnotherUMeetsTheGridsWinnerAtItsOwnU(@TempDir Path dir) {
    Table grid = standInGrid(dir, AgentSpec.lbfs(Weights.SCORE), List.of(Weights.SCORE, new Weights(1, 0, 0, 1, 0),
        new Weights(0, 0, 0, 1, 0)));
    AgentSpec mine = AgentSpec.lbfs(new Weights(1, 0, 0, 0.4, 0), 0.1);
    TryWeights.Report r = TryWeights.explore(TryWeights.Try.of(mine, 3, EXPLORATION, 2).withSweep("wd", 0, 1), dir);
    TryWeights.Run winner = r.fresh().get(3);
    assertEquals(AgentSpec.lbfs(Calibration.points(Calibration.top(grid, 1)).get(0).weights()), winner.agent());
    assertEquals(AgentSpec.lbfs(Weights.SCORE, 0.1), r.fresh().get(1).agent(), "Score alone at your U");
    assertArrayEquals(costsAlone(Match3.paper(), winner.agent(), 3), winner.costs(250), 0);
    assertArrayEquals(costsAlone(Match3.paper(), mine, 3), r.fresh().get(0).costs(250), 0);
    assertTrue(r.note().contains("U"), r.note());
  }

  @Test
  void refusesTheGridsSeedAnAgentWithoutWeightsAndAnUnknownWeight() {
    assertThrows(IllegalArgumentException.class,
        () -> TryWeights.Try.of(AgentSpec.hgs(MINE), 4, TryWeights.GRID_SEED, 2));
    assertThrows(IllegalArgumentException.class, () -> TryWeights.Try.of(AgentSpec.sgs(), 4, EXPLORATION, 2));
    assertThrows(IllegalArgumentException.class, () -> TryWeights.Try.of(AgentSpec.hgs(MINE), 1, EXPLORATION, 2));
    assertThrows(IllegalArgumentException.class,
        () -> TryWeights.Try.of(AgentSpec.hgs(MINE), 4, EXPLORATION, 2).withSweep("wq"));
    assertEquals(3, TryWeights.Try.of(AgentSpec.hgs(MINE), 4, EXPLORATION, 2).withSweep("depth").sweptIndex());
    assertEquals("wt", TryWeights.Try.of(AgentSpec.hgs(MINE), 4, EXPLORATION, 2).withSweep("t").sweptName());
  }
}
