package org.levellab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Bad or odd input on the command line: each case ends, before any long work, in one line on the
 * error stream that names the option (or the file and its line), and exit code 2.
 */
class BadInputCasesTest {
  private static final String BLOG_DEAL = "datasets/tripeaks/blog-deal.deal";
  private static final String SIM1 = "datasets/tripeaks/sim1-groups.toml";

  @TempDir Path dir;

  /** Runs the command line and checks that it was refused in one line that contains {@code expected}. */
  private static String refused(String expected, String... args) {
    long t0 = System.nanoTime();
    CliRun.Result r = CliRun.run(args);
    String cmd = String.join(" ", args);
    assertEquals(2, r.code(), cmd + "\nout: " + r.out() + "\nerr: " + r.err());
    List<String> lines = r.err().strip().lines().toList();
    assertEquals(1, lines.size(), cmd + ": one line, got\n" + r.err());
    assertTrue(lines.get(0).startsWith("levellab: error: "), lines.get(0));
    assertTrue(lines.get(0).contains(expected), cmd + ": expected '" + expected + "' in\n" + lines.get(0));
    assertEquals("", r.out(), cmd + ": nothing on stdout, no work done");
    assertTrue(System.nanoTime() - t0 < 20_000_000_000L, cmd + ": refused before any long work");
    return lines.get(0);
  }

  private Path file(String name, String text) throws Exception {
    Path f = dir.resolve(name);
    Files.writeString(f, text, StandardCharsets.UTF_8);
    return f;
  }

  @ParameterizedTest
  @ValueSource(strings = {"", "tripeaks", "sweep", "pair", "skiddy", "match3"})
  void aCommandWithoutItsSubcommandPrintsUsageOnStderrAndExits2(String command) {
    String[] args = command.isEmpty() ? new String[0] : new String[] {command};
    CliRun.Result r = CliRun.run(args);
    assertEquals(2, r.code(), r.err());
    assertEquals("", r.out());
    assertTrue(r.err().startsWith("levellab: error: 'levellab" + (command.isEmpty() ? "" : " " + command)
        + "' needs a command: "), r.err());
    assertTrue(r.err().contains("Usage: levellab"), r.err());
  }

  @Test
  void helpIsStillARequestThatSucceedsOnStdout() {
    CliRun.Result r = CliRun.run("tripeaks", "--help");
    assertEquals(0, r.code(), r.err());
    assertTrue(r.out().contains("Usage: levellab tripeaks"), r.out());
  }

  @Test
  void aUtf16FileIsCalledUtf16WithOrWithoutItsByteOrderMark() throws Exception {
    String deal = Files.readString(Path.of(BLOG_DEAL));
    Path withBom = dir.resolve("bom.deal");
    Files.write(withBom, deal.getBytes(StandardCharsets.UTF_16)); // big-endian with a byte-order mark
    Path withoutBom = dir.resolve("le.deal");
    Files.write(withoutBom, deal.getBytes(StandardCharsets.UTF_16LE));
    for (Path f : List.of(withBom, withoutBom)) {
      String line = refused("UTF-16 text (write the file as UTF-8)", "tripeaks", "solve", "--deal", f.toString());
      assertTrue(line.contains("--deal") && line.contains(f.toString()), line);
      assertFalse(line.contains("binary"), line);
      refused("UTF-16 text (write the file as UTF-8)", "play", "--game", "tripeaks", "--level", f.toString());
      refused("UTF-16 text (write the file as UTF-8)", "tripeaks", "theory", "--config",
          utf16Copy(Path.of(SIM1)).toString());
    }
  }

  private Path utf16Copy(Path f) throws Exception {
    Path out = dir.resolve("u16-" + f.getFileName());
    Files.write(out, Files.readString(f).getBytes(StandardCharsets.UTF_16));
    return out;
  }

