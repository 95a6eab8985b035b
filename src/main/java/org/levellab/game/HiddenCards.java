package org.levellab.game;

import java.util.random.RandomGenerator;

/**
 * A state that can make its twins: the same position with its hidden cards permuted the way the game
 * allows (the stock reordered, face-down cards exchanged). A state of a game with hidden information
 * implements it so that the contract checks ({@link Contract#hiddenCardsAreHidden}, {@code levellab
 * contract}, {@link ContractSuite}) can tell whether a player could see a hidden card: twins must be
 * observed alike and offer the same moves, written alike.
 *
 * <p>Only the game knows which of its cards a player cannot see, which is why the twin comes from the
 * state rather than from the checks; a sampling agent (one that plays out worlds the player cannot
 * tell apart) can use the same method.
 */
public interface HiddenCards {
  /**
   * A twin of this state, drawn with {@code rng}. It must leave this state unchanged, and may return
   * an equal state when nothing is hidden at this point.
   */
  State twin(RandomGenerator rng);

  /**
   * The whole position, hidden cards included, as text: the checks count a twin as differing when
   * this text differs. The default is {@code toString()}, which suits a state that prints its hidden
   * cards; a state whose {@code toString()} shows only what a player sees must override it.
   */
  default String hiddenText() {
    return toString();
  }
}
