package org.levellab.tripeaks.design;

import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import java.util.Objects;
import org.levellab.cards.RankAdjacency;
import org.levellab.tripeaks.Layout;

/**
 * The level designer's theoretical estimates of the article "Designing Tripeaks Solitaire Levels with
 * Predictable Outcomes" (section "Key Considerations"), as pure functions.
 *
 * <p>The article prints its formulas as images; each function here is derived from the article's text
 * and worked examples, and checked against every value the article states (see {@code
 * LevelTheoryTest}). Where a derivation is a choice, the Javadoc says so.
 *
 * <p>Vocabulary: the configured <em>group sizes</em> (for example 6, 3, 2, 1) are a pattern that
 * repeats over the board's cards; each repetition of one size is a <em>group instance</em>
 * ({@link #groupInstances}). "N_groups" in the article is the number of configured groups.
 */
public final class LevelTheory {
  /** Card ranks A..K. */
  public static final int RANKS = 13;

  private LevelTheory() {}

  /**
   * Average number of unique ranks a group can use: {@code 12 / N_groups - 1}.
   *
   * <p>Article: "The number 12 comes from subtracting 1 from the total number of unique cards, which
   * is 13 (from A to K)"; 3 groups give 3, 4 groups give 2. Each group needs a separating rank to the
   * next so groups never match. May be zero or negative for many groups (Simulation 4's 12 groups
   * give 0): then separation cannot be kept and the generator falls back to random ranks.
   */
  public static double averageUniqueCards(int groups) {
    if (groups < 1 || groups > RANKS) {
      throw new IllegalArgumentException("number of groups must be in 1.." + RANKS + ", was " + groups);
    }
    return 12.0 / groups - 1;
  }

  /**
   * Minimum number of unique ranks a group of {@code groupSize} cards needs: {@code min(size, 2)}.
   *
   * <p>A group is a chain of consecutive-rank matches in which duplicates are allowed (the article's
   * "[J, Q, J]"), so any chain of two or more cards can alternate between two neighbouring ranks
   * (7 8 7 8); a single card needs one.
   */
  public static int minimumUniqueCards(int groupSize) {
    checkGroupSize(groupSize, "group size");
    return Math.min(groupSize, 2);
  }

  /** Average group size: the mean of the configured sizes (6, 3, 2, 1 gives 3). */
  public static double averageGroupSize(int[] groupSizes) {
    checkGroups(groupSizes);
    return Arrays.stream(groupSizes).average().orElseThrow();
  }

  /**
   * Average number of groups visible at once: {@code N_avg_open_cards / N_avg_group_size}.
   *
   * <p>Article: "it is also possible to calculate the average number of groups that become visible
   * based on the average number of open cards".
   */
  public static double averageVisibleGroups(double averageOpenCards, int[] groupSizes) {
    if (!(averageOpenCards > 0) || Double.isInfinite(averageOpenCards)) {
      throw new IllegalArgumentException("average open cards must be positive, was " + averageOpenCards);
    }
    return averageOpenCards / averageGroupSize(groupSizes);
  }

  /**
   * The group instances that fill {@code boardCards} cards: the configured sizes repeated in order,
   * the last one cut short when the board ends inside it (24 cards of 6, 3, 2, 1 give 6 3 2 1 6 3 2 1).
   */
  public static int[] groupInstances(int boardCards, int[] groupSizes) {
    checkGroups(groupSizes);
    checkBoard(boardCards);
    int[] out = new int[boardCards];
    int n = 0;
    int left = boardCards;
    for (int i = 0; left > 0; i = (i + 1) % groupSizes.length) {
      int s = Math.min(groupSizes[i], left);
      out[n++] = s;
      left -= s;
    }
    return Arrays.copyOf(out, n);
  }

  /**
   * Expected hold slot uses: {@code p_hold * (connections + duplicate groups) / 2}, where connections
   * is the number of group instances minus one ("any 2 groups can be connected by a missing number")
   * and duplicate groups is the number of instances of more than 2 cards ("duplicate cards in a group
   * can be collected for groups with a size greater than 2"); "we divided it into 2 [because] we
   * cannot use the hold slot for both conditions at the same time".
   *
   * <p>Derived choice: one use per connection and one per long group is the reading that gives the
   * article's minimum stockpile with the hold slot (1.8 for 3 x 8 cards, 3.2 for 6 x 4 cards, see
   * {@link #minStockpile}).
   */
  public static double holdSlotUses(int boardCards, int[] groupSizes, double pHold) {
    checkProbability(pHold, "hold slot use probability");
    int[] inst = groupInstances(boardCards, groupSizes);
    int longGroups = (int) Arrays.stream(inst).filter(s -> s > 2).count();
    return pHold * ((inst.length - 1) + longGroups) / 2.0;
  }

