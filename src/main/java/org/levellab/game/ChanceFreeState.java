package org.levellab.game;

import java.util.List;

/**
 * A {@link State} of a game that never reaches a chance node (its {@link Game#hasChanceNodes()} is
 * false): everything random was fixed in advance, in the level or the seeded deal. It supplies what
 * such a state would otherwise write by hand: {@link #isChanceNode()} is false, {@link
 * #chanceOutcomes()} empty, {@link #isTerminal()} won or without a legal move, and {@link
 * #observation()} the whole state ({@link #toString()}), which is right for a game with nothing
 * hidden. A dealt game with face-down cards overrides {@link
 * #observation()} so that the hidden cards do not show.
 */
public interface ChanceFreeState extends State {
  /** Never: every step is the player's. */
  @Override
  default boolean isChanceNode() {
    return false;
  }

  /**
   * Won, or no legal move left: with no chance to wait for, a position without a move is over. A game
   * that ends otherwise (a move limit, a resignation) says so by overriding it.
   */
  @Override
  default boolean isTerminal() {
    return isWon() || legalActions(new int[Math.max(1, game().maxActions())]) == 0;
  }

  /** Empty: there is no chance node. */
  @Override
  default List<ChanceOutcome> chanceOutcomes() {
    return List.of();
  }

  /** The whole state as written by {@link #toString()}: a player sees everything. */
  @Override
  default Observation observation() {
    return Observation.of(toString());
  }
}
