package org.levellab.skiddy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.levellab.cli.CliRun;
import org.levellab.cli.Json;

class SkiddyCliTest {

  private static CliRun.Result run(String... args) {
    return CliRun.run(args);
  }

  @Test
  void analyzeReportsRatingAsJson() throws Exception {
    CliRun.Result r = run("skiddy", "analyze", "--level", "datasets/skiddy/two-rooms.txt", "--json");
    assertEquals(0, r.code(), r.err());
    JsonNode j = Json.mapper().readTree(r.out());
    assertEquals("two-rooms", j.get("level").asText());
    assertEquals("complete", j.get("status").asText());
    assertEquals(3, j.get("stars").asInt());
    assertEquals(22, j.get("states").asInt());
    assertEquals(1, j.get("win_states").asInt());
    assertEquals(0, j.get("dead_ends").asInt());
    assertTrue(j.get("dead_end_path").isNull());
    assertEquals(3, j.get("shortest").asInt());
    assertEquals(3, j.get("shortest_max_combo").asInt());
    assertEquals(6, j.get("shortest_non_combo").asInt());
    assertEquals(1, j.get("shortest_solutions").asInt());
    assertEquals(3, j.get("solution").size(), j.get("solution").toString());
    for (JsonNode m : j.get("solution")) {
      assertTrue(m.asText().matches("[URDL]"), j.get("solution").toString());
    }
    assertEquals(6, j.get("non_combo_solution").size());
    assertEquals(3, j.get("rating").get("stars").asInt());
    assertTrue(j.get("rating").get("combo_not_beaten").asBoolean());
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
    CliRun.Result r = run("skiddy", "analyze", "--level", "datasets/skiddy/workshop.txt", "--max-states", "100",
        "--json");
    assertEquals(0, r.code(), r.err());
    JsonNode j = Json.mapper().readTree(r.out());
    assertEquals("too large", j.get("status").asText());
    assertTrue(j.get("stop_reason").asText().contains("state budget of 100"), j.toString());
    assertTrue(j.get("stars").isNull());
    CliRun.Result zero = run("skiddy", "analyze", "--level", "datasets/skiddy/workshop.txt", "--max-states", "0");
    assertEquals(2, zero.code());
    assertEquals("levellab: error: --max-states must be at least 1, was 0", zero.err().strip());
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
    assertOneLine(missing, "nope.txt: no such file");
  }

  /** A byte-order mark is read through; a binary file and a folder each get a one-line error. */
  @Test
  void levelFilesAreReadAsText(@TempDir Path dir) throws Exception {
    byte[] level = Files.readAllBytes(Path.of("datasets/skiddy/two-rooms.txt"));
    Path bom = dir.resolve("two-rooms.txt");
    byte[] withBom = new byte[level.length + 3];
    withBom[0] = (byte) 0xEF;
    withBom[1] = (byte) 0xBB;
    withBom[2] = (byte) 0xBF;
    System.arraycopy(level, 0, withBom, 3, level.length);
    Files.write(bom, withBom);
    CliRun.Result plain = run("skiddy", "analyze", "--level", "datasets/skiddy/two-rooms.txt", "--json");
    CliRun.Result marked = run("skiddy", "analyze", "--level", bom.toString(), "--json");
    assertEquals(0, marked.code(), marked.err());
    assertEquals(withoutMillis(plain.out()), withoutMillis(marked.out()));

    Path binary = dir.resolve("level.bin");
    Files.write(binary, new byte[] {'#', '#', 0, (byte) 0xFF, '\n'});
    assertOneLine(run("skiddy", "analyze", "--level", binary.toString()), "level.bin is not UTF-8 text");
    Path latin1 = dir.resolve("latin1.txt");
    Files.write(latin1, "; name: caf\u00e9\n".getBytes(StandardCharsets.ISO_8859_1));
    assertOneLine(run("skiddy", "analyze", "--level", latin1.toString()), "latin1.txt is not UTF-8 text");
    assertOneLine(run("skiddy", "analyze", "--level", dir.toString()), "is a folder, not a file");
  }

