package org.levellab.tripeaks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.SplittableRandom;
import java.util.random.RandomGenerator;
import org.junit.jupiter.api.Test;
import org.levellab.game.Play;
import org.levellab.game.RandomAgent;
import org.levellab.tripeaks.study.RandomMover;

/**
 * The fast random player ({@link RandomMover}, a bare loop over the legal actions) plays the same
 * games as the generic {@link RandomAgent} through {@link Play}, on thousands of seeded deals.
 */
class RandomMoverAgreementTest {
  /**
   * The stream as {@link RandomMover} uses it: it draws no number when one move is legal, where the
   * generic agent calls {@code nextInt(1)}. Everything else goes to the same {@link SplittableRandom}.
   */
  static RandomGenerator noDrawForForcedMoves(SplittableRandom rng) {
    return new RandomGenerator() {
      @Override
      public long nextLong() {
        return rng.nextLong();
      }

      @Override
      public int nextInt(int bound) {
        return bound == 1 ? 0 : rng.nextInt(bound);
      }
    };
  }

  @Test
  void fastLoopAndGenericAgentPlayTheSameGames() {
    List<Level> levels = TriPeaksContractTest.levels();
    SplittableRandom deals = new SplittableRandom(41);
    int games = 0;
    int stoppedWithHold = 0;
    int won = 0;
    for (int g = 0; g < 3000; g++) {
      Level level = levels.get(g % levels.size());
      Deal d = Deal.random(level, deals);
      TriPeaksState fast = level.deal(d);
      boolean fastWon = RandomMover.playOut(fast, new SplittableRandom(g));
      // RandomMover's move cap, so that both stop at the same point on a hold-slot level.
      int cap = 8 * (level.totalCards() + 4);
      Play.Result<TriPeaksState> generic = Play.from(level.deal(d))
          .agent(RandomAgent.create(), noDrawForForcedMoves(new SplittableRandom(g))).maxMoves(cap).record(false).run();
      assertEquals(generic.state().toString(), fast.toString(), "game " + g);
      assertEquals(generic.state().isWon(), fastWon, "game " + g);
      assertEquals(generic.state().drawsUsed(), fast.drawsUsed());
      assertEquals(generic.state().holdUses(), fast.holdUses());
      assertEquals(generic.stopped(), !fast.isTerminal(), "both stop at the same move");
      if (generic.stopped()) {
        assertTrue(level.holdSlot(), "only endless swaps can keep a random game going: game " + g);
        stoppedWithHold++;
      } else {
        assertTrue(fast.isTerminal(), "random game " + g + " must end");
      }
      won += fastWon ? 1 : 0;
      games++;
    }
    assertEquals(3000, games);
    assertTrue(stoppedWithHold < 30, stoppedWithHold + " hold-slot games reached the move cap");
    assertFalse(won == games, "random play does not win everything");
  }
}
