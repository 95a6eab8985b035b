package org.levellab.search;

import it.unimi.dsi.fastutil.longs.LongOpenHashSet;
import java.util.Arrays;
import java.util.Objects;
import java.util.function.ToLongFunction;
import org.levellab.game.StateKey;

/**
 * The set of {@link StateKey}s a search has seen: the transposition table of {@link GameSolver}.
 * Exact: a key is found only when a key equal to it, bit for bit, was added; distinct keys that share
 * a hash are told apart.
 *
 * <p>Keys live in one of three tables by their form, which {@link StateKey} normalises, so equal keys
 * always meet in the same table:
 * <ul>
 *   <li>keys of 64 bits or fewer in a primitive long set (fastutil), with no object per key;
 *   <li>keys of 65..128 bits in two parallel long arrays, open addressing with linear probing: a
 *       slot matches when both longs do;
 *   <li>wider keys in an arena of words, length first; a slot holds the key's 64-bit hash ({@link
 *       StateKey#hash64}) and where its words start, and matches when the hash and then every word
 *       do.
 * </ul>
 * Not thread-safe.
 */
public final class StateKeySet {
  private static final float LOAD = 0.75f;

  private final LongOpenHashSet small = new LongOpenHashSet();
  private final ToLongFunction<StateKey> hash;
  /** Made at the first key of its form: most games never need one of them. */
  private Pairs pairs;
  private Wide wide;

  /** An empty set. */
  public StateKeySet() {
    this(StateKey::hash64);
  }

  /** An empty set that places wide keys by {@code hash}: tests give a poor hash to force collisions. */
  StateKeySet(ToLongFunction<StateKey> hash) {
    this.hash = Objects.requireNonNull(hash, "hash");
  }

  /** Adds {@code key}; true when it was not in the set. */
  public boolean add(StateKey key) {
    if (!key.fits128()) {
      if (wide == null) {
        wide = new Wide(hash);
      }
      return wide.add(key);
    }
    long high = key.high();
    if (high == 0) {
      return small.add(key.low());
    }
    if (pairs == null) {
      pairs = new Pairs();
    }
    return pairs.add(high, key.low());
  }

  /** True when a key equal to {@code key} was added. */
  public boolean contains(StateKey key) {
    if (!key.fits128()) {
      return wide != null && wide.contains(key);
    }
    long high = key.high();
    return high == 0 ? small.contains(key.low()) : pairs != null && pairs.contains(high, key.low());
  }

  /** Keys in the set. */
  public long size() {
    return (long) small.size() + (pairs == null ? 0 : pairs.size) + (wide == null ? 0 : wide.size);
  }

  private static long mix(long z) {
    z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
    z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
    return z ^ (z >>> 31);
  }

  /** Keys of 65..128 bits: the high word is never 0, so a 0 high word marks an empty slot. */
  private static final class Pairs {
    long[] highs = new long[16];
    long[] lows = new long[16];
    int mask = 15;
    int size;
    int limit = (int) (16 * LOAD);

    private static int slot(long high, long low, int mask) {
      return (int) mix(high * 0x9E3779B97F4A7C15L ^ low) & mask;
    }

    boolean contains(long high, long low) {
      for (int i = slot(high, low, mask); highs[i] != 0; i = (i + 1) & mask) {
        if (highs[i] == high && lows[i] == low) {
          return true;
        }
      }
      return false;
    }

    boolean add(long high, long low) {
      int i = slot(high, low, mask);
      for (; highs[i] != 0; i = (i + 1) & mask) {
        if (highs[i] == high && lows[i] == low) {
          return false;
        }
      }
      highs[i] = high;
      lows[i] = low;
      if (++size > limit) {
        grow();
      }
      return true;
    }

    private void grow() {
      long[] oldHighs = highs;
      long[] oldLows = lows;
      int capacity = 2 * oldHighs.length;
      highs = new long[capacity];
      lows = new long[capacity];
      mask = capacity - 1;
      limit = (int) (capacity * LOAD);
      for (int j = 0; j < oldHighs.length; j++) {
        if (oldHighs[j] != 0) {
          int i = slot(oldHighs[j], oldLows[j], mask);
          while (highs[i] != 0) {
            i = (i + 1) & mask;
          }
          highs[i] = oldHighs[j];
          lows[i] = oldLows[j];
        }
      }
    }
  }

  /**
   * Keys wider than 128 bits. Their words are copied into {@code arena} (the word count, then the
   * words), so the set keeps no key object; a slot holds the key's hash and its arena offset plus one
   * (0 marks an empty slot).
   */
  private static final class Wide {
    private final ToLongFunction<StateKey> hash;
    long[] hashes = new long[16];
    int[] starts = new int[16];
    long[] arena = new long[64];
    int used;
    int mask = 15;
    int size;
    int limit = (int) (16 * LOAD);

    Wide(ToLongFunction<StateKey> hash) {
      this.hash = hash;
    }

    /** The slot holding {@code key}, or -1. */
    private int find(StateKey key, long h) {
      int n = key.wordCount();
      for (int i = (int) mix(h) & mask; starts[i] != 0; i = (i + 1) & mask) {
        if (hashes[i] == h && sameWords(starts[i] - 1, key, n)) {
          return i;
        }
      }
      return -1;
    }

    private boolean sameWords(int at, StateKey key, int n) {
      if (arena[at] != n) {
        return false;
      }
      for (int w = 0; w < n; w++) {
        if (arena[at + 1 + w] != key.word(w)) {
          return false;
        }
      }
      return true;
    }

    boolean contains(StateKey key) {
      return find(key, hash.applyAsLong(key)) >= 0;
    }

    boolean add(StateKey key) {
      long h = hash.applyAsLong(key);
      if (find(key, h) >= 0) {
        return false;
      }
      int n = key.wordCount();
      if ((long) used + n + 1 >= Integer.MAX_VALUE - 1) {
        throw new IllegalStateException("the table of wide keys is full: " + size + " keys, " + used + " words");
      }
      if (used + n + 1 > arena.length) {
        arena = Arrays.copyOf(arena, (int) Math.min(Integer.MAX_VALUE - 8, Math.max(2L * arena.length, used + n + 1L)));
      }
      int start = used;
      arena[used++] = n;
      for (int w = 0; w < n; w++) {
        arena[used++] = key.word(w);
      }
      place(h, start + 1);
      if (++size > limit) {
        grow();
      }
      return true;
    }

    private void place(long h, int startPlusOne) {
      int i = (int) mix(h) & mask;
      while (starts[i] != 0) {
        i = (i + 1) & mask;
      }
      hashes[i] = h;
      starts[i] = startPlusOne;
    }

    private void grow() {
      long[] oldHashes = hashes;
      int[] oldStarts = starts;
      int capacity = 2 * oldStarts.length;
      hashes = new long[capacity];
      starts = new int[capacity];
      mask = capacity - 1;
      limit = (int) (capacity * LOAD);
      for (int j = 0; j < oldStarts.length; j++) {
        if (oldStarts[j] != 0) {
          place(oldHashes[j], oldStarts[j]);
        }
      }
    }
  }
}
