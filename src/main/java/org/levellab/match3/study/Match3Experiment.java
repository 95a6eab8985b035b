package org.levellab.match3.study;

import java.util.List;
import java.util.Objects;
import org.levellab.core.Estimate;
import org.levellab.core.MonteCarlo;
import org.levellab.core.ProgressListener;
import org.levellab.core.Stats;
import org.levellab.core.Tables;
import org.levellab.match3.GemGem;
import org.levellab.match3.Match3;
import org.levellab.match3.agents.AgentSpec;
import org.levellab.match3.agents.Weights;
import tech.tablesaw.api.Table;

/**
 * The paper's experiment: an agent plays {@code games} seeded games of an {@code s x s}, {@code g}
 * gem board until it reaches the target score c (or game over). One table row per game (columns of
 * {@link GameResult}); {@link #summary()} gives mean swaps with a 95% interval, the game-over rate
 * and the mean time per swap choice.
 *
 * <pre>{@code
 * Table t = Match3Experiment.builder().agent(AgentSpec.hgs(Weights.parse("1,0,0,1,0")))
 *     .size(6).gems(4).target(250).games(30).seed(1).build().run();
 * }</pre>
 */
public final class Match3Experiment {
  private final Match3 game;
  private final AgentSpec agent;
  private final int target;
  private final int games;
  private final long seed;
  private final int threads;
  private final ProgressListener progress;

  private Match3Experiment(Builder b) {
    this.game = new Match3(b.size, b.gems);
    this.agent = Objects.requireNonNull(b.agent, "agent");
    GemGem.checkTarget(b.target);
    if (b.games < 1) {
      throw new IllegalArgumentException("number of games must be at least 1, was " + b.games);
    }
    if (b.threads < 1) {
      throw new IllegalArgumentException("thread count must be at least 1, was " + b.threads);
    }
    this.target = b.target;
    this.games = b.games;
    this.seed = b.seed;
    this.threads = b.threads;
    this.progress = b.progress;
  }

  public static Builder builder() {
    return new Builder();
  }

  /** Options; defaults are the paper's: s = 6, g = 4, c = 250, 30 games, seed 1, HGS on Score. */
  public static final class Builder {
    private int size = 6;
    private int gems = 4;
    private AgentSpec agent = AgentSpec.hgs(Weights.SCORE);
    private int target = 250;
    private int games = 30;
    private long seed = 1;
    private int threads = Runtime.getRuntime().availableProcessors();
    private ProgressListener progress;

    public Builder size(int s) {
      this.size = s;
      return this;
    }

    public Builder gems(int g) {
      this.gems = g;
      return this;
    }

    public Builder game(Match3 g) {
      this.size = g.size();
      this.gems = g.gems();
      return this;
    }

    public Builder agent(AgentSpec a) {
      this.agent = a;
      return this;
    }

    public Builder target(int c) {
      this.target = c;
      return this;
    }

    public Builder games(int n) {
      this.games = n;
      return this;
    }

    public Builder seed(long s) {
      this.seed = s;
      return this;
    }

    /** Worker threads; results (all but the timing column) do not depend on it. */
    public Builder threads(int k) {
      this.threads = k;
      return this;
    }

    public Builder progress(ProgressListener p) {
      this.progress = p;
      return this;
    }

    public Match3Experiment build() {
      return new Match3Experiment(this);
    }
  }

  /** The results, one per game, in game order. */
  public List<GameResult> results() {
    MonteCarlo mc = MonteCarlo.trials(games).seed(seed).threads(threads).label("match3 " + agent.label());
    if (progress != null) {
      mc.progress(progress);
    }
    // Each game derives its own streams from (seed, game index); the trial's stream is not used.
    return mc.collect((i, rng) -> Match3Game.play(game, agent, target, seed, i));
  }

  /** The results as a table: game, swaps, reached, gameOver, score, microsPerSwap. */
  public Table run() {
    return Tables.fromRecords(agent.label(), results());
  }

  /** Runs the games and summarises them. */
  public Summary summary() {
    return Summary.of(results(), target);
  }

  /**
   * An experiment's settings and results together (what {@code levellab match3 run --json} writes).
   *
   * @param label the agent's label, such as {@code HGS [1, 0, 0, 1, 0]}
   * @param perGame one result per game, in game order
   */
  public record Report(String label, AgentSpec agent, Match3 game, int target, int games, long seed, Summary summary,
      List<GameResult> perGame) {}

  /** Runs the games: the settings, the summary and every game's result. */
  public Report report() {
    List<GameResult> rs = results();
    return new Report(agent.label(), agent, game, target, games, seed, Summary.of(rs, target), rs);
  }

  public Match3 game() {
    return game;
  }

  public AgentSpec agent() {
    return agent;
  }

  public int target() {
    return target;
  }

  /**
   * A summary of games: mean swaps to the target over the games that reached it (95% t interval;
   * NaN if none did), the game-over rate (Wilson 95%), the mean of the extrapolated cost to target
   * over all games (see {@link GameResult#costToTarget(int)}), and the mean time per swap choice.
   */
  public record Summary(Estimate swaps, Estimate gameOverRate, double meanCost, double microsPerSwap,
      int games) {
    public static Summary of(List<GameResult> results, int target) {
      if (results.isEmpty()) {
        throw new IllegalArgumentException("summary of no games");
      }
      double[] swaps = results.stream().filter(GameResult::reached).mapToDouble(GameResult::swaps).toArray();
      long over = results.stream().filter(GameResult::gameOver).count();
      // one finished game has a mean but no interval
      Estimate sw = swaps.length == 0
          ? new Estimate(Double.NaN, Double.NaN, Double.NaN, 0, 0.95)
          : swaps.length == 1 ? new Estimate(swaps[0], Double.NaN, Double.NaN, 1, 0.95)
          : Stats.mean(swaps, 0.95);
      double cost = results.stream().mapToDouble(r -> r.costToTarget(target)).average().orElse(Double.NaN);
      long totalSwaps = results.stream().mapToLong(GameResult::swaps).sum();
      double micros = totalSwaps == 0 ? 0
          : results.stream().mapToDouble(r -> r.microsPerSwap() * r.swaps()).sum() / totalSwaps;
      return new Summary(sw, Stats.proportion(over, results.size(), 0.95), cost, micros, results.size());
    }

    /** From an experiment table (columns of {@link GameResult}). */
    public static Summary of(Table t, int target) {
      List<GameResult> rs = new java.util.ArrayList<>();
      for (int i = 0; i < t.rowCount(); i++) {
        rs.add(new GameResult(t.intColumn("game").get(i), t.intColumn("swaps").get(i),
            t.booleanColumn("reached").get(i), t.booleanColumn("gameOver").get(i),
            t.intColumn("score").get(i), t.doubleColumn("microsPerSwap").get(i)));
      }
      return of(rs, target);
    }
  }
}
