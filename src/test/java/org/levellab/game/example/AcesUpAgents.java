package org.levellab.game.example;

import java.util.List;
import java.util.Set;
import org.levellab.game.Agent;
import org.levellab.game.AgentFactory;
import org.levellab.game.AgentOptions;
import org.levellab.game.Game;

/**
 * The agents Aces Up offers besides {@code random} and the generic {@code exact} it gets for free: a
 * {@code discarder} that discards whenever it can (the first column first), else fills an empty
 * column, else deals.
 */
public final class AcesUpAgents implements AgentFactory {
  /** The one instance, registered with {@link org.levellab.game.Agents#register}. */
  public static final AcesUpAgents INSTANCE = new AcesUpAgents();

  private AcesUpAgents() {}

  @Override
  public List<String> games() {
    return List.of("acesup");
  }

  @Override
  public List<String> agents(String game) {
    return List.of("discarder");
  }

  @Override
  public Agent<?> create(Game<?> game, String agent, AgentOptions options) {
    options.requireOnly(Set.of());
    // legalActions lists discards first, then moves, then the deal: the first legal action is the plan
    Agent<AcesUpState> discarder = (state, rng) -> state.legalActions()[0];
    return discarder;
  }

  @Override
  public String describe(String game, String agent) {
    return "discarder: discards when it can, else fills an empty column, else deals";
  }
}
