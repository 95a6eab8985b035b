package org.levellab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.levellab.core.AtomicFile;
import org.levellab.core.TextFiles;
import org.levellab.game.Games;
import org.levellab.game.Playthrough;
import org.levellab.search.Budget;

/**
 * Inputs without an end, outputs checked before the work, publishing that cannot clobber, and
 * budgets that fit the heap: each refused or bounded in one line naming the file or option.
 */
class IoSafetyTest {
  private static final Path ZERO = Path.of("/dev/zero");
  private static final String BLOG_DEAL = "datasets/tripeaks/blog-deal.deal";

  @TempDir Path dir;

  private static void oneLineNaming(CliRun.Result r, String... named) {
    String err = r.err().strip();
    assertTrue(err.startsWith("levellab: error: "), err);
    assertEquals(1, err.lines().count(), err);
    assertFalse(err.contains("Exception") || err.contains("\tat "), err);
    for (String n : named) {
      assertTrue(err.contains(n), "names " + n + ": " + err);
    }
  }

  // ---- inputs ---------------------------------------------------------------------------------

  @Test
  void anEndlessDeviceAsAnyInputIsRefusedAtOnceNamingIt() {
    assumeTrue(Files.exists(ZERO), "needs /dev/zero");
    String z = ZERO.toString();
    List<String[]> cases = List.of(
        new String[] {"play", "--game", "tripeaks", "--level", z},
        new String[] {"playtest", "--game", "tripeaks", "--agents", "random", "--level", z},
        new String[] {"solve", "--game", "tripeaks", "--level", z},
        new String[] {"hint", "--game", "tripeaks", "--agent", "random", "--level", z},
        new String[] {"play", "--game", "skiddy", "--level", z},
        new String[] {"skiddy", "analyze", "--level", z},
        new String[] {"tripeaks", "solve", "--deal", z},
        new String[] {"tripeaks", "deal", "--layout", z},
        new String[] {"tripeaks", "winnability", "--layout", z, "--deals", "2"},
        new String[] {"tripeaks", "simulate", "--config", z},
        new String[] {"replay", "--trace", z},
        new String[] {"tripeaks", "sequence", "--layout", "microsoft", "--curve", z, "--out",
            dir.resolve("seq").toString()},
        new String[] {"pair", "solve", "--stack-file", z});
    for (String[] a : cases) {
      CliRun.Result r = assertTimeoutPreemptively(Duration.ofSeconds(20), () -> CliRun.run(a), String.join(" ", a));
      assertEquals(2, r.code(), String.join(" ", a) + "\n" + r.err());
      oneLineNaming(r, z, "not a regular file");
    }
    assertFalse(Files.exists(dir.resolve("seq")), "nothing made by a refused run");
  }

  @Test
  void aPipeWithNoWriterIsRefusedWithoutWaiting() throws Exception {
    Path fifo = dir.resolve("level.fifo");
    Process mk = new ProcessBuilder("mkfifo", fifo.toString()).start();
    assumeTrue(mk.waitFor(10, TimeUnit.SECONDS) && mk.exitValue() == 0, "needs mkfifo");
    CliRun.Result r = assertTimeoutPreemptively(Duration.ofSeconds(20),
        () -> CliRun.run("play", "--game", "skiddy", "--level", fifo.toString()));
    assertEquals(2, r.code(), r.err());
    oneLineNaming(r, fifo.toString(), "a device or a pipe");
    IllegalArgumentException e = assertTimeoutPreemptively(Duration.ofSeconds(20),
        () -> assertThrows(IllegalArgumentException.class, () -> Playthrough.load(fifo)));
    assertTrue(e.getMessage().contains(fifo.toString()), e.getMessage());
  }

