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
import org.levellab.blackhole.BlackHole;
import org.levellab.game.Replay;
import org.levellab.game.State;
import org.levellab.search.GameSolver;
import org.levellab.tripeaks.Level;

class PlaytestCommandTest {
  private static final String BLACKHOLE = "datasets/blackhole/seed-1.deal";

  private static JsonNode json(CliRun.Result r) throws Exception {
    assertEquals(0, r.code(), r.err());
    return Json.mapper().readTree(r.out());
  }

  @Test
  void theSameSeedGivesTheSameReportWhateverTheThreads() throws Exception {
    JsonNode one = json(CliRun.run("playtest", "--game", "pair", "--deals", "30", "--seed", "7", "--threads", "1",
        "--json"));
    JsonNode two = json(CliRun.run("playtest", "--game", "pair", "--deals", "30", "--seed", "7", "--threads", "2",
        "--json"));
    assertEquals(one, two);
    assertEquals(List.of("random", "greedy", "exact"), names(one));
    JsonNode exact = one.get("agents").get(2);
    assertEquals(30, exact.get("win_rate").get("n").asInt());
    assertTrue(exact.get("win_rate").get("lower").asDouble() <= exact.get("win_rate").get("value").asDouble());
  }

  private static List<String> names(JsonNode report) {
    List<String> out = new ArrayList<>();
    report.get("agents").forEach(a -> out.add(a.get("agent").asText()));
    return out;
  }

  @Test
  void everyGameAnswers() throws Exception {
    JsonNode tp = json(CliRun.run("playtest", "--game", "tripeaks", "--agents", "random,greedy,exact", "--deals",
        "12", "--json"));
    assertEquals("exact", tp.get("gap").get("clairvoyant").asText());
    JsonNode golf = json(CliRun.run("playtest", "--game", "golf", "--rule", "wrap=false", "--agents",
        "greedy,pimc:k=4", "--games", "4", "--json"));
    assertTrue(golf.get("gap").isNull(), "no clairvoyant rung, no gap");
    JsonNode sk = json(CliRun.run("playtest", "--game", "skiddy", "--level", "datasets/skiddy/1-1.txt", "--games",
        "5", "--json"));
    assertTrue(sk.get("verdict").asBoolean());
    assertEquals(List.of("random", "greedy", "exact"), names(sk));
    JsonNode m3 = json(CliRun.run("playtest", "--game", "match3", "--agents", "sgs,mcts:iterations=10", "--games",
        "3", "--json"));
    assertTrue(m3.get("verdict").isNull());
    JsonNode cfg = json(CliRun.run("playtest", "--game", "tripeaks", "--config", "datasets/tripeaks/sim2-hold-on.toml",
        "--agents", "player,greedy", "--games", "5", "--json"));
    assertEquals("datasets/tripeaks/sim2-hold-on.toml", cfg.get("level").asText());
    CliRun.Result text = CliRun.run("playtest", "--game", "blackhole", "--level", BLACKHOLE, "--games", "2");
    assertEquals(0, text.code(), text.err());
    assertTrue(text.out().contains("exact solver: winnable"), text.out());
  }

  @Test
  void aHintIsTheNextMoveOfTheAgentAfterTheGivenMoves() throws Exception {
    State start = BlackHole.game().loadLevel(Path.of(BLACKHOLE));
    List<String> line = GameSolver.unlimited().solve(start).moves();
    String played = String.join(" ", line.subList(0, 5));
    JsonNode h = json(CliRun.run("hint", "--game", "blackhole", "--level", BLACKHOLE, "--moves", played, "--agent",
        "exact", "--json"));
    assertEquals(5, h.get("moves_played").asInt());
    // the exact agent's hint continues a winning line from there
    List<String> more = new ArrayList<>(line.subList(0, 5));
    more.add(h.get("hint").asText());
    State after = Replay.moves(start, more).state();
    assertTrue(GameSolver.unlimited().solve(after).winnable().toJson().equals(Boolean.TRUE));
    CliRun.Result text = CliRun.run("hint", "--game", "pair", "--level", "datasets/pair/article-stack.txt",
        "--agent", "greedy");
    assertEquals(0, text.code(), text.err());
    assertTrue(text.out().startsWith("greedy plays "), text.out());
  }

  @TempDir Path dir;

