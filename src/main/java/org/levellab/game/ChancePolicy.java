package org.levellab.game;

import java.util.random.RandomGenerator;

/**
 * Who picks the outcome at a chance node: the game's own distribution sampled from a stream
 * ({@link #sampled()}), or a level generator that chooses ranks from what is visible. It lives
 * outside the state, so copying a state never copies or shares a generator.
 *
 * @param <S> the states it serves
 */
@FunctionalInterface
public interface ChancePolicy<S extends State> {
  /** The outcome to apply at the chance node {@code state} (which it must not change). */
  int choose(S state, RandomGenerator rng);

  /**
   * A note on the outcome just chosen, written beside it in traces (a generator's group, say), or
   * null.
   */
  default String note() {
    return null;
  }

  /**
   * Resolves every chance node that {@code state} stands at, in place, with this policy: after a move,
   * the state is at a decision node (or over). {@link Play} does the same and records each outcome.
   */
  default void settle(S state, RandomGenerator rng) {
    while (state.isChanceNode()) {
      state.apply(choose(state, rng));
    }
  }

  /** The game's own chance distribution, drawn with {@link State#sampleChance}. */
  static <S extends State> ChancePolicy<S> sampled() {
    return (state, rng) -> state.sampleChance(rng);
  }
}
