package org.levellab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.levellab.core.Sweep;
import org.levellab.match3.study.Calibration;
import org.levellab.spark.SparkSweeps;
import tech.tablesaw.api.Table;

class SweepCommandTest {
  /** The text without the lines that carry wall-clock times or name the engine. */
  static String results(String text) {
    return Arrays.stream(text.split("\n")).filter(l -> !l.contains("time") && !l.startsWith("engine:"))
        .collect(Collectors.joining("\n"));
  }

  static CliRun.Result ok(String... args) {
    CliRun.Result r = CliRun.run(args);
    assertEquals(0, r.code(), r.err());
    return r;
  }

  @Test
  void tripeaksSweepReportsWhatTheSingleMachineCommandReports() {
    String[] opts = {"--deals", "30", "--seed", "4", "--max-nodes", "300000", "--threads", "2"};
    String single = ok(concat(new String[] {"tripeaks", "winnability"}, opts)).out();
    String sweep = ok(concat(new String[] {"sweep", "tripeaks-winnability"}, opts)).out();
    assertEquals(results(single), results(sweep));
    assertTrue(sweep.contains("engine: threads"), sweep);
  }

  @Test
  void match3SweepRanksAsTheCalibrateCommandOnEitherEngine() {
    SparkSweeps.localSession("local[2,3]"); // the CLI reuses the JVM's session instead of starting one
    String[] opts = {"--agent", "hgs", "--size", "5", "--gems", "4", "--target", "60", "--games", "2",
        "--sample", "4", "--seed", "3", "--top", "4"};
    String single = ok(concat(new String[] {"match3", "calibrate", "--method", "grid"}, opts)).out();
    String threads = ok(concat(new String[] {"sweep", "match3-calibrate"}, opts)).out();
    String spark = ok(concat(new String[] {"sweep", "match3-calibrate", "--engine", "spark"}, opts)).out();
    assertEquals(results(single), results(threads));
    assertEquals(results(single), results(spark));
    assertTrue(spark.contains("engine: spark"), spark);
  }

  @Test
  void pairAndPlaytestSweepsGiveTheSameRowsOnEitherEngine() {
    SparkSweeps.localSession("local[2,3]");
    String[] pair = {"sweep", "pair-beatable", "--deals", "12", "--seed", "2", "--max-nodes", "200000"};
    assertEquals(results(ok(pair).out()), results(ok(concat(pair, new String[] {"--engine", "spark"})).out()));
    String single = ok("solve", "--game", "pair", "--deals", "12", "--seed", "2", "--max-nodes", "200000").out();
    assertEquals(results(single), results(ok(pair).out()));
    String[] play = {"sweep", "playtest", "--game", "golf", "--agents", "random", "--games", "20", "--seed", "5"};
    String threads = ok(play).out();
    assertTrue(threads.contains("golf, 20 seeded starts per agent (seed 5)"), threads);
    assertEquals(results(threads), results(ok(concat(play, new String[] {"--engine", "spark"})).out()));
  }

  @Test
  void outWritesATableThatReadsBackAndIsNotOverwrittenUnlessAsked(@TempDir Path dir) throws Exception {
    Path out = dir.resolve("grid");
    String[] run = {"sweep", "match3-calibrate", "--agent", "hgs", "--size", "5", "--target", "60", "--games",
        "2", "--sample", "3", "--out", out.toString()};
    ok(run);
    Table t = Sweep.readCsv(out, Calibration.VectorScore.class);
    assertEquals(3, t.rowCount());
    CliRun.Result again = CliRun.run(run);
    assertEquals(2, again.code());
    assertTrue(again.err().contains("--out " + out + " is not empty (add --overwrite"), again.err());
    ok(concat(run, new String[] {"--overwrite"}));
    assertEquals(t.printAll(), Sweep.readCsv(out, Calibration.VectorScore.class).printAll());
    Files.writeString(dir.resolve("file"), "x");
    CliRun.Result notAFolder = CliRun.run("sweep", "tripeaks-winnability", "--out", dir.resolve("file").toString());
    assertTrue(notAFolder.err().contains("is a file, not a folder"), notAFolder.err());
    assertTrue(Files.exists(out.resolve(Sweep.CSV_PART)));
  }

  @Test
  void badInputIsOneLine() {
    CliRun.Result unknown = CliRun.run("sweep", "golf-estimate");
    assertEquals(2, unknown.code());
    assertEquals("levellab: error: unknown sweep 'golf-estimate' (known: tripeaks-winnability, pair-beatable,"
        + " match3-calibrate, playtest)", unknown.err().strip());
    CliRun.Result engine = CliRun.run("sweep", "tripeaks-winnability", "--engine", "flink");
    assertEquals("levellab: error: --engine must be threads or spark, was 'flink'", engine.err().strip());
    CliRun.Result agent = CliRun.run("sweep", "playtest", "--game", "golf", "--agents", "nobody");
    assertEquals(2, agent.code());
    assertFalse(agent.err().contains("\tat "), agent.err());
  }

  @Test
  void withoutSparkOnTheClasspathTheSparkEngineSaysHowToRunIt() {
    assertTrue(SweepCommand.sparkOnClasspath(getClass().getClassLoader()));
    ClassLoader bare = new URLClassLoader(new URL[0], null);
    assertFalse(SweepCommand.sparkOnClasspath(bare));
    ClassLoader before = SweepCommand.sparkLoader;
    SweepCommand.sparkLoader = bare;
    try {
      CliRun.Result r = CliRun.run("sweep", "tripeaks-winnability", "--deals", "5", "--engine", "spark");
      assertEquals(2, r.code());
      assertEquals("levellab: error: --engine spark: Spark is not on the classpath; run the sweep with spark-submit"
          + " --master local[2] --class org.levellab.cli.LevelLabCommand target/levellab.jar sweep ... --engine spark"
          + " (README, Scale out)", r.err().strip());
    } finally {
      SweepCommand.sparkLoader = before;
    }
  }

  static String[] concat(String[] a, String[] b) {
    String[] out = Arrays.copyOf(a, a.length + b.length);
    System.arraycopy(b, 0, out, a.length, b.length);
    return out;
  }
}