  /**
   * Minimum expected stockpile use: {@code N_board / N_avg_group_size / p_stockpile} minus the hold
   * slot uses. With a perfect player one stock card starts each group and the group is collected in
   * one chain; each hold slot use saves one draw.
   *
   * <p>Reproduces the article: 8 (24 cards, 6 3 2 1), 3 and 1.75 (3 x 8, hold 0 / 0.5), 6 and 3.25
   * (3 x 4), 12 (Simulation 4). The article prints 1.75 and 3.25 as 1.8 and 3.2, as Python's
   * round-half-to-even does.
   */
  public static double minStockpile(int boardCards, int[] groupSizes, double pStockpile, double pHold) {
    checkStockProbability(pStockpile);
    double groupsToStart = boardCards / averageGroupSize(groupSizes);
    return Math.max(0, groupsToStart - holdSlotUses(boardCards, groupSizes, pHold)) / pStockpile;
  }

  /**
   * Maximum expected stockpile use: {@code sum over group instances of ceil(size / N_min_unique) /
   * p_stockpile}. In the worst case every chain breaks after its minimum number of unique ranks (a
   * stock card that matches the middle of a group splits it), so a group of n cards costs
   * ceil(n / 2) draws.
   *
   * <p>Reproduces the article's 14 (6 3 2 1), 12 (3 x 8), 12 (3 x 4) and 14 (Simulation 4).
   */
  public static double maxStockpile(int boardCards, int[] groupSizes, double pStockpile) {
    checkStockProbability(pStockpile);
    int sum = 0;
    for (int s : groupInstances(boardCards, groupSizes)) {
      int u = Math.min(s, 2);
      sum += (s + u - 1) / u;
    }
    return sum / pStockpile;
  }

  /**
   * Consecutiveness as a configuration variable: the share of the board's possible in-a-row matches
   * the groups create, {@code (N_board - N_group_instances) / (N_board - 1)}.
   *
   * <p>Article: an 18-card level collected in one chain has "17 matches on the board (excluding the
   * first collected card), and its consecutiveness is 1"; 24 cards in groups 6 3 2 1 give 16/23, the
   * article's 0.7.
   */
  public static double configuredConsecutiveness(int boardCards, int[] groupSizes) {
    int[] inst = groupInstances(boardCards, groupSizes);
    if (boardCards == 1) {
      return 1;
    }
    return (double) (boardCards - inst.length) / (boardCards - 1);
  }

  /**
   * Consecutiveness measured in play, {@code (board cards cleared - chains) / (N_board - 1)}: each
   * chain's first card is not a match on the board. Count chains broken by draws and by hold slot
   * uses for the article's c_sim; count chains broken by draws only (hold slot uses join chains) for
   * c_sim_hold_slot.
   */
  public static double simulatedConsecutiveness(int boardCards, int boardCleared, int chains) {
    checkBoard(boardCards);
    if (boardCleared < 0 || boardCleared > boardCards || chains < 0 || chains > boardCleared) {
      throw new IllegalArgumentException("need 0 <= chains <= cleared <= board cards, was chains="
          + chains + ", cleared=" + boardCleared + ", board=" + boardCards);
    }
    if (boardCards == 1) {
      return boardCleared == 1 ? 1 : 0;
    }
    return (double) (boardCleared - chains) / (boardCards - 1);
  }

