package org.levellab.tripeaks.study;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.levellab.cli.CliRun;
import org.levellab.cli.Json;

/** {@code levellab tripeaks theory} and {@code simulate} (TripeaksTheoryCommand, TripeaksSimulateCommand). */
class TripeaksDesignCommandTest {
  static final String SIM1 = "datasets/tripeaks/sim1-groups.toml";
  static final String SIM3_ON = "datasets/tripeaks/sim3-hold-on.toml";

  private static CliRun.Result run(String... args) {
    return CliRun.run(args);
  }

  /** Exit code 2 and one line on the error stream starting with {@code expected}, no stack trace. */
  private static void fails(String expected, String... args) {
    CliRun.Result r = run(args);
    assertEquals(2, r.code(), r.err());
    assertTrue(r.err().startsWith("levellab: error: " + expected), r.err());
    assertEquals(1, r.err().strip().lines().count(), r.err());
    assertFalse(r.err().contains("Exception"), r.err());
  }

  @Test
  void theoryFromGroupsAsJson() throws Exception {
    CliRun.Result r = run("tripeaks", "theory", "--board-cards", "24", "--groups", "8,8,8", "--hold", "0.5", "--json");
    assertEquals(0, r.code(), r.err());
    JsonNode j = Json.mapper().readTree(r.out());
    JsonNode th = j.get("theory");
    assertEquals(1.75, th.get("min_stockpile").asDouble(), 1e-12);
    assertEquals(12.0, th.get("max_stockpile").asDouble(), 1e-12);
    assertEquals(3.0, th.get("average_unique_cards").asDouble(), 1e-12);
    assertEquals(1.25, th.get("hold_slot_uses").asDouble(), 1e-12);
    assertTrue(j.get("config").isNull() && j.get("open_cards_source").isNull(), r.out());
  }

  @Test
  void theoryFromConfigAsTextAndJson() throws Exception {
    CliRun.Result r = run("tripeaks", "theory", "--config", SIM1, "--open-cards", "6");
    assertEquals(0, r.code(), r.err());
    assertTrue(r.out().contains("minimum stockpile use") && r.out().contains("8.000"), r.out());
    assertTrue(r.out().contains("average open cards (given)") && r.out().contains("average visible groups")
        && r.out().contains("2.000"), r.out());
    r = run("tripeaks", "theory", "--config", SIM1, "--json", "--threads", "1");
    JsonNode j = Json.mapper().readTree(r.out());
    assertEquals("measured, 200 players", j.get("open_cards_source").asText());
    assertEquals("sim1-groups", j.get("config").get("name").asText());
    assertEquals("design24", j.get("config").get("level").get("layout").asText());
    double seed1 = j.get("theory").get("average_open_cards").asDouble();
    r = run("tripeaks", "theory", "--config", SIM1, "--json", "--seed", "2");
    assertTrue(Json.mapper().readTree(r.out()).get("theory").get("average_open_cards").asDouble() != seed1,
        "--seed replaces the configuration's seed for the measurement");
  }

  @Test
  void simulateWritesSummaryAndCsv(@TempDir Path dir) throws Exception {
    Path csv = dir.resolve("players.csv");
    CliRun.Result r = run("tripeaks", "simulate", "--config", SIM3_ON, "--players", "120",
        "--seed", "4", "--threads", "2", "--out", csv.toString(), "--json");
    assertEquals(0, r.code(), r.err());
    JsonNode j = Json.mapper().readTree(r.out());
    assertEquals(120, j.get("players").asInt());
    assertEquals(4, j.get("seed").asInt());
    assertEquals(csv.toString(), j.get("csv").asText());
    assertEquals(0.5, j.get("config").get("player").get("hold_probability").asDouble());
    JsonNode stock = j.get("summary").get("stock_used");
    assertTrue(stock.get("lower").asDouble() <= stock.get("value").asDouble()
        && stock.get("value").asDouble() <= stock.get("upper").asDouble(), stock.toString());
    assertEquals(121, Files.readAllLines(csv).size()); // header + one line per player
    // Same run on one thread: same numbers.
    CliRun.Result one = run("tripeaks", "simulate", "--config", SIM3_ON, "--players", "120",
        "--seed", "4", "--threads", "1", "--json");
    assertEquals(j.get("summary"), Json.mapper().readTree(one.out()).get("summary"));
    CliRun.Result text = run("tripeaks", "simulate", "--config", SIM1, "--players", "50");
    assertEquals(0, text.code(), text.err());
    assertTrue(text.out().contains("win_rate") && text.out().contains("theory: stockpile 8.00 to 14.00"), text.out());
    assertTrue(text.out().contains("50 players, seed 1"), "the configuration's seed by default: " + text.out());
  }

