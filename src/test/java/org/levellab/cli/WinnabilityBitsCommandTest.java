package org.levellab.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.levellab.core.Estimate;
import org.levellab.core.RandomStreams;
import org.levellab.core.Stats;
import org.levellab.game.Replay;
import org.levellab.search.Budget;
import org.levellab.search.Verdict;
import org.levellab.spark.SparkSweeps;
import org.levellab.tripeaks.Deal;
import org.levellab.tripeaks.Level;
import org.levellab.tripeaks.solve.ExactSolver;
import org.levellab.tripeaks.solve.SolverResult;
import org.levellab.tripeaks.solve.WinnabilityBits;
import org.levellab.tripeaks.solve.WinnabilitySummaryCsv;

/**
 * {@code tripeaks winnability --bits} and {@code sweep tripeaks-winnability --bits}: the file the
 * command writes holds each deal's verdict as a fresh solve gives it, on either engine byte for byte,
 * and {@code --summary-csv} appends the run's row.
 */
class WinnabilityBitsCommandTest {
  static CliRun.Result ok(String... args) {
    CliRun.Result r = CliRun.run(args);
    assertEquals(0, r.code(), r.err() + r.out());
    return r;
  }

  /**
   * The first 2,000 deals of seed 1, each drawn and solved afresh (its own solver, outside the runner):
   * the verdict the file read back gives, and every winning line replays to a win through the rules.
   */
  @Test
  void theFirstTwoThousandDealsMatchFreshSolves(@TempDir Path dir) throws Exception {
    Path csv = dir.resolve("summary.csv");
    String out = ok("tripeaks", "winnability", "--deals", "2000", "--seed", "1", "--threads", "2", "--bits",
        dir.toString(), "--summary-csv", csv.toString()).out();
    Path file = dir.resolve("microsoft-1.bits.gz");
    assertTrue(out.contains("verdict bits written to " + file), out);
    WinnabilityBits bits = WinnabilityBits.read(file);
    Level level = Level.microsoft();
    assertEquals(2000, bits.deals());
    assertEquals(level, bits.level());
    assertEquals(Budget.nodes(BudgetOptions.DEFAULT_NODES), bits.budget());
    ExactSolver solver = ExactSolver.builder().minimizeDraws(false).budget(bits.budget()).build();
    long winnable = 0;
    for (int i = 0; i < 2000; i++) {
      Deal deal = Deal.random(level, RandomStreams.forTask(1, i));
      SolverResult r = solver.solve(level, deal);
      assertEquals(r.winnable(), bits.verdict(i), "deal " + i);
      if (r.winnable() == Verdict.TRUE) {
        winnable++;
        Replay.Result replay = Replay.moves(level.deal(deal), r.movesText());
        assertTrue(replay.won(), "deal " + i + ": " + replay.error());
      }
    }
    assertEquals(winnable, bits.winnableCount());
    assertTrue(winnable > 1000 && winnable < 2000, winnable + " winnable");

    List<String> lines = Files.readAllLines(csv, StandardCharsets.UTF_8);
    assertEquals(WinnabilitySummaryCsv.header(), lines.get(0));
    String[] row = lines.get(1).split(",");
    Estimate share = Stats.proportion(bits.winnableCount(), bits.decidedCount(), 0.95);
    assertEquals(List.of("microsoft", "true", "2000", "1", Long.toString(bits.winnableCount()),
        Long.toString(bits.notWinnableCount()), Long.toString(bits.unknownCount())), List.of(row).subList(0, 7));
    assertEquals(share.value(), Double.parseDouble(row[7]), 1e-8);
    assertEquals(share.lower(), Double.parseDouble(row[8]), 1e-8);
    assertEquals(share.upper(), Double.parseDouble(row[9]), 1e-8);
    double cpu = Double.parseDouble(row[10]);
    assertTrue(cpu > 0 && cpu < 3600, "cpu seconds " + cpu);
    assertEquals("levellab tripeaks winnability --deals 2000 --seed 1 --threads 2 --bits " + dir + " --summary-csv "
        + csv, row[11]);
  }

