package org.levellab.pair;

/** An open-addressing hash set of longs (no boxing): the solver's transposition table. */
final class LongSet {
  private static final long EMPTY = 0L;
  private long[] table;
  private int size;
  private boolean hasEmptyKey;

  LongSet(int capacity) {
    table = new long[Integer.highestOneBit(Math.max(16, capacity) - 1) << 1];
  }

  /** Adds the key; false when it was already there. */
  boolean add(long key) {
    if (key == EMPTY) {
      if (hasEmptyKey) {
        return false;
      }
      hasEmptyKey = true;
      return true;
    }
    int mask = table.length - 1;
    int i = hash(key) & mask;
    while (true) {
      long k = table[i];
      if (k == EMPTY) {
        table[i] = key;
        if (++size * 2 > table.length) {
          grow();
        }
        return true;
      }
      if (k == key) {
        return false;
      }
      i = (i + 1) & mask;
    }
  }

  boolean contains(long key) {
    if (key == EMPTY) {
      return hasEmptyKey;
    }
    int mask = table.length - 1;
    int i = hash(key) & mask;
    while (true) {
      long k = table[i];
      if (k == EMPTY) {
        return false;
      }
      if (k == key) {
        return true;
      }
      i = (i + 1) & mask;
    }
  }

  int size() {
    return size + (hasEmptyKey ? 1 : 0);
  }

  private void grow() {
    long[] old = table;
    table = new long[old.length * 2];
    int mask = table.length - 1;
    for (long k : old) {
      if (k != EMPTY) {
        int i = hash(k) & mask;
        while (table[i] != EMPTY) {
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
