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
import org.levellab.search.ShortestRun;
import org.levellab.search.ShortestSolver;
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

  @Option(names = "--shortest", description = "Find the fewest moves to a win and prove that no line is shorter"
      + " (ShortestSolver: breadth-first search over positions, after a first line bounds it). When the budget runs"
      + " out, the best line known is given as 'at most K' with the fewest moves any line can have.")
  boolean shortest;

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
      budget.budget(); // a bad value is named as such first; the budget fitted to the heap comes before the work
      int t = threads.threads();
      Game<?> g = rules.game(game);
      if (shortest) {
        return solveShortest(g, t, table);
      }
      return deals != null ? solveDeals(g, t, table) : solveOne(g);
    }
  }

  private int solveOne(Game<?> g) {
    State start = level != null ? PlaytestCommand.loadNonEmpty(g, level) : seededStart(g, "");
    Budget fitted = budget.budget(BudgetOptions.Table.gameSolver(start), 1);
    GameSolver.Solution s = named(g, () -> GameSolver.withBudget(fitted).solve(start));
    if (s.winnable() == Verdict.TRUE) {
      Replay.Result r = Replay.moves(start, s.moves());
      if (!r.won()) {
        throw new IllegalStateException("the solver's line does not win when replayed: "
            + (r.ok() ? "the game is not won at its end" : r.error()));
      }
    }
    SolveReport report = new SolveReport(g.name(), level == null ? null : level.toString(),
        level == null ? seed.seed() : null, s.winnable(), s.moves().size(), s.moves(), s.nodes(), s.millis());
    json.print(report, text(report, fitted));
    return 0;
  }

  private int solveDeals(Game<?> g, int t, OutputFile table) {
    State first = seededStart(g, "; --deals needs a game with seeded starts");
    Budget b = budget.budget(BudgetOptions.Table.gameSolver(first), Math.min(t, deals));
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

  /**
   * One shortest-line solve.
   *
   * @param winnable true (a line is known), false (none exists) or unknown
   * @param proven the line has the fewest moves, or no line exists; false when the budget ran out
   * @param moves the line's length (null when none is known)
   * @param atLeast no winning line is shorter (null when none exists)
   * @param line the line in the game's notation, replayed through the rules
   */
  public record ShortestReport(String game, String level, Long seed, Verdict winnable, boolean proven, Integer moves,
      Integer atLeast, List<String> line, long nodes, double millis) {}

  /** {@code --shortest}: the fewest moves of one start, or of each of N seeded starts. */
  private int solveShortest(Game<?> g, int t, OutputFile table) {
    if (deals != null) {
      State first = seededStart(g, "; --deals needs a game with seeded starts");
      Budget b = budget.budget(BudgetOptions.Table.gameSolver(first), Math.min(t, deals));
      ShortestRun.Result r = named(g, () -> ShortestRun.run(g, deals, seed.seed(), b, t));
      table.writeTable(r.perDeal());
      json.print(OutputFile.summaryStream(table), r, r + (table.written() ? "\nper-start table written to " + table
          : ""));
      OutputFile.finish(table);
      return 0;
    }
    State start = level != null ? PlaytestCommand.loadNonEmpty(g, level) : seededStart(g, "");
    Budget b = budget.budget(BudgetOptions.Table.gameSolver(start), 1);
    ShortestSolver.Solution s = named(g, () -> ShortestSolver.withBudget(b).solve(start));
    if (s.winnable() == Verdict.TRUE && !Replay.moves(start, s.moves()).won()) {
      throw new IllegalStateException("the solver's line does not win when replayed");
    }
    ShortestReport r = new ShortestReport(g.name(), level == null ? null : level.toString(),
        level == null ? seed.seed() : null, s.winnable(), s.proven(), s.length() < 0 ? null : s.length(),
        s.atLeast() < 0 ? null : s.atLeast(), s.moves(), s.nodes(), s.millis());
    String head = r.game() + (r.level() != null ? " " + r.level() : " seeded start " + r.seed()) + ": ";
    String cost = String.format(Locale.ROOT, "%d nodes, %.1f ms", r.nodes(), r.millis());
    String lower = "no winning line is shorter than " + s.atLeast() + " moves";
    String line = "\nline: " + String.join(" ", r.line());
    json.print(r, head + switch (s.winnable()) {
      case TRUE -> s.proven() ? "fewest moves " + s.length() + ", proven (no shorter line exists), " + cost + line
          : "at most " + s.length() + " moves (budget ran out: " + budgetText(b) + "; " + lower + "), " + cost + line;
      case FALSE -> "no winning line (every position from which a win might follow was searched), " + cost;
      case UNKNOWN -> "unknown: the budget ran out (" + budgetText(b) + ") before a winning line was found; " + lower
          + ", " + cost;
    });
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