  /**
   * The threads engine, Spark on any partitioning, and the single-machine command write the same bytes.
   * 100 deals hold all three verdicts (35 winnable, 32 not, 33 unknown) and give each of 7 partitions
   * 14 deals, so no partition is empty: the same cases as the 300 deals it solved five times before,
   * at a third of the cost.
   */
  @Test
  void threadsAndSparkWriteIdenticalFiles(@TempDir Path dir) throws Exception {
    SparkSweeps.localSession("local[2,3]"); // the CLI reuses the JVM's session instead of starting one
    String[] opts = {"--layout", "golf", "--deals", "100", "--seed", "5", "--max-nodes", "20000"};
    Path single = Files.createDirectory(dir.resolve("single"));
    ok(concat(opts, "tripeaks", "winnability", "--threads", "2", "--bits", single.toString()));
    byte[] expected = Files.readAllBytes(single.resolve("golf-5.bits.gz"));
    WinnabilityBits bits = WinnabilityBits.read(single.resolve("golf-5.bits.gz"));
    assertTrue(bits.unknownCount() > 0 && bits.winnableCount() > 0 && bits.notWinnableCount() > 0, bits.toString());
    Path threads = Files.createDirectory(dir.resolve("threads"));
    String t = ok(concat(opts, "sweep", "tripeaks-winnability", "--engine", "threads", "--threads", "1", "--bits",
        threads.toString())).out();
    assertTrue(t.contains("engine: threads"), t);
    assertArrayEquals(expected, Files.readAllBytes(threads.resolve("golf-5.bits.gz")));
    for (String partitions : new String[] {"1", "3", "7"}) {
      Path spark = Files.createDirectory(dir.resolve("spark" + partitions));
      Path csv = spark.resolve("summary.csv");
      String s = ok(concat(opts, "sweep", "tripeaks-winnability", "--engine", "spark", "--partitions", partitions,
          "--bits", spark.resolve("golf-5.bits.gz").toString(), "--summary-csv", csv.toString())).out();
      assertTrue(s.contains("engine: spark"), s);
      assertArrayEquals(expected, Files.readAllBytes(spark.resolve("golf-5.bits.gz")), partitions + " partitions");
      String row = Files.readAllLines(csv).get(1);
      assertTrue(row.startsWith("golf,false,100,5," + bits.winnableCount() + "," + bits.notWinnableCount() + ","
          + bits.unknownCount() + ","), row);
    }
  }

  /** Undecided deals stay undecided in the file and in the summary row, never counted as not winnable. */
  @Test
  void undecidedDealsAreKeptApart(@TempDir Path dir) throws Exception {
    Path csv = dir.resolve("s.csv");
    ok("tripeaks", "winnability", "--no-wrap", "--deals", "150", "--seed", "2", "--max-nodes", "500", "--bits",
        dir.toString(), "--summary-csv", csv.toString());
    ok("tripeaks", "winnability", "--no-wrap", "--deals", "20", "--seed", "2", "--max-nodes", "500",
        "--summary-csv", csv.toString());
    WinnabilityBits bits = WinnabilityBits.read(dir.resolve("microsoft-nowrap-2.bits.gz"));
    assertTrue(bits.unknownCount() > 0, bits.toString());
    Level level = Level.microsoft().toBuilder().wrap(false).build();
    ExactSolver solver = ExactSolver.builder().minimizeDraws(false).budget(Budget.nodes(500)).build();
    for (int i = 0; i < 150; i++) {
      assertEquals(solver.solve(level, Deal.random(level, RandomStreams.forTask(2, i))).winnable(), bits.verdict(i),
          "deal " + i);
    }
    List<String> lines = Files.readAllLines(csv);
    assertEquals(3, lines.size(), String.join("\n", lines));
    assertTrue(lines.get(1).startsWith("microsoft,false,150,2," + bits.winnableCount() + ","
        + bits.notWinnableCount() + "," + bits.unknownCount() + ","), lines.get(1));
    // the run without --bits: the first 20 deals of the same seed
    WinnabilityBits first = bits.prefix(20);
    assertTrue(lines.get(2).startsWith("microsoft,false,20,2," + first.winnableCount() + ","
        + first.notWinnableCount() + "," + first.unknownCount() + ","), lines.get(2));
  }

  @Test
  void badOutputsAreRefusedBeforeTheRun(@TempDir Path dir) throws Exception {
    CliRun.Result r = CliRun.run("tripeaks", "winnability", "--deals", "5", "--bits", dir.resolve("x.bits.gz").toString());
    assertEquals(2, r.code());
    assertTrue(r.err().contains("named microsoft-1.bits.gz"), r.err());
    r = CliRun.run("tripeaks", "winnability", "--deals", "5", "--bits", dir.toString(), "--out",
        dir.resolve("rows.csv").toString());
    assertEquals(2, r.code());
    assertTrue(r.err().contains("give one"), r.err());
    r = CliRun.run("sweep", "tripeaks-winnability", "--deals", "5", "--bits", dir.toString(), "--out",
        dir.resolve("rows").toString());
    assertEquals(2, r.code());
    Path other = dir.resolve("other.csv");
    Files.writeString(other, "a,b,c\n1,2,3\n");
    r = CliRun.run("tripeaks", "winnability", "--deals", "5", "--bits", dir.toString(), "--summary-csv",
        other.toString());
    assertEquals(2, r.code());
    assertTrue(r.err().contains("not a winnability summary table"), r.err());
    assertFalse(Files.exists(dir.resolve("microsoft-1.bits.gz")), "no run, no file");
    assertEquals("a,b,c\n1,2,3\n", Files.readString(other));
  }

  static String[] concat(String[] tail, String... head) {
    String[] all = new String[head.length + tail.length];
    System.arraycopy(head, 0, all, 0, head.length);
    System.arraycopy(tail, 0, all, head.length, tail.length);
    return all;
  }
}
