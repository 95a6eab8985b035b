package org.levellab.skiddy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.levellab.game.GameContract;

/**
 * Skiddy meets the contract of the common API, on every dataset level and on seeded generated ones.
 * A player can slide forever (in a dead end, say), so the random games are played under a move
 * limit, which ends every game; levels without dead ends are also played without one.
 */
class SkiddyContractTest {
  @Test
  void datasetLevelsKeepTheContract() {
    int decisions = 0;
    int won = 0;
    for (String name : SkiddyLevels.names()) {
      Level level = SkiddyLevels.load(name);
      GameContract.Coverage c = GameContract.check(Skiddy.withMoveLimit(80).start(level), 40, 7, 80);
      decisions += c.decisions();
      won += c.won();
      if (Verification.of(level).deadEnds() == 0 && level.movingPieces() <= 2) {
        GameContract.Coverage free = GameContract.check(Skiddy.game().start(level), 40, 8, 20_000);
        assertEquals(40, free.won(), name + ": without dead ends every random game ends in a win");
      }
    }
    assertTrue(decisions > 5_000, "decisions " + decisions);
    assertTrue(won > 20, "some random games win: " + won);
  }

  @Test
  void generatedLevelsKeepTheContract() {
    SplittableRandom rng = new SplittableRandom(2027);
    int decisions = 0;
    int won = 0;
    for (int i = 0; i < 200; i++) {
      SkiddyState start = Skiddy.withMoveLimit(40).start(SkiddyTestLevels.random(rng, i));
      GameContract.Coverage c = GameContract.check(start, 4, i, 40);
      decisions += c.decisions();
      won += c.won();
    }
    assertTrue(decisions > 10_000, "decisions " + decisions);
    assertTrue(won > 50, "some random games win: " + won);
  }
}