  @Test
  void aHiddenInformationAgentsHintIsTheSameOnDealsThatLookTheSame() throws Exception {
    // the blog's deal, and the same deal with two face-down board cards and two stock cards below
    // the waste swapped: a player sees the same opening
    String board = "board: 5 9 1 2 7 4 13 9 7 3\n       %s 6 8 7 4 9 4 13 13\n       2 10 12 5 8 1\n"
        + "       %s 10 4\n";
    String stock = "stock: 3 %s 2 2 8 3 10 11 10 6 13 7 12 11 12 1 11 5 8 6 3 6 11\n";
    Path x = dir.resolve("x.deal");
    Path y = dir.resolve("y.deal");
    Files.writeString(x, String.format(board, "5", "1") + String.format(stock, "9 12"), StandardCharsets.UTF_8);
    Files.writeString(y, String.format(board, "1", "5") + String.format(stock, "12 9"), StandardCharsets.UTF_8);
    Level microsoft = Level.microsoft();
    for (String moves : List.of("", "B3")) {
      assertEquals(Replay.moves(microsoft.loadLevel(x), moves).state().observation().toString(),
          Replay.moves(microsoft.loadLevel(y), moves).state().observation().toString(), moves);
    }
    for (String agent : List.of("greedy", "ismcts:iterations=50", "pimc:k=8")) {
      for (String moves : List.of("", "B3")) {
        JsonNode hx = json(CliRun.run("hint", "--game", "tripeaks", "--level", x.toString(), "--moves", moves,
            "--agent", agent, "--seed", "4", "--json"));
        JsonNode hy = json(CliRun.run("hint", "--game", "tripeaks", "--level", y.toString(), "--moves", moves,
            "--agent", agent, "--seed", "4", "--json"));
        assertEquals(hx.get("hint"), hy.get("hint"), agent + " after '" + moves + "'");
      }
    }
  }

  @Test
  void badInputGetsOneLineNamingTheOption() {
    assertError("levellab: error: --agents: agent 'pimc' does not apply to match3, only to tripeaks, golf (agents"
        + " for match3: random, sgs, hgs, lbfs, mc, mcts)", "playtest", "--game", "match3", "--agents", "pimc");
    assertError("levellab: error: --agents: unknown agent 'gredy' (agents for pair: random, greedy, exact)",
        "playtest", "--game", "pair", "--agents", "gredy");
    assertError("levellab: error: --agents: agent pimc option k must be at least 1, got 0",
        "playtest", "--game", "tripeaks", "--agents", "pimc:k=0");
    assertError("levellab: error: --agents: agent ismcts option iterations must be at least 1, got -5",
        "playtest", "--game", "golf", "--agents", "ismcts:iterations=-5");
    assertError("levellab: error: --games must be at least 1, was 0", "playtest", "--game", "pair", "--games", "0");
    assertError("levellab: error: --level, --config and --deals cannot be used together: give one",
        "playtest", "--game", "pair", "--level", BLACKHOLE, "--deals", "4");
    assertError("levellab: error: --config is a TriPeaks level design configuration: it needs --game tripeaks or"
        + " golf, not pair", "playtest", "--game", "pair", "--config", "datasets/tripeaks/sim1-groups.toml");
    assertError("levellab: error: --agent: agent 'mcts' does not apply to blackhole, only to match3 (agents for"
        + " blackhole: random, exact)", "hint", "--game", "blackhole", "--level", BLACKHOLE, "--agent", "mcts");
    assertError("levellab: error: --game skiddy: skiddy needs a level: its levels are designed, not dealt from a"
        + " seed (give a level file, see datasets/skiddy/)", "playtest", "--game", "skiddy", "--agents", "greedy");
    CliRun.Result wrong = CliRun.run("playtest", "--game", "pair", "--level", "datasets/skiddy/1-1.txt");
    assertEquals(2, wrong.code());
    assertTrue(wrong.err().startsWith("levellab: error: --level (a pair level): "), wrong.err());
    assertEquals(1, wrong.err().strip().lines().count(), wrong.err());
    CliRun.Result illegal = CliRun.run("hint", "--game", "blackhole", "--level", BLACKHOLE, "--moves", "2♥ K♠",
        "--agent", "exact");
    assertEquals(2, illegal.code());
    assertTrue(illegal.err().startsWith("levellab: error: --moves: move 2 (K♠): "), illegal.err());
    CliRun.Result exactUndealt = CliRun.run("playtest", "--game", "tripeaks", "--config",
        "datasets/tripeaks/sim1-groups.toml", "--agents", "exact", "--games", "2");
    assertEquals(2, exactUndealt.code());
    assertTrue(exactUndealt.err().startsWith("levellab: error: agent exact needs a dealt game"), exactUndealt.err());
    assertFalse(exactUndealt.err().contains("\tat "));
  }

  private static void assertError(String expected, String... args) {
    CliRun.Result r = CliRun.run(args);
    assertEquals(2, r.code(), r.out() + r.err());
    assertEquals(expected, r.err().strip());
  }
}
