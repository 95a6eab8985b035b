package org.levellab.tripeaks.design.tune;

import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.SplittableRandom;
import org.levellab.core.Estimate;
import org.levellab.core.MonteCarlo;
import org.levellab.core.ProgressListener;
import org.levellab.core.Stats;
import org.levellab.game.Agent;
import org.levellab.game.Agents;
import org.levellab.tripeaks.Level;
import org.levellab.tripeaks.TriPeaksState;
import org.levellab.tripeaks.design.GeneratorDealer;
import org.levellab.tripeaks.design.LevelConfig;
import org.levellab.tripeaks.study.PlayerModel;

/**
 * Plays a level configuration with a named agent: player {@code i} of a run seeded {@code s} plays
 * from {@link org.levellab.core.RandomStreams#forTask forTask(s, i)}, the generator dealing from the
 * same stream as the agent chooses (as {@link org.levellab.tripeaks.study.TriPeaksExperiment} does:
 * with the {@code player} agent both give the same games). Two configurations measured with the same
 * seed are therefore played by the same players (common random numbers): their difference has less
 * noise than either.
 *
 * <p>Agents: {@code player} is the article's {@link PlayerModel} with the configuration's [player]
 * table; any other name goes through the {@link Agents} catalogue ({@code greedy}, {@code pimc}, ...
 * as registered for tripeaks).
 */
public final class Playtest {
  /** The article's player model, which needs no catalogue entry. */
  public static final String PLAYER = "player";

  private final String agent;
  private final int threads;
  /** The agent is the player model (no catalogue look-up per game). */
  private final boolean player;

  /** Plays with the agent written {@code agent} ({@code name[:key=value...]}) on {@code threads} threads. */
  public Playtest(String agent, int threads) {
    this.agent = Objects.requireNonNull(agent, "agent").trim();
    org.levellab.game.AgentOptions.requireDistinct(this.agent);
    if (threads < 1) {
      throw new IllegalArgumentException("threads: must be at least 1, was " + threads);
    }
    this.threads = threads;
    this.player = this.agent.toLowerCase(Locale.ROOT).equals(PLAYER);
  }

  public String agent() {
    return agent;
  }

  /** Checks that the agent exists for this configuration's game (before any long run). */
  public void check(LevelConfig config) {
    newAgent(config, config.game());
  }

  /**
   * One player's game: won, longest chain, stock cards used (the draws plus the card that starts
   * the waste).
   */
  public record Game(boolean won, int longestChain, int stockUsed) {}

  /**
   * What a run measured: the win rate (Wilson), the mean longest chain and mean stock use (Student
   * t), all at 95%.
   */
  public record Measure(Estimate win, Estimate chain, Estimate stock, int players, long seed) {
    /** The target's loss at these means. */
    public double loss(TuneTarget target) {
      return target.loss(win.value(), chain.value(), stock.value());
    }
  }

  /** Plays {@code players} games of {@code config} seeded {@code seed}. */
  public Measure measure(LevelConfig config, int players, long seed) {
    Games g = played(config, players, seed);
    return new Measure(g.win(), Stats.mean(g.chain, 0.95), Stats.mean(g.stock, 0.95), players, seed);
  }

  /**
   * What a tuning compares candidates by, from the same games as {@link #measure}: the win rate with its
   * interval, and the mean longest chain and stock use, equal to the values of the measure's estimates.
   * Their bootstrap intervals (most of a measure's cost once the games are fast) are left out: a tuner
   * asks for them only for the configurations it reports.
   */
  record Summary(Estimate win, double chain, double stock) {
    double loss(TuneTarget target) {
      return target.loss(win.value(), chain, stock);
    }
  }

  /** {@link #measure}'s win rate and means, without the means' intervals. */
  Summary summarize(LevelConfig config, int players, long seed) {
    Games g = played(config, players, seed);
    return new Summary(g.win(), mean(g.chain), mean(g.stock));
  }

  /** The mean as {@link Stats#mean} works it out (a sum in order, then one division): the same double. */
  private static double mean(double[] v) {
    double sum = 0;
    for (double x : v) {
      sum += x;
    }
    return sum / v.length;
  }

  /** Every player's game of one run: wins, and longest chain and stock use per player. */
  private record Games(int won, double[] chain, double[] stock) {
    Estimate win() {
      return Stats.proportion(won, chain.length, 0.95);
    }
  }

  private Games played(LevelConfig config, int players, long seed) {
    if (players < 2) {
      throw new IllegalArgumentException("players: at least 2 are needed for an interval, was " + players);
    }
    List<Game> games = games(config, players, seed);
    int won = 0;
    double[] chain = new double[players];
    double[] stock = new double[players];
    for (int i = 0; i < players; i++) {
      Game g = games.get(i);
      won += g.won() ? 1 : 0;
      chain[i] = g.longestChain();
      stock[i] = g.stockUsed();
    }
    return new Games(won, chain, stock);
  }

  /**
   * The games of {@code players} players of {@code config} seeded {@code seed}, player {@code i}'s at
   * index {@code i}: consecutive slices are independent sets of players, and the same slice of two
   * configurations measured with one seed is played by the same players.
   */
  public List<Game> games(LevelConfig config, int players, long seed) {
    if (players < 1) {
      throw new IllegalArgumentException("players: must be at least 1, was " + players);
    }
    Level level = config.game();
    // One factory per run: it reads and checks the generator settings once, not once per player.
    GeneratorDealer.Factory dealers = GeneratorDealer.factory(config.generator(), level);
    return MonteCarlo.trials(players).seed(seed).threads(threads).progress(ProgressListener.NONE)
        .collect((i, rng) -> play(config, level, dealers, rng));
  }

  /** One game on a fresh generated deal: the loop of {@link PlayerModel#play} with any agent. */
  Game play(LevelConfig config, Level level, SplittableRandom rng) {
    return play(config, level, GeneratorDealer.factory(config.generator(), level), rng);
  }

  private Game play(LevelConfig config, Level level, GeneratorDealer.Factory dealers, SplittableRandom rng) {
    GeneratorDealer dealer = dealers.dealer(rng);
    TriPeaksState state = level.undealt();
    Agent<TriPeaksState> a = newAgent(config, level);
    int limit = config.player().maxIterations();
    int moves = 0;
    dealer.settle(state, rng);
    while (!state.isTerminal() && moves < limit) {
      state.apply(a.act(state, rng));
      moves++;
      dealer.settle(state, rng);
    }
    return new Game(state.isWon(), state.longestChain(), state.drawsUsed() + 1);
  }

  private Agent<TriPeaksState> newAgent(LevelConfig config, Level level) {
    if (player) {
      return new PlayerModel(config.player());
    }
    return Agents.parse(level, agent);
  }
}
