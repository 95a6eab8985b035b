package org.levellab.tripeaks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.levellab.cli.Json;
import org.levellab.cli.LevelLabCommand;

/** {@code levellab tripeaks theory} and {@code simulate} (TripeaksTheoryCommand, TripeaksSimulateCommand). */
class TripeaksDesignCommandTest {
  record Run(int code, String out, String err) {}

  private static Run run(String... args) {
    PrintStream oldOut = System.out;
    PrintStream oldErr = System.err;
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    try {
      System.setOut(new PrintStream(out, true, StandardCharsets.UTF_8));
      System.setErr(new PrintStream(err, true, StandardCharsets.UTF_8));
      int code = LevelLabCommand.execute(args);
      return new Run(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    } finally {
      System.setOut(oldOut);
      System.setErr(oldErr);
    }
  }

  @Test
  void theoryFromGroupsAsJson() throws Exception {
    Run r = run("tripeaks", "theory", "--board-cards", "24", "--groups", "8,8,8", "--hold", "0.5", "--json");
    assertEquals(0, r.code(), r.err());
    JsonNode th = Json.mapper().readTree(r.out()).get("theory");
    assertEquals(1.75, th.get("min_stockpile").asDouble(), 1e-12);
    assertEquals(12.0, th.get("max_stockpile").asDouble(), 1e-12);
    assertEquals(3.0, th.get("average_unique_cards").asDouble(), 1e-12);
    assertEquals(1.25, th.get("hold_slot_uses").asDouble(), 1e-12);
  }

  @Test
  void theoryFromConfigAsText() {
    Run r = run("tripeaks", "theory", "--config", "datasets/tripeaks/sim1-groups.conf", "--open-cards", "6");
    assertEquals(0, r.code(), r.err());
    assertTrue(r.out().contains("minimum stockpile use") && r.out().contains("8.000"), r.out());
    assertTrue(r.out().contains("average visible groups") && r.out().contains("2.000"), r.out());
  }

  @Test
  void simulateWritesSummaryAndCsv(@TempDir Path dir) throws Exception {
    Path csv = dir.resolve("players.csv");
    Run r = run("tripeaks", "simulate", "--config", "datasets/tripeaks/sim3-hold-on.conf", "--players", "120",
        "--seed", "4", "--threads", "2", "--out", csv.toString(), "--json");
    assertEquals(0, r.code(), r.err());
    JsonNode j = Json.mapper().readTree(r.out());
    assertEquals(120, j.get("players").asInt());
    JsonNode stock = j.get("summary").get("stock_used");
    assertTrue(stock.get("ci95").get(0).asDouble() <= stock.get("value").asDouble());
    assertEquals(121, Files.readAllLines(csv).size()); // header + one line per player
    // Same run on one thread: same numbers.
    Run one = run("tripeaks", "simulate", "--config", "datasets/tripeaks/sim3-hold-on.conf", "--players", "120",
        "--seed", "4", "--threads", "1", "--json");
    assertEquals(Json.mapper().readTree(r.out()).get("summary"), Json.mapper().readTree(one.out()).get("summary"));
    Run text = run("tripeaks", "simulate", "--config", "datasets/tripeaks/sim1-groups.conf", "--players", "50");
    assertEquals(0, text.code(), text.err());
    assertTrue(text.out().contains("win_rate") && text.out().contains("theory: stockpile 8.00 to 14.00"), text.out());
  }

  @Test
  void badInputGivesOneLineErrorAndExitCode2(@TempDir Path dir) throws Exception {
    Run r = run("tripeaks", "theory", "--board-cards", "24", "--groups", "6,13");
    assertEquals(2, r.code());
    assertTrue(r.err().startsWith("levellab: error: group 2 size must be in 1..12"), r.err());
    assertFalse(r.err().contains("Exception"), r.err());
    r = run("tripeaks", "theory", "--board-cards", "24", "--groups", "6", "--hold", "2");
    assertEquals(2, r.code());
    assertTrue(r.err().contains("hold slot use probability must be in [0, 1], was 2.0"), r.err());
    r = run("tripeaks", "theory", "--groups", "6");
    assertEquals(2, r.code());
    assertTrue(r.err().contains("give --config FILE, or both --board-cards and --groups"), r.err());
    Path bad = dir.resolve("bad.conf");
    Files.writeString(bad, "layout " + Path.of("datasets/tripeaks/layouts/design24.layout").toAbsolutePath()
        + "\ngroups 6,3\nwalls 2 30\n");
    r = run("tripeaks", "simulate", "--config", bad.toString());
    assertEquals(2, r.code());
    assertTrue(r.err().contains("bad.conf line 3: wall on slot 30, which does not exist"), r.err());
    r = run("tripeaks", "simulate", "--config", dir.resolve("missing.conf").toString());
    assertEquals(2, r.code());
    assertTrue(r.err().startsWith("levellab: error: cannot read level configuration"), r.err());
    r = run("tripeaks", "simulate", "--config", "datasets/tripeaks/sim1-groups.conf", "--players", "0");
    assertEquals(2, r.code());
    assertTrue(r.err().contains("players must be at least 1"), r.err());
  }
}
