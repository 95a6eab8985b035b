package org.levellab.match3.study;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.SplittableRandom;
import org.apache.commons.math3.exception.TooManyEvaluationsException;
import org.apache.commons.math3.optim.InitialGuess;
import org.apache.commons.math3.optim.MaxEval;
import org.apache.commons.math3.optim.SimpleBounds;
import org.apache.commons.math3.optim.nonlinear.scalar.GoalType;
import org.apache.commons.math3.optim.nonlinear.scalar.ObjectiveFunction;
import org.apache.commons.math3.optim.nonlinear.scalar.noderiv.CMAESOptimizer;
import org.apache.commons.math3.random.MersenneTwister;
import org.levellab.core.Progress;
import org.levellab.core.ProgressListener;
import org.levellab.core.RandomStreams;
import org.levellab.core.MonteCarlo;
import org.levellab.core.Sweep;
import org.levellab.core.SweepDefinition;
import org.levellab.core.Tables;
import org.levellab.match3.GemGem;
import org.levellab.match3.Match3;
import org.levellab.match3.agents.Agent;
import org.levellab.match3.agents.AgentSpec;
import org.levellab.match3.agents.Weights;
import tech.tablesaw.api.Table;

/**
 * Weight calibration: the paper's grid (every weight 0 to 2 in steps of 0.2, with the Moves weight
 * wn fixed at 0: 11^4 = 14,641 vectors) and, beyond the paper, CMA-ES (commons-math3) over the same
 * box. Every weight vector is scored on the same games (game i of the seed, for i below {@code
 * games}), so vectors and methods are compared on common random numbers. The score of a vector is
 * the mean over its games of {@link GameResult#costToTarget(int)}: swaps to the target, extrapolated
 * for the rare game that ends in game over first. Lower is better.
 */
public final class Calibration {
  private Calibration() {}

  /**
   * One evaluated weight vector: its place in the evaluation order, the games played so far
   * including its own, its weights, its score (mean cost), mean swaps over games that reached the
   * target, game overs, and the best score seen so far in this order.
   */
  public record Point(int evaluation, long gamesPlayed, double ws, double wp, double wn, double wd,
      double wt, double cost, double meanSwaps, int gameOvers, double bestSoFar) {
    public Weights weights() {
      return new Weights(ws, wp, wn, wd, wt);
    }
  }

  /** The settings shared by grid and CMA-ES runs. */
  public record Setup(AgentSpec agent, Match3 game, int target, int games, long seed, int threads) {
    public Setup {
      Objects.requireNonNull(agent, "agent");
      Objects.requireNonNull(game, "game");
      if (agent.kind() != AgentSpec.Kind.HGS && agent.kind() != AgentSpec.Kind.LBFS) {
        throw new IllegalArgumentException("only HGS and L-BFS have weights to calibrate, not " + agent.kind());
      }
      GemGem.checkTarget(target);
      if (games < 1) {
        throw new IllegalArgumentException("number of games must be at least 1, was " + games);
      }
      if (threads < 1) {
        throw new IllegalArgumentException("thread count must be at least 1, was " + threads);
      }
    }

    /** The paper's setting (s = 6, g = 4, c = 250, 30 games) for an agent, seed 1, all cores. */
    public static Setup paper(AgentSpec agent) {
      return new Setup(agent, Match3.paper(), 250, 30, 1, Runtime.getRuntime().availableProcessors());
    }

    public Setup withGames(int n) {
      return new Setup(agent, game, target, n, seed, threads);
    }

    public Setup withSeed(long s) {
      return new Setup(agent, game, target, games, s, threads);
    }

    public Setup withThreads(int k) {
      return new Setup(agent, game, target, games, seed, k);
    }
  }

  /** 0, 0.2, ..., 2.0: the paper's grid values. */
  public static double[] paperValues() {
    double[] v = new double[11];
    for (int i = 0; i <= 10; i++) {
      v[i] = i / 5.0;
    }
    return v;
  }

  /** Every vector with ws, wp, wd, wt from {@code values} and wn = 0 (the paper's calibration grid). */
  public static List<Weights> grid(double[] values) {
    List<Weights> out = new ArrayList<>();
    for (double s : values) {
      for (double p : values) {
        for (double d : values) {
          for (double t : values) {
            out.add(new Weights(s, p, 0, d, t));
          }
        }
      }
    }
    return out;
  }