  @Test
  void aBoardMoveOnASlotTheLayoutDoesNotHaveSaysTheSlotDoesNotExist() {
    refused("slot 99 does not exist", "tripeaks", "replay", "--deal", BLOG_DEAL, "--moves", "B99");
    // a slot number any layout could have, but this one (28 slots) does not
    refused("slot 30 does not exist: the microsoft layout has slots B0 to B27", "tripeaks", "replay", "--deal",
        BLOG_DEAL, "--moves", "B30");
    refused("move 2 (B40): slot 40 does not exist", "hint", "--game", "tripeaks", "--level", BLOG_DEAL, "--moves",
        "D B40", "--agent", "greedy");
  }

  @Test
  void aRepeatedWallIsRefusedOnTheCommandLineAsInAConfigurationAndInRules() throws Exception {
    refused("--walls: slot 3 is listed twice", "tripeaks", "winnability", "--walls", "3,3", "--deals", "5");
    refused("--walls: slot 3 is listed twice", "tripeaks", "solve", "--walls", "3,12,3", "--deal", BLOG_DEAL);
    Path config = file("walls.toml", Files.readString(Path.of(SIM1))
        .replace("layout = \"layouts/design24.layout\"", "layout = \"microsoft\"")
        .replace("walls = []", "walls = [3, 3]"));
    refused("walls: slot 3 is listed twice", "tripeaks", "simulate", "--config", config.toString());
    refused("walls: slot 3 is listed twice", "play", "--game", "tripeaks", "--rule", "walls=[3,3]");
  }

  @Test
  void aDealRefusesTheRuleOptionsADealFileCannotCarry() {
    Path out = dir.resolve("d.deal");
    String line = refused("--hold, --no-wrap, --walls: the rules of the level, not its cards", "tripeaks", "deal",
        "--hold", "--no-wrap", "--walls", "3", "--out", out.toString());
    assertTrue(line.contains("tripeaks solve --deal FILE"), line);
    assertFalse(Files.exists(out));
    refused("--no-wrap: the rules", "tripeaks", "deal", "--no-wrap");
    CliRun.Result plain = CliRun.run("tripeaks", "deal", "--seed", "3", "--out", out.toString());
    assertEquals(0, plain.code(), plain.err());
    assertTrue(Files.exists(out));
  }

  @Test
  void aRepeatedAgentOptionIsRefusedNamingIt() {
    refused("--agents: agent pimc option k is given twice in 'pimc:k=1:k=2'", "playtest", "--game", "tripeaks",
        "--agents", "pimc:k=1:k=2", "--games", "2");
    refused("option k is given twice", "playtest", "--game", "tripeaks", "--agents", "random,pimc:K=1:k=2");
    refused("--agent: agent pimc option k is given twice", "hint", "--game", "tripeaks", "--level", BLOG_DEAL,
        "--agent", "pimc:k=1:k=2");
    refused("--agent: agent greedy option seed is given twice", "tripeaks", "tune", "--layout", "microsoft",
        "--target", "win=0.5", "--agent", "greedy:seed=1:seed=2", "--out", dir.resolve("l.toml").toString());
    refused("option k is given twice", "sweep", "playtest", "--game", "tripeaks", "--agents", "pimc:k=1:k=2");
  }

  @Test
  void aRepeatedSectionInATraceIsRefusedNamingTheLine() throws Exception {
    Path trace = dir.resolve("g.trace");
    assertEquals(0, CliRun.run("play", "--game", "golf", "--seed", "7", "--trace", trace.toString()).code());
    List<String> lines = Files.readAllLines(trace);
    int game = lines.indexOf("game: golf");
    int rules = lines.indexOf("rules:");
    assertTrue(game >= 0 && rules > game, lines.toString());
    for (String head : List.of("game:", "rules:", "level:", "agent:")) {
      List<String> bad = new ArrayList<>(lines);
      int at = bad.indexOf(bad.stream().filter(l -> l.startsWith(head)).findFirst().orElseThrow());
      bad.add(at + 1, head.equals("game:") ? "game: tripeaks" : head.equals("agent:") ? "agent: other" : head);
      Path f = file("dup.trace", String.join("\n", bad) + "\n");
      refused(f + " line " + (at + 2) + ": a second '" + head + "' line", "replay", "--trace", f.toString());
    }
  }

