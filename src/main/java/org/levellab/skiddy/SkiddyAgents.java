package org.levellab.skiddy;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.random.RandomGenerator;
import org.levellab.game.Agent;
import org.levellab.game.AgentFactory;
import org.levellab.game.AgentOptions;
import org.levellab.game.Game;
import org.levellab.game.StateKey;
import org.levellab.search.PlanAgent;
import org.levellab.search.SolutionClass;
import org.levellab.search.StateGraph;
import org.levellab.search.StateGraphAnalyzer;

/**
 * The Skiddy agents of the catalogue ({@link org.levellab.game.Agents}), weakest first:
 * <ul>
 *   <li>{@code greedy}: plays the input that removes the most skiddies now; among equals it prefers a
 *       position it has not been in during this game (so it does not slide back and forth), then
 *       picks uniformly at random with its stream.
 *   <li>{@code exact[:states=N]}: plays a shortest solution, from the level's whole state graph
 *       ({@link StateGraphAnalyzer}, at most N positions, default {@value #EXACT_STATES}); on a level
 *       that cannot be won from where it stands, or whose graph is too large, it plays the first
 *       legal input.
 * </ul>
 * Nothing is hidden in Skiddy, so no agent peeks.
 */
public final class SkiddyAgents implements AgentFactory {
  public static final int EXACT_STATES = StateGraphAnalyzer.DEFAULT_MAX_STATES;

  @Override
  public List<String> games() {
    return List.of("skiddy");
  }

  @Override
  public List<String> agents(String game) {
    return List.of("greedy", "exact");
  }

  @Override
  public Agent<?> create(Game<?> game, String agent, AgentOptions options) {
    if (agent.equals("greedy")) {
      options.requireOnly(Set.of());
      return new Greedy();
    }
    options.requireOnly(Set.of("states"));
    int states = options.positiveInt("states", EXACT_STATES, org.levellab.game.Agents.MAX_BUDGET);
    return new PlanAgent<SkiddyState>(new Shortest(states), "exact");
  }

  @Override
  public String describe(String game, String agent) {
    return agent.equals("greedy")
        ? "greedy: removes the most skiddies now, preferring positions not seen this game, else at random"
        : "exact[:states=N]: plays a shortest solution from the level's state graph (N positions, default "
            + EXACT_STATES + ")";
  }

  /** Shortest solutions from the state graph of the level being played (kept while it is played). */
  static final class Shortest implements PlanAgent.Planner<SkiddyState> {
    private final int maxStates;
    private Level level;
    private StateGraph graph;

    Shortest(int maxStates) {
      this.maxStates = maxStates;
    }

    @Override
    public List<Integer> plan(SkiddyState state) {
      if (state.level() != level) {
        level = state.level();
        graph = StateGraphAnalyzer.withMaxStates(maxStates).explore(level.game());
      }
      List<Integer> line = new ArrayList<>();
      if (!graph.complete()) {
        return line;
      }
      int from = graph.indexOf(state.packed());
      List<String> moves = from < 0 ? null : graph.solution(from, SolutionClass.ANY);
      if (moves != null) {
        for (String m : moves) {
          line.add(Direction.parse(m).ordinal());
        }
      }
      return line;
    }
  }

  /** The greedy player (see the class comment). */
  static final class Greedy implements Agent<SkiddyState> {
    private final int[] buffer = new int[Direction.values().length];
    private final int[] ties = new int[Direction.values().length];
    private final Set<StateKey> seen = new HashSet<>();
    private Level level;
    private int lastMoves = -1;

    @Override
    public int act(SkiddyState state, RandomGenerator rng) {
      if (state.level() != level || state.moves() <= lastMoves) {
        level = state.level(); // a new game
        seen.clear();
      }
      lastMoves = state.moves();
      seen.add(state.key());
      int k = state.legalActions(buffer);
      if (k == 0) {
        throw new IllegalStateException("no legal action: the game is over");
      }
      double best = Double.NEGATIVE_INFINITY;
      int n = 0;
      for (int i = 0; i < k; i++) {
        SkiddyState next = state.copy();
        next.apply(buffer[i]);
        // removed skiddies first; a new position breaks ties (worth less than one skiddy)
        double value = next.score() + (seen.contains(next.key()) ? 0 : 0.5);
        if (value > best) {
          best = value;
          n = 0;
        }
        if (value == best) {
          ties[n++] = buffer[i];
        }
      }
      return n == 1 ? ties[0] : ties[rng.nextInt(n)];
    }

    @Override
    public String label() {
      return "greedy";
    }
  }
}
