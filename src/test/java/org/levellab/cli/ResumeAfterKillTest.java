package org.levellab.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.levellab.core.Checkpoint;

/**
 * Long runs killed with SIGKILL at random (seeded) moments and started again with {@code --resume}
 * write what an uninterrupted run writes, byte for byte: each command runs once whole in one folder,
 * and in another is killed a few times, each time a random delay after its checkpoint was saved anew
 * (so that every part moves the run on), then resumed until it ends. Timing figures (solve times,
 * CPU seconds) are the only bytes allowed to differ, as they differ between any two runs.
 */
class ResumeAfterKillTest {
  /**
   * Seconds between saves in the child JVMs: many saves in a run of a few seconds. A killed part lives
   * until its first new save and then up to {@link #KILL_DELAY_MS} more, so the shorter the interval
   * the less of the run each part takes and the sooner it dies; the delay spans two intervals, so the
   * kill still lands at any moment of the save cycle, a save being written included.
   */
  private static final String INTERVAL = "0.1";
  private static final int KILL_DELAY_MS = 200;
  private static final int KILLS = 3;

  @TempDir Path dir;

  private Process start(Path cwd, String name, List<String> args) throws IOException {
    List<String> cmd = new ArrayList<>(ChildJvm.levellab("-Xmx512m", "-D" + Checkpoint.INTERVAL_PROPERTY + "=" + INTERVAL));
    cmd.addAll(args);
    ProcessBuilder pb = new ProcessBuilder(cmd).directory(cwd.toFile())
        .redirectOutput(cwd.resolve(name + ".out").toFile()).redirectError(cwd.resolve(name + ".err").toFile());
    pb.environment().put("LEVELLAB_PROGRESS", "0");
    pb.environment().remove("LEVELLAB_THREADS");
    return pb.start();
  }

  private static void awaitEnd(Process p, long seconds) throws InterruptedException {
    if (!p.waitFor(seconds, TimeUnit.SECONDS)) {
      p.destroyForcibly().waitFor();
      throw new AssertionError("the run did not end within " + seconds + " s");
    }
  }

  private static String read(Path file) throws IOException {
    return Files.readString(file, StandardCharsets.UTF_8);
  }

  private static byte[] state(Path checkpoint) {
    try {
      return Files.readAllBytes(checkpoint.resolve(Checkpoint.STATE));
    } catch (IOException e) {
      return null; // none yet, or replaced at this instant
    }
  }

  /** What a kill-and-resume run did: its last run's stdout, and where each resumed run started. */
  record Resumed(String stdout, List<Long> startedAt) {}

  /**
   * Runs {@code args} in {@code cwd} whole: its stdout.
   */
  private String whole(Path cwd, List<String> args) throws Exception {
    Files.createDirectories(cwd);
    Process p = start(cwd, "whole", args);
    awaitEnd(p, 600);
    assertEquals(0, p.exitValue(), read(cwd.resolve("whole.err")));
    return read(cwd.resolve("whole.out"));
  }

  /**
   * Runs {@code args} in {@code cwd}, killing it {@value #KILLS} times, each a random delay (up to
   * {@value #KILL_DELAY_MS} ms, from {@code seed}) after its checkpoint in {@code checkpoint} was saved
   * anew, and resuming it until it ends.
   */
  private Resumed killedAndResumed(Path cwd, Path checkpoint, List<String> args, long seed) throws Exception {
    Files.createDirectories(cwd);
    Random random = new Random(seed);
    List<Long> startedAt = new ArrayList<>();
    for (int part = 0; ; part++) {
      List<String> line = new ArrayList<>(args);
      if (part > 0) {
        line.add("--resume");
      }
      String name = "part" + part;
      byte[] before = state(checkpoint);
      Process p = start(cwd, name, line);
      boolean killed = false;
      if (part < KILLS) {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(300);
        // a new save, so that this part has moved the run on before it dies
        while (p.isAlive() && System.nanoTime() < deadline) {
          byte[] now = state(checkpoint);
          if (now != null && !Arrays.equals(now, before)) {
            break;
          }
          Thread.sleep(20);
        }
        Thread.sleep(random.nextInt(KILL_DELAY_MS));
        // a run that has published its output or removed its checkpoint is ending well: killing it
        // now would test a run that is over (on a quiet machine a short run gets there first)
        String output = checkpoint.getFileName().toString().replaceFirst("\\.checkpoint$", "");
        boolean ending = !Checkpoint.exists(checkpoint) || Files.isRegularFile(checkpoint.resolveSibling(output));
        if (p.isAlive() && !ending) {
          p.destroyForcibly();
          killed = true;
        }
      }
      awaitEnd(p, 600);
      String err = read(cwd.resolve(name + ".err"));
      Matcher m = Pattern.compile("resuming at \\w+ ([0-9,]+) of").matcher(err);
      if (part > 0) {
        // said when the checkpoint is opened, before the save this part waited for
        assertTrue(m.find(), "a resumed run says where it starts: " + err);
        startedAt.add(Long.parseLong(m.group(1).replace(",", "")));
      }
      if (!killed) {
        assertEquals(0, p.exitValue(), name + ": " + err);
        assertFalse(Files.exists(checkpoint), "a run that ended well removes its checkpoint " + checkpoint);
        return new Resumed(read(cwd.resolve(name + ".out")), startedAt);
      }
    }
  }

