package org.levellab.cli;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.TreeSet;
import java.util.concurrent.Callable;
import org.levellab.game.Replay;
import org.levellab.tripeaks.Deal;
import org.levellab.tripeaks.Layout;
import org.levellab.tripeaks.Level;
import org.levellab.tripeaks.TriPeaksState;
import org.levellab.tripeaks.solve.ExactSolver;
import org.levellab.tripeaks.solve.SolverResult;
import org.levellab.core.Estimate;
import org.levellab.tripeaks.solve.Winnability;
import org.levellab.tripeaks.solve.WinnabilityBits;
import org.levellab.tripeaks.solve.WinnabilitySummaryCsv;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** The {@code levellab tripeaks} commands: solve, replay, winnability, theory, simulate. */
@Command(name = "tripeaks", mixinStandardHelpOptions = true,
    description = "TriPeaks: exact solver, replays, winnability of random deals; level design theory and simulation.",
    subcommands = {
      TripeaksCommand.Solve.class,
      TripeaksCommand.ReplayMoves.class,
      TripeaksCommand.WinnabilityRun.class,
      TripeaksTheoryCommand.class,
      TripeaksSimulateCommand.class,
      TripeaksDealCommand.class,
      TripeaksTuneCommand.class,
      TripeaksSequenceCommand.class
    })
public final class TripeaksCommand implements java.util.concurrent.Callable<Integer> {

  @CommandLine.Spec CommandLine.Model.CommandSpec spec;

  @Override
  public Integer call() {
    return LevelLabCommand.missingCommand(spec);
  }

  /** Options naming the level: layout, wrap, hold slot, walls. */
  public static final class LevelOptions {
    @Option(names = "--layout", defaultValue = "microsoft", paramLabel = "NAME|FILE",
        description = "Built-in layout (microsoft, golf) or a layout file (default: ${DEFAULT-VALUE}).")
    String layout;

    @Option(names = "--no-wrap", description = "K and A do not match (golf never wraps).")
    boolean noWrap;

    @Option(names = "--hold", description = "The level has a hold slot.")
    boolean hold;

    @Option(names = "--walls", split = ",", paramLabel = "SLOT", description = "Slots behind brick walls, e.g. 12,20.")
    List<Integer> walls;

    /** The layout file these options name, or null for a built-in layout (an input of the command). */
    Path layoutFile() {
      String l = layout.trim();
      return Layout.builtInNames().contains(l.toLowerCase(Locale.ROOT)) ? null : Path.of(l);
    }

    /** The level these options describe. */
    public Level level() {
      String l = layout.trim();
      Level base;
      if (Layout.builtInNames().contains(l.toLowerCase(Locale.ROOT))) {
        base = Level.named(l);
      } else if (Files.exists(Path.of(l))) {
        try {
          base = Level.builder(Layout.load(Path.of(l))).build();
        } catch (IllegalArgumentException e) {
          throw new IllegalArgumentException("--layout: " + e.getMessage(), e);
        }
      } else {
        throw new IllegalArgumentException("--layout: '" + l + "' is neither a built-in layout (microsoft, golf)"
            + " nor a layout file");
      }
      Level.Builder b = base.toBuilder();
      if (noWrap) {
        b.wrap(false);
      }
      if (hold) {
        b.holdSlot(true);
      }
      if (walls != null) {
        b.walls(distinctWalls(walls, "--walls"));
      }
      try {
        return b.build();
      } catch (IllegalArgumentException e) {
        throw new IllegalArgumentException("--walls: " + e.getMessage(), e);
      }
    }
  }

  /**
   * The wall slots as a set, refusing a slot listed twice (as a configuration's {@code walls} key
   * does): a repeated slot is a typo for another slot more often than a harmless repeat.
   */
  static TreeSet<Integer> distinctWalls(List<Integer> walls, String option) {
    TreeSet<Integer> set = new TreeSet<>();
    for (int w : walls) {
      if (!set.add(w)) {
        throw new IllegalArgumentException(option + ": slot " + w + " is listed twice");
      }
    }
    return set;
  }

  /** Options giving one deal: --board/--stock or --deal FILE, and the deck it comes from. */
  public static final class DealOptions {
    @Option(names = "--custom-deck",
        description = "Allow any ranks in the deal (a designed level). By default the cards come from standard"
            + " decks, as many as the level needs: at most 4 cards of a rank per deck.")
    boolean customDeck;

    @Option(names = "--board", description = "Board ranks or cards in layout order, e.g. \"5 9 A 2 ...\".")
    String board;

