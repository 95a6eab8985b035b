package org.levellab.cli;

import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.function.Supplier;
import org.levellab.match3.GemGem;
import org.levellab.match3.Match3;
import org.levellab.match3.agents.AgentSpec;
import org.levellab.match3.agents.Weights;
import org.levellab.match3.study.Calibration;
import org.levellab.match3.study.GameResult;
import org.levellab.match3.study.Match3Experiment;
import org.levellab.match3.study.Match3Game;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import tech.tablesaw.api.Table;

/** The {@code levellab match3} commands: GemGem games with the paper's agents. */
@Command(name = "match3", mixinStandardHelpOptions = true,
    description = "Match-3 (GemGem): SGS, HGS, L-BFS and Monte Carlo agents, weight calibration.",
    subcommands = {Match3Command.Run.class, Match3Command.Calibrate.class, Match3Command.Trace.class,
        Match3LimitCommand.class})
public final class Match3Command implements java.util.concurrent.Callable<Integer> {
  @CommandLine.Spec CommandLine.Model.CommandSpec spec;

  @Override
  public Integer call() {
    return LevelLabCommand.missingCommand(spec);
  }

  /** Options shared by the subcommands. */
  static class GameOptions {
    @Option(names = "--agent", defaultValue = "hgs", description = "sgs, hgs, lbfs or mc (default ${DEFAULT-VALUE}).")
    String agent;

    @Option(names = "--weights", defaultValue = "1,0,0,0,0",
        description = "Weights ws,wp,wn,wd,wt for score, pairs, moves, depth, touching (default ${DEFAULT-VALUE}).")
    String weights;

    @Option(names = {"-U", "--uncertainty"}, defaultValue = "0.2",
        description = "L-BFS uncertainty limit U in [0, 1] (default ${DEFAULT-VALUE}).")
    double uncertainty;

    @Option(names = "--size", defaultValue = "6", description = "Board size s, 4..8 (default ${DEFAULT-VALUE}).")
    int size;

    @Option(names = "--gems", defaultValue = "4", description = "Gem types g, 4..7 (default ${DEFAULT-VALUE}).")
    int gems;

    @Option(names = "--target", defaultValue = "250", description = "Target score c (default ${DEFAULT-VALUE}).")
    int target;

    @Option(names = "--samples", defaultValue = "32",
        description = "Monte Carlo agent: refill samples per swap (default ${DEFAULT-VALUE}).")
    int samples;

    @Option(names = "--horizon", defaultValue = "1",
        description = "Monte Carlo agent: greedy swaps after the sampled one (default ${DEFAULT-VALUE}).")
    int horizon;

    @Mixin SeedOption seed;
    @Mixin ThreadsOption threads;
    @Mixin JsonOption json;

    /** The agent the options describe; a bad value is an error naming its option. */
    AgentSpec agentSpec() {
      Weights w = option("--weights", () -> Weights.parse(weights));
      option("--uncertainty", () -> AgentSpec.checkUncertainty(uncertainty));
      option("--samples", () -> AgentSpec.checkSamples(samples));
      option("--horizon", () -> AgentSpec.checkHorizon(horizon));
      AgentSpec a = option("--agent", () -> AgentSpec.parse(agent, w, uncertainty));
      return a.kind() == AgentSpec.Kind.MC ? AgentSpec.monteCarlo(samples, horizon) : a;
    }

    /** The board the options describe. */
    Match3 board() {
      return new Match3(option("--size", () -> Match3.checkSize(size)), option("--gems", () -> Match3.checkGems(gems)));
    }

    int target() {
      return option("--target", () -> GemGem.checkTarget(target));
    }
  }

  /** The value, or the check's error with the option's name in front. */
  static <T> T option(String name, Supplier<T> checked) {
    try {
      return checked.get();
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException(name + ": " + e.getMessage(), e);
    }
  }

  static int atLeast(String name, int value, int min) {
    if (value < min) {
      throw new IllegalArgumentException(name + " must be at least " + min + ", was " + value);
    }
    return value;
  }

  /** {@code match3 run}: mean swaps to the target, game-over rate, time per swap. */
  @Command(name = "run", mixinStandardHelpOptions = true,
      description = "Play seeded games: mean swaps to reach the target (95%% interval), game-over rate, time per swap.")
  static final class Run extends GameOptions implements Callable<Integer> {
    @Option(names = "--games", defaultValue = "30", description = "Number of games (default ${DEFAULT-VALUE}).")
    int games;

    @Override
    public Integer call() {
      AgentSpec a = agentSpec();
      Match3 board = board();
      // the report (and its JSON) lists every game's result
      HeldRows.check("--games", games, 1, 256, "every game's result");
      Match3Experiment.Report r = Match3Experiment.builder().agent(a).game(board).target(target())
          .games(atLeast("--games", games, 1)).seed(seed.seed()).threads(threads.threads()).build().report();
      Match3Experiment.Summary s = r.summary();
      json.print(r, String.format(Locale.ROOT, "%s on %dx%d, %d gem types, target %d, %d games, seed %d%n"
          + "mean swaps to target: %.2f  95%% CI [%.2f, %.2f]  (%d games reached it)%n"
          + "game-over rate:       %.3f  95%% CI [%.3f, %.3f]%n"
          + "mean time per swap:   %.1f us",
          a.label(), board.size(), board.size(), board.gems(), r.target(), r.games(), r.seed(),
          s.swaps().value(), s.swaps().lower(), s.swaps().upper(), s.swaps().n(),
          s.gameOverRate().value(), s.gameOverRate().lower(), s.gameOverRate().upper(), s.microsPerSwap()));
      return 0;
    }
  }

