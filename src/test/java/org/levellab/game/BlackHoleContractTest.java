package org.levellab.game;

import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.levellab.blackhole.BlackHole;

/** Black Hole meets the contract of the common API (the fifth game, written only against it). */
class BlackHoleContractTest {
  @Test
  void randomGamesKeepTheContract() {
    GameContract.Coverage c = GameContract.check(BlackHole.game().newInitialState(11), 300, 5, 60);
    assertTrue(c.decisions() > 300, "random games made decisions: " + c);
  }
}