    @Option(names = "--stock", description = "Stock ranks or cards, top (first waste card) first.")
    String stock;

    @Option(names = "--deal", paramLabel = "FILE", description = "A deal file (board: ... / stock: ...).")
    Path dealFile;

    /** The level with the deck these options name. */
    Level deck(Level level) {
      return customDeck ? level.toBuilder().deck(Level.Deck.CUSTOM).build() : level;
    }

    /** The deal, checked against {@code level} (its sizes, and its ranks against the deck). */
    Deal deal(Level level) {
      Deal d;
      String given;
      if (dealFile != null) {
        if (board != null || stock != null) {
          throw new IllegalArgumentException("give either --deal or --board and --stock, not both");
        }
        given = "--deal " + dealFile;
        try {
          d = Deal.load(dealFile);
        } catch (IllegalArgumentException e) {
          throw new IllegalArgumentException("--deal: " + e.getMessage(), e);
        }
      } else {
        if (board == null || stock == null) {
          throw new IllegalArgumentException("give --board and --stock (or --deal FILE)");
        }
        given = "--board/--stock";
        d = Deal.parse(board, stock);
      }
      try {
        d.checkSizes(level);
      } catch (IllegalArgumentException e) {
        throw new IllegalArgumentException(given + ": " + e.getMessage(), e);
      }
      try {
        return d.checkDeck(level);
      } catch (IllegalArgumentException e) {
        throw new IllegalArgumentException(given + ": " + e.getMessage() + ": add --custom-deck", e);
      }
    }
  }

  /** {@code levellab tripeaks solve}. */
  @Command(name = "solve", mixinStandardHelpOptions = true,
      description = "Solve a deal exactly (full information): winnable true/false/unknown and a winning move list."
          + " JSON: the solver's result (winnable, moves, draws, draws_minimal, nodes, millis).")
  public static final class Solve implements Callable<Integer> {
    @Mixin LevelOptions levelOptions = new LevelOptions();
    @Mixin DealOptions dealOptions = new DealOptions();
    @Mixin BudgetOptions budget;
    @Mixin JsonOption json;

    @Option(names = "--any", description = "Any solution: do not search for the fewest draws.")
    boolean any;

    @Override
    public Integer call() {
      Level level = dealOptions.deck(levelOptions.level());
      Deal deal = dealOptions.deal(level);
      SolverResult r = ExactSolver.builder().budget(budget.budget(BudgetOptions.Table.exactSolver(), 1))
          .minimizeDraws(!any).build().solve(level, deal);
      StringBuilder text = new StringBuilder("winnable: " + r.winnable().toJson());
      if (!r.moves().isEmpty()) {
        text.append("\nmoves (").append(r.moves().size()).append(", ").append(r.draws()).append(" draws")
            .append(r.drawsMinimal() ? ", fewest possible" : ", not proven fewest").append("): ").append(r.movesText());
      }
      text.append(String.format(Locale.ROOT, "%nnodes: %d, time: %.1f ms", r.nodes(), r.millis()));
      json.print(r, text.toString());
      return 0;
    }
  }

  /**
   * What a replay reached.
   *
   * @param level the level played
   * @param moves moves applied (all of them: a replay stops with an error at an illegal move)
   * @param result won, lost, or not finished (moves remain)
   * @param boardLeft board cards still on the board
   * @param drawsUsed draws made
   * @param stockLeft stock cards not drawn
   * @param wasteTop the waste top's rank (1..13)
   * @param holdCard the rank in the hold slot, 0 when empty or the level has none
   * @param longestChain the longest run of board cards cleared between two draws
   */
  public record ReplayReport(Level level, int moves, String result, int boardLeft, int drawsUsed, int stockLeft,
      int wasteTop, int holdCard, int longestChain) {
    static ReplayReport of(Level level, int moves, TriPeaksState s) {
      return new ReplayReport(level, moves, s.isWon() ? "won" : s.isLost() ? "lost" : "not finished", s.boardLeft(),
          s.drawsUsed(), s.stockLeft(), s.wasteTop(), s.holdCard(), s.longestChain());
    }
  }

  /** {@code levellab tripeaks replay}. */
  @Command(name = "replay", mixinStandardHelpOptions = true,
      description = "Replay a move list (D, B<slot>, H, S); stops with an error at the first illegal move.")
  public static final class ReplayMoves implements Callable<Integer> {
    @Mixin LevelOptions levelOptions = new LevelOptions();
    @Mixin DealOptions dealOptions = new DealOptions();
    @Mixin JsonOption json;

