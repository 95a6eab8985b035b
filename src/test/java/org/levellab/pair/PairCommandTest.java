package org.levellab.pair;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.levellab.cards.Card;
import org.levellab.cli.CliRun;

/** The {@code levellab pair} commands: results, JSON shape, and one-line errors naming the option. */
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
    for (String method : new String[] {"shuffle", "filtered", "perfect", "perfect-beatable"}) {
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

  @Test
  void thePerfectSequenceReproducesTheArticlesWorkedExampleFromTheCommandLine() throws Exception {
    JsonNode r = json(run("pair", "generate", "--method", "perfect", "--start", "2♥ 2♠ 2♣ 2♦", "--insert", "9♣ K♦",
        "--json"));
    assertEquals("2♥ 9♣ 2♠ K♦ 2♣ 2♦", r.get("stack").asText());
    assertEquals(0, r.get("solver_calls").asInt());
    JsonNode full = json(run("pair", "generate", "--method", "perfect", "--start", "2♥ 2♠ 2♣ 2♦", "--seed", "3", "--json"));
    PairDeal g = PairDeal.parse(full.get("stack").asText());
    assertEquals(52, g.size());
    assertEquals(org.levellab.search.Verdict.TRUE, PairSolver.standard().solve(g).beatable());
  }

  @Test
  void generateErrorsNameTheOptionAndTheValue() {
    String[][] cases = {
        {"--method filtered --max-tries 0", "--max-tries must be at least 1, was 0"},
        {"--ranks 0", "--ranks must be 1 to 13, was 0"},
        {"--suits 5", "--suits must be 1 to 4, was 5"},
        {"--ranks 1 --suits 1", "--ranks 1 and --suits 1 give 1 card; a stack needs at least 2"},
        {"--method deal", "--method: unknown method 'deal' (expected shuffle, filtered, perfect or perfect-beatable)"},
        {"--method shuffle --insert 9♣", "--insert goes with --method perfect, not shuffle"},
        {"--method perfect --start 2♥ --insert 9♣", "--start/--insert: perfect sequence: the start needs at least 2 cards, has 1"},
        {"--method perfect --ranks 3 --start-rank K",
            "--start-rank K: the deck (--ranks 3, --suits 4) has 0 card(s) of that rank; the perfect sequence needs at least 2"},
        {"--max-nodes 0", "--max-nodes must be positive, was 0"},
        {"--max-millis -5", "--max-millis must be positive, was -5"}};
    for (String[] c : cases) {
      List<String> args = new ArrayList<>(List.of("pair", "generate"));
      args.addAll(List.of(c[0].split(" ")));
      CliRun.Result r = run(args.toArray(String[]::new));
      assertEquals(2, r.code(), c[0]);
      assertEquals("levellab: error: " + c[1], r.err().strip(), c[0]);
    }
    CliRun.Result never = run("pair", "generate", "--method", "perfect", "--start", "2♥ 2♠", "--insert", "9♣");
    assertEquals("levellab: error: --start/--insert: perfect sequence: no place lets 9♣ be removed at once (no card of"
        + " its rank or suit in the stack 2♥ 2♠)", never.err().strip());
    CliRun.Result rank = run("pair", "generate", "--start-rank", "Z");
    assertTrue(rank.err().startsWith("levellab: error: --start-rank: "), rank.err());
  }

  @Test
  void stackFilesAreReadAsStrictUtf8(@TempDir Path dir) throws Exception {
    Path file = dir.resolve("example.txt");
    // A byte-order mark, a comment and two lines.
    Files.writeString(file, "\uFEFF# the article's example\n2♥ 9♣ 2♠\nK♦ 2♣ 2♦\n", StandardCharsets.UTF_8);
    JsonNode fromFile = json(run("pair", "replay", "--stack-file", file.toString(), "--moves", "2♥ K♦", "--json"));
    JsonNode inline = json(run("pair", "replay", "--stack", PairRulesTest.ARTICLE_EXAMPLE, "--moves", "2♥ K♦", "--json"));
    assertEquals(inline, fromFile);
    assertEquals(json(run("pair", "solve", "--stack", PairRulesTest.ARTICLE_EXAMPLE, "--json")).get("moves"),
        json(run("pair", "solve", "--stack-file", file.toString(), "--json")).get("moves"));

    Path bad = dir.resolve("bad.txt");
    Files.writeString(bad, "2♥ 9♣\n2♠ XX\n", StandardCharsets.UTF_8);
    assertEquals("levellab: error: " + bad + " line 2: card 4: unknown card 'XX': unknown suit 'X' (expected one of ♠ ♥ ♦ ♣ or S H D C)",
        run("pair", "solve", "--stack-file", bad.toString()).err().strip());
    Path binary = dir.resolve("stack.bin");
    Files.write(binary, new byte[] {0x41, 0x00, (byte) 0xff});
    assertEquals("levellab: error: --stack-file " + binary + " is not UTF-8 text (a zero byte at offset 1: a binary file?)",
        run("pair", "solve", "--stack-file", binary.toString()).err().strip());
    assertEquals("levellab: error: --stack-file " + dir + " is a folder, not a file",
        run("pair", "solve", "--stack-file", dir.toString()).err().strip());
    assertEquals("levellab: error: --stack-file " + dir.resolve("none.txt") + ": no such file",
        run("pair", "solve", "--stack-file", dir.resolve("none.txt").toString()).err().strip());
    CliRun.Result both = run("pair", "solve", "--stack", "A♠ 2♠", "--stack-file", file.toString());
    assertEquals(2, both.code());
    assertTrue(both.err().contains("mutually exclusive"), both.err());
    assertEquals(2, run("pair", "solve").code(), "a stack is required");
  }

  @Test
  void jsonIsWrittenFromRecordsWithTheKeysItHadBefore() throws Exception {
    assertEquals(List.of("cards", "beatable", "fewest_remaining", "fewest_is_exact", "moves", "remaining", "nodes",
        "millis"), keys(json(run("pair", "solve", "--stack", PairRulesTest.ARTICLE_EXAMPLE, "--json"))));
    assertEquals(List.of("moves_applied", "remaining", "remaining_count", "beaten", "legal_removals"),
        keys(json(run("pair", "replay", "--stack", PairRulesTest.ARTICLE_EXAMPLE, "--moves", "2♣", "--json"))));
    JsonNode g = json(run("pair", "generate", "--ranks", "5", "--json"));
    assertEquals(List.of("method", "seed", "stack", "cards", "tries", "solver_calls", "solver_unknown", "millis"), keys(g));
    // --seed defaults to 1, and the stack is the seed's shuffle of the deck.
    assertEquals(1, g.get("seed").asLong());
    assertEquals(PairGenerators.shuffle(PairGenerators.deck(5, 4), org.levellab.core.RandomStreams.of(1)).deal().toString(),
        g.get("stack").asText());
  }

  private static List<String> keys(JsonNode node) {
    List<String> out = new ArrayList<>();
    node.fieldNames().forEachRemaining(out::add);
    return out;
  }
}
