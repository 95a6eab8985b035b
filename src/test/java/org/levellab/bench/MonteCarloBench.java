package org.levellab.bench;

import java.util.concurrent.TimeUnit;
import org.levellab.core.MonteCarlo;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;

/** The runner's overhead: 100,000 trivial trials (two dice) per call, on 1 and 2 threads. */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(1)
public class MonteCarloBench {
  record Roll(int sum) {}

  @Param({"1", "2"})
  int threads;

  @Benchmark
  public Object diceTable() {
    return MonteCarlo.trials(100_000).seed(1).threads(threads)
        .run((i, rng) -> new Roll(rng.nextInt(1, 7) + rng.nextInt(1, 7)));
  }
}
