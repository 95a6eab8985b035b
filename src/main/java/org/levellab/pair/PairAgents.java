package org.levellab.pair;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.random.RandomGenerator;
import org.levellab.cards.Card;
import org.levellab.game.Agent;
import org.levellab.game.AgentFactory;
import org.levellab.game.AgentOptions;
import org.levellab.game.Game;
import org.levellab.search.Budget;
import org.levellab.search.PlanAgent;

/**
 * The Pair Solitaire agents of the catalogue ({@link org.levellab.game.Agents}), weakest first:
 * <ul>
 *   <li>{@code greedy}: keeps the most options open. It removes the card after whose removal the
 *       most removals are possible (mobility, one move deep); among equals, the card nearest the top
 *       of the stack. Deterministic: its stream is not used.
 *   <li>{@code exact[:budget=N]}: plays a line of {@link PairSolver} (within N nodes, default {@value
 *       #EXACT_BUDGET}): a winning line when the deal can be beaten, else a line to the fewest cards
 *       the stack can be reduced to.
 * </ul>
 * Nothing is hidden in Pair Solitaire, so no agent peeks.
 */
public final class PairAgents implements AgentFactory {
  public static final long EXACT_BUDGET = 2_000_000L;

  @Override
  public List<String> games() {
    return List.of("pair");
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
    options.requireOnly(Set.of("budget"));
    PairSolver solver = PairSolver.builder()
        .budget(Budget.nodes(options.positiveInt("budget", (int) EXACT_BUDGET, org.levellab.game.Agents.MAX_BUDGET))).build();
    return new PlanAgent<PairState>(s -> {
      List<Integer> line = new ArrayList<>();
      for (Card c : solver.solve(s).moves()) {
        line.add(s.deal().positionOf(c));
      }
      return line;
    }, "exact");
  }

  @Override
  public String describe(String game, String agent) {
    return agent.equals("greedy")
        ? "greedy: removes the card that leaves the most removals possible (top-most on a tie)"
        : "exact[:budget=N]: plays the exact solver's line (a win, or the fewest cards left), N nodes (default "
            + EXACT_BUDGET + ")";
  }

  /** The mobility greedy player (see the class comment). */
  static final class Greedy implements Agent<PairState> {
    private final int[] buffer = new int[PairDeal.MAX_CARDS];
    private final int[] after = new int[PairDeal.MAX_CARDS];

    @Override
    public int act(PairState state, RandomGenerator rng) {
      int k = state.legalActions(buffer);
      if (k == 0) {
        throw new IllegalStateException("no legal action: the game is over");
      }
      int best = buffer[0];
      int bestMobility = -1;
      for (int i = 0; i < k; i++) {
        PairState next = new PairState(state.deal(), state.remainingMask() & ~(1L << buffer[i]));
        int mobility = next.isBeaten() ? Integer.MAX_VALUE : next.legalActions(after);
        if (mobility > bestMobility) {
          bestMobility = mobility;
          best = buffer[i];
        }
      }
      return best;
    }

    @Override
    public String label() {
      return "greedy";
    }
  }
}
