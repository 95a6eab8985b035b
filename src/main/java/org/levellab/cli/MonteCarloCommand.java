package org.levellab.cli;

import java.util.SplittableRandom;
import java.util.concurrent.Callable;
import org.levellab.core.Estimate;
import org.levellab.core.MonteCarlo;
import org.levellab.core.Stats;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code levellab dice}: the runner's smoke test from the command line. Rolls two dice per trial
 * and estimates P(sum = 7) (exactly 1/6) with a Wilson interval.
 */
@Command(name = "dice", mixinStandardHelpOptions = true,
    description = "Monte Carlo smoke test: estimate P(two dice sum to 7) with a 95%% interval.")
public final class MonteCarloCommand implements Callable<Integer> {
  @Option(names = "--trials", defaultValue = "100000", paramLabel = "N",
      description = "Number of trials (default ${DEFAULT-VALUE}).")
  int trials;

  @Mixin SeedOption seed;
  @Mixin ThreadsOption threads;
  @Mixin JsonOption json;

  /** One trial of the dice experiment. */
  public record Roll(int trial, int first, int second, int sum, boolean seven) {
    static Roll of(int trial, SplittableRandom rng) {
      int a = rng.nextInt(1, 7);
      int b = rng.nextInt(1, 7);
      return new Roll(trial, a, b, a + b, a + b == 7);
    }
  }

  /**
   * The estimate.
   *
   * @param pSeven P(sum = 7) with its 95% Wilson interval
   * @param exact the true value, 1/6
   */
  public record DiceReport(int trials, long seed, Estimate pSeven, double exact) {}

  /**
   * The number of trials whose sum is 7: counted as the trials run, so the run holds no per-trial
   * row whatever its size, and the count is the same for a seed on any number of threads.
   */
  public static long sevens(int trials, long seed, int threads) {
    long[] count = MonteCarlo.trials(trials).seed(seed).threads(threads).label("dice")
        .reduce(Roll::of, () -> new long[1], (c, roll) -> c[0] += roll.seven() ? 1 : 0, (c, later) -> c[0] += later[0]);
    return count[0];
  }

  @Override
  public Integer call() {
    if (trials < 1) {
      throw new IllegalArgumentException("--trials must be at least 1, was " + trials);
    }
    Estimate p = Stats.proportion(sevens(trials, seed.seed(), threads.threads()), trials, 0.95);
    json.print(new DiceReport(trials, seed.seed(), p, 1.0 / 6), "P(sum = 7) = " + p + "   exact 1/6 = 0.1667");
    return 0;
  }
}
