package org.levellab.bench;

import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.levellab.search.Verdict;
import org.levellab.tripeaks.Deal;
import org.levellab.tripeaks.Level;
import org.levellab.tripeaks.solve.ExactSolver;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * Exact solve time per random Microsoft deal (full deck, wrap), sampled per call so JMH reports the
 * median and the 99th percentile. Deals cycle through a fixed seeded pool, so runs compare.
 *
 * <pre>mvn -q -B -Pbench test-compile exec:exec@bench -Dbench.args="TripeaksSolverBench -f 1 -wi 2 -i 3 -w 2s -r 2s"</pre>
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.SampleTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
public class TripeaksSolverBench {
  private static final int POOL = 4096;
  private Deal[] deals;
  private int next;
  private ExactSolver winnability;
  private ExactSolver fewestDraws;

  @Setup
  public void setUp() {
    SplittableRandom rng = new SplittableRandom(20260101L);
    deals = new Deal[POOL];
    for (int i = 0; i < POOL; i++) {
      deals[i] = Deal.random(Level.microsoft(), rng);
    }
    winnability = ExactSolver.builder().minimizeDraws(false).build();
    fewestDraws = ExactSolver.create();
  }

  /** Winnable or not, with a winning move list (the question of the winnability runs). */
  @Benchmark
  public Verdict solveWinnability() {
    Deal d = deals[next++ & (POOL - 1)];
    return winnability.solve(Level.microsoft(), d).winnable();
  }

  /** Winnable, with the proven fewest draws. */
  @Benchmark
  public int solveFewestDraws() {
    Deal d = deals[next++ & (POOL - 1)];
    return fewestDraws.solve(Level.microsoft(), d).draws();
  }
}
