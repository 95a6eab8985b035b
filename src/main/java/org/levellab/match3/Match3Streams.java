package org.levellab.match3;

import java.util.SplittableRandom;
import org.levellab.core.RandomStreams;

/**
 * The random streams of seeded games: game {@code i} of a seed takes its initial board, its refills
 * and its agent's choices from three independent streams derived from {@code (seed, i)} alone. So
 * every agent meets the same initial board and the same refill draws in game {@code i}, whatever the
 * thread count, and {@link GemGem#newInitialState(long)} starts game 0 of its seed.
 */
public final class Match3Streams {
  private Match3Streams() {}

  /** The stream the initial board of game {@code index} is drawn from ({@link Match3#newBoard}). */
  public static SplittableRandom board(long seed, int index) {
    return stream(seed, "match3-board", index);
  }

  /** The refill stream of game {@code index}: the chance outcomes, one {@code nextInt(g)} per cell. */
  public static SplittableRandom refills(long seed, int index) {
    return stream(seed, "match3-refill", index);
  }

  /** The agent's own stream in game {@code index} (tie-breaks, sampled refills). */
  public static SplittableRandom agent(long seed, int index) {
    return stream(seed, "match3-agent", index);
  }

  private static SplittableRandom stream(long seed, String label, int index) {
    return RandomStreams.forTask(RandomStreams.derive(seed, label), index);
  }
}
