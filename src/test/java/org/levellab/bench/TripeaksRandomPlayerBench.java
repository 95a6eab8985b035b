package org.levellab.bench;

import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.levellab.tripeaks.Deal;
import org.levellab.tripeaks.Level;
import org.levellab.tripeaks.study.RandomMover;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Threads;

/**
 * Random-player games per second on the Microsoft layout: each operation deals from a seeded pool
 * and plays one whole game with uniformly random legal moves through {@code TriPeaksState}. Two
 * threads (the machine's two cores); JMH sums their throughput.
 *
 * <pre>mvn -q -B -Pbench test-compile exec:exec@bench -Dbench.args="TripeaksRandomPlayerBench -f 1 -wi 2 -i 3 -w 2s -r 2s"</pre>
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Threads(2)
public class TripeaksRandomPlayerBench {
  private static final int POOL = 1024;
  private Deal[] deals;
  private int next;
  private SplittableRandom rng;

  @Setup
  public void setUp() {
    SplittableRandom r = new SplittableRandom(7);
    deals = new Deal[POOL];
    for (int i = 0; i < POOL; i++) {
      deals[i] = Deal.random(Level.microsoft(), r);
    }
    rng = new SplittableRandom(Thread.currentThread().getId());
  }

  @Benchmark
  public boolean randomGame() {
    return RandomMover.play(Level.microsoft(), deals[next++ & (POOL - 1)], rng);
  }
}