  /**
   * Every command and subcommand, walked from the command line's own tree, refuses an option it does not
   * know: none takes unmatched arguments (picocli passes that setting on to subcommands), and a sweep given
   * all its required options and an unknown one does no work.
   */
  @Test
  void everyCommandRefusesAnUnknownOption() {
    java.util.List<java.util.List<String>> paths = new java.util.ArrayList<>();
    collect(LevelLabCommand.commandLine(), new java.util.ArrayList<>(), paths);
    assertTrue(paths.size() > 20, paths.toString());
    picocli.CommandLine root = LevelLabCommand.commandLine();
    for (java.util.List<String> path : paths) {
      picocli.CommandLine cl = root;
      for (String name : path) {
        cl = cl.getSubcommands().get(name);
      }
      assertFalse(cl.getCommandSpec().parser().unmatchedArgumentsAllowed(), path + " takes unknown options");
      assertTrue(cl.getCommandSpec().unmatchedArgsBindings().isEmpty(), path + " collects unknown options");
    }
    CliRun.Result r = CliRun.run("sweep", "playtest", "--game", "golf", "--no-such-option", "3", "--games", "5");
    assertEquals(2, r.code(), r.err());
    assertEquals("levellab: error: unknown option '--no-such-option' (see 'levellab sweep playtest --help')",
        r.err().strip());
    assertEquals("", r.out(), "nothing on stdout, no work done");
  }

  /**
   * Every command of the tree, the groups and the root included, answers an unknown option with one
   * line that names it and points to that command's help (not the help itself), and exit code 2: also
   * when required options are missing too, and when the option comes after good ones.
   */
  @Test
  void everyCommandNamesAnUnknownOptionInOneLineAndPointsToItsHelp() {
    java.util.List<java.util.List<String>> paths = new java.util.ArrayList<>();
    paths.add(java.util.List.of());
    collectAll(LevelLabCommand.commandLine(), new java.util.ArrayList<>(), paths);
    assertTrue(paths.size() > 25, paths.toString());
    for (java.util.List<String> path : paths) {
      java.util.List<String> args = new java.util.ArrayList<>(path);
      args.add("--no-such-option");
      CliRun.Result r = CliRun.run(args.toArray(String[]::new));
      String command = String.join(" ", java.util.stream.Stream.concat(java.util.stream.Stream.of("levellab"),
          path.stream()).toList());
      assertEquals(2, r.code(), args + ": " + r.err());
      assertEquals("levellab: error: unknown option '--no-such-option' (see '" + command + " --help')",
          r.err().strip(), args.toString());
      assertEquals("", r.out(), args + ": nothing on stdout");
    }
    refused("unknown option '--agnet', did you mean '--agent'? (see 'levellab play --help')",
        "play", "--game", "pair", "--agnet", "greedy");
    refused("unknown option '--gmae', did you mean '--game'? (see 'levellab solve --help')", "solve", "--gmae", "pair");
    refused("unknown option '--sed', did you mean '--seed'? (see 'levellab sweep playtest --help')",
        "sweep", "playtest", "--game", "golf", "--sed=3");
    refused("unexpected argument 'extra' (see 'levellab solve --help')", "solve", "--game", "pair", "extra");
    refused("Missing required option: '--game=GAME' (see 'levellab hint --help')", "hint", "--agent", "random");
    refused("Invalid value for option '--deals': 'x' is not an int (see 'levellab solve --help')",
        "solve", "--game", "pair", "--deals", "x");
  }

