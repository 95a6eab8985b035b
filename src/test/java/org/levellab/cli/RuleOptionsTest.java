package org.levellab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/**
 * {@code --rule}, the one mixin every command that takes {@code --game} has: the rule reaches the game
 * that is solved, dealt, played and swept, and a rule the game cannot read is refused in one line
 * naming {@code --rule}, the line and the key.
 */
class RuleOptionsTest {
  private static final String SKIDDY = "datasets/skiddy/1-1.txt";

  @TempDir Path dir;

  @Test
  void everyCommandThatTakesGameTakesRule() {
    List<String> withGame = new ArrayList<>();
    walk(LevelLabCommand.commandLine(), withGame);
    assertTrue(withGame.containsAll(List.of("levellab solve", "levellab deal", "levellab play", "levellab hint",
        "levellab playtest", "levellab sweep playtest")), withGame.toString());
  }

  /** Checks each command with a catalogue --game (match3's --game is a game index) for --rule. */
  private static void walk(CommandLine cl, List<String> withGame) {
    CommandLine.Model.CommandSpec spec = cl.getCommandSpec();
    CommandLine.Model.OptionSpec game = spec.findOption("--game");
    if (game != null && game.paramLabel().equals("GAME")) {
      withGame.add(spec.qualifiedName());
      CommandLine.Model.OptionSpec rule = spec.findOption("--rule");
      assertTrue(rule != null && rule.paramLabel().equals("KEY=VALUE"), spec.qualifiedName() + " has no --rule");
      assertTrue(rule.description()[0].contains("give the same ones to every command"), spec.qualifiedName()
          + ": the shared option's text");
    }
    cl.getSubcommands().forEach((name, sub) -> {
      if (!name.equals("help")) {
        walk(sub, withGame);
      }
    });
  }

  @Test
  void solveReadsTheRulesOfTheLevel() throws Exception {
    // 1-1 is won in 2 moves at the fewest: a limit of 1 move makes it a lost level
    JsonNode free = json(CliRun.run("solve", "--game", "skiddy", "--level", SKIDDY, "--json"));
    assertTrue(free.get("winnable").asBoolean());
    JsonNode one = json(CliRun.run("solve", "--game", "skiddy", "--rule", "move_limit=1", "--level", SKIDDY,
        "--json"));
    assertEquals("false", one.get("winnable").asText());
    JsonNode two = json(CliRun.run("solve", "--game", "skiddy", "--rule", "move_limit=2", "--level", SKIDDY,
        "--json"));
    assertEquals(2, two.get("moves").asInt(), "the limit holds the line to 2 moves");
  }

  @Test
  void aVariantDealtWithRulesIsSolvedAndSweptWithThem() throws Exception {
    Path level = dir.resolve("golf-wrap.deal");
    CliRun.Result deal = CliRun.run("deal", "--game", "golf", "--rule", "wrap=true", "--seed", "4", "--out",
        level.toString(), "--json");
    assertEquals(0, deal.code(), deal.err());
    assertTrue(Json.mapper().readTree(deal.out()).get("rules").asText().contains("wrap = true"), deal.out());
    JsonNode fromFile = json(CliRun.run("solve", "--game", "golf", "--rule", "wrap=true", "--level", level.toString(),
        "--max-nodes", "3000", "--json"));
    JsonNode fromSeed = json(CliRun.run("solve", "--game", "golf", "--rule", "wrap=true", "--seed", "4",
        "--max-nodes", "3000", "--json"));
    assertEquals(fromSeed.get("winnable"), fromFile.get("winnable"));
    assertEquals(fromSeed.get("line"), fromFile.get("line"), "the file and the seed are the same variant");
    JsonNode share = json(CliRun.run("solve", "--game", "golf", "--rule", "wrap=true", "--deals", "3",
        "--max-nodes", "2000", "--json"));
    assertEquals(3, share.get("deals").asInt(), share.toString());
    JsonNode swept = json(CliRun.run("sweep", "playtest", "--game", "golf", "--rule", "wrap=true", "--games", "3",
        "--engine", "threads", "--json"));
    assertEquals(3, swept.get(0).get("games").asInt());
  }

  @Test
  void aRuleTheGameCannotReadIsOneLineNamingRuleTheLineAndTheKey() {
    for (String command : List.of("solve", "deal", "play", "playtest")) {
      CliRun.Result r = CliRun.run(command, "--game", "pair", "--rule", "rows=3");
      assertEquals(2, r.code(), command + ": " + r.err());
      assertEquals("levellab: error: --rule: pair rules line 1: unknown key 'rows' (pair has no rule options)",
          r.err().strip(), command);
    }
    CliRun.Result hint = CliRun.run("hint", "--game", "golf", "--seed", "1", "--agent", "random", "--rule",
        "stock=24", "--rule", "wrap=maybe");
    assertEquals("levellab: error: --rule: golf rules line 2: wrap: expected true or false, got \"maybe\"",
        hint.err().strip());
    CliRun.Result sweep = CliRun.run("sweep", "playtest", "--game", "blackhole", "--rule", "hard=true");
    assertEquals("levellab: error: --rule: blackhole rules line 1: unknown key 'hard' (blackhole has no rule options)",
        sweep.err().strip());
    CliRun.Result unknownGame = CliRun.run("solve", "--game", "nosuch", "--rule", "a=1");
    assertTrue(unknownGame.err().startsWith("levellab: error: unknown game 'nosuch'"), unknownGame.err());
  }

  @Test
  void valuesAreWrittenAsTomlWithOnlyTheUnreadableOnesQuoted() {
    assertEquals("a = 1_000\nb = -2.5e-3\nc = true\nd = [3, 8]\ne = \"x y\"\nf = \"back\\\\slash \\\"q\\\"\"\n"
            + "g = 'lit'\n",
        RuleOptions.text(List.of("a=1_000", "b=-2.5e-3", "c = true", "d=[3, 8]", "e=x y", "f=back\\slash \"q\"",
            "g='lit'")));
  }

  private static JsonNode json(CliRun.Result r) throws Exception {
    assertEquals(0, r.code(), r.err());
    return Json.mapper().readTree(r.out());
  }
}
