package org.levellab.tripeaks.design;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.levellab.bench.baseline.BaselineGroupRankGenerator;
import org.levellab.bench.baseline.BaselineProbabilisticRankGenerator;

/**
 * The rank generators called directly, as a caller of their array API does, against the code before
 * the performance work (frozen in bench/baseline): random open cards, groups and waste tops, the
 * same stream, the same ranks, random draws and fallbacks, call after call.
 */
class RankGeneratorABTest {
  @Test
  void groupGeneratorAsBefore() {
    SplittableRandom setup = new SplittableRandom(17);
    int fallbacks = 0;
    for (int game = 0; game < 3000; game++) {
      int board = 4 + setup.nextInt(40);
      int[] sizes = new int[1 + setup.nextInt(4)];
      for (int i = 0; i < sizes.length; i++) {
        sizes[i] = 1 + setup.nextInt(9);
      }
      boolean shuffle = setup.nextBoolean();
      boolean wrap = setup.nextBoolean();
      boolean wasteVisible = setup.nextInt(4) != 0;
      int unique = setup.nextInt(3) == 0 ? 2 + setup.nextInt(4) : GroupRankGenerator.NO_UNIQUE_LIMIT;
      long seed = setup.nextLong();
      SplittableRandom a = new SplittableRandom(seed);
      SplittableRandom b = new SplittableRandom(seed);
      BaselineGroupRankGenerator old = new BaselineGroupRankGenerator(board, sizes, shuffle, wrap, unique,
          wasteVisible, a);
      GroupRankGenerator now = new GroupRankGenerator(board, sizes, shuffle, wrap, unique, wasteVisible, b);
      int[] ranks = new int[board];
      int[] groups = new int[board];
      for (int card = 0; card < board; card++) {
        // what is open: a few cards of earlier groups and of the current one, ranks at random
        int k = setup.nextInt(Math.min(card, 8) + 1);
        for (int i = 0; i < k; i++) {
          ranks[i] = 1 + setup.nextInt(13);
          groups[i] = Math.max(-1, old.currentGroup() - setup.nextInt(3));
        }
        int waste = setup.nextInt(5) == 0 ? 0 : 1 + setup.nextInt(13);
        int wasteGroup = setup.nextBoolean() ? -1 : Math.max(-1, old.currentGroup() - setup.nextInt(2));
        String ctx = "game " + game + " card " + card;
        assertEquals(old.next(ranks, groups, k, waste, wasteGroup, a), now.next(ranks, groups, k, waste, wasteGroup, b),
            ctx);
        assertEquals(old.currentGroup(), now.currentGroup(), ctx);
        assertEquals(old.fallbacks(), now.fallbacks(), ctx);
        assertEquals(a.nextLong(), b.nextLong(), ctx + ": the same draws");
      }
      fallbacks += now.fallbacks();
    }
    assertTrue(fallbacks > 100, "fallbacks covered: " + fallbacks);
  }

  @Test
  void probabilisticGeneratorAsBefore() {
    SplittableRandom setup = new SplittableRandom(23);
    int fallbacks = 0;
    for (int t = 0; t < 2000; t++) {
      boolean wrap = setup.nextBoolean();
      double p = setup.nextDouble();
      long seed = setup.nextLong();
      SplittableRandom a = new SplittableRandom(seed);
      SplittableRandom b = new SplittableRandom(seed);
      BaselineProbabilisticRankGenerator old = new BaselineProbabilisticRankGenerator(p, wrap);
      ProbabilisticRankGenerator now = new ProbabilisticRankGenerator(p, wrap);
      int[] ranks = new int[12];
      for (int card = 0; card < 30; card++) {
        int k = setup.nextInt(ranks.length + 1);
        for (int i = 0; i < k; i++) {
          ranks[i] = 1 + setup.nextInt(13);
        }
        String ctx = "case " + t + " card " + card;
        assertEquals(old.next(ranks, k, a), now.next(ranks, k, b), ctx);
        assertEquals(BaselineProbabilisticRankGenerator.stockRank(ranks, k, p, wrap, a),
            ProbabilisticRankGenerator.stockRank(ranks, k, p, wrap, b), ctx);
        assertEquals(old.fallbacks(), now.fallbacks(), ctx);
        assertEquals(a.nextLong(), b.nextLong(), ctx + ": the same draws");
      }
      fallbacks += now.fallbacks();
    }
    assertTrue(fallbacks > 100, "fallbacks covered: " + fallbacks);
  }
}