  private static void collectAll(picocli.CommandLine cl, java.util.List<String> path,
      java.util.List<java.util.List<String>> out) {
    for (var e : cl.getSubcommands().entrySet()) {
      if (!e.getKey().equals("help")) {
        java.util.List<String> p = new java.util.ArrayList<>(path);
        p.add(e.getKey());
        out.add(p);
        collectAll(e.getValue(), p, out);
      }
    }
  }

  private static void collect(picocli.CommandLine cl, java.util.List<String> path,
      java.util.List<java.util.List<String>> out) {
    for (var e : cl.getSubcommands().entrySet()) {
      if (e.getKey().equals("help")) {
        continue;
      }
      java.util.List<String> p = new java.util.ArrayList<>(path);
      p.add(e.getKey());
      if (e.getValue().getSubcommands().isEmpty()) {
        out.add(p);
      } else {
        collect(e.getValue(), p, out);
      }
    }
  }

  @Test
  void anOptionTheCommandWouldIgnoreIsRefused() {
    refused("--game golf would be ignored: --config " + SIM1 + " plays its own layout (design24)", "playtest",
        "--game", "golf", "--config", SIM1, "--games", "2");
    refused("--seed would be ignored: --level solves the level in the file", "solve", "--game", "blackhole",
        "--level", "datasets/blackhole/seed-1.deal", "--seed", "5");
    refused("--partitions 4 would be ignored", "sweep", "tripeaks-winnability", "--deals", "5", "--engine",
        "threads", "--partitions", "4");
    refused("--evaluations would be ignored", "match3", "calibrate", "--method", "grid", "--evaluations", "10",
        "--sample", "2", "--games", "1");
    refused("--sample would be ignored", "match3", "calibrate", "--method", "cmaes", "--sample", "2", "--games",
        "1");
    refused("--start-rank would be ignored: it starts the perfect sequences, not --method shuffle", "pair",
        "generate", "--start-rank", "5");
    refused("--start-rank would be ignored: --start gives the starting stack", "pair", "generate", "--method",
        "perfect", "--start", "2♥ 2♠", "--start-rank", "5");
    refused("--max-tries would be ignored", "pair", "generate", "--method", "perfect", "--max-tries", "5");
    refused("--max-nodes would be ignored: --method shuffle calls no solver", "pair", "generate", "--max-nodes",
        "5");
    // the same options where the method reads them
    assertEquals(0, CliRun.run("pair", "generate", "--method", "filtered", "--max-tries", "50", "--max-nodes",
        "100000").code());
    assertEquals(0, CliRun.run("pair", "generate", "--method", "perfect", "--start-rank", "5").code());
  }

  @Test
  void anOutputInAFolderThatTakesNoFilesGivesTheReason() {
    assumeTrue(Files.isDirectory(Path.of("/proc")), "needs /proc (Linux)");
    String line = refused("--trace /proc/g.trace cannot be created in /proc: the folder takes no new files", "play",
        "--game", "golf", "--trace", "/proc/g.trace");
    assertFalse(line.endsWith("/proc/g.trace: /proc/g.trace"), line);
  }

  @Test
  void anEmptyOrCommentOnlyLevelFileIsRefusedAsEmpty() throws Exception {
    Path empty = file("empty.txt", "");
    Path blank = file("blank.txt", "\n   \n");
    Path comments = file("comments.txt", "# nothing here yet\n\n# still nothing\n");
    for (Path f : List.of(empty, blank, comments)) {
      String name = f.toString();
      refused(name + " is empty", "play", "--game", "tripeaks", "--level", name);
      refused(name + " is empty", "playtest", "--game", "tripeaks", "--level", name, "--games", "2");
      refused(name + " is empty", "solve", "--game", "tripeaks", "--level", name);
      refused(name + " is empty", "hint", "--game", "tripeaks", "--level", name, "--agent", "greedy");
    }
    for (String game : List.of("golf", "pair", "blackhole", "skiddy", "match3")) {
      refused(empty + " is empty", "play", "--game", game, "--level", empty.toString());
    }
  }

