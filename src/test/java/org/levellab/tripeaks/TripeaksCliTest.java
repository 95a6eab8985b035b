package org.levellab.tripeaks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.levellab.cli.CliRun;
import org.levellab.cli.Json;

class TripeaksCliTest {
  static final String BOARD = "5 9 1 2 7 4 13 9 7 3 5 6 8 7 4 9 4 13 13 2 10 12 5 8 1 1 10 4";
  static final String STOCK = "3 9 12 2 2 8 3 10 11 10 6 13 7 12 11 12 1 11 5 8 6 3 6 11";
  static final String BLOG_DEAL = "datasets/tripeaks/blog-deal.deal";

  @TempDir Path tmp;

  private static CliRun.Result run(String... args) {
    return CliRun.run(args);
  }

  @Test
  void solveThenReplayTheMoves() throws Exception {
    CliRun.Result r = run("tripeaks", "solve", "--board", BOARD, "--stock", STOCK, "--json");
    assertEquals(0, r.code(), r.err());
    JsonNode j = Json.mapper().readTree(r.out());
    assertTrue(j.get("winnable").asBoolean());
    assertTrue(j.get("draws_minimal").asBoolean());
    List<String> moves = new ArrayList<>();
    j.get("moves").forEach(m -> moves.add(m.asText()));
    assertEquals(46, moves.size());
    CliRun.Result rep = run("tripeaks", "replay", "--deal", BLOG_DEAL, "--moves", String.join(" ", moves), "--json");
    assertEquals(0, rep.code(), rep.err());
    JsonNode k = Json.mapper().readTree(rep.out());
    assertEquals("won", k.get("result").asText());
    assertEquals(0, k.get("board_left").asInt());
    assertEquals(46, k.get("moves").asInt());
    assertEquals(j.get("draws").asInt(), k.get("draws_used").asInt());
    assertEquals("Level[microsoft, stock 24, wrap]", k.get("level").asText());
  }

  @Test
  void badInputGivesOneLineErrors() {
    assertError("levellab: error: --board/--stock: board: layout microsoft has 28 slots, but the deal gives 3 board cards",
        "tripeaks", "solve", "--board", "1 2 3", "--stock", STOCK);
    assertError("levellab: error: board card 2: rank 14 out of range",
        "tripeaks", "solve", "--board", "1 14 3", "--stock", STOCK);
    assertError("levellab: error: stock card 1: unknown card token 'X9'",
        "tripeaks", "solve", "--board", BOARD, "--stock", "X9");
    assertError("levellab: error: --moves: move 1 (B12): slot 12 is covered by slot(s) 2, 3",
        "tripeaks", "replay", "--board", BOARD, "--stock", STOCK, "--moves", "B12");
    assertError("levellab: error: --moves: move 2 (Q): unknown move 'Q'",
        "tripeaks", "replay", "--board", BOARD, "--stock", STOCK, "--moves", "D Q");
    assertError("levellab: error: --layout: 'hexagon' is neither a built-in layout",
        "tripeaks", "solve", "--layout", "hexagon", "--board", BOARD, "--stock", STOCK);
    assertError("levellab: error: --walls: wall on slot 40, which does not exist in layout microsoft",
        "tripeaks", "solve", "--walls", "3,40", "--board", BOARD, "--stock", STOCK);
    assertError("levellab: error: --deals must be at least 1, was 0", "tripeaks", "winnability", "--deals", "0");
    assertError("levellab: error: --max-nodes must be positive, was 0",
        "tripeaks", "solve", "--deal", BLOG_DEAL, "--max-nodes", "0");
    assertError("levellab: error: --max-millis must be positive, was -5",
        "tripeaks", "winnability", "--deals", "3", "--max-millis", "-5");
    assertError("levellab: error: --threads must be at least 1, was 0",
        "tripeaks", "winnability", "--deals", "3", "--threads", "0");
  }

  @Test
  void budgetOptionsHaveOneNameEverywhere() {
    CliRun.Result old = run("tripeaks", "solve", "--deal", BLOG_DEAL, "--max-ms", "100");
    assertEquals(2, old.code());
    assertTrue(old.err().contains("--max-ms"), old.err());
    CliRun.Result r = run("tripeaks", "solve", "--deal", BLOG_DEAL, "--max-nodes", "1000", "--max-millis", "60000",
        "--json");
    assertEquals(0, r.code(), r.err());
    assertTrue(r.out().contains("\"winnable\" : \"unknown\""), "a 1000-node budget cannot decide the blog deal: "
        + r.out());
  }

