package org.levellab.bench;

import it.unimi.dsi.fastutil.longs.Long2IntOpenHashMap;
import java.util.concurrent.TimeUnit;
import org.levellab.search.PackedStateSpace;
import org.levellab.search.StateGraph;
import org.levellab.search.StateGraphAnalyzer;
import org.levellab.skiddy.SkiddyGame;
import org.levellab.skiddy.SkiddyLevels;
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
 * The state graph analyzer's dictionary of unique states, alone: the exact sequence of {@code
 * putIfAbsent} calls the analyzer makes on a level's packed Skiddy states (every transition's target,
 * in breadth-first order, from a table sized as the analyzer sizes it), then one {@code get} per
 * state, in fastutil's {@link Long2IntOpenHashMap} at its default load factor (0.75, what the
 * analyzer uses) and at 0.5.
 *
 * <p>It chose fastutil over the hand-written open-addressing {@code LongIntMap} (load 0.5) the
 * analyzer had before (issue 11): side by side in four JMH runs on a loaded 2-core machine, the medians
 * of the per-run medians were 1038 us (hand-written), 1046 us (fastutil, 0.75) and 1161 us (0.5) on
 * big-8x7, 42.7, 38.6 and 46.8 us on workshop, within the runs' noise; alternating the three in one
 * JVM gave fastutil (0.75) / hand-written = 1.03 on big-8x7 and 0.95 on workshop. The hand-written
 * table was not faster, so the library replaced it.
 *
 * <p>{@code mvn -B -q -Pbench test-compile exec:exec@bench -Dbench.args="StateTableBench -f 1 -wi 2 -i 3 -w 1s -r 1s"}
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Fork(1)
public class StateTableBench {
  /** The analyzer's first table size (it grows from there). */
  private static final int INITIAL = 1 << 12;

  @Param({"big-8x7", "workshop"})
  String level;

  long root;
  /** Every transition's target, in the order the analyzer offers them to its table. */
  long[] offered;
  /** Every reachable state. */
  long[] states;

  @Setup
  public void setup() {
    SkiddyGame game = SkiddyLevels.load(level).game();
    StateGraph g = StateGraphAnalyzer.standard().explore(game);
    states = new long[g.stateCount()];
    long[] buffer = new long[4 * g.stateCount()];
    int k = 0;
    for (int i = 0; i < g.stateCount(); i++) {
      long s = g.state(i);
      states[i] = s;
      if (game.isWin(s)) {
        continue;
      }
      for (int m = 0; m < game.maxMoves(); m++) {
        long t = game.next(s, m);
        if (t != PackedStateSpace.NONE && t != s) {
          buffer[k++] = t;
        }
      }
    }
    root = game.initial();
    offered = java.util.Arrays.copyOf(buffer, k);
  }

  @Benchmark
  public long fastutilHalfFull() {
    return fastutil(0.5f);
  }

  @Benchmark
  public long fastutilDefaultLoad() {
    return fastutil(Long2IntOpenHashMap.DEFAULT_LOAD_FACTOR);
  }

  private long fastutil(float load) {
    Long2IntOpenHashMap m = new Long2IntOpenHashMap(INITIAL, load);
    m.defaultReturnValue(-1);
    m.putIfAbsent(root, 0);
    int n = 1;
    for (long t : offered) {
      if (m.putIfAbsent(t, n) < 0) {
        n++;
      }
    }
    long sum = n;
    for (long s : states) {
      sum += m.get(s);
    }
    return sum;
  }
}
