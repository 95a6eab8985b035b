package org.levellab.tripeaks;

import org.levellab.cli.CliRun;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;
import org.levellab.cli.Json;
import org.levellab.cli.LevelLabCommand;
import picocli.CommandLine;

class TripeaksCliTest {

  private static CliRun.Result run(String... args) {
    return CliRun.run(args);
  }

  static final String BOARD = "5 9 1 2 7 4 13 9 7 3 5 6 8 7 4 9 4 13 13 2 10 12 5 8 1 1 10 4";
  static final String STOCK = "3 9 12 2 2 8 3 10 11 10 6 13 7 12 11 12 1 11 5 8 6 3 6 11";

  @Test
  void solveThenReplayTheMoves() throws Exception {
    CliRun.Result r = run("tripeaks", "solve", "--board", BOARD, "--stock", STOCK, "--json");
    assertEquals(0, r.code(), r.err());
    JsonNode j = Json.mapper().readTree(r.out());
    assertTrue(j.get("winnable").asBoolean());
    String moves = j.get("moves").asText();
    CliRun.Result rep = run("tripeaks", "replay", "--deal", "datasets/tripeaks/blog-deal.deal", "--moves", moves, "--json");
    assertEquals(0, rep.code(), rep.err());
    JsonNode k = Json.mapper().readTree(rep.out());
    assertTrue(k.get("won").asBoolean());
    assertEquals(0, k.get("boardLeft").asInt());
    assertEquals(j.get("draws").asInt(), k.get("drawsUsed").asInt());
  }

  @Test
  void badInputGivesOneLineErrors() {
    assertError("levellab: error: board: layout microsoft has 28 slots, but the deal gives 3 board cards",
        "tripeaks", "solve", "--board", "1 2 3", "--stock", STOCK);
    assertError("levellab: error: board card 2: rank 14 out of range",
        "tripeaks", "solve", "--board", "1 14 3", "--stock", STOCK);
    assertError("levellab: error: stock card 1: unknown card token 'X9'",
        "tripeaks", "solve", "--board", BOARD, "--stock", "X9");
    assertError("levellab: error: move 1 (B12): slot 12 is covered by slot(s) 2, 3",
        "tripeaks", "replay", "--board", BOARD, "--stock", STOCK, "--moves", "B12");
    assertError("levellab: error: move 2: unknown move 'Q'",
        "tripeaks", "replay", "--board", BOARD, "--stock", STOCK, "--moves", "D Q");
    assertError("levellab: error: --layout: 'hexagon' is neither",
        "tripeaks", "solve", "--layout", "hexagon", "--board", BOARD, "--stock", STOCK);
    assertError("levellab: error: --deals must be at least 1", "tripeaks", "winnability", "--deals", "0");
  }

  private static void assertError(String start, String... args) {
    CliRun.Result r = run(args);
    assertEquals(2, r.code(), r.out() + r.err());
    assertTrue(r.err().startsWith(start), r.err());
    assertTrue(!r.err().contains("\tat "), "no stack trace");
  }

  @Test
  void winnabilityJsonHasIntervalAndUnknowns() throws Exception {
    CliRun.Result r = run("tripeaks", "winnability", "--deals", "12", "--seed", "1", "--layout", "golf", "--json");
    assertEquals(0, r.code(), r.err());
    JsonNode j = Json.mapper().readTree(r.out());
    assertEquals(12, j.get("winnable").asInt() + j.get("notWinnable").asInt() + j.get("unknown").asInt());
    assertTrue(j.get("ci95").get(0).asDouble() <= j.get("share").asDouble());
    assertTrue(j.get("level").asText().contains("no wrap"));
  }
}
