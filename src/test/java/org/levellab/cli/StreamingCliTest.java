package org.levellab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The command line as a separate JVM: a huge run is killed promptly, a small heap either finishes a
 * long run in flat memory or refuses up front, never hangs.
 */
class StreamingCliTest {
  @TempDir Path dir;

  private Process start(String heap, String... args) throws Exception {
    List<String> cmd = new ArrayList<>(ChildJvm.levellab(heap, ChildJvm.FULL_JIT));
    cmd.addAll(List.of(args));
    ProcessBuilder pb = new ProcessBuilder(cmd).redirectOutput(dir.resolve("out.txt").toFile())
        .redirectError(dir.resolve("err.txt").toFile());
    pb.environment().put("LEVELLAB_PROGRESS", "0");
    return pb.start();
  }

  private String read(String name) throws Exception {
    return Files.readString(dir.resolve(name), StandardCharsets.UTF_8);
  }

  private static void finish(Process p, long seconds) throws Exception {
    boolean ended = p.waitFor(seconds, TimeUnit.SECONDS);
    if (!ended) {
      p.destroyForcibly();
    }
    assertTrue(ended, "the command did not end within " + seconds + " s");
  }

  @Test
  void aBillionTrialDiceRunEndsPromptlyWhenKilled() throws Exception {
    Process p = start("-Xmx256m", "dice", "--trials", "1000000000", "--threads", "2");
    Thread.sleep(3_000);
    assertTrue(p.isAlive(), "a billion trials should still be running after 3 s: " + read("err.txt"));
    long t0 = System.nanoTime();
    p.destroy(); // SIGTERM
    finish(p, 10);
    assertTrue(System.nanoTime() - t0 < 10_000_000_000L);
  }

  @Test
  void aHundredMillionTrialDiceRunFitsInSixtyFourMegabytes() throws Exception {
    Process p = start("-Xmx64m", "dice", "--trials", "100000000", "--seed", "5", "--threads", "2");
    finish(p, 300);
    assertEquals(0, p.exitValue(), read("err.txt"));
    assertTrue(read("out.txt").startsWith("P(sum = 7) = 0.16"), read("out.txt"));
  }

  @Test
  void aCountThatCannotBeHeldIsRefusedUpFrontInOneLine() throws Exception {
    Process p = start("-Xmx64m", "playtest", "--game", "golf", "--agents", "random", "--games", "2147483647");
    finish(p, 60);
    assertEquals(2, p.exitValue());
    String err = read("err.txt").strip();
    assertEquals(1, err.lines().count(), err);
    assertTrue(err.startsWith("levellab: error: --games 2147483647 is more than this command can hold (at most "),
        err);
    assertEquals("", read("out.txt"));
  }
}
