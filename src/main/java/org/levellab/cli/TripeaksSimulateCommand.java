package org.levellab.cli;

import com.fasterxml.jackson.annotation.JsonUnwrapped;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.Callable;
import org.levellab.core.Estimate;
import org.levellab.tripeaks.design.LevelConfig;
import org.levellab.tripeaks.design.LevelTheory;
import org.levellab.tripeaks.study.ExperimentResult;
import org.levellab.tripeaks.study.TriPeaksExperiment;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code levellab tripeaks simulate}: the article's Monte Carlo players on a level configuration,
 * summarised with 95% intervals next to the theory.
 */
@Command(name = "simulate", mixinStandardHelpOptions = true,
    description = {"Simulate players on a TriPeaks level configuration (the article's player model).",
        "--players and --seed default to the configuration's [run] table."})
public final class TripeaksSimulateCommand implements Callable<Integer> {
  @Option(names = "--config", required = true, paramLabel = "FILE",
      description = "Level design configuration (datasets/tripeaks/*.toml).")
  Path config;

  @Option(names = "--players", paramLabel = "N", description = "Number of players (default: the configuration's).")
  Integer players;

  @Option(names = "--out", paramLabel = "FILE",
      description = "Write the per-player table to this CSV file (- for the standard output).")
  Path out;

  @Option(names = "--overwrite", description = "Replace --out if it exists.")
  boolean overwrite;

  @Mixin SeedOption seed;
  @Mixin ThreadsOption threads;
  @Mixin JsonOption json;

  /** What the command prints as JSON: the run's overview, and where the per-player table went. */
  record Simulation(@JsonUnwrapped ExperimentResult.Overview result, String csv) {}

  @Override
  public Integer call() {
    try (OutputFile table = OutputFile.open(out, "--out", overwrite, OutputFile.input("--config", config))) {
      return simulate(table);
    }
  }

  private int simulate(OutputFile table) {
    LevelConfig c = LevelConfig.load(config);
    TriPeaksExperiment e = TriPeaksExperiment.of(c).seed(seed.seedOr(c.run().seed())).threads(threads.threads());
    if (players != null) {
      try {
        e.players(players);
      } catch (IllegalArgumentException ex) {
        // The engine names its parameter first ("players: must be ..."): the option has that name.
        throw new IllegalArgumentException("--" + ex.getMessage(), ex);
      }
    }
    ExperimentResult.Overview o;
    if (table.asked()) {
      // the per-player table holds a row per player until it is written whole, at the end
      HeldRows.check("--players", e.playerCount(), 1, 256, "every player's row for --out");
      ExperimentResult r = e.run();
      table.writeTable(r.players());
      o = r.overview();
    } else {
      o = e.stream(pl -> { });
    }
    String written = table.written() ? table.toString() : null;
    json.print(OutputFile.summaryStream(table), new Simulation(o, written), text(c, o, written));
    OutputFile.finish(table);
    return 0;
  }

  private static String text(LevelConfig c, ExperimentResult.Overview o, String out) {
    LevelTheory.Report th = o.theory();
    StringBuilder s = new StringBuilder();
    s.append(c).append('\n');
    s.append(String.format("%d players, seed %d%n", o.players(), o.seed()));
    for (Map.Entry<String, Estimate> en : o.summary().entrySet()) {
      Estimate v = en.getValue();
      s.append(String.format("  %-30s %8.3f   95%% [%.3f, %.3f]%n", en.getKey(), v.value(), v.lower(), v.upper()));
    }
    s.append(String.format("theory: stockpile %.2f to %.2f, consecutive matches %.2f, consecutiveness %.2f,"
        + " hold slot uses %.2f%n", th.minStockpile(), th.maxStockpile(), th.expectedConsecutiveMatches(),
        th.configuredConsecutiveness(), th.holdSlotUses()));
    if (out != null) {
      s.append("per-player table written to ").append(out).append('\n');
    }
    return s.toString().stripTrailing();
  }
}
