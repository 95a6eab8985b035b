package org.levellab.search;

import java.util.List;
import java.util.Objects;
import java.util.random.RandomGenerator;
import org.levellab.game.Agent;
import org.levellab.game.State;
import org.levellab.game.StateKey;

/**
 * An agent that plays the line of an exact planner (a solver's winning line, or its best line when
 * there is no win), for games without chance: it plans once and follows the plan while the states it
 * is shown are the ones the plan leads to (by {@link State#key()}), and plans again from any other
 * state. Where the planner has no line (the budget ran out, or no win exists and the planner gives
 * none), it plays the first legal action, so a game always goes on; the playtest's move limit ends
 * games that then cycle. One per thread: it keeps its plan.
 *
 * @param <S> the states it plays
 */
public final class PlanAgent<S extends State> implements Agent<S> {
  /** Finds a line of action ids from a state (empty when it has none). */
  @FunctionalInterface
  public interface Planner<S extends State> {
    List<Integer> plan(S state);
  }

  private final Planner<S> planner;
  private final String label;
  private List<Integer> plan = List.of();
  private int next;
  private StateKey expected;
  /** True while following the fallback from a state the planner had no line for. */
  private boolean hopeless;

  public PlanAgent(Planner<S> planner, String label) {
    this.planner = Objects.requireNonNull(planner, "planner");
    this.label = Objects.requireNonNull(label, "label");
  }

  /** The game-independent exact solver's winning line, within {@code budget}. */
  public static <S extends State> PlanAgent<S> solver(Budget budget, String label) {
    GameSolver solver = GameSolver.withBudget(budget);
    return new PlanAgent<>(s -> solver.solve(s).actions(), label);
  }

  @Override
  public int act(S state, RandomGenerator rng) {
    StateKey key = state.key();
    boolean onTrack = key.equals(expected);
    if (!(hopeless && onTrack) && (!onTrack || next >= plan.size() || !state.isLegal(plan.get(next)))) {
      plan = planner.plan(state);
      next = 0;
      hopeless = plan.isEmpty();
    }
    int a;
    if (hopeless) {
      // no line from here, nor (for an exact planner) from anywhere the fallback leads: plan no more
      int[] legal = state.legalActions();
      if (legal.length == 0) {
        throw new IllegalStateException("no legal action: the game is over");
      }
      a = legal[0];
    } else {
      a = plan.get(next++);
    }
    State after = state.copy();
    after.apply(a);
    expected = after.key();
    return a;
  }

  @Override
  public String label() {
    return label;
  }
}
