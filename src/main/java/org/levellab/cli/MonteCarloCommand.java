package org.levellab.cli;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.Callable;
import org.levellab.core.Estimate;
import org.levellab.core.MonteCarlo;
import org.levellab.core.Stats;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import tech.tablesaw.api.Table;

/**
 * {@code levellab dice}: the runner's smoke test from the command line. Rolls two dice per trial
 * and estimates P(sum = 7) (exactly 1/6) with a Wilson interval.
 */
@Command(name = "dice", mixinStandardHelpOptions = true,
    description = "Monte Carlo smoke test: estimate P(two dice sum to 7) with a 95%% interval.")
public final class MonteCarloCommand implements Callable<Integer> {
  @Option(names = "--trials", defaultValue = "100000", description = "Number of trials (default ${DEFAULT-VALUE}).")
  int trials;

  @Option(names = "--seed", defaultValue = "1", description = "Seed (default ${DEFAULT-VALUE}).")
  long seed;

  @Option(names = "--threads", description = "Worker threads (default: all cores).")
  Integer threads;

  @Option(names = "--json", description = "Print JSON.")
  boolean json;

  /** One trial of the dice experiment. */
  public record Roll(int trial, int first, int second, int sum, boolean seven) {
    static Roll of(int trial, SplittableRandom rng) {
      int a = rng.nextInt(1, 7);
      int b = rng.nextInt(1, 7);
      return new Roll(trial, a, b, a + b, a + b == 7);
    }
  }

  @Override
  public Integer call() {
    MonteCarlo mc = MonteCarlo.trials(trials).seed(seed).label("dice");
    if (threads != null) {
      mc.threads(threads);
    }
    Table t = mc.run(Roll::of);
    Estimate p = Stats.proportion(t, "seven", 0.95);
    Map<String, Object> out = new LinkedHashMap<>();
    out.put("trials", trials);
    out.put("seed", seed);
    out.put("p_seven", p.value());
    out.put("ci95", new double[] {p.lower(), p.upper()});
    out.put("exact", 1.0 / 6);
    System.out.println(json ? Json.write(out) : "P(sum = 7) = " + p + "   exact 1/6 = 0.1667");
    return 0;
  }
}