  /**
   * Expected chains of each length when open cards of the given ranks are collected by a player who
   * starts a chain on a uniformly chosen card (the waste card "should match with either" of them),
   * then continues on a uniformly chosen matching card until none is left, then starts again.
   *
   * <p>The article's example, open cards [1, 2, 3]: two ways to make a chain of 3 (1 2 3, 3 2 1), two
   * to make a chain of 2 (2 3 or 2 1) after which 1 card is left: expected chains of length 3, 2 and
   * 1 are 2/3, 1/3 and 1/3 ("67% 3 consecutive matches, 33% 2 consecutive matches and 33% 1 match
   * only"). Exact, by recursion over the remaining cards.
   *
   * @param ranks open ranks 1..13, duplicates allowed, at most 15 of each and 24 in all
   * @param wrap whether K and A are neighbours
   */
  public static ChainDistribution chainDistribution(int[] ranks, boolean wrap) {
    Objects.requireNonNull(ranks, "ranks");
    if (ranks.length == 0 || ranks.length > 24) {
      throw new IllegalArgumentException("chain distribution needs 1..24 open cards, got " + ranks.length);
    }
    int[] counts = new int[RANKS + 1];
    for (int i = 0; i < ranks.length; i++) {
      int r = ranks[i];
      if (r < 1 || r > RANKS) {
        throw new IllegalArgumentException("rank at position " + i + " must be in 1..13, was " + r);
      }
      if (++counts[r] > 15) {
        throw new IllegalArgumentException("at most 15 cards of rank " + r);
      }
    }
    double[] byLength = new ChainRecursion(wrap, ranks.length).expected(pack(counts), 0, 0);
    return new ChainDistribution(byLength);
  }

  /**
   * Expected consecutive matches (cards matched in a row, except a chain's first card) per chain in
   * a group of {@code groupSize} distinct consecutive ranks, all open: the ratio of expected matches
   * to expected chains of {@link #chainDistribution}.
   */
  public static double groupConsecutiveMatches(int groupSize) {
    ChainDistribution d = groupChains(groupSize);
    return d.expectedMatches() / d.expectedChains();
  }

  /**
   * Theoretical average consecutive matches of a level: the mean over group instances of {@link
   * #groupConsecutiveMatches}. The article's recursion is not printed; this is our reading of "its
   * calculation ... cannot be easily made by a simple approximation due to its recursive nature". It
   * gives 1.14 for 6 3 2 1 (article 1.1) and 0.83 for Simulation 4 (article 0.8), but 2.93 for 3 x 8
   * (article 2.5) and 1.67 for 3 x 4 (article 1.8): see the notebook.
   */
  public static double expectedConsecutiveMatches(int boardCards, int[] groupSizes) {
    return expectedConsecutiveMatches(boardCards, groupSizes, ConsecutiveReading.GROUP_MEAN);
  }

  /**
   * Readings of the article's "average number of consecutive matches ... the number of cards matched
   * in a row, except the first card", whose recursion it does not print. Each chain is collected as
   * in {@link #chainDistribution}, from one fully open group of distinct consecutive ranks.
   */
  public enum ConsecutiveReading {
    /**
     * Ours (the default): a chain of L cards makes L − 1 matches ("except the first card"); per group
     * instance, expected matches over expected chains; the mean over the level's group instances.
     */
    GROUP_MEAN,
    /**
     * As {@link #GROUP_MEAN}, but every chain of the level weighs the same: all expected matches over
     * all expected chains (a group of 6 makes more chains than a group of 1).
     */
    POOLED,
    /**
     * The article's worked example ("1 → 2 → 3" is "3 consecutive matches"): the waste card is each
     * chain's first card, so all L board cards of a chain are matches; mean over group instances.
     */
    WASTE_FIRST
  }

  /** Theoretical average consecutive matches of a level under one {@link ConsecutiveReading}. */
  public static double expectedConsecutiveMatches(int boardCards, int[] groupSizes, ConsecutiveReading reading) {
    Objects.requireNonNull(reading, "reading");
    int[] inst = groupInstances(boardCards, groupSizes);
    double sum = 0;
    double matches = 0;
    double chains = 0;
    for (int s : inst) {
      ChainDistribution d = groupChains(s);
      switch (reading) {
        case GROUP_MEAN -> sum += d.expectedMatches() / d.expectedChains();
        case WASTE_FIRST -> sum += (d.expectedMatches() + d.expectedChains()) / d.expectedChains();
        case POOLED -> {
          matches += d.expectedMatches();
          chains += d.expectedChains();
        }
      }
    }
    return reading == ConsecutiveReading.POOLED ? matches / chains : sum / inst.length;
  }

  private static ChainDistribution groupChains(int groupSize) {
    checkGroupSize(groupSize, "group size");
    int[] ranks = new int[groupSize];
    for (int i = 0; i < groupSize; i++) {
      ranks[i] = i + 1;
    }
    return chainDistribution(ranks, false);
  }

