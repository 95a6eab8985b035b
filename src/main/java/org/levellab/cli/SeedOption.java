package org.levellab.cli;

import picocli.CommandLine.Option;

/** The {@code --seed} option, the same in every command (a picocli mixin). */
public final class SeedOption {
  /** The seed when none is given. */
  public static final long DEFAULT = 1;

  @Option(names = "--seed", paramLabel = "N",
      description = "Random seed: the same seed gives the same results on any number of threads (default: 1,"
          + " or a configuration's own [run] seed where the command reads one).")
  Long seed;

  /** The given seed, or {@link #DEFAULT}. */
  public long seed() {
    return seed != null ? seed : DEFAULT;
  }

  /** The given seed, or {@code fallback} (a configuration's own seed) when none was given. */
  public long seedOr(long fallback) {
    return seed != null ? seed : fallback;
  }

  /** True when {@code --seed} was given. */
  public boolean given() {
    return seed != null;
  }
}
