package org.levellab.bench;

import it.unimi.dsi.fastutil.longs.Long2IntOpenHashMap;
import java.util.concurrent.TimeUnit;
import org.levellab.bench.baseline.BaselineKeySeen;
import org.levellab.game.StateKey;
import org.levellab.search.PackedStateSpace;
import org.levellab.search.StateGraph;
import org.levellab.search.StateGraphAnalyzer;
import org.levellab.search.StateKeySet;
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
 * analyzer had before: side by side in four JMH runs on a loaded 2-core machine, the medians
 * of the per-run medians were 1038 us (hand-written), 1046 us (fastutil, 0.75) and 1161 us (0.5) on
 * big-8x7, 42.7, 38.6 and 46.8 us on workshop, within the runs' noise; alternating the three in one
 * JVM gave fastutil (0.75) / hand-written = 1.03 on big-8x7 and 0.95 on workshop. The hand-written
 * table was not faster, so the library replaced it.
 *
 * <p>The exact solver's table of {@link StateKey}s, on the same offered states made into keys (root
 * first, then every target; each {@code add} as the solver calls it): {@link StateKeySet}, which takes
 * keys of any length, against the frozen table it replaced ({@link BaselineKeySeen}, keys of at most
 * 128 bits), on 64-bit keys ({@code StateKey.of(state)}) and on 128-bit keys (a small count in the
 * high word, like Skiddy's move counter); and the new table alone on keys of three words, which the
 * old one could not hold.
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
  /** The root and the offered states as keys of 64 bits, 128 bits and three words. */
  StateKey[] keys64;
  StateKey[] keys128;
  StateKey[] keysWide;

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
    keys64 = new StateKey[k + 1];
    keys128 = new StateKey[k + 1];
    keysWide = new StateKey[k + 1];
    for (int i = 0; i <= k; i++) {
      long s = i == 0 ? root : offered[i - 1];
      keys64[i] = StateKey.of(s);
      keys128[i] = new StateKey(1 + Long.bitCount(s), s);
      keysWide[i] = StateKey.ofWords(s, 1 + Long.bitCount(s), 1);
    }
  }

  @Benchmark
  public long keySetBaseline64() {
    return baseline(keys64);
  }

  @Benchmark
  public long keySet64() {
    return current(keys64);
  }

  @Benchmark
  public long keySetBaseline128() {
    return baseline(keys128);
  }

  @Benchmark
  public long keySet128() {
    return current(keys128);
  }

  @Benchmark
  public long keySetWide() {
    return current(keysWide);
  }

  private static long baseline(StateKey[] keys) {
    BaselineKeySeen seen = new BaselineKeySeen();
    long added = 0;
    for (StateKey key : keys) {
      added += seen.add(key) ? 1 : 0;
    }
    return added;
  }

  private static long current(StateKey[] keys) {
    StateKeySet seen = new StateKeySet();
    long added = 0;
    for (StateKey key : keys) {
      added += seen.add(key) ? 1 : 0;
    }
    return added;
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