  /** Expected chains of each length ({@code byLength[L]}, L from 1) and their sums. */
  public record ChainDistribution(double[] byLength) {
    public ChainDistribution {
      byLength = byLength.clone();
    }

    @Override
    public double[] byLength() {
      return byLength.clone();
    }

    /** Expected chains of exactly {@code length} cards. */
    public double chains(int length) {
      return length >= 1 && length < byLength.length ? byLength[length] : 0;
    }

    /** Expected number of chains. */
    public double expectedChains() {
      double s = 0;
      for (int l = 1; l < byLength.length; l++) {
        s += byLength[l];
      }
      return s;
    }

    /** Expected matches in a row: cards collected minus chains. */
    public double expectedMatches() {
      double s = 0;
      for (int l = 1; l < byLength.length; l++) {
        s += byLength[l] * (l - 1);
      }
      return s;
    }

    @Override
    public String toString() {
      StringBuilder b = new StringBuilder("chains by length {");
      for (int l = 1; l < byLength.length; l++) {
        if (byLength[l] != 0) {
          b.append(b.charAt(b.length() - 1) == '{' ? "" : ", ").append(l).append(": ")
              .append(String.format("%.4f", byLength[l]));
        }
      }
      return b.append('}').toString();
    }
  }

  /** All theoretical values of one configuration (what {@code levellab tripeaks theory} prints). */
  public record Report(int boardCards, int[] groupSizes, int groups, int groupInstances,
      double averageUniqueCards, int[] minimumUniqueCards, double averageGroupSize,
      Double averageOpenCards, Double averageVisibleGroups, double holdProbability,
      double holdSlotUses, double stockpileMatchProbability, double minStockpile,
      double maxStockpile, double configuredConsecutiveness, double expectedConsecutiveMatches) {}

  /**
   * Every theoretical value for a board of {@code boardCards} cards in groups of the given sizes.
   *
   * @param averageOpenCards average open cards, or null when unknown (no visible-groups value then)
   */
  public static Report report(int boardCards, int[] groupSizes, double pHold, double pStockpile,
      Double averageOpenCards) {
    checkGroupsFit(boardCards, groupSizes);
    if (averageOpenCards != null) {
      checkOpenCards(averageOpenCards, boardCards);
    }
    int[] inst = groupInstances(boardCards, groupSizes);
    int[] minUnique = Arrays.stream(groupSizes).map(LevelTheory::minimumUniqueCards).toArray();
    return new Report(boardCards, groupSizes.clone(), groupSizes.length, inst.length,
        averageUniqueCards(groupSizes.length), minUnique, averageGroupSize(groupSizes),
        averageOpenCards, averageOpenCards == null ? null
            : averageVisibleGroups(averageOpenCards, groupSizes),
        pHold, holdSlotUses(boardCards, groupSizes, pHold), pStockpile,
        minStockpile(boardCards, groupSizes, pStockpile, pHold),
        maxStockpile(boardCards, groupSizes, pStockpile),
        configuredConsecutiveness(boardCards, groupSizes),
        expectedConsecutiveMatches(boardCards, groupSizes));
  }

  /** Checks configured group sizes: 1..13 groups, each of 1..12 cards. */
  public static void checkGroups(int[] groupSizes) {
    Objects.requireNonNull(groupSizes, "group sizes");
    if (groupSizes.length == 0) {
      throw new IllegalArgumentException("at least one group size is needed");
    }
    if (groupSizes.length > RANKS) {
      throw new IllegalArgumentException("at most " + RANKS + " groups (one per rank), got "
          + groupSizes.length);
    }
    for (int i = 0; i < groupSizes.length; i++) {
      checkGroupSize(groupSizes[i], "group " + (i + 1) + " size");
    }
  }

  /**
   * Checks that every configured group appears on the board at least once: the formulas average over
   * the configured groups as if each filled its place ({@code N_board / N_avg_group_size} groups to
   * start), so sizes adding up to more than the board give numbers about groups that never exist.
   */
  public static void checkGroupsFit(int boardCards, int[] groupSizes) {
    checkGroups(groupSizes);
    checkBoard(boardCards);
    int sum = Arrays.stream(groupSizes).sum();
    if (sum > boardCards) {
      throw new IllegalArgumentException("the group sizes " + Arrays.toString(groupSizes) + " add up to " + sum
          + " cards, more than the board's " + boardCards + " (each configured group must fit on the board)");
    }
  }

