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

  /** The game's own chance distribution, drawn with {@link State#sampleChance}. */
  static <S extends State> ChancePolicy<S> sampled() {
    return (state, rng) -> state.sampleChance(rng);
  }
}