  private static void assertOneLine(CliRun.Result r, String expected) {
    assertEquals(2, r.code(), r.out());
    String err = r.err().strip();
    assertTrue(err.startsWith("levellab: error: ") && err.contains(expected), err);
    assertFalse(err.contains("\n") || err.contains("Exception"), err);
  }

  private static String withoutMillis(String json) throws Exception {
    ObjectNode j = (ObjectNode) Json.mapper().readTree(json);
    j.remove("millis");
    return j.toString();
  }

  @Test
  void generateFindsAThreeStarLevel() throws Exception {
    CliRun.Result r = run("skiddy", "generate", "--width", "6", "--height", "6", "--pieces", "4", "--colors", "2",
        "--seed", "1", "--json");
    assertEquals(0, r.code(), r.err());
    JsonNode j = Json.mapper().readTree(r.out());
    assertEquals(1, j.get("seed").asInt());
    assertEquals(200_000, j.get("options").get("max_states").asInt());
    assertEquals(1, j.get("accepted").asInt());
    JsonNode level = j.get("levels").get(0);
    assertEquals(3, level.get("stars").asInt());
    String board = String.join("\n", Json.mapper().convertValue(level.get("rows"), String[].class)) + "\n";
    assertEquals(3, Verification.of(Level.parse(board, "cli", "cli")).stars());
    int rejected = 0;
    for (JsonNode n : j.get("rejected")) {
      rejected += n.asInt();
    }
    assertEquals(j.get("tried").asInt() - 1, rejected);
    CliRun.Result bad = run("skiddy", "generate", "--width", "6", "--height", "6", "--pieces", "1", "--colors", "2");
    assertEquals(2, bad.code());
    assertTrue(bad.err().contains("pieces (skiddies) must be at least"), bad.err());
  }

  /** The same seed gives the same levels whatever the thread count; a bad count names its option. */
  @Test
  void generateIsTheSameOnAnyThreadCount() throws Exception {
    String[] args = {"skiddy", "generate", "--width", "6", "--height", "5", "--pieces", "3", "--colors", "2",
        "--count", "2", "--seed", "4", "--json", "--threads"};
    JsonNode one = Json.mapper().readTree(run(concat(args, "1")).out());
    JsonNode two = Json.mapper().readTree(run(concat(args, "2")).out());
    for (JsonNode j : new JsonNode[] {one, two}) {
      for (JsonNode l : j.get("levels")) {
        ((ObjectNode) l).remove("millis");
      }
    }
    assertEquals(2, one.get("accepted").asInt());
    assertEquals(one, two);
    assertOneLine(run(concat(args, "0")), "--threads must be at least 1, was 0");
    assertOneLine(run("skiddy", "generate", "--width", "6", "--height", "5", "--pieces", "3", "--count", "0"),
        "--count must be at least 1, was 0");
  }

  /** The generic commands: a Skiddy game is played from a level file, its trace replays on its own. */
  @Test
  void playAndReplayThroughTheGenericCommands(@TempDir Path dir) throws Exception {
    Path trace = dir.resolve("game.trace");
    CliRun.Result play = run("play", "--game", "skiddy", "--level", "datasets/skiddy/1-1.txt", "--seed", "3",
        "--trace", trace.toString(), "--json");
    assertEquals(0, play.code(), play.err());
    JsonNode j = Json.mapper().readTree(play.out());
    assertEquals("won", j.get("result").asText(), "1-1 has no dead end, so a random player wins");
    CliRun.Result replay = run("replay", "--trace", trace.toString());
    assertEquals(0, replay.code(), replay.err() + replay.out());
    assertOneLine(run("play", "--game", "skiddy", "--seed", "3"), "skiddy needs a level");
  }

  private static String[] concat(String[] args, String last) {
    String[] out = java.util.Arrays.copyOf(args, args.length + 1);
    out[args.length] = last;
    return out;
  }
}
