package org.levellab.tripeaks.design.tune;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.apache.commons.math3.distribution.NormalDistribution;
import org.apache.commons.math3.optim.InitialGuess;
import org.apache.commons.math3.optim.MaxEval;
import org.apache.commons.math3.optim.MaxIter;
import org.apache.commons.math3.optim.SimpleBounds;
import org.apache.commons.math3.optim.nonlinear.scalar.GoalType;
import org.apache.commons.math3.optim.nonlinear.scalar.ObjectiveFunction;
import org.apache.commons.math3.optim.nonlinear.scalar.noderiv.CMAESOptimizer;
import org.apache.commons.math3.random.Well19937c;
import org.apache.commons.math3.exception.TooManyEvaluationsException;
import org.levellab.core.Estimate;
import org.levellab.core.Progress;
import org.levellab.core.ProgressListener;
import org.levellab.core.RandomStreams;
import org.levellab.tripeaks.design.LevelConfig;
import org.levellab.tripeaks.design.RunSettings;
import tech.tablesaw.api.BooleanColumn;
import tech.tablesaw.api.DoubleColumn;
import tech.tablesaw.api.IntColumn;
import tech.tablesaw.api.StringColumn;
import tech.tablesaw.api.Table;

/**
 * Tunes a TriPeaks level to a target: CMA-ES (commons-math3) searches the generator's parameters
 * ({@link DesignSpace}), each candidate played by the same {@code players} seeded players (common
 * random numbers: a candidate is better than another because of the level, not because it met
 * luckier players). The search stops when a candidate meets the target on the tuning seeds (win
 * rate within half the tolerance, chain and stock means inside their ranges) or after {@code
 * maxCandidates} distinct configurations. A candidate that meets the target on the tuning seeds is
 * measured again on confirmation seeds, and the search stops only when the two pooled still meet it
 * (a lucky hit on one set of players does not end the search).
 *
 * <p>The best candidate on the tuning seeds is the best of many noisy measurements, so its tuning
 * value is biased toward the target (the winner's curse). It is therefore measured again on fresh
 * seeds ({@code RandomStreams.derive(seed, "fresh")}, as many players), and that unbiased value,
 * with its interval, is what the result reports as reached. {@link Result#promise()} is the
 * interval a further run of the written configuration with its [run] players and any seed should
 * land in (95% prediction interval of a new win rate given the fresh one).
 *
 * <pre>{@code
 * Tuner.Result r = new Tuner(space, TuneTarget.parse("win=0.6"), new Playtest("player", 2))
 *     .players(2400).seed(1).run("level-1");
 * r.config();  r.tuning().win();  r.fresh().win();  r.reached();
 * }</pre>
 */
public final class Tuner {
  private final DesignSpace space;
  private final TuneTarget target;
  private final Playtest playtest;
  private int players = 2400;
  private long seed = 1;
  private double tolerance = 0.02;
  private int maxCandidates = 200;
  private ProgressListener progress;

  public Tuner(DesignSpace space, TuneTarget target, Playtest playtest) {
    this.space = Objects.requireNonNull(space, "space");
    this.target = Objects.requireNonNull(target, "target");
    this.playtest = Objects.requireNonNull(playtest, "playtest");
  }

  /** Players per candidate (and for the fresh measurement); default 2400, about ±0.02 at a 60% win rate. */
  public Tuner players(int n) {
    if (n < 2) {
      throw new IllegalArgumentException("players: must be at least 2, was " + n);
    }
    players = n;
    return this;
  }

  public Tuner seed(long s) {
    seed = s;
    return this;
  }

  /** Win-rate tolerance of the fresh measurement that counts as reached (default 0.02). */
  public Tuner tolerance(double t) {
    if (!(t > 0 && t < 1)) {
      throw new IllegalArgumentException("tolerance: must be in (0, 1), was " + t);
    }
    tolerance = t;
    return this;
  }

  /** Most distinct configurations measured (default 200). */
  public Tuner maxCandidates(int n) {
    if (n < 1) {
      throw new IllegalArgumentException("max candidates: must be at least 1, was " + n);
    }
    maxCandidates = n;
    return this;
  }

  public Tuner progress(ProgressListener p) {
    progress = p;
    return this;
  }

  /** The seed of the fresh measurement of a run seeded {@code seed}. */
  public static long freshSeed(long seed) {
    return smallSeed(seed, "fresh");
  }

