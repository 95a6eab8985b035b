package org.levellab.lab;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.levellab.core.Estimate;

class ComparisonTest {
  @Test
  void aFigureShownBesideOursIsNeverCountedAsAgreeingOrNot() {
    Estimate ours = new Estimate(59.6, 55.2, 63.8, 500, 0.95);
    Comparison c = Comparison.titled("t");
    c.add("tested", ">= 35", ours, "");
    c.beside("beside", ">= 35", ours, "another game");
    assertEquals("no: source below", c.rows().get(0).agrees());
    assertEquals("n/a", c.rows().get(1).agrees());
    assertEquals(59.6, c.rows().get(1).ours(), 0);
    assertArrayEquals(new int[] {0, 1, 1}, c.tally());
  }
}
