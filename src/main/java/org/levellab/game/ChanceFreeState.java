package org.levellab.game;

import java.util.List;

/**
 * A {@link State} of a game that never reaches a chance node (its {@link Game#hasChanceNodes()} is
 * false): everything random was fixed in advance, in the level or the seeded deal. It supplies what
 * such a state would otherwise write by hand: {@link #isChanceNode()} is false, {@link
 * #chanceOutcomes()} empty, and {@link #observation()} the whole state ({@link #toString()}), which
 * is right for a game with nothing hidden. A dealt game with face-down cards overrides {@link
 * #observation()} so that the hidden cards do not show.
 */
public interface ChanceFreeState extends State {
  /** Never: every step is the player's. */
  @Override
  default boolean isChanceNode() {
    return false;
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
