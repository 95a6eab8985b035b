package org.levellab.tripeaks.study;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.levellab.tripeaks.Level;
import org.levellab.tripeaks.TriPeaksState;
import tech.tablesaw.api.Table;

class LevelRankingTest {
  @Test
  void designsAreSeededVariedAndUniformlyDealt() {
    List<LevelRanking.Design> a = LevelRanking.designs(60, 7);
    assertEquals(a.stream().map(LevelRanking.Design::name).toList(),
        LevelRanking.designs(60, 7).stream().map(LevelRanking.Design::name).toList());
    assertNotEquals(a.stream().map(LevelRanking.Design::name).toList(),
        LevelRanking.designs(60, 8).stream().map(LevelRanking.Design::name).toList());
    assertTrue(a.stream().anyMatch(d -> d.level().layout().name().equals("golf")));
    assertTrue(a.stream().anyMatch(d -> d.level().holdSlot()));
    assertTrue(a.stream().anyMatch(d -> !d.level().walls().isEmpty()));
    assertTrue(a.stream().anyMatch(d -> d.level().wrap()) && a.stream().anyMatch(d -> !d.level().wrap()));
    for (LevelRanking.Design d : a) {
      Level lv = d.level();
      assertEquals(Level.Deck.STANDARD, lv.deck(), d.name());
      assertTrue(lv.totalCards() <= 52, d.name());
      TriPeaksState s = lv.newInitialState(d.index());
      assertTrue(!s.isTerminal(), d.name());
      // Microsoft's 18 covered cards start face down (walls sit on those); Golf deals all 35 face up
      int down = lv.layout().name().equals("golf") ? 0 : 18;
      assertEquals(down + lv.stockSize() - 1, d.hiddenAtStart(), d.name());
    }
    var e = assertThrows(IllegalArgumentException.class, () -> LevelRanking.designs(1, 7));
    assertEquals("designs: at least 2 levels to rank, got 1", e.getMessage());
  }

  @Test
  void theSameTablesOnOneAndTwoThreads() {
    List<LevelRanking.Design> ds = LevelRanking.designs(5, 3);
    List<String> agents = List.of("greedy", "pimc:k=2:budget=200", "exact");
    var one = LevelRanking.play(ds, agents, 6, 11, 1, null);
    var two = LevelRanking.play(ds, agents, 6, 11, 2, null);
    assertEquals(one.winRates().print(), two.winRates().print());
    assertEquals(LevelRanking.agreements(one, 5).print(), LevelRanking.agreements(two, 5).print());
    assertEquals(LevelRanking.stability(one).print(), LevelRanking.stability(two).print());
    // the clairvoyant rung wins at least what any hidden-information rung wins, deal by deal
    for (int d = 0; d < ds.size(); d++) {
      for (int g = 0; g < 6; g++) {
        assertTrue(one.wins()[d][2][g] || !one.wins()[d][0][g] && !one.wins()[d][1][g],
            "design " + d + ", game " + g);
      }
    }
  }