  /** Checks an average number of open cards: above 0 and at most the board's cards. */
  public static void checkOpenCards(double averageOpenCards, int boardCards) {
    if (!(averageOpenCards > 0 && averageOpenCards <= boardCards)) {
      throw new IllegalArgumentException("average open cards must be above 0 and at most the board's " + boardCards
          + " cards, was " + averageOpenCards);
    }
  }

  /**
   * A group is a chain of consecutive ranks; with a separating rank it must fit in the 13 ranks, so
   * its size is 1..12 (the article picks 6 "to avoid exceeding the total number of unique cards").
   */
  static void checkGroupSize(int size, String what) {
    if (size < 1 || size > RANKS - 1) {
      throw new IllegalArgumentException(what + " must be in 1.." + (RANKS - 1)
          + " (a chain of consecutive ranks plus a separating rank), was " + size);
    }
  }

  /** Checks a probability; the message starts with {@code what} and a colon (a key or a name). */
  public static void checkProbability(double p, String what) {
    if (!(p >= 0 && p <= 1)) {
      throw new IllegalArgumentException(what + ": must be in [0, 1], was " + p);
    }
  }

  /** Checks a stockpile matching probability for the stockpile estimates, which divide by it. */
  public static void checkStockProbability(double p) {
    if (!(p > 0 && p <= 1)) {
      throw new IllegalArgumentException("stockpile matching probability must be in (0, 1] for the "
          + "stockpile estimates, was " + p);
    }
  }

  /** Checks a board's card count: 1 to {@link Layout#MAX_SLOTS}, as on any layout. */
  public static void checkBoard(int boardCards) {
    if (boardCards < 1 || boardCards > Layout.MAX_SLOTS) {
      throw new IllegalArgumentException("board cards must be 1 to " + Layout.MAX_SLOTS + ", was " + boardCards);
    }
  }

  private static long pack(int[] counts) {
    long key = 0;
    for (int r = 1; r <= RANKS; r++) {
      key |= (long) counts[r] << (4 * (r - 1));
    }
    return key;
  }

  private static int count(long key, int rank) {
    return (int) (key >>> (4 * (rank - 1))) & 15;
  }

  /** Memoised recursion: state = remaining counts, current waste rank (0: start a chain), chain length. */
  private static final class ChainRecursion {
    private final RankAdjacency adjacency;
    private final int maxLen;
    private final Map<Long, double[]> memo = new HashMap<>();

    ChainRecursion(boolean wrap, int cards) {
      this.adjacency = RankAdjacency.of(wrap);
      this.maxLen = cards;
    }

    /** Expected completed chains by length from this state on. */
    double[] expected(long counts, int current, int chainLen) {
      // 13 ranks x 4 bits of counts, then 4 bits of current rank, then 5 bits of chain length.
      long memoKey = counts | ((long) current << 52) | ((long) chainLen << 56);
      double[] cached = memo.get(memoKey);
      if (cached != null) {
        return cached;
      }
      double[] out = new double[maxLen + 1];
      int total = 0;
      int matching = 0;
      for (int r = 1; r <= RANKS; r++) {
        int c = count(counts, r);
        total += c;
        if (current != 0 && adjacency.adjacent(current, r)) {
          matching += c;
        }
      }
      if (total == 0) {
        if (chainLen > 0) {
          out[chainLen] += 1;
        }
      } else if (matching > 0) {
        for (int r = 1; r <= RANKS; r++) {
          int c = count(counts, r);
          if (c > 0 && adjacency.adjacent(current, r)) {
            addScaled(out, expected(counts - (1L << (4 * (r - 1))), r, chainLen + 1), (double) c / matching);
          }
        }
      } else {
        if (chainLen > 0) {
          out[chainLen] += 1;
        }
        for (int r = 1; r <= RANKS; r++) {
          int c = count(counts, r);
          if (c > 0) {
            addScaled(out, expected(counts - (1L << (4 * (r - 1))), r, 1), (double) c / total);
          }
        }
      }
      memo.put(memoKey, out);
      return out;
    }

    private static void addScaled(double[] into, double[] v, double w) {
      for (int i = 0; i < into.length; i++) {
        into[i] += v[i] * w;
      }
    }
  }
}
