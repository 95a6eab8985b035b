package org.levellab.match3.study;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.SplittableRandom;
import java.util.function.Predicate;
import org.levellab.core.Estimate;
import org.levellab.core.MonteCarlo;
import org.levellab.core.ProgressListener;
import org.levellab.core.RandomStreams;
import org.levellab.core.Tables;
import org.levellab.match3.Match3;
import org.levellab.match3.agents.AgentSpec;
import tech.tablesaw.api.DoubleColumn;
import tech.tablesaw.api.IntColumn;
import tech.tablesaw.api.StringColumn;
import tech.tablesaw.api.Table;

/**
 * Several agents played once on the same games (game i of one seed for every agent), every game's
 * result kept, so that summaries, paired differences and rankings all come from one run instead of
 * replaying the games for each question. Results depend on (seed, game) only, never on the threads;
 * only the time per swap is a measurement.
 *
 * @param agents the agents, in the order given (an agent given twice is played once, under its
 *     first position)
 * @param results per agent, its results in game order
 */
public record Played(List<AgentSpec> agents, List<List<GameResult>> results, Match3 game, int target,
    int games, long seed, int threads) {
  /** The column of mean swaps in {@link #table()} (with its {@code _lo}, {@code _hi}). */
  public static final String SWAPS = "mean swaps to the target";
  /** The column of the game-over rate in {@link #table()} (with its {@code _lo}, {@code _hi}). */
  public static final String GAME_OVER = "game-over rate";

  public Played {
    agents = List.copyOf(agents);
    results = List.copyOf(results);
    if (agents.size() != results.size()) {
      throw new IllegalArgumentException(agents.size() + " agents but " + results.size() + " result lists");
    }
  }

  /**
   * Plays every agent on games 0..games-1 of {@code seed}; the games run in parallel, each game's
   * agents one after the other.
   */
  public static Played play(List<AgentSpec> agents, Match3 game, int target, int games, long seed, int threads) {
    Objects.requireNonNull(game, "game");
    List<AgentSpec> distinct = agents.stream().distinct().toList();
    if (distinct.isEmpty()) {
      throw new IllegalArgumentException("no agent to play");
    }
    if (games < 1) {
      throw new IllegalArgumentException("games must be at least 1, was " + games);
    }
    List<GameResult[]> perGame = MonteCarlo.trials(games).seed(seed).threads(threads).progress(ProgressListener.NONE)
        .collect((i, rng) -> {
          GameResult[] out = new GameResult[distinct.size()];
          for (int p = 0; p < out.length; p++) {
            out[p] = Match3Game.play(game, distinct.get(p), target, seed, i);
          }
          return out;
        });
    List<List<GameResult>> byAgent = new ArrayList<>();
    for (int p = 0; p < distinct.size(); p++) {
      List<GameResult> rs = new ArrayList<>(games);
      for (GameResult[] g : perGame) {
        rs.add(g[p]);
      }
      byAgent.add(List.copyOf(rs));
    }
    return new Played(distinct, byAgent, game, target, games, seed, threads);
  }

  /** The results of {@code agent}, in game order. */
  public List<GameResult> of(AgentSpec agent) {
    int i = agents.indexOf(agent);
    if (i < 0) {
      throw new IllegalArgumentException(agent.label() + " was not played here");
    }
    return results.get(i);
  }

  /** The summary of {@code agent}'s games ({@link Match3Experiment.Summary}). */
  public Match3Experiment.Summary summary(AgentSpec agent) {
    return Match3Experiment.Summary.of(of(agent), target);
  }

  /** Mean swaps to the target over the games that reached it, with its 95% interval. */
  public Estimate swaps(AgentSpec agent) {
    return summary(agent).swaps();
  }

  /** Per game, swaps to the target (game overs extrapolated: {@link GameResult#costToTarget}). */
  public double[] costs(AgentSpec agent) {
    return of(agent).stream().mapToDouble(r -> r.costToTarget(target)).toArray();
  }

  /** Points scored per swap over all games. */
  public double pointsPerSwap(AgentSpec agent) {
    long swaps = of(agent).stream().mapToLong(GameResult::swaps).sum();
    long points = of(agent).stream().mapToLong(GameResult::score).sum();
    return swaps == 0 ? Double.NaN : (double) points / swaps;
  }

  /** {@code a} minus {@code b}, paired game by game ({@link Match3Studies#pairedDifference}). */
  public Estimate paired(AgentSpec a, AgentSpec b) {
    return Match3Studies.pairedDifference(of(a), of(b));
  }

  /**
   * One row per agent, columns in words: agent, algorithm, games, {@value #SWAPS} and {@value
   * #GAME_OVER} with their 95% intervals, points per swap, and the mean time per swap choice in
   * microseconds (measured while {@code threads} games ran at once).
   */
  public Table table() {
    Table t = Table.create("agents on the same games", StringColumn.create("agent"), StringColumn.create("algorithm"),
        IntColumn.create("games"));
    t.addColumns(Tables.estimateColumns(SWAPS));
    t.addColumns(Tables.estimateColumns(GAME_OVER));
    String micros = "time per swap choice (µs, " + threads + (threads == 1 ? " thread)" : " threads at once)");
    t.addColumns(DoubleColumn.create("points per swap"), DoubleColumn.create(micros));
    for (AgentSpec a : agents) {
      Match3Experiment.Summary s = summary(a);
      t.stringColumn("agent").append(a.label());
      t.stringColumn("algorithm").append(algorithm(a));
      t.intColumn("games").append(games);
      Tables.appendEstimate(t, SWAPS, s.swaps());
      Tables.appendEstimate(t, GAME_OVER, s.gameOverRate());
      t.doubleColumn("points per swap").append(pointsPerSwap(a));
      t.doubleColumn(micros).append(s.microsPerSwap());
    }
    return t;
  }

  /** "SGS", "HGS", "L-BFS" or "Monte Carlo". */
  public static String algorithm(AgentSpec a) {
    return switch (a.kind()) {
      case LBFS -> "L-BFS";
      case HGS -> "HGS";
      case SGS -> "SGS";
      default -> "Monte Carlo";
    };
  }

  /**
   * The ranking of {@code pool} by mean swaps to the target (game overs extrapolated, the
   * calibration's criterion) on these games, and on {@code resamples} bootstrap resamples of the
   * games (the same resampled games for every agent, seeded by {@code bootstrapSeed}): how stable a
   * top {@code k} is when the games are redrawn.
   */
  public Ranking ranking(List<AgentSpec> pool, int k, int resamples, long bootstrapSeed) {
    if (k < 1 || k > pool.size()) {
      throw new IllegalArgumentException("top k must be between 1 and the pool's " + pool.size() + ", was " + k);
    }
    if (resamples < 1) {
      throw new IllegalArgumentException("resamples must be at least 1, was " + resamples);
    }
    double[][] cost = new double[pool.size()][];
    for (int a = 0; a < cost.length; a++) {
      cost[a] = costs(pool.get(a));
    }
    int n = games;
    int[] identity = new int[n];
    for (int i = 0; i < n; i++) {
      identity[i] = i;
    }
    int[] observed = top(cost, identity, pool.size());
    int[][] tops = new int[resamples][];
    SplittableRandom rng = new SplittableRandom(RandomStreams.derive(bootstrapSeed, "match3 ranking"));
    int[] draw = new int[n];
    for (int b = 0; b < resamples; b++) {
      for (int i = 0; i < n; i++) {
        draw[i] = rng.nextInt(n);
      }
      tops[b] = java.util.Arrays.copyOf(top(cost, draw, pool.size()), k);
    }
    return new Ranking(List.copyOf(pool), observed, tops, k, n);
  }

  /** Agents' indices ordered by mean cost over the drawn games (ties: the pool's order). */
  private static int[] top(double[][] cost, int[] draw, int k) {
    double[] mean = new double[cost.length];
    for (int a = 0; a < cost.length; a++) {
      double s = 0;
      for (int i : draw) {
        s += cost[a][i];
      }
      mean[a] = s / draw.length;
    }
    Integer[] order = new Integer[cost.length];
    for (int a = 0; a < order.length; a++) {
      order[a] = a;
    }
    java.util.Arrays.sort(order, (x, y) -> mean[x] != mean[y] ? Double.compare(mean[x], mean[y])
        : Integer.compare(x, y));
    int[] out = new int[k];
    for (int i = 0; i < k; i++) {
      out[i] = order[i];
    }
    return out;
  }

  /**
   * A pool's ranking on the played games ({@code observed}: every agent, best first) and the top
   * {@code k} of each bootstrap resample of the games.
   */
  public record Ranking(List<AgentSpec> pool, int[] observed, int[][] resampledTops, int k, int games) {
    /** The agents of the observed top {@code m} ({@code m} at most the pool's size). */
    public List<AgentSpec> observedTop(int m) {
      List<AgentSpec> out = new ArrayList<>();
      for (int i = 0; i < m; i++) {
        out.add(pool.get(observed[i]));
      }
      return out;
    }

    /** How many of the observed top {@code m} satisfy {@code which}. */
    public int observedCount(Predicate<AgentSpec> which, int m) {
      return (int) observedTop(m).stream().filter(which).count();
    }

    /** Per resample, how many of its top {@code m} ({@code m <= k}) satisfy {@code which}. */
    public int[] counts(Predicate<AgentSpec> which, int m) {
      if (m < 1 || m > k) {
        throw new IllegalArgumentException("m must be between 1 and " + k + ", was " + m);
      }
      int[] out = new int[resampledTops.length];
      for (int b = 0; b < out.length; b++) {
        for (int i = 0; i < m; i++) {
          out[b] += which.test(pool.get(resampledTops[b][i])) ? 1 : 0;
        }
      }
      return out;
    }

    /**
     * The count of agents satisfying {@code which} in the top {@code m}: the observed count, with the
     * 2.5% and 97.5% percentiles of the resamples' counts as its interval (an observed constant when
     * every resample gives the observed count).
     */
    public Estimate count(Predicate<AgentSpec> which, int m) {
      int[] c = counts(which, m);
      double value = observedCount(which, m);
      double[] sorted = java.util.Arrays.stream(c).asDoubleStream().sorted().toArray();
      double lo = org.levellab.core.Stats.percentile(sorted, 2.5);
      double hi = org.levellab.core.Stats.percentile(sorted, 97.5);
      if (lo == hi && lo == value) {
        return new Estimate(value, value, value, c.length, 0.95, Estimate.Kind.NON_NEGATIVE, Estimate.CONSTANT);
      }
      return new Estimate(value, Math.min(lo, value), Math.max(hi, value), games, 0.95, Estimate.Kind.NON_NEGATIVE,
          "bootstrap over games, percentile");
    }

    /** Share of resamples in which {@code agent} is in the top {@code m}. */
    public double shareInTop(AgentSpec agent, int m) {
      int a = pool.indexOf(agent);
      int in = 0;
      for (int[] t : resampledTops) {
        for (int i = 0; i < m; i++) {
          in += t[i] == a ? 1 : 0;
        }
      }
      return (double) in / resampledTops.length;
    }
  }
}
