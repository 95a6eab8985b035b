package org.levellab.tripeaks.study;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.levellab.search.Verdict;
import org.levellab.tripeaks.Deal;
import org.levellab.tripeaks.Layout;
import org.levellab.tripeaks.Level;
import org.levellab.tripeaks.TriPeaksState;
import org.levellab.tripeaks.solve.ExactSolver;

class RandomMoverTest {
  @Test
  void gamesEndAndAreSeeded() {
    Level hold = Level.builder(Layout.microsoft()).holdSlot(true).wall(12).build();
    SplittableRandom deals = new SplittableRandom(3);
    ExactSolver exact = ExactSolver.builder().minimizeDraws(false).build();
    int won = 0;
    for (int g = 0; g < 20000; g++) {
      Level lvl = g % 10 != 0 ? Level.microsoft() : hold;
      Deal d = Deal.random(lvl, deals);
      TriPeaksState a = lvl.deal(d);
      boolean w = RandomMover.playOut(a, new SplittableRandom(g));
      TriPeaksState b = lvl.deal(d);
      assertEquals(w, RandomMover.playOut(b, new SplittableRandom(g)));
      assertEquals(a.toString(), b.toString(), "same seed, same game");
      assertEquals(w, a.isWon());
      if (lvl == Level.microsoft()) {
        assertTrue(a.isOver(), "without a hold slot a random game always ends");
      }
      if (w) {
        won++;
        assertEquals(Verdict.TRUE, exact.solve(lvl, d).winnable(), "a random win proves the deal winnable");
      }
    }
    assertTrue(won > 0, "uniform random play wins rarely, but not never");
  }
}
