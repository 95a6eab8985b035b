package org.levellab.game;

/**
 * A position packed into 128 bits: the key of a {@link State} in a transposition table. Two states
 * have equal keys exactly when the same futures follow from them.
 */
public record StateKey(long high, long low) {
  /** A key that fits 64 bits. */
  public static StateKey of(long low) {
    return new StateKey(0, low);
  }
}