  /** The seed on which a candidate that met the target on the tuning seeds is measured again. */
  public static long confirmSeed(long seed) {
    return smallSeed(seed, "confirm");
  }

  /**
   * A derived seed below 2^31: the fresh seed is written in the configuration's [run] table, and
   * jackson-dataformat-toml misreads some 19-digit integers (-3909698409923241579 comes back as
   * -9923241579), so written seeds stay short.
   */
  private static long smallSeed(long seed, String label) {
    return RandomStreams.derive(seed, label) >>> 33;
  }

  /**
   * One configuration measured on the tuning seeds, and on the confirmation seeds when it met the
   * target on the tuning seeds (else null); its loss is that of the two pooled when confirmed, and
   * {@code met} says whether the pool meets the target.
   *
   * <p>The search compares candidates by their win rate and means alone; a candidate's {@link
   * #measure()} and {@link #confirm()}, with the means' bootstrap intervals, are worked out when first
   * asked for, by playing the same seeded players again (the same games, so the same measure as one
   * taken during the search).
   */
  public static final class Candidate {
    private final int index;
    private final LevelConfig config;
    private final double[] point;
    private final Playtest.Summary summary;
    private final Playtest.Summary confirmSummary;
    private final double loss;
    private final boolean met;
    private final Playtest playtest;
    private final int players;
    private final long seed;
    private Playtest.Measure measure;
    private Playtest.Measure confirm;

    Candidate(int index, LevelConfig config, double[] point, Playtest.Summary summary,
        Playtest.Summary confirmSummary, double loss, boolean met, Playtest playtest, int players, long seed) {
      this.index = index;
      this.config = config;
      this.point = point;
      this.summary = summary;
      this.confirmSummary = confirmSummary;
      this.loss = loss;
      this.met = met;
      this.playtest = playtest;
      this.players = players;
      this.seed = seed;
    }

    public int index() {
      return index;
    }

    public LevelConfig config() {
      return config;
    }

    public double[] point() {
      return point;
    }

    /** The measure on the tuning seeds. */
    public synchronized Playtest.Measure measure() {
      if (measure == null) {
        measure = playtest.measure(config, players, seed);
      }
      return measure;
    }

    /** The measure on the confirmation seeds, or null when the candidate did not meet the target. */
    public synchronized Playtest.Measure confirm() {
      if (confirm == null && confirmSummary != null) {
        confirm = playtest.measure(config, players, confirmSeed(seed));
      }
      return confirm;
    }

    public double loss() {
      return loss;
    }

    public boolean met() {
      return met;
    }

    /** The win rate and means on the tuning seeds (those of {@link #measure()}), without replaying. */
    Playtest.Summary summary() {
      return summary;
    }

    @Override
    public String toString() {
      return "Candidate[index=" + index + ", config=" + config + ", win=" + summary.win().value() + ", chain="
          + summary.chain() + ", stock=" + summary.stock() + ", loss=" + loss + ", met=" + met + "]";
    }
  }

  /**
   * A tuning: the chosen configuration (its [run] is the fresh measurement's players and seed, so
   * {@code tripeaks simulate} on it reproduces {@code fresh}), its measurement on the tuning seeds
   * and on fresh seeds, and whether the target was reached.
   *
   * @param metOnTuningSeeds the search stopped on a candidate that met the target on the tuning and
   *     confirmation seeds pooled (false: the budget ran out first)
   * @param reached the fresh win rate within the tolerance of the target and the fresh chain and
   *     stock means inside their ranges
   * @param statement one sentence: reached, or not and why (what came closest)
   * @param candidates every configuration measured, in order
   */
  public record Result(TuneTarget target, String agent, LevelConfig config, Playtest.Measure tuning,
      Playtest.Measure fresh, Estimate promise, double tolerance, boolean reached, boolean metOnTuningSeeds,
      String statement, List<Candidate> candidates, double millis) {
    /** The winner's curse: tuning-seed win rate minus fresh win rate. */
    public double winnersCurse() {
      return tuning.win().value() - fresh.win().value();
    }

    /** One row per candidate: index, groups, stock, stock match, walls, hold, win, chain, stock used, loss. */
    public Table candidatesTable() {
      Table t = Table.create("candidates", IntColumn.create("candidate"), StringColumn.create("groups"),
          IntColumn.create("stock"), DoubleColumn.create("stock match"), IntColumn.create("walls"),
          BooleanColumn.create("hold slot"), DoubleColumn.create("win"), DoubleColumn.create("longest chain"),
          DoubleColumn.create("stock used"), DoubleColumn.create("loss"));
      for (Candidate c : candidates) {
        t.intColumn("candidate").append(c.index());
        t.stringColumn("groups").append(c.config().generator().groups().toString());
        t.intColumn("stock").append(c.config().level().stock());
        t.doubleColumn("stock match").append(c.config().generator().stockMatch());
        t.intColumn("walls").append(c.config().level().walls().size());
        t.booleanColumn("hold slot").append(c.config().level().holdSlot());
        t.doubleColumn("win").append(c.summary().win().value());
        t.doubleColumn("longest chain").append(c.summary().chain());
        t.doubleColumn("stock used").append(c.summary().stock());
        t.doubleColumn("loss").append(c.loss());
      }
      return t;
    }
  }

