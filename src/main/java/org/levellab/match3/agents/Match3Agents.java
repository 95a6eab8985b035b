package org.levellab.match3.agents;

import java.util.List;
import java.util.Set;
import org.levellab.game.Agent;
import org.levellab.game.AgentFactory;
import org.levellab.game.AgentOptions;
import org.levellab.game.Game;

/**
 * The match-3 agents of the catalogue ({@link org.levellab.game.Agents}), weakest first, each on the
 * common API through {@link AgentSpec#player()} (the paper's agents) or natively ({@code mcts}):
 * <ul>
 *   <li>{@code sgs}: Stupid Greedy Search.
 *   <li>{@code hgs[:weights=ws/wp/wn/wd/wt]}: Heuristic Greedy Search (default weights 1/0/0/0/0).
 *   <li>{@code lbfs[:weights=...][:u=U]}: Limited BFS with uncertainty limit U (default 0.2).
 *   <li>{@code mc[:samples=N][:horizon=H]}: flat Monte Carlo, N refill samples per swap (default 32),
 *       then H greedy swaps (default 1).
 *   <li>{@code mcts[:iterations=N][:c=C][:horizon=H]}: {@link OpenLoopMcts}, open-loop UCT over
 *       sampled refills.
 * </ul>
 * Weights are written with slashes, since commas separate agents on the command line.
 */
public final class Match3Agents implements AgentFactory {
  private static final List<String> NAMES = List.of("sgs", "hgs", "lbfs", "mc", "mcts");

  @Override
  public List<String> games() {
    return List.of("match3");
  }

  @Override
  public List<String> agents(String game) {
    return NAMES;
  }

  @Override
  public Agent<?> create(Game<?> game, String agent, AgentOptions options) {
    switch (agent) {
      case "sgs":
        options.requireOnly(Set.of());
        return AgentSpec.sgs().player();
      case "hgs":
        options.requireOnly(Set.of("weights"));
        return AgentSpec.hgs(weights(options)).player();
      case "lbfs":
        options.requireOnly(Set.of("weights", "u"));
        return AgentSpec.lbfs(weights(options), options.number("u", 0, 1, AgentSpec.DEFAULT_U)).player();
      case "mc":
        options.requireOnly(Set.of("samples", "horizon"));
        return AgentSpec.monteCarlo(options.positiveInt("samples", 32, 100_000), nonNegative(options, "horizon", 1))
            .player();
      default:
        options.requireOnly(Set.of("iterations", "c", "horizon"));
        return new OpenLoopMcts(options.positiveInt("iterations", OpenLoopMcts.ITERATIONS, 1_000_000),
            options.number("c", 0, 100, OpenLoopMcts.C), nonNegative(options, "horizon", OpenLoopMcts.HORIZON));
    }
  }

  @Override
  public String describe(String game, String agent) {
    switch (agent) {
      case "sgs":
        return "sgs: Stupid Greedy Search, the best direct score of the swap";
      case "hgs":
        return "hgs[:weights=ws/wp/wn/wd/wt]: Heuristic Greedy Search (default 1/0/0/0/0)";
      case "lbfs":
        return "lbfs[:weights=...][:u=U]: Limited BFS, uncertainty limit U (default " + AgentSpec.DEFAULT_U + ")";
      case "mc":
        return "mc[:samples=N][:horizon=H]: flat Monte Carlo over sampled refills (default 32 samples, 1 greedy"
            + " swap)";
      default:
        return "mcts[:iterations=N][:c=C][:horizon=H]: open-loop UCT over sampled refills (default "
            + OpenLoopMcts.ITERATIONS + " iterations, C " + OpenLoopMcts.C + ", " + OpenLoopMcts.HORIZON
            + " random swaps per rollout)";
    }
  }

  private static Weights weights(AgentOptions options) {
    String w = options.get("weights");
    if (w == null) {
      return Weights.SCORE;
    }
    try {
      return Weights.parse(w.replace('/', ','));
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException("agent option weights: " + e.getMessage());
    }
  }

  private static int nonNegative(AgentOptions options, String key, int otherwise) {
    return (int) options.number(key, 0, 1000, otherwise);
  }
}
