package org.levellab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.levellab.core.AtomicFile;
import org.levellab.core.Sweep;
import org.levellab.tripeaks.solve.Winnability;

/**
 * Outputs of the command line cannot be lost and cannot replace inputs: an impossible output is
 * refused before the work, a write that fails after it leaves the summary on stdout, one line with the
 * reason in words and no file, an input is never an output, an existing file needs --overwrite, and
 * {@code -} is the standard output.
 */
class OutputSafetyTest {
  private static final Path DESIGN_LAYOUT = Path.of("datasets/tripeaks/layouts/design24.layout");
  private static final Path CONFIG = Path.of("datasets/tripeaks/sim1-groups.toml");

  @TempDir Path dir;

  /** One line on stderr, starting as every error does, naming no class or library. */
  private static void oneCleanLine(CliRun.Result r) {
    String err = r.err().strip();
    assertTrue(err.startsWith("levellab: error: "), err);
    assertEquals(1, err.lines().count(), err);
    for (String internal : List.of("Exception", "java.", "tech.tablesaw", "univocity", "\tat ")) {
      assertFalse(err.contains(internal), err);
    }
  }

  private static String[] args(String... a) {
    return a;
  }

  @Test
  void anOutputNoFileCanBeCreatedInIsRefusedBeforeTheWork() {
    assumeTrue(Files.isDirectory(Path.of("/proc")), "needs /proc (Linux)");
    // each of these would run for minutes if the output were checked only at the end
    for (String[] a : List.of(
        args("tripeaks", "winnability", "--deals", "1000000", "--out", "/proc/x.csv"),
        args("solve", "--game", "golf", "--deals", "1000000", "--out", "/proc/x.csv"),
        args("tripeaks", "simulate", "--config", CONFIG.toString(), "--players", "10000000", "--out", "/proc/x.csv"),
        args("play", "--game", "golf", "--trace", "/proc/g.trace"),
        args("play", "--game", "golf", "--html", "/proc/g.html"),
        args("match3", "calibrate", "--games", "1000", "--csv", "/proc/x.csv"),
        args("pair", "generate", "--method", "filtered", "--out", "/proc/x.txt"),
        args("tripeaks", "tune", "--layout", "microsoft", "--target", "win=0.6", "--out", "/proc/x.toml"),
        args("tripeaks", "deal", "--out", "/proc/x.deal"),
        args("deal", "--game", "pair", "--out", "/proc/x.level"),
        args("sweep", "tripeaks-winnability", "--deals", "1000000", "--out", "/proc/sweep"))) {
      long t0 = System.nanoTime();
      CliRun.Result r = CliRun.run(a);
      assertEquals(2, r.code(), String.join(" ", a) + "\n" + r.err());
      oneCleanLine(r);
      assertTrue(r.err().contains("/proc/"), r.err());
      assertTrue(r.err().contains("cannot be created"), r.err());
      assertEquals("", r.out(), "no work was done: " + String.join(" ", a));
      assertTrue(System.nanoTime() - t0 < 10_000_000_000L, "refused before the work: " + String.join(" ", a));
    }
  }

  @Test
  void aFullDeviceAfterTheWorkKeepsTheSummaryAndSaysWhyInOneLine() {
    Path full = Path.of("/dev/full");
    assumeTrue(Files.exists(full) && Files.isWritable(full), "needs /dev/full (Linux)");
    record Case(String[] args, String summary, String option) {}
    // The write fails after the work whatever its size, so the runs are small: 20 TriPeaks deals (the
    // 17th is not winnable), 5 Golf starts under 10,000 nodes (the 5th decided, the rest unknown: a
    // summary of decided and undecided starts; 20 starts at the default budget took 8 s of CPU), 30
    // players.
    for (Case c : List.of(
        // runs that keep a checkpoint keep it in a folder of the test's own (the default is the working folder)
        new Case(args("tripeaks", "winnability", "--deals", "20", "--out", "/dev/full", "--checkpoint",
            dir.resolve("cp1").toString()), "share winnable:", "--out"),
        new Case(args("solve", "--game", "golf", "--deals", "5", "--max-nodes", "10000", "--out", "/dev/full",
            "--checkpoint", dir.resolve("cp2").toString()), "winnable", "--out"),
        new Case(args("tripeaks", "simulate", "--config", CONFIG.toString(), "--players", "30", "--out",
            "/dev/full"), "players, seed", "--out"),
        new Case(args("play", "--game", "golf", "--trace", "/dev/full"), "moves:", "--trace"),
        new Case(args("play", "--game", "golf", "--html", "/dev/full", "--json"), "\"moves\"", "--html"),
        new Case(args("match3", "calibrate", "--size", "5", "--target", "60", "--games", "2", "--sample", "3",
            "--csv", "/dev/full"), "grid calibration", "--csv"),
        new Case(args("pair", "generate", "--seed", "3", "--out", "/dev/full"), "shuffle, seed 3", "--out"),
        new Case(args("deal", "--game", "pair", "--seed", "3", "--out", "/dev/full"), "pair seeded start 3", "--out"))) {
      CliRun.Result r = CliRun.run(c.args());
      String cmd = String.join(" ", c.args());
      assertEquals(OutputFile.NOT_WRITTEN, r.code(), cmd + "\n" + r.err());
      assertTrue(r.out().contains(c.summary()), cmd + "\n" + r.out());
      assertFalse(r.out().contains("written to /dev/full"), "a failed output is not reported as written: " + cmd);
      oneCleanLine(r);
      String why = "levellab: error: " + c.option() + " /dev/full was not written: no space left on device";
      if (cmd.contains("--checkpoint")) {
        // the decided deals are kept for a run that can write its table
        assertEquals(why + "; results decided so far are in " + c.args()[c.args().length - 1] + "; fix and --resume",
            r.err().strip(), cmd);
      } else {
        assertEquals(why, r.err().strip(), cmd);
      }
    }
  }