  /** The paper's full grid: 14,641 vectors. */
  public static List<Weights> paperGrid() {
    return grid(paperValues());
  }

  /** {@code k} vectors of the list in a seeded random order (all of them, shuffled, if k >= size). */
  public static List<Weights> sample(List<Weights> all, int k, long seed) {
    if (k < 1) {
      throw new IllegalArgumentException("sample size must be at least 1, was " + k);
    }
    List<Weights> copy = new ArrayList<>(all);
    SplittableRandom rng = RandomStreams.of(RandomStreams.derive(seed, "match3-grid-order"));
    for (int i = copy.size() - 1; i > 0; i--) {
      int j = rng.nextInt(i + 1);
      Weights t = copy.get(i);
      copy.set(i, copy.get(j));
      copy.set(j, t);
    }
    return List.copyOf(copy.subList(0, Math.min(k, copy.size())));
  }

  /** The score of one vector on the setup's games: {cost, meanSwaps, gameOvers}. */
  public static double[] score(Setup setup, Weights w) {
    Agent agent = setup.agent().withWeights(w).create();
    List<GameResult> rs = new ArrayList<>();
    for (int i = 0; i < setup.games(); i++) {
      rs.add(Match3Game.play(setup.game(), agent, setup.target(), setup.seed(), i));
    }
    return score(rs, setup.target());
  }

  /** {cost, meanSwaps, gameOvers} of a vector's games, in game order. */
  private static double[] score(List<GameResult> rs, int target) {
    double cost = 0;
    double swaps = 0;
    int reached = 0;
    for (GameResult r : rs) {
      cost += r.costToTarget(target);
      if (r.reached()) {
        swaps += r.swaps();
        reached++;
      }
    }
    return new double[] {cost / rs.size(), reached == 0 ? Double.NaN : swaps / reached, rs.size() - reached};
  }

  /**
   * Scores the vectors in the given order (the order fixes the best-so-far column). All vectors play
   * each game together ({@link SharedGames}: one look-ahead per distinct board, not per vector), games
   * in parallel; every number is the one {@link #score(Setup, Weights)} gives for the vector alone.
   */
  public static Table evaluate(Setup setup, List<Weights> vectors) {
    List<double[]> scores = scores(setup, vectors);
    List<VectorScore> rows = new ArrayList<>(scores.size());
    for (int i = 0; i < scores.size(); i++) {
      rows.add(VectorScore.of(vectors.get(i), scores.get(i)));
    }
    return table(setup, rows);
  }

  /** One weight vector's score on the setup's games: a row of {@link #gridSweep}. */
  public record VectorScore(double ws, double wp, double wn, double wd, double wt, double cost, double meanSwaps,
      int gameOvers) {
    Weights weights() {
      return new Weights(ws, wp, wn, wd, wt);
    }

    static VectorScore of(Weights w, double[] s) {
      return new VectorScore(w.score(), w.pairs(), w.moves(), w.depth(), w.touching(), s[0], s[1], (int) s[2]);
    }
  }

  /**
   * The evaluation of vectors as a sweep: one point per vector (its index in {@code vectors}), one
   * trial each that plays the setup's games (the same games for every vector). Any runner of it gives
   * the rows {@link #table} ranks. Consecutive vectors share their look-ahead in blocks.
   */
  public static Sweep<Integer, VectorScore> gridSweep(Setup setup, List<Weights> vectors) {
    return gridSweep(setup, vectors, GRID_BLOCK);
  }

  /**
   * Vectors per shared block in {@link #gridSweep}: 11^3, a slice of the paper's grid with its first
   * weight fixed. On 30 L-BFS games a vector costs about 75 ms in such a block against 175 ms alone
   * (and 40 ms when the whole grid is one block), and the grid still splits into 11 groups for the
   * cores or executors.
   */
  static final int GRID_BLOCK = 1331;

