package org.levellab.tripeaks.study;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.SplittableRandom;
import org.levellab.core.MonteCarlo;
import org.levellab.core.RandomStreams;
import tech.tablesaw.api.Table;
import org.levellab.tripeaks.Deal;
import org.levellab.tripeaks.Level;
import org.levellab.tripeaks.Move;
import org.levellab.tripeaks.TriPeaksState;
import org.levellab.tripeaks.design.GeneratorDealer;
import org.levellab.tripeaks.design.LevelConfig;
import org.levellab.tripeaks.design.LevelTheory;

/**
 * "How will 1,000 players fare on this level?": the article's Monte Carlo simulation. Each player
 * gets a freshly generated level (the configuration's generator, groups shuffled per player) and
 * plays it with the {@link PlayerModel}; the result is one table row per player.
 *
 * <pre>{@code
 * ExperimentResult r = TriPeaksExperiment.of(LevelConfig.load(Path.of("datasets/tripeaks/sim1-groups.conf")))
 *     .players(1000).seed(1).run();
 * r.summary();              // means and shares with 95% intervals
 * r.histogram("longestChain");
 * }</pre>
 *
 * <p>Player {@code i} plays with {@link RandomStreams#forTask(long, long) forTask(seed, i)}, so a
 * result depends only on the configuration, the seed and the player count, never on the threads.
 */
public final class TriPeaksExperiment {
  private final LevelConfig config;
  private int players;
  private long seed;
  private Integer threads;
  private org.levellab.core.ProgressListener progress;

  private TriPeaksExperiment(LevelConfig config) {
    this.config = Objects.requireNonNull(config, "config");
    this.players = config.players();
    this.seed = config.seed();
    config.level(); // fails early, with the configuration's name, when it cannot be played
  }

  /** An experiment on {@code config} with its player count and seed. */
  public static TriPeaksExperiment of(LevelConfig config) {
    return new TriPeaksExperiment(config);
  }

  public TriPeaksExperiment players(int players) {
    if (players < 1) {
      throw new IllegalArgumentException("players must be at least 1, was " + players);
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
      throw new IllegalArgumentException("threads must be at least 1, was " + threads);
    }
    this.threads = threads;
    return this;
  }

