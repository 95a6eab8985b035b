package org.levellab.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.apache.spark.TaskContext;
import org.apache.spark.sql.SparkSession;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.levellab.core.Sweep;
import org.levellab.core.SweepDefinition;
import org.levellab.game.PlaytestSweep;
import org.levellab.match3.study.Calibration;
import org.levellab.search.Budget;
import org.levellab.search.WinnableShare;
import org.levellab.game.Games;
import org.levellab.tripeaks.Level;
import org.levellab.tripeaks.solve.Winnability;
import tech.tablesaw.api.Table;

/**
 * Sweeps through Spark in local mode against the thread runner, row for row. One session for the
 * class, {@code local[2,3]}: two cores, and a failed task is tried up to three times.
 */
class SparkSweepsTest {
  static SparkSession spark;

  @BeforeAll
  static void session() {
    spark = SparkSweeps.localSession("local[2,3]");
  }

  /** The thread runner's table on two threads, the wall-clock column left out. */
  static Table threads(SweepDefinition def) {
    @SuppressWarnings("unchecked")
    Sweep<?, Record> s = (Sweep<?, Record>) def.sweep();
    return withoutTimes(s.run(2));
  }

  static Table withoutTimes(Table t) {
    return t.columnNames().contains("millis") ? t.removeColumns("millis") : t;
  }

  @Test
  void tripeaksWinnabilityGivesTheThreadRunnersRowsOnAnyPartitioning() {
    var def = Winnability.Definition.of(Level.microsoft(), 40, 1, Budget.nodes(2_000_000));
    String expected = threads(def).printAll();
    for (int partitions : new int[] {1, 3, 7}) {
      assertEquals(expected, withoutTimes(SparkSweeps.run(spark, def, partitions)).printAll(),
          partitions + " partitions");
    }
  }

  @Test
  void match3GridPairAndPlaytestGiveTheThreadRunnersRows() {
    var grid = new Calibration.GridDefinition("hgs", 0.2, 5, 4, 60, 2, 5, 3);
    assertEquals(threads(grid).printAll(), withoutTimes(SparkSweeps.run(spark, grid, 2)).printAll());
    var pair = WinnableShare.Definition.of(Games.create("pair", ""), 12, 4, Budget.nodes(200_000));
    assertEquals(threads(pair).printAll(), withoutTimes(SparkSweeps.run(spark, pair, 3)).printAll());
    var play = new PlaytestSweep("golf", "", List.of("random"), 10, 2, 10_000);
    assertEquals(threads(play).printAll(), withoutTimes(SparkSweeps.run(spark, play, 4)).printAll());
  }

  record GroupedDefinition(int points, int group, long seed) implements SweepDefinition {
    @Override
    public Sweep<Integer, Draw> sweep() {
      return Sweep.of("grouped", Draw.class, java.util.stream.IntStream.range(0, points).boxed().toList(), 3,
          seed, (p, t, rng) -> new Draw(rng.nextDouble() + p, rng.nextLong())).grouped(group);
    }
  }

  /** Partitions hold whole groups; every task runs once, whatever the partitions asked for. */
  @Test
  void groupedSweepsGiveTheThreadRunnersRowsOnAnyPartitioning() {
    for (int group : new int[] {1, 4, 7, 31}) {
      var def = new GroupedDefinition(10, group, 5);
      String expected = threads(def).printAll();
      for (int partitions : new int[] {1, 2, 3, 7, 40}) {
        assertEquals(expected, SparkSweeps.run(spark, def, partitions).printAll(),
            "groups of " + group + ", " + partitions + " partitions");
      }
    }
    var grid = new Calibration.GridDefinition("lbfs", 0.2, 5, 4, 60, 2, 6, 3);
    assertEquals(threads(grid).printAll(), SparkSweeps.run(spark, grid, 3).printAll());
  }

  @Test
  void theCsvSparkWritesReadsBackAsTheTable(@TempDir Path dir) {
    var def = Winnability.Definition.of(Level.microsoft(), 24, 5, Budget.nodes(500_000));
    Path out = dir.resolve("golf");
    List<Winnability.DealOutcome> rows =
        SparkSweeps.collect(spark, def, Winnability.DealOutcome.class, 3, out);
    Table back = Sweep.readCsv(out, Winnability.DealOutcome.class).setName("tripeaks winnability");
    assertEquals(def.sweep().table(rows).printAll(), back.printAll());
    assertEquals(threads(def).printAll(), withoutTimes(back).printAll());
  }

  /** Fails the first attempt of the task that runs trial 7, once per JVM; then behaves. */
  static final AtomicInteger FAILURES = new AtomicInteger();

  record Draw(double u, long bits) {}

  record FlakyDefinition(int trials, long seed) implements SweepDefinition {
    @Override
    public Sweep<String, Draw> sweep() {
      return Sweep.of("flaky", Draw.class, List.of("a", "b"), trials, seed, (p, t, rng) -> {
        TaskContext task = TaskContext.get();
        if (task != null && t == 7 && p.equals("b") && task.attemptNumber() == 0
            && FAILURES.compareAndSet(0, 1)) {
          throw new IllegalStateException("injected failure of the first attempt");
        }
        return new Draw(rng.nextDouble(), rng.nextLong());
      });
    }
  }

  @Test
  void aTaskThatFailsOnceIsRetriedAndTheTableIsUnchanged() {
    FlakyDefinition def = new FlakyDefinition(20, 11);
    Table expected = threads(def);
    Table viaSpark = SparkSweeps.run(spark, def, 4);
    assertEquals(1, FAILURES.get(), "the injected failure happened once");
    assertEquals(expected.printAll(), viaSpark.printAll());
  }
}