  /** The test JVM's own classpath, for a command run in a child process with a file-size limit. */
  private static List<String> limited(int kilobytes, String... command) {
    List<String> line = new ArrayList<>(ChildJvm.levellabWithFileSizeLimit(kilobytes));
    line.addAll(List.of(command));
    return line;
  }

  private record Run(int code, String out, String err) {}

  private Run run(List<String> command) throws Exception {
    ProcessBuilder pb = new ProcessBuilder(command).directory(dir.toFile());
    pb.environment().put("LEVELLAB_PROGRESS", "0");
    pb.redirectOutput(dir.resolve("stdout.txt").toFile());
    pb.redirectError(dir.resolve("stderr.txt").toFile());
    Process p = pb.start();
    assertTrue(p.waitFor(120, TimeUnit.SECONDS), "the child process ended");
    // the test classpath holds two logging back-ends, which SLF4J reports on stderr before any command runs
    String err = String.join("\n", Files.readAllLines(dir.resolve("stderr.txt")).stream()
        .filter(l -> !l.startsWith("SLF4J(")).toList());
    Run r = new Run(p.exitValue(), Files.readString(dir.resolve("stdout.txt")), err);
    Files.delete(dir.resolve("stdout.txt"));
    Files.delete(dir.resolve("stderr.txt"));
    return r;
  }

  private static boolean bashCanLimitFileSize() {
    try {
      Process p = new ProcessBuilder("bash", "-c", "ulimit -f 4").start();
      return p.waitFor(10, TimeUnit.SECONDS) && p.exitValue() == 0;
    } catch (IOException | InterruptedException e) {
      return false;
    }
  }

  private List<String> filesIn(Path folder) throws IOException {
    try (Stream<Path> s = Files.list(folder)) {
      return s.map(p -> p.getFileName().toString()).sorted().toList();
    }
  }

  /** The file-size limit of the children in {@link #aFileSizeLimitLeavesNoPartialFileAndTheOldFileAsItWas}. */
  private static final int LIMIT_KB = 2;

