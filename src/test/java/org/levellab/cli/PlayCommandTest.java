package org.levellab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The generic {@code play} and {@code replay} commands, on Black Hole (any game would do). */
class PlayCommandTest {
  @TempDir Path dir;

  @Test
  void playWritesATraceThatReplays() throws Exception {
    Path trace = dir.resolve("bh.trace");
    CliRun.Result r = CliRun.run("play", "--game", "blackhole", "--seed", "4", "--trace", trace.toString(), "--json");
    assertEquals(0, r.code(), r.err());
    JsonNode json = Json.mapper().readTree(r.out());
    assertEquals("blackhole", json.get("game").asText());
    assertEquals(json.get("moves").asInt(), json.get("line").size());
    CliRun.Result again = CliRun.run("play", "--game", "blackhole", "--seed", "4", "--json");
    assertEquals(json.get("line"), Json.mapper().readTree(again.out()).get("line"), "same seed, same game");

    CliRun.Result rep = CliRun.run("replay", "--trace", trace.toString());
    assertEquals(0, rep.code(), rep.err());
    assertTrue(rep.out().startsWith("blackhole: replayed " + json.get("moves").asInt() + " moves"), rep.out());
  }

  @Test
  void aTamperedTraceFailsWithTheStepAndExitsNonZero() throws Exception {
    Path trace = dir.resolve("bh.trace");
    assertEquals(0, CliRun.run("play", "--game", "blackhole", "--seed", "4", "--trace", trace.toString()).code());
    String text = Files.readString(trace, StandardCharsets.UTF_8);
    // Swap the first move for a card that is not on top of a fan.
    String first = text.lines().filter(l -> l.startsWith("1 ")).findFirst().orElseThrow();
    Files.writeString(trace, text.replace(first + "\n", "1 A♥\n"), StandardCharsets.UTF_8);
    CliRun.Result rep = CliRun.run("replay", "--trace", trace.toString());
    assertEquals(1, rep.code());
    assertTrue(rep.err().contains("step 1 (A♥): "), rep.err());
    assertTrue(!rep.err().contains("\tat "), rep.err());
  }

  @Test
  void ruleOptionsBuildTheGamesRules() throws Exception {
    CliRun.Result r = CliRun.run("play", "--game", "match3", "--rule", "size=5", "--rule", "gems=5", "--rule",
        "target=30", "--seed", "2", "--json");
    assertEquals(0, r.code(), r.err());
    JsonNode json = Json.mapper().readTree(r.out());
    assertTrue(json.get("score").asDouble() >= 30 || json.get("result").asText().equals("lost"), r.out());
    assertEquals("size = 5\ngems = 5\nname = \"x y\"\n", PlayCommand.rulesText(java.util.List.of("size=5", "gems = 5",
        "name=x y")));
    CliRun.Result bad = CliRun.run("play", "--game", "match3", "--rule", "size");
    assertEquals("levellab: error: --rule: expected KEY=VALUE, got 'size'", bad.err().strip());
  }

  @Test
  void badOptionsNameTheOption() {
    assertEquals("levellab: error: unknown game 'chess' (known: " + String.join(", ", org.levellab.game.Games.names()) + ")",
        CliRun.run("play", "--game", "chess").err().strip());
    assertEquals("levellab: error: --agent: unknown agent 'wizard' (known: random)",
        CliRun.run("play", "--game", "blackhole", "--agent", "wizard").err().strip());
    CliRun.Result folder = CliRun.run("play", "--game", "blackhole", "--trace", dir.toString());
    assertEquals(2, folder.code());
    assertEquals("levellab: error: --trace " + dir + " is a folder; give a file name", folder.err().strip());
    CliRun.Result missing = CliRun.run("play", "--game", "blackhole", "--trace", dir.resolve("no/such/x.trace").toString());
    assertTrue(missing.err().startsWith("levellab: error: --trace ") && missing.err().contains("does not exist"),
        missing.err());
  }
}
