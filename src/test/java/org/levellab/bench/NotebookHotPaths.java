package org.levellab.bench;

import java.util.List;
import org.levellab.core.RandomStreams;
import org.levellab.search.Budget;
import org.levellab.tripeaks.Level;
import org.levellab.tripeaks.TriPeaksState;
import org.levellab.tripeaks.design.tune.DesignSpace;
import org.levellab.tripeaks.design.tune.LevelSequence;
import org.levellab.tripeaks.design.tune.Playtest;
import org.levellab.tripeaks.design.tune.TuneTarget;
import org.levellab.tripeaks.design.tune.Tuner;
import org.levellab.tripeaks.solve.ExactSolver;
import org.levellab.tripeaks.solve.SolverResult;
import org.levellab.tripeaks.study.LevelRanking;

/**
 * The two notebook workloads this package's benchmarks cut down, as plain mains to profile with JFR:
 *
 * <pre>
 * rank [agents,comma,separated] [designs] [games] [threads]   notebook 06's LevelRanking.play
 * solves [designs] [games]                                      the clairvoyant's solves, per design
 * curve [levels] [players] [candidates] [threads]               notebook 07's difficulty curve
 * </pre>
 */
public final class NotebookHotPaths {
  private NotebookHotPaths() {}

  /** Notebook 06's standard-mode ladder of rankers. */
  static final List<String> RANKERS = List.of("player", "greedy", "ismcts:iterations=200", "pimc:k=8", "exact");

  public static void main(String[] args) {
    String what = args.length > 0 ? args[0] : "rank";
    long t0 = System.nanoTime();
    switch (what) {
      case "rank" -> {
        List<String> agents = args.length > 1 ? List.of(args[1].split(",")) : RANKERS;
        int designs = args.length > 2 ? Integer.parseInt(args[2]) : 50;
        int games = args.length > 3 ? Integer.parseInt(args[3]) : 32;
        int threads = args.length > 4 ? Integer.parseInt(args[4]) : 1;
        LevelRanking.Played p = LevelRanking.play(LevelRanking.designs(designs, 2026), agents, games, 2026,
            threads, null);
        System.out.println(p.winRates().print(200));
      }
      case "solves" -> {
        // solves [design,design,...|hold] [games] [first game]
        String which = args.length > 1 ? args[1] : "hold";
        int games = args.length > 2 ? Integer.parseInt(args[2]) : 32;
        int first = args.length > 3 ? Integer.parseInt(args[3]) : 0;
        ExactSolver solver = ExactSolver.builder().minimizeDraws(false).budget(Budget.nodes(50_000_000L)).build();
        List<LevelRanking.Design> all = LevelRanking.designs(50, 2026);
        List<LevelRanking.Design> chosen = which.equals("hold")
            ? all.stream().filter(d -> d.level().holdSlot()).toList()
            : java.util.Arrays.stream(which.split(",")).map(x -> all.get(Integer.parseInt(x))).toList();
        for (LevelRanking.Design d : chosen) {
          long seed = RandomStreams.derive(2026, "design " + d.index());
          long nodes = 0;
          int won = 0;
          long s0 = System.nanoTime();
          StringBuilder per = new StringBuilder();
          for (int i = first; i < first + games; i++) {
            TriPeaksState s = d.level().newInitialState(RandomStreams.taskSeed(seed, i));
            SolverResult r = solver.solve(d.level(), s.deal());
            nodes += r.nodes();
            won += r.winnable() == org.levellab.search.Verdict.TRUE ? 1 : 0;
            per.append(String.format(" %s%d", r.winnable().toString().charAt(0), r.nodes() / 1000));
          }
          System.out.printf("%2d %-45s won %2d nodes %,13d %8.0f ms |%s%n", d.index(), d.name(), won, nodes,
              (System.nanoTime() - s0) / 1e6, per);
        }
      }
      case "curve" -> {
        int levels = args.length > 1 ? Integer.parseInt(args[1]) : 30;
        int players = args.length > 2 ? Integer.parseInt(args[2]) : 2400;
        int candidates = args.length > 3 ? Integer.parseInt(args[3]) : 200;
        int threads = args.length > 4 ? Integer.parseInt(args[4]) : 1;
        long seed = 7;
        var design24 = org.levellab.tripeaks.Layout.load(
            org.levellab.tripeaks.design.LevelConfigs.folder().resolve("layouts/design24.layout"));
        Playtest player = new Playtest("player", threads);
        List<TuneTarget> curve = LevelSequence.fallingCurve(levels, 0.9, 0.5, 5, 0.1);
        DesignSpace space24 = new DesignSpace(design24, design24.name(), 0.5, 1000, seed);
        List<Tuner.Result> seq = LevelSequence.tune(curve, seed,
            (t, s) -> new Tuner(space24, t, player).players(players).maxCandidates(candidates).seed(s), i -> { });
        System.out.println(LevelSequence.table(seq).print(100));
        System.out.println("candidates " + seq.stream().mapToInt(r -> r.candidates().size()).sum());
      }
      default -> throw new IllegalArgumentException("rank, solves or curve, got " + what);
    }
    System.out.printf("%s: %.1f s%n", what, (System.nanoTime() - t0) / 1e9);
  }
}