  @Test
  void aFileSizeLimitLeavesNoPartialFileAndTheOldFileAsItWas() throws Exception {
    assumeTrue(bashCanLimitFileSize(), "needs bash with ulimit -f to limit a child's file size");
    // The limit cuts the write of a table a little larger than it, wherever it lies; it only has to
    // leave room for the checkpoint and a small sweep table. 100 deals make a per-deal table of 3.5 kB
    // and a sweep table of 4 kB, over the 2 kB limit, and a checkpoint of 1.6 kB (compressed rows)
    // under it; 20 deals a sweep table of 0.8 kB. (It was 400 deals under 8 kB: four times the deals,
    // decided twice, for the same property.)
    Run r = run(limited(LIMIT_KB, "tripeaks", "winnability", "--deals", "100", "--out", "big.csv"));
    assertEquals(OutputFile.NOT_WRITTEN, r.code(), r.err());
    assertTrue(r.out().contains("share winnable:"), r.out());
    // the deals decided are not lost: they wait in the checkpoint for a run that can write the table
    String err = r.err().strip();
    assertTrue(err.startsWith("levellab: error: --out big.csv was not written: file too large; results decided so far"
        + " are in ") && err.endsWith("big.csv.checkpoint; fix and --resume"), err);
    assertEquals(List.of("big.csv.checkpoint"), filesIn(dir), "no partial file, not even a temporary one");

    Files.writeString(dir.resolve("big.csv"), "the old table\n");
    Run again = run(limited(LIMIT_KB, "tripeaks", "winnability", "--deals", "100", "--out", "big.csv",
        "--overwrite", "--resume"));
    assertEquals(OutputFile.NOT_WRITTEN, again.code(), again.err());
    assertEquals("the old table\n", Files.readString(dir.resolve("big.csv")), "a failed replace keeps the old file");
    assertEquals(List.of("big.csv", "big.csv.checkpoint"), filesIn(dir));

    // a sweep folder: the old table stays readable, no part is cut short
    Path sweep = dir.resolve("sweep");
    Run small = run(limited(LIMIT_KB, "sweep", "tripeaks-winnability", "--deals", "20", "--out", "sweep"));
    assertEquals(0, small.code(), small.err());
    assertEquals(20, Sweep.readCsv(sweep, Winnability.DealOutcome.class).rowCount());
    Run big = run(limited(LIMIT_KB, "sweep", "tripeaks-winnability", "--deals", "100", "--out", "sweep",
        "--overwrite"));
    assertEquals(OutputFile.NOT_WRITTEN, big.code(), big.err());
    assertTrue(big.out().contains("share winnable:"), big.out());
    assertTrue(big.err().strip().startsWith("levellab: error: --out sweep: the sweep table was not written: file too large"),
        big.err());
    assertEquals(List.of(Sweep.CSV_PART), filesIn(sweep));
    assertEquals(20, Sweep.readCsv(sweep, Winnability.DealOutcome.class).rowCount());
  }

  @Test
  void anInputIsNeverAnOutput() throws Exception {
    Path layout = Files.copy(DESIGN_LAYOUT, dir.resolve("design.layout"));
    Path link = Files.createSymbolicLink(dir.resolve("link.layout"), layout);
    String before = Files.readString(layout);
    Path trace = dir.resolve("golf.trace");
    assertEquals(0, CliRun.run("play", "--game", "golf", "--seed", "2", "--trace", trace.toString()).code());
    String traceBefore = Files.readString(trace);
    Path deal = dir.resolve("deal.deal");
    assertEquals(0, CliRun.run("tripeaks", "deal", "--seed", "2", "--out", deal.toString()).code());
    String dealBefore = Files.readString(deal);
    Path config = Files.copy(CONFIG, dir.resolve("config.toml"));
    String configBefore = Files.readString(config);
    String dotSlash = dir.resolve(".").resolve("design.layout").toString();
    for (String[] a : List.of(
        args("tripeaks", "deal", "--layout", layout.toString(), "--out", layout.toString()),
        args("tripeaks", "deal", "--layout", layout.toString(), "--out", dotSlash, "--overwrite"),
        args("tripeaks", "deal", "--layout", layout.toString(), "--out", link.toString(), "--overwrite"),
        args("tripeaks", "deal", "--layout", link.toString(), "--out", layout.toString(), "--overwrite"),
        args("tripeaks", "winnability", "--layout", layout.toString(), "--deals", "5", "--out", dotSlash,
            "--overwrite"),
        args("tripeaks", "tune", "--layout", layout.toString(), "--target", "win=0.6", "--out", link.toString(),
            "--overwrite"),
        args("play", "--game", "golf", "--level", trace.toString(), "--trace", trace.toString(), "--overwrite"),
        args("play", "--game", "tripeaks", "--level", deal.toString(), "--trace", deal.toString(), "--overwrite"),
        args("play", "--game", "tripeaks", "--level", deal.toString(), "--html", deal.toString(), "--overwrite"),
        args("replay", "--trace", trace.toString(), "--html", trace.toString(), "--overwrite"),
        args("tripeaks", "simulate", "--config", config.toString(), "--players", "10", "--out", config.toString(),
            "--overwrite"))) {
      CliRun.Result r = CliRun.run(a);
      assertEquals(2, r.code(), String.join(" ", a) + "\n" + r.err());
      oneCleanLine(r);
      assertTrue(r.err().contains(" input file; give another file name (an input is never replaced)"), r.err());
      assertEquals("", r.out());
    }
    assertEquals(before, Files.readString(layout));
    assertTrue(Files.isSymbolicLink(link));
    assertEquals(traceBefore, Files.readString(trace));
    assertEquals(dealBefore, Files.readString(deal));
    assertEquals(configBefore, Files.readString(config));

    // folders: an input under a name the command would write there
    Path seq = Files.createDirectory(dir.resolve("seq"));
    Path curve = seq.resolve("sequence.csv");
    Files.writeString(curve, "0.6\n");
    CliRun.Result sequence = CliRun.run("tripeaks", "sequence", "--layout", "microsoft", "--curve", curve.toString(),
        "--out", seq.toString(), "--overwrite");
    assertEquals(2, sequence.code(), sequence.err());
    assertEquals("levellab: error: --out " + seq + " would replace the --curve input file " + curve
        + "; give another folder (an input is never replaced)", sequence.err().strip());
    assertEquals("0.6\n", Files.readString(curve));
    Path sweep = Files.createDirectory(dir.resolve("sweep"));
    Path partLayout = Files.copy(DESIGN_LAYOUT, sweep.resolve("part-00000.csv"));
    CliRun.Result sw = CliRun.run("sweep", "tripeaks-winnability", "--layout", partLayout.toString(), "--deals", "5",
        "--out", sweep.toString(), "--overwrite");
    assertEquals(2, sw.code(), sw.err());
    assertTrue(sw.err().contains("would replace the --layout input file"), sw.err());
    assertEquals(Files.readString(DESIGN_LAYOUT), Files.readString(partLayout));
  }

