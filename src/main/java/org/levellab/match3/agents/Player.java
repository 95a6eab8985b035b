package org.levellab.match3.agents;

import java.util.random.RandomGenerator;
import org.levellab.match3.GemGemState;

/**
 * A match-3 agent as a player of the common API: at each decision node it chooses on (a copy of) the
 * state's board with the points still needed, exactly as the seeded experiments call it, so with the
 * same agent stream it plays the same swaps.
 */
final class Player implements org.levellab.game.Agent<GemGemState> {
  private final Agent agent;
  private final String label;

  Player(Agent agent, String label) {
    this.agent = agent;
    this.label = label;
  }

  @Override
  public int act(GemGemState state, RandomGenerator rng) {
    return agent.choose(state.board(), state.pointsToTarget(), rng);
  }

  @Override
  public String label() {
    return label;
  }
}
