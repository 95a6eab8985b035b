package org.levellab.game;

import java.util.random.RandomGenerator;

/**
 * A player: picks one of a decision node's legal actions. Its own randomness (tie-breaks, samples)
 * comes from {@code rng}, never from the state. An agent that models a player who cannot see hidden
 * cards must decide from {@link State#observation()} and {@link State#legalActions()} alone.
 *
 * @param <S> the states it plays
 */
@FunctionalInterface
public interface Agent<S extends State> {
  /** The action to play at the decision node {@code state} (which it must not change). */
  int act(S state, RandomGenerator rng);

  /** A short description for traces and tables, such as {@code random}. */
  default String label() {
    return getClass().getSimpleName();
  }
}
