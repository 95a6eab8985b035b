package org.levellab.pair;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.levellab.cards.Cards;
import org.levellab.search.Budget;
import tech.tablesaw.api.Table;

class PairExperimentsTest {
  @Test
  void traceHasOneRowPerStateAndTheRulesLegalMoves() {
    PairDeal g = PairDeal.parse(PairRulesTest.ARTICLE_EXAMPLE);
    Table t = PairExperiments.trace(g, Cards.parse("2♥ K♦ 9♣ 2♠"));
    assertEquals(5, t.rowCount());
    assertEquals("2♥ 2♠ K♦ 2♣ 2♦", t.stringColumn("legal removals").get(0));
    assertEquals("2♣ 2♦", t.stringColumn("stack").get(4));
    assertEquals("", t.stringColumn("legal removals").get(4));
    assertThrows(IllegalArgumentException.class, () -> PairExperiments.trace(g, Cards.parse("9♣")));
  }

  @Test
  void solveShufflesAgreesWithSolvingEachShuffle() {
    Table t = PairExperiments.solveShuffles(PairGenerators.deck(5, 3), 60, 3, Budget.nodes(100_000));
    assertEquals(60, t.rowCount());
    for (int i = 0; i < 60; i++) {
      PairDeal g = PairDeal.of(Cards.shuffled(PairGenerators.deck(5, 3), org.levellab.core.RandomStreams.forTask(3, i)));
      assertEquals(new BruteForce().fewest(g.stack()), t.intColumn("fewest").get(i));
      assertEquals(t.intColumn("fewest").get(i) == 2, t.booleanColumn("beatable").get(i));
    }
  }

  @Test
  void tableAblationSolvesTheSameStacksBothWaysAndAgreesWithBruteForce() {
    Table t = PairExperiments.tableAblation(new int[] {8, 12}, 10, 5, 1_000_000);
    assertEquals(20, t.rowCount());
    for (int r = 0; r < t.rowCount(); r++) {
      int k = t.intColumn("cards").get(r);
      int i = t.intColumn("trial").get(r);
      PairDeal g = PairDeal.of(Cards.shuffled(Cards.standardDeck(), org.levellab.core.RandomStreams.forTask(
          org.levellab.core.RandomStreams.derive(5, k + " cards"), i)).subList(0, k));
      String truth = new BruteForce().fewest(g.stack()) == 2 ? "TRUE" : "FALSE";
      assertEquals(truth, t.stringColumn("withTable").get(r), "stack " + i + " of " + k + " cards");
      assertEquals(truth, t.stringColumn("withoutTable").get(r), "stack " + i + " of " + k + " cards");
    }
    // without the table a set reached by several orders of removals is searched once per order
    assertTrue(t.longColumn("nodesWithoutTable").sum() > t.longColumn("nodesWithTable").sum(),
        "the table saves work over these stacks");
    assertThrows(IllegalArgumentException.class, () -> PairExperiments.tableAblation(new int[] {53}, 1, 1, 10));
  }

  @Test
  void generationCostMakesTheSameStacksAsTheComparison() {
    Budget b = Budget.nodes(100_000);
    for (PairGenerators.Method m : PairGenerators.Method.values()) {
      Table cost = PairExperiments.generationCost(m, PairGenerators.deck(5, 4), 3, 9, b);
      Table full = PairExperiments.compareGenerator(m, PairGenerators.deck(5, 4), 3, 9, 5, b);
      assertEquals(3, cost.rowCount());
      assertEquals(full.intColumn("tries").asList(), cost.intColumn("tries").asList(), m.label());
      assertEquals(full.intColumn("solverCalls").asList(), cost.intColumn("solverCalls").asList(), m.label());
      assertEquals(m.label(), cost.stringColumn("method").get(0));
    }
  }

  @Test
  void generatorComparisonRows() {
    Table t = PairExperiments.compareGenerator(PairGenerators.Method.PERFECT, PairGenerators.deck(5, 4), 4, 1, 20,
        Budget.nodes(100_000));
    assertEquals(4, t.rowCount());
    for (int i = 0; i < 4; i++) {
      // Perfect stacks are beatable, so at least one first move wins.
      assertTrue(t.intColumn("winningFirstMoves").get(i) >= 1);
      assertTrue(t.intColumn("winningFirstMoves").get(i) <= t.intColumn("legalFirstMoves").get(i));
      assertEquals(20, t.intColumn("cards").get(i));
    }
  }

  @Test
  void perfectScalingAndTheLogLogSlope() {
    Table t = PairExperiments.perfectScaling(new int[] {2, 3}, 2, 1, Budget.nodes(100_000));
    assertEquals(4, t.rowCount());
    // y = 3 x^2 exactly: slope 2.
    assertEquals(2.0, PairExperiments.logLogSlope(new double[] {1, 2, 4, 8}, new double[] {3, 12, 48, 192}), 1e-12);
    assertThrows(IllegalArgumentException.class, () -> PairExperiments.logLogSlope(new double[] {1}, new double[] {1}));
    assertThrows(IllegalArgumentException.class, () -> PairExperiments.logLogSlope(new double[] {1, 0}, new double[] {1, 2}));
  }
}
