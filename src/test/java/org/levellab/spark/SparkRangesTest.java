package org.levellab.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.apache.spark.sql.SparkSession;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.levellab.search.Budget;
import org.levellab.tripeaks.Level;
import org.levellab.tripeaks.solve.Winnability;
import org.levellab.tripeaks.solve.WinnabilityBits;

/** {@link SparkSweeps#ranges}: aligned ranges that cover every task once, and winnability blocks merged on the driver. */
class SparkRangesTest {
  static SparkSession spark;

  @BeforeAll
  static void session() {
    spark = SparkSweeps.localSession("local[2,3]");
  }

  /** The ranges, in order, tile [0, size) with bounds on multiples of the alignment (the last ends at size). */
  @Test
  void rangesTileTheTasksOnAlignedBounds() {
    for (int size : new int[] {1, 65, 4097}) {
      for (int alignment : new int[] {1, 64}) {
        for (int partitions : new int[] {1, 5, 40}) {
          List<int[]> ranges = SparkSweeps.ranges(spark, size, alignment, (from, to) -> new int[] {from, to},
              partitions);
          String ctx = size + " tasks, alignment " + alignment + ", " + partitions + " partitions";
          int next = 0;
          for (int[] r : ranges) {
            assertEquals(next, r[0], ctx);
            assertTrue(r[1] > r[0], ctx);
            assertTrue(r[1] == size || r[1] % alignment == 0, ctx);
            next = r[1];
          }
          assertEquals(size, next, ctx);
          assertTrue(ranges.size() <= partitions, ctx);
        }
      }
    }
  }

  /** Blocks solved on the executors give the bits the thread runner gives. */
  @Test
  void winnabilityBlocksGiveTheThreadRunnersBits() {
    var def = Winnability.Definition.of(Level.microsoft(), 200, 3, Budget.nodes(5_000));
    WinnabilityBits expected = Winnability.runBits(def.level(), 200, 3, 2, def.budget(),
        org.levellab.core.ProgressListener.NONE).bits();
    for (int partitions : new int[] {1, 3}) {
      WinnabilityBits.Writer w = def.writer();
      SparkSweeps.ranges(spark, 200, WinnabilityBits.BLOCK_ALIGNMENT, def::block, partitions).forEach(w::record);
      assertEquals(expected, w.finish().bits(), partitions + " partitions");
    }
  }
}
