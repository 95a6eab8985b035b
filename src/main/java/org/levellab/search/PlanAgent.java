package org.levellab.search;

import java.util.List;
import java.util.Objects;
import java.util.function.Function;
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
 * games that then cycle. Whenever the line it plays does not win, its {@link #note()} says so: {@link
 * Agent#NO_WINNING_LINE} where the solver proved that no win exists, {@link
 * Agent#NO_WINNING_LINE_FOUND} otherwise. One per thread: it keeps its plan.
 *
 * @param <S> the states it plays
 */
public final class PlanAgent<S extends State> implements Agent<S> {
  /** Finds a line of action ids from a state (empty when it has none). */
  @FunctionalInterface
  public interface Planner<S extends State> {
    List<Integer> plan(S state);
  }

  /** A line and, when it does not win, the note that says so. */
  private record Plan(List<Integer> actions, String note) {}

  private final Function<S, Plan> planner;
  private final String label;
  private List<Integer> plan = List.of();
  private String planNote;
  private int next;
  private StateKey expected;
  /** True while following the fallback from a state the planner had no line for. */
  private boolean hopeless;
  private String note;

  /**
   * An agent playing {@code planner}'s lines; a line that does not end in a win (checked by playing it
   * on a copy) is noted {@link Agent#NO_WINNING_LINE_FOUND}, as the planner does not say whether a win
   * exists.
   */
  public PlanAgent(Planner<S> planner, String label) {
    this(label, s -> {
      List<Integer> line = planner.plan(s);
      return new Plan(line, wins(s, line) ? null : NO_WINNING_LINE_FOUND);
    });
  }

  private PlanAgent(String label, Function<S, Plan> planner) {
    this.planner = Objects.requireNonNull(planner, "planner");
    this.label = Objects.requireNonNull(label, "label");
  }

  /**
   * The game-independent exact solver's winning line, within {@code budget}; where it proves the game
   * lost the note is {@link Agent#NO_WINNING_LINE}, where its budget runs out {@link
   * Agent#NO_WINNING_LINE_FOUND} and why.
   */
  public static <S extends State> PlanAgent<S> solver(Budget budget, String label) {
    GameSolver solver = GameSolver.withBudget(budget);
    return new PlanAgent<S>(label, s -> {
      GameSolver.Solution solution = solver.solve(s);
      return switch (solution.winnable()) {
        case TRUE -> new Plan(solution.actions(), null);
        case FALSE -> new Plan(List.of(), NO_WINNING_LINE);
        case UNKNOWN -> new Plan(List.of(), NO_WINNING_LINE_FOUND + ": the solver's budget ran out");
      };
    });
  }

  /** Whether {@code line} is legal from {@code start} and ends in a won game. */
  private static boolean wins(State start, List<Integer> line) {
    if (line.isEmpty()) {
      return start.isWon();
    }
    State s = start.copy();
    for (int a : line) {
      if (s.isTerminal() || !s.isLegal(a)) {
        return false;
      }
      s.apply(a);
    }
    return s.isWon();
  }

  @Override
  public int act(S state, RandomGenerator rng) {
    StateKey key = state.key();
    boolean onTrack = key.equals(expected);
    if (!(hopeless && onTrack) && (!onTrack || next >= plan.size() || !state.isLegal(plan.get(next)))) {
      Plan p = planner.apply(state);
      plan = p.actions();
      planNote = p.note();
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
    note = planNote;
    State after = state.copy();
    after.apply(a);
    expected = after.key();
    return a;
  }

  /** Null while it plays a winning line; else why not (see the class comment). */
  @Override
  public String note() {
    return note;
  }

  @Override
  public String label() {
    return label;
  }
}
