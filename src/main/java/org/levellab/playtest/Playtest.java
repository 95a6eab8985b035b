package org.levellab.playtest;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.random.RandomGenerator;
import org.levellab.core.MonteCarlo;
import org.levellab.core.ProgressListener;
import org.levellab.core.RandomStreams;
import org.levellab.core.RunLedger;
import org.levellab.game.Agent;
import org.levellab.game.AgentOptions;
import org.levellab.game.Agents;
import org.levellab.game.ChancePolicy;
import org.levellab.game.Game;
import org.levellab.game.Play;
import org.levellab.game.Playthrough;
import org.levellab.game.PlugInFailure;
import org.levellab.game.State;
import org.levellab.search.Budget;
import org.levellab.search.GameSolver;
import org.levellab.search.Verdict;

/**
 * A playtest: named agents ({@link Agents}) play the same seeded games of one game, and the report
 * gives each agent's win rate (Wilson 95% interval), the distribution of the moves it used, the mean
 * score of its best 5% of runs, the exact solver's verdict on a given level where one exists, and the
 * luck–skill gap. Game-independent: it reaches the game only through {@link Game} and {@link State}.
 *
 * <h2>Common random numbers</h2>
 * Game {@code i} starts from the given level, or, without one, from {@code
 * game.newInitialState(RandomStreams.taskSeed(seed, i))}: the deal that the winnability and solve
 * commands call deal {@code i} of the seed. Every agent plays that same start; its own stream is
 * {@code forTask(derive(seed, "agent " + spec), i)} (so adding an agent to the list changes no other
 * agent's numbers) and the chance stream {@code forTask(derive(seed, "chance"), i)} is the same for
 * every agent. Results are stored by game index, so the report is the same whatever the thread count.
 *
 * <h2>Checks</h2>
 * Every won game is replayed from its trace through the rules ({@link Playthrough#replay()}); a win
 * that does not replay fails the run. A game that reaches the move limit counts as not won and is
 * counted in {@link AgentResult#stopped()}.
 *
 * @param <S> the game's state type
 */
public final class Playtest<S extends State> {
  /** The agent name that sees everything (hidden cards included): the clairvoyant rung. */
  public static final String CLAIRVOYANT = "exact";
  /** The default node budget of the exact verdict on a given level. */
  public static final Budget VERDICT_BUDGET = Budget.nodes(5_000_000L);

  private final Game<S> game;
  private S level;
  private String levelName;
  private List<String> agents = List.of(Agents.RANDOM);
  private int games = 100;
  private long seed = 1;
  /** The threads asked for, or 0 for the runner's default (read only then: see MonteCarlo.defaultThreads). */
  private int threads;
  private int maxMoves = 10_000;
  private ProgressListener progress;
  private ChanceFactory<S> chance = rng -> ChancePolicy.sampled();
  private Budget verdictBudget = VERDICT_BUDGET;
  private RunLedger<GameRow[]> ledger = RunLedger.none();

  private Playtest(Game<S> game) {
    this.game = Objects.requireNonNull(game, "game");
  }

  /** A playtest of {@code game}: 100 seeded deals, seed 1, the random agent. */
  public static <S extends State> Playtest<S> of(Game<S> game) {
    return new Playtest<>(game);
  }

  /** Every game starts from this level (named {@code name} in the report) instead of a seeded deal. */
  public Playtest<S> level(S start, String name) {
    this.level = Objects.requireNonNull(start, "level");
    this.levelName = name;
    return this;
  }

  /** The agents, written as {@link Agents#parse} reads them ({@code pimc:k=32}), in report order. */
  public Playtest<S> agents(List<String> specs) {
    if (specs == null || specs.isEmpty()) {
      throw new IllegalArgumentException("agents: name at least one agent (agents for " + game.name() + ": "
          + String.join(", ", Agents.names(game.name())) + ")");
    }
    specs.forEach(AgentOptions::requireDistinct);
    this.agents = List.copyOf(specs);
    return this;
  }

  /** Games per agent. */
  public Playtest<S> games(int games) {
    if (games < 1) {
      throw new IllegalArgumentException("games: must be at least 1, was " + games);
    }
    this.games = games;
    return this;
  }

  public Playtest<S> seed(long seed) {
    this.seed = seed;
    return this;
  }

  /** Worker threads; the report does not depend on it. */
  public Playtest<S> threads(int threads) {
    if (threads < 1) {
      throw new IllegalArgumentException("threads: must be at least 1, was " + threads);
    }
    this.threads = threads;
    return this;
  }

  /** Most moves per game; a game stopped by it counts as not won (default 10,000). */
  public Playtest<S> maxMoves(int maxMoves) {
    if (maxMoves < 1) {
      throw new IllegalArgumentException("max moves: must be at least 1, was " + maxMoves);
    }
    this.maxMoves = maxMoves;
    return this;
  }

  public Playtest<S> progress(ProgressListener progress) {
    this.progress = Objects.requireNonNull(progress, "progress");
    return this;
  }

  /** Makes the chance policy of one game from that game's chance stream. */
  @FunctionalInterface
  public interface ChanceFactory<S extends State> {
    ChancePolicy<? super S> create(RandomGenerator chanceStream);
  }

