package org.levellab.tripeaks.study;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.SplittableRandom;
import org.levellab.core.MonteCarlo;
import org.levellab.core.ProgressListener;
import org.levellab.core.RandomStreams;
import org.levellab.game.Play;
import org.levellab.tripeaks.Level;
import org.levellab.tripeaks.TriPeaksState;
import org.levellab.tripeaks.design.GeneratorDealer;
import org.levellab.tripeaks.design.LevelConfig;
import org.levellab.tripeaks.design.LevelTheory;
import tech.tablesaw.api.BooleanColumn;
import tech.tablesaw.api.DoubleColumn;
import tech.tablesaw.api.IntColumn;
import tech.tablesaw.api.Table;

/**
 * "How will 1,000 players fare on this level?": the article's Monte Carlo simulation. Each player
 * gets a freshly generated level (the configuration's generator, groups shuffled per player) and
 * plays it with the {@link PlayerModel}; the result is one table row per player.
 *
 * <pre>{@code
 * ExperimentResult r = TriPeaksExperiment.of(LevelConfig.load(Path.of("datasets/tripeaks/sim1-groups.toml")))
 *     .players(1000).seed(1).run();
 * r.summary();              // means and shares with 95% intervals
 * r.histogram("longestChain");
 * }</pre>
 *
 * <p>Player {@code i} plays with {@link RandomStreams#forTask(long, long) forTask(seed, i)}: the
 * generator shuffles its groups from it, then the player's choices and the generator's ranks draw
 * from it in play order. A result depends only on the configuration, the seed and the player count,
 * never on the threads. {@link #playthrough} writes one player's game out move by move.
 */
public final class TriPeaksExperiment {
  private final LevelConfig config;
  private int players;
  private long seed;
  private Integer threads;
  private ProgressListener progress;

  private TriPeaksExperiment(LevelConfig config) {
    this.config = Objects.requireNonNull(config, "config");
    this.players = config.run().players();
    this.seed = config.run().seed();
  }

  /** An experiment on {@code config} with its player count and seed. */
  public static TriPeaksExperiment of(LevelConfig config) {
    return new TriPeaksExperiment(config);
  }

  /** How many players the run will play. */
  public int playerCount() {
    return players;
  }

  /** Sets how many players the run plays. */
  public TriPeaksExperiment players(int players) {
    if (players < 1) {
      throw new IllegalArgumentException("players: must be at least 1, was " + players);
    }
    this.players = players;
    return this;
  }

  public TriPeaksExperiment seed(long seed) {
    this.seed = seed;
    return this;
  }

  /** Worker threads (default: all cores); results do not depend on it. */
  public TriPeaksExperiment threads(int threads) {
    if (threads < 1) {
      throw new IllegalArgumentException("threads: must be at least 1, was " + threads);
    }
    this.threads = threads;
    return this;
  }

  /** Where progress goes (default: the environment's progress display). */
  public TriPeaksExperiment progress(ProgressListener progress) {
    this.progress = progress;
    return this;
  }

  /**
   * One player's results; the table's columns. {@code stockDrawn}: draws made; {@code stockUsed}:
   * stock cards used, the draws plus the card that starts the waste (the article's stockpile use: one
   * stock card starts each group, the first one included); {@code
   * consecutiveMatches}: mean over the player's chains of cards matched in a row after the first;
   * {@code consecutiveness} / {@code consecutivenessHold}: c_sim counting hold moves as chain breaks
   * / not ({@link LevelTheory#simulatedConsecutiveness}); {@code fallbacks}: random ranks used because
   * no allowed rank existed; {@code openCards}: open cards averaged over the player's moves;
   * {@code playedBack}: hold cards played back ({@code P}, counted in {@code holdUses} too).
   */
  public record PlayerResult(int player, boolean won, boolean gaveUp, int stockDrawn, int stockUsed,
      int longestChain,
      double consecutiveMatches, int chains, int holdUses, int wallsBroken, int fallbacks,
      int boardCleared, double consecutiveness, double consecutivenessHold, double openCards,
      int moves, int playedBack) {}

  /**
   * One player's game written out through the common API: its results, and the {@link Play} of the
   * undealt level with the player model as agent and the generator as chance policy (every rank a
   * recorded chance outcome, so {@code play().playthrough()} replays on its own).
   *
   * @param groupOrder the group instance sizes in this player's order (empty for the probabilistic
   *     generator)
   */
  public record PlayedGame(PlayerResult result, Play.Result<TriPeaksState> play, int[] groupOrder) {
    public PlayedGame {
      groupOrder = groupOrder.clone();
    }

    @Override
    public int[] groupOrder() {
      return groupOrder.clone();
    }
  }

  /** Runs all players. */
  public ExperimentResult run() {
    Level level = config.game();
    MonteCarlo mc = MonteCarlo.trials(players).seed(seed).label(config.name());
    if (threads != null) {
      mc.threads(threads);
    }
    if (progress != null) {
      mc.progress(progress);
    }
    GeneratorDealer.Factory dealers = GeneratorDealer.factory(config.generator(), level);
    List<PlayerResult> rows = mc.collect((i, rng) -> play(config, level, dealers, i, rng));
    return new ExperimentResult(config, table(config.name(), rows), seed);
  }

