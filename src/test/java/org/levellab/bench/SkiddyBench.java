package org.levellab.bench;

import java.util.concurrent.TimeUnit;
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
 * time), and single moves.
 *
 * <p>Run from the worktree root (the levels come from datasets/skiddy):
 * {@code mvn -q -B -Pbench test-compile exec:exec@bench -Dbench.args="SkiddyBench -f 1 -wi 2 -i 3 -w 2s -r 2s"}
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(1)
public class SkiddyBench {
  /** big-8x7: 8x7, six moving pieces (4 skiddies, 2 ice), 8,635 states; workshop: 6x6, 1,636 states. */
  @Param({"big-8x7", "workshop"})
  String level;

  SkiddyGame game;
  long[] states;
  int stateCount;

  @Setup
  public void setup() {
    Level l = SkiddyLevels.load(level);
    game = l.game();
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
}
