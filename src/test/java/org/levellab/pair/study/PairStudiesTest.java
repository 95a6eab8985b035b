package org.levellab.pair.study;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.levellab.core.Estimate;
import org.levellab.pair.PairExperiments;
import org.levellab.pair.PairGenerators;
import org.levellab.search.Budget;
import tech.tablesaw.api.DoubleColumn;
import tech.tablesaw.api.IntColumn;
import tech.tablesaw.api.Table;

class PairStudiesTest {
  @Test
  void aGrowthExponentRecoversAPowerLaw() {
    // y = 3 x^1.5 exactly, at every size twice
    IntColumn cards = IntColumn.create("cards");
    DoubleColumn y = DoubleColumn.create("millis");
    for (int x : new int[] {12, 20, 28, 36, 44, 52}) {
      for (int k = 0; k < 2; k++) {
        cards.append(x);
        y.append(3 * Math.pow(x, 1.5) * (k == 0 ? 1.01 : 0.99));
      }
    }
    Estimate e = PairStudies.growthExponent(Table.create("t", cards, y), "millis");
    assertEquals(1.5, e.value(), 1e-3);
    assertTrue(e.contains(1.5));
  }

  @Test
  void theArticlesPerfectSequenceTriesAsManyPlacesWhateverTheStacksSize() {
    Table ins = PairStudies.insertions(40, 2026);
    assertEquals(40 * 48, ins.rowCount());
    Estimate slope = PairStudies.triesSlope(ins);
    assertTrue(slope.lower() < 0.02 && slope.upper() > -0.02, "places tried per card hardly grow: " + slope);
    assertTrue(java.util.Arrays.equals(ins.intColumn("places tried").asIntArray(),
        PairStudies.insertions(40, 2026).intColumn("places tried").asIntArray()), "seeded");
  }

  @Test
  void summariesGiveOneRowPerMethodWithIntervalsInTheirDomain() {
    Table gens = PairExperiments.compareGenerator(PairGenerators.Method.PERFECT, PairGenerators.deck(5, 4), 8, 3, 10,
        Budget.nodes(20_000));
    Table s = PairStudies.generatorSummary(gens);
    assertEquals(1, s.rowCount());
    assertTrue(s.doubleColumn("random win rate_lo").get(0) >= 0);
    assertTrue(s.doubleColumn("share with a winning first move_hi").get(0) <= 1);
  }
}