  /** Stops the optimizer once a candidate meets the target. */
  private static final class Met extends RuntimeException {
    Met() {
      super(null, null, false, false);
    }
  }

  /**
   * The search stages: the free coordinates of {@link DesignSpace} in each, and the share of the
   * candidate budget each may spend. First groups, stock matching and stock size (a smooth
   * landscape: walls and the hold slot make jumps), then the stock matching probability alone (the
   * one continuous knob: a fine polish), then every coordinate, walls and hold slot included, and a
   * polish again; each stage starts from the best point so far.
   */
  private static final int[][] STAGES = {{0, 1, 2, 3, 4}, {3}, {0, 1, 2, 3, 4, 5, 6}, {3}};
  private static final double[] STAGE_SHARE = {0.4, 0.1, 0.4, 0.1};

  /** Ends a stage whose share of the budget is spent. */
  private static final class StageDone extends RuntimeException {
    StageDone() {
      super(null, null, false, false);
    }
  }

  /** Tunes; the chosen configuration is named {@code name}. */
  public Result run(String name) {
    long t0 = System.nanoTime();
    RunSettings tuningRun = new RunSettings(players, seed);
    playtest.check(space.decode(DesignSpace.centre(), name, tuningRun));
    Map<LevelConfig, Candidate> cache = new LinkedHashMap<>();
    List<Candidate> order = new ArrayList<>();
    ProgressListener bar = progress != null ? progress : Progress.newDefault();
    bar.start("tune " + name, maxCandidates);
    try {
      double[] start = DesignSpace.centre();
      for (int stage = 0; stage < STAGES.length; stage++) {
        int[] free = STAGES[stage];
        double[] base = start.clone();
        int stageEnd = stage == STAGES.length - 1 ? maxCandidates
            : Math.min(maxCandidates, cache.size() + Math.max(1, (int) Math.round(STAGE_SHARE[stage] * maxCandidates)));
        ObjectiveFunction f = new ObjectiveFunction(y -> {
          if (cache.size() >= stageEnd) {
            throw new StageDone();
          }
          return evaluate(expand(base, free, y), name, tuningRun, cache, order, bar);
        });
        double[] lo = new double[free.length];
        double[] hi = new double[free.length];
        double[] sigma = new double[free.length];
        java.util.Arrays.fill(hi, 1);
        java.util.Arrays.fill(sigma, 0.25);
        double[] guess = new double[free.length];
        for (int i = 0; i < free.length; i++) {
          guess[i] = base[free[i]];
        }
        CMAESOptimizer cma = new CMAESOptimizer(10_000, Double.NEGATIVE_INFINITY, true, 0, 0,
            new Well19937c(RandomStreams.derive(seed, "tune cma-es " + stage)), false, null);
        try {
          cma.optimize(new MaxEval(Integer.MAX_VALUE), new MaxIter(10_000), f, GoalType.MINIMIZE,
              new InitialGuess(guess), new SimpleBounds(lo, hi), new CMAESOptimizer.Sigma(sigma),
              new CMAESOptimizer.PopulationSize(8));
        } catch (TooManyEvaluationsException | StageDone e) {
          // the stage's limit: on to the next stage
        }
        start = best(order).point();
      }
    } catch (Met stop) {
      // a candidate met the target, or the budget is spent
    } finally {
      bar.finish(cache.size(), maxCandidates);
    }
    Candidate best = best(order);
    long fresh = freshSeed(seed);
    LevelConfig chosen = new LevelConfig(name, best.config().level(), best.config().generator(),
        best.config().player(), new RunSettings(players, fresh));
    Playtest.Measure freshMeasure = playtest.measure(chosen, players, fresh);
    boolean reached = meets(freshMeasure, tolerance);
    return new Result(target, playtest.agent(), chosen, best.measure(), freshMeasure,
        promise(freshMeasure.win(), players), tolerance, reached, best.met(),
        statement(reached, freshMeasure), List.copyOf(order), (System.nanoTime() - t0) / 1e6);
  }

