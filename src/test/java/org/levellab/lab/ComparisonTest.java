package org.levellab.lab;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.levellab.core.Estimate;
import org.levellab.core.Seeds;
import org.levellab.core.Stats;

class ComparisonTest {
  private static final Seeds.Purpose CONFIRMATION = Seeds.Purpose.CONFIRMATION;

  private static Estimate share(double v, double lo, double hi, long n) {
    return new Estimate(v, lo, hi, n, 0.95, Estimate.Kind.SHARE, "Wilson").on(CONFIRMATION);
  }

  private static Estimate mean(double v, double lo, double hi) {
    return new Estimate(v, lo, hi, 200, 0.95, Estimate.Kind.MEAN, "t").on(CONFIRMATION);
  }

  @Test
  void anOverlapIsNotAnAgreement() {
    // 0.899 [0.879, 0.916] against 0.86 from 1,000 players: the ranges meet, the difference is z ~ 2.7
    Comparison c = Comparison.titled("t");
    c.add("success", Source.share("0.86", 1000), share(0.899, 0.879, 0.916, 1000), "");
    c.add("hold off", Source.share("0.96", 1000), share(0.93, 0.9137, 0.9435, 1000), "");
    Comparison.Row r = c.row("success");
    assertEquals(Comparison.Verdict.DIFFERS, r.verdict());
    // z about 2.3 once the source's own error and its rounding are counted
    assertTrue(r.test().p() < 0.03 && r.test().p() > 0.01, "raw p " + r.test().p());
    assertEquals(Comparison.Verdict.DIFFERS, c.row("hold off").verdict());
    Comparison.Tally t = c.tally();
    assertEquals(0, t.agree());
    assertEquals(2, t.differ());
  }

  @Test
  void agreementIsShownByTwoOneSidedTestsWithinTheSourcesPrecision() {
    Comparison c = Comparison.titled("t");
    // printed 0.77: one unit of its last digit is the margin, so ours must sit inside 0.765..0.775
    c.add("tight", "0.77", share(0.7702, 0.7684, 0.7720, 200_000), "");
    c.add("wide", "0.77", share(0.772, 0.745, 0.797, 1000), "");
    assertEquals(Comparison.Verdict.AGREES, c.row("tight").verdict());
    assertEquals("agrees within ±1 points", c.verdict("tight"));
    assertEquals(Comparison.Verdict.INCONCLUSIVE, c.row("wide").verdict());
    assertTrue(c.row("wide").test().decides().startsWith("about "), c.row("wide").test().decides());
  }

  @Test
  void aSourcesOwnSamplingErrorSetsTheMarginAndWidensTheDifferenceTest() {
    Source s = Source.share("0.77", 1000);
    assertEquals(Math.sqrt((0.77 * 0.23 + 0.25 / 1000) / 1000), s.se(), 1e-12);
    Comparison c = Comparison.titled("t");
    c.add("with its error", s, share(0.7702, 0.7684, 0.7720, 200_000), "");
    c.add("printed only", Source.printed("0.77"), share(0.75, 0.748, 0.752, 200_000), "");
    c.add("within its error", s, share(0.75, 0.748, 0.752, 200_000), "");
    assertEquals(Comparison.Verdict.AGREES, c.row("with its error").verdict());
    assertEquals(Comparison.Verdict.DIFFERS, c.row("printed only").verdict());
    // 0.75 is 0.02 below 0.77, inside the source's 95% error of about 0.026
    assertEquals(Comparison.Verdict.AGREES, c.row("within its error").verdict());
  }

  @Test
  void holmsAdjustmentKeepsTwoWeakDifferencesFromDiffering() {
    // one row at raw p ~ 0.03 differs alone; beside a second at p ~ 0.04 neither survives Holm
    Estimate a = mean(10.43, 10.04, 10.82);
    Estimate b = mean(10.42, 10.02, 10.82);
    Comparison alone = Comparison.titled("t");
    alone.add("a", Source.exactly("10", 10), a, "");
    assertEquals(Comparison.Verdict.DIFFERS, alone.row("a").verdict(), "p " + alone.row("a").test().p());
    Comparison both = Comparison.titled("t");
    both.add("a", Source.exactly("10", 10), a, "");
    both.add("b", Source.exactly("10", 10), b, "");
    assertTrue(both.row("b").test().p() < 0.05, "raw p " + both.row("b").test().p());
    assertEquals(Comparison.Verdict.INCONCLUSIVE, both.row("a").verdict());
    assertEquals(Comparison.Verdict.INCONCLUSIVE, both.row("b").verdict());
    assertEquals(2 * both.row("a").test().p(), both.row("a").test().pHolm(), 1e-12);
  }

