package org.levellab.match3.agents;

import java.util.random.RandomGenerator;
import org.levellab.match3.Board;

/**
 * A player: picks a valid swap on a stable board that is not game over. An agent sees the board
 * only, never the refill stream; its own randomness (tie-breaks, sampled refills) comes from {@code
 * rng}. Agents keep scratch buffers, so one agent serves one thread; {@link AgentSpec#create()}
 * makes new ones.
 */
public interface Agent {
  /**
   * The swap code to play.
   *
   * @param board the current stable board (the agent must not change it)
   * @param remaining points still needed to reach the target (some agents plan with it)
   * @param rng the agent's own stream
   */
  int choose(Board board, int remaining, RandomGenerator rng);
}