  /** The calibration options of {@code match3 calibrate} and its sweep. */
  static final class GridOptions {
    @Option(names = "--games", defaultValue = "30", description = "Games per weight vector (default ${DEFAULT-VALUE}).")
    int games;

    @Option(names = "--sample", description = "Grid: evaluate only this many vectors, in a seeded random order (default: all 14,641).")
    Integer sample;

    @Option(names = "--top", defaultValue = "10", description = "Rows of the ranking to print (default ${DEFAULT-VALUE}).")
    int top;
  }

  /** {@code match3 calibrate}: the paper's weight grid, or CMA-ES. */
  @Command(name = "calibrate", mixinStandardHelpOptions = true,
      description = "Calibrate HGS or L-BFS weights (wn = 0) on the same games: the paper's grid 0..2 step 0.2, or CMA-ES.")
  static final class Calibrate extends GameOptions implements Callable<Integer> {
    @Option(names = "--method", defaultValue = "grid", description = "grid or cmaes (default ${DEFAULT-VALUE}).")
    String method;

    @Mixin GridOptions grid = new GridOptions();

    @picocli.CommandLine.Spec picocli.CommandLine.Model.CommandSpec spec;

    @Option(names = "--evaluations", defaultValue = "200", description = "CMA-ES: weight vectors to evaluate (default ${DEFAULT-VALUE}).")
    int evaluations;

    @Option(names = "--csv", paramLabel = "FILE",
        description = "Also write every evaluated vector to this CSV file (- for the standard output).")
    Path csv;

    @Option(names = "--overwrite", description = "Replace --csv if it exists.")
    boolean overwrite;

    @Override
    public Integer call() {
      try (OutputFile table = OutputFile.open(csv, "--csv", overwrite)) {
        return calibrate(table);
      }
    }

    private int calibrate(OutputFile table) {
      String m = method.toLowerCase(Locale.ROOT);
      if (!m.equals("grid") && !m.equals("cmaes")) {
        throw new IllegalArgumentException("--method must be grid or cmaes, was '" + method + "'");
      }
      atLeast("--top", grid.top, 1);
      // each method reads its own size option; the other's would be ignored without a word
      if (m.equals("grid") && spec.commandLine().getParseResult().hasMatchedOption("--evaluations")) {
        throw new IllegalArgumentException("--evaluations would be ignored: it is the CMA-ES budget, and --method"
            + " grid evaluates the paper's grid (--sample N for a sample of it)");
      }
      if (m.equals("cmaes") && grid.sample != null) {
        throw new IllegalArgumentException("--sample would be ignored: it samples --method grid's vectors, and"
            + " CMA-ES evaluates --evaluations vectors");
      }
      AgentSpec a = agentSpec();
      Match3 board = board();
      int c = target();
      int perVector = atLeast("--games", grid.games, 1);
      Calibration.Setup setup = option("--agent", () -> new Calibration.Setup(a, board, c, perVector, seed.seed(),
          threads.threads()));
      Table t;
      if (m.equals("grid")) {
        List<Weights> all = Calibration.paperGrid();
        t = Calibration.evaluate(setup, grid.sample == null ? all
            : Calibration.sample(all, atLeast("--sample", grid.sample, 1), setup.seed()));
      } else {
        t = Calibration.cmaes(setup, atLeast("--evaluations", evaluations, 1));
      }
      table.writeTable(t);
      print(json, m, setup, t, grid.top, OutputFile.summaryStream(table));
      if (table.written() && !json.json()) {
        OutputFile.summaryStream(table).println("every vector written to " + table);
      }
      OutputFile.finish(table);
      return 0;
    }

    /** Prints a calibration's report (also {@code levellab sweep match3-calibrate}'s). */
    static void print(JsonOption json, String method, Calibration.Setup setup, Table t, int top) {
      print(json, method, setup, t, top, System.out);
    }

    private static void print(JsonOption json, String method, Calibration.Setup setup, Table t, int top,
        java.io.PrintStream to) {
      Calibration.Report r = Calibration.Report.of(method, setup, t, top);
      json.print(to, r, String.format(Locale.ROOT, "%s calibration of %s: %d vectors x %d games (seed %d)%n", method,
          r.agent(), r.vectors(), r.gamesPerVector(), r.seed())
          + Calibration.top(t, top).selectColumns("ws", "wp", "wn", "wd", "wt", "cost", "meanSwaps", "gameOvers")
              .printAll());
    }
  }

  /** {@code match3 trace}: one seeded game, swap by swap. */
  @Command(name = "trace", mixinStandardHelpOptions = true, description = "Play one seeded game and print it swap by swap.")
  static final class Trace extends GameOptions implements Callable<Integer> {
    @Option(names = "--game", defaultValue = "0", description = "Game index within the seed (default ${DEFAULT-VALUE}).")
    int game;

    @Override
    public Integer call() {
      if (game < 0) {
        throw new IllegalArgumentException("--game must be 0 or more, was " + game);
      }
      Match3Game.Trace t = Match3Game.trace(board(), agentSpec(), target(), seed.seed(), game);
      StringBuilder text = new StringBuilder("initial ").append(t.initialBoard()).append('\n');
      int i = 1;
      for (Match3Game.Step st : t.steps()) {
        text.append(String.format(Locale.ROOT, "%3d %-12s +%-3d %4d  %s%n", i++, st.move(), st.points(), st.score(),
            st.boardAfter()));
      }
      GameResult r = t.result();
      text.append(r.reached() ? "reached " + r.score() + " in " + r.swaps() + " swaps"
          : "game over at " + r.score() + " after " + r.swaps() + " swaps");
      json.print(t, text.toString());
      return 0;
    }
  }
}
