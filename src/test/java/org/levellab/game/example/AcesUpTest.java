package org.levellab.game.example;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.levellab.core.RandomStreams;
import org.levellab.game.Agent;
import org.levellab.game.Agents;
import org.levellab.game.GameContract;
import org.levellab.game.Games;
import org.levellab.game.Goldens;
import org.levellab.game.Play;
import org.levellab.game.Playthrough;
import org.levellab.search.Budget;
import org.levellab.search.GameSolver;
import org.levellab.search.Verdict;

/**
 * The worked example's contract test, as the how-to in {@link org.levellab.game} lays it out: the
 * contract on thousands of seeded deals, hidden cards hidden, equal keys with equal futures, a golden
 * trace, and the catalogue's commands on a game registered at run time.
 */
class AcesUpTest {
  /** A seeded deal the solver wins in a few hundred nodes (most deals are lost, or take far longer). */
  static final long WON_DEAL = 13;

  @BeforeAll
  static void register() {
    Games.register(AcesUpFactory.INSTANCE);
    Agents.register(AcesUpAgents.INSTANCE);
  }

  @Test
  void seededDealsKeepTheContract() {
    GameContract.Coverage c = GameContract.checkSeeded(1000, deal -> AcesUp.game().newInitialState(deal),
        deal -> deal, 2, 200);
    assertEquals(2000, c.games());
    assertEquals(0, c.chanceNodes());
    assertTrue(c.decisions() > 20 * c.games(), c.toString());
  }

  @Test
  void theStockIsHidden() {
    int differing = 0;
    for (long deal = 0; deal < 50; deal++) {
      differing += GameContract.hiddenCardsAreHidden(AcesUp.game().newInitialState(deal), 2, deal, 200, 2,
          AcesUpState::withStockShuffled).differing();
    }
    assertTrue(differing > 1000, "twins with another stock: " + differing);
  }

  @Test
  void equalKeysHaveEqualFutures() {
    // The key is exact (the stock follows from the level and the deals made): no two distinct
    // states share one, though different orders of the same moves meet often.
    int states = 0;
    for (long deal = 0; deal < 50; deal++) {
      GameContract.KeyCoverage c = GameContract.equalKeysHaveEqualFutures(AcesUp.game().newInitialState(deal), 2,
          deal, 200, 2);
      assertEquals(0, c.pairs(), "distinct states with equal keys");
      states += c.states();
    }
    assertTrue(states > 10_000, "states keyed: " + states);
  }

  @Test
  void goldenLine() {
    AcesUpState start = AcesUp.game().newInitialState(WON_DEAL);
    GameSolver.Solution s = GameSolver.withBudget(Budget.nodes(100_000)).solve(start);
    assertEquals(Verdict.TRUE, s.winnable());
    Playthrough p = Play.line(start, s.moves(), "GameSolver");
    assertTrue(p.replay().state().isWon());
    Goldens.check("acesup/seed-" + WON_DEAL + "-solved", p);
    GameContract.tamperedTraceFails(p);
  }

  @Test
  void theCatalogueKnowsTheGameAndOffersTheExactAgent() {
    assertEquals(AcesUp.game(), Games.byName("acesup"));
    assertEquals(List.of("random", "discarder", "exact"), Agents.names("acesup"));
    Agent<AcesUpState> exact = Agents.parse(AcesUp.game(), "exact:budget=100000");
    Play.Result<AcesUpState> r = Play.from(AcesUp.game().newInitialState(3)).agent(exact, RandomStreams.of(3)).run();
    assertTrue(r.playthrough().replay().ok());
  }
}