    @Option(names = "--moves", required = true, description = "Moves, e.g. \"B5 B0 D\".")
    String moves;

    @Override
    public Integer call() {
      Level level = dealOptions.deck(levelOptions.level());
      Deal deal = dealOptions.deal(level);
      Replay.Result r = Replay.moves(level.deal(deal), moves);
      if (!r.ok()) {
        throw new IllegalArgumentException("--moves: " + r.error());
      }
      ReplayReport report = ReplayReport.of(level, r.applied(), (TriPeaksState) r.state());
      json.print(report, report.result() + " after " + report.moves() + " moves: " + report.boardLeft()
          + " board cards left, " + report.drawsUsed() + " draws, " + report.stockLeft() + " stock left, longest chain "
          + report.longestChain());
      return 0;
    }
  }

  /** The options of a winnability run, the same in {@code tripeaks winnability} and its sweep. */
  public static final class WinnabilityOptions {
    @Mixin LevelOptions levelOptions = new LevelOptions();
    @Mixin SeedOption seed;
    @Mixin ThreadsOption threads;
    @Mixin BudgetOptions budget;
    @Mixin JsonOption json;

    @Option(names = "--deals", defaultValue = "10000", paramLabel = "N",
        description = "Random deals (default: ${DEFAULT-VALUE}).")
    int deals;

    @Option(names = "--bits", paramLabel = "FILE|DIR",
        description = "Keep one bit per deal instead of a row: write the verdicts (gzipped bitsets, see"
            + " datasets/tripeaks/README.md) to FILE, named <layout>[-nowrap]-<seed>.bits.gz, or to that name in"
            + " the folder DIR. Deals left undecided by the budget are marked undecided, not not winnable.")
    Path bits;

    @Option(names = "--summary-csv", paramLabel = "FILE",
        description = "Append the run's summary row (layout, wrap, deals, seed, winnable, not_winnable, unknown,"
            + " share, share_lo, share_hi, cpu_seconds, command) to this CSV file, which is created with a header.")
    Path summaryCsv;

    @CommandLine.Spec(CommandLine.Spec.Target.MIXEE) CommandLine.Model.CommandSpec command;

    /**
     * The budget of the run's solves, held to what the heap takes for one TriPeaks solver's table per
     * thread ({@link BudgetOptions#budget(BudgetOptions.Table, int)}); on Spark the executors' heaps
     * are not this one's, so it is the budget as given. Asked for just before the work, after every
     * check, so that a note on the budget never comes before an error.
     */
    org.levellab.search.Budget fittedBudget(boolean spark) {
      if (spark) {
        return budget.budget();
      }
      return budget.budget(BudgetOptions.Table.exactSolver(), Math.min(threads.threads(), deals()));
    }

    /** The number of deals, checked. */
    int deals() {
      if (deals < 1) {
        throw new IllegalArgumentException("--deals must be at least 1, was " + deals);
      }
      return deals;
    }

    /**
     * The --bits file of a run of {@code level}, checked before the run (null when not asked): a
     * folder gets the run's file name; a file must have it.
     */
    Path bitsFile(Level level, boolean overwrite) {
      if (bits == null) {
        return null;
      }
      String name = WinnabilityBits.fileName(level, seed.seed());
      Path file = Files.isDirectory(bits) ? bits.resolve(name) : bits;
      if (!file.getFileName().toString().equals(name)) {
        throw new IllegalArgumentException("--bits " + bits + ": the verdicts of this run go to a file named " + name
            + " (layout, wrap, seed); give that name or a folder");
      }
      // opened now, so that an impossible output is refused before the run; the verdicts themselves
      // are written whole at the end (WinnabilityBits.write moves a finished file into place)
      try (OutputFile check = OutputFile.open(file, "--bits", overwrite,
          OutputFile.input("--layout", levelOptions.layoutFile()))) {
        return check.path();
      }
    }

    /** The --summary-csv file once checked ({@link #checkSummaryCsv}); its failure is kept for the end. */
    private OutputFile summaryOut = OutputFile.openAppend(null, "--summary-csv");

    /**
     * Checks --summary-csv before the run: appended to, never replaced, so its folder must exist and
     * take the file, an existing file must be writable and have the table's header.
     */
    void checkSummaryCsv() {
      if (summaryCsv != null) {
        summaryOut = OutputFile.openAppend(summaryCsv, "--summary-csv",
            OutputFile.input("--layout", levelOptions.layoutFile()));
        if (Files.isRegularFile(summaryCsv)) {
          WinnabilitySummaryCsv.check(summaryCsv);
        }
      }
    }

