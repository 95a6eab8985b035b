package org.levellab.tripeaks.solve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.levellab.game.Replay;
import org.levellab.search.Budget;
import org.levellab.search.GameSolver;
import org.levellab.search.Verdict;
import org.levellab.tripeaks.Deal;
import org.levellab.tripeaks.Layout;
import org.levellab.tripeaks.Level;

/**
 * The game-independent {@link GameSolver}, which knows TriPeaks only through the common API (legal
 * actions, apply, the state's key), and the dedicated {@link ExactSolver} give the same verdicts, and
 * the generic solver's lines replay through the rules. A key that merged two positions with different
 * futures would make the generic solver call a winnable deal lost.
 */
class GameSolverAgreementTest {
  @Test
  void agreeOnThousandsOfSmallLevelsWithHoldWallsAndWrap() {
    SplittableRandom rng = new SplittableRandom(4048);
    ExactSolver exact = ExactSolver.builder().minimizeDraws(false).build();
    GameSolver generic = GameSolver.unlimited();
    int won = 0;
    int lost = 0;
    int withHold = 0;
    for (int t = 0; t < 3000; t++) {
      Level level = ExactSolverTest.randomLevel(rng);
      Deal deal = ExactSolverTest.randomDeal(level, rng);
      SolverResult e = exact.solve(level, deal);
      GameSolver.Solution g = generic.solve(level.deal(deal));
      String ctx = "case " + t + " " + level + " " + deal;
      assertEquals(e.winnable(), g.winnable(), ctx);
      if (g.winnable() == Verdict.TRUE) {
        Replay.Result r = Replay.moves(level.deal(deal), g.moves());
        assertTrue(r.won(), ctx + ": " + r.error());
        won++;
        withHold += level.holdSlot() ? 1 : 0;
      } else {
        lost++;
      }
    }
    assertTrue(won > 400 && lost > 400 && withHold > 100, "won " + won + " (hold " + withHold + "), lost " + lost);
  }

  @Test
  void agreeOnMicrosoftDealsTheGenericSolverDecides() {
    SplittableRandom rng = new SplittableRandom(6);
    ExactSolver exact = ExactSolver.builder().minimizeDraws(false).build();
    GameSolver generic = GameSolver.withBudget(Budget.nodes(200_000));
    Level hold = Level.builder(Layout.microsoft()).holdSlot(true).wall(14).build();
    int decided = 0;
    int decidedLost = 0;
    for (int t = 0; t < 150; t++) {
      Level level = t % 5 == 0 ? hold : Level.microsoft();
      Deal deal = Deal.random(level, rng);
      GameSolver.Solution g = generic.solve(level.deal(deal));
      if (g.winnable() == Verdict.UNKNOWN) {
        continue;
      }
      SolverResult e = exact.solve(level, deal);
      assertEquals(e.winnable(), g.winnable(), level + " " + deal);
      if (g.winnable() == Verdict.TRUE) {
        assertTrue(Replay.moves(level.deal(deal), g.moves()).won());
      } else {
        decidedLost++;
      }
      decided++;
    }
    assertTrue(decided > 100, "the generic solver decided " + decided + " of 150 deals (" + decidedLost + " lost)");
  }
}