  @Test
  void impossibleTargetsAreRefusedBeforeTheSearch() throws Exception {
    String out = dir.resolve("l.toml").toString();
    refused("--target win=1.5: a win rate of 1.5 is outside [0, 1], so no level can reach it", "tripeaks", "tune",
        "--layout", "microsoft", "--target", "win=1.5", "--out", out);
    refused("--target win=-0.2: a win rate of -0.2 is outside [0, 1]", "tripeaks", "tune", "--layout", "microsoft",
        "--target", "win=-0.2", "--out", out);
    refused("--target: target chain: range 7..5 is the wrong way round", "tripeaks", "tune", "--layout", "microsoft",
        "--target", "win=0.6,chain=7..5", "--out", out);
    refused("a longest chain of 40..50 cannot happen on a board of 28 cards", "tripeaks", "tune", "--layout",
        "microsoft", "--target", "win=0.6,chain=40..50", "--out", out);
    assertFalse(Files.exists(Path.of(out)));
    Path curve = file("curve.txt", "# a falling curve\n0.8\n1.7\n0.5\n");
    Path seq = dir.resolve("seq");
    refused(curve + " line 3: a win rate of 1.7 is outside [0, 1]", "tripeaks", "sequence", "--layout", "microsoft",
        "--curve", curve.toString(), "--out", seq.toString());
    Path backwards = file("back.txt", "0.8\nwin=0.5,stock=14..8\n");
    refused(backwards + " line 2: target stock: range 14..8 is the wrong way round", "tripeaks", "sequence",
        "--layout", "microsoft", "--curve", backwards.toString(), "--out", seq.toString());
    assertFalse(Files.exists(seq));
  }

  @Test
  void aThreadCountFarAboveTheCoresIsRefusedBeforeTheWork() {
    refused("--threads must be at most 1024", "dice", "--trials", "10000000", "--threads", "100000");
    refused("--threads must be at least 1, was 0", "dice", "--threads", "0");
    assertEquals(0, CliRun.run("dice", "--trials", "1000", "--threads", "1024").code());
  }

  @Test
  void aBadThreadsVariableDoesNotRefuseARunThatGivesThreads() throws Exception {
    // the variable is read by the process at start, so this case runs in a child JVM
    List<String> base = ChildJvm.levellab();
    Child given = child(base, "abc", "tripeaks", "winnability", "--deals", "3", "--threads", "1");
    assertEquals(0, given.code(), given.err());
    assertTrue(given.out().contains("3 deals"), given.out());
    Child playtest = child(base, "abc", "playtest", "--game", "pair", "--deals", "3", "--threads", "2",
        "--agents", "random");
    assertEquals(0, playtest.code(), playtest.err());
    Child absent = child(base, "abc", "tripeaks", "winnability", "--deals", "3");
    assertEquals(2, absent.code(), absent.err());
    assertTrue(absent.err().contains("LEVELLAB_THREADS must be a whole number of at least 1, was 'abc'"),
        absent.err());
  }

  private record Child(int code, String out, String err) {}

  private Child child(List<String> base, String threads, String... args) throws Exception {
    List<String> cmd = new ArrayList<>(base);
    cmd.addAll(List.of(args));
    ProcessBuilder pb = new ProcessBuilder(cmd);
    pb.environment().put("LEVELLAB_THREADS", threads);
    pb.environment().put("LEVELLAB_PROGRESS", "0");
    File out = dir.resolve("child.out").toFile();
    File err = dir.resolve("child.err").toFile();
    pb.redirectOutput(out).redirectError(err);
    Process p = pb.start();
    assertTrue(p.waitFor(120, TimeUnit.SECONDS), "the child ran too long");
    return new Child(p.exitValue(), Files.readString(out.toPath()), Files.readString(err.toPath()));
  }
}