    /**
     * This command line as typed, for the summary row: levellab, then the arguments (quoted where
     * needed), less --resume and --checkpoint DIR, so that a resumed run's row is the uninterrupted run's.
     */
    String commandLine() {
      StringBuilder b = new StringBuilder("levellab");
      for (String a : CheckpointOptions.withoutCheckpointOptions(
          command.root().commandLine().getParseResult().originalArgs())) {
        b.append(' ').append(a.matches("[A-Za-z0-9_./=,:@%+-]+") ? a : "'" + a.replace("'", "'\\''") + "'");
      }
      return b.toString();
    }

    /**
     * Appends the summary row when --summary-csv was given; a failure (a full disk, a file-size
     * limit) is kept for {@link #finishSummary}, after the summary is printed.
     */
    void appendSummary(WinnabilitySummaryCsv.Row row) {
      summaryOut.append(() -> WinnabilitySummaryCsv.append(summaryCsv, row));
    }

    /**
     * Ends the run: throws when --summary-csv (or the output that {@code otherFailure} names, when
     * not null) could not be written, so the command exits {@value OutputFile#NOT_WRITTEN} with the
     * reasons on one line.
     */
    void finishSummary(String otherFailure) {
      OutputFile.finish(otherFailure, summaryOut);
    }

    /**
     * Writes a bits run's file and summary row, and prints its report ({@code more} ends the text); a
     * file that could not be written is said after the report. Without {@code overwrite} the file is
     * published only if its name is still free then (another run's verdicts are never replaced).
     */
    void finishBits(WinnabilityBits.Run r, double cpuSeconds, Path file, String more, boolean overwrite) {
      WinnabilityBits b = r.bits();
      String bitsFailure = null;
      try {
        b.write(file, overwrite);
      } catch (java.io.UncheckedIOException e) {
        bitsFailure = "--bits " + file + " was not written: " + (e.getCause() instanceof
            java.nio.file.FileAlreadyExistsException ? "another run created it after this one started (add"
            + " --overwrite to replace it)" : org.levellab.core.AtomicFile.reason(e));
      }
      appendSummary(WinnabilitySummaryCsv.Row.of(b, cpuSeconds, commandLine()));
      BitsReport report = new BitsReport(b.level(), b.deals(), b.seed(), b.winnableCount(), b.notWinnableCount(),
          b.unknownCount(), b.share(), (double) b.winnableCount() / b.deals(), r.nodes(), r.meanMillis(),
          r.maxMillis(), cpuSeconds, b.deals() / cpuSeconds, bitsFailure == null ? file.toString() : "nowhere");
      json.print(report, report.text() + more);
      finishSummary(bitsFailure);
    }
  }

  /**
   * The report of a winnability run that kept one bit per deal.
   *
   * @param share winnable deals among the decided ones, Wilson 95% interval
   * @param shareIfUnknownLost the share counting every unknown as not winnable (a lower bound)
   * @param cpuSeconds CPU time of the run (this process's; on Spark, the tasks' solving threads')
   * @param bits the verdict file written
   */
  public record BitsReport(Level level, int deals, long seed, long winnable, long notWinnable, long unknown,
      Estimate share, double shareIfUnknownLost, long nodes, double meanMillis, double maxMillis, double cpuSeconds,
      double dealsPerCpuSecond, String bits) {
    String text() {
      return String.format(Locale.ROOT, "%s, %d deals (seed %d)%nwinnable: %d, not winnable: %d, unknown: %d%n"
          + "share winnable: %.4f, 95%% interval [%.4f, %.4f]%nsolve time: mean %.3f ms, max %.1f ms; %d nodes%n"
          + "cpu: %.1f s, %.1f deals per cpu second%nverdict bits written to %s", level, deals, seed, winnable,
          notWinnable, unknown, share.value(), share.lower(), share.upper(), meanMillis, maxMillis, nodes,
          cpuSeconds, dealsPerCpuSecond, bits);
    }
  }

  /**
   * The checkpoint identity of a winnability run: the level (game and rules), deals, seed and budget,
   * and whether it keeps a row or a bit per deal (the rows of one are not those of the other).
   */
  static org.levellab.core.Checkpoint.Identity identity(String command, Winnability.Definition def, boolean bits) {
    return org.levellab.core.Checkpoint.Identity.ofRecord(command, def)
        .with("kept", bits ? "one bit per deal" : "a row per deal");
  }

