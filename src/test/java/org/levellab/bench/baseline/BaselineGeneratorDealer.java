package org.levellab.bench.baseline;

import org.levellab.tripeaks.design.GeneratorSettings;

import java.util.Arrays;
import java.util.Objects;
import java.util.random.RandomGenerator;
import org.levellab.game.ChancePolicy;
import org.levellab.tripeaks.Level;
import org.levellab.tripeaks.TriPeaksState;

/**
 * A frozen copy of {@code tripeaks.design.GeneratorDealer} (main at 555e5c8), kept only so that benchmarks and tests
 * compare the player model's games before and after the performance work in the same run (A/B).
 *
 * <p>The chance policy of a designed level: at each chance node of an undealt game ({@link
 * Level#undealt()}) it gives the board card turning up its rank by the configuration's generator
 * (group-based or probabilistic), in the order cards become open, and a stock card its rank by the
 * stockpile matching probability. It looks only at what is visible (the open cards, the waste top),
 * and lives outside the state: copying a state never copies a generator.
 *
 * <p>One instance per game (it keeps the player's group sequence; the groups are shuffled from the
 * stream given to the constructor). Stock cards: with probability {@code stock_match} a neighbour of
 * a uniformly chosen open (playable) board card, otherwise a rank that matches none; with nothing
 * playable, a uniform rank.
 *
 * <p>In traces ({@link #note()}) a board card's rank carries its group instance, {@code B12=7[g3]},
 * and {@code /fallback} when no allowed rank existed and a random one was used: {@code
 * B12=7[g3/fallback]}, or {@code [fallback]} for the probabilistic generator.
 */
public final class BaselineGeneratorDealer implements ChancePolicy<TriPeaksState> {
  private final double stockMatch;
  private final boolean wrap;
  private final BaselineGroupRankGenerator groups;
  private final BaselineProbabilisticRankGenerator probabilistic;
  private final int[] groupOf;
  private final int[] ranks;
  private final int[] openGroups;
  private int lastGroup = -1;
  private boolean lastFellBack;
  private long seenCleared;
  private int lastWasteGroup = -1;

  /**
   * A dealer for one game of {@code level} with the generator {@code settings}; the group order is
   * shuffled from {@code rng}.
   */
  public BaselineGeneratorDealer(GeneratorSettings settings, Level level, RandomGenerator rng) {
    Objects.requireNonNull(settings, "generator settings");
    Objects.requireNonNull(rng, "rng");
    int n = level.layout().size();
    this.stockMatch = settings.stockMatch();
    this.wrap = level.wrap();
    if (settings.kind() == GeneratorSettings.Kind.GROUPS) {
      groups = new BaselineGroupRankGenerator(n, settings.groupSizes(), settings.shuffle(), wrap, settings.uniqueLimit(),
          settings.wasteVisible(), rng);
      probabilistic = null;
    } else {
      groups = null;
      probabilistic = new BaselineProbabilisticRankGenerator(settings.consecutivenessOn(n), wrap);
    }
    groupOf = new int[n];
    Arrays.fill(groupOf, -1);
    ranks = new int[n];
    openGroups = new int[n];
  }

  /** The rank of the card turning up at the chance node {@code state}. */
  @Override
  public int choose(TriPeaksState state, RandomGenerator rng) {
    int slot = state.pendingSlot();
    lastGroup = -1;
    lastFellBack = false;
    if (slot < 0) {
      int k = collectOpen(-1, state);
      return BaselineProbabilisticRankGenerator.stockRank(ranks, k, stockMatch, wrap, rng);
    }
    int before = fallbacks();
    int k = collectOpen(slot, state);
    int r;
    if (groups != null) {
      r = groups.next(ranks, openGroups, k, state.wasteTop(), wasteGroup(state), rng);
      groupOf[slot] = groups.currentGroup();
      lastGroup = groupOf[slot];
    } else {
      r = probabilistic.next(ranks, k, rng);
    }
    lastFellBack = fallbacks() > before;
    return r;
  }

  /**
   * The group of the board card just ranked ({@code g3}), with {@code /fallback} when its rank was a
   * random one; {@code fallback} alone for the probabilistic generator; null otherwise (stock cards).
   */
  @Override
  public String note() {
    String fallback = lastFellBack ? "fallback" : null;
    if (lastGroup < 0) {
      return fallback;
    }
    return "g" + lastGroup + (fallback == null ? "" : "/" + fallback);
  }

  /**
   * The group of the waste top. A board card turns up only inside the move that clears the card
   * covering it (or breaks its wall), so the waste top is a card cleared since the last call: the
   * newly cleared slot showing the waste top's rank. Otherwise (the start) it is a stock card.
   */
  private int wasteGroup(TriPeaksState state) {
    long cleared = state.clearedMask();
    long fresh = cleared & ~seenCleared;
    seenCleared = cleared;
    int top = state.wasteTop();
    for (long m = fresh; m != 0; m &= m - 1) {
      int s = Long.numberOfTrailingZeros(m);
      if (state.rankAt(s) == top) {
        lastWasteGroup = groupOf[s];
      }
    }
    return fresh == 0 ? -1 : lastWasteGroup;
  }

  /** Open face-up cards other than {@code except}, with their groups, into the buffers. */
  private int collectOpen(int except, TriPeaksState state) {
    int k = 0;
    for (long m = state.openMask(); m != 0; m &= m - 1) {
      int s = Long.numberOfTrailingZeros(m);
      if (s != except && state.isFaceUp(s)) {
        ranks[k] = state.rankAt(s);
        openGroups[k] = groupOf[s];
        k++;
      }
    }
    return k;
  }

  /** Times the generator found no allowed rank and used a random one. */
  public int fallbacks() {
    return groups != null ? groups.fallbacks() : probabilistic.fallbacks();
  }

  /** The group instance a board card was given (-1: not yet open, or the probabilistic model). */
  public int groupOf(int slot) {
    return groupOf[slot];
  }

  /** This game's group instance sizes in play order (empty for the probabilistic model). */
  public int[] groupInstances() {
    return groups != null ? groups.instances() : new int[0];
  }
}