  /**
   * As {@link #gridSweep(Setup, List)}, with blocks of {@code block} consecutive vectors: the first
   * vector of a block that a runner reaches plays the block's games together ({@link SharedGames}, one
   * look-ahead per distinct board), and the block's other vectors take their rows from it. A row is
   * still a pure function of its vector (shared play gives each vector the numbers it gets alone), so
   * any runner, any partitioning and a retried task give the same rows; a runner that splits a block
   * only plays it twice.
   */
  static Sweep<Integer, VectorScore> gridSweep(Setup setup, List<Weights> vectors, int block) {
    Objects.requireNonNull(setup, "setup");
    if (block < 1) {
      throw new IllegalArgumentException("vectors per block must be at least 1, was " + block);
    }
    List<Weights> all = List.copyOf(vectors);
    String name = "match3 grid " + setup.agent().kind();
    List<Integer> indices = java.util.stream.IntStream.range(0, all.size()).boxed().toList();
    if (!org.levellab.match3.agents.SharedLookahead.supports(setup.agent()) || block == 1) {
      return Sweep.of(name, VectorScore.class, indices, 1, setup.seed(),
          (v, trial, rng) -> VectorScore.of(all.get(v), score(setup, all.get(v))));
    }
    SharedBlocks blocks = new SharedBlocks(setup, all, block);
    return Sweep.of(name, VectorScore.class, indices, 1, setup.seed(),
        (v, trial, rng) -> VectorScore.of(all.get(v), blocks.score(v))).grouped(block);
  }

  /**
   * The scores of blocks of consecutive vectors, each block played together on the setup's games,
   * kept for the few blocks in use (threads or Spark tasks work through the vectors in ranges).
   */
  private static final class SharedBlocks {
    private final Setup setup;
    private final List<Weights> vectors;
    private final int block;
    private final java.util.Map<Integer, java.util.concurrent.CompletableFuture<List<double[]>>> played =
        java.util.Collections.synchronizedMap(new java.util.LinkedHashMap<>(16, 0.75f, true) {
          @Override
          protected boolean removeEldestEntry(
              java.util.Map.Entry<Integer, java.util.concurrent.CompletableFuture<List<double[]>>> e) {
            return size() > 16;
          }
        });

    SharedBlocks(Setup setup, List<Weights> vectors, int block) {
      this.setup = setup;
      this.vectors = vectors;
      this.block = block;
    }

    double[] score(int v) {
      int b = v / block;
      var mine = new java.util.concurrent.CompletableFuture<List<double[]>>();
      var running = played.putIfAbsent(b, mine);
      if (running == null) {
        try {
          mine.complete(play(b));
        } catch (RuntimeException | Error e) {
          played.remove(b, mine);
          mine.completeExceptionally(e);
          throw e;
        }
        running = mine;
      }
      return running.join().get(v - b * block);
    }

    private List<double[]> play(int b) {
      List<Weights> members = vectors.subList(b * block, Math.min(vectors.size(), (b + 1) * block));
      Setup one = setup.withThreads(1);
      List<GameResult[]> perGame = new ArrayList<>();
      for (int i = 0; i < one.games(); i++) {
        perGame.add(SharedGames.play(one.game(), one.agent(), members, one.target(), one.seed(), i, false)
            .results());
      }
      List<double[]> out = new ArrayList<>(members.size());
      for (int m = 0; m < members.size(); m++) {
        List<GameResult> rs = new ArrayList<>(perGame.size());
        for (GameResult[] g : perGame) {
          rs.add(g[m]);
        }
        out.add(Calibration.score(rs, one.target()));
      }
      return out;
    }
  }

  /** The evaluation table of scored vectors, in evaluation order (as {@link #evaluate} gives it). */
  public static Table table(Setup setup, List<VectorScore> scores) {
    List<Point> points = new ArrayList<>();
    double best = Double.POSITIVE_INFINITY;
    for (int i = 0; i < scores.size(); i++) {
      VectorScore v = scores.get(i);
      double[] s = {v.cost(), v.meanSwaps(), v.gameOvers()};
      best = Math.min(best, s[0]);
      points.add(point(i, (long) (i + 1) * setup.games(), v.weights(), s, best));
    }
    return Tables.fromRecords("grid " + setup.agent().kind(), points);
  }

  /** {cost, meanSwaps, gameOvers} of every vector, in the vectors' order, from shared games. */
  private static List<double[]> scores(Setup setup, List<Weights> vectors) {
    if (!org.levellab.match3.agents.SharedLookahead.supports(setup.agent())) {
      return MonteCarlo.trials(vectors.size()).seed(setup.seed()).threads(setup.threads())
          .label("match3 grid " + setup.agent().label()).collect((i, rng) -> score(setup, vectors.get(i)));
    }
    MonteCarlo mc = MonteCarlo.trials(setup.games()).seed(setup.seed()).threads(setup.threads())
        .label("match3 grid " + setup.agent().kind() + " (" + vectors.size() + " vectors, games)");
    List<SharedGames.Played> perGame = mc.collect((i, rng) -> SharedGames.play(setup.game(),
        setup.agent(), vectors, setup.target(), setup.seed(), i, false));
    List<double[]> out = new ArrayList<>();
    for (int v = 0; v < vectors.size(); v++) {
      List<GameResult> rs = new ArrayList<>();
      for (SharedGames.Played p : perGame) {
        rs.add(p.results()[v]);
      }
      out.add(score(rs, setup.target()));
    }
    return out;
  }

