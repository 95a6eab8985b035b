package org.levellab.game;

import java.util.List;
import java.util.Objects;
import org.levellab.core.RandomStreams;
import org.levellab.core.Sweep;
import org.levellab.core.SweepDefinition;

/**
 * Agents of the catalogue ({@link Agents}) playing the same seeded starts of a game: one point per
 * agent, one trial per start. Trial i plays from {@code game.newInitialState(taskSeed(seed, i))}
 * with the agent's and the chance streams derived from that start seed exactly as {@code levellab
 * play --seed <startSeed>} derives them, so any row can be replayed alone with that command.
 *
 * @param game the catalogue name
 * @param rules the game's rules text ({@link Game#rules()}, empty for the defaults)
 * @param agents the agents, each written {@code name} or {@code name:key=value:...}
 * @param games seeded starts per agent
 * @param maxMoves moves before a play stops unfinished
 */
public record PlaytestSweep(String game, String rules, List<String> agents, int games, long seed, int maxMoves)
    implements SweepDefinition {
  public PlaytestSweep {
    Objects.requireNonNull(game, "game");
    rules = rules == null ? "" : rules;
    agents = List.copyOf(agents);
    if (agents.isEmpty()) {
      throw new IllegalArgumentException("name at least one agent");
    }
    if (games < 1) {
      throw new IllegalArgumentException("the number of games must be at least 1, was " + games);
    }
    if (maxMoves < 0) {
      throw new IllegalArgumentException("the move limit must be 0 or more, was " + maxMoves);
    }
  }

  /**
   * One play.
   *
   * @param agent the agent as written
   * @param startSeed the seed of the start ({@code levellab play --seed})
   * @param result won, lost or stopped (move limit)
   */
  public record Outcome(String agent, long startSeed, String result, boolean won, double score, int moves) {}

  @Override
  public Sweep<String, Outcome> sweep() {
    Game<?> g = Games.create(game, rules);
    for (String a : agents) {
      AgentOptions.requireDistinct(a);
      Agents.parse(g, a); // an unknown agent or a bad option is refused before the run
    }
    g.newInitialState(RandomStreams.taskSeed(seed, 0)); // a game without seeded starts says so here
    return Sweep.of(game + " playtest", Outcome.class, agents, games, seed,
        (agent, t, rng) -> play(g, agent, RandomStreams.taskSeed(seed, t), maxMoves));
  }

  private static <S extends State> Outcome play(Game<S> g, String agentText, long startSeed, int maxMoves) {
    Agent<S> agent = Agents.parse(g, agentText);
    Play.Result<S> r = Play.from(g.newInitialState(startSeed))
        .agent(agent, RandomStreams.of(RandomStreams.derive(startSeed, "agent")))
        .chance(ChancePolicy.sampled(), RandomStreams.of(RandomStreams.derive(startSeed, "chance")))
        .maxMoves(maxMoves)
        .run();
    Playthrough.End end = r.playthrough().end();
    return new Outcome(agentText, startSeed, end.result(), end.result().equals("won"), end.score(), end.moves());
  }
}
