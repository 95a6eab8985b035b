package org.levellab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.levellab.game.Game;
import org.levellab.game.Games;
import org.levellab.game.Replay;
import org.levellab.game.State;

/**
 * {@code levellab solve --shortest}: the fewest moves of a level, checked against the Skiddy analyzer
 * (an independent search of the whole state graph) and replayed; a lost deal; a budget that runs out
 * with a line ("at most") and without one; N seeded starts alike on any thread count.
 */
class SolveShortestCommandTest {
  private static final List<String> SKIDDY_LEVELS = List.of("1-1", "two-rooms", "dead-end", "workshop", "big-8x7");

  @TempDir Path dir;

  private static JsonNode json(CliRun.Result r) throws Exception {
    assertEquals(0, r.code(), r.err());
    return Json.mapper().readTree(r.out());
  }

  private static List<String> line(JsonNode j) {
    List<String> line = new ArrayList<>();
    j.get("line").forEach(m -> line.add(m.asText()));
    return line;
  }

  private static State start(String game, String level) {
    Game<?> g = Games.byName(game);
    return g.loadLevel(Path.of(level));
  }

  @Test
  void skiddyLevelsGetTheAnalyzersShortestLengthAndALineThatReplays() throws Exception {
    for (String name : SKIDDY_LEVELS) {
      String level = "datasets/skiddy/" + name + ".txt";
      JsonNode j = json(CliRun.run("solve", "--game", "skiddy", "--level", level, "--shortest", "--json"));
      int analyzer = json(CliRun.run("skiddy", "analyze", "--level", level, "--json")).get("shortest").asInt();
      assertTrue(j.get("winnable").asBoolean(), level);
      assertTrue(j.get("proven").asBoolean(), level);
      assertEquals(analyzer, j.get("moves").asInt(), level);
      assertEquals(analyzer, j.get("at_least").asInt(), level);
      List<String> line = line(j);
      assertEquals(analyzer, line.size(), level);
      assertTrue(Replay.moves(start("skiddy", level), line).won(), level + ": the line must win");
      int anyLine = json(CliRun.run("solve", "--game", "skiddy", "--level", level, "--json")).get("moves").asInt();
      assertTrue(anyLine >= analyzer, level + ": the plain solve's line is never shorter");
      CliRun.Result text = CliRun.run("solve", "--game", "skiddy", "--level", level, "--shortest");
      assertEquals(0, text.code(), text.err());
      assertTrue(text.out().startsWith("skiddy " + level + ": fewest moves " + analyzer
          + ", proven (no shorter line exists), "), text.out());
      assertTrue(text.out().contains("\nline: " + String.join(" ", line)), text.out());
    }
    // The benchmark level is where depth first wanders: its plain line is far longer than the shortest.
    assertTrue(json(CliRun.run("solve", "--game", "skiddy", "--level", "datasets/skiddy/big-8x7.txt", "--json"))
        .get("moves").asInt() > 6);
  }

  @Test
  void aLostDealAndBudgetsThatRunOut() throws Exception {
    JsonNode lost = json(CliRun.run("solve", "--game", "blackhole", "--seed", "9", "--shortest", "--json"));
    assertFalse(lost.get("winnable").asBoolean());
    assertTrue(lost.get("proven").asBoolean());
    assertTrue(lost.get("moves").isNull() && lost.get("at_least").isNull());
    assertTrue(CliRun.run("solve", "--game", "blackhole", "--seed", "9", "--shortest").out()
        .startsWith("blackhole seeded start 9: no winning line (every position from which a win might follow was"
            + " searched), "));
    // A line of 51 moves is found at once; proving it the fewest takes far more than 3000 positions.
    JsonNode atMost = json(CliRun.run("solve", "--game", "blackhole", "--seed", "8", "--shortest", "--max-nodes",
        "3000", "--json"));
    assertTrue(atMost.get("winnable").asBoolean());
    assertFalse(atMost.get("proven").asBoolean());
    assertEquals(51, atMost.get("moves").asInt());
    assertEquals(3000, atMost.get("nodes").asLong());
    int atLeast = atMost.get("at_least").asInt();
    assertTrue(atLeast > 1 && atLeast < 51, "the lower bound: " + atLeast);
    assertTrue(Replay.moves(Games.byName("blackhole").newInitialState(8), line(atMost)).won());
    CliRun.Result text = CliRun.run("solve", "--game", "blackhole", "--seed", "8", "--shortest", "--max-nodes", "3000");
    assertTrue(text.out().startsWith("blackhole seeded start 8: at most 51 moves (budget ran out: --max-nodes 3000; no"
        + " winning line is shorter than " + atLeast + " moves), 3000 nodes, "), text.out());
    // No line within the budget at all: only the lower bound.
    JsonNode unknown = json(CliRun.run("solve", "--game", "pair", "--seed", "1", "--shortest", "--max-nodes", "200",
        "--json"));
    assertEquals("unknown", unknown.get("winnable").asText());
    assertTrue(unknown.get("moves").isNull());
    assertTrue(CliRun.run("solve", "--game", "pair", "--seed", "1", "--shortest", "--max-nodes", "200").out()
        .startsWith("pair seeded start 1: unknown: the budget ran out (--max-nodes 200) before a winning line was"
            + " found; no winning line is shorter than " + unknown.get("at_least").asInt() + " moves, 200 nodes, "));
  }