  @Test
  void theoryRefusesValuesTheBoardCannotHave() {
    fails("--open-cards: average open cards must be above 0 and at most the board's 24 cards, was 100.0",
        "tripeaks", "theory", "--config", SIM1, "--open-cards", "100");
    fails("--open-cards: average open cards must be above 0", "tripeaks", "theory", "--board-cards", "24",
        "--groups", "6", "--open-cards", "0");
    fails("--groups: the group sizes [12] add up to 12 cards, more than the board's 1", "tripeaks", "theory",
        "--board-cards", "1", "--groups", "12");
    fails("--groups: group 2 size must be in 1..12", "tripeaks", "theory", "--board-cards", "24", "--groups", "6,13");
    fails("--board-cards: board cards must be 1 to 64, was 0", "tripeaks", "theory", "--board-cards", "0",
        "--groups", "1");
    fails("--hold: hold slot use probability: must be in [0, 1], was 2.0", "tripeaks", "theory",
        "--board-cards", "24", "--groups", "6", "--hold", "2");
    fails("--stock-match: stockpile matching probability must be in (0, 1]", "tripeaks", "theory",
        "--config", SIM1, "--stock-match", "0");
    fails("give --config FILE, or both --board-cards and --groups", "tripeaks", "theory", "--groups", "6");
    fails("give either --config or --board-cards with --groups, not both", "tripeaks", "theory", "--config", SIM1,
        "--groups", "6");
  }

  @Test
  void simulateRefusesBadInput(@TempDir Path dir) throws Exception {
    Path bad = dir.resolve("bad.toml");
    Files.writeString(bad, "[level]\nlayout = \"" + Path.of("datasets/tripeaks/layouts/design24.layout")
        .toAbsolutePath().toString().replace('\\', '/') + "\"\nwalls = [2, 30]\n[generator]\nkind = \"groups\"\n"
        + "groups = [6, 3]\n");
    fails(bad + " line 3: level.walls: wall on slot 30, which does not exist", "tripeaks", "simulate",
        "--config", bad.toString());
    fails("level configuration " + dir.resolve("missing.toml") + ": no such file", "tripeaks", "simulate",
        "--config", dir.resolve("missing.toml").toString());
    fails("--players: must be at least 1, was 0", "tripeaks", "simulate", "--config", SIM1, "--players", "0");
    fails("--threads must be at least 1, was 0", "tripeaks", "simulate", "--config", SIM1, "--threads", "0");
  }

  /**
   * A bad --out fails before any player is simulated: with two billion players, a check made after
   * the run would never come.
   */
  @Test
  void simulateChecksItsOutputBeforeAnyPlayer(@TempDir Path dir) {
    assertTimeoutPreemptively(Duration.ofSeconds(30), () -> {
      fails("--out " + dir + " is a folder; give a file name", "tripeaks", "simulate", "--config", SIM1,
          "--players", "2000000000", "--out", dir.toString());
      Path orphan = dir.resolve("no-such-folder").resolve("players.csv");
      fails("--out " + orphan + ": the folder " + orphan.getParent().toAbsolutePath() + " does not exist",
          "tripeaks", "simulate", "--config", SIM1, "--players", "2000000000", "--out", orphan.toString());
    });
  }
}