  /**
   * A grid calibration as plain values, for runners in other JVMs (Spark executors).
   *
   * @param agent hgs or lbfs
   * @param uncertainty L-BFS's uncertainty limit U
   * @param sample vectors of the paper's grid to evaluate in a seeded random order, 0 for all of them
   */
  public record GridDefinition(String agent, double uncertainty, int size, int gems, int target, int games,
      int sample, long seed) implements SweepDefinition {
    public Setup setup() {
      AgentSpec a = AgentSpec.parse(agent, new Weights(1, 0, 0, 0, 0), uncertainty);
      return new Setup(a, new Match3(size, gems), target, games, seed, 1);
    }

    /** The vectors in evaluation order: the whole grid, or the seeded sample of it. */
    public List<Weights> vectors() {
      return sample == 0 ? paperGrid() : Calibration.sample(paperGrid(), sample, seed);
    }

    @Override
    public Sweep<Integer, VectorScore> sweep() {
      return gridSweep(setup(), vectors());
    }
  }

  private static Point point(int i, long games, Weights w, double[] s, double best) {
    return new Point(i, games, w.score(), w.pairs(), w.moves(), w.depth(), w.touching(), s[0], s[1],
        (int) s[2], best);
  }

  /**
   * CMA-ES over (ws, wp, wd, wt) in [0, 2]^4 with wn = 0, started at the box centre with step 0.5,
   * stopped after {@code maxEvaluations} weight vectors. Its own randomness comes from the seed.
   * Each vector's games run in parallel; the rows are in evaluation order.
   */
  public static Table cmaes(Setup setup, int maxEvaluations) {
    if (maxEvaluations < 1) {
      throw new IllegalArgumentException("evaluation budget must be at least 1, was " + maxEvaluations);
    }
    List<Point> points = new ArrayList<>();
    double[] best = {Double.POSITIVE_INFINITY};
    ProgressListener progress = Progress.newDefault();
    progress.start("match3 CMA-ES " + setup.agent().kind(), maxEvaluations);
    ObjectiveFunction f = new ObjectiveFunction(x -> {
      Weights w = new Weights(x[0], x[1], 0, x[2], x[3]);
      double[] s = scoreParallel(setup, w);
      best[0] = Math.min(best[0], s[0]);
      points.add(point(points.size(), (long) (points.size() + 1) * setup.games(), w, s, best[0]));
      progress.advance(points.size(), maxEvaluations);
      return s[0];
    });
    CMAESOptimizer opt = new CMAESOptimizer(100_000, 0, true, 0, 0,
        new MersenneTwister(RandomStreams.derive(setup.seed(), "match3-cmaes")), false, null);
    try {
      opt.optimize(new MaxEval(maxEvaluations), f, GoalType.MINIMIZE,
          new InitialGuess(new double[] {1, 1, 1, 1}),
          new SimpleBounds(new double[] {0, 0, 0, 0}, new double[] {2, 2, 2, 2}),
          new CMAESOptimizer.Sigma(new double[] {0.5, 0.5, 0.5, 0.5}),
          new CMAESOptimizer.PopulationSize(8));
    } catch (TooManyEvaluationsException e) {
      // The budget is the stopping rule: the evaluations so far are the result.
    } finally {
      progress.finish(points.size(), maxEvaluations);
    }
    return Tables.fromRecords("CMA-ES " + setup.agent().kind(), points);
  }

  private static double[] scoreParallel(Setup setup, Weights w) {
    List<GameResult> rs = Match3Experiment.builder().game(setup.game()).agent(setup.agent().withWeights(w))
        .target(setup.target()).games(setup.games()).seed(setup.seed()).threads(setup.threads())
        .progress(ProgressListener.NONE).build().results();
    return score(rs, setup.target());
  }