  /** Where progress goes (default: the environment's progress display). */
  public TriPeaksExperiment progress(org.levellab.core.ProgressListener progress) {
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
   * no allowed rank existed; {@code openCards}: open cards averaged over the player's moves.
   */
  public record PlayerResult(int player, boolean won, boolean gaveUp, int stockDrawn, int stockUsed,
      int longestChain,
      double consecutiveMatches, int chains, int holdUses, int wallsBroken, int fallbacks,
      int boardCleared, double consecutiveness, double consecutivenessHold, double openCards,
      int moves) {}

  /** A played game with its moves and the ranks the generator chose (a replayable deal). */
  public record PlayedGame(PlayerResult result, List<Move> moves, Deal deal, TriPeaksState finalState,
      int[] groupInstances, int[] groupOfSlot) {}

  /** Runs all players. */
  public ExperimentResult run() {
    Level level = config.level();
    PlayerModel model = PlayerModel.of(config);
    MonteCarlo mc = MonteCarlo.trials(players).seed(seed).label(config.name());
    if (threads != null) {
      mc.threads(threads);
    }
    if (progress != null) {
      mc.progress(progress);
    }
    Table t = mc.run((i, rng) -> play(config, level, model, i, rng));
    t.setName(config.name());
    return new ExperimentResult(config, t, seed);
  }

  /** Player {@code index}'s game of the run seeded with {@code seed}, with its moves and deal. */
  public static PlayedGame replayPlayer(LevelConfig config, long seed, int index) {
    Level level = config.level();
    SplittableRandom rng = RandomStreams.forTask(seed, index);
    GeneratorDealer source = new GeneratorDealer(config, rng);
    Recorder rec = new Recorder(source, level);
    TriPeaksState state = level.undealt();
    List<Move> moves = new ArrayList<>();
    PlayerModel.Game g = PlayerModel.of(config).play(state, rng, rec, moves);
    PlayerResult r = result(index, config, state, g, source.fallbacks());
    int[] groupOf = new int[level.layout().size()];
    for (int s = 0; s < groupOf.length; s++) {
      groupOf[s] = source.groupOf(s);
    }
    return new PlayedGame(r, moves, rec.deal(), state, source.groupInstances(), groupOf);
  }

  /**
   * Player {@code index}'s game written out move by move: the group order, the opening, then each move
   * with the waste top (and hold card) after it and the cards it turned up ({@code B12=7/g3}: slot 12
   * shows rank 7, group instance 3). The golden traces of the tests are these.
   */
  public static String trace(LevelConfig config, long seed, int index) {
    PlayedGame g = replayPlayer(config, seed, index);
    Level level = config.level();
    TriPeaksState s = level.deal(g.deal());
    StringBuilder b = new StringBuilder();
    b.append("# ").append(config.name()).append(", seed ").append(seed).append(", player ").append(index)
        .append('\n');
    b.append("groups ").append(Arrays.toString(g.groupInstances())).append('\n');
    b.append("start").append(faceUp(s, g, new boolean[level.layout().size()])).append(" | waste ")
        .append(s.wasteTop()).append('\n');
    boolean[] seen = new boolean[level.layout().size()];
    faceUp(s, g, seen);
    int i = 0;
    for (Move m : g.moves()) {
      s.apply(m);
      b.append(++i).append(' ').append(m).append(" -> waste ").append(s.wasteTop());
      if (level.holdSlot()) {
        b.append(" hold ").append(s.holdCard());
      }
      String up = faceUp(s, g, seen);
      if (!up.isEmpty()) {
        b.append(" | up").append(up);
      }
      b.append('\n');
    }
    PlayerResult r = g.result();
    b.append("end won=").append(r.won()).append(" gaveUp=").append(r.gaveUp()).append(" drawn=")
        .append(r.stockDrawn()).append(" longestChain=").append(r.longestChain()).append(" holdUses=")
        .append(r.holdUses()).append(" wallsBroken=").append(r.wallsBroken()).append(" fallbacks=")
        .append(r.fallbacks()).append('\n');
    return b.toString();
  }

  private static String faceUp(TriPeaksState s, PlayedGame g, boolean[] seen) {
    StringBuilder b = new StringBuilder();
    for (int slot = 0; slot < seen.length; slot++) {
      if (!seen[slot] && s.isFaceUp(slot)) {
        seen[slot] = true;
        b.append(" B").append(slot).append('=').append(s.rankAt(slot));
        if (g.groupOfSlot()[slot] >= 0) {
          b.append("/g").append(g.groupOfSlot()[slot]);
        }
      }
    }
    return b.toString();
  }

  static PlayerResult play(LevelConfig config, Level level, PlayerModel model, int index,
      SplittableRandom rng) {
    GeneratorDealer source = new GeneratorDealer(config, rng);
    TriPeaksState state = level.undealt();
    PlayerModel.Game g = model.play(state, rng, source, null);
    return result(index, config, state, g, source.fallbacks());
  }

  private static PlayerResult result(int index, LevelConfig config, TriPeaksState state,
      PlayerModel.Game g, int fallbacks) {
    int n = config.boardCards();
    int cleared = state.boardCleared();
    return new PlayerResult(index, state.isWon(), g.gaveUp(), state.drawsUsed(),
        state.drawsUsed() + 1, state.longestChain(),
        g.consecutiveMatches(), g.chains(), state.holdUses(), state.wallsBroken(), fallbacks, cleared,
        LevelTheory.simulatedConsecutiveness(n, cleared, g.segments()),
        LevelTheory.simulatedConsecutiveness(n, cleared, g.chains()), g.meanOpenCards(), g.moves());
  }

  /** Remembers every rank the dealer gives, so the game can be replayed as a plain {@link Deal}. */
  private static final class Recorder implements org.levellab.game.ChancePolicy<TriPeaksState> {
    private final GeneratorDealer inner;
    private final int[] board;
    private final int[] stock;

    Recorder(GeneratorDealer inner, Level level) {
      this.inner = inner;
      this.board = new int[level.layout().size()];
      this.stock = new int[level.stockSize()];
    }

    @Override
    public int choose(TriPeaksState state, java.util.random.RandomGenerator rng) {
      int stockIndex = state.pendingStockIndex();
      int r = inner.choose(state, rng);
      if (stockIndex >= 0) {
        stock[stockIndex] = r;
      } else {
        board[state.pendingSlot()] = r;
      }
      return r;
    }

    /** The deal; cards never turned up get rank 1 (the replay never asks for them). */
    Deal deal() {
      int[] b = Arrays.stream(board).map(r -> r == 0 ? 1 : r).toArray();
      int[] s = Arrays.stream(stock).map(r -> r == 0 ? 1 : r).toArray();
      return Deal.of(b, s);
    }
  }
}
