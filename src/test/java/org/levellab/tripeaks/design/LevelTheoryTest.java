package org.levellab.tripeaks.design;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** Every theoretical value the article states, and the recursion against brute force. */
class LevelTheoryTest {
  private static final int[] SIM1 = {6, 3, 2, 1};
  private static final int[] SIM2 = {8, 8, 8};
  private static final int[] SIM3 = {4, 4, 4};
  private static final int[] SIM4 = {4, 3, 2, 2, 2, 2, 2, 2, 2, 1, 1, 1};

  /** The article prints one decimal; it ran Python, whose round() is half-to-even. */
  private static double round1(double v) {
    return new BigDecimal(v).setScale(1, RoundingMode.HALF_EVEN).doubleValue();
  }

  /**
   * The readings of the consecutive-matches recursion on the article's example [1, 2, 3]: chains of
   * 3, 2 and 1 cards expected 2/3, 1/3 and 1/3 times (4/3 chains, 3 cards).
   */
  @Test
  void consecutiveMatchReadingsOnTheArticlesExample() {
    int[] threes = {3, 3, 3, 3, 3, 3, 3, 3};
    var reading = LevelTheory.ConsecutiveReading.class;
    assertEquals(1.25, LevelTheory.expectedConsecutiveMatches(24, threes,
        LevelTheory.ConsecutiveReading.GROUP_MEAN), 1e-12); // (3 - 4/3) / (4/3)
    assertEquals(2.25, LevelTheory.expectedConsecutiveMatches(24, threes,
        LevelTheory.ConsecutiveReading.WASTE_FIRST), 1e-12); // 3 / (4/3)
    assertEquals(1.25, LevelTheory.expectedConsecutiveMatches(24, threes,
        LevelTheory.ConsecutiveReading.POOLED), 1e-12);
    assertEquals(LevelTheory.expectedConsecutiveMatches(24, SIM1),
        LevelTheory.expectedConsecutiveMatches(24, SIM1, LevelTheory.ConsecutiveReading.GROUP_MEAN));
    assertEquals(3, reading.getEnumConstants().length);
  }

  /**
   * Over random configurations: the waste-first reading is ours plus one match per chain; pooling
   * weighs each group by its expected chains, computed here from the chain distributions directly.
   */
  @Test
  void consecutiveMatchReadingsAgreeWithTheirDefinitions() {
    SplittableRandom r = new SplittableRandom(5);
    for (int trial = 0; trial < 200; trial++) {
      int[] sizes = new int[1 + r.nextInt(5)];
      for (int i = 0; i < sizes.length; i++) {
        sizes[i] = 1 + r.nextInt(8);
      }
      int board = 10 + r.nextInt(20);
      double mean = LevelTheory.expectedConsecutiveMatches(board, sizes,
          LevelTheory.ConsecutiveReading.GROUP_MEAN);
      assertEquals(mean + 1, LevelTheory.expectedConsecutiveMatches(board, sizes,
          LevelTheory.ConsecutiveReading.WASTE_FIRST), 1e-9);
      double matches = 0;
      double chains = 0;
      for (int s : LevelTheory.groupInstances(board, sizes)) {
        int[] ranks = new int[s];
        for (int k = 0; k < s; k++) {
          ranks[k] = k + 1;
        }
        LevelTheory.ChainDistribution d = LevelTheory.chainDistribution(ranks, false);
        matches += d.expectedMatches();
        chains += d.expectedChains();
      }
      assertEquals(matches / chains, LevelTheory.expectedConsecutiveMatches(board, sizes,
          LevelTheory.ConsecutiveReading.POOLED), 1e-9);
    }
    // pooling gives groups that make many chains more weight: 6 3 2 1 moves from 1.14 to 1.34
    assertEquals(1.3, round1(LevelTheory.expectedConsecutiveMatches(24, SIM1,
        LevelTheory.ConsecutiveReading.POOLED)), 1e-12);
  }

