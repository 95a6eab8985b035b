package org.levellab.pair;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.levellab.cards.Card;
import org.levellab.cards.Cards;
import org.levellab.core.RandomStreams;
import org.levellab.game.Replay;
import org.levellab.search.Budget;
import org.levellab.search.GameSolver;
import org.levellab.search.Verdict;

/**
 * The fast paths against the common {@link PairState} on thousands of seeded cases: the solver's
 * lines replay through the state's rules, the packed move generator the solver runs on gives the
 * state's legal actions (and the list-based rules' removals), and the game-independent {@link
 * GameSolver} decides the same stacks as {@link PairSolver}.
 */
class PairFastPathTest {
  /** Replays a solver's line through the common replay; returns the state it ends in. */
  static PairState replayThroughTheState(PairState from, PairSolution s, String ctx) {
    Replay.Result r = Replay.moves(from, Cards.format(s.moves()));
    assertTrue(r.ok(), ctx + ": " + r.error());
    PairState end = (PairState) r.state();
    assertEquals(s.fewestRemaining(), end.size(), ctx);
    assertEquals(s.beatable() == Verdict.TRUE, end.isWon(), ctx);
    return end;
  }

  @Test
  void solverLinesReplayThroughTheStateOnSmallStacks() {
    SplittableRandom rng = new SplittableRandom(101);
    for (int t = 0; t < 3000; t++) {
      PairDeal deal = PairDeal.of(PairSolverTest.randomStack(rng, 14));
      PairSolution s = PairSolver.standard().solve(deal);
      PairState end = replayThroughTheState(deal.start(), s, "case " + t + ": " + deal);
      // The search was complete: its end admits no removal (else fewer cards would be reachable).
      assertTrue(end.isTerminal(), "case " + t);
    }
  }

  @Test
  void solverLinesReplayThroughTheStateOnFullStacksAndFromMidGame() {
    PairSolver solver = PairSolver.builder().budget(Budget.nodes(100_000)).build();
    for (int t = 0; t < 300; t++) {
      SplittableRandom rng = RandomStreams.forTask(77, t);
      PairState s = PairSolitaire.game().newInitialState(1000 + t);
      replayThroughTheState(s, solver.solve(s), "stack " + t);
      // A few random removals, then solve from there: the line starts where the state is.
      for (int k = rng.nextInt(12); k > 0 && !s.isTerminal(); k--) {
        int[] legal = s.legalActions();
        s.apply(legal[rng.nextInt(legal.length)]);
      }
      replayThroughTheState(s, solver.solve(s), "stack " + t + " after " + (int) s.score() + " removals");
    }
  }

  @Test
  void thePackedMoveGeneratorGivesTheStatesLegalActionsOnRandomPositions() {
    SplittableRandom rng = new SplittableRandom(202);
    int[] scratch = new int[PairDeal.MAX_CARDS];
    int[] out = new int[PairDeal.MAX_CARDS];
    int withMoves = 0;
    for (int t = 0; t < 5000; t++) {
      List<Card> stack = Cards.shuffled(Cards.standardDeck(), rng).subList(0, 2 + rng.nextInt(51));
      PairDeal deal = PairDeal.of(stack);
      // Any subset of the stack is a position (reachable or not); keep at least two cards.
      long mask = rng.nextLong() & deal.start().remainingMask();
      if (Long.bitCount(mask) < 2) {
        mask = deal.start().remainingMask();
      }
      PairState state = new PairState(deal, mask);
      int[] fast = Arrays.copyOf(out, deal.removals(mask, scratch, out));
      assertArrayEquals(state.legalActions(), fast, "case " + t);
      List<Card> left = state.cards();
      List<Card> expected = BruteForce.removable(left).stream().map(left::get).toList();
      assertEquals(expected, Arrays.stream(fast).mapToObj(deal::card).toList(), "case " + t + ": " + left);
      for (int p = 0; p < deal.size(); p++) {
        int position = p;
        boolean legal = Arrays.stream(fast).anyMatch(a -> a == position);
        assertEquals(legal, state.whyIllegal(p) == null, "case " + t + " position " + p);
      }
      if (fast.length > 0) {
        withMoves++;
      }
    }
    assertTrue(withMoves > 2500 && withMoves < 5000, "positions with and without moves: " + withMoves);
  }

  @Test
  void theGameIndependentSolverAgreesWithThePairSolver() {
    SplittableRandom rng = new SplittableRandom(303);
    GameSolver generic = GameSolver.unlimited();
    int beatable = 0;
    int cases = 3000;
    for (int t = 0; t < cases; t++) {
      PairDeal deal = PairDeal.of(PairSolverTest.randomStack(rng, 14));
      String ctx = "case " + t + ": " + deal;
      Verdict fast = PairSolver.standard().solve(deal).beatable();
      GameSolver.Solution g = generic.solve(deal.start());
      assertEquals(fast, g.winnable(), ctx);
      if (g.winnable() == Verdict.TRUE) {
        beatable++;
        Replay.Result r = Replay.moves(deal.start(), g.moves());
        assertTrue(r.won(), ctx + ": the generic line " + g.moves() + " must beat the stack: " + r.error());
      }
    }
    assertTrue(beatable > cases / 10 && beatable < cases * 9 / 10, "beatable " + beatable + " of " + cases);
  }
}
