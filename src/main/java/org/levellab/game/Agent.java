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

  /**
   * What the agent says of the move its last {@link #act} chose, or null for nothing: that it found no
   * winning line and fell back ({@link #NO_WINNING_LINE}), say. The commands print it beside the move
   * ({@code levellab hint}) or with the moves it was said of ({@code levellab play}, see {@link
   * AgentNotes}), so that a move played without hope is not taken for a good one.
   */
  default String note() {
    return null;
  }

  /** The note of an exact agent that has proven the game lost from the position it plays. */
  String NO_WINNING_LINE = "no winning line from here";

  /** The note of an agent that looked for a winning line and found none (none may exist, or its budget ran out). */
  String NO_WINNING_LINE_FOUND = "no winning line found from here";

  /** A short description for traces and tables, such as {@code random}. */
  default String label() {
    return getClass().getSimpleName();
  }
}