  @Test
  void averageUniqueCardsMatchesTheWorkedExamples() {
    // "3 groups with sizes 2, 1, and 3 ... N_avg_unique_cards becomes 3"; "4 groups ... as 2".
    assertEquals(3.0, LevelTheory.averageUniqueCards(3), 1e-12);
    assertEquals(2.0, LevelTheory.averageUniqueCards(4), 1e-12);
  }

  @Test
  void groupSizeAndInstances() {
    assertEquals(3.0, LevelTheory.averageGroupSize(SIM1), 1e-12);
    assertArrayEquals(new int[] {6, 3, 2, 1, 6, 3, 2, 1}, LevelTheory.groupInstances(24, SIM1));
    assertArrayEquals(new int[] {6, 3, 1}, LevelTheory.groupInstances(10, new int[] {6, 3}));
    assertEquals(2.0, LevelTheory.averageVisibleGroups(6, SIM1), 1e-12);
    assertEquals(1, LevelTheory.minimumUniqueCards(1));
    assertEquals(2, LevelTheory.minimumUniqueCards(2));
    assertEquals(2, LevelTheory.minimumUniqueCards(8));
  }

  @Test
  void simulation1StatedValues() {
    assertEquals(8.0, LevelTheory.minStockpile(24, SIM1, 1, 0), 1e-12);
    assertEquals(14.0, LevelTheory.maxStockpile(24, SIM1, 1), 1e-12);
    assertEquals(0.7, round1(LevelTheory.configuredConsecutiveness(24, SIM1)), 1e-12);
    assertEquals(1.1, round1(LevelTheory.expectedConsecutiveMatches(24, SIM1)), 1e-12);
  }

  @Test
  void simulation2StatedStockpileValues() {
    assertEquals(3.0, LevelTheory.minStockpile(24, SIM2, 1, 0), 1e-12);
    assertEquals(1.8, round1(LevelTheory.minStockpile(24, SIM2, 1, 0.5)), 1e-12);
    assertEquals(12.0, LevelTheory.maxStockpile(24, SIM2, 1), 1e-12);
  }

  @Test
  void simulation3StatedStockpileValues() {
    assertEquals(6.0, LevelTheory.minStockpile(24, SIM3, 1, 0), 1e-12);
    assertEquals(3.2, round1(LevelTheory.minStockpile(24, SIM3, 1, 0.5)), 1e-12);
    assertEquals(12.0, LevelTheory.maxStockpile(24, SIM3, 1), 1e-12);
  }

  @Test
  void simulation4StatedValues() {
    assertEquals(24, java.util.Arrays.stream(SIM4).sum());
    assertEquals(12.0, LevelTheory.minStockpile(24, SIM4, 1, 0), 1e-12);
    assertEquals(14.0, LevelTheory.maxStockpile(24, SIM4, 1), 1e-12);
    assertEquals(0.8, round1(LevelTheory.expectedConsecutiveMatches(24, SIM4)), 1e-12);
  }

  @Test
  void consecutiveMatchesWhereOurReadingDiffersFromTheArticle() {
    // Documented in the notebook: the article states 2.5 and 1.8; our recursion gives these.
    assertEquals(2.9, round1(LevelTheory.expectedConsecutiveMatches(24, SIM2)), 1e-12);
    assertEquals(1.7, round1(LevelTheory.expectedConsecutiveMatches(24, SIM3)), 1e-12);
  }

  @Test
  void videoExampleHasConsecutivenessOne() {
    // "17 matches on the board (excluding the first collected card), and its consecutiveness is 1".
    assertEquals(1.0, LevelTheory.configuredConsecutiveness(12, new int[] {12}), 1e-12);
    assertEquals(1.0, LevelTheory.simulatedConsecutiveness(18, 18, 1), 1e-12);
  }

  @Test
  void articleExampleOneTwoThree() {
    LevelTheory.ChainDistribution d = LevelTheory.chainDistribution(new int[] {1, 2, 3}, true);
    assertEquals(2.0 / 3, d.chains(3), 1e-12);
    assertEquals(1.0 / 3, d.chains(2), 1e-12);
    assertEquals(1.0 / 3, d.chains(1), 1e-12);
    // "sum the probabilities of 3 and 2 consecutive matches, which equals 100%"
    assertEquals(1.0, d.chains(3) + d.chains(2), 1e-12);
    assertEquals(3.0, d.expectedMatches() + d.expectedChains(), 1e-12);
  }

