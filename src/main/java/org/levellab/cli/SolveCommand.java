package org.levellab.cli;

import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.levellab.game.Game;
import org.levellab.game.Replay;
import org.levellab.game.State;
import org.levellab.search.Budget;
import org.levellab.search.GameSolver;
import org.levellab.search.Verdict;
import org.levellab.search.WinnableShare;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code levellab solve}: the game-independent exact solver ({@link GameSolver}) on any game of the
 * catalogue without chance: one level ({@code --level}), one seeded start ({@code --seed} alone), or
 * the winnable share of N seeded starts ({@code --deals}, through {@link WinnableShare}).
 */
@Command(name = "solve", mixinStandardHelpOptions = true,
    description = {"Decide with the game-independent exact solver whether a level can be won (with a winning"
        + " line, replayed through the rules), or the share of N seeded deals that can.",
        "Without --level or --deals it solves the seeded start of --seed (the deal 'play --seed' deals)."})
public final class SolveCommand implements Callable<Integer> {
  @Option(names = "--game", required = true, paramLabel = "GAME",
      description = "The game: ${COMPLETION-CANDIDATES}.", completionCandidates = PlayCommand.GameNames.class)
  String game;

  @Option(names = "--level", paramLabel = "FILE", description = "A level file in the game's format (a deal, a"
      + " stack, a Skiddy level).")
  Path level;

  @Mixin RuleOptions rules;

  @Option(names = "--deals", paramLabel = "N", description = "Solve N seeded starts (start i is the game's"
      + " seeded start from the i-th stream of --seed) and report the winnable share with a 95%% Wilson"
      + " interval, the unknown count and solve-time percentiles.")
  Integer deals;

  @Option(names = "--out", paramLabel = "FILE", description = "With --deals: write one CSV row per start"
      + " (its start seed, verdict, moves, nodes, time); - for the standard output.")
  Path out;

  @Option(names = "--overwrite", description = "Replace --out if it exists.")
  boolean overwrite;

  @Mixin SeedOption seed;
  @Mixin BudgetOptions budget;
  @Mixin ThreadsOption threads;
  @Mixin JsonOption json;

  /**
   * One solve.
   *
   * @param game the game's name
   * @param level the level file, or null for a seeded start
   * @param seed the seed of the start (null for a level file)
   * @param winnable true, false or unknown
   * @param moves the winning line's length
   * @param line the winning line in the game's notation, replayed through the rules (empty unless winnable)
   * @param nodes positions expanded
   * @param millis wall-clock time
   */
  public record SolveReport(String game, String level, Long seed, Verdict winnable, int moves, List<String> line,
      long nodes, double millis) {}

  @Override
  public Integer call() {
    if (level != null && deals != null) {
      throw new IllegalArgumentException("--level and --deals cannot be used together: --level solves one level,"
          + " --deals solves N seeded starts");
    }
    if (level != null && seed.given()) {
      throw new IllegalArgumentException("--seed would be ignored: --level solves the level in the file, and the"
          + " exact solver draws nothing at random");
    }
    if (deals != null && deals < 1) {
      throw new IllegalArgumentException("--deals must be at least 1, was " + deals);
    }
    if (out != null && deals == null) {
      throw new IllegalArgumentException("--out writes the per-start table of --deals; add --deals N");
    }
    try (OutputFile table = OutputFile.open(out, "--out", overwrite, OutputFile.input("--level", level))) {
      Budget b = budget.budget();
      int t = threads.threads();
      Game<?> g = rules.game(game);
      return deals != null ? solveDeals(g, b, t, table) : solveOne(g, b);
    }
  }

  private int solveOne(Game<?> g, Budget b) {
    State start = level != null ? PlaytestCommand.loadNonEmpty(g, level) : seededStart(g, "");
    GameSolver.Solution s = named(g, () -> GameSolver.withBudget(b).solve(start));
    if (s.winnable() == Verdict.TRUE) {
      Replay.Result r = Replay.moves(start, s.moves());
      if (!r.won()) {
        throw new IllegalStateException("the solver's line does not win when replayed: "
            + (r.ok() ? "the game is not won at its end" : r.error()));
      }
    }
    SolveReport report = new SolveReport(g.name(), level == null ? null : level.toString(),
        level == null ? seed.seed() : null, s.winnable(), s.moves().size(), s.moves(), s.nodes(), s.millis());
    json.print(report, text(report, b));
    return 0;
  }

  private int solveDeals(Game<?> g, Budget b, int t, OutputFile table) {
    seededStart(g, "; --deals needs a game with seeded starts");
    WinnableShare.Result r;
    if (table.asked()) {
      // the per-start table holds a row per start until it is written whole, at the end
      HeldRows.check("--deals", deals, 1, 256, "every start's row for --out");
      r = named(g, () -> WinnableShare.run(g, deals, seed.seed(), b, t));
      table.writeTable(r.perDeal());
    } else {
      r = named(g, () -> WinnableShare.stream(g, deals, seed.seed(), b, t, row -> { }));
    }
    json.print(OutputFile.summaryStream(table), r,
        r + (table.written() ? "\nper-start table written to " + table : ""));
    OutputFile.finish(table);
    return 0;
  }

  private State seededStart(Game<?> g, String more) {
    try {
      return g.newInitialState(seed.seed());
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException("--game " + g.name() + ": " + e.getMessage() + more + " (give --level FILE)", e);
    }
  }

  /** Runs a solve; the solver's own errors (chance, no key) are about the game, so they name it. */
  private static <T> T named(Game<?> g, java.util.function.Supplier<T> solve) {
    try {
      return solve.get();
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException("--game " + g.name() + ": " + e.getMessage(), e);
    }
  }

  private static String text(SolveReport r, Budget b) {
    String head = r.game() + (r.level() != null ? " " + r.level() : " seeded start " + r.seed()) + ": ";
    String cost = String.format(Locale.ROOT, "%d nodes, %.1f ms", r.nodes(), r.millis());
    return switch (r.winnable()) {
      case TRUE -> head + "winnable in " + r.moves() + " moves (the line replays through the rules), " + cost
          + "\nline: " + String.join(" ", r.line());
      case FALSE -> head + "not winnable (every position from which a win might follow was searched), " + cost;
      case UNKNOWN -> head + "unknown: the budget ran out (" + budgetText(b) + "), " + cost;
    };
  }

  private static String budgetText(Budget b) {
    String nodes = b.maxNodes() == Long.MAX_VALUE ? "" : "--max-nodes " + b.maxNodes();
    String millis = b.maxMillis() == Long.MAX_VALUE ? "" : "--max-millis " + b.maxMillis();
    return nodes.isEmpty() || millis.isEmpty() ? nodes + millis : nodes + ", " + millis;
  }
}