  @Test
  void twoOutputsOfOneCommandAreTwoFiles() {
    Path out = dir.resolve("same.out");
    CliRun.Result r = CliRun.run("play", "--game", "golf", "--trace", out.toString(), "--html",
        dir.resolve(".").resolve("same.out").toString());
    assertEquals(2, r.code());
    assertTrue(r.err().contains("is the --trace file too"), r.err());
    CliRun.Result both = CliRun.run("play", "--game", "golf", "--trace", "-", "--html", "-");
    assertEquals(2, both.code());
    assertEquals("levellab: error: --trace - and --html - cannot both be the standard output; give one a file name",
        both.err().strip());
    assertEquals(List.of(), assertNoFiles());
  }

  private List<String> assertNoFiles() {
    try {
      return filesIn(dir);
    } catch (IOException e) {
      throw new AssertionError(e);
    }
  }

  @Test
  void anExistingOutputIsReplacedOnlyWithOverwrite() throws Exception {
    Path out = dir.resolve("o");
    for (List<String> a : List.of(
        List.of("tripeaks", "deal", "--seed", "SEED", "--out", "OUT"),
        List.of("tripeaks", "winnability", "--deals", "5", "--seed", "SEED", "--out", "OUT"),
        List.of("solve", "--game", "pair", "--deals", "3", "--seed", "SEED", "--out", "OUT"),
        List.of("tripeaks", "simulate", "--config", CONFIG.toString(), "--players", "20", "--seed", "SEED", "--out",
            "OUT"),
        List.of("play", "--game", "golf", "--seed", "SEED", "--trace", "OUT"),
        List.of("play", "--game", "golf", "--seed", "SEED", "--html", "OUT"),
        List.of("pair", "generate", "--seed", "SEED", "--out", "OUT"),
        List.of("match3", "calibrate", "--size", "5", "--target", "60", "--games", "1", "--sample", "2", "--seed",
            "SEED", "--csv", "OUT"))) {
      String[] first = a.stream().map(s -> s.equals("SEED") ? "1" : s.equals("OUT") ? out.toString() : s)
          .toArray(String[]::new);
      String[] second = a.stream().map(s -> s.equals("SEED") ? "2" : s.equals("OUT") ? out.toString() : s)
          .toArray(String[]::new);
      String cmd = String.join(" ", a);
      CliRun.Result made = CliRun.run(first);
      assertEquals(0, made.code(), cmd + "\n" + made.err());
      String old = Files.readString(out, StandardCharsets.UTF_8);
      CliRun.Result refused = CliRun.run(second);
      assertEquals(2, refused.code(), cmd);
      oneCleanLine(refused);
      assertTrue(refused.err().strip().endsWith(out + " already exists; add --overwrite to replace it"),
          refused.err());
      assertEquals(old, Files.readString(out, StandardCharsets.UTF_8), cmd);
      String[] overwrite = java.util.stream.Stream.concat(java.util.Arrays.stream(second), Stream.of("--overwrite"))
          .toArray(String[]::new);
      CliRun.Result replaced = CliRun.run(overwrite);
      assertEquals(0, replaced.code(), cmd + "\n" + replaced.err());
      assertFalse(old.equals(Files.readString(out, StandardCharsets.UTF_8)), "seed 2 replaced seed 1: " + cmd);
      assertEquals(List.of("o"), filesIn(dir), "no temporary file left: " + cmd);
      Files.delete(out);
    }
  }