  /**
   * One row per player: the table {@link org.levellab.core.Tables#fromRecords} makes of the results (a
   * column per component, in order, typed int, boolean or double alike), filled from the fields
   * directly instead of by reflection on every row.
   */
  static Table table(String name, List<PlayerResult> rows) {
    if (rows.isEmpty()) {
      return Table.create(name);
    }
    IntColumn player = IntColumn.create("player");
    BooleanColumn won = BooleanColumn.create("won");
    BooleanColumn gaveUp = BooleanColumn.create("gaveUp");
    IntColumn stockDrawn = IntColumn.create("stockDrawn");
    IntColumn stockUsed = IntColumn.create("stockUsed");
    IntColumn longestChain = IntColumn.create("longestChain");
    DoubleColumn consecutiveMatches = DoubleColumn.create("consecutiveMatches");
    IntColumn chains = IntColumn.create("chains");
    IntColumn holdUses = IntColumn.create("holdUses");
    IntColumn wallsBroken = IntColumn.create("wallsBroken");
    IntColumn fallbacks = IntColumn.create("fallbacks");
    IntColumn boardCleared = IntColumn.create("boardCleared");
    DoubleColumn consecutiveness = DoubleColumn.create("consecutiveness");
    DoubleColumn consecutivenessHold = DoubleColumn.create("consecutivenessHold");
    DoubleColumn openCards = DoubleColumn.create("openCards");
    IntColumn moves = IntColumn.create("moves");
    IntColumn playedBack = IntColumn.create("playedBack");
    for (PlayerResult p : rows) {
      player.append(p.player());
      won.append(p.won());
      gaveUp.append(p.gaveUp());
      stockDrawn.append(p.stockDrawn());
      stockUsed.append(p.stockUsed());
      longestChain.append(p.longestChain());
      consecutiveMatches.append(p.consecutiveMatches());
      chains.append(p.chains());
      holdUses.append(p.holdUses());
      wallsBroken.append(p.wallsBroken());
      fallbacks.append(p.fallbacks());
      boardCleared.append(p.boardCleared());
      consecutiveness.append(p.consecutiveness());
      consecutivenessHold.append(p.consecutivenessHold());
      openCards.append(p.openCards());
      moves.append(p.moves());
      playedBack.append(p.playedBack());
    }
    return Table.create(name, player, won, gaveUp, stockDrawn, stockUsed, longestChain, consecutiveMatches, chains,
        holdUses, wallsBroken, fallbacks, boardCleared, consecutiveness, consecutivenessHold, openCards, moves,
        playedBack);
  }

  /**
   * Runs all players without holding their rows: each player's result goes to {@code perPlayer} in
   * player order as it comes (to write it out) and into running summaries. The overview is the one
   * {@link #run()} gives ({@code run().overview()}) up to {@link org.levellab.core.RunningMean#EXACT_LIMIT}
   * players; beyond, the means carry normal intervals ({@link org.levellab.core.RunningMean}).
   */
  public ExperimentResult.Overview stream(java.util.function.Consumer<? super PlayerResult> perPlayer) {
    java.util.Objects.requireNonNull(perPlayer, "perPlayer");
    Level level = config.game();
    MonteCarlo mc = MonteCarlo.trials(players).seed(seed).label(config.name());
    if (threads != null) {
      mc.threads(threads);
    }
    if (progress != null) {
      mc.progress(progress);
    }
    PlayerTally tally = new PlayerTally();
    GeneratorDealer.Factory dealers = GeneratorDealer.factory(config.generator(), level);
    mc.forEachOrdered((i, rng) -> play(config, level, dealers, i, rng), p -> {
      tally.add(p);
      perPlayer.accept(p);
    });
    return new ExperimentResult.Overview(config, (int) tally.players(), seed, tally.theory(config),
        tally.estimates(config));
  }

  /** Player {@code index}'s game in the run seeded with {@code seed}, played through {@link Play}. */
  public static PlayedGame playthrough(LevelConfig config, long seed, int index) {
    Level level = config.game();
    SplittableRandom rng = RandomStreams.forTask(seed, index);
    GeneratorDealer dealer = new GeneratorDealer(config.generator(), level, rng);
    PlayerModel player = new PlayerModel(config.player());
    int[] order = dealer.groupInstances();
    String generator = config.generator().kind().name().toLowerCase(Locale.ROOT)
        + (order.length == 0 ? "" : " (group order " + Arrays.toString(order) + ")");
    Play.Result<TriPeaksState> p = Play.from(level.undealt())
        .agent(player, rng)
        .chance(dealer, rng)
        .maxMoves(config.player().maxIterations())
        .label(player.label() + "; generator " + generator + "; " + config.name() + ", seed " + seed
            + ", player " + index)
        .run();
    PlayerModel.Game g = player.game(p.state());
    return new PlayedGame(result(index, p.state(), g, dealer.fallbacks()), p, order);
  }

  static PlayerResult play(LevelConfig config, Level level, int index, SplittableRandom rng) {
    return play(config, level, GeneratorDealer.factory(config.generator(), level), index, rng);
  }

  private static PlayerResult play(LevelConfig config, Level level, GeneratorDealer.Factory dealers, int index,
      SplittableRandom rng) {
    GeneratorDealer dealer = dealers.dealer(rng);
    TriPeaksState state = level.undealt();
    PlayerModel.Game g = new PlayerModel(config.player()).play(state, dealer, rng);
    return result(index, state, g, dealer.fallbacks());
  }

  private static PlayerResult result(int index, TriPeaksState state, PlayerModel.Game g, int fallbacks) {
    int n = state.level().layout().size();
    int cleared = state.boardCleared();
    return new PlayerResult(index, state.isWon(), g.gaveUp(), state.drawsUsed(),
        state.drawsUsed() + 1, state.longestChain(),
        g.consecutiveMatches(), g.chains(), state.holdUses(), state.wallsBroken(), fallbacks, cleared,
        LevelTheory.simulatedConsecutiveness(n, cleared, g.segments()),
        LevelTheory.simulatedConsecutiveness(n, cleared, g.chains()), g.meanOpenCards(), g.moves(),
        state.playedBack());
  }
}
