package org.levellab.match3.agents;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.levellab.core.RandomStreams;
import org.levellab.game.Agents;
import org.levellab.game.ChancePolicy;
import org.levellab.game.Play;
import org.levellab.match3.GemGem;
import org.levellab.match3.GemGemState;
import org.junit.jupiter.api.Test;

class OpenLoopMctsTest {
  private static Play.Result<GemGemState> play(String agent, long seed) {
    GemGem g = GemGem.paper();
    return Play.from(g.newInitialState(seed))
        .agent(Agents.parse(g, agent), RandomStreams.of(seed))
        .chance(ChancePolicy.sampled(), RandomStreams.of(seed + 1000))
        .run();
  }

  @Test
  void itIsSeededAndItsWinsReplay() {
    Play.Result<GemGemState> a = play("mcts:iterations=30", 3);
    Play.Result<GemGemState> b = play("mcts:iterations=30", 3);
    assertEquals(a.actions(), b.actions());
    assertTrue(a.playthrough().replay().ok());
  }

  @Test
  void searchingReachesTheTargetInFewerSwapsThanPlayingAtRandom() {
    // the same boards and refill streams for both; the search should need fewer swaps in total
    int mcts = 0;
    int random = 0;
    for (long seed = 0; seed < 12; seed++) {
      Play.Result<GemGemState> m = play("mcts:iterations=60", seed);
      Play.Result<GemGemState> r = play("random", seed);
      mcts += m.state().isWon() ? m.actions().size() : 1000;
      random += r.state().isWon() ? r.actions().size() : 1000;
    }
    assertTrue(mcts < random, "mcts " + mcts + " swaps, random " + random);
  }

  @Test
  void theOptionsAreChecked() {
    GemGem g = GemGem.paper();
    for (String bad : new String[] {"mcts:iterations=0", "mcts:c=-1", "mcts:depth=3", "hgs:weights=1/0"}) {
      IllegalArgumentException e = org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
          () -> Agents.parse(g, bad));
      assertTrue(e.getMessage().contains("agent") || e.getMessage().contains("weight"), e.getMessage());
    }
  }
}
