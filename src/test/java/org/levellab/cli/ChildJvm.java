package org.levellab.cli;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The command line of a child JVM that runs the levellab command on the test class path, for the
 * tests that need a process of its own (a kill, a file-size limit, a small heap, an environment
 * variable read at start).
 *
 * <p>The child runs with the JIT's first tier alone and the serial collector, as {@code bin/levellab}
 * runs one-shot commands: a child lives a second or a few, where the second tier's compiler threads
 * cost more CPU than their code gains back. Measured on the shared 2-core machine, a child deciding
 * 20 TriPeaks deals used 1.4 s of CPU with the full JIT and 0.8 s with these options.
 */
final class ChildJvm {
  /** Options before the caller's own (a caller's later {@code -XX} option wins). */
  static final List<String> OPTIONS = List.of("-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC", "-XX:-UsePerfData");

  /**
   * The whole JIT back, for a child that computes for several seconds: an exact solve of Pair stacks
   * took 14.3 s with the first tier alone against 7.3 s, a hundred million dice trials 4.1 s against 3.1 s.
   */
  static final String FULL_JIT = "-XX:TieredStopAtLevel=4";

  private ChildJvm() {}

  /** The java launcher of the JVM running the tests. */
  static String java() {
    return Path.of(System.getProperty("java.home"), "bin", "java").toString();
  }

  /**
   * {@link #levellab()} under bash with a file-size limit: no file the child writes may grow past
   * {@code kilobytes} (a write past it fails with "file too large").
   */
  static List<String> levellabWithFileSizeLimit(int kilobytes) {
    List<String> cmd = new ArrayList<>(List.of("bash", "-c", "ulimit -f " + kilobytes + " && exec \"$0\" \"$@\""));
    cmd.addAll(levellab());
    return cmd;
  }

  /** {@code java}, {@link #OPTIONS}, {@code jvmOptions}, the test class path and the levellab main class. */
  static List<String> levellab(String... jvmOptions) {
    List<String> cmd = new ArrayList<>();
    cmd.add(java());
    cmd.addAll(OPTIONS);
    cmd.addAll(List.of(jvmOptions));
    cmd.addAll(List.of("-cp", System.getProperty("java.class.path"), LevelLabCommand.class.getName()));
    return cmd;
  }
}
