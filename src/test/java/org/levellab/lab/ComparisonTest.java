package org.levellab.lab;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.levellab.core.Estimate;
import org.levellab.core.Stats;

class ComparisonTest {
  private static Estimate share(double v, double lo, double hi) {
    return new Estimate(v, lo, hi, 1000, 0.95, Estimate.Kind.SHARE, "Wilson");
  }

  @Test
  void aFigureShownBesideOursIsNeverCountedAsAgreeingOrNot() {
    Estimate ours = new Estimate(59.6, 55.2, 63.8, 500, 0.95);
    Comparison c = Comparison.titled("t");
    c.add("tested", ">= 35", ours, "");
    c.beside("beside", ">= 35", ours, "another game");
    assertEquals("no: source below", c.rows().get(0).agrees());
    assertEquals(Comparison.BESIDE, c.rows().get(1).agrees());
    assertEquals(59.6, c.rows().get(1).ours(), 0);
    Comparison.Tally t = c.tally();
    assertEquals(0, t.agree());
    assertEquals(1, t.disagree());
    assertEquals(1, t.leftOut());
  }

  @Test
  void theSourcesPrintedPrecisionCounts() {
    // 25.2 printed stands for [25.15, 25.25]; an interval ending at 25.02 misses it
    Comparison c = Comparison.titled("t");
    c.add("sgs", "25.2", new Estimate(24.47, 23.93, 25.02, 200, 0.95), "");
    c.add("sgs, coarse", "25", new Estimate(24.47, 23.93, 24.6, 200, 0.95), "");
    assertEquals("no: source above", c.verdict("sgs"));
    assertEquals(Comparison.YES, c.verdict("sgs, coarse"));
  }

  @Test
  void aSourcesOwnSimulationErrorWidensItsRange() {
    // a 1,000-player share of 0.77 carries about ±2.6 points of its own, plus half its last digit
    Source s = Source.share("0.77", 1000);
    assertTrue(s.low() < 0.745 && s.low() > 0.735, "low " + s.low());
    assertTrue(s.high() > 0.795 && s.high() < 0.805, "high " + s.high());
    Comparison c = Comparison.titled("t");
    c.add("with its error", s, share(0.72, 0.70, 0.745), "");
    c.add("printed only", Source.printed("0.77"), share(0.72, 0.70, 0.745), "");
    assertEquals(Comparison.YES, c.verdict("with its error"));
    assertEquals("no: source above", c.verdict("printed only"));
  }

  @Test
  void aDeclaredMarginWidensOurSide() {
    Comparison c = Comparison.titled("t");
    c.add("strict", "2.7", new Estimate(2.24, 2.1, 2.4, 100, 0.95), "");
    c.margin(0.3).add("within 0.3", "2.7", new Estimate(2.24, 2.1, 2.4, 100, 0.95), "");
    assertEquals("no: source above", c.verdict("strict"));
    assertEquals(Comparison.YES, c.verdict("within 0.3"));
    assertTrue(c.rule().contains("margin"));
    assertEquals(0.3, c.rows().get(1).margin(), 0);
    assertThrows(IllegalArgumentException.class, () -> c.margin(-1));
  }

  @Test
  void exactValuesMustLieInTheSourcesRange() {
    Comparison c = Comparison.titled("t");
    c.exact("rounds to it", "1.1", 1.149, "");
    c.exact("does not", "1.1", 1.151, "");
    assertEquals(Comparison.YES, c.verdict("rounds to it"));
    assertEquals("no: source below", c.verdict("does not"));
  }

  @Test
  void factsAreComparedAndClaimsWithoutANumberAreNot() {
    Comparison c = Comparison.titled("t");
    c.fact("the stack is unbeatable", "100% not beatable", true, false, "beaten in 50 removals", "");
    c.claim("run time", "runs for days", "undecided", "");
    c.add("a claim given as a number-less text", "not given", share(0.5, 0.4, 0.6), "");
    assertEquals("no: source differs", c.verdict("the stack is unbeatable"));
    assertEquals(Comparison.NOT_COMPARABLE, c.verdict("run time"));
    assertEquals(Comparison.NOT_COMPARABLE, c.verdict("a claim given as a number-less text"));
    Comparison.Tally t = c.tally();
    assertEquals(1, t.disagree());
    assertEquals(2, t.notComparable());
  }

