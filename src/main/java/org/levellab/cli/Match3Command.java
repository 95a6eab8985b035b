package org.levellab.cli;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import org.levellab.match3.Match3;
import org.levellab.match3.agents.AgentSpec;
import org.levellab.match3.agents.Weights;
import org.levellab.match3.study.Calibration;
import org.levellab.match3.study.GameResult;
import org.levellab.match3.study.Match3Experiment;
import org.levellab.match3.study.Match3Game;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import tech.tablesaw.api.Table;

/** The {@code levellab match3} commands: GemGem games with the paper's agents. */
@Command(name = "match3", mixinStandardHelpOptions = true,
    description = "Match-3 (GemGem): SGS, HGS, L-BFS and Monte Carlo agents, weight calibration.",
    subcommands = {Match3Command.Run.class, Match3Command.Calibrate.class, Match3Command.Trace.class})
public final class Match3Command implements Runnable {
  @CommandLine.Spec CommandLine.Model.CommandSpec spec;

  @Override
  public void run() {
    spec.commandLine().usage(spec.commandLine().getOut());
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

    @Option(names = "--seed", defaultValue = "1", description = "Seed (default ${DEFAULT-VALUE}).")
    long seed;

    @Option(names = "--threads", description = "Worker threads (default: all cores); results do not depend on it.")
    Integer threads;

    @Option(names = "--samples", defaultValue = "32",
        description = "Monte Carlo agent: refill samples per swap (default ${DEFAULT-VALUE}).")
    int samples;

    @Option(names = "--horizon", defaultValue = "1",
        description = "Monte Carlo agent: greedy swaps after the sampled one (default ${DEFAULT-VALUE}).")
    int horizon;

    @Option(names = "--json", description = "Print JSON.")
    boolean json;

    AgentSpec agentSpec() {
      AgentSpec a = AgentSpec.parse(agent, Weights.parse(weights), uncertainty);
      return a.kind() == AgentSpec.Kind.MC ? AgentSpec.monteCarlo(samples, horizon) : a;
    }

    int threadCount() {
      if (threads != null && threads < 1) {
        throw new IllegalArgumentException("--threads must be at least 1, was " + threads);
      }
      return threads == null ? Runtime.getRuntime().availableProcessors() : threads;
    }
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
      Match3Experiment e = Match3Experiment.builder().agent(a).size(size).gems(gems).target(target)
          .games(games).seed(seed).threads(threadCount()).build();
      List<GameResult> rs = e.results();
      Match3Experiment.Summary s = Match3Experiment.Summary.of(rs, target);
      if (json) {
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("agent", a.kind().name().toLowerCase(Locale.ROOT));
        out.put("label", a.label());
        out.put("weights", a.weights().toArray());
        out.put("uncertainty", a.uncertainty());
        out.put("size", size);
        out.put("gems", gems);
        out.put("target", target);
        out.put("games", games);
        out.put("seed", seed);
        out.put("mean_swaps", s.swaps().value());
        out.put("mean_swaps_ci95", new double[] {s.swaps().lower(), s.swaps().upper()});
        out.put("games_reached", s.swaps().n());
        out.put("game_over_rate", s.gameOverRate().value());
        out.put("game_over_rate_ci95", new double[] {s.gameOverRate().lower(), s.gameOverRate().upper()});
        out.put("mean_cost", s.meanCost());
        out.put("micros_per_swap", s.microsPerSwap());
        List<Map<String, Object>> per = new ArrayList<>();
        for (GameResult r : rs) {
          Map<String, Object> m = new LinkedHashMap<>();
          m.put("game", r.game());
          m.put("swaps", r.swaps());
          m.put("reached", r.reached());
          m.put("score", r.score());
          per.add(m);
        }
        out.put("per_game", per);
        System.out.println(Json.write(out));
      } else {
        System.out.printf(Locale.ROOT, "%s on %dx%d, %d gem types, target %d, %d games, seed %d%n",
            a.label(), size, size, gems, target, games, seed);
        System.out.printf(Locale.ROOT, "mean swaps to target: %.2f  95%% CI [%.2f, %.2f]  (%d games reached it)%n",
            s.swaps().value(), s.swaps().lower(), s.swaps().upper(), s.swaps().n());
        System.out.printf(Locale.ROOT, "game-over rate:       %.3f  95%% CI [%.3f, %.3f]%n",
            s.gameOverRate().value(), s.gameOverRate().lower(), s.gameOverRate().upper());
        System.out.printf(Locale.ROOT, "mean time per swap:   %.1f us%n", s.microsPerSwap());
      }
      return 0;
    }
  }

  /** {@code match3 calibrate}: the paper's weight grid, or CMA-ES. */
  @Command(name = "calibrate", mixinStandardHelpOptions = true,
      description = "Calibrate HGS or L-BFS weights (wn = 0) on the same games: the paper's grid 0..2 step 0.2, or CMA-ES.")
  static final class Calibrate extends GameOptions implements Callable<Integer> {
    @Option(names = "--method", defaultValue = "grid", description = "grid or cmaes (default ${DEFAULT-VALUE}).")
    String method;

    @Option(names = "--games", defaultValue = "30", description = "Games per weight vector (default ${DEFAULT-VALUE}).")
    int games;

    @Option(names = "--sample", description = "Grid: evaluate only this many vectors, in a seeded random order (default: all 14,641).")
    Integer sample;

    @Option(names = "--evaluations", defaultValue = "200", description = "CMA-ES: weight vectors to evaluate (default ${DEFAULT-VALUE}).")
    int evaluations;

    @Option(names = "--top", defaultValue = "10", description = "Rows of the ranking to print (default ${DEFAULT-VALUE}).")
    int top;

    @Option(names = "--csv", description = "Also write every evaluated vector to this CSV file.")
    java.nio.file.Path csv;

    @Override
    public Integer call() throws java.io.IOException {
      AgentSpec a = agentSpec();
      if (top < 1) {
        throw new IllegalArgumentException("--top must be at least 1, was " + top);
      }
      Calibration.Setup setup = new Calibration.Setup(a, new Match3(size, gems), target, games, seed, threadCount());
      Table t;
      switch (method.toLowerCase(Locale.ROOT)) {
        case "grid":
          List<Weights> grid = Calibration.paperGrid();
          t = Calibration.evaluate(setup, sample == null ? grid : Calibration.sample(grid, sample, seed));
          break;
        case "cmaes":
          t = Calibration.cmaes(setup, evaluations);
          break;
        default:
          throw new IllegalArgumentException("--method must be grid or cmaes, was '" + method + "'");
      }
      if (csv != null) {
        t.write().csv(csv.toFile());
      }
      Table best = Calibration.top(t, top);
      if (json) {
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("agent", a.kind().name().toLowerCase(Locale.ROOT));
        out.put("method", method);
        out.put("vectors", t.rowCount());
        out.put("games_per_vector", games);
        out.put("seed", seed);
        List<Map<String, Object>> rows = new ArrayList<>();
        for (int i = 0; i < best.rowCount(); i++) {
          Map<String, Object> m = new LinkedHashMap<>();
          m.put("weights", new double[] {best.doubleColumn("ws").get(i), best.doubleColumn("wp").get(i),
              best.doubleColumn("wn").get(i), best.doubleColumn("wd").get(i), best.doubleColumn("wt").get(i)});
          m.put("cost", best.doubleColumn("cost").get(i));
          m.put("mean_swaps", best.doubleColumn("meanSwaps").get(i));
          m.put("game_overs", best.intColumn("gameOvers").get(i));
          rows.add(m);
        }
        out.put("top", rows);
        System.out.println(Json.write(out));
      } else {
        System.out.printf(Locale.ROOT, "%s calibration of %s: %d vectors x %d games (seed %d)%n", method,
            a.kind(), t.rowCount(), games, seed);
        System.out.println(best.selectColumns("ws", "wp", "wn", "wd", "wt", "cost", "meanSwaps", "gameOvers")
            .printAll());
      }
      return 0;
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
      Match3Game.Trace t = Match3Game.trace(new Match3(size, gems), agentSpec(), target, seed, game);
      if (json) {
        System.out.println(Json.write(t));
      } else {
        System.out.println("initial " + t.initialBoard());
        int i = 1;
        for (Match3Game.Step st : t.steps()) {
          System.out.printf(Locale.ROOT, "%3d %-12s +%-3d %4d  %s%n", i++, st.move(), st.points(), st.score(), st.boardAfter());
        }
        GameResult r = t.result();
        System.out.println(r.reached() ? "reached " + r.score() + " in " + r.swaps() + " swaps"
            : "game over at " + r.score() + " after " + r.swaps() + " swaps");
      }
      return 0;
    }
  }
}
