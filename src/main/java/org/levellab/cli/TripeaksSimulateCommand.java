package org.levellab.cli;

import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.Callable;
import org.levellab.core.Estimate;
import org.levellab.tripeaks.study.ExperimentResult;
import org.levellab.tripeaks.design.LevelConfig;
import org.levellab.tripeaks.design.LevelTheory;
import org.levellab.tripeaks.study.TriPeaksExperiment;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code levellab tripeaks simulate}: the article's Monte Carlo players on a level configuration,
 * summarised with 95% intervals next to the theory.
 */
@Command(name = "simulate", mixinStandardHelpOptions = true,
    description = "Simulate players on a TriPeaks level configuration (the article's player model).")
public final class TripeaksSimulateCommand implements Callable<Integer> {
  @Option(names = "--config", required = true, description = "Level configuration file (datasets/tripeaks/*.conf).")
  Path config;

  @Option(names = "--players", description = "Number of players (default: the config's, 1000).")
  Integer players;

  @Option(names = "--seed", description = "Seed (default: the config's).")
  Long seed;

  @Option(names = "--threads", description = "Worker threads (default: all cores; results do not depend on it).")
  Integer threads;

  @Option(names = "--out", description = "Write the per-player table to this CSV file.")
  Path out;

  @Option(names = "--json", description = "Print JSON.")
  boolean json;

  @Override
  public Integer call() {
    LevelConfig c = LevelConfig.load(config);
    TriPeaksExperiment e = TriPeaksExperiment.of(c);
    if (players != null) {
      e.players(players);
    }
    if (seed != null) {
      e.seed(seed);
    }
    if (threads != null) {
      e.threads(threads);
    }
    ExperimentResult r = e.run();
    if (out != null) {
      try {
        r.players().write().csv(out.toFile());
      } catch (RuntimeException ex) {
        throw new IllegalArgumentException("cannot write " + out + ": " + ex.getMessage(), ex);
      }
    }
    if (json) {
      Map<String, Object> m = r.toMap();
      if (out != null) {
        m.put("csv", out.toString());
      }
      System.out.println(Json.write(m));
      return 0;
    }
    LevelTheory.Report th = r.theory();
    StringBuilder s = new StringBuilder();
    s.append(c).append('\n');
    s.append(String.format("%d players, seed %d%n", r.playerCount(), r.seed()));
    for (Map.Entry<String, Estimate> en : r.estimates().entrySet()) {
      Estimate v = en.getValue();
      s.append(String.format("  %-30s %8.3f   95%% [%.3f, %.3f]%n", en.getKey(), v.value(), v.lower(), v.upper()));
    }
    s.append(String.format("theory: stockpile %.2f to %.2f, consecutive matches %.2f, consecutiveness %.2f,"
        + " hold slot uses %.2f%n", th.minStockpile(), th.maxStockpile(), th.expectedConsecutiveMatches(),
        th.configuredConsecutiveness(), th.holdSlotUses()));
    if (out != null) {
      s.append("per-player table written to ").append(out).append('\n');
    }
    System.out.print(s);
    return 0;
  }
}
