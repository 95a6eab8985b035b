package org.levellab.tripeaks.agents;

import java.util.random.RandomGenerator;
import org.levellab.game.Agent;
import org.levellab.game.StateKey;
import org.levellab.search.Budget;
import org.levellab.search.Verdict;
import org.levellab.tripeaks.Deal;
import org.levellab.tripeaks.Level;
import org.levellab.tripeaks.Move;
import org.levellab.tripeaks.TriPeaksState;
import org.levellab.tripeaks.solve.ExactSolver;
import org.levellab.tripeaks.solve.PackedPosition;
import org.levellab.tripeaks.solve.PositionSearch;
import org.levellab.tripeaks.solve.SolverResult;

/**
 * The clairvoyant rung: it PEEKS at the whole deal (every face-down card and the stock order) and
 * plays a winning line when one exists, so it wins exactly the deals that are winnable with full
 * information. At the start of a deal it asks {@link ExactSolver} (first solution, no fewest draws,
 * the given node budget: the winnability command's question and answer; on a hold-slot level the
 * same search with two more sound cuts, {@link HoldSlotSearch}, which finds the same line with far
 * fewer nodes); from any other position
 * (a hint mid-game, or after a move off its line) it asks {@link PositionSearch} with the true cards.
 * It follows the line while the game stays on it. When no win is found (not winnable, or the budget
 * ran out) it plays as the greedy player does. A deal proven lost from its start is not searched
 * again, in this game or a later one of the same deal: every position it leads to is lost too, so
 * the searches would only prove that once per move. (A position proven lost mid-game says nothing
 * of the start, so it is not remembered.)
 *
 * <p>Only for dealt games: an undealt game's cards are chance outcomes not fixed yet, so there is
 * nothing to peek at. Keeps a solver and scratch buffers: one per thread.
 */
final class ClairvoyantAgent implements Agent<TriPeaksState> {
  private final long budget;
  private final GreedyAgent fallback = new GreedyAgent();
  private final int[] legal = new int[Move.CODES];
  private ExactSolver solver;
  private HoldSlotSearch holdSearch;
  private PositionSearch search;
  private int[] line;
  private int next;
  private StateKey expected;
  private Deal deal;
  /** The deal, and its level, last proven not winnable from its start (and so from every position). */
  private Deal lost;
  private Level lostLevel;
  private int plans;

  ClairvoyantAgent(long budget) {
    this.budget = budget;
  }

  @Override
  public int act(TriPeaksState state, RandomGenerator rng) {
    SamplingAgent.legalMoves(state, legal); // refuses a finished game or a chance node
    Deal d = state.deal();
    if (d == null) {
      throw new IllegalArgumentException("agent exact needs a dealt game: it peeks at the hidden cards,"
          + " and an undealt game's cards are not fixed until they turn up");
    }
    if (d == lost && state.level() == lostLevel) {
      return fallback.act(state, rng);
    }
    StateKey key = state.key();
    if (line == null || d != deal || !key.equals(expected) || next >= line.length) {
      plan(state, d);
    }
    if (line == null) {
      return fallback.act(state, rng);
    }
    int move = line[next++];
    TriPeaksState after = state.copy();
    after.apply(move);
    expected = after.isTerminal() ? null : after.key();
    return move;
  }

  private void plan(TriPeaksState state, Deal d) {
    Level level = state.level();
    deal = d;
    next = 0;
    line = null;
    plans++;
    boolean atStart = state.clearedMask() == 0 && state.drawsUsed() == 0 && state.holdUses() == 0;
    if (atStart && HoldSlotSearch.applies(level)) {
      if (holdSearch == null) {
        holdSearch = new HoldSlotSearch(15, 23); // the exact solver's table sizes
      }
      Verdict v = holdSearch.solve(level, d, budget);
      if (v == Verdict.TRUE) {
        line = holdSearch.line();
      } else if (v == Verdict.FALSE) {
        lost = d;
        lostLevel = level;
      }
      return;
    }
    if (atStart) {
      if (solver == null) {
        solver = ExactSolver.builder().minimizeDraws(false).budget(Budget.nodes(budget)).build();
      }
      SolverResult r = solver.solve(level, d);
      if (r.winnable() == Verdict.TRUE) {
        line = r.moves().stream().mapToInt(Move::code).toArray();
      } else if (r.winnable() == Verdict.FALSE) {
        lost = d;
        lostLevel = level;
      }
      return;
    }
    if (search == null || !search.position().level().equals(level)) {
      // the exact solver's table sizes: a hard hold-slot position needs the room
      search = new PositionSearch(new PackedPosition(level), 16, 23);
    }
    search.position().load(state.observation());
    search.setCards(d.boardRanks(), d.stockRanks());
    if (search.solve(budget) == Verdict.TRUE) {
      line = search.line();
    }
  }

  /** How many searches this agent has run (tests: a lost deal is searched once). */
  int plans() {
    return plans;
  }

  @Override
  public String label() {
    return "exact (clairvoyant: sees every card)";
  }
}
