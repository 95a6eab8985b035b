package org.levellab.match3;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.levellab.cli.CliRun;
import org.levellab.cli.Json;
import org.levellab.game.Playthrough;
import org.levellab.match3.agents.AgentSpec;
import org.levellab.match3.agents.Weights;
import org.levellab.match3.study.Calibration;
import org.levellab.match3.study.GameResult;
import org.levellab.match3.study.Match3Experiment;
import tech.tablesaw.api.Table;

/** The {@code levellab match3} commands: JSON from the engine's records, and bad input. */
class Match3CliTest {

  private static CliRun.Result run(String... args) {
    return CliRun.run(args);
  }

  @Test
  void runPrintsJsonThatMatchesTheExperimentApi() throws Exception {
    CliRun.Result o = run("match3", "run", "--agent", "hgs", "--weights", "1,0,0,1,0", "--size", "5", "--gems", "4",
        "--target", "100", "--games", "8", "--seed", "3", "--threads", "2", "--json");
    assertEquals(0, o.code(), o.err());
    JsonNode j = Json.mapper().readTree(o.out());
    Match3Experiment.Report r = Match3Experiment.builder().agent(AgentSpec.hgs(Weights.parse("1,0,0,1,0")))
        .size(5).gems(4).target(100).games(8).seed(3).threads(1).build().report();
    Match3Experiment.Summary s = r.summary();
    assertEquals(s.swaps().value(), j.at("/summary/swaps/value").asDouble(), 1e-12);
    assertEquals(s.swaps().lower(), j.at("/summary/swaps/lower").asDouble(), 1e-12);
    assertEquals(s.gameOverRate().value(), j.at("/summary/game_over_rate/value").asDouble(), 1e-12);
    assertEquals(8, j.get("per_game").size());
    for (int i = 0; i < 8; i++) {
      GameResult g = r.perGame().get(i);
      JsonNode n = j.get("per_game").get(i);
      assertEquals(g.swaps(), n.get("swaps").asInt());
      assertEquals(g.score(), n.get("score").asInt());
      assertEquals(g.reached(), n.get("reached").asBoolean());
    }
    assertEquals("HGS [1, 0, 0, 1, 0]", j.get("label").asText());
    assertEquals(5, j.at("/game/size").asInt());
    assertEquals(3, j.get("seed").asInt());
    assertTrue(j.at("/summary/micros_per_swap").asDouble() > 0);
  }

  @Test
  void calibrateAndTraceRun() throws Exception {
    CliRun.Result o = run("match3", "calibrate", "--agent", "hgs", "--sample", "6", "--games", "3", "--target", "60",
        "--top", "3", "--json");
    assertEquals(0, o.code(), o.err());
    JsonNode j = Json.mapper().readTree(o.out());
    assertEquals(6, j.get("vectors").asInt());
    assertEquals(3, j.get("top").size());
    Calibration.Setup setup = new Calibration.Setup(AgentSpec.hgs(Weights.SCORE), Match3.paper(), 60, 3, 1, 1);
    Table t = Calibration.evaluate(setup, Calibration.sample(Calibration.paperGrid(), 6, 1));
    List<Calibration.Point> best = Calibration.points(Calibration.top(t, 3));
    for (int i = 0; i < 3; i++) {
      assertEquals(best.get(i).cost(), j.get("top").get(i).get("cost").asDouble(), 1e-12);
      assertEquals(best.get(i).ws(), j.get("top").get(i).get("ws").asDouble());
      assertEquals(best.get(i).evaluation(), j.get("top").get(i).get("evaluation").asInt());
    }
    CliRun.Result t2 = run("match3", "trace", "--agent", "sgs", "--target", "40", "--seed", "2");
    assertEquals(0, t2.code(), t2.err());
    assertTrue(t2.out().startsWith("initial "), t2.out());
  }

  /** The CSV path is checked before the calibration runs: a folder, or a file in a missing folder. */
  @Test
  void aBadCsvPathFailsBeforeTheCalibration(@TempDir Path dir) {
    // Without --sample this is the whole grid (14,641 vectors x 30 games, minutes): the error must come first.
    for (Path csv : List.of(dir, dir.resolve("missing").resolve("grid.csv"))) {
      CliRun.Result o = assertTimeoutPreemptively(Duration.ofSeconds(20),
          () -> run("match3", "calibrate", "--agent", "hgs", "--csv", csv.toString()));
      assertEquals(2, o.code(), o.err());
      assertEquals("", o.out());
      assertEquals(1, o.err().strip().lines().count(), o.err());
      assertTrue(o.err().startsWith("levellab: error: --csv " + csv), o.err());
      assertTrue(o.err().contains(csv.equals(dir) ? "is a folder" : "does not exist"), o.err());
    }
  }

