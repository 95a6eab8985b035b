package org.levellab.blackhole;

import java.util.List;
import java.util.Set;
import org.levellab.game.Agent;
import org.levellab.game.AgentFactory;
import org.levellab.game.AgentOptions;
import org.levellab.game.Game;
import org.levellab.search.Budget;
import org.levellab.search.PlanAgent;

/**
 * The Black Hole agents of the catalogue ({@link org.levellab.game.Agents}): {@code exact[:budget=N]}
 * plays the winning line of the game-independent exact solver ({@link
 * org.levellab.search.GameSolver}, N nodes, default {@value #EXACT_BUDGET}); on a deal it cannot win
 * it plays the first legal move. Nothing is hidden in Black Hole.
 */
public final class BlackHoleAgents implements AgentFactory {
  public static final long EXACT_BUDGET = 5_000_000L;

  @Override
  public List<String> games() {
    return List.of("blackhole");
  }

  @Override
  public List<String> agents(String game) {
    return List.of("exact");
  }

  @Override
  public Agent<?> create(Game<?> game, String agent, AgentOptions options) {
    options.requireOnly(Set.of("budget"));
    return PlanAgent.solver(Budget.nodes(options.positiveInt("budget", (int) EXACT_BUDGET)), "exact");
  }

  @Override
  public String describe(String game, String agent) {
    return "exact[:budget=N]: plays the exact solver's winning line (N nodes, default " + EXACT_BUDGET + ")";
  }
}
