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
   * The thread count: as given, else {@code LEVELLAB_THREADS}, else every core.
   *
   * @throws IllegalArgumentException naming the option (or {@code LEVELLAB_THREADS}) when it is below
   *     1 or above {@link #MAX_THREADS}
   */
  public int threads() {
    if (threads == null) {
      return fromEnvironment(System.getenv("LEVELLAB_THREADS"));
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

  /**
   * The default thread count when {@code --threads} is not given: {@code env} (the value of
   * {@code LEVELLAB_THREADS}) held to the bounds of {@code --threads}, else every core.
   *
   * @throws IllegalArgumentException naming LEVELLAB_THREADS when it is not a whole number of ASCII
   *     digits from 1 to {@link #MAX_THREADS}
   */
  static int fromEnvironment(String env) {
    if (env == null || env.isBlank()) {
      return MonteCarlo.defaultThreads();
    }
    String v = env.strip();
    // the same words as the runner's own check (MonteCarlo.defaultThreads), plus --threads' bound
    if (!v.matches("[0-9]{1,9}") || Integer.parseInt(v) < 1) {
      throw new IllegalArgumentException("LEVELLAB_THREADS must be a whole number of at least 1"
          + (v.chars().anyMatch(c -> c > 127 && Character.isDigit(c)) ? " (digits 0-9)" : "") + ", was '" + env + "'");
    }
    int n = Integer.parseInt(v);
    if (n > MAX_THREADS) {
      throw new IllegalArgumentException("LEVELLAB_THREADS must be at most " + MAX_THREADS + " (this machine has "
          + Runtime.getRuntime().availableProcessors() + " cores), was " + n);
    }
    return n;
  }
}