  @Test
  void rowsByConstructionAreShownButNotTallied() {
    Comparison c = Comparison.titled("t");
    c.byConstruction("share of group ranks", "0.7", share(0.7, 0.69, 0.71), "the generator's input");
    c.add("chain", "0.77", share(0.77, 0.75, 0.79), "");
    Comparison.Tally t = c.tally();
    assertEquals(1, t.agree());
    assertEquals(0, t.disagree());
    assertEquals(1, t.leftOut());
    assertEquals(Comparison.CONSTRUCTION, c.verdict("share of group ranks"));
  }

  @Test
  void theTallySaysWhatChanceAloneWouldGive() {
    Comparison c = Comparison.titled("t");
    for (int i = 0; i < 40; i++) {
      c.add("q" + i, "0.5", share(0.5, 0.45, 0.55), "");
    }
    c.add("off", "0.9", share(0.5, 0.45, 0.55), "");
    c.add("off too", "0.9", share(0.5, 0.45, 0.55), "");
    Comparison.Tally t = c.tally();
    assertEquals(42, t.intervalRows());
    assertEquals(2, t.intervalDisagree());
    assertEquals(2.1, t.expectedByChance(), 1e-12);
    // P(Bin(42, 0.05) >= 2) = 1 - 0.95^42 - 42 * 0.05 * 0.95^41
    double p = 1 - Math.pow(0.95, 42) - 42 * 0.05 * Math.pow(0.95, 41);
    assertEquals(p, t.pAtLeastObserved(), 1e-12);
    assertTrue(t.sentence().contains("40 of 42 compared rows agree"), t.sentence());
    String html = c.html().html();
    assertTrue(html.contains("Agrees: an estimate of ours"), "the rule heads the table");
    assertTrue(html.contains("Tally."));
  }

  @Test
  void verdictsFollowFromRealIntervals() {
    // 52 wins of 1,000 against a claim of "at most 5%": the Wilson interval reaches below 5%, so it agrees
    Comparison c = Comparison.titled("t");
    c.add("share of attempts", Source.atMost("at most 5%", 0.05), Stats.proportion(52, 1000, 0.95), "");
    assertEquals(Comparison.YES, c.verdict("share of attempts"));
    c.add("share of attempts, more", Source.atMost("at most 5%", 0.05), Stats.proportion(520, 8000, 0.95), "");
    assertEquals("no: source below", c.verdict("share of attempts, more"));
  }

  @Test
  void theChanceOfSoManyDisagreementsIsNeverRoundedToZero() {
    // exact binomial tails, in rationals: P(X >= k) for X ~ B(n, 1/20)
    for (int n : new int[] {1, 3, 17, 35, 60}) {
      for (int k = 1; k <= n; k++) {
        java.math.BigDecimal tail = java.math.BigDecimal.ZERO;
        for (int j = k; j <= n; j++) {
          java.math.BigInteger ways = java.math.BigInteger.ONE;
          for (int i = 0; i < j; i++) {
            ways = ways.multiply(java.math.BigInteger.valueOf(n - i)).divide(java.math.BigInteger.valueOf(i + 1));
          }
          java.math.BigInteger num = ways.multiply(java.math.BigInteger.valueOf(19).pow(n - j));
          tail = tail.add(new java.math.BigDecimal(num).divide(new java.math.BigDecimal(
              java.math.BigInteger.valueOf(20).pow(n)), java.math.MathContext.DECIMAL128));
        }
        double p = Comparison.atLeastByChance(n, k);
        assertTrue(p > 0, n + " rows, " + k + " disagree: " + p);
        assertEquals(1, p / tail.doubleValue(), 1e-9, n + " rows, " + k + " disagree");
      }
    }
    assertEquals(1, Comparison.atLeastByChance(5, 0));
    assertEquals(1, Comparison.atLeastByChance(0, 0));
  }
}
