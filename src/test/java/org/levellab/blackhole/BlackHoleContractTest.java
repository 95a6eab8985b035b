package org.levellab.blackhole;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.levellab.core.RandomStreams;
import org.levellab.game.Agent;
import org.levellab.game.GameContract;
import org.levellab.game.Goldens;
import org.levellab.game.Play;
import org.levellab.game.Playthrough;
import org.levellab.game.RandomAgent;
import org.levellab.search.GameSolver;
import org.levellab.search.Verdict;

/**
 * Black Hole meets the contract of the common API (the fifth game, written only against it) on
 * thousands of seeded deals, and its golden playthroughs: a seeded random game, and the solver's
 * winning line of the example deal.
 */
class BlackHoleContractTest {
  @Test
  void thousandsOfSeededDealsKeepTheContract() {
    GameContract.Coverage c = GameContract.checkSeeded(2000, deal -> BlackHole.game().newInitialState(deal),
        deal -> deal, 2, 51);
    assertEquals(4000, c.games());
    assertEquals(0, c.chanceNodes());
    assertTrue(c.decisions() > 20_000, "random games made decisions: " + c.decisions());
  }

  @Test
  void equalKeysHaveEqualFutures() {
    // Keys merge suits and alike fans, so different orders of the same ranks meet: many pairs.
    int pairs = 0;
    for (long deal = 0; deal < 100; deal++) {
      pairs += GameContract.equalKeysHaveEqualFutures(BlackHole.game().newInitialState(deal), 4, deal, 51, 3).pairs();
    }
    assertTrue(pairs > 1000, "pairs of distinct states with equal keys: " + pairs);
  }

  @Test
  void goldenRandomGame() {
    // Seed 33: a long random game (43 of the 51 cards played).
    Playthrough p = Play.from(BlackHole.game().newInitialState(33))
        .agent(RandomAgent.create(), RandomStreams.of(33)).label("random, seed 33").run().playthrough();
    Goldens.check("blackhole/seed-33-random", p);
    GameContract.tamperedTraceFails(p);
  }

  @Test
  void goldenWinningLineOfTheExampleDeal() {
    BlackHoleState start = BlackHole.game().loadLevel(BlackHoleRulesTest.SEED_1);
    GameSolver.Solution s = GameSolver.unlimited().solve(start);
    assertEquals(Verdict.TRUE, s.winnable());
    List<Integer> line = s.actions();
    Agent<BlackHoleState> follow = (state, rng) -> line.get((int) state.score() - 1);
    Play.Result<BlackHoleState> r = Play.from(start).agent(follow, RandomStreams.of(0)).label("GameSolver").run();
    assertTrue(r.state().isWon());
    assertFalse(r.stopped());
    assertEquals(s.moves(), r.playthrough().moves());
    Goldens.check("blackhole/seed-1-solved", r.playthrough());
  }
}
