package org.levellab.cli;

import org.levellab.core.MonteCarlo;
import picocli.CommandLine.Option;

/** The {@code --threads} option, the same in every command (a picocli mixin). */
public final class ThreadsOption {
  /**
   * The most worker threads a command takes. Workers beyond the cores only cost memory and start-up
   * (100,000 asked for took 26 s and 0.9 GB before the first trial), so more is a typo.
   */
  public static final int MAX_THREADS = 1024;

  @Option(names = "--threads", paramLabel = "N",
      description = "Worker threads; results do not depend on it (default: all cores, or LEVELLAB_THREADS).")
  Integer threads;

  /**
   * The thread count: as given, else the runner's default.
   *
   * @throws IllegalArgumentException naming the option when it is below 1 or above {@link #MAX_THREADS}
   */
  public int threads() {
    if (threads == null) {
      return MonteCarlo.defaultThreads();
    }
    if (threads < 1) {
      throw new IllegalArgumentException("--threads must be at least 1, was " + threads);
    }
    if (threads > MAX_THREADS) {
      throw new IllegalArgumentException("--threads must be at most " + MAX_THREADS + " (this machine has "
          + Runtime.getRuntime().availableProcessors() + " cores), was " + threads);
    }
    return threads;
  }
}