  @Test
  void spearmanUsesAverageRanksAndTheBootstrapBracketsIt() {
    double[] x = {1, 2, 3, 4, 5, 6};
    double[] y = {2, 1, 4, 3, 6, 6};
    // Pearson on ranks by hand: x ranks 1..6, y ranks 2,1,4,3,5.5,5.5
    double[] rx = {1, 2, 3, 4, 5, 6};
    double[] ry = {2, 1, 4, 3, 5.5, 5.5};
    assertEquals(pearson(rx, ry), LevelRanking.spearman(x, y), 1e-12);
    assertTrue(Double.isNaN(LevelRanking.spearman(x, new double[] {0, 0, 0, 0, 0, 0})));
    SplittableRandom r = new SplittableRandom(4);
    double[] u = new double[40];
    double[] v = new double[40];
    for (int i = 0; i < u.length; i++) {
      u[i] = r.nextDouble();
      v[i] = u[i] + 0.5 * r.nextDouble();
    }
    var c = LevelRanking.bootstrap("u", "v", u, v, 9, 0.95);
    assertTrue(c.lower() <= c.rho() && c.rho() <= c.upper(), c.toString());
    assertTrue(c.upper() - c.lower() > 0.01, c.toString());
    assertEquals(c, LevelRanking.bootstrap("u", "v", u, v, 9, 0.95));
    var wide = LevelRanking.bootstrap("u", "v", u, v, 9, 1 - 0.05 / 6);
    assertTrue(wide.lower() <= c.lower() && wide.upper() >= c.upper(), "a simultaneous interval is wider");
    assertTrue(c.pValue() < 0.01, "a strong correlation is far from 0: " + c);
    assertTrue(c.pValue() > 0, "resamples bound a p-value away from 0: " + c);
    double[] noise = new double[40];
    for (int i = 0; i < noise.length; i++) {
      noise[i] = r.nextDouble();
    }
    assertTrue(LevelRanking.bootstrap("u", "n", u, noise, 9, 0.95).pValue() > 0.01, "independent noise");
  }

  private static double pearson(double[] a, double[] b) {
    double ma = java.util.Arrays.stream(a).average().orElseThrow();
    double mb = java.util.Arrays.stream(b).average().orElseThrow();
    double sab = 0;
    double saa = 0;
    double sbb = 0;
    for (int i = 0; i < a.length; i++) {
      sab += (a[i] - ma) * (b[i] - mb);
      saa += (a[i] - ma) * (a[i] - ma);
      sbb += (b[i] - mb) * (b[i] - mb);
    }
    return sab / Math.sqrt(saa * sbb);
  }

  /** Halves with the same win rates on every design are perfectly stable; the projection agrees. */
  @Test
  void splitHalfSeesIdenticalHalvesAndSpearmanBrownProjects() {
    int designs = 6;
    int games = 16;
    boolean[][][] wins = new boolean[designs][1][games];
    for (int d = 0; d < designs; d++) {
      for (int k = 0; k < games; k++) {
        wins[d][0][k] = k % 2 == 0 ? d >= 2 : d >= 4;
      }
    }
    var p = new LevelRanking.Played(LevelRanking.designs(designs, 1), List.of("a"), games, 1, wins);
    Table t = LevelRanking.stability(p);
    assertEquals(List.of(2, 4, 8, 16), t.intColumn("games").asList());
    for (int row = 1; row < t.rowCount(); row++) {
      assertEquals(1.0, t.doubleColumn("splitHalf").get(row), 1e-12);
      assertEquals(1.0, t.doubleColumn("projected").get(row), 1e-12);
    }
    assertEquals(144.0, LevelRanking.gamesNeeded(0.5, 16, 0.9), 1e-9);
    assertTrue(Double.isNaN(LevelRanking.gamesNeeded(-0.1, 16, 0.9)));
  }

  @Test
  void disagreementsPutTheLargestRankShiftFirst() {
    int designs = 5;
    boolean[][][] wins = new boolean[designs][2][4];
    for (int d = 0; d < designs; d++) {
      for (int k = 0; k < 4; k++) {
        wins[d][0][k] = k < d;            // a: design 0 hardest, 4 easiest (wins 0..4 of 4)
        wins[d][1][k] = d == 4 ? k < 1 : k < Math.min(d + 1, 4); // b: design 4 among the hardest
      }
    }
    var p = new LevelRanking.Played(LevelRanking.designs(designs, 1), List.of("a", "b"), 4, 1, wins);
    Table t = LevelRanking.disagreements(p, 0, 1);
    assertEquals(4, t.intColumn("design").get(0));
    assertEquals(5.0, t.doubleColumn("rankA").get(0), 1e-12);
    assertTrue(t.doubleColumn("rankShift").get(0) < -2, t.print());
    assertEquals(6, LevelRanking.explanations(p, 0, 1, 3).rowCount());
  }
}
