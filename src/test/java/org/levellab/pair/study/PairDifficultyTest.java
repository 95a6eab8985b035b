package org.levellab.pair.study;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.levellab.cards.Cards;
import org.levellab.core.RandomStreams;
import org.levellab.core.Stats;
import org.levellab.pair.PairDeal;
import org.levellab.pair.PairGenerators;
import org.levellab.pair.PairSolver;
import org.levellab.pair.PairState;
import org.levellab.search.Budget;
import tech.tablesaw.api.Table;

class PairDifficultyTest {
  @Test
  void greedyPlayTakesAMostMobileRemovalEveryStepAndIsSeeded() {
    for (int trial = 0; trial < 300; trial++) {
      PairDeal deal = PairDeal.of(Cards.shuffled(PairGenerators.deck(4 + trial % 6, 4),
          RandomStreams.forTask(11, trial)));
      java.util.List<org.levellab.cards.Card> line =
          PairDifficulty.greedyLine(deal, RandomStreams.forTask(12, trial));
      assertEquals(line, PairDifficulty.greedyLine(deal, RandomStreams.forTask(12, trial)));
      // replay through the rules: each removal is legal and leaves the most legal removals
      PairState s = deal.start();
      for (org.levellab.cards.Card c : line) {
        int best = s.successors().stream().mapToInt(n -> n.legalRemovals().size()).max().orElseThrow();
        s.remove(c);
        assertEquals(best, s.legalRemovals().size(), "trial " + trial + ": " + c + " was not greedy");
      }
      assertTrue(s.isTerminal());
      assertEquals(s.size(), PairDifficulty.greedyPlay(deal, RandomStreams.forTask(12, trial)).size());
    }
  }

  @Test
  void measuresAgreeWithTheSolverOnGeneratedStacks() {
    Table t = PairDifficulty.compare(PairGenerators.Method.PERFECT, PairGenerators.deck(6, 4), 4, 3, 5,
        Budget.nodes(200_000));
    assertEquals(4, t.rowCount());
    for (int r = 0; r < t.rowCount(); r++) {
      assertEquals("TRUE", t.stringColumn("verdict").get(r), "perfect-sequence stacks are beatable");
      assertTrue(t.intColumn("beatableFirstMoves").get(r) >= 1, "a beatable stack has a winning first move");
      assertTrue(t.intColumn("greedyFewestLeft").get(r) >= 2);
      assertTrue(t.longColumn("proofNodes").get(r) >= 1);
    }
    Table again = PairDifficulty.compare(PairGenerators.Method.PERFECT, PairGenerators.deck(6, 4), 4, 3, 5,
        Budget.nodes(200_000));
    assertEquals(t.doubleColumn("greedyMeanLeft").asList(), again.doubleColumn("greedyMeanLeft").asList());
  }

  @Test
  void linearFitRecoversALineAndItsInterval() {
    double[] x = {12, 20, 28, 36, 44, 52};
    double[] y = new double[x.length];
    for (int i = 0; i < x.length; i++) {
      y[i] = x[i] - 3.5;
    }
    Stats.LinearFit exact = Stats.linearFit(x, y, 0.95);
    assertEquals(1.0, exact.slope().value(), 1e-9);
    assertEquals(-3.5, exact.intercept().value(), 1e-9);
    SplittableRandom rng = new SplittableRandom(5);
    int covered = 0;
    for (int rep = 0; rep < 400; rep++) {
      double[] noisy = new double[x.length];
      for (int i = 0; i < x.length; i++) {
        noisy[i] = 2 * x[i] + 1 + rng.nextGaussian();
      }
      covered += Stats.linearFit(x, noisy, 0.95).slope().contains(2) ? 1 : 0;
    }
    assertTrue(covered > 360 && covered < 395, "95% interval covered the slope " + covered + " of 400 times");
  }
}
