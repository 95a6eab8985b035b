package org.levellab.tripeaks.solve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.levellab.game.Replay;
import org.levellab.search.Verdict;
import org.levellab.tripeaks.Deal;
import org.levellab.tripeaks.Fixtures;
import org.levellab.tripeaks.Level;
import org.levellab.tripeaks.Move;
import org.levellab.tripeaks.TriPeaksState;

class RandomRestartSolverTest {
  @Test
  void solutionsReplayAndNeverContradictTheExactSolver() {
    SplittableRandom rng = new SplittableRandom(31);
    ExactSolver exact = ExactSolver.builder().minimizeDraws(false).build();
    RandomRestartSolver restarts = RandomRestartSolver.of(0.01, 200);
    int solved = 0;
    for (int t = 0; t < 60; t++) {
      Deal d = Deal.random(Level.microsoft(), rng);
      RandomRestartSolver.Result r = restarts.solve(Level.microsoft(), d, new SplittableRandom(t));
      SolverResult e = exact.solve(Level.microsoft(), d);
      if (r.solved()) {
        solved++;
        assertTrue(Replay.moves(Level.microsoft().deal(d), Move.format(r.moves())).won());
        assertEquals(Verdict.TRUE, e.winnable(), "restarts solved a deal the exact solver calls lost: " + d);
        assertTrue(r.attempts() >= 1 && r.attempts() <= 200);
      } else {
        assertEquals(200, r.attempts());
        assertTrue(r.moves().isEmpty());
      }
    }
    assertTrue(solved > 20, "solved " + solved);
  }

  @Test
  void sameSeedSameResult() {
    Deal d = Fixtures.blogDeal();
    RandomRestartSolver.Result a = RandomRestartSolver.blog().solve(Level.microsoft(), d, new SplittableRandom(9));
    RandomRestartSolver.Result b = RandomRestartSolver.blog().solve(Level.microsoft(), d, new SplittableRandom(9));
    assertEquals(a.attempts(), b.attempts());
    assertEquals(a.moves(), b.moves());
  }

  @Test
  void zeroSkipClearsWheneverItCan() {
    // With skip probability 0 a draw only happens when no open card matches.
    Deal d = Fixtures.blogDeal();
    RandomRestartSolver.Result r = RandomRestartSolver.of(0, 1).solve(Level.microsoft(), d, new SplittableRandom(1));
    TriPeaksState s = Level.microsoft().deal(d);
    for (Move m : r.moves()) {
      if (m == Move.DRAW) {
        assertFalse(s.legalMoves().stream().anyMatch(Move::isBoard));
      }
      s.apply(m);
    }
  }

  @Test
  void badSettingsAreRejected() {
    assertThrows(IllegalArgumentException.class, () -> RandomRestartSolver.of(1.0, 10));
    assertThrows(IllegalArgumentException.class, () -> RandomRestartSolver.of(0.1, 0));
  }
}
