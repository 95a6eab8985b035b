package org.levellab.bench;

import it.unimi.dsi.fastutil.longs.LongOpenHashSet;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * The Pair solver's transposition table, side by side in one run: fastutil's {@link LongOpenHashSet}
 * (with its default load factor, and filled to at most half as the solver now uses it) against the
 * hand-written open-addressing set the solver used before (kept below as {@link HandWritten}, the
 * reference fastutil had to beat). On 2 busy shared cores the half-full fastutil set took
 * a median 5.1 µs against 9.1 to 9.6 µs for 2,000 operations; for 200,000 its medians were lower in
 * each of four runs (4.5 to 12.5 ms against 6.6 to 13.7 ms) and the fastest calls equal within 5%
 * (4.2 against 4.1 ms), so the solver uses it. Both replay the same operations in the solver's
 * pattern: a depth-first walk over 52-bit card masks (each child clears one set bit of its parent)
 * probes {@code contains(child)} on the way down and {@code add(child)} when the child's subtree is
 * done; a share of children are revisited, as transpositions are. Every call starts from an empty
 * table of 1,024 slots, as every solve does.
 *
 * <pre>mvn -B -q -Pbench test-compile exec:exec@bench -Dbench.args="PairTableBench -f 1 -wi 2 -i 3 -w 1s -r 1s"</pre>
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SampleTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Fork(1)
public class PairTableBench {
  /** Operations per call: small tables (an easy stack) and large ones (a hard stack). */
  @Param({"2000", "200000"})
  int operations;

  long[] keys;
  boolean[] isAdd;

  @Setup(Level.Trial)
  public void setUp() {
    keys = new long[operations];
    isAdd = new boolean[operations];
    SplittableRandom rng = new SplittableRandom(2026);
    long[] path = new long[53];
    int depth = 0;
    path[0] = (1L << 52) - 1;
    long[] recent = new long[64];
    int n = 0;
    int op = 0;
    while (op < operations) {
      boolean down = depth < 50 && Long.bitCount(path[depth]) > 2 && (depth == 0 || rng.nextInt(100) < 55);
      if (down) {
        long parent = path[depth];
        long child;
        if (n > 0 && rng.nextInt(100) < 20) {
          child = recent[rng.nextInt(Math.min(n, recent.length))]; // a transposition: seen before
        } else {
          int bit = rng.nextInt(Long.bitCount(parent));
          long b = parent;
          for (int i = 0; i < bit; i++) {
            b &= b - 1;
          }
          child = parent & ~Long.lowestOneBit(b);
        }
        keys[op] = child;
        isAdd[op++] = false;
        path[++depth] = child;
      } else {
        keys[op] = path[depth];
        isAdd[op++] = true;
        recent[n++ % recent.length] = path[depth];
        depth--;
      }
    }
  }

  /** The two operations the solver makes. */
  interface Table {
    boolean add(long key);

    boolean contains(long key);

    int size();
  }

  static Table of(LongOpenHashSet set) {
    return new Table() {
      @Override
      public boolean add(long key) {
        return set.add(key);
      }

      @Override
      public boolean contains(long key) {
        return set.contains(key);
      }

      @Override
      public int size() {
        return set.size();
      }
    };
  }

  /** The operations replayed on an empty table (JMH forks a JVM per benchmark, so each call site sees one table). */
  int replay(Table seen) {
    int hits = 0;
    for (int i = 0; i < keys.length; i++) {
      if (isAdd[i]) {
        seen.add(keys[i]);
      } else if (seen.contains(keys[i])) {
        hits++;
      }
    }
    return hits + seen.size();
  }

  @Benchmark
  public int fastutil() {
    return replay(of(new LongOpenHashSet(1 << 10)));
  }

  /** fastutil filled to at most half, as the hand-written table was (its default is 3/4). */
  @Benchmark
  public int fastutilHalfFull() {
    return replay(of(new LongOpenHashSet(1 << 10, 0.5f)));
  }

  @Benchmark
  public int handWritten() {
    return replay(new HandWritten(1 << 10));
  }

  /** The solver's former table: open addressing, linear probing, load at most 1/2, 0 kept aside. */
  static final class HandWritten implements Table {
    private long[] table;
    private int size;
    private boolean hasZero;

    HandWritten(int capacity) {
      table = new long[Integer.highestOneBit(Math.max(16, capacity) - 1) << 1];
    }

    @Override
    public boolean add(long key) {
      if (key == 0) {
        boolean added = !hasZero;
        hasZero = true;
        return added;
      }
      int mask = table.length - 1;
      for (int i = hash(key) & mask; ; i = (i + 1) & mask) {
        long k = table[i];
        if (k == 0) {
          table[i] = key;
          if (++size * 2 > table.length) {
            grow();
          }
          return true;
        }
        if (k == key) {
          return false;
        }
      }
    }

    @Override
    public boolean contains(long key) {
      if (key == 0) {
        return hasZero;
      }
      int mask = table.length - 1;
      for (int i = hash(key) & mask; ; i = (i + 1) & mask) {
        long k = table[i];
        if (k == 0) {
          return false;
        }
        if (k == key) {
          return true;
        }
      }
    }

    @Override
    public int size() {
      return size + (hasZero ? 1 : 0);
    }

    private void grow() {
      long[] old = table;
      table = new long[old.length * 2];
      int mask = table.length - 1;
      for (long k : old) {
        if (k != 0) {
          int i = hash(k) & mask;
          while (table[i] != 0) {
            i = (i + 1) & mask;
          }
          table[i] = k;
        }
      }
    }

    private static int hash(long key) {
      long h = key * 0x9E3779B97F4A7C15L;
      return (int) (h ^ (h >>> 32) ^ (h >>> 17));
    }
  }
}
