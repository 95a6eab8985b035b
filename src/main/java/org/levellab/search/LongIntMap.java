package org.levellab.search;

import java.util.Arrays;

/**
 * An open-addressing hash map from long keys to non-negative int values, with linear probing: the
 * analyzer's dictionary of unique states. Primitive arrays only, so a million states cost about 24
 * MB instead of the ~100 MB of a {@code HashMap<Long, Integer>}, and no boxing on the hot path.
 */
public final class LongIntMap {
  private long[] keys;
  // Stored as value + 1 so that 0 marks an empty slot and every long is a valid key.
  private int[] vals;
  private int mask;
  private int size;

  /** A map sized for about {@code expected} entries before it grows. */
  public LongIntMap(int expected) {
    int cap = Integer.highestOneBit(Math.max(16, expected * 2 - 1)) << 1;
    keys = new long[cap];
    vals = new int[cap];
    mask = cap - 1;
  }

  public int size() {
    return size;
  }

  /** Bytes held by the table (to keep a search inside its memory budget). */
  public long bytes() {
    return (long) keys.length * 12;
  }

  private static int hash(long k) {
    k *= 0x9E3779B97F4A7C15L;
    return (int) (k ^ (k >>> 29) ^ (k >>> 47));
  }

  /** The value of {@code key}, or -1. */
  public int get(long key) {
    int i = hash(key) & mask;
    while (true) {
      int v = vals[i];
      if (v == 0) {
        return -1;
      }
      if (keys[i] == key) {
        return v - 1;
      }
      i = (i + 1) & mask;
    }
  }

  /**
   * The value of {@code key} if present; otherwise stores {@code value} and returns -1 ("inserted").
   * One probe sequence serves both the look-up and the insertion.
   */
  public int putIfAbsent(long key, int value) {
    if (value < 0 || value == Integer.MAX_VALUE) {
      throw new IllegalArgumentException("value out of range: " + value);
    }
    int i = hash(key) & mask;
    while (true) {
      int v = vals[i];
      if (v == 0) {
        keys[i] = key;
        vals[i] = value + 1;
        if (++size * 2 > keys.length) {
          grow();
        }
        return -1;
      }
      if (keys[i] == key) {
        return v - 1;
      }
      i = (i + 1) & mask;
    }
  }

  private void grow() {
    long[] ok = keys;
    int[] ov = vals;
    keys = new long[ok.length * 2];
    vals = new int[ov.length * 2];
    mask = keys.length - 1;
    for (int j = 0; j < ok.length; j++) {
      if (ov[j] != 0) {
        int i = hash(ok[j]) & mask;
        while (vals[i] != 0) {
          i = (i + 1) & mask;
        }
        keys[i] = ok[j];
        vals[i] = ov[j];
      }
    }
  }

  public void clear() {
    Arrays.fill(vals, 0);
    size = 0;
  }
}
