package org.levellab.bench;

import java.nio.file.Path;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.levellab.bench.baseline.BaselineExactSolver;
import org.levellab.bench.baseline.FlowBaselineExactSolver;
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
 * Exact solve time per random Microsoft deal (full deck, wrap), per random Golf deal and on the blog's
 * deal, sampled per call so JMH reports the median and the 99th percentile. Deals cycle through a fixed
 * seeded pool, so runs compare. Every benchmark has a {@code baseline...} twin on the frozen copy of
 * the solver before the performance work ({@link BaselineExactSolver}) and a {@code flowBaseline...}
 * twin on the frozen solver with the rank-count flow bound ({@link FlowBaselineExactSolver}): A/B in the
 * same run. Golf also has a {@code general...} twin: today's solver with its column search off.
 *
 * <p>Run from the worktree root (the blog's deal comes from datasets/tripeaks):
 * <pre>mvn -q -B -Pbench test-compile exec:exec@bench -Dbench.args="TripeaksSolverBench -f 1 -wi 2 -i 3 -w 2s -r 2s"</pre>
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.SampleTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
public class TripeaksSolverBench {
  private static final int POOL = 4096;
  private Deal[] deals;
  private Deal[] golfDeals;
  private Deal blog;
  private int next;
  private ExactSolver winnability;
  private ExactSolver fewestDraws;
  private ExactSolver generalWinnability;
  private BaselineExactSolver oldWinnability;
  private BaselineExactSolver oldFewestDraws;
  private FlowBaselineExactSolver flowWinnability;
  private FlowBaselineExactSolver flowFewestDraws;

  @Setup
  public void setUp() {
    SplittableRandom rng = new SplittableRandom(20260101L);
    deals = new Deal[POOL];
    golfDeals = new Deal[POOL];
    for (int i = 0; i < POOL; i++) {
      deals[i] = Deal.random(Level.microsoft(), rng);
    }
    for (int i = 0; i < POOL; i++) {
      golfDeals[i] = Deal.random(Level.golf(), rng);
    }
    blog = Deal.load(Path.of("datasets/tripeaks/blog-deal.deal"));
    winnability = ExactSolver.builder().minimizeDraws(false).build();
    fewestDraws = ExactSolver.create();
    generalWinnability = ExactSolver.builder().minimizeDraws(false).columnSearch(false).build();
    oldWinnability = BaselineExactSolver.builder().minimizeDraws(false).build();
    oldFewestDraws = BaselineExactSolver.create();
    flowWinnability = FlowBaselineExactSolver.builder().minimizeDraws(false).build();
    flowFewestDraws = FlowBaselineExactSolver.create();
  }

  /** Winnable or not, with a winning move list (the question of the winnability runs). */
  @Benchmark
  public Verdict solveWinnability() {
    return winnability.solve(Level.microsoft(), deals[next++ & (POOL - 1)]).winnable();
  }

  @Benchmark
  public Verdict baselineSolveWinnability() {
    return oldWinnability.solve(Level.microsoft(), deals[next++ & (POOL - 1)]).winnable();
  }

  @Benchmark
  public Verdict flowBaselineSolveWinnability() {
    return flowWinnability.solve(Level.microsoft(), deals[next++ & (POOL - 1)]).winnable();
  }

  /** Winnable, with the proven fewest draws. */
  @Benchmark
  public int solveFewestDraws() {
    return fewestDraws.solve(Level.microsoft(), deals[next++ & (POOL - 1)]).draws();
  }

  @Benchmark
  public int baselineSolveFewestDraws() {
    return oldFewestDraws.solve(Level.microsoft(), deals[next++ & (POOL - 1)]).draws();
  }

  @Benchmark
  public int flowBaselineSolveFewestDraws() {
    return flowFewestDraws.solve(Level.microsoft(), deals[next++ & (POOL - 1)]).draws();
  }

  /** The blog's deal with the proven fewest draws (the CLI's {@code tripeaks solve}). */
  @Benchmark
  public int blogFewestDraws() {
    return fewestDraws.solve(Level.microsoft(), blog).draws();
  }

  @Benchmark
  public int baselineBlogFewestDraws() {
    return oldFewestDraws.solve(Level.microsoft(), blog).draws();
  }

  @Benchmark
  public int flowBaselineBlogFewestDraws() {
    return flowFewestDraws.solve(Level.microsoft(), blog).draws();
  }

  /** Golf (7 x 5, 17 stock, no wrap): winnable or not. */
  @Benchmark
  public Verdict golfWinnability() {
    return winnability.solve(Level.golf(), golfDeals[next++ & (POOL - 1)]).winnable();
  }

  /** Golf by today's general search, which the column search stands in for on column layouts. */
  @Benchmark
  public Verdict generalGolfWinnability() {
    return generalWinnability.solve(Level.golf(), golfDeals[next++ & (POOL - 1)]).winnable();
  }

  @Benchmark
  public Verdict baselineGolfWinnability() {
    return oldWinnability.solve(Level.golf(), golfDeals[next++ & (POOL - 1)]).winnable();
  }

  @Benchmark
  public Verdict flowBaselineGolfWinnability() {
    return flowWinnability.solve(Level.golf(), golfDeals[next++ & (POOL - 1)]).winnable();
  }
}
