package org.levellab.bench;

import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.levellab.bench.baseline.BaselineGeneratorDealer;
import org.levellab.bench.baseline.BaselinePlayerModel;
import org.levellab.bench.baseline.RunsBaselineExactSolver;
import org.levellab.core.MonteCarlo;
import org.levellab.core.ProgressListener;
import org.levellab.core.RandomStreams;
import org.levellab.core.Stats;
import org.levellab.search.Budget;
import org.levellab.search.Verdict;
import org.levellab.tripeaks.Deal;
import org.levellab.tripeaks.Layout;
import org.levellab.tripeaks.Level;
import org.levellab.tripeaks.TriPeaksState;
import org.levellab.tripeaks.agents.TriPeaksAgentsAccess;
import org.levellab.tripeaks.design.LevelConfig;
import org.levellab.tripeaks.design.LevelConfigs;
import org.levellab.tripeaks.design.RunSettings;
import org.levellab.tripeaks.design.tune.DesignSpace;
import org.levellab.tripeaks.design.tune.Playtest;
import org.levellab.tripeaks.design.tune.TuneAccess;
import org.levellab.tripeaks.study.LevelRanking;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * The two hot paths of notebooks 06 and 07, old and new code in the same run (the old code frozen in
 * bench/baseline), one thread:
 * <ul>
 *   <li>{@code clairvoyantHoldOld} / {@code clairvoyantHoldNew}: the clairvoyant agent's whole-deal
 *       solves (first solution, 50 million node budget) of twelve deals of notebook 06's hold-slot
 *       designs (design:game pairs below, each 0.3 to 0.7 million nodes for the old solver, four of
 *       them lost), one operation for the twelve;
 *   <li>{@code candidateOld}: what the tuner paid per candidate before (2,400 players with the old
 *       generator, dealer and player model, then the win rate and both means with their bootstrap
 *       intervals); {@code candidateNew}: what it pays now (the new games, the win rate and the two
 *       means); {@code measureNew}: the new games with the full measure (the generator's gain alone).
 *       On notebook 07's design24 layout at the design space's centre and at a point with the hold
 *       slot and walls.
 * </ul>
 *
 * <pre>mvn -B -Pbench test-compile exec:exec@bench -Dbench.args="NotebookHotPathsBench -f 1 -wi 2 -i 3"</pre>
 */
public class NotebookHotPathsBench {
  /** Notebook 06's hold-slot designs and games: design index, game index. */
  static final int[][] HOLD_DEALS = {{2, 13}, {2, 25}, {8, 4}, {8, 11}, {13, 28}, {16, 17}, {20, 23}, {20, 1},
      {23, 19}, {26, 21}, {27, 14}, {31, 22}};

  @State(Scope.Benchmark)
  public static class Deals {
    Level[] levels;
    Deal[] deals;

    @Setup
    public void setUp() {
      List<LevelRanking.Design> designs = LevelRanking.designs(50, 2026);
      levels = new Level[HOLD_DEALS.length];
      deals = new Deal[HOLD_DEALS.length];
      for (int i = 0; i < HOLD_DEALS.length; i++) {
        LevelRanking.Design d = designs.get(HOLD_DEALS[i][0]);
        long seed = RandomStreams.derive(2026, "design " + d.index());
        levels[i] = d.level();
        deals[i] = d.level().newInitialState(RandomStreams.taskSeed(seed, HOLD_DEALS[i][1])).deal();
      }
    }
  }

  @Benchmark
  @BenchmarkMode(Mode.SingleShotTime)
  @OutputTimeUnit(TimeUnit.MILLISECONDS)
  public long clairvoyantHoldOld(Deals d) {
    RunsBaselineExactSolver solver = RunsBaselineExactSolver.builder().minimizeDraws(false)
        .budget(Budget.nodes(50_000_000L)).build();
    long won = 0;
    for (int i = 0; i < d.deals.length; i++) {
      won += solver.solve(d.levels[i], d.deals[i]).winnable() == Verdict.TRUE ? 1 : 0;
    }
    return won;
  }

  @Benchmark
  @BenchmarkMode(Mode.SingleShotTime)
  @OutputTimeUnit(TimeUnit.MILLISECONDS)
  public long clairvoyantHoldNew(Deals d) {
    TriPeaksAgentsAccess.Search search = TriPeaksAgentsAccess.holdSlotSearch();
    long won = 0;
    for (int i = 0; i < d.deals.length; i++) {
      won += search.solve(d.levels[i], d.deals[i], 50_000_000L) == Verdict.TRUE ? 1 : 0;
    }
    return won;
  }

  @State(Scope.Benchmark)
  public static class Candidates {
    /** centre: the design space's centre (no hold slot, no walls); hold: hold slot and walls on. */
    @Param({"centre", "hold"})
    String point;

    LevelConfig config;
    final Playtest playtest = new Playtest("player", 1);
    long seed = 7;

    @Setup
    public void setUp() {
      Layout design24 = Layout.load(LevelConfigs.folder().resolve("layouts/design24.layout"));
      DesignSpace space = new DesignSpace(design24, "design24", 0.5, 1000, 7);
      double[] x = DesignSpace.centre();
      if (point.equals("hold")) {
        x[5] = 0.5;
        x[6] = 1;
      }
      config = space.decode(x, "bench", new RunSettings(2400, 7));
    }
  }

  private static final int PLAYERS = 2400;

  /** Playtest.play as it was: the old dealer and player model. */
  private static int[] oldGame(LevelConfig config, Level level, SplittableRandom rng) {
    BaselineGeneratorDealer dealer = new BaselineGeneratorDealer(config.generator(), level, rng);
    TriPeaksState state = level.undealt();
    BaselinePlayerModel a = new BaselinePlayerModel(config.player());
    int limit = config.player().maxIterations();
    int moves = 0;
    dealer.settle(state, rng);
    while (!state.isTerminal() && moves < limit) {
      state.apply(a.act(state, rng));
      moves++;
      dealer.settle(state, rng);
    }
    return new int[] {state.isWon() ? 1 : 0, state.longestChain(), state.drawsUsed() + 1};
  }

  @Benchmark
  @BenchmarkMode(Mode.SampleTime)
  @OutputTimeUnit(TimeUnit.MILLISECONDS)
  public Playtest.Measure candidateOld(Candidates c) {
    LevelConfig config = c.config;
    Level level = config.game();
    List<int[]> games = MonteCarlo.trials(PLAYERS).seed(c.seed).threads(1).progress(ProgressListener.NONE)
        .collect((i, rng) -> oldGame(config, level, rng));
    int won = 0;
    double[] chain = new double[PLAYERS];
    double[] stock = new double[PLAYERS];
    for (int i = 0; i < PLAYERS; i++) {
      int[] g = games.get(i);
      won += g[0];
      chain[i] = g[1];
      stock[i] = g[2];
    }
    return new Playtest.Measure(Stats.proportion(won, PLAYERS, 0.95), Stats.mean(chain, 0.95),
        Stats.mean(stock, 0.95), PLAYERS, c.seed);
  }

  @Benchmark
  @BenchmarkMode(Mode.SampleTime)
  @OutputTimeUnit(TimeUnit.MILLISECONDS)
  public double[] candidateNew(Candidates c) {
    return TuneAccess.summarize(c.playtest, c.config, PLAYERS, c.seed);
  }

  @Benchmark
  @BenchmarkMode(Mode.SampleTime)
  @OutputTimeUnit(TimeUnit.MILLISECONDS)
  public Playtest.Measure measureNew(Candidates c) {
    return c.playtest.measure(c.config, PLAYERS, c.seed);
  }
}
