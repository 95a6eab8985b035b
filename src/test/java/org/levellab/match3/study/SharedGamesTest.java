package org.levellab.match3.study;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.levellab.match3.Match3;
import org.levellab.match3.agents.AgentSpec;
import org.levellab.match3.agents.Weights;

/**
 * Shared games are the vectors' own games: every vector of a sample plays, in the trie, exactly the
 * swaps, score and end its own agent plays alone on the same seeded game.
 */
class SharedGamesTest {

  /** The paper's grid sample plus vectors that switch pruning off (negative) or weigh Moves. */
  private static List<Weights> vectors(int k, long seed) {
    List<Weights> vs = new ArrayList<>(Calibration.sample(Calibration.paperGrid(), k, seed));
    vs.add(Weights.SCORE);
    vs.add(new Weights(0.2, 0, 0, 0, 0)); // a multiple of Score: the same agent up to ties
    vs.add(new Weights(0, 0, 0, 0, 0)); // every swap ties: all choices are the stream's
    vs.add(new Weights(1, 0.4, 0.6, 0.2, 0));
    return vs;
  }

  private static void assertSameAsAlone(Match3 game, AgentSpec agent, List<Weights> vs, int target,
      long seed, int index) {
    SharedGames.Played p = SharedGames.play(game, agent, vs, target, seed, index, true);
    for (int v = 0; v < vs.size(); v++) {
      Match3Game.Trace alone = Match3Game.trace(game, agent.withWeights(vs.get(v)), target, seed, index);
      int[] swaps = alone.steps().stream().mapToInt(Match3Game.Step::swap).toArray();
      String what = agent.withWeights(vs.get(v)).label() + " game " + index;
      assertArrayEquals(swaps, p.swaps()[v], what);
      GameResult a = alone.result();
      GameResult s = p.results()[v];
      assertEquals(a.swaps(), s.swaps(), what);
      assertEquals(a.score(), s.score(), what);
      assertEquals(a.reached(), s.reached(), what);
      assertEquals(a.gameOver(), s.gameOver(), what);
    }
    assertTrue(p.positions() >= 1 || p.results()[0].swaps() == 0, "a game over from the start");
  }

  @Test
  void hgsVectorsPlayTheirOwnGamesOnThePaperBoard() {
    List<Weights> vs = vectors(60, 3);
    for (int i = 0; i < 4; i++) {
      assertSameAsAlone(Match3.paper(), AgentSpec.hgs(Weights.SCORE), vs, 250, 2026, i);
    }
  }

  @Test
  void lbfsVectorsPlayTheirOwnGamesOnThePaperBoard() {
    List<Weights> vs = vectors(25, 4);
    for (int i = 0; i < 2; i++) {
      assertSameAsAlone(Match3.paper(), AgentSpec.lbfs(Weights.SCORE, 0.2), vs, 250, 2026, i);
    }
  }

  /** Random small boards, targets, limits and negative weights (no pruning), many seeds. */
  @Test
  void randomSettingsAndWeights() {
    SplittableRandom r = new SplittableRandom(77);
    for (int t = 0; t < 12; t++) {
      Match3 game = new Match3(4 + r.nextInt(3), 4 + r.nextInt(2));
      List<Weights> vs = new ArrayList<>();
      for (int v = 0; v < 8; v++) {
        double[] w = new double[5];
        for (int j = 0; j < 5; j++) {
          w[j] = r.nextInt(5) == 0 ? 0 : Math.round((r.nextDouble() * 3 - (t % 2 == 0 ? 1 : 0)) * 5) / 5.0;
        }
        vs.add(Weights.of(w));
      }
      AgentSpec agent = t % 3 == 0 ? AgentSpec.hgs(Weights.SCORE)
          : AgentSpec.lbfs(Weights.SCORE, 0.1 + 0.1 * r.nextInt(3));
      assertSameAsAlone(game, agent, vs, 60 + r.nextInt(60), r.nextLong(), r.nextInt(100));
    }
  }

  /** Sharing pays: vectors that agree share boards, so far fewer positions than vector-swaps. */
  @Test
  void identicalVectorsShareEveryPosition() {
    List<Weights> same = List.of(Weights.SCORE, Weights.SCORE, Weights.SCORE);
    SharedGames.Played p = SharedGames.play(Match3.paper(), AgentSpec.hgs(Weights.SCORE), same, 250, 5, 0, false);
    assertEquals(p.results()[0].swaps(), p.positions(), "one search per swap for three equal vectors");
  }
}