  /** The generic commands know match3: a seeded board or a level file, a trace that replays on its own. */
  @Test
  void theGenericPlayAndReplayCommandsPlayMatch3(@TempDir Path dir) throws Exception {
    Path trace = dir.resolve("m.trace");
    CliRun.Result play = run("play", "--game", "match3", "--seed", "3", "--trace", trace.toString(), "--json");
    assertEquals(0, play.code(), play.err());
    JsonNode j = Json.mapper().readTree(play.out());
    assertEquals("won", j.get("result").asText());
    Playthrough p = Playthrough.load(trace);
    assertEquals(GemGem.paper().newInitialState(3).levelText(), p.level(), "a seeded start is game 0 of the seed");
    CliRun.Result replay = run("replay", "--trace", trace.toString());
    assertEquals(0, replay.code(), replay.err());
    assertTrue(replay.out().startsWith("match3: replayed " + j.get("moves").asInt() + " moves"), replay.out());

    Path level = dir.resolve("level.txt");
    Files.writeString(level, "# game 0 of seed 42\nACCBDA\nBCDCCB\nADABBC\nDCBACB\nCDABCD\nCACDAA\n");
    assertEquals(0, run("play", "--game", "match3", "--level", level.toString()).code());
    Files.writeString(level, "ACCBDA\nBCDCCB\nADABXC\nDCBACB\nCDABCD\nCACDAA\n");
    CliRun.Result bad = run("play", "--game", "match3", "--level", level.toString());
    assertEquals(2, bad.code());
    assertTrue(bad.err().contains(level + " line 3: board row 3, column 5: 'X' is not a gem (A..D or '.')"), bad.err());
  }

  @Test
  void badInputIsAOneLineErrorNamingTheOptionWithExitCode2() {
    String[][] cases = {
      {"--size", "3"}, {"--gems", "8"}, {"--weights", "1,0,0,1"}, {"--games", "-1"},
      {"-U", "1.5"}, {"--agent", "lbfs", "-U", "-0.1"}, {"--agent", "minimax"}, {"--target", "0"},
      {"--agent", "mc", "--samples", "0"}, {"--agent", "mc", "--horizon", "-1"}, {"--threads", "0"}
    };
    String[] expected = {"--size: board size s must be in 4..8", "--gems: gem type count g must be in 4..7",
      "--weights: weight vector '1,0,0,1' has 4 weights, expected 5", "--games must be at least 1, was -1",
      "--uncertainty: uncertainty limit U must be in [0, 1]", "--uncertainty: uncertainty limit U must be in [0, 1]",
      "--agent: unknown agent 'minimax'", "--target: target score c must be at least 1",
      "--samples: Monte Carlo samples must be at least 1", "--horizon: Monte Carlo horizon must be 0 or more",
      "--threads must be at least 1"};
    for (int i = 0; i < cases.length; i++) {
      String[] args = new String[cases[i].length + 2];
      args[0] = "match3";
      args[1] = "run";
      System.arraycopy(cases[i], 0, args, 2, cases[i].length);
      CliRun.Result o = run(args);
      assertEquals(2, o.code(), String.join(" ", args));
      assertTrue(o.err().startsWith("levellab: error: ") && o.err().contains(expected[i]), o.err());
      assertEquals(1, o.err().strip().lines().count(), "one line: " + o.err());
      assertTrue(!o.err().contains("\tat "), "no stack trace");
    }
    CliRun.Result sgs = run("match3", "calibrate", "--agent", "sgs", "--sample", "1");
    assertEquals(2, sgs.code());
    assertTrue(sgs.err().contains("--agent: only HGS and L-BFS have weights to calibrate, not SGS"), sgs.err());
    CliRun.Result method = run("match3", "calibrate", "--method", "anneal");
    assertTrue(method.err().contains("--method must be grid or cmaes, was 'anneal'"), method.err());
  }
}