  /**
   * The points of an evaluation table, one per row: a table of {@link #evaluate} or {@link #cmaes},
   * such as the rows of {@link #top}, or one read back from a CSV file (whatever number types the
   * reader chose for its columns).
   */
  public static List<Point> points(Table t) {
    List<Point> out = new ArrayList<>();
    for (int i = 0; i < t.rowCount(); i++) {
      out.add(new Point((int) number(t, "evaluation", i), (long) number(t, "gamesPlayed", i), number(t, "ws", i),
          number(t, "wp", i), number(t, "wn", i), number(t, "wd", i), number(t, "wt", i), number(t, "cost", i),
          number(t, "meanSwaps", i), (int) number(t, "gameOvers", i), number(t, "bestSoFar", i)));
    }
    return out;
  }

  private static double number(Table t, String column, int row) {
    return t.numberColumn(column).getDouble(row);
  }

  /**
   * A calibration's settings and its best vectors (what {@code levellab match3 calibrate --json}
   * writes).
   *
   * @param method {@code grid} or {@code cmaes}
   * @param vectors weight vectors evaluated
   * @param top the best points, lowest cost first
   */
  public record Report(String method, AgentSpec.Kind agent, Match3 game, int target, int gamesPerVector, long seed,
      int vectors, List<Point> top) {
    /** The report of an evaluation table's {@code k} best rows. */
    public static Report of(String method, Setup setup, Table evaluated, int k) {
      return new Report(method, setup.agent().kind(), setup.game(), setup.target(), setup.games(), setup.seed(),
          evaluated.rowCount(), points(Calibration.top(evaluated, k)));
    }
  }

  /** The {@code k} best rows of an evaluation table (lowest cost first; ties keep evaluation order). */
  public static Table top(Table points, int k) {
    Table sorted = points.sortAscendingOn("cost", "evaluation");
    return sorted.first(Math.min(k, sorted.rowCount()));
  }

  /**
   * The direction of a weight vector: scaled so its largest weight is 1 (rounded to 9 decimals), so
   * that vectors that are multiples of each other, which rank every swap alike, share one key.
   * The zero vector is its own direction.
   */
  public static String direction(Weights w) {
    double[] x = w.toArray();
    double max = 0;
    for (double v : x) {
      max = Math.max(max, Math.abs(v));
    }
    StringBuilder sb = new StringBuilder();
    for (double v : x) {
      double d = max == 0 ? 0 : Math.round(v / max * 1e9) / 1e9;
      sb.append(sb.length() == 0 ? "" : ",").append(d == 0 ? "0" : Double.toString(d));
    }
    return sb.toString();
  }

  /**
   * One row per distinct agent of an evaluation table: rows whose vectors are multiples of each
   * other ({@link #direction}) are one agent, kept once (its lowest-cost, then first-evaluated row)
   * with a column {@code multiples} counting the rows it stands for and {@code costSpread}, the
   * largest minus the smallest cost among them (0 when the multiples did play as one agent). Rank
   * this, not the raw grid: the grid holds up to 10 multiples of one agent, which would fill a top
   * ten with copies.
   */
  public static Table distinct(Table points) {
    Table sorted = points.sortAscendingOn("cost", "evaluation");
    java.util.Map<String, Integer> rowOf = new java.util.LinkedHashMap<>();
    java.util.Map<String, Integer> count = new java.util.HashMap<>();
    java.util.Map<String, Double> worst = new java.util.HashMap<>();
    List<Point> ps = points(sorted);
    for (int i = 0; i < ps.size(); i++) {
      String key = direction(ps.get(i).weights());
      rowOf.putIfAbsent(key, i);
      count.merge(key, 1, Integer::sum);
      worst.merge(key, ps.get(i).cost(), Math::max);
    }
    int[] rows = rowOf.values().stream().mapToInt(Integer::intValue).toArray();
    Table out = sorted.rows(rows);
    tech.tablesaw.api.IntColumn multiples = tech.tablesaw.api.IntColumn.create("multiples");
    tech.tablesaw.api.DoubleColumn spread = tech.tablesaw.api.DoubleColumn.create("costSpread");
    for (java.util.Map.Entry<String, Integer> e : rowOf.entrySet()) {
      multiples.append(count.get(e.getKey()));
      spread.append(worst.get(e.getKey()) - ps.get(e.getValue()).cost());
    }
    out.addColumns(multiples, spread);
    return out.setName("distinct " + points.name());
  }
}