  /**
   * Who picks chance outcomes: a new policy per game and agent, made from the game's chance stream
   * (a level generator keeps state within a game and may draw from the stream when made). Default:
   * the game's own distribution, sampled.
   */
  public Playtest<S> chance(ChanceFactory<S> policy) {
    this.chance = Objects.requireNonNull(policy, "chance policy");
    return this;
  }

  /**
   * Resumes from {@code ledger} (a {@link org.levellab.core.Checkpoint}): the games it has decided,
   * each the rows of every agent, are not played again, and every game played now is recorded in
   * it. The report is the one an uninterrupted run gives.
   */
  public Playtest<S> ledger(RunLedger<GameRow[]> ledger) {
    this.ledger = Objects.requireNonNull(ledger, "ledger");
    return this;
  }

  /** The node budget of the exact verdict on a given level. */
  public Playtest<S> verdictBudget(Budget budget) {
    this.verdictBudget = Objects.requireNonNull(budget, "verdict budget");
    return this;
  }

  /**
   * Plays every agent on every game.
   *
   * @throws IllegalArgumentException for an agent the catalogue does not know or that does not apply
   *     to this game, or a bad agent option (before any game is played)
   */
  public Report run() {
    for (String spec : agents) {
      Agents.parse(game, spec); // refuse bad names and options before the first game
    }
    int n = agents.size();
    List<ThreadLocal<Agent<S>>> players = new ArrayList<>();
    long[] agentSeeds = new long[n];
    for (int j = 0; j < n; j++) {
      String spec = agents.get(j);
      players.add(ThreadLocal.withInitial(() -> Agents.parse(game, spec)));
      agentSeeds[j] = RandomStreams.derive(seed, "agent " + spec);
    }
    long chanceSeed = RandomStreams.derive(seed, "chance");
    MonteCarlo mc = MonteCarlo.trials(games).seed(seed).label(game.name() + " playtest");
    if (threads > 0) {
      mc.threads(threads);
    }
    if (progress != null) {
      mc.progress(progress);
    }
    List<GameRow[]> rows = new ArrayList<>(Math.min(games, 1 << 16));
    try {
      ledger.replay(decided -> {
        if (decided.length != n) {
          throw new IllegalArgumentException("a decided game holds " + decided.length + " agents' rows, not " + n);
        }
        rows.add(decided);
      });
      mc.from(ledger.start()).forEachOrdered((i, rng) -> play(i, players, agentSeeds, chanceSeed), row -> {
        rows.add(row);
        ledger.decided(row);
      });
    } catch (MonteCarlo.TrialFailedException e) {
      PlugInFailure plugIn = PlugInFailure.find(e);
      if (plugIn != null) {
        throw plugIn; // its line names the game, its jar, the method and the playtest game: the trial adds nothing
      }
      if (e.getCause() instanceof IllegalArgumentException bad) {
        // an agent that cannot play these games (a clairvoyant agent on undealt cards, say): one line
        throw new IllegalArgumentException(bad.getMessage(), e);
      }
      throw e;
    }
    Verdict verdict = level == null ? null : verdict(level);
    return Report.of(game, levelName, level == null, games, seed, agents, rows, verdict);
  }

  private GameRow[] play(int i, List<ThreadLocal<Agent<S>>> players, long[] agentSeeds, long chanceSeed) {
    int n = agents.size();
    S start;
    try {
      start = start(i);
    } catch (PlugInFailure e) {
      throw e.in("playtest game " + i);
    }
    GameRow[] out = new GameRow[n];
    for (int j = 0; j < n; j++) {
      RandomGenerator cr = RandomStreams.forTask(chanceSeed, i);
      Play.Result<S> r;
      try {
        r = Play.from(start)
            .agent(players.get(j).get(), RandomStreams.forTask(agentSeeds[j], i))
            .chance(chance.create(cr), cr)
            .maxMoves(maxMoves)
            .record(false)
            .label(agents.get(j))
            .run();
      } catch (PlugInFailure e) {
        throw e.in("playtest game " + i + ", agent " + agents.get(j));
      }
      boolean won = r.state().isWon();
      if (won) {
        Playthrough.Check check = r.playthrough().replay();
        if (!check.ok() || !check.state().isWon()) {
          throw new IllegalStateException("agent " + agents.get(j) + " won game " + i
              + " but its moves do not win when replayed through the rules: " + check.error());
        }
      }
      out[j] = new GameRow(i, agents.get(j), won, r.actions().size(), r.state().score(), r.stopped());
    }
    return out;
  }

  private S start(int i) {
    if (level != null) {
      return level;
    }
    return game.newInitialState(RandomStreams.taskSeed(seed, i));
  }

  /** The game-independent exact solver's answer, or null where it does not apply (chance, no keys). */
  private Verdict verdict(S start) {
    try {
      return GameSolver.withBudget(verdictBudget).solve(start).winnable();
    } catch (IllegalArgumentException | UnsupportedOperationException e) {
      return null;
    }
  }

  /**
   * One agent's game.
   *
   * @param game the game's index (its deal and streams)
   * @param agent the agent as written
   * @param won whether it won
   * @param moves its moves (player actions, not chance outcomes)
   * @param score the game's own score at the end ({@link State#score()})
   * @param stopped whether the move limit ended it
   */
  public record GameRow(int game, String agent, boolean won, int moves, double score, boolean stopped) {}
}
