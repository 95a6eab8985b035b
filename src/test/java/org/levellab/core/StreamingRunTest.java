package org.levellab.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.StringWriter;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** Streaming runs: summaries that do not depend on threads, equal the collected ones, and never hang. */
class StreamingRunTest {
  record Draw(int trial, double skewed, int small, boolean heads) {
    static Draw of(int i, SplittableRandom rng) {
      // uneven work per trial, so workers finish blocks out of order
      double v = 0;
      int n = 1 + rng.nextInt(200);
      for (int k = 0; k < n; k++) {
        v += rng.nextDouble();
      }
      return new Draw(i, Math.exp(v / n * 6), rng.nextInt(-3, 40), rng.nextBoolean());
    }
  }

  /** Every summary kind at once, so one run checks them all. */
  static final class Summary {
    final RunningMean mean = new RunningMean();
    final RunningQuantiles quantiles = new RunningQuantiles();
    final IntegerCounts counts = new IntegerCounts();
    long heads;

    void add(Draw d) {
      mean.add(d.skewed());
      quantiles.add(d.skewed());
      counts.add(d.small());
      heads += d.heads() ? 1 : 0;
    }

    void addAll(Summary later) {
      mean.addAll(later.mean);
      quantiles.addAll(later.quantiles);
      counts.addAll(later.counts);
      heads += later.heads;
    }

    List<Object> values() {
      return List.of(mean.count(), mean.estimate(0.95), quantiles.percentile(50), quantiles.percentile(99),
          quantiles.max(), counts.histogram(0.95).printAll(), counts.nearestRank(0.9), heads);
    }
  }

  private static Summary reduce(int trials, long seed, int threads) {
    return MonteCarlo.trials(trials).seed(seed).threads(threads).progress(ProgressListener.NONE)
        .reduce(Draw::of, Summary::new, Summary::add, Summary::addAll);
  }

  @Test
  void sameSeedGivesTheSameSummaryOnOneTwoAndFourThreads() {
    for (int trials : new int[] {2, 7, 5_000, 60_000}) {
      List<Object> one = reduce(trials, 11, 1).values();
      assertEquals(one, reduce(trials, 11, 2).values(), trials + " trials on 2 threads");
      assertEquals(one, reduce(trials, 11, 4).values(), trials + " trials on 4 threads");
    }
  }

  @Test
  void streamedSummariesEqualTheCollectThenSummariseOnesUpToTheExactLimit() {
    for (long seed = 1; seed <= 20; seed++) {
      int trials = 2 + (int) (seed * 499 % RunningMean.EXACT_LIMIT);
      List<Draw> rows = MonteCarlo.trials(trials).seed(seed).threads(2).progress(ProgressListener.NONE)
          .collect(Draw::of);
      double[] skewed = rows.stream().mapToDouble(Draw::skewed).toArray();
      int[] small = rows.stream().mapToInt(Draw::small).toArray();
      Summary s = reduce(trials, seed, 2);
      assertTrue(s.mean.exact() && s.quantiles.exact());
      assertEquals(Stats.mean(skewed, 0.95), s.mean.estimate(0.95));
      assertEquals(Stats.percentile(skewed, 50), s.quantiles.percentile(50));
      assertEquals(Stats.percentile(skewed, 99), s.quantiles.percentile(99));
      assertEquals(Arrays.stream(skewed).max().getAsDouble(), s.quantiles.max());
      assertEquals(Stats.integerHistogram(small, 0.95).printAll(), s.counts.histogram(0.95).printAll());
      assertEquals(Arrays.stream(small).average().getAsDouble(), s.counts.mean());
      int[] sorted = small.clone();
      Arrays.sort(sorted);
      assertEquals(sorted[(int) Math.ceil(0.9 * trials) - 1], s.counts.nearestRank(0.9));
      assertEquals(rows.stream().filter(Draw::heads).count(), s.heads);
    }
  }

