package org.levellab.tripeaks.agents;

import java.util.List;
import java.util.Set;
import org.levellab.game.Agent;
import org.levellab.game.AgentFactory;
import org.levellab.game.AgentOptions;
import org.levellab.game.Game;
import org.levellab.tripeaks.Level;
import org.levellab.tripeaks.design.PlayerSettings;

/**
 * The TriPeaks and Golf agents of the catalogue ({@link org.levellab.game.Agents}), weakest first:
 * <ul>
 *   <li>{@code player[:hold=P]}: the article's random-but-sensible player ({@link
 *       org.levellab.tripeaks.study.PlayerModel}), hold slot use probability P (default 0).
 *   <li>{@code greedy}: {@link GreedyAgent}.
 *   <li>{@code ismcts[:iterations=N][:c=C]}: {@link IsmctsAgent}, N iterations per decision (default
 *       {@value #ISMCTS_ITERATIONS}), UCB constant C (default {@value #ISMCTS_C}).
 *   <li>{@code pimc[:k=K][:budget=B]}: {@link PimcAgent}, K samples per decision (default {@value
 *       #PIMC_K}), B search nodes per sample and move (default {@value #PIMC_BUDGET}).
 *   <li>{@code exact[:budget=B]}: {@link ClairvoyantAgent}, which peeks at every card; B nodes for its
 *       solve (default {@value #EXACT_BUDGET}, the winnability runs' budget).
 * </ul>
 * All but {@code exact} decide from the observation and the legal moves alone.
 */
public final class TriPeaksAgents implements AgentFactory {
  public static final int ISMCTS_ITERATIONS = 1000;
  public static final double ISMCTS_C = 0.7;
  public static final int PIMC_K = 32;
  public static final int PIMC_BUDGET = 1000;
  public static final long EXACT_BUDGET = 50_000_000L;

  private static final List<String> NAMES = List.of("player", "greedy", "ismcts", "pimc", "exact");

  @Override
  public List<String> games() {
    return List.of("tripeaks", "golf");
  }

  @Override
  public List<String> agents(String game) {
    return NAMES;
  }

  @Override
  public Agent<?> create(Game<?> game, String agent, AgentOptions options) {
    if (!(game instanceof Level)) {
      throw new IllegalArgumentException("agent " + agent + " plays TriPeaks levels, not " + game.name());
    }
    switch (agent) {
      case "player":
        options.requireOnly(Set.of("hold"));
        return new ArticlePlayer(PlayerSettings.of(options.number("hold", 0, 1, 0)));
      case "greedy":
        options.requireOnly(Set.of());
        return new GreedyAgent();
      case "ismcts":
        options.requireOnly(Set.of("iterations", "c"));
        return new IsmctsAgent(options.positiveInt("iterations", ISMCTS_ITERATIONS, 1_000_000),
            options.number("c", 0, 100, ISMCTS_C));
      case "pimc":
        options.requireOnly(Set.of("k", "budget"));
        return new PimcAgent(options.positiveInt("k", PIMC_K, 10_000),
            options.positiveInt("budget", PIMC_BUDGET, org.levellab.game.Agents.MAX_BUDGET));
      case "exact":
        options.requireOnly(Set.of("budget"));
        return new ClairvoyantAgent(options.positiveInt("budget", (int) EXACT_BUDGET, org.levellab.game.Agents.MAX_BUDGET));
      default:
        throw new IllegalArgumentException("unknown agent '" + agent + "' (agents for " + game.name() + ": "
            + String.join(", ", NAMES) + ")");
    }
  }

  @Override
  public String describe(String game, String agent) {
    switch (agent) {
      case "player":
        return "player[:hold=P]: the article's random-but-sensible player (hold slot use P, default 0)";
      case "greedy":
        return "greedy: turns up face-down cards first, then the longest visible run (sees what a player sees)";
      case "ismcts":
        return "ismcts[:iterations=N][:c=C]: information-set MCTS, N iterations per move (default "
            + ISMCTS_ITERATIONS + "), UCB constant C (default " + ISMCTS_C + ") (sees what a player sees)";
      case "pimc":
        return "pimc[:k=K][:budget=B]: samples K completions of the hidden cards (default " + PIMC_K
            + "), solves each within B nodes per move (default " + PIMC_BUDGET + "), plays the move that wins"
            + " most (sees what a player sees)";
      case "exact":
        return "exact[:budget=B]: clairvoyant, peeks at every card and plays the exact solver's winning line"
            + " (B nodes, default " + EXACT_BUDGET + ")";
      default:
        return agent;
    }
  }
}