  /** The resumed runs started further and further in, and at least one after the first trial. */
  private static void movedOn(Resumed r) {
    assertFalse(r.startedAt().isEmpty(), "no run was resumed");
    for (int i = 1; i < r.startedAt().size(); i++) {
      assertTrue(r.startedAt().get(i) >= r.startedAt().get(i - 1), "resumed runs start in order: " + r.startedAt());
    }
    assertTrue(r.startedAt().get(r.startedAt().size() - 1) > 0, "a resumed run starts after trial 0: "
        + r.startedAt());
  }

  private static void sameBytes(Path expected, Path actual) throws IOException {
    assertArrayEquals(Files.readAllBytes(expected), Files.readAllBytes(actual), expected + " vs " + actual);
  }

  /** A CSV's text with column {@code column} blanked on every row (a timing column). */
  private static String withoutColumn(String csv, String column) {
    String[] lines = csv.split("\n", -1);
    int k = Arrays.asList(lines[0].split(",")).indexOf(column);
    assertTrue(k >= 0, column + " in " + lines[0]);
    StringBuilder b = new StringBuilder();
    for (String l : lines) {
      String[] f = l.split(",", -1);
      if (f.length > k) {
        f[k] = "";
      }
      b.append(String.join(",", f)).append('\n');
    }
    return b.toString();
  }

  @Test
  void aKilledWinnabilityRunWithBitsResumesToTheSameVerdictsAndSummaryRow() throws Exception {
    List<String> args = List.of("tripeaks", "winnability", "--layout", "golf", "--deals", "448", "--seed", "3",
        "--max-nodes", "20000", "--threads", "2", "--bits", ".", "--summary-csv", "runs.csv");
    Path a = dir.resolve("a");
    Path b = dir.resolve("b");
    String whole = whole(a, args);
    Resumed r = killedAndResumed(b, b.resolve("golf-3.bits.gz.checkpoint"), args, 11);
    movedOn(r);
    sameBytes(a.resolve("golf-3.bits.gz"), b.resolve("golf-3.bits.gz"));
    // one row, the same but for the CPU time, which adds the earlier parts' (their command has no --resume)
    assertEquals(withoutColumn(read(a.resolve("runs.csv")), "cpu_seconds"),
        withoutColumn(read(b.resolve("runs.csv")), "cpu_seconds"));
    String timing = "mean [0-9.]+ ms, max [0-9.]+ ms|cpu: .*";
    assertEquals(whole.replaceAll(timing, "T"), r.stdout().replaceAll(timing, "T"));
  }

  /**
   * 40 starts: the three killed parts decide only the first few (up to the 5th of 100 with saves every
   * 0.2 s and kills up to 400 ms after one), so the last part still has most of them to decide.
   */
  @Test
  void aKilledSolveOfSeededStartsResumesToTheSameTable() throws Exception {
    List<String> args = List.of("solve", "--game", "blackhole", "--deals", "40", "--seed", "5", "--max-nodes",
        "200000", "--threads", "2", "--out", "starts.csv");
    Path a = dir.resolve("a");
    Path b = dir.resolve("b");
    String whole = whole(a, args);
    Resumed r = killedAndResumed(b, b.resolve("starts.csv.checkpoint"), args, 12);
    movedOn(r);
    assertEquals(withoutColumn(read(a.resolve("starts.csv")), "millis"),
        withoutColumn(read(b.resolve("starts.csv")), "millis"));
    String timing = "[0-9.e+]+ ms";
    assertEquals(whole.replaceAll(timing, "T"), r.stdout().replaceAll(timing, "T"));
  }

  @Test
  void aKilledPlaytestResumesToTheSameReport() throws Exception {
    // no file output: the checkpoint is kept in the current folder
    List<String> args = List.of("playtest", "--game", "pair", "--agents", "random,greedy", "--deals", "1200",
        "--seed", "7", "--threads", "2");
    Path a = dir.resolve("a");
    Path b = dir.resolve("b");
    String whole = whole(a, args);
    Resumed r = killedAndResumed(b, b.resolve("levellab-playtest.checkpoint"), args, 13);
    movedOn(r);
    assertEquals(whole, r.stdout());
  }

  @Test
  void aKilledPlaytestSweepResumesToTheSameTable() throws Exception {
    List<String> args = List.of("sweep", "playtest", "--game", "pair", "--agents", "random,greedy", "--games",
        "1000", "--seed", "9", "--threads", "2", "--out", "table");
    Path a = dir.resolve("a");
    Path b = dir.resolve("b");
    String whole = whole(a, args);
    Resumed r = killedAndResumed(b, b.resolve("table.checkpoint"), args, 14);
    movedOn(r);
    sameBytes(a.resolve("table").resolve("part-00000.csv"), b.resolve("table").resolve("part-00000.csv"));
    try (Stream<Path> files = Files.list(b.resolve("table"))) {
      assertEquals(List.of("part-00000.csv"), files.map(p -> p.getFileName().toString()).toList());
    }
    assertEquals(whole, r.stdout());
  }
}
