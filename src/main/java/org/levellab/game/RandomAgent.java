package org.levellab.game;

import java.util.random.RandomGenerator;

/**
 * The uniform random agent: one {@code rng.nextInt(k)} over the {@code k} legal actions, in the
 * state's order (so a seeded stream replays the same game). A baseline for every game.
 */
public final class RandomAgent<S extends State> implements Agent<S> {
  private int[] buffer = new int[0];

  /** A new uniform random agent (it keeps a scratch buffer: one per thread). */
  public static <S extends State> RandomAgent<S> create() {
    return new RandomAgent<>();
  }

  @Override
  public int act(S state, RandomGenerator rng) {
    int max = state.game().maxActions();
    if (buffer.length < max) {
      buffer = new int[max];
    }
    int k = state.legalActions(buffer);
    if (k == 0) {
      throw new IllegalStateException("no legal action: the game is over");
    }
    return buffer[rng.nextInt(k)];
  }

  @Override
  public String label() {
    return "random";
  }
}
