package org.levellab.bench;

import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.levellab.match3.Board;
import org.levellab.match3.Match3;
import org.levellab.match3.study.Match3Game;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * The engine's inner step at s = 6, g = 4: one valid swap and its whole cascade with refills, and the
 * known-cells-only cascade the look-ahead agents evaluate, from a fixed start board.
 *
 * <p>{@code mvn -q -B -Pbench test-compile exec:exec@bench -Dbench.args="Match3CascadeBench -f 1 -wi 2 -i 3 -w 2s -r 2s"}
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class Match3CascadeBench {
  private Board board;
  private Board scratch;
  private int[] swaps;
  private int swapCount;
  private int next;
  private SplittableRandom refills;

  @Setup(Level.Trial)
  public void setUp() {
    board = Match3Game.initialBoard(Match3.paper(), 1, 0);
    scratch = board.copy();
    swaps = new int[board.swapCodeLimit()];
    swapCount = board.legalSwaps(swaps);
    refills = new SplittableRandom(3);
  }

  @Benchmark
  public int swapAndCascade() {
    scratch.copyFrom(board);
    return scratch.play(swaps[next++ % swapCount], refills);
  }

  @Benchmark
  public int swapAndKnownCascade() {
    scratch.copyFrom(board);
    return scratch.playKnown(swaps[next++ % swapCount]);
  }

  @Benchmark
  public int legalSwaps() {
    return board.legalSwaps(swaps);
  }
}
