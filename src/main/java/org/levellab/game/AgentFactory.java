package org.levellab.game;

import java.util.List;

/**
 * Makes the named agents that a game package offers (greedy players, sampling planners, exact
 * solvers), for the commands and studies that take an agent by name ({@link Agents}). A package
 * registers it in {@code META-INF/services/org.levellab.game.AgentFactory}. The uniform random agent
 * needs no factory: every game has it. What a factory offers ({@link #games()}, {@link #agents}) is
 * asked once, when it joins the catalogue; one that throws then, or offers {@code random} or another
 * factory's agent, is named in a warning and left out ({@link PlugIns}).
 */
public interface AgentFactory {
  /** The game names whose agents this factory makes, such as {@code tripeaks} and {@code golf}. */
  List<String> games();

  /** The agent names it makes for {@code game}, weakest first (the order of a skill ladder). */
  List<String> agents(String game);

  /**
   * A new agent (with its own scratch buffers: one per thread) of that name for {@code game}.
   *
   * @throws IllegalArgumentException for options the agent does not take or values out of range,
   *     naming the option
   */
  Agent<?> create(Game<?> game, String agent, AgentOptions options);

  /** One line saying what the agent is and which options it takes, for help texts. */
  default String describe(String game, String agent) {
    return agent;
  }
}
