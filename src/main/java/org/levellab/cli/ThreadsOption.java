package org.levellab.cli;

import org.levellab.core.MonteCarlo;
import picocli.CommandLine.Option;

/** The {@code --threads} option, the same in every command (a picocli mixin). */
public final class ThreadsOption {
  @Option(names = "--threads", paramLabel = "N",
      description = "Worker threads; results do not depend on it (default: all cores, or LEVELLAB_THREADS).")
  Integer threads;

  /**
   * The thread count: as given, else the runner's default.
   *
   * @throws IllegalArgumentException naming the option when it is below 1
   */
  public int threads() {
    if (threads == null) {
      return MonteCarlo.defaultThreads();
    }
    if (threads < 1) {
      throw new IllegalArgumentException("--threads must be at least 1, was " + threads);
    }
    return threads;
  }
}