  @Test
  void aDeclaredMarginIsUsedAndItsSensitivityCounted() {
    PracticalMargin m = PracticalMargin.of("hold uses", 0.2, "a designer tells 2.5 from 2.7 uses apart");
    Comparison c = Comparison.titled("t");
    c.margin(m).add("hold", Source.exactly("2.5", 2.5), mean(2.55, 2.45, 2.65), "");
    Comparison.Row r = c.row("hold");
    assertEquals(Comparison.Verdict.AGREES, r.verdict());
    assertEquals(0.2, r.margin(), 0);
    assertEquals("declared: hold uses", r.test().marginBasis());
    // at ±0.1 the upper 90% end (about 2.63) is outside 2.6: the verdict changes; at ±0.4 it does not
    Comparison.Tally t = c.tally();
    assertEquals(1, t.changedAtHalf());
    assertEquals(0, t.changedAtDouble());
    assertThrows(IllegalArgumentException.class, () -> PracticalMargin.of("x", 0.1, " "));
    assertThrows(IllegalArgumentException.class, () -> PracticalMargin.of("x", -1, "why"));
  }

  @Test
  void exactValuesDifferOutsideTheSourcesRoundingAndAgreeInsideIt() {
    Comparison c = Comparison.titled("t");
    c.exact("rounds to it", "1.1", 1.149, "");
    c.exact("does not", "1.1", 1.151, "");
    c.exact("a count", Source.exactly("9", 9), 9, "");
    assertEquals(Comparison.Verdict.AGREES, c.row("rounds to it").verdict());
    assertEquals(Comparison.Verdict.DIFFERS, c.row("does not").verdict());
    assertEquals(Comparison.Verdict.AGREES, c.row("a count").verdict());
    assertEquals("agrees", c.verdict("a count"));
  }

  @Test
  void onlyConfirmationEstimatesGetAVerdict() {
    Comparison c = Comparison.titled("t");
    Estimate undeclared = new Estimate(0.5, 0.4, 0.6, 100, 0.95, Estimate.Kind.SHARE, "Wilson");
    var e = assertThrows(IllegalArgumentException.class, () -> c.add("x", "0.5", undeclared, ""));
    assertTrue(e.getMessage().contains("declares no purpose"), e.getMessage());
    var f = assertThrows(IllegalArgumentException.class,
        () -> c.add("y", "0.5", undeclared.on(Seeds.Purpose.CALIBRATION), ""));
    assertTrue(f.getMessage().contains("came from calibration seeds"), f.getMessage());
    assertThrows(IllegalArgumentException.class, () -> c.add("z", "0.5", undeclared.on(Seeds.Purpose.EXPLORATION), ""));
    assertTrue(c.rows().isEmpty());
  }

  @Test
  void aFittedQuantityIsOutOfTheTallyWhenItAgreesAndAMissWhenItDiffers() {
    Comparison c = Comparison.titled("t");
    c.add("fitted and hits", "0.77", share(0.7702, 0.7684, 0.7720, 200_000).fitted("S1 77%: the cap"), "");
    c.add("fitted and misses", Source.share("0.89", 1000), share(0.80, 0.79, 0.81, 5000).fitted("S4 89%: walls"), "");
    c.exactFitted("theory fitted", Source.printed("2.5"), 2.925, "S2 theory: open cards", "");
    assertEquals(Comparison.Verdict.FITTED, c.row("fitted and hits").verdict());
    assertEquals(Comparison.Verdict.FITTED_DIFFERS, c.row("fitted and misses").verdict());
    assertEquals(Comparison.Verdict.FITTED_DIFFERS, c.row("theory fitted").verdict());
    Comparison.Tally t = c.tally();
    assertEquals(0, t.agree());
    assertEquals(2, t.differ());
    assertEquals(1, t.leftOut());
    assertTrue(c.html().html().contains("data-fitted=\"true\""));
    assertThrows(IllegalArgumentException.class, () -> share(0.5, 0.4, 0.6, 10).fitted(" "));
  }

  @Test
  void anObservedConstantIsInconclusiveAndNeverAnInterval() {
    Estimate constant = Stats.mean(new double[] {23, 23, 23, 23, 23}, 0.95).on(CONFIRMATION);
    assertTrue(constant.isConstant());
    Comparison c = Comparison.titled("t");
    c.add("draws", "20", constant, "");
    assertEquals(Comparison.Verdict.INCONCLUSIVE, c.row("draws").verdict());
    String html = c.html().html();
    assertTrue(html.contains("23 in all 5"), html);
    assertTrue(!html.contains("23 [23, 23]"));
    // a share from identical 0/1 data gets the exact binomial interval instead
    double[] twenty = new double[20];
    java.util.Arrays.fill(twenty, 1.0);
    Estimate all = Stats.meanOfShares(twenty, 0.95);
    assertEquals("Clopper-Pearson", all.method());
    assertEquals(Math.pow(0.025, 1.0 / 20), all.lower(), 1e-9);
    assertEquals(1, all.upper(), 0);
  }

  @Test
  void aSourceRangeForACountNeverGoesBelowZero() {
    Comparison c = Comparison.titled("t");
    c.exact("false dead ends", "0", 2, "");
    c.add("share", "0%", share(0.01, 0.002, 0.03, 500), "");
    assertEquals(0, c.row("false dead ends").source().low(), 0);
    assertEquals(0, c.row("share").source().low(), 0);
    assertEquals(Comparison.Verdict.DIFFERS, c.row("false dead ends").verdict());
  }