  @Test
  void pastTheExactLimitTheMeanAndPercentilesStayCloseToTheExactOnes() {
    int trials = 40_000;
    List<Draw> rows = MonteCarlo.trials(trials).seed(5).threads(2).progress(ProgressListener.NONE).collect(Draw::of);
    double[] skewed = rows.stream().mapToDouble(Draw::skewed).toArray();
    Summary s = reduce(trials, 5, 2);
    assertFalse(s.mean.exact());
    assertFalse(s.quantiles.exact());
    Estimate exact = Stats.mean(skewed, 0.95);
    Estimate normal = s.mean.estimate(0.95);
    assertEquals(exact.value(), normal.value(), 1e-9 * exact.value());
    assertEquals(exact.lower(), normal.lower(), 0.1 * exact.halfWidth());
    assertEquals(exact.upper(), normal.upper(), 0.1 * exact.halfWidth());
    assertEquals(Estimate.Kind.NON_NEGATIVE, normal.kind());
    double[] sorted = skewed.clone();
    Arrays.sort(sorted);
    for (double q : new double[] {1, 10, 50, 90, 99, 100}) {
      double atRank = sorted[Math.max(0, (int) Math.ceil(q / 100 * trials) - 1)];
      assertEquals(atRank, s.quantiles.percentile(q), RunningQuantiles.RELATIVE_ERROR * atRank * 1.0001, "q=" + q);
    }
    assertEquals(sorted[trials - 1], s.quantiles.max());
  }

  @Test
  void theNormalIntervalOfSharesStaysInZeroOne() {
    RunningMean m = new RunningMean();
    for (int i = 0; i < RunningMean.EXACT_LIMIT + 5; i++) {
      m.add(i == 0 ? 0.999 : 1.0);
    }
    Estimate e = m.estimateOfShares(0.95);
    assertTrue(e.upper() <= 1 && e.lower() >= 0.999 && e.contains(e.value()), e.toString());
  }

  @Test
  void forEachOrderedHandsRowsOverInTrialOrder() {
    List<Integer> seen = new ArrayList<>();
    MonteCarlo.trials(30_000).seed(3).threads(4).progress(ProgressListener.NONE)
        .forEachOrdered((i, rng) -> Draw.of(i, rng).trial(), seen::add);
    for (int i = 0; i < seen.size(); i++) {
      assertEquals(i, seen.get(i));
    }
    assertEquals(30_000, seen.size());
  }

  @Test
  void aFailingTrialEndsTheRunNamingItsTrialAndSeed() {
    for (int threads : new int[] {1, 2, 4}) {
      var e = assertTimeoutPreemptively(Duration.ofSeconds(20), () -> assertThrows(
          MonteCarlo.TrialFailedException.class, () -> MonteCarlo.trials(50_000).seed(9).threads(threads)
              .progress(ProgressListener.NONE).reduce((i, rng) -> {
                if (i == 31_337) {
                  throw new IllegalStateException("boom");
                }
                return i;
              }, () -> new long[1], (a, i) -> a[0] += i, (a, b) -> a[0] += b[0])));
      assertEquals(31_337, e.trial());
      assertTrue(e.getMessage().startsWith("trial 31337 (seed 9) failed: java.lang.IllegalStateException: boom"),
          e.getMessage());
    }
  }

  @Test
  void aWorkerKilledByAnErrorEndsTheRunInsteadOfHangingIt() {
    var e = assertTimeoutPreemptively(Duration.ofSeconds(20), () -> assertThrows(
        MonteCarlo.TrialFailedException.class, () -> MonteCarlo.trials(1_000_000).seed(2).threads(4)
            .progress(ProgressListener.NONE).forEachOrdered((i, rng) -> {
              if (i == 123_456) {
                throw new OutOfMemoryError("simulated");
              }
              return i;
            }, i -> {})));
    assertEquals(123_456, e.trial());
    assertTrue(e.getCause() instanceof OutOfMemoryError);
  }

  @Test
  void aSinkThatFailsStopsTheWorkers() {
    assertTimeoutPreemptively(Duration.ofSeconds(20), () -> assertThrows(IllegalStateException.class,
        () -> MonteCarlo.trials(Integer.MAX_VALUE).seed(2).threads(4).progress(ProgressListener.NONE)
            .forEachOrdered((i, rng) -> i, i -> {
              if (i == 100_000) {
                throw new IllegalStateException("disk full");
              }
            })));
  }

  record Row(int deal, String verdict, boolean won, double millis, long nodes) {}

  @Test
  void csvRowsWriteWhatTablesawWritesForTheWholeTable() {
    List<Row> rows = new ArrayList<>();
    SplittableRandom rng = new SplittableRandom(4);
    for (int i = 0; i < 2_500; i++) {
      rows.add(new Row(i, i % 7 == 0 ? "unknown, \"maybe\"" : "true", rng.nextBoolean(), rng.nextDouble() * 1e4,
          rng.nextLong()));
    }
    StringWriter streamed = new StringWriter();
    try (CsvRows<Row> w = new CsvRows<>(streamed)) {
      rows.forEach(w::add);
    }
    StringWriter whole = new StringWriter();
    Tables.fromRecords("rows", rows).write().csv(whole);
    assertEquals(whole.toString(), streamed.toString());
  }
}