  @Test
  void dashIsTheStandardOutputForATextOutputAndRefusedForAFolder() throws Exception {
    Path cwdDash = Path.of("-");
    assumeTrue(!Files.exists(cwdDash), "a file named - already exists in the working folder");
    CliRun.Result deal = CliRun.run("tripeaks", "deal", "--seed", "5", "--out", "-");
    assertEquals(0, deal.code(), deal.err());
    assertEquals(CliRun.run("tripeaks", "deal", "--seed", "5").out(), deal.out());

    Path trace = dir.resolve("t.trace");
    assertEquals(0, CliRun.run("play", "--game", "golf", "--seed", "4", "--trace", trace.toString()).code());
    CliRun.Result play = CliRun.run("play", "--game", "golf", "--seed", "4", "--trace", "-");
    assertEquals(0, play.code(), play.err());
    assertEquals(Files.readString(trace, StandardCharsets.UTF_8), play.out(), "stdout holds the trace alone");

    Path csv = dir.resolve("w.csv");
    assertEquals(0, CliRun.run("tripeaks", "winnability", "--deals", "8", "--out", csv.toString()).code());
    CliRun.Result table = CliRun.run("tripeaks", "winnability", "--deals", "8", "--out", "-");
    assertEquals(0, table.code(), table.err());
    // the table alone, as the file has it (its time column aside)
    assertEquals(9, table.out().strip().lines().count(), table.out());
    assertEquals(Files.readAllLines(csv).get(0), table.out().lines().findFirst().orElseThrow());
    assertFalse(Files.exists(cwdDash), "no file named -");

    Path curve = Files.writeString(dir.resolve("curve.txt"), "0.6\n");
    for (String[] a : List.of(
        args("sweep", "tripeaks-winnability", "--deals", "5", "--out", "-"),
        args("skiddy", "generate", "--width", "6", "--height", "6", "--pieces", "2", "--out", "-"),
        args("tripeaks", "sequence", "--layout", "microsoft", "--curve", curve.toString(), "--out", "-"))) {
      CliRun.Result r = CliRun.run(a);
      assertEquals(2, r.code(), String.join(" ", a));
      assertEquals("levellab: error: --out -: a folder of files cannot be the standard output; give a folder name",
          r.err().strip());
    }
    assertFalse(Files.exists(cwdDash), "no file or folder named -");
  }

  @Test
  void folderAndFileMessagesSayWhichIsWhich() throws Exception {
    Path file = Files.writeString(dir.resolve("exist.csv"), "x");
    CliRun.Result under = CliRun.run("tripeaks", "deal", "--out", file.resolve("x.deal").toString());
    assertEquals(2, under.code());
    assertEquals("levellab: error: --out " + file.resolve("x.deal") + ": " + file + " is a file, not a folder",
        under.err().strip());
    CliRun.Result deeper = CliRun.run("play", "--game", "golf", "--trace", file.resolve("a/b.trace").toString());
    assertTrue(deeper.err().contains(file + " is a file, not a folder"), deeper.err());
    Path missing = dir.resolve("none/x.deal");
    CliRun.Result gone = CliRun.run("tripeaks", "deal", "--out", missing.toString());
    assertEquals("levellab: error: --out " + missing + ": the folder " + missing.getParent() + " does not exist",
        gone.err().strip());
    CliRun.Result folder = CliRun.run("tripeaks", "deal", "--out", dir.toString());
    assertEquals("levellab: error: --out " + dir + " is a folder; give a file name", folder.err().strip());
    CliRun.Result sweep = CliRun.run("sweep", "tripeaks-winnability", "--out", file.toString());
    assertEquals("levellab: error: --out " + file + " is a file, not a folder", sweep.err().strip());
    assertEquals(List.of("exist.csv"), filesIn(dir));
  }

  @Test
  void temporaryNamesAreHiddenAndRecognised() throws Exception {
    try (AtomicFile f = AtomicFile.create(dir.resolve("part-00000.csv"))) {
      assertTrue(AtomicFile.isTemporary(f.temp()), f.temp().toString());
      assertTrue(f.temp().getFileName().toString().startsWith("."));
      assertEquals(dir, f.temp().getParent());
    }
    assertEquals(List.of(), filesIn(dir), "an uncommitted temporary file is removed on close");
  }
}