  @Test
  void shortPairStacksFromFiles() throws Exception {
    Path beaten = dir.resolve("beaten.txt");
    Files.writeString(beaten, "A♠ 2♥ 3♠ 4♥ 5♠ 6♥ 7♠ 8♥\n", StandardCharsets.UTF_8);
    JsonNode j = json(CliRun.run("solve", "--game", "pair", "--level", beaten.toString(), "--shortest", "--json"));
    assertTrue(j.get("proven").asBoolean());
    assertEquals(6, j.get("moves").asInt(), "every move removes one card of the eight, and two are left");
    assertTrue(Replay.moves(start("pair", beaten.toString()), line(j)).won());
    Path stuck = dir.resolve("stuck.txt");
    Files.writeString(stuck, "K♠ 3♠ 2♦ 7♦ 8♣ 8♥ Q♥ 9♥\n", StandardCharsets.UTF_8);
    JsonNode lost = json(CliRun.run("solve", "--game", "pair", "--level", stuck.toString(), "--shortest", "--json"));
    assertFalse(lost.get("winnable").asBoolean());
    assertTrue(lost.get("proven").asBoolean());
    assertFalse(json(CliRun.run("solve", "--game", "pair", "--level", stuck.toString(), "--json")).get("winnable")
        .asBoolean(), "the plain solve agrees");
  }

  @Test
  void seededStartsGiveTheSameRowsOnAnyThreadCount() throws Exception {
    String[] run = {"solve", "--game", "blackhole", "--deals", "3", "--seed", "3", "--shortest", "--max-nodes", "500",
        "--json"};
    JsonNode one = json(CliRun.run(concat(run, "--threads", "1")));
    JsonNode two = json(CliRun.run(concat(run, "--threads", "2")));
    for (String k : List.of("proven_fewest", "at_most", "not_winnable", "unknown", "mean_nodes", "max_nodes")) {
      assertEquals(one.get(k), two.get(k), k);
    }
    assertEquals(3, one.get("proven_fewest").asInt() + one.get("at_most").asInt() + one.get("not_winnable").asInt()
        + one.get("unknown").asInt());
    Path csv = dir.resolve("starts.csv");
    CliRun.Result r = CliRun.run("solve", "--game", "blackhole", "--deals", "3", "--seed", "3", "--shortest",
        "--max-nodes", "500", "--out", csv.toString());
    assertEquals(0, r.code(), r.err());
    assertTrue(r.out().startsWith("blackhole: 3 seeded starts (seed 3): "), r.out());
    List<String> rows = Files.readAllLines(csv, StandardCharsets.UTF_8);
    assertEquals(4, rows.size());
    assertEquals("deal,startSeed,verdict,proven,moves,atLeast,nodes,millis,line", rows.get(0));
    // Start i is the seeded start of its start seed: alone, it gets the same answer.
    String[] first = rows.get(1).split(",");
    JsonNode alone = json(CliRun.run("solve", "--game", "blackhole", "--seed", first[1], "--shortest", "--max-nodes",
        "500", "--json"));
    assertEquals(first[2], alone.get("winnable").asText());
    assertEquals(first[6], alone.get("nodes").asText());
    assertEquals(first[4], alone.get("moves").isNull() ? "-1" : alone.get("moves").asText());
  }

  @Test
  void badInputGetsOneLine() {
    CliRun.Result skiddy = CliRun.run("solve", "--game", "skiddy", "--shortest");
    assertEquals(2, skiddy.code());
    assertTrue(skiddy.err().strip().startsWith("levellab: error: --game skiddy: skiddy needs a level"), skiddy.err());
    CliRun.Result chance = CliRun.run("solve", "--game", "match3", "--seed", "1", "--shortest");
    assertEquals(2, chance.code());
    assertEquals("levellab: error: --game match3: the game-independent solver needs a game without chance (a dealt"
        + " deal or a puzzle), but match3 reaches a chance node after 1 moves", chance.err().strip());
    assertEquals("levellab: error: --out writes the per-start table of --deals; add --deals N",
        CliRun.run("solve", "--game", "blackhole", "--shortest", "--out", "x.csv").err().strip());
  }

  private static String[] concat(String[] a, String... b) {
    String[] out = java.util.Arrays.copyOf(a, a.length + b.length);
    System.arraycopy(b, 0, out, a.length, b.length);
    return out;
  }
}
