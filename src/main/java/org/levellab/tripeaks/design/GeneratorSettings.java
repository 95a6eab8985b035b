package org.levellab.tripeaks.design;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonProperty;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;

/**
 * The {@code [generator]} table of a level design configuration: how the board's ranks are chosen
 * as cards turn face up, and how stock cards match (see {@link GeneratorDealer}).
 *
 * <pre>
 * [generator]
 * kind = "groups"           # "groups" (GroupRankGenerator) or "probabilistic" (ProbabilisticRankGenerator)
 * groups = [6, 3, 2, 1]     # repeating group sizes, 1..12 each, at most 13 (the theory's groups for both kinds)
 * shuffle = true            # groups only: shuffle the group instances per player (default true)
 * unique_limit = 12         # groups only: most unique ranks per group, 2..12, or "average" (default 12: none)
 * waste_visible = true      # groups only: a new group keeps away from the waste top too (default true)
 * consecutiveness = 0.7     # probabilistic only: chance a new card matches an open one (default: the
 *                           #   groups' configured consecutiveness on the level's board)
 * stock_match = 1.0         # chance a stock card matches an open card, in [0, 1] (default 1)
 * </pre>
 *
 * @param consecutiveness the probabilistic generator's match chance; null for the groups kind, and
 *     for the probabilistic kind's default (see {@link #consecutivenessOn})
 * @param wasteVisible groups only: the waste top counts as a visible card when a group's rank is
 *     chosen (LevelLab's reading; the article is silent); false treats only the board's open cards
 *     as visible
 */
public record GeneratorSettings(Kind kind, List<Integer> groups, boolean shuffle, int uniqueLimit,
    Double consecutiveness, double stockMatch, boolean wasteVisible) {
  /** No limit: a group may use every rank but the one that separates it from the next. */
  public static final int NO_UNIQUE_LIMIT = GroupRankGenerator.NO_UNIQUE_LIMIT;

  /** How board ranks are generated. */
  public enum Kind {
    /** The article's group-based constrained randomization ({@link GroupRankGenerator}). */
    @JsonProperty("groups") GROUPS,
    /** The purely probabilistic model with a consecutiveness parameter ({@link ProbabilisticRankGenerator}). */
    @JsonProperty("probabilistic") PROBABILISTIC
  }

  public GeneratorSettings {
    Objects.requireNonNull(kind, "kind");
    if (groups == null) {
      throw new IllegalArgumentException("groups: missing (the repeating group sizes, such as [6, 3, 2, 1])");
    }
    groups = List.copyOf(groups);
    try {
      LevelTheory.checkGroups(sizes(groups));
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException("groups: " + e.getMessage(), e);
    }
    try {
      GroupRankGenerator.checkUniqueLimit(uniqueLimit);
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException("unique_limit: " + e.getMessage(), e);
    }
    if (kind == Kind.GROUPS && consecutiveness != null) {
      throw new IllegalArgumentException("consecutiveness: only kind = \"probabilistic\" uses it");
    }
    if (consecutiveness != null) {
      LevelTheory.checkProbability(consecutiveness, "consecutiveness");
    }
    LevelTheory.checkProbability(stockMatch, "stock_match");
  }

  /** The group-based generator with the given sizes: shuffled, no unique-rank limit, stock cards always matching. */
  public static GeneratorSettings groups(int... sizes) {
    return new GeneratorSettings(Kind.GROUPS, list(sizes), true, NO_UNIQUE_LIMIT, null, 1, true);
  }

  /**
   * Reads the table. Keys that the kind does not use are refused, so that a setting never silently
   * does nothing.
   */
  @JsonCreator
  static GeneratorSettings read(@JsonProperty("kind") Kind kind, @JsonProperty("groups") List<Integer> groups,
      @JsonProperty("shuffle") Boolean shuffle, @JsonProperty("unique_limit") Object uniqueLimit,
      @JsonProperty("consecutiveness") Double consecutiveness, @JsonProperty("stock_match") Double stockMatch,
      @JsonProperty("waste_visible") Boolean wasteVisible) {
    if (kind == null) {
      throw new IllegalArgumentException("kind: missing (\"groups\" or \"probabilistic\")");
    }
    if (kind == Kind.PROBABILISTIC && (shuffle != null || uniqueLimit != null || wasteVisible != null)) {
      throw new IllegalArgumentException((shuffle != null ? "shuffle" : uniqueLimit != null ? "unique_limit"
          : "waste_visible") + ": only kind = \"groups\" uses it");
    }
    int limit = NO_UNIQUE_LIMIT;
    if ("average".equals(uniqueLimit)) {
      limit = groups == null ? NO_UNIQUE_LIMIT : GroupRankGenerator.averageUniqueLimit(groups.size());
    } else if (uniqueLimit instanceof Integer n) {
      limit = n;
    } else if (uniqueLimit != null) {
      throw new IllegalArgumentException("unique_limit: must be a whole number 2 to " + NO_UNIQUE_LIMIT
          + " or \"average\", was " + uniqueLimit);
    }
    return new GeneratorSettings(kind, groups, shuffle == null || shuffle, limit, consecutiveness,
        stockMatch != null ? stockMatch : 1, wasteVisible == null || wasteVisible);
  }

  /** The group sizes as an array. */
  public int[] groupSizes() {
    return sizes(groups);
  }

  /**
   * The probabilistic generator's chance that a new card matches an open card on a board of {@code
   * boardCards}: as configured, else the article's configured consecutiveness of the groups there
   * ({@link LevelTheory#configuredConsecutiveness}).
   */
  public double consecutivenessOn(int boardCards) {
    return consecutiveness != null ? consecutiveness : LevelTheory.configuredConsecutiveness(boardCards, groupSizes());
  }

  /** The same settings with another unique-rank limit per group. */
  public GeneratorSettings withUniqueLimit(int limit) {
    return new GeneratorSettings(kind, groups, shuffle, limit, consecutiveness, stockMatch, wasteVisible);
  }

  /** The same settings with another chance that a stock card matches the waste top. */
  public GeneratorSettings withStockMatch(double p) {
    return new GeneratorSettings(kind, groups, shuffle, uniqueLimit, consecutiveness, p, wasteVisible);
  }

  /** The same settings with the waste top counted as visible, or not, when group ranks are chosen. */
  public GeneratorSettings withWasteVisible(boolean visible) {
    return new GeneratorSettings(kind, groups, shuffle, uniqueLimit, consecutiveness, stockMatch, visible);
  }

  private static int[] sizes(List<Integer> groups) {
    return groups.stream().mapToInt(Integer::intValue).toArray();
  }

  private static List<Integer> list(int[] sizes) {
    return Arrays.stream(sizes).boxed().toList();
  }
}
