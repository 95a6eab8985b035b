package org.levellab.skiddy;

import org.levellab.cli.CliRun;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.levellab.cli.Json;
import org.levellab.cli.LevelLabCommand;
import picocli.CommandLine;

class SkiddyCliTest {

  private static CliRun.Result run(String... args) {
    return CliRun.run(args);
  }

  @Test
  void analyzeReportsRatingAsJson() throws Exception {
    CliRun.Result r = run("skiddy", "analyze", "--level", "datasets/skiddy/two-rooms.txt", "--json");
    assertEquals(0, r.code(), r.err());
    JsonNode j = Json.mapper().readTree(r.out());
    assertEquals(3, j.get("stars").asInt());
    assertEquals(22, j.get("states").asInt());
    assertEquals(0, j.get("deadEnds").asInt());
    assertEquals(3, j.get("shortest").asInt());
    assertEquals(3, j.get("shortestMaxCombo").asInt());
    assertEquals(6, j.get("shortestNonCombo").asInt());
    assertTrue(j.get("solution").asText().matches("[URDL]( [URDL]){2}"), j.get("solution").asText());
  }

  @Test
  void analyzeShowsDeadEndsInText() {
    CliRun.Result r = run("skiddy", "analyze", "--level", "datasets/skiddy/dead-end.txt");
    assertEquals(0, r.code(), r.err());
    assertTrue(r.out().contains("stars: 0"), r.out());
    assertTrue(r.out().contains("dead ends: 8 (one after: U)"), r.out());
  }

  @Test
  void tooLargeIsAnAnswerNotACrash() throws Exception {
    CliRun.Result r = run("skiddy", "analyze", "--level", "datasets/skiddy/workshop.txt", "--max-states", "100", "--json");
    assertEquals(0, r.code(), r.err());
    assertEquals("too large", Json.mapper().readTree(r.out()).get("status").asText());
  }

  @Test
  void badLevelGivesOneLineError(@TempDir Path dir) throws Exception {
    Path f = dir.resolve("bad.txt");
    Files.writeString(f, "#######\n#r.x..#\n#.....#\n###R###\n");
    CliRun.Result r = run("skiddy", "analyze", "--level", f.toString());
    assertEquals(2, r.code());
    assertTrue(r.err().startsWith("levellab: error: "), r.err());
    assertTrue(r.err().contains("unknown character 'x' at line 2, column 4"), r.err());
    assertFalse(r.err().contains("Exception"), r.err());
    CliRun.Result missing = run("skiddy", "analyze", "--level", dir.resolve("nope.txt").toString());
    assertEquals(2, missing.code());
  }

  @Test
  void generateFindsAThreeStarLevel() throws Exception {
    CliRun.Result r = run("skiddy", "generate", "--width", "6", "--height", "6", "--pieces", "4", "--colors", "2",
        "--seed", "1", "--json");
    assertEquals(0, r.code(), r.err());
    JsonNode j = Json.mapper().readTree(r.out());
    assertEquals(1, j.get("accepted").asInt());
    JsonNode level = j.get("levels").get(0);
    assertEquals(3, level.get("stars").asInt());
    String board = String.join("\n", Json.mapper().convertValue(level.get("rows"), String[].class)) + "\n";
    assertEquals(3, StateGraphAnalyzerHolder.stars(board));
    int rejected = 0;
    for (JsonNode n : j.get("rejected")) {
      rejected += n.asInt();
    }
    assertEquals(j.get("tried").asInt() - 1, rejected);
    CliRun.Result bad = run("skiddy", "generate", "--width", "6", "--height", "6", "--pieces", "1", "--colors", "2");
    assertEquals(2, bad.code());
    assertTrue(bad.err().contains("pieces (skiddies) must be at least"), bad.err());
  }

  private static final class StateGraphAnalyzerHolder {
    static int stars(String board) {
      return org.levellab.search.StateGraphAnalyzer.standard().analyze(Level.parse(board, "cli", "cli").game()).stars();
    }
  }
}
