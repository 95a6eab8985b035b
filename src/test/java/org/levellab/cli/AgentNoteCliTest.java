package org.levellab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;
import org.levellab.blackhole.BlackHole;
import org.levellab.search.Budget;
import org.levellab.search.GameSolver;
import org.levellab.search.Verdict;

/**
 * An agent that plays on without a winning line says so: {@code hint} prints its note beside the move
 * and in the JSON, {@code play} from the move where it starts; a winning line says nothing.
 */
class AgentNoteCliTest {
  private static JsonNode json(CliRun.Result r) throws Exception {
    assertEquals(0, r.code(), r.err());
    return Json.mapper().readTree(r.out());
  }

  @Test
  void exactOnALostBlackHoleDealSaysThereIsNoWinningLine() throws Exception {
    // the solver proves seeded deal 9 lost from its start
    assertEquals(Verdict.FALSE, GameSolver.withBudget(Budget.nodes(5_000_000)).solve(BlackHole.game()
        .newInitialState(9)).winnable());
    CliRun.Result hint = CliRun.run("hint", "--game", "blackhole", "--seed", "9", "--agent", "exact");
    assertEquals(0, hint.code(), hint.err());
    assertTrue(hint.out().startsWith("exact plays K♠ after 0 moves (no winning line from here)\n"), hint.out());
    assertEquals("no winning line from here", json(CliRun.run("hint", "--game", "blackhole", "--seed", "9", "--agent",
        "exact", "--json")).get("note").asText());

    CliRun.Result play = CliRun.run("play", "--game", "blackhole", "--seed", "9", "--agent", "exact");
    assertEquals(0, play.code(), play.err());
    assertTrue(play.out().startsWith("blackhole: lost"), play.out());
    assertTrue(play.out().strip().endsWith("\nexact from move 1: no winning line from here"), play.out());
    JsonNode notes = json(CliRun.run("play", "--game", "blackhole", "--seed", "9", "--agent", "exact", "--json"))
        .get("notes");
    assertEquals(1, notes.size(), notes.toString());
    assertEquals(1, notes.get(0).get("move").asInt());
    assertEquals("no winning line from here", notes.get(0).get("note").asText());
  }

  @Test
  void aWinningLineAndARandomPlayerSayNothing() throws Exception {
    JsonNode hint = json(CliRun.run("hint", "--game", "blackhole", "--seed", "1", "--agent", "exact", "--json"));
    assertTrue(hint.get("note").isNull(), hint.toString());
    CliRun.Result text = CliRun.run("hint", "--game", "blackhole", "--seed", "1", "--agent", "exact");
    assertEquals("exact plays K♣ after 0 moves", text.out().lines().findFirst().orElseThrow());
    JsonNode won = json(CliRun.run("play", "--game", "blackhole", "--seed", "1", "--agent", "exact", "--json"));
    assertEquals("won", won.get("result").asText());
    assertEquals(0, won.get("notes").size());
    JsonNode random = json(CliRun.run("play", "--game", "blackhole", "--seed", "9", "--agent", "random", "--json"));
    assertEquals(0, random.get("notes").size());
  }

  @Test
  void aSpentBudgetIsNotCalledALostGame() throws Exception {
    JsonNode hint = json(CliRun.run("hint", "--game", "blackhole", "--seed", "802", "--agent", "exact:budget=100",
        "--json"));
    assertEquals("no winning line found from here: the solver's budget ran out", hint.get("note").asText());
  }

  @Test
  void aGamesOwnExactAgentNotesALineThatDoesNotWin() throws Exception {
    // skiddy's own exact agent (a planner over the level's state graph): 1-1 needs 2 moves, the limit is 1
    JsonNode play = json(CliRun.run("play", "--game", "skiddy", "--rule", "move_limit=1", "--level",
        "datasets/skiddy/1-1.txt", "--agent", "exact", "--json"));
    assertEquals("lost", play.get("result").asText());
    assertEquals("no winning line found from here", play.get("notes").get(0).get("note").asText());
    JsonNode free = json(CliRun.run("play", "--game", "skiddy", "--level", "datasets/skiddy/1-1.txt", "--agent",
        "exact", "--json"));
    assertEquals("won", free.get("result").asText());
    assertEquals(0, free.get("notes").size());
  }
}
