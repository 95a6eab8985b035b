package org.levellab.tripeaks.agents;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.levellab.core.RandomStreams;
import org.levellab.game.Agents;
import org.levellab.game.Play;
import org.levellab.search.Budget;
import org.levellab.search.Verdict;
import org.levellab.tripeaks.Deal;
import org.levellab.tripeaks.Level;
import org.levellab.tripeaks.TriPeaksState;
import org.levellab.tripeaks.solve.ExactSolver;

/**
 * The clairvoyant agent wins exactly the winnable deals; on a deal proven lost it plays the greedy
 * player's moves, and searches once, not once per move.
 */
class ClairvoyantAgentTest {
  @Test
  void aLostDealIsSearchedOnceAndPlayedAsGreedyPlaysIt() {
    ExactSolver solver = ExactSolver.builder().minimizeDraws(false).budget(Budget.nodes(Agents.EXACT_BUDGET)).build();
    int lost = 0;
    int won = 0;
    for (Level level : List.of(Level.golf(), Level.microsoft().toBuilder().wrap(false).build())) {
      for (int i = 0; i < 40; i++) {
        Deal deal = Deal.random(level, RandomStreams.forTask(77, i));
        Verdict v = solver.solve(level, deal).winnable();
        ClairvoyantAgent exact = new ClairvoyantAgent(Agents.EXACT_BUDGET);
        Play.Result<TriPeaksState> played = Play.from(level.deal(deal)).agent(exact, RandomStreams.of(i)).run();
        assertEquals(v == Verdict.TRUE, played.state().isWon(), level + " deal " + i);
        if (v == Verdict.FALSE) {
          lost++;
          Play.Result<TriPeaksState> greedy = Play.from(level.deal(deal)).agent(new GreedyAgent(), RandomStreams.of(i))
              .run();
          assertEquals(greedy.actions(), played.actions(), level + " deal " + i + ": the greedy player's moves");
          assertEquals(1, exact.plans(), level + " deal " + i + ": one search proves every later position lost");
          Play.Result<TriPeaksState> again = Play.from(level.deal(deal)).agent(exact, RandomStreams.of(i)).run();
          assertEquals(greedy.actions(), again.actions(), level + " deal " + i + ": a second game of the deal");
          assertEquals(1, exact.plans(), level + " deal " + i + ": a deal lost from its start stays lost");
        } else {
          won++;
        }
      }
    }
    assertTrue(lost > 10 && won > 10, "both kinds of deal: " + lost + " lost, " + won + " won");
  }
}