  /** The note's unit of a winnability run: deals, 64 to a row of a bits run. */
  static CheckpointOptions.Unit dealUnit(int deals, boolean bits) {
    return new CheckpointOptions.Unit("deal", bits ? WinnabilityBits.BLOCK_ALIGNMENT : 1, deals);
  }

  /** {@code levellab tripeaks winnability}. */
  @Command(name = "winnability", mixinStandardHelpOptions = true,
      description = "Share of random full-deck deals winnable with full information, with a 95%% interval."
          + " JSON: the run's summary (share with its interval, unknown count, solve-time percentiles).")
  public static final class WinnabilityRun implements Callable<Integer> {
    @Mixin WinnabilityOptions run = new WinnabilityOptions();
    @Mixin CheckpointOptions checkpoint = new CheckpointOptions();

    @Option(names = "--out", paramLabel = "FILE",
        description = "Write the per-deal table to this CSV file (- for the standard output).")
    Path out;

    @Option(names = "--overwrite", description = "Replace --out if it exists.")
    boolean overwrite;

    @Override
    public Integer call() {
      try (OutputFile table = OutputFile.open(out, "--out", overwrite,
          OutputFile.input("--layout", run.levelOptions.layoutFile()))) {
        Level level = run.levelOptions.level();
        int deals = run.deals();
        Path bits = run.bitsFile(level, overwrite);
        if (bits != null && out != null) {
          throw new IllegalArgumentException("--out writes a row per deal and --bits one bit per deal: give one");
        }
        run.checkSummaryCsv();
        if (table.asked() && bits == null) {
          // the per-deal table holds a row per deal until it is written whole, at the end
          HeldRows.check("--deals", deals, 1, 256, "every deal's row for --out");
        }
        Path output = bits != null ? bits : table.toFile() ? out : null;
        checkpoint.check(output, "tripeaks winnability");
        JsonOption json = run.json;
        long seed = run.seed.seed();
        int threads = run.threads.threads();
        org.levellab.search.Budget budget = run.fittedBudget(false);
        Winnability.Definition def = Winnability.Definition.of(level, deals, seed, budget);
        long cpu = WinnabilitySummaryCsv.processCpuNanos();
        if (bits != null) {
          try (var cp = checkpoint.open(output, identity("tripeaks winnability", def, true), Winnability.blocks(deals),
              org.levellab.core.RowCodec.of(WinnabilityBits.Block.class), dealUnit(deals, true))) {
            WinnabilityBits.Run r = cp.work(() -> Winnability.runBits(level, deals, seed, threads, budget,
                org.levellab.core.Progress.newDefault(), cp.ledger()));
            double cpuSeconds = WinnabilitySummaryCsv.processCpuSecondsSince(cpu) + cp.earlierCpuSeconds();
            cp.finish(() -> run.finishBits(r, cpuSeconds, bits, "", overwrite));
          }
          return 0;
        }
        try (var cp = checkpoint.open(output, identity("tripeaks winnability", def, false), deals,
            org.levellab.core.RowCodec.of(Winnability.DealOutcome.class), dealUnit(deals, false))) {
          Winnability.Summary s = cp.work(() -> table.asked()
              ? Winnability.run(level, deals, seed, threads, budget, cp.ledger())
              : Winnability.stream(level, deals, seed, threads, budget, row -> { }, cp.ledger()));
          if (table.asked()) {
            table.writeTable(s.perDeal());
          }
          run.appendSummary(WinnabilitySummaryCsv.Row.of(s, WinnabilitySummaryCsv.processCpuSecondsSince(cpu)
              + cp.earlierCpuSeconds(), run.commandLine()));
          json.print(OutputFile.summaryStream(table), s,
              text(s) + (table.written() ? "\nper-deal table written to " + table : ""));
          cp.finish(() -> OutputFile.finish(table, run.summaryOut));
        }
        return 0;
      }
    }

    /** The run's summary as the command prints it (also {@code levellab sweep tripeaks-winnability}'s). */
    static String text(Winnability.Summary s) {
      return String.format(Locale.ROOT, "%s, %d deals (seed %d)%nwinnable: %d, not winnable: %d, unknown: %d%n"
          + "share winnable: %.4f, 95%% interval [%.4f, %.4f]%nsolve time: p50 %.3f ms, p90 %.3f ms,"
          + " p99 %.3f ms, max %.1f ms", s.level(), s.deals(), s.seed(), s.winnable(), s.notWinnable(), s.unknown(),
          s.share().value(), s.share().lower(), s.share().upper(), s.p50Millis(), s.p90Millis(), s.p99Millis(),
          s.maxMillis());
    }
  }
}
