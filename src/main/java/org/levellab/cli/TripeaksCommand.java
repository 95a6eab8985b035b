package org.levellab.cli;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.Callable;
import org.levellab.search.Budget;
import org.levellab.tripeaks.Deal;
import org.levellab.tripeaks.solve.ExactSolver;
import org.levellab.tripeaks.Layout;
import org.levellab.tripeaks.Level;
import org.levellab.tripeaks.Move;
import org.levellab.game.Replay;
import org.levellab.tripeaks.solve.SolverResult;
import org.levellab.tripeaks.TriPeaksState;
import org.levellab.tripeaks.solve.Winnability;
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
      TripeaksSimulateCommand.class
    })
public final class TripeaksCommand implements Runnable {
  @CommandLine.Spec CommandLine.Model.CommandSpec spec;

  @Override
  public void run() {
    spec.commandLine().usage(spec.commandLine().getOut());
  }

  /** Options naming the level: layout, wrap, hold slot, walls. */
  public static final class LevelOptions {
    @Option(names = "--layout", defaultValue = "microsoft",
        description = "Built-in layout (microsoft, golf) or a layout file (default ${DEFAULT-VALUE}).")
    String layout;

    @Option(names = "--no-wrap", description = "K and A do not match (golf never wraps).")
    boolean noWrap;

    @Option(names = "--hold", description = "The level has a hold slot.")
    boolean hold;

    @Option(names = "--walls", split = ",", paramLabel = "SLOT", description = "Slots behind brick walls, e.g. 12,20.")
    List<Integer> walls;

    /** The level these options describe. */
    public Level level() {
      Level base;
      String l = layout.trim();
      if (Layout.builtInNames().contains(l.toLowerCase(Locale.ROOT))) {
        base = Level.named(l);
      } else if (Files.isRegularFile(Path.of(l))) {
        base = Level.builder(Layout.load(Path.of(l))).build();
      } else {
        throw new IllegalArgumentException("--layout: '" + l + "' is neither a built-in layout (microsoft, golf)"
            + " nor a readable layout file");
      }
      Level.Builder b = base.toBuilder();
      if (noWrap) {
        b.wrap(false);
      }
      if (hold) {
        b.holdSlot(true);
      }
      if (walls != null) {
        Set<Integer> w = new TreeSet<>(walls);
        b.walls(w);
      }
      return b.build();
    }
  }

  /** Options giving one deal: --board/--stock or --deal FILE. */
  public static final class DealOptions {
    @Option(names = "--board", description = "Board ranks or cards in layout order, e.g. \"5 9 A 2 ...\".")
    String board;

    @Option(names = "--stock", description = "Stock ranks or cards, top (first waste card) first.")
    String stock;

    @Option(names = "--deal", description = "A deal file (board: ... / stock: ...).")
    Path dealFile;

    Deal deal(Level level) {
      Deal d;
      if (dealFile != null) {
        if (board != null || stock != null) {
          throw new IllegalArgumentException("give either --deal or --board and --stock, not both");
        }
        if (!Files.isRegularFile(dealFile)) {
          throw new IllegalArgumentException("--deal: no such file " + dealFile);
        }
        d = Deal.load(dealFile);
      } else {
        if (board == null || stock == null) {
          throw new IllegalArgumentException("give --board and --stock (or --deal FILE)");
        }
        d = Deal.parse(board, stock);
      }
      return d.checkFits(level);
    }
  }

  /** {@code levellab tripeaks solve}. */
  @Command(name = "solve", mixinStandardHelpOptions = true,
      description = "Solve a deal exactly (full information): winnable true/false/unknown and a winning move list.")
  public static final class Solve implements Callable<Integer> {
    @Mixin LevelOptions levelOptions = new LevelOptions();
    @Mixin DealOptions dealOptions = new DealOptions();

    @Option(names = "--max-nodes", defaultValue = "50000000", description = "Node budget (default ${DEFAULT-VALUE}).")
    long maxNodes;

    @Option(names = "--max-ms", defaultValue = "60000", description = "Time budget in ms (default ${DEFAULT-VALUE}).")
    long maxMillis;

    @Option(names = "--any", description = "Any solution: do not search for the fewest draws.")
    boolean any;

    @Option(names = "--json", description = "Print JSON.")
    boolean json;

    @Override
    public Integer call() {
      Level level = levelOptions.level();
      Deal deal = dealOptions.deal(level);
      if (maxNodes < 1 || maxMillis < 1) {
        throw new IllegalArgumentException("--max-nodes and --max-ms must be positive");
      }
      SolverResult r = ExactSolver.builder().budget(new Budget(maxNodes, maxMillis)).minimizeDraws(!any).build()
          .solve(level, deal);
      Map<String, Object> out = new LinkedHashMap<>();
      out.put("level", level.toString());
      out.put("winnable", r.winnable().toJson());
      out.put("moves", r.movesText());
      out.put("moveCount", r.moves().size());
      out.put("draws", r.draws());
      out.put("drawsMinimal", r.drawsMinimal());
      out.put("nodes", r.nodes());
      out.put("millis", r.millis());
      if (json) {
        System.out.println(Json.write(out));
      } else {
        System.out.println("winnable: " + r.winnable().toJson());
        if (!r.moves().isEmpty()) {
          System.out.println("moves (" + r.moves().size() + ", " + r.draws() + " draws"
              + (r.drawsMinimal() ? ", fewest possible" : ", not proven fewest") + "): " + r.movesText());
        }
        System.out.printf(Locale.ROOT, "nodes: %d, time: %.1f ms%n", r.nodes(), r.millis());
      }
      return 0;
    }
  }

