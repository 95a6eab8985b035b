package org.levellab.tripeaks.design;

import java.util.Arrays;
import java.util.Objects;
import java.util.random.RandomGenerator;
import org.levellab.game.ChancePolicy;
import org.levellab.tripeaks.Level;
import org.levellab.tripeaks.TriPeaksState;

/**
 * The chance policy of a designed level: at each chance node of an undealt game ({@link
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
public final class GeneratorDealer implements ChancePolicy<TriPeaksState> {
  private final double stockMatch;
  private final boolean wrap;
  private final GroupRankGenerator groups;
  private final ProbabilisticRankGenerator probabilistic;
  private final int[] groupOf;
  private final int[] ranks;
  private int lastGroup = -1;
  private boolean lastFellBack;
  private long seenCleared;
  private int lastWasteGroup = -1;

  /**
   * A dealer for one game of {@code level} with the generator {@code settings}; the group order is
   * shuffled from {@code rng}.
   */
  public GeneratorDealer(GeneratorSettings settings, Level level, RandomGenerator rng) {
    this(new Factory(settings, level), rng);
  }

  private GeneratorDealer(Factory f, RandomGenerator rng) {
    Objects.requireNonNull(rng, "rng");
    int n = f.boardCards;
    this.stockMatch = f.stockMatch;
    this.wrap = f.wrap;
    if (f.instances != null) {
      groups = new GroupRankGenerator(f.instances, f.shuffle, wrap, f.uniqueLimit, f.wasteVisible, rng);
      probabilistic = null;
    } else {
      groups = null;
      probabilistic = new ProbabilisticRankGenerator(f.consecutiveness, wrap);
    }
    groupOf = new int[n];
    Arrays.fill(groupOf, -1);
    ranks = new int[n];
  }

  /**
   * Dealers for many games of one level and generator (a simulation's players): the settings are read
   * and checked once, and each {@link #dealer} is the one {@code new GeneratorDealer(settings, level,
   * rng)} makes, drawing the same numbers from {@code rng}.
   */
  public static Factory factory(GeneratorSettings settings, Level level) {
    return new Factory(settings, level);
  }

  /** Makes the dealers of one level and generator; immutable, so threads may share it. */
  public static final class Factory {
    private final int boardCards;
    private final double stockMatch;
    private final boolean wrap;
    /** The group instance sizes before a player's shuffle; null for the probabilistic kind. */
    private final int[] instances;
    private final boolean shuffle;
    private final int uniqueLimit;
    private final boolean wasteVisible;
    private final double consecutiveness;

    private Factory(GeneratorSettings settings, Level level) {
      Objects.requireNonNull(settings, "generator settings");
      boardCards = level.layout().size();
      stockMatch = settings.stockMatch();
      wrap = level.wrap();
      shuffle = settings.shuffle();
      uniqueLimit = settings.uniqueLimit();
      wasteVisible = settings.wasteVisible();
      if (settings.kind() == GeneratorSettings.Kind.GROUPS) {
        instances = LevelTheory.groupInstances(boardCards, settings.groupSizes());
        GroupRankGenerator.checkUniqueLimit(uniqueLimit);
        consecutiveness = 0;
      } else {
        instances = null;
        consecutiveness = settings.consecutivenessOn(boardCards);
        LevelTheory.checkProbability(consecutiveness, "consecutiveness");
      }
    }

    /** The dealer of one game, its groups shuffled from {@code rng}. */
    public GeneratorDealer dealer(RandomGenerator rng) {
      return new GeneratorDealer(this, rng);
    }
  }

  /** The rank of the card turning up at the chance node {@code state}. */
  @Override
  public int choose(TriPeaksState state, RandomGenerator rng) {
    int slot = state.pendingSlot();
    lastGroup = -1;
    lastFellBack = false;
    if (slot < 0) {
      int k = collectOpen(-1, state);
      return ProbabilisticRankGenerator.stockRank(ranks, k, stockMatch, wrap, rng);
    }
    int before = fallbacks();
    int r;
    if (groups != null) {
      // The open cards as rank masks: every one, and those of groups other than the one the card may
      // continue (what the generator keeps away from).
      int continuing = groups.groupOfNext();
      int open = 0;
      int others = 0;
      for (long m = state.openMask(); m != 0; m &= m - 1) {
        int s = Long.numberOfTrailingZeros(m);
        if (s != slot) {
          int bit = 1 << state.rankAt(s);
          open |= bit;
          if (groupOf[s] != continuing) {
            others |= bit;
          }
        }
      }
      r = groups.next(open, others, state.wasteTop(), wasteGroup(state), rng);
      groupOf[slot] = groups.currentGroup();
      lastGroup = groupOf[slot];
    } else {
      r = probabilistic.next(ranks, collectOpen(slot, state), rng);
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

  /** The ranks of the open cards other than {@code except} (open cards are face up), in slot order, into the buffer. */
  private int collectOpen(int except, TriPeaksState state) {
    int k = 0;
    for (long m = state.openMask(); m != 0; m &= m - 1) {
      int s = Long.numberOfTrailingZeros(m);
      if (s != except) {
        ranks[k++] = state.rankAt(s);
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