  @Test
  void aByteOrderMarkIsIgnoredInDealAndLayoutFiles() throws IOException {
    Path deal = tmp.resolve("bom.deal");
    Files.write(deal, withBom(Files.readString(Path.of(BLOG_DEAL))));
    Path layout = tmp.resolve("bom.layout");
    Files.write(layout, withBom(Files.readString(Path.of("datasets/tripeaks/microsoft-overlap.layout"))));
    CliRun.Result r = run("tripeaks", "solve", "--deal", deal.toString(), "--layout", layout.toString(), "--any");
    assertEquals(0, r.code(), r.err());
    assertTrue(r.out().startsWith("winnable: true"), r.out());
  }

  @Test
  void binaryFilesAndFoldersAreNamedAsSuch() throws IOException {
    Path binary = tmp.resolve("picture.deal");
    Files.write(binary, new byte[] {(byte) 0x89, 'P', 'N', 'G', 0, 0, 0, 13, (byte) 0xff});
    assertError("levellab: error: --deal: deal file " + binary + " is not UTF-8 text",
        "tripeaks", "solve", "--deal", binary.toString());
    assertError("levellab: error: --layout: layout file " + binary + " is not UTF-8 text",
        "tripeaks", "solve", "--layout", binary.toString(), "--deal", BLOG_DEAL);
    Path folder = Files.createDirectory(tmp.resolve("deals"));
    assertError("levellab: error: --deal: deal file " + folder + " is a folder, not a file",
        "tripeaks", "solve", "--deal", folder.toString());
    assertError("levellab: error: --layout: layout file " + folder + " is a folder, not a file",
        "tripeaks", "solve", "--layout", folder.toString(), "--deal", BLOG_DEAL);
    assertError("levellab: error: --out " + folder + " is a folder",
        "tripeaks", "winnability", "--deals", "100000000", "--out", folder.toString());
  }

  @Test
  void aDealWithSevenKingsNeedsACustomDeck() throws IOException {
    // The blog's deal with three more kings in place of an ace, a 2 and a 3: 7 kings in one deck.
    String sevenKings = "board: 5 9 K K 7 4 K 9 7 K 5 6 8 7 4 9 4 K K 2 10 Q 5 8 A A 10 4\nstock: " + STOCK + "\n";
    Path deal = tmp.resolve("kings.deal");
    Files.writeString(deal, sevenKings);
    assertError("levellab: error: --deal " + deal + ": the deal has 7 cards of rank K, but the level's 52 cards come"
        + " from 1 standard deck (at most 4 of a rank)", "tripeaks", "solve", "--deal", deal.toString());
    CliRun.Result refused = run("tripeaks", "solve", "--deal", deal.toString());
    assertTrue(refused.err().trim().endsWith("add --custom-deck"), refused.err());
    CliRun.Result r = run("tripeaks", "solve", "--deal", deal.toString(), "--custom-deck", "--json");
    assertEquals(0, r.code(), r.err());
    assertFalse(r.out().isEmpty());
    CliRun.Result help = run("tripeaks", "solve", "--help");
    assertTrue(help.out().contains("--custom-deck"), help.out());
  }

  @Test
  void winnabilityJsonIsTheSummary() throws Exception {
    Path csv = tmp.resolve("deals.csv");
    CliRun.Result r = run("tripeaks", "winnability", "--deals", "12", "--seed", "1", "--layout", "golf", "--json",
        "--out", csv.toString());
    assertEquals(0, r.code(), r.err());
    JsonNode j = Json.mapper().readTree(r.out());
    assertEquals(12, j.get("winnable").asInt() + j.get("not_winnable").asInt() + j.get("unknown").asInt());
    JsonNode share = j.get("share");
    assertTrue(share.get("lower").asDouble() <= share.get("value").asDouble());
    assertTrue(share.get("value").asDouble() <= share.get("upper").asDouble());
    assertTrue(j.get("level").asText().contains("no wrap"));
    assertEquals(13, Files.readAllLines(csv).size(), "a header and one row per deal");
  }

  private static byte[] withBom(String text) {
    byte[] body = text.getBytes(StandardCharsets.UTF_8);
    byte[] out = new byte[body.length + 3];
    out[0] = (byte) 0xEF;
    out[1] = (byte) 0xBB;
    out[2] = (byte) 0xBF;
    System.arraycopy(body, 0, out, 3, body.length);
    return out;
  }

  private static void assertError(String start, String... args) {
    CliRun.Result r = run(args);
    assertEquals(2, r.code(), r.out() + r.err());
    assertTrue(r.err().startsWith(start), r.err());
    assertEquals(1, r.err().trim().split("\n").length, "one line: " + r.err());
    assertFalse(r.err().contains("\tat "), "no stack trace");
  }
}
