package org.levellab.pair;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.levellab.cards.Card;
import org.levellab.cards.Cards;
import org.levellab.core.RandomStreams;
import org.levellab.game.Agent;
import org.levellab.game.Goldens;
import org.levellab.game.Play;
import org.levellab.game.RandomAgent;
import org.levellab.search.Budget;

/**
 * Golden playthroughs through the one harness ({@link Goldens}): seeded games written out move by
 * move, with the stack, its legal removals and the article's score after every step, so any change
 * of the rules, the random player, the scoring or the solver's search shows as a diff. Every game is
 * also checked step by step against the independent rules of {@link BruteForce}.
 */
class PairGoldenTraceTest {
  /**
   * A seeded shuffle of {@code deck} ({@code RandomStreams.of(seed)}) played by the uniform random
   * player, which draws one {@code nextInt} per removal from the same stream after the shuffle.
   */
  static Play.Result<PairState> randomPlay(List<Card> deck, long seed) {
    SplittableRandom rng = RandomStreams.of(seed);
    PairState start = PairDeal.of(Cards.shuffled(deck, rng)).start();
    Play.Result<PairState> r = Play.from(start).agent(RandomAgent.create(), rng)
        .label("random, one nextInt per removal from RandomStreams.of(" + seed + ") after the shuffle that dealt the stack")
        .run();
    checkWithIndependentRules(start, r);
    return r;
  }

  /** Every step's legal removals and stack, and the end, as the list-based rules give them. */
  static void checkWithIndependentRules(PairState start, Play.Result<PairState> r) {
    PairState s = start.copy();
    List<Card> ref = new ArrayList<>(start.cards());
    for (int a : r.actions()) {
      assertEquals(legalByBruteForce(ref), s.legalRemovals());
      ref = BruteForce.apply(ref, List.of(s.deal().card(a)));
      s.apply(a);
      assertEquals(ref, s.cards());
    }
    assertEquals(legalByBruteForce(ref), r.state().legalRemovals());
    assertEquals(ref, r.state().cards());
  }

  private static List<Card> legalByBruteForce(List<Card> stack) {
    return BruteForce.removable(stack).stream().map(stack::get).toList();
  }

  @Test
  void fullDeckRandomPlay() {
    Play.Result<PairState> r = randomPlay(Cards.standardDeck(), 7);
    // The generic `play --game pair --seed 7` deals the same stack.
    assertEquals(PairSolitaire.game().newInitialState(7).deal(), r.state().deal());
    assertTrue(r.state().isTerminal(), "random play ends");
    Goldens.check("pair/random-play-52-seed7", r.playthrough());
  }

  @Test
  void smallDeckRandomPlay() {
    Play.Result<PairState> r = randomPlay(PairGenerators.deck(4, 3), 3);
    assertTrue(r.state().isTerminal(), "random play ends");
    Goldens.check("pair/random-play-12-seed3", r.playthrough());
  }

  /** Plays a solver's line: the removal after {@code n} removals is the line's {@code n}-th card. */
  static Agent<PairState> scripted(List<Card> line) {
    return (state, rng) -> state.parseAction(line.get(state.deal().size() - state.size()).toString());
  }

  /**
   * The exact solver on eight seeded 52-card shuffles ({@code forTask(2026, i)}) with a 1,000,000-node
   * budget: its verdict, fewest cards and node count in the agent line, its line played move by move.
   */
  @Test
  void solverOnSeededShuffles() {
    PairSolver solver = PairSolver.builder().budget(Budget.nodes(1_000_000)).build();
    for (int i = 0; i < 8; i++) {
      PairDeal deal = PairDeal.of(Cards.shuffled(Cards.standardDeck(), RandomStreams.forTask(2026, i)));
      PairSolution s = solver.solve(deal);
      Play.Result<PairState> r = Play.from(deal.start()).agent(scripted(s.moves()), RandomStreams.of(0))
          .maxMoves(s.moves().size())
          .label("PairSolver, 1,000,000-node budget, on the shuffle forTask(2026, " + i + "): " + s.beatable()
              + ", fewest " + s.fewestRemaining() + ", nodes " + s.nodes())
          .run();
      assertFalse(r.stopped(), "the solver's line ends the game");
      assertEquals(s.fewestRemaining(), r.state().size());
      checkWithIndependentRules(deal.start(), r);
      Goldens.check("pair/solver-52-task" + i, r.playthrough());
    }
  }
}