  @Test
  void aFileLongerThanItsKindMayBeIsRefusedByItsSizeNamingTheBound() throws IOException {
    Path big = dir.resolve("big-level.txt");
    byte[] line = "# a comment line that goes on and on\n".getBytes(StandardCharsets.US_ASCII);
    try (var out = Files.newOutputStream(big)) {
      for (long written = 0; written <= TextFiles.MAX_BYTES; written += line.length) {
        out.write(line);
      }
    }
    CliRun.Result r = CliRun.run("solve", "--game", "tripeaks", "--level", big.toString());
    assertEquals(2, r.code(), r.err());
    oneLineNaming(r, big.toString(), "more than the 1 MB a level file may be");
    // the same bytes are a trace of a legal size: refused for what they say, not for their length
    IllegalArgumentException trace = assertThrows(IllegalArgumentException.class, () -> Playthrough.load(big));
    assertFalse(trace.getMessage().contains("MB"), trace.getMessage());
    // a trace past its own bound
    Path huge = dir.resolve("huge.trace");
    try (var ch = java.nio.channels.FileChannel.open(huge, java.nio.file.StandardOpenOption.CREATE_NEW,
        java.nio.file.StandardOpenOption.WRITE)) {
      ch.write(java.nio.ByteBuffer.wrap(new byte[] {'#'}), TextFiles.MAX_TRACE_BYTES); // sparse: no disk used
    }
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Playthrough.load(huge));
    assertTrue(e.getMessage().contains("more than the 16 MB a trace file may be"), e.getMessage());
  }

  @Test
  void theApiReadersRefuseAnEndlessDeviceNamingIt() {
    assumeTrue(Files.exists(ZERO), "needs /dev/zero");
    for (Runnable read : List.<Runnable>of(
        () -> Playthrough.load(ZERO),
        () -> org.levellab.skiddy.Level.read(ZERO),
        () -> org.levellab.tripeaks.Deal.load(ZERO),
        () -> org.levellab.tripeaks.Layout.load(ZERO),
        () -> Games.byName("tripeaks").loadLevel(ZERO),
        () -> TextFiles.read(ZERO, "configuration"))) {
      IllegalArgumentException e = assertTimeoutPreemptively(Duration.ofSeconds(20),
          () -> assertThrows(IllegalArgumentException.class, read::run));
      assertTrue(e.getMessage().contains("/dev/zero") && e.getMessage().contains("not a regular file"),
          e.getMessage());
    }
  }

  // ---- --summary-csv --------------------------------------------------------------------------

  @Test
  void aSummaryTableThatCannotBeWrittenAfterTheRunKeepsTheSummaryAndExitsOne() {
    Path full = Path.of("/dev/full");
    assumeTrue(Files.exists(full) && Files.isWritable(full), "needs /dev/full (Linux)");
    // the decided deals are kept for a run that can write its table, in a folder of the test's own
    Path kept = dir.resolve("kept.checkpoint");
    CliRun.Result r = CliRun.run("tripeaks", "winnability", "--deals", "20", "--summary-csv", full.toString(),
        "--checkpoint", kept.toString());
    assertEquals(OutputFile.NOT_WRITTEN, r.code(), r.err());
    assertTrue(r.out().contains("share winnable:"), "the summary reaches stdout: " + r.out());
    oneLineNaming(r, "--summary-csv /dev/full", "no space left on device");
    assertTrue(r.err().strip().endsWith("results decided so far are in " + kept + "; fix and --resume"), r.err());
  }

  @Test
  void aSummaryTableNoFileCanBeCreatedInIsRefusedBeforeTheRun() {
    assumeTrue(Files.isDirectory(Path.of("/proc")), "needs /proc (Linux)");
    long t0 = System.nanoTime();
    CliRun.Result r = CliRun.run("tripeaks", "winnability", "--deals", "1000000", "--summary-csv", "/proc/x.csv");
    assertEquals(2, r.code(), r.err());
    assertEquals("", r.out(), "no work was done");
    oneLineNaming(r, "--summary-csv /proc/x.csv", "cannot be created");
    assertTrue(System.nanoTime() - t0 < 10_000_000_000L, "refused before the work");
    CliRun.Result dash = CliRun.run("tripeaks", "winnability", "--deals", "2", "--summary-csv", "-");
    assertEquals(2, dash.code(), dash.err());
    oneLineNaming(dash, "--summary-csv -");
  }

  @Test
  void aFileSizeLimitLeavesTheSummaryTableAsItWasOrNoneAtAll() throws Exception {
    Path csv = dir.resolve("limited.csv");
    // no file may grow: the new table is not left empty behind the failure
    LimitedRun none = limitedRun(0, "tripeaks", "winnability", "--deals", "10", "--summary-csv", csv.toString());
    assertEquals(OutputFile.NOT_WRITTEN, none.code(), none.err());
    assertTrue(none.out().contains("share winnable:"), none.out());
    assertEquals("levellab: error: --summary-csv " + csv + ": the row was not appended: file too large",
        none.err().strip());
    assertFalse(Files.exists(csv), "no empty table left");
    // an existing table past the limit keeps its bytes: no part of a row is left at its end
    String header = org.levellab.tripeaks.solve.WinnabilitySummaryCsv.header() + "\n";
    // 40 bytes below the limit: the row is written in part, then cut off again
    Files.writeString(csv, header + "x".repeat(2048 - 40 - header.length() - 1) + "\n");
    byte[] before = Files.readAllBytes(csv);
    LimitedRun full = limitedRun(2, "tripeaks", "winnability", "--deals", "10", "--summary-csv", csv.toString());
    assertEquals(OutputFile.NOT_WRITTEN, full.code(), full.err());
    assertTrue(full.out().contains("share winnable:"), full.out());
    assertTrue(java.util.Arrays.equals(before, Files.readAllBytes(csv)), "the table as it was");
    try (Stream<Path> files = Files.list(dir)) {
      // beside the table only the checkpoint that keeps the decided deals for --resume
      assertEquals(java.util.Set.of(csv, dir.resolve("levellab-tripeaks-winnability.checkpoint")),
          java.util.Set.copyOf(files.toList()), "no temporary file left");
    }
  }

  private record LimitedRun(int code, String out, String err) {}

  /** A command in a child JVM whose files may not grow past {@code kilobytes}; its output through pipes. */
  private LimitedRun limitedRun(int kilobytes, String... command) throws Exception {
    assumeTrue(new ProcessBuilder("bash", "-c", "ulimit -f 1").start().waitFor() == 0, "needs bash with ulimit -f");
    List<String> line = new ArrayList<>(ChildJvm.levellabWithFileSizeLimit(kilobytes));
    line.addAll(List.of(command));
    ProcessBuilder pb = new ProcessBuilder(line).directory(dir.toFile());
    pb.environment().put("LEVELLAB_PROGRESS", "0");
    Process p = pb.start();
    Future<String> err = Executors.newSingleThreadExecutor().submit(
        () -> new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8));
    String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertTrue(p.waitFor(120, TimeUnit.SECONDS), "the child process ended");
    String errText = String.join("\n", err.get(30, TimeUnit.SECONDS).lines()
        .filter(l -> !l.startsWith("SLF4J(") && !l.startsWith("levellab: note:")).toList());
    return new LimitedRun(p.exitValue(), out, errText);
  }

  @Test
  void aSummaryTableGetsOneWholeRowPerRunAndNoTemporaryFile() throws IOException {
    Path csv = dir.resolve("summary.csv");
    for (int i = 0; i < 2; i++) {
      CliRun.Result r = CliRun.run("tripeaks", "winnability", "--deals", "5", "--seed", "" + (i + 1),
          "--summary-csv", csv.toString());
      assertEquals(0, r.code(), r.err());
    }
    List<String> lines = Files.readAllLines(csv);
    assertEquals(3, lines.size(), lines.toString());
    assertTrue(lines.get(0).startsWith("layout,wrap,deals,seed"), lines.get(0));
    try (Stream<Path> files = Files.list(dir)) {
      assertEquals(List.of(csv), files.toList(), "only the table: its checking left no temporary file");
    }
  }

  // ---- publishing ------------------------------------------------------------------------------

  @Test
  void ofTwoWritersOfTheSameNewFileTheSecondFailsAndTheFirstStays() throws Exception {
    Path target = dir.resolve("table.csv");
    AtomicFile first = AtomicFile.create(target, false);
    AtomicFile second = AtomicFile.create(target, false);
    first.write("first\n");
    second.write("second\n");
    first.commit();
    assertThrows(FileAlreadyExistsException.class, second::commit);
    first.close();
    second.close();
    assertEquals("first\n", Files.readString(target));
    try (Stream<Path> files = Files.list(dir)) {
      assertEquals(List.of(target), files.toList(), "no temporary file left");
    }
  }

  @Test
  void twoWritersRacingToPublishNeverBothSucceed() throws Exception {
    ExecutorService pool = Executors.newFixedThreadPool(2);
    try {
      for (int round = 0; round < 50; round++) {
        Path target = dir.resolve("race-" + round + ".csv");
        CountDownLatch go = new CountDownLatch(1);
        List<Future<Boolean>> writers = new ArrayList<>();
        for (int w = 0; w < 2; w++) {
          String text = "writer " + w + "\n";
          writers.add(pool.submit(() -> {
            try (AtomicFile f = AtomicFile.create(target, false)) {
              f.write(text);
              go.await();
              f.commit();
              return true;
            } catch (FileAlreadyExistsException e) {
              return false;
            }
          }));
        }
        go.countDown();
        int won = 0;
        for (Future<Boolean> f : writers) {
          won += f.get(30, TimeUnit.SECONDS) ? 1 : 0;
        }
        assertEquals(1, won, "exactly one writer publishes round " + round);
        assertTrue(Files.readString(target).startsWith("writer "), "a whole file");
      }
    } finally {
      pool.shutdownNow();
    }
  }

  @Test
  void anOutputCreatedByAnotherRunMeanwhileIsNotReplacedWithoutOverwrite() throws IOException {
    Path target = dir.resolve("out.csv");
    try (OutputFile mine = OutputFile.open(target, "--out", false);
        OutputFile theirs = OutputFile.open(target, "--out", false)) {
      assertTrue(theirs.write("theirs\n"));
      assertFalse(mine.write("mine\n"));
      assertTrue(mine.failure().startsWith("--out " + target + " was not written: another run created it"),
          mine.failure());
      assertTrue(mine.failure().contains("--overwrite"), mine.failure());
      OutputFile.OutputFailedException e = assertThrows(OutputFile.OutputFailedException.class,
          () -> OutputFile.finish(mine));
      assertEquals(1, e.getMessage().lines().count());
    }
    assertEquals("theirs\n", Files.readString(target));
    // with --overwrite the later writer replaces, as asked
    try (OutputFile again = OutputFile.open(target, "--out", true)) {
      assertTrue(again.write("again\n"));
    }
    assertEquals("again\n", Files.readString(target));
  }

  @Test
  void aTemporaryFileOfADeadProcessIsRemovedByTheNextWriterThere() throws Exception {
    Process gone = new ProcessBuilder("true").start();
    assertTrue(gone.waitFor(10, TimeUnit.SECONDS));
    long deadPid = gone.pid();
    assumeTrue(ProcessHandle.of(deadPid).map(h -> !h.isAlive()).orElse(true), "the pid was not reused at once");
    Path stale = Files.writeString(dir.resolve(".table.csv." + deadPid + ".k3x9.tmp"), "half a table");
    Path live = Files.writeString(dir.resolve(".table.csv." + ProcessHandle.current().pid() + ".a1.tmp"), "mine");
    long parent = ProcessHandle.current().parent().map(ProcessHandle::pid).orElse(1L);
    Path liveOther = Files.writeString(dir.resolve(".other.csv." + parent + ".b2.tmp"), "a live writer's");
    Path foreign = Files.writeString(dir.resolve(".notes.tmp"), "not ours");
    assertEquals(1, AtomicFile.removeStale(dir));
    assertFalse(Files.exists(stale));
    assertTrue(Files.exists(live) && Files.exists(liveOther) && Files.exists(foreign));
    // through the command line: a run writing into a folder clears the stale file there
    Path sub = Files.createDirectory(dir.resolve("sub"));
    Path stale2 = Files.writeString(sub.resolve(".x.deal." + deadPid + ".zz.tmp"), "cut short");
    CliRun.Result r = CliRun.run("tripeaks", "deal", "--seed", "2", "--out", sub.resolve("x.deal").toString());
    assertEquals(0, r.code(), r.err());
    assertFalse(Files.exists(stale2), "the dead run's temporary file is gone");
    assertTrue(Files.exists(sub.resolve("x.deal")));
  }

  @Test
  void aProcessStartedAfterAFileWasWrittenIsNotItsOwner() {
    ProcessHandle self = ProcessHandle.current();
    java.time.Instant started = self.info().startInstant().orElse(null);
    assumeTrue(started != null, "the platform reports start times");
    assertTrue(AtomicFile.removeStale(dir) >= 0);
    assertFalse(invokeOwnerAlive(self.pid(), started.minusSeconds(3600)), "written before this process began");
    assertTrue(invokeOwnerAlive(self.pid(), started.plusSeconds(5)));
  }

  private static boolean invokeOwnerAlive(long pid, java.time.Instant written) {
    try {
      var m = AtomicFile.class.getDeclaredMethod("ownerAlive", long.class, java.time.Instant.class);
      m.setAccessible(true);
      return (boolean) m.invoke(null, pid, written);
    } catch (ReflectiveOperationException e) {
      throw new AssertionError(e);
    }
  }

  // ---- budgets ---------------------------------------------------------------------------------

  private static BudgetOptions options(Long maxNodes) {
    BudgetOptions o = new BudgetOptions();
    o.maxNodes = maxNodes;
    return o;
  }

  @Test
  void theDefaultBudgetIsLoweredToFitTheHeapWithANote() {
    ByteArrayOutputStream notes = new ByteArrayOutputStream();
    BudgetOptions.Table table = BudgetOptions.Table.gameSolver(Games.byName("pair").newInitialState(1));
    long heap = 256L << 20;
    Budget b = options(null).budget(table, 2, heap, new PrintStream(notes, true, StandardCharsets.UTF_8));
    assertTrue(b.maxNodes() < BudgetOptions.DEFAULT_NODES, "lowered: " + b.maxNodes());
    long perTable = (long) ((heap * BudgetOptions.TABLE_SHARE - BudgetOptions.RESERVED_BYTES) / 2);
    assertTrue(table.bytes(b.maxNodes()) <= perTable, "fits");
    assertTrue(table.bytes(b.maxNodes() + 1) > perTable, "the most that fits");
    String note = notes.toString(StandardCharsets.UTF_8).strip();
    assertEquals(1, note.lines().count(), note);
    assertTrue(note.startsWith("levellab: note: --max-nodes lowered from 50,000,000 to "), note);
    assertTrue(note.contains("256 MB heap"), note);
  }

  @Test
  void anAskedBudgetThatCannotFitIsRefusedNamingTheOptionAndTheHeap() {
    BudgetOptions.Table table = BudgetOptions.Table.pairSolver();
    ByteArrayOutputStream notes = new ByteArrayOutputStream();
    PrintStream ps = new PrintStream(notes, true, StandardCharsets.UTF_8);
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> options(50_000_000L).budget(table, 2, 256L << 20, ps));
    assertTrue(e.getMessage().startsWith("--max-nodes 50,000,000 needs"), e.getMessage());
    assertTrue(e.getMessage().contains("256 MB heap"), e.getMessage());
    assertEquals("", notes.toString(StandardCharsets.UTF_8));
    // one that fits is taken as asked, silently; so is any budget with a large heap
    assertEquals(100_000, options(100_000L).budget(table, 2, 256L << 20, ps).maxNodes());
    assertEquals(BudgetOptions.DEFAULT_NODES, options(null).budget(table, 2, 64L << 30, ps).maxNodes());
    assertEquals("", notes.toString(StandardCharsets.UTF_8));
    // a heap that holds no search at all
    IllegalArgumentException none = assertThrows(IllegalArgumentException.class,
        () -> options(null).budget(table, 64, 32L << 20, ps));
    assertTrue(none.getMessage().startsWith("--max-nodes: the 32 MB heap cannot hold"), none.getMessage());
  }

  @Test
  void tableModelsGrowWithTheNodesAndTheTriPeaksTableStopsAtItsLargestSize() {
    List<BudgetOptions.Table> tables = List.of(BudgetOptions.Table.pairSolver(), BudgetOptions.Table.exactSolver(),
        BudgetOptions.Table.gameSolver(Games.byName("pair").newInitialState(1)),
        BudgetOptions.Table.gameSolver(Games.byName("golf").newInitialState(1)));
    for (BudgetOptions.Table t : tables) {
      long prev = 0;
      for (long n = 1; n < 1L << 34; n = n * 3 + 1) {
        long b = t.bytes(n);
        assertTrue(b >= prev, t.solver() + " at " + n);
        prev = b;
      }
    }
    // a 64-bit key at 3/4 load: 4M slots of 8 bytes, plus the 2M of the last doubling, hold 3M keys
    BudgetOptions.Table pair = tables.get(2);
    assertEquals(8L * (4 << 20) * 3 / 2, pair.bytes(2_500_000));
    // the TriPeaks table keeps every size up to 2^23 entries of 24 bytes, whatever the budget
    BudgetOptions.Table exact = tables.get(1);
    assertEquals(24L * ((1L << 24) - (1L << 15)), exact.bytes(50_000_000));
    assertEquals(exact.bytes(50_000_000), exact.bytes(Long.MAX_VALUE));
    assertEquals(24L * (1L << 15), exact.bytes(1));
    // a solver that refuses the game holds no table
    assertNull(BudgetOptions.Table.gameSolver(Games.byName("match3").newInitialState(1)));
    Budget asked = options(7L).budget(null, 1, 1L << 20, System.err);
    assertEquals(7, asked.maxNodes());
  }

  @Test
  void aPairRunUnderASmallHeapEndsWithoutRunningOutOfMemory() throws Exception {
    // The default budget once died of OutOfMemoryError at start 14 of 30 under a 256 MB heap: start 14
    // searches past the 2.86M nodes that fit 256 MB, where one table of 1-word keys has 2^22 slots
    // (32 MB, 48 MB while it doubles), more than the old generation of a 64 MB heap holds. So under
    // 64 MB the unfitted default still dies at start 14 (measured: WinnableShare.run with 50M nodes on
    // these 16 starts, "trial 14 (seed 1) failed: java.lang.OutOfMemoryError"), while the fitted
    // budget is 357k nodes instead of 2.86M: the hard start, most of the run's time, ends 8 times sooner.
    List<String> cmd = new ArrayList<>(ChildJvm.levellab("-Xmx64m", ChildJvm.FULL_JIT));
    cmd.addAll(List.of("solve", "--game", "pair", "--deals", "16", "--threads", "2"));
    ProcessBuilder pb = new ProcessBuilder(cmd);
    pb.environment().put("LEVELLAB_PROGRESS", "0");
    pb.redirectOutput(dir.resolve("out.txt").toFile());
    pb.redirectError(dir.resolve("err.txt").toFile());
    Process p = pb.start();
    assertTrue(p.waitFor(300, TimeUnit.SECONDS), "ended");
    String err = Files.readString(dir.resolve("err.txt"));
    String out = Files.readString(dir.resolve("out.txt"));
    assertEquals(0, p.exitValue(), err);
    assertTrue(out.contains("16 seeded starts"), out);
    assertTrue(err.contains("levellab: note: --max-nodes lowered from 50,000,000"), err);
    assertFalse(err.contains("memory"), err);
  }

  // ---- numbers, threads, a deal that does not fit ----------------------------------------------

  @Test
  void numbersAreReadFromAsciiDigitsOnly() {
    for (String[] a : List.of(new String[] {"dice", "--trials", "１２"},
        new String[] {"dice", "--trials", "100", "--threads", "٣"},
        new String[] {"dice", "--trials", "100", "--seed", "１"},
        new String[] {"tripeaks", "deal", "--walls", "１２"})) {
      CliRun.Result r = CliRun.run(a);
      assertEquals(2, r.code(), String.join(" ", a) + r.err());
      String first = r.err().lines().findFirst().orElse("");
      assertTrue(first.startsWith("levellab: error: Invalid value for option '" + a[a.length - 2] + "'"), first);
      assertTrue(first.contains("digits 0-9"), first);
    }
    assertEquals(0, CliRun.run("dice", "--trials", "+12", "--seed", "-3").code());
    CliRun.Result letters = CliRun.run("dice", "--trials", "abc");
    assertTrue(letters.err().startsWith("levellab: error: Invalid value for option '--trials': 'abc' is not an int"), letters.err());
    CliRun.Result tooBig = CliRun.run("dice", "--trials", "99999999999");
    assertTrue(tooBig.err().startsWith("levellab: error: Invalid value for option '--trials': '99999999999' is not an int"),
        tooBig.err());
  }

  @Test
  void theThreadsVariableHasTheBoundsOfTheOption() {
    IllegalArgumentException big = assertThrows(IllegalArgumentException.class,
        () -> ThreadsOption.fromEnvironment("99999"));
    assertEquals("LEVELLAB_THREADS must be at most " + ThreadsOption.MAX_THREADS + " (this machine has "
        + Runtime.getRuntime().availableProcessors() + " cores), was 99999", big.getMessage());
    for (String bad : List.of("0", "-2", "abc", "１２", "3.5")) {
      IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
          () -> ThreadsOption.fromEnvironment(bad));
      assertTrue(e.getMessage().startsWith("LEVELLAB_THREADS must be a whole number of at least 1"), e.getMessage());
    }
    assertEquals(3, ThreadsOption.fromEnvironment(" 3 "));
    assertEquals(ThreadsOption.MAX_THREADS, ThreadsOption.fromEnvironment("" + ThreadsOption.MAX_THREADS));
    assertEquals(Runtime.getRuntime().availableProcessors(), ThreadsOption.fromEnvironment(null));
  }

  @Test
  void aDealThatDoesNotFitTheLevelNamesItsFile() throws IOException {
    String text = Files.readString(Path.of(BLOG_DEAL));
    // one stock card fewer: the last token of the stock line
    int stock = text.toLowerCase(java.util.Locale.ROOT).indexOf("stock:");
    String shorter = text.substring(0, stock) + text.substring(stock).strip().replaceFirst("\\s+\\S+$", "") + "\n";
    Path deal = Files.writeString(dir.resolve("short.deal"), shorter);
    CliRun.Result level = CliRun.run("solve", "--game", "tripeaks", "--level", deal.toString());
    assertEquals(2, level.code(), level.err());
    oneLineNaming(level, deal.toString(), "stock cards, but the deal gives 23");
    CliRun.Result option = CliRun.run("tripeaks", "solve", "--deal", deal.toString());
    assertEquals(2, option.code(), option.err());
    oneLineNaming(option, "--deal " + deal, "stock cards, but the deal gives 23");
  }

  @Test
  void summaryAppendFailureIsRecordedNotThrown() {
    OutputFile none = OutputFile.openAppend(null, "--summary-csv");
    assertFalse(none.append(() -> {
      throw new AssertionError("not asked for: never run");
    }));
    OutputFile csv = OutputFile.openAppend(dir.resolve("s.csv"), "--summary-csv");
    assertFalse(csv.append(() -> {
      throw new UncheckedIOException(new IOException("File too large"));
    }));
    assertEquals("--summary-csv " + dir.resolve("s.csv") + ": the row was not appended: file too large",
        csv.failure());
    assertNotNull(assertThrows(OutputFile.OutputFailedException.class, () -> OutputFile.finish(csv)));
    assertSame(null, OutputFile.openAppend(dir.resolve("t.csv"), "--summary-csv").failure());
  }
}
