package org.levellab.tripeaks.design;

import java.util.random.RandomGenerator;
import org.levellab.cards.RankAdjacency;
import org.levellab.game.ChancePolicy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.SplittableRandom;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.levellab.tripeaks.Layout;
import org.levellab.tripeaks.Level;
import org.levellab.tripeaks.TriPeaksState;
import org.levellab.tripeaks.study.PlayerModel;

/**
 * Generated levels in real games: group sizes are kept, groups are chains, and ranks of different
 * groups never match (nor equal) while both are open, whenever an allowed rank existed.
 */
class GeneratorDealerProperties {
  static final Path DATA = Path.of("datasets", "tripeaks");

  /** A level, its generator and its player, as a configuration's tables give them. */
  record Setup(LevelSettings level, GeneratorSettings generator, PlayerSettings player) {}

  // Group sizes need not fit the board here, as a configuration's must: the generator cuts the last
  // instance short (LevelTheory.groupInstances), and must keep its rules on such boards too.
  @Provide
  Arbitrary<Setup> configs() {
    Arbitrary<String> layout = Arbitraries.of("design24", "open1", "open3", "open6", "open12");
    Arbitrary<int[]> groups = Arbitraries.integers().between(1, 12).array(int[].class).ofMinSize(1).ofMaxSize(6);
    Arbitrary<Double> hold = Arbitraries.of(0.0, 0.5, 1.0);
    Arbitrary<Integer> limit = Arbitraries.integers().between(2, 12);
    Arbitrary<Boolean> wrap = Arbitraries.of(true, false);
    return Combinators.combine(layout, groups, hold, limit, wrap).as((l, g, h, u, w) -> new Setup(
        new LevelSettings(Layout.load(DATA.resolve("layouts/" + l + ".layout")), LevelSettings.DEFAULT_STOCK, w,
            h > 0, List.of()),
        GeneratorSettings.groups(g).withUniqueLimit(u), PlayerSettings.of(h)));
  }

  @Property(tries = 300, seed = "20261122")
  void groupRulesHoldInPlayedGames(@ForAll("configs") Setup setup, @ForAll long seed) {
    SplittableRandom rng = new SplittableRandom(seed);
    Level level = setup.level().game();
    GeneratorDealer inner = new GeneratorDealer(setup.generator(), level, rng);
    Checking source = new Checking(inner, level);
    TriPeaksState state = level.undealt();
    new PlayerModel(setup.player()).play(state, source, rng);
    int[] inst = inner.groupInstances();
    int[] count = new int[inst.length];
    for (int s = 0; s < level.layout().size(); s++) {
      if (inner.groupOf(s) >= 0) {
        count[inner.groupOf(s)]++;
      }
    }
    for (int g = 0; g < inst.length; g++) {
      assertTrue(count[g] <= inst[g], "group " + g + " got " + count[g] + " cards, size " + inst[g]);
      if (state.isWon()) {
        assertEquals(inst[g], count[g], "group " + g + " size in a won game");
      }
    }
  }

  /** Checks each board rank as the generator hands it out. */
  static final class Checking implements ChancePolicy<TriPeaksState> {
    private final GeneratorDealer inner;
    private final RankAdjacency adjacency;
    private final int[] lastRankOfGroup = new int[64];
    private int lastGroup = -1;
    private long seenCleared;

    Checking(GeneratorDealer inner, Level level) {
      this.inner = inner;
      this.adjacency = level.adjacency();
    }

    @Override
    public int choose(TriPeaksState state, RandomGenerator rng) {
      return state.pendingStockIndex() >= 0 ? stockRank(state, rng) : boardRank(state.pendingSlot(), state, rng);
    }

    private int boardRank(int slot, TriPeaksState state, RandomGenerator rng) {
      int before = inner.fallbacks();
      int r = inner.choose(state, rng);
      int g = inner.groupOf(slot);
      assertTrue(g == lastGroup || g == lastGroup + 1, "groups are filled in order");
      if (g == lastGroup) {
        int d = adjacency.distance(r, lastRankOfGroup[g]);
        assertEquals(1, d, "a group's next card neighbours its previous one");
      }
      // The waste top's group: the card cleared by the move that turns this one up (else a stock card).
      long fresh = state.clearedMask() & ~seenCleared;
      seenCleared = state.clearedMask();
      int wasteGroup = -1;
      for (long m = fresh; m != 0; m &= m - 1) {
        int s = Long.numberOfTrailingZeros(m);
        if (state.rankAt(s) == state.wasteTop()) {
          wasteGroup = inner.groupOf(s);
        }
      }
      if (inner.fallbacks() == before && wasteGroup != g && state.wasteTop() != 0) {
        int d = adjacency.distance(r, state.wasteTop());
        assertTrue(d >= 2, "rank " + r + " of group " + g + " is " + d + " from the waste top " + state.wasteTop()
            + " of group " + wasteGroup);
      }
      if (inner.fallbacks() == before) {
        for (long m = state.openMask(); m != 0; m &= m - 1) {
          int s = Long.numberOfTrailingZeros(m);
          if (s != slot && state.isFaceUp(s) && inner.groupOf(s) != g) {
            int d = adjacency.distance(r, state.rankAt(s));
            assertTrue(d >= 2, "rank " + r + " of group " + g + " is " + d + " from open " + state.rankAt(s)
                + " of group " + inner.groupOf(s));
          }
        }
      }
      lastGroup = g;
      lastRankOfGroup[g] = r;
      return r;
    }

    private int stockRank(TriPeaksState state, RandomGenerator rng) {
      int r = inner.choose(state, rng);
      // Every setup here has stock_match 1.
      if (state.openMask() != 0) {
        boolean any = false;
        for (long m = state.openMask(); m != 0; m &= m - 1) {
          any |= state.matches(state.rankAt(Long.numberOfTrailingZeros(m)), r);
        }
        assertTrue(any, "with stock_match 1 a stock card matches an open card");
      }
      return r;
    }
  }
}
