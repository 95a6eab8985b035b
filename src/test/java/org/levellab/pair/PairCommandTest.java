package org.levellab.pair;

import org.levellab.cli.CliRun;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.levellab.cards.Card;
import org.levellab.cli.LevelLabCommand;
import picocli.CommandLine;

class PairCommandTest {

  private static CliRun.Result run(String... args) {
    return CliRun.run(args);
  }

  static JsonNode json(CliRun.Result r) throws Exception {
    assertEquals(0, r.code(), r.err());
    return new ObjectMapper().readTree(r.out());
  }

  @Test
  void solveGivesAReplayableLine() throws Exception {
    JsonNode j = json(run("pair", "solve", "--stack", PairSolverTest.ARTICLE_UNBEATABLE, "--json"));
    assertEquals(true, j.get("beatable").asBoolean());
    assertEquals(2, j.get("fewest_remaining").asInt());
    List<Card> moves = new ArrayList<>();
    j.get("moves").forEach(m -> moves.add(Card.parse(m.asText())));
    assertEquals(2, BruteForce.apply(PairDeal.parse(PairSolverTest.ARTICLE_UNBEATABLE).stack(), moves).size());
    assertTrue(j.get("nodes").asLong() > 0);
    assertTrue(j.has("millis"));
  }

  @Test
  void solveSaysUnknownWhenTheBudgetIsSpent() throws Exception {
    PairDeal hard = PairDeal.of(org.levellab.cards.Cards.shuffled(org.levellab.cards.Cards.standardDeck(),
        org.levellab.core.RandomStreams.forTask(1, 23)));
    JsonNode j = json(run("pair", "solve", "--stack", hard.toString(), "--max-nodes", "1000", "--json"));
    assertEquals("unknown", j.get("beatable").asText());
    JsonNode small = json(run("pair", "solve", "--stack", "2♥ 9♣ 2♠ K♦ 2♦", "--json"));
    assertEquals(false, small.get("beatable").asBoolean());
    assertEquals(3, small.get("fewest_remaining").asInt());
  }

  @Test
  void replayAndItsErrors() throws Exception {
    JsonNode j = json(run("pair", "replay", "--stack", "2♥ 9♣ 2♠ K♦ 2♣ 2♦", "--moves", "2♥ K♦ 9♣ 2♠", "--json"));
    assertTrue(j.get("beaten").asBoolean());
    assertEquals("2♣", j.get("remaining").get(0).asText());
    CliRun.Result bad = run("pair", "replay", "--stack", "2♥ 9♣ 2♠ K♦ 2♣ 2♦", "--moves", "2♣ 9♣");
    assertEquals(2, bad.code());
    assertTrue(bad.err().startsWith("levellab: error: move 2 (9♣)"), bad.err());
    assertTrue(!bad.err().contains("Exception"), bad.err());
  }

  @Test
  void badStacksExitTwoWithAMessage() {
    for (String[] args : new String[][] {
        {"pair", "solve", "--stack", "A♠ K♠ A♠"},
        {"pair", "solve", "--stack", "A♠ 14♠"},
        {"pair", "solve", "--stack", ""},
        {"pair", "solve", "--stack", "A♠"},
        {"pair", "solve", "--stack", "A♠ 2♠", "--max-nodes", "0"},
        {"pair", "generate", "--method", "deal"},
        {"pair", "generate", "--ranks", "0"},
        {"pair", "generate", "--method", "perfect", "--ranks", "3", "--start-rank", "K"}}) {
      CliRun.Result r = run(args);
      assertEquals(2, r.code(), String.join(" ", args) + " -> " + r.err());
      assertTrue(r.err().startsWith("levellab: error: "), r.err());
    }
  }

  @Test
  void generateIsSeeded() throws Exception {
    for (String method : new String[] {"shuffle", "filtered", "perfect"}) {
      JsonNode a = json(run("pair", "generate", "--method", method, "--seed", "4", "--ranks", "6", "--json"));
      JsonNode b = json(run("pair", "generate", "--method", method, "--seed", "4", "--ranks", "6", "--json"));
      assertEquals(a.get("stack"), b.get("stack"));
      PairDeal g = PairDeal.parse(a.get("stack").asText());
      assertEquals(24, g.size());
      if (!method.equals("shuffle")) {
        assertEquals(org.levellab.search.Verdict.TRUE, PairSolver.standard().solve(g).beatable());
      }
    }
  }
}