  private static double[] expand(double[] base, int[] free, double[] y) {
    double[] x = base.clone();
    for (int i = 0; i < free.length; i++) {
      x[free[i]] = y[i];
    }
    return x;
  }

  private static Candidate best(List<Candidate> order) {
    Candidate best = order.get(0);
    for (Candidate c : order) {
      if (c.loss() < best.loss()) {
        best = c;
      }
    }
    return best;
  }

  /** Measures the configuration at {@code x} (once per distinct configuration); throws {@link Met} to stop. */
  private double evaluate(double[] x, String name, RunSettings tuningRun, Map<LevelConfig, Candidate> cache,
      List<Candidate> order, ProgressListener bar) {
    LevelConfig c = space.decode(x, name, tuningRun);
    Candidate known = cache.get(c);
    if (known != null) {
      return known.loss();
    }
    if (cache.size() >= maxCandidates) {
      throw new Met(); // the budget is spent: stop with what was measured
    }
    Playtest.Summary m = playtest.summarize(c, players, seed);
    Playtest.Summary confirm = null;
    double loss = m.loss(target);
    boolean met = false;
    if (meets(m.win().value(), m.chain(), m.stock(), tolerance / 2)) {
      // A hit on the tuning seeds may be luck: measure it again on other players, judge the pool.
      confirm = playtest.summarize(c, players, confirmSeed(seed));
      double w = (m.win().value() + confirm.win().value()) / 2;
      double ch = (m.chain() + confirm.chain()) / 2;
      double st = (m.stock() + confirm.stock()) / 2;
      loss = target.loss(w, ch, st);
      met = meets(w, ch, st, tolerance / 2);
    }
    Candidate cand = new Candidate(cache.size(), c, x.clone(), m, confirm, loss, met, playtest, players, seed);
    cache.put(c, cand);
    order.add(cand);
    bar.advance(cache.size(), maxCandidates);
    if (met) {
      throw new Met();
    }
    return loss;
  }

  private boolean meets(Playtest.Measure m, double winTolerance) {
    return meets(m.win().value(), m.chain().value(), m.stock().value(), winTolerance);
  }

  private boolean meets(double win, double chain, double stock, double winTolerance) {
    return Math.abs(win - target.win()) <= winTolerance
        && (target.chain() == null || target.chain().distance(chain) == 0)
        && (target.stock() == null || target.stock().distance(stock) == 0);
  }

  /**
   * The 95% interval in which the win rate of a new run of {@code nextPlayers} players should land,
   * given a measured one: {@code p ± z sqrt(p (1 - p) (1/n + 1/m))}, clipped to [0, 1].
   */
  public static Estimate promise(Estimate measured, int nextPlayers) {
    double p = measured.value();
    double z = new NormalDistribution().inverseCumulativeProbability(0.975);
    double half = z * Math.sqrt(p * (1 - p) * (1.0 / measured.n() + 1.0 / nextPlayers));
    return new Estimate(p, Math.max(0, p - half), Math.min(1, p + half), measured.n(), 0.95);
  }

  private String statement(boolean reached, Playtest.Measure m) {
    String got = String.format("win %.3f [%.3f, %.3f], longest chain %.2f, stock used %.2f on fresh seeds",
        m.win().value(), m.win().lower(), m.win().upper(), m.chain().value(), m.stock().value());
    if (reached) {
      return "target " + target + " reached: " + got;
    }
    String why = target.unreachableBecause(space.boardCards(), space.maxStock());
    return "TARGET NOT REACHED: " + target + (why != null ? " (" + why + ")" : "")
        + "; the closest level found gives " + got;
  }
}
