package org.levellab.core;

import java.util.SplittableRandom;

/**
 * Seeded, reproducible random streams.
 *
 * <p>Every random result in LevelLab takes a seed. A run of many independent tasks (players, games,
 * deals) derives one stream per task from the run's seed and the task's index, never from the order
 * in which threads pick tasks up, so a result is identical for the same seed whatever the number of
 * threads. Streams are {@link SplittableRandom}s: fast, statistically strong, and {@link
 * java.util.random.RandomGenerator}s, so engines accept the standard interface.
 */
public final class RandomStreams {
  private RandomStreams() {}

  /** A stream for a whole run. */
  public static SplittableRandom of(long seed) {
    return new SplittableRandom(mix(seed));
  }

  /**
   * The stream of task {@code index} of the run seeded with {@code seed}. Streams of different tasks
   * (and of the same task under different seeds) are statistically independent.
   */
  public static SplittableRandom forTask(long seed, long index) {
    return new SplittableRandom(mix(mix(seed) ^ mix(index + 0x632BE59BD9B4E019L)));
  }

  /**
   * A seed whose {@link #of(long) run stream} is task {@code index}'s stream: {@code
   * of(taskSeed(seed, i))} draws exactly what {@code forTask(seed, i)} draws. Code that starts a game
   * from a single seed (a game's {@code newInitialState(seed)}) thereby deals, for task i of a run,
   * the same deal as code that draws from the task's stream.
   */
  public static long taskSeed(long seed, long index) {
    long state = mix(mix(seed) ^ mix(index + 0x632BE59BD9B4E019L));
    // of(s) seeds SplittableRandom with mix(s); invert mix so that it gets exactly `state`.
    return unmix(state);
  }

  /** The inverse of {@link #mix}. */
  static long unmix(long z) {
    z = z ^ (z >>> 31) ^ (z >>> 62);
    z *= 0x319642B2D24D8EC3L;
    z = z ^ (z >>> 27) ^ (z >>> 54);
    z *= 0x96DE1B173F119089L;
    z = z ^ (z >>> 30) ^ (z >>> 60);
    return z - 0x9E3779B97F4A7C15L;
  }

  /** A seed for a sub-run (a configuration, a grid point) derived from a run seed and a label. */
  public static long derive(long seed, String label) {
    long h = mix(seed);
    for (int i = 0; i < label.length(); i++) {
      h = mix(h ^ label.charAt(i));
    }
    return h;
  }

  /** The SplitMix64 finaliser: a bijective mix of a 64-bit value. */
  public static long mix(long z) {
    z += 0x9E3779B97F4A7C15L;
    z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
    z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
    return z ^ (z >>> 31);
  }
}
