package org.levellab.bench.baseline;

import it.unimi.dsi.fastutil.longs.LongOpenHashSet;
import it.unimi.dsi.fastutil.objects.ObjectOpenHashSet;
import org.levellab.game.StateKey;

/**
 * A frozen copy of the table of keys seen that {@code search.GameSolver} used before keys of any
 * length (main at d826313), kept only so that benchmarks measure the old and the new table in the same
 * run (A/B). It takes only keys that fit 128 bits.
 *
 * <p>Keys seen: 64-bit keys in a primitive set, wider ones as objects.
 */
public final class BaselineKeySeen {
  private final LongOpenHashSet small = new LongOpenHashSet();
  private ObjectOpenHashSet<StateKey> large;

  /** Adds {@code k}; true when it was new. */
  public boolean add(StateKey k) {
    if (k.high() == 0) {
      return small.add(k.low());
    }
    if (large == null) {
      large = new ObjectOpenHashSet<>();
    }
    return large.add(k);
  }
}
