package org.levellab.tripeaks.design.tune;

import org.levellab.tripeaks.design.LevelConfig;

/** Test access to the tuner's package-private summary of a candidate, for the benchmarks in org.levellab.bench. */
public final class TuneAccess {
  private TuneAccess() {}

  /** {@link Playtest#summarize}: win rate, mean longest chain and mean stock use. */
  public static double[] summarize(Playtest playtest, LevelConfig config, int players, long seed) {
    Playtest.Summary s = playtest.summarize(config, players, seed);
    return new double[] {s.win().value(), s.chain(), s.stock()};
  }
}
