package org.levellab.pair;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.levellab.core.RandomStreams;
import org.levellab.game.Agent;
import org.levellab.game.Agents;
import org.levellab.game.Play;
import org.levellab.game.Replay;
import org.levellab.search.Budget;
import org.levellab.search.Verdict;
import org.junit.jupiter.api.Test;

class PairAgentsTest {
  @Test
  void greedyRemovesACardThatLeavesTheMostRemovalsTopMostFirst() {
    PairSolitaire g = PairSolitaire.game();
    Agent<PairState> greedy = Agents.parse(g, "greedy");
    int checked = 0;
    for (long seed = 0; seed < 300; seed++) {
      // positions along random games, each checked against the rule computed from scratch
      PairState s = Play.from(g.newInitialState(seed)).agent(Agents.parse(g, "random"), RandomStreams.of(seed))
          .maxMoves((int) (seed % 20)).run().state();
      if (s.isTerminal()) {
        continue;
      }
      int best = -1;
      int bestMobility = -1;
      for (int a : s.legalActions()) {
        PairState next = s.copy();
        next.apply(a);
        int mobility = next.isBeaten() ? Integer.MAX_VALUE : next.legalActions().length;
        if (mobility > bestMobility) {
          bestMobility = mobility;
          best = a;
        }
      }
      assertEquals(best, greedy.act(s, RandomStreams.of(0)), "seed " + seed);
      checked++;
    }
    assertTrue(checked > 200);
  }

  @Test
  void exactWinsTheBeatableDealsAndReachesTheFewestCardsOnTheOthers() {
    PairSolitaire g = PairSolitaire.game();
    for (long seed = 0; seed < 60; seed++) {
      PairState start = g.newInitialState(seed);
      PairSolution best = PairSolver.builder().budget(Budget.nodes(PairAgents.EXACT_BUDGET)).build().solve(start);
      Play.Result<PairState> r = Play.from(start).agent(Agents.parse(g, "exact"), RandomStreams.of(seed)).run();
      assertEquals(best.beatable() == Verdict.TRUE, r.state().isWon(), "seed " + seed);
      assertEquals(best.fewestRemaining(), r.state().size(), "seed " + seed);
      assertTrue(Replay.moves(start, r.playthrough().moves()).ok());
    }
  }
}