  @Test
  void holdUsesAreZeroWithoutHoldAndGrowWithProbability() {
    assertEquals(0.0, LevelTheory.holdSlotUses(24, SIM2, 0), 0);
    assertEquals(1.25, LevelTheory.holdSlotUses(24, SIM2, 0.5), 1e-12);
    assertEquals(2.75, LevelTheory.holdSlotUses(24, SIM3, 0.5), 1e-12);
  }

  @Test
  void chainDistributionAgreesWithBruteForceOnRandomSmallSets() {
    SplittableRandom rng = new SplittableRandom(5);
    for (int t = 0; t < 300; t++) {
      int n = 1 + rng.nextInt(7);
      int[] ranks = new int[n];
      for (int i = 0; i < n; i++) {
        ranks[i] = 1 + rng.nextInt(13);
      }
      boolean wrap = rng.nextBoolean();
      double[] expect = new double[n + 1];
      List<Integer> cards = new ArrayList<>();
      for (int r : ranks) {
        cards.add(r);
      }
      brute(cards, 0, 0, 1.0, wrap, expect);
      double[] got = LevelTheory.chainDistribution(ranks, wrap).byLength();
      for (int l = 1; l <= n; l++) {
        assertEquals(expect[l], got[l], 1e-9, "ranks " + java.util.Arrays.toString(ranks) + " length " + l);
      }
      assertEquals(n, LevelTheory.chainDistribution(ranks, wrap).expectedMatches()
          + LevelTheory.chainDistribution(ranks, wrap).expectedChains(), 1e-9);
    }
  }

  /** Plain enumeration of every play order, card by card (no memo, no packing). */
  private static void brute(List<Integer> left, int current, int len, double p, boolean wrap, double[] out) {
    if (left.isEmpty()) {
      if (len > 0) {
        out[len] += p;
      }
      return;
    }
    List<Integer> matching = new ArrayList<>();
    for (int i = 0; i < left.size(); i++) {
      int d = Math.abs(left.get(i) - current);
      if (current != 0 && (d == 1 || (wrap && d == 12))) {
        matching.add(i);
      }
    }
    if (matching.isEmpty()) {
      if (len > 0) {
        out[len] += p;
      }
      for (int i = 0; i < left.size(); i++) {
        List<Integer> rest = new ArrayList<>(left);
        int r = rest.remove(i);
        brute(rest, r, 1, p / left.size(), wrap, out);
      }
    } else {
      for (int i : matching) {
        List<Integer> rest = new ArrayList<>(left);
        int r = rest.remove(i);
        brute(rest, r, len + 1, p / matching.size(), wrap, out);
      }
    }
  }

  @Test
  void impossibleInputsAreRejectedWithClearMessages() {
    var e = assertThrows(IllegalArgumentException.class, () -> LevelTheory.averageGroupSize(new int[] {6, 13}));
    assertTrue(e.getMessage().contains("group 2 size"), e.getMessage());
    e = assertThrows(IllegalArgumentException.class, () -> LevelTheory.averageUniqueCards(14));
    assertTrue(e.getMessage().contains("groups"), e.getMessage());
    e = assertThrows(IllegalArgumentException.class, () -> LevelTheory.holdSlotUses(24, SIM1, 1.5));
    assertTrue(e.getMessage().contains("hold slot use probability"), e.getMessage());
    e = assertThrows(IllegalArgumentException.class, () -> LevelTheory.minStockpile(24, SIM1, 0, 0));
    assertTrue(e.getMessage().contains("stockpile matching probability"), e.getMessage());
    e = assertThrows(IllegalArgumentException.class, () -> LevelTheory.chainDistribution(new int[] {0}, true));
    assertTrue(e.getMessage().contains("position 0"), e.getMessage());
    assertThrows(IllegalArgumentException.class, () -> LevelTheory.groupInstances(0, SIM1));
  }
}