  /** {@code levellab tripeaks replay}. */
  @Command(name = "replay", mixinStandardHelpOptions = true,
      description = "Replay a move list (D, B<slot>, H, S); stops with an error at the first illegal move.")
  public static final class ReplayMoves implements Callable<Integer> {
    @Mixin LevelOptions levelOptions = new LevelOptions();
    @Mixin DealOptions dealOptions = new DealOptions();

    @Option(names = "--moves", required = true, description = "Moves, e.g. \"B5 B0 D\".")
    String moves;

    @Option(names = "--json", description = "Print JSON.")
    boolean json;

    @Override
    public Integer call() {
      Level level = levelOptions.level();
      Deal deal = dealOptions.deal(level);
      List<Move> list = Move.parseList(moves);
      Replay.Result r = Replay.moves(level.deal(deal), Replay.split(moves));
      if (!r.ok()) {
        throw new IllegalArgumentException(r.error());
      }
      TriPeaksState s = (TriPeaksState) r.state();
      Map<String, Object> out = new LinkedHashMap<>();
      out.put("moves", list.size());
      out.put("won", s.isWon());
      out.put("lost", s.isLost());
      out.put("boardLeft", s.boardLeft());
      out.put("drawsUsed", s.drawsUsed());
      out.put("stockLeft", s.stockLeft());
      out.put("wasteTop", s.wasteTop());
      out.put("longestChain", s.longestChain());
      if (json) {
        System.out.println(Json.write(out));
      } else {
        System.out.println((s.isWon() ? "won" : s.isLost() ? "lost" : "not finished") + " after " + list.size()
            + " moves: " + s.boardLeft() + " board cards left, " + s.drawsUsed() + " draws, " + s.stockLeft()
            + " stock left, longest chain " + s.longestChain());
      }
      return 0;
    }
  }

  /** {@code levellab tripeaks winnability}. */
  @Command(name = "winnability", mixinStandardHelpOptions = true,
      description = "Share of random full-deck deals winnable with full information, with a 95%% interval.")
  public static final class WinnabilityRun implements Callable<Integer> {
    @Mixin LevelOptions levelOptions = new LevelOptions();

    @Option(names = "--deals", defaultValue = "10000", description = "Random deals (default ${DEFAULT-VALUE}).")
    int deals;

    @Option(names = "--seed", defaultValue = "1", description = "Seed (default ${DEFAULT-VALUE}).")
    long seed;

    @Option(names = "--threads", description = "Worker threads (default: all cores); results do not depend on it.")
    Integer threads;

    @Option(names = "--max-nodes", defaultValue = "50000000",
        description = "Node budget per deal (default ${DEFAULT-VALUE}); beyond it a deal counts as unknown.")
    long maxNodes;

    @Option(names = "--json", description = "Print JSON.")
    boolean json;

    @Override
    public Integer call() {
      Level level = levelOptions.level();
      if (deals < 1) {
        throw new IllegalArgumentException("--deals must be at least 1, was " + deals);
      }
      if (maxNodes < 1) {
        throw new IllegalArgumentException("--max-nodes must be positive, was " + maxNodes);
      }
      int t = threads != null ? threads : Runtime.getRuntime().availableProcessors();
      if (t < 1) {
        throw new IllegalArgumentException("--threads must be at least 1, was " + t);
      }
      Winnability.Summary s = Winnability.run(level, deals, seed, t, Budget.nodes(maxNodes));
      Map<String, Object> out = new LinkedHashMap<>();
      out.put("level", level.toString());
      out.put("deals", deals);
      out.put("seed", seed);
      out.put("winnable", s.winnable());
      out.put("notWinnable", s.notWinnable());
      out.put("unknown", s.unknown());
      out.put("share", s.share().value());
      out.put("ci95", new double[] {s.share().lower(), s.share().upper()});
      out.put("solveMillisP50", s.p50Millis());
      out.put("solveMillisP90", s.p90Millis());
      out.put("solveMillisP99", s.p99Millis());
      out.put("solveMillisMax", s.maxMillis());
      if (json) {
        System.out.println(Json.write(out));
      } else {
        System.out.printf(Locale.ROOT, "%s, %d deals (seed %d)%nwinnable: %d, not winnable: %d, unknown: %d%n"
            + "share winnable: %.4f, 95%% interval [%.4f, %.4f]%nsolve time: p50 %.3f ms, p90 %.3f ms,"
            + " p99 %.3f ms, max %.1f ms%n", level, deals, seed, s.winnable(), s.notWinnable(), s.unknown(),
            s.share().value(), s.share().lower(), s.share().upper(), s.p50Millis(), s.p90Millis(), s.p99Millis(),
            s.maxMillis());
      }
      return 0;
    }
  }
}
