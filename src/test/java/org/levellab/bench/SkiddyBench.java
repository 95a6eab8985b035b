package org.levellab.bench;

import java.util.Arrays;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import org.levellab.bench.baseline.BaselineSkiddyGame;
import org.levellab.search.StateGraph;
import org.levellab.search.StateGraphAnalyzer;
import org.levellab.skiddy.Level;
import org.levellab.skiddy.SkiddyGame;
import org.levellab.skiddy.SkiddyLevels;
import org.levellab.skiddy.Verification;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * Skiddy verification speed on one thread: a whole 3-star verdict (generation, win propagation,
 * shortest solutions of three classes, rating), generation alone (states per second = states /
 * time), and single moves; the {@code baseline} benchmarks run the same work on the frozen engine
 * as it moves pieces today, by rays ({@link BaselineSkiddyGame}), so that a change to the engine gets
 * its before and after from one run on the same noisy machine.
 *
 * <p>Run from the worktree root (the levels come from datasets/skiddy):
 * {@code mvn -q -B -Pbench test-compile exec:exec@bench -Dbench.args="SkiddyBench -f 1 -wi 2 -i 3 -w 2s -r 2s"}
 *
 * <p>{@link #main} is a paired A/B of the same work for a machine too busy for JMH's one benchmark
 * after the other: each round explores the level (or makes every move) on both engines, in turn, so
 * that a load spike hits both alike, and times each on the thread's CPU clock, which does not run
 * while other processes hold the cores; it prints medians and the median of the per-round ratios. From
 * the worktree root after {@code mvn test-compile}:
 * {@code mvn -q -o dependency:build-classpath -Dmdep.outputFile=cp.txt}, then {@code java -cp
 * target/classes:target/test-classes:$(cat cp.txt) org.levellab.bench.SkiddyBench big-8x7 300}
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(1)
public class SkiddyBench {
  /** big-8x7: 8x7, six moving pieces (4 skiddies, 2 ice), 8,635 states; workshop: 6x6, 1,636 states. */
  @Param({"big-8x7", "workshop"})
  String level;

  Level board;
  SkiddyGame game;
  BaselineSkiddyGame baseline;
  long[] states;
  int stateCount;

  @Setup
  public void setup() {
    board = SkiddyLevels.load(level);
    game = board.game();
    baseline = new BaselineSkiddyGame(board);
    StateGraph g = StateGraphAnalyzer.standard().explore(game);
    stateCount = g.stateCount();
    states = new long[stateCount];
    for (int i = 0; i < stateCount; i++) {
      states[i] = g.state(i);
    }
  }

  /** The full 3-star verdict of the level. */
  @Benchmark
  public int verdict() {
    return Verification.of(StateGraphAnalyzer.standard().explore(game)).stars();
  }

  /** Generation of the whole state graph; states/s = states of the level / time per op. */
  @Benchmark
  public int explore() {
    return StateGraphAnalyzer.standard().explore(game).stateCount();
  }

  /** All four moves from every reachable state: time per op / (4 x states) is one move. */
  @Benchmark
  @OutputTimeUnit(TimeUnit.MICROSECONDS)
  public long allMoves() {
    long x = 0;
    for (long s : states) {
      for (int m = 0; m < 4; m++) {
        x += game.next(s, m);
      }
    }
    return x;
  }

  /** Generation on a new engine each time: what a generator that explores many levels pays. */
  @Benchmark
  public int exploreNewEngine() {
    return StateGraphAnalyzer.standard().explore(board.game()).stateCount();
  }

  /** {@link #explore} on the frozen engine. */
  @Benchmark
  public int baselineExplore() {
    return StateGraphAnalyzer.standard().explore(baseline).stateCount();
  }

  /** {@link #allMoves} on the frozen engine. */
  @Benchmark
  @OutputTimeUnit(TimeUnit.MICROSECONDS)
  public long baselineAllMoves() {
    long x = 0;
    for (long s : states) {
      for (int m = 0; m < 4; m++) {
        x += baseline.next(s, m);
      }
    }
    return x;
  }

  /** Paired A/B: level name (default big-8x7) and rounds (default 300). */
  public static void main(String[] args) {
    SkiddyBench b = new SkiddyBench();
    b.level = args.length > 0 ? args[0] : "big-8x7";
    int rounds = args.length > 1 ? Integer.parseInt(args[1]) : 300;
    b.setup();
    for (int pass = 0; pass < 2; pass++) { // pass 0 warms the JIT up
      double[][] explore = paired(rounds, b::baselineExplore, b::explore);
      double[][] moves = paired(rounds, b::baselineAllMoves, b::allMoves);
      double[][] fresh = paired(rounds, b::baselineExplore, b::exploreNewEngine);
      if (pass == 1) {
        report(b, "explore", explore, b.stateCount);
        report(b, "allMoves", moves, 4L * b.stateCount);
        report(b, "exploreNewEngine", fresh, b.stateCount);
      }
    }
  }

  /** Per round: {before ns, after ns}; the order within a round alternates. */
  private static double[][] paired(int rounds, java.util.function.LongSupplier before,
      java.util.function.LongSupplier after) {
    double[][] t = new double[2][rounds];
    java.lang.management.ThreadMXBean clock = java.lang.management.ManagementFactory.getThreadMXBean();
    long sink = 0;
    for (int i = 0; i < rounds; i++) {
      for (int k = 0; k < 2; k++) {
        boolean old = (i + k) % 2 == 0;
        long t0 = clock.getCurrentThreadCpuTime();
        sink += old ? before.getAsLong() : after.getAsLong();
        t[old ? 0 : 1][i] = clock.getCurrentThreadCpuTime() - t0;
      }
    }
    if (sink == 42) {
      System.out.println();
    }
    return t;
  }

  private static void report(SkiddyBench b, String what, double[][] t, long items) {
    int n = t[0].length;
    double[] ratio = new double[n];
    for (int i = 0; i < n; i++) {
      ratio[i] = t[0][i] / t[1][i];
    }
    double before = median(t[0]);
    double after = median(t[1]);
    System.out.printf(Locale.ROOT, "%s %s (thread CPU time): before %.3f ms (%.2f M/s), after %.3f ms (%.2f M/s),"
        + " median of paired ratios %.2fx over %d rounds (%,d items per op)%n", b.level, what, before / 1e6,
        items / before * 1e3, after / 1e6, items / after * 1e3, median(ratio), n, items);
  }

  private static double median(double[] xs) {
    double[] s = xs.clone();
    Arrays.sort(s);
    return s.length % 2 == 1 ? s[s.length / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
  }
}
