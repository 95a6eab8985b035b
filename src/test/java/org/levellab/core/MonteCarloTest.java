package org.levellab.core;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import tech.tablesaw.api.Table;

class MonteCarloTest {
  record Sample(int trial, double value, long bits, boolean heads) {}

  private static Sample sample(int i, SplittableRandom rng) {
    // Uneven work per trial, so threads finish chunks out of order.
    double v = 0;
    int n = 1 + rng.nextInt(2000);
    for (int k = 0; k < n; k++) {
      v += rng.nextDouble();
    }
    return new Sample(i, v, rng.nextLong(), rng.nextBoolean());
  }

  @Test
  void sameSeedGivesTheSameTableWhateverTheThreadCount() {
    Table one = MonteCarlo.trials(3_000).seed(42).threads(1).run(MonteCarloTest::sample);
    for (int threads : new int[] {2, 3, 8}) {
      Table many = MonteCarlo.trials(3_000).seed(42).threads(threads).run(MonteCarloTest::sample);
      assertArrayEquals(one.doubleColumn("value").asDoubleArray(), many.doubleColumn("value").asDoubleArray());
      assertArrayEquals(one.longColumn("bits").asLongArray(), many.longColumn("bits").asLongArray());
      assertEquals(one.booleanColumn("heads").countTrue(), many.booleanColumn("heads").countTrue());
    }
    assertArrayEquals(java.util.stream.IntStream.range(0, 3_000).toArray(), one.intColumn("trial").asIntArray());
  }

  @Test
  void differentSeedsGiveDifferentStreams() {
    Table a = MonteCarlo.trials(100).seed(1).run(MonteCarloTest::sample);
    Table b = MonteCarlo.trials(100).seed(2).run(MonteCarloTest::sample);
    assertFalse(java.util.Arrays.equals(a.longColumn("bits").asLongArray(), b.longColumn("bits").asLongArray()));
  }

  @Test
  void trialStreamDependsOnlyOnSeedAndIndex() {
    List<Long> firsts = MonteCarlo.trials(50).seed(9).threads(4).collect((i, rng) -> rng.nextLong());
    for (int i = 0; i < 50; i++) {
      assertEquals(RandomStreams.forTask(9, i).nextLong(), firsts.get(i));
    }
  }

  @Test
  void tableHasOneTypedColumnPerRecordComponent() {
    Table t = MonteCarlo.trials(10).label("samples").run(MonteCarloTest::sample);
    assertEquals("samples", t.name());
    assertEquals(List.of("trial", "value", "bits", "heads"), t.columnNames());
    assertEquals(10, t.rowCount());
    assertEquals("INTEGER", t.column("trial").type().name());
    assertEquals("DOUBLE", t.column("value").type().name());
    assertEquals("LONG", t.column("bits").type().name());
    assertEquals("BOOLEAN", t.column("heads").type().name());
  }

  @Test
  void badCallsFailWithClearMessages() {
    var neg = assertThrows(IllegalArgumentException.class, () -> MonteCarlo.trials(-5));
    assertTrue(neg.getMessage().contains("-5"), neg.getMessage());
    var nul = assertThrows(NullPointerException.class, () -> MonteCarlo.trials(5).run(null));
    assertTrue(nul.getMessage().contains("trial function"), nul.getMessage());
    assertThrows(IllegalArgumentException.class, () -> MonteCarlo.trials(5).threads(0));
  }

  @Test
  void zeroTrialsGiveAnEmptyTable() {
    assertEquals(0, MonteCarlo.trials(0).run(MonteCarloTest::sample).rowCount());
  }

  @Test
  void aFailingTrialIsNamedWithItsIndexAndSeed() {
    var e = assertThrows(MonteCarlo.TrialFailedException.class, () -> MonteCarlo.trials(500).seed(77).threads(2)
        .collect((i, rng) -> {
          if (i == 321) {
            throw new IllegalStateException("boom");
          }
          return i;
        }));
    assertEquals(321, e.trial());
    assertTrue(e.getMessage().contains("trial 321") && e.getMessage().contains("seed 77"), e.getMessage());
  }

  @Test
  void progressIsReportedFromStartToFinish() {
    List<String> events = new ArrayList<>();
    ProgressListener listener = new ProgressListener() {
      @Override
      public synchronized void start(String label, long total) {
        events.add("start " + label + " " + total);
      }

      @Override
      public synchronized void advance(long done, long total) {
        if (done > total) {
          events.add("overflow");
        }
      }

      @Override
      public synchronized void finish(long done, long total) {
        events.add("finish " + done + "/" + total);
      }
    };
    MonteCarlo.trials(1000).label("p").threads(2).progress(listener).collect((i, rng) -> i);
    assertEquals(List.of("start p 1000", "finish 1000/1000"), events);
  }
}