  @Test
  void rangesAndBoundsAreTestedAgainstTheirEnds() {
    Comparison c = Comparison.titled("t");
    c.add("inside", Source.range("82-91%", 0.82, 0.91), share(0.86, 0.85, 0.87, 10000), "");
    c.add("below", Source.range("82-91%", 0.82, 0.91), share(0.70, 0.69, 0.71, 10000), "");
    c.add("at least", Source.atLeast(">= 35%", 0.35), share(0.56, 0.55, 0.57, 10000), "");
    c.add("at most", Source.atMost("<= 16", 16), mean(16.11, 15.9, 16.3), "");
    assertEquals(Comparison.Verdict.AGREES, c.row("inside").verdict());
    assertEquals(Comparison.Verdict.DIFFERS, c.row("below").verdict());
    assertEquals(Comparison.Verdict.AGREES, c.row("at least").verdict());
    assertEquals(Comparison.Verdict.INCONCLUSIVE, c.row("at most").verdict());
  }

  @Test
  void factsClaimsAndFiguresBesideAreCountedApart() {
    Comparison c = Comparison.titled("t");
    c.fact("the stack is unbeatable", "100% not beatable", true, false, "beaten in 50 removals", "");
    c.claim("run time", "runs for days", "undecided", "");
    c.beside("Klondike", "82-91%", share(0.5, 0.4, 0.6, 100), "another game");
    c.add("a number-less text", "not given", share(0.5, 0.4, 0.6, 100), "");
    Comparison.Tally t = c.tally();
    assertEquals(1, t.differ());
    assertEquals(2, t.notComparable());
    assertEquals(1, t.leftOut());
    assertTrue(t.sentence().startsWith("Of 1 tested row, 0 agree within their margins, 1 differs"), t.sentence());
  }

  /**
   * The tests hold their level: with the true difference at 0, "differs" comes at most about 5% of the
   * time; with it at the margin, "agrees" at most about 5%; with it well inside, "agrees" mostly.
   */
  @Test
  void theVerdictsKeepTheirErrorRatesOnSeededSamples() {
    SplittableRandom rng = new SplittableRandom(5);
    int trials = 3000;
    int falseDiffers = 0;
    int falseAgrees = 0;
    int trueAgrees = 0;
    double sd = 1;
    int n = 400;
    double se = sd / Math.sqrt(n);
    for (int t = 0; t < trials; t++) {
      double[] at0 = sample(rng, 10, sd, n);
      double[] atMargin = sample(rng, 10.2, sd, n);
      double[] inside = sample(rng, 10.02, sd, n);
      Comparison c = Comparison.titled("t");
      c.margin(PracticalMargin.of("m", 0.2, "test")).add("zero", Source.exactly("10", 10), est(at0), "");
      Comparison d = Comparison.titled("t");
      d.margin(PracticalMargin.of("m", 0.2, "test")).add("margin", Source.exactly("10", 10), est(atMargin), "");
      Comparison e = Comparison.titled("t");
      e.margin(PracticalMargin.of("m", 0.2, "test")).add("inside", Source.exactly("10", 10), est(inside), "");
      falseDiffers += c.row("zero").verdict() == Comparison.Verdict.DIFFERS ? 1 : 0;
      falseAgrees += d.row("margin").verdict() == Comparison.Verdict.AGREES ? 1 : 0;
      trueAgrees += e.row("inside").verdict() == Comparison.Verdict.AGREES ? 1 : 0;
    }
    assertTrue(falseDiffers < 0.065 * trials, falseDiffers + " false 'differs' of " + trials);
    assertTrue(falseAgrees < 0.065 * trials, falseAgrees + " false 'agrees' of " + trials);
    assertTrue(trueAgrees > 0.9 * trials, trueAgrees + " 'agrees' of " + trials + " (se " + se + ")");
  }

  private static double[] sample(SplittableRandom rng, double mu, double sd, int n) {
    double[] x = new double[n];
    for (int i = 0; i < n; i++) {
      x[i] = mu + sd * gaussian(rng);
    }
    return x;
  }

  private static double gaussian(SplittableRandom rng) {
    double u = rng.nextDouble();
    double v = rng.nextDouble();
    return Math.sqrt(-2 * Math.log(1 - u)) * Math.cos(2 * Math.PI * v);
  }

  private static Estimate est(double[] x) {
    double m = java.util.Arrays.stream(x).average().orElseThrow();
    double var = java.util.Arrays.stream(x).map(v -> (v - m) * (v - m)).sum() / (x.length - 1);
    double half = 1.96 * Math.sqrt(var / x.length);
    return new Estimate(m, m - half, m + half, x.length, 0.95).on(CONFIRMATION);
  }

  @Test
  void theRuleIsStatedOnceWithAWorkedExampleFromARealRow() {
    Comparison c = Comparison.titled("t");
    c.add("success", Source.share("0.86", 1000), share(0.899, 0.879, 0.916, 1000), "");
    String rule = Comparison.rule(c).html();
    assertTrue(rule.contains("Worked example") && rule.contains("success") && rule.contains("differs"), rule);
    String table = c.html().html();
    assertTrue(table.contains(Comparison.REMINDER));
    assertTrue(!table.contains("How a verdict is reached"));
  }
}
