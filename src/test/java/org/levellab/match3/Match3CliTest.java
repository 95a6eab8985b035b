package org.levellab.match3;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;
import org.levellab.cli.CliRun;
import org.levellab.cli.Json;
import org.levellab.cli.LevelLabCommand;
import org.levellab.match3.agents.AgentSpec;
import org.levellab.match3.agents.Weights;
import org.levellab.match3.study.Match3Experiment;
import picocli.CommandLine;

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
    Match3Experiment.Summary s = Match3Experiment.builder().agent(AgentSpec.hgs(Weights.parse("1,0,0,1,0")))
        .size(5).gems(4).target(100).games(8).seed(3).threads(1).build().summary();
    assertEquals(s.swaps().value(), j.get("mean_swaps").asDouble(), 1e-12);
    assertEquals(s.gameOverRate().value(), j.get("game_over_rate").asDouble(), 1e-12);
    assertEquals(8, j.get("per_game").size());
    assertTrue(j.get("micros_per_swap").asDouble() > 0);
  }

  @Test
  void calibrateAndTraceRun() throws Exception {
    CliRun.Result o = run("match3", "calibrate", "--agent", "hgs", "--sample", "6", "--games", "3", "--target", "60",
        "--top", "3", "--json");
    assertEquals(0, o.code(), o.err());
    JsonNode j = Json.mapper().readTree(o.out());
    assertEquals(6, j.get("vectors").asInt());
    assertEquals(3, j.get("top").size());
    CliRun.Result t = run("match3", "trace", "--agent", "sgs", "--target", "40", "--seed", "2");
    assertEquals(0, t.code(), t.err());
    assertTrue(t.out().startsWith("initial "), t.out());
  }

  @Test
  void badInputIsAOneLineErrorWithExitCode2() {
    String[][] cases = {
      {"--size", "3"}, {"--gems", "8"}, {"--weights", "1,0,0,1"}, {"--games", "-1"},
      {"-U", "1.5"}, {"--agent", "lbfs", "-U", "-0.1"}, {"--agent", "minimax"}, {"--target", "0"},
      {"--agent", "mc", "--samples", "0"}, {"--threads", "0"}
    };
    String[] expected = {"board size s must be in 4..8", "gem type count g must be in 4..7",
      "has 4 weights, expected 5", "number of games must be at least 1", "uncertainty limit U must be in [0, 1]",
      "uncertainty limit U must be in [0, 1]", "unknown agent 'minimax'", "target score c must be at least 1",
      "Monte Carlo samples must be at least 1", "--threads must be at least 1"};
    for (int i = 0; i < cases.length; i++) {
      String[] args = new String[cases[i].length + 2];
      args[0] = "match3";
      args[1] = "run";
      System.arraycopy(cases[i], 0, args, 2, cases[i].length);
      CliRun.Result o = run(args);
      assertEquals(2, o.code(), String.join(" ", args));
      assertTrue(o.err().startsWith("levellab: error: ") && o.err().contains(expected[i]), o.err());
      assertTrue(!o.err().contains("\tat "), "no stack trace");
    }
  }
}
