package org.levellab.tripeaks.solve;

import java.util.Arrays;

/**
 * The positions a search has proven lost, each a pair of longs: an open-addressing table that is a
 * cache (a full probe window overwrites its first entry: losing a proven-lost position is sound, it
 * is only searched again). It doubles when half full, up to a maximum size, because losing entries
 * can blow a hard search up; generation stamps make forgetting everything O(1). A restart also goes
 * back to the first size, and the arrays of every size reached are kept for the next search:
 * a search that grew the table no longer costs the next one a fresh allocation of the first size
 * (megabytes zeroed per deal), and a small first size keeps the many small searches in cache.
 * Public for the clairvoyant agent's hold-slot search, which keeps its lost positions the same way.
 */
public final class LostPositions {
  private static final int WINDOW = 8;

  private final int maxBits;
  private final int firstBits;
  /** By size (a power of two): the arrays of that size, once reached. */
  private final long[][] poolA = new long[27][];
  private final long[][] poolB = new long[27][];
  private final int[][] poolStamp = new int[27][];
  private final int[][] poolFrom = new int[27][];
  private long[] keyA;
  private long[] keyB;
  private int[] stamp;
  /** Per entry, for {@link #addFrom}: the lowest stock index proven lost. */
  private int[] from;
  private int mask;
  private int bits;
  private int used;
  private int generation = 1;
  private int dropped;

  /** A table of {@code 2^bits} entries that may grow to {@code 2^maxBits}. */
  public LostPositions(int bits, int maxBits) {
    this.maxBits = Math.max(bits, maxBits);
    this.firstBits = bits;
    allocate(bits);
  }

  /** The table's size now, as a power of two. */
  int bits() {
    return bits;
  }

  /** Forgets every position; the table keeps its size. */
  /** Entries overwritten since the last restart because their probe window was full. */
  int dropped() {
    return dropped;
  }

  void forget() {
    used = 0;
    nextGeneration();
  }

  /** Forgets every position and goes back to the first size, as a new table would. */
  public void restart() {
    dropped = 0;
    if (bits != firstBits) {
      allocate(firstBits);
    }
    forget();
  }

  /**
   * A stamp no entry of any kept array holds: one counter for every size, so that the arrays of a
   * size reached again hold nothing current.
   */
  private void nextGeneration() {
    if (++generation == 0) {
      for (int[] st : poolStamp) {
        if (st != null) {
          Arrays.fill(st, 0);
        }
      }
      generation = 1;
    }
  }

  boolean contains(long a, long b) {
    return find(a, b) >= 0;
  }

  /**
   * The lowest stock index at which position (a, b) was proven lost by {@link #addFrom}, or
   * {@link Integer#MAX_VALUE} when none is known.
   */
  public int lostFrom(long a, long b) {
    int x = find(a, b);
    return x < 0 ? Integer.MAX_VALUE : from[x];
  }

  /** Records that position (a, b) is lost from stock index {@code index} on. */
  public void addFrom(long a, long b, int index) {
    int x = find(a, b);
    if (x >= 0) {
      from[x] = Math.min(from[x], index);
    } else {
      put(a, b, index);
    }
  }

  /** The entry holding position (a, b), or -1: the probe every lookup shares. */
  private int find(long a, long b) {
    int i = slot(a, b);
    for (int j = 0; j < WINDOW; j++) {
      int x = (i + j) & mask;
      if (stamp[x] != generation) {
        return -1;
      }
      if (keyA[x] == a && keyB[x] == b) {
        return x;
      }
    }
    return -1;
  }

  void add(long a, long b) {
    put(a, b, 0);
  }

  private void put(long a, long b, int value) {
    int i = slot(a, b);
    int target = -1;
    for (int j = 0; j < WINDOW; j++) {
      int x = (i + j) & mask;
      if (stamp[x] != generation) {
        target = x;
        used++;
        break;
      }
    }
    if (target < 0) {
      target = i;
      dropped++;
    }
    keyA[target] = a;
    keyB[target] = b;
    stamp[target] = generation;
    from[target] = value;
    if (used > (mask + 1) / 2 && bits < maxBits) {
      grow();
    }
  }

  private void allocate(int newBits) {
    int size = 1 << newBits;
    if (poolA[newBits] == null) {
      poolA[newBits] = new long[size];
      poolB[newBits] = new long[size];
      poolStamp[newBits] = new int[size];
      poolFrom[newBits] = new int[size];
    }
    keyA = poolA[newBits];
    keyB = poolB[newBits];
    stamp = poolStamp[newBits];
    from = poolFrom[newBits];
    mask = size - 1;
    bits = newBits;
    used = 0;
  }

  private void grow() {
    long[] oldA = keyA;
    long[] oldB = keyB;
    int[] oldStamp = stamp;
    int[] oldFrom = from;
    int gen = generation;
    allocate(bits + 1);
    nextGeneration();
    if (generation == 1) { // the stamps were just cleared: the old entries carry the old stamp no more
      gen = -1;
    }
    for (int j = 0; j < oldA.length; j++) {
      if (oldStamp[j] == gen) {
        put(oldA[j], oldB[j], oldFrom[j]);
      }
    }
  }

  private int slot(long a, long b) {
    long h = a * 0x9E3779B97F4A7C15L ^ b * 0xC2B2AE3D27D4EB4FL;
    return (int) (h ^ h >>> 29) & mask;
  }
}
