package org.levellab.tripeaks.design;

import java.util.Arrays;
import java.util.Objects;
import java.util.random.RandomGenerator;
import org.levellab.cards.RankAdjacency;

/**
 * The article's group-based rank generation ("constrained randomization") for one player's game, as
 * pure logic: it is asked for the rank of each board card in the order the cards become open, and is
 * told which cards are open (their ranks and the group each belongs to).
 *
 * <p>Rules, from the article's "Group-Based Randomization" and "Auto-Rank Generation Algorithm":
 * <ul>
 *   <li>The board's cards are cut into group instances: the configured sizes (for example 6, 3, 2, 1)
 *       repeated over the board ({@link LevelTheory#groupInstances}), the instances shuffled per
 *       player when {@code shuffle} is on ("Groups are always shuffled for each player").
 *   <li>Each group is a chain of consecutive-rank matches: each card a neighbour of the group's
 *       previous card, so duplicates happen (J Q J). A group may be limited to a number of unique
 *       ranks (the article's "average number of unique cards a group can have", {@link
 *       #averageUniqueLimit}); long groups then bounce between a few ranks (7 8 9 8 7 ...). By
 *       default there is no limit: the article calls that number an average, and without the limit
 *       the simulations come much closer to the article's (see notebook 01).
 *   <li>Ranks of different groups never match (nor equal) each other while both are visible: a rank
 *       that is within one step of an open card of another group is refused. The waste top counts as
 *       visible too (when the caller passes it): a new group keeps away from it, and so does a
 *       continuing group unless the waste top is that group's own card. Without this, groups join
 *       through the waste and chains overshoot the group sizes (see notebook 01).
 *   <li>A new group starts on the non-matching rank farthest (cyclically when K-A wrap) from every
 *       open card; ties are broken at random. With nothing open, a uniformly random rank.
 *   <li>When no allowed rank exists, the generator falls back: a new group gets a uniformly random
 *       rank, a continuing group a random neighbour of its last rank (it stays a chain). Each fallback
 *       is counted ({@link #fallbacks()}).
 * </ul>
 *
 * <p>Within a group, among the allowed neighbours of the last rank, one not currently open on the
 * board is preferred ("minimize the duplication of ranks for any state of the level"), then a random
 * one. Instances are mutable per-player state; make one per game.
 */
public final class GroupRankGenerator {
  /** The unique-rank limit that limits nothing: every rank but the one separating groups. */
  public static final int NO_UNIQUE_LIMIT = LevelTheory.RANKS - 1;
  private final int[] instances;
  private final int uniqueLimit;
  private final RankAdjacency adjacency;
  private RandomGenerator rng; // the stream of the call being answered
  private int instance = -1;
  private int usedInInstance;
  private int lastRank;
  // Offsets from the group's first rank (steps of +-1), so the unique window works across K-A.
  private int currentOffset;
  private int lowOffset;
  private int highOffset;
  private int fallbacks;
  private int assigned;
  private int wasteTop;
  private int wasteGroup;
  private final boolean wasteVisible;
  /** Scratch: each rank's distance to the nearest visible rank (startRank). */
  private final int[] distance = new int[LevelTheory.RANKS + 1];

  /**
   * @param boardCards cards on the board (all get a rank)
   * @param groupSizes the configured group sizes, repeated over the board
   * @param shuffle shuffle the group instances for this player
   * @param wrap whether K and A are neighbours (the level's rule)
   * @param uniqueLimit most unique ranks one group may use, 2..12 (12: no limit beyond the ranks)
   * @param rng this player's random stream (shuffles the groups)
   */
  public GroupRankGenerator(int boardCards, int[] groupSizes, boolean shuffle, boolean wrap,
      int uniqueLimit, RandomGenerator rng) {
    this(boardCards, groupSizes, shuffle, wrap, uniqueLimit, true, rng);
  }

  /**
   * As {@link #GroupRankGenerator(int, int[], boolean, boolean, int, RandomGenerator)}, choosing
   * whether the waste top counts as a visible card ({@code wasteVisible}; false: only the board's
   * open cards are kept apart, the ablation of notebook 01).
   */
  public GroupRankGenerator(int boardCards, int[] groupSizes, boolean shuffle, boolean wrap,
      int uniqueLimit, boolean wasteVisible, RandomGenerator rng) {
    this(LevelTheory.groupInstances(boardCards, groupSizes), shuffle, wrap, checkUniqueLimitOf(uniqueLimit),
        wasteVisible, rng);
  }

  /**
   * A generator over the group instances {@code instances} (as {@link LevelTheory#groupInstances} cuts
   * them; copied, then shuffled from {@code rng} when {@code shuffle} is on), with a unique-rank limit
   * already checked: the dealer factory's per-game path.
   */
  GroupRankGenerator(int[] instances, boolean shuffle, boolean wrap, int uniqueLimit, boolean wasteVisible,
      RandomGenerator rng) {
    this.wasteVisible = wasteVisible;
    this.instances = instances.clone();
    Objects.requireNonNull(rng, "rng");
    this.adjacency = RankAdjacency.of(wrap);
    this.uniqueLimit = uniqueLimit;
    if (shuffle) {
      int[] in = this.instances;
      for (int i = in.length - 1; i > 0; i--) {
        int j = rng.nextInt(i + 1);
        int t = in[i];
        in[i] = in[j];
        in[j] = t;
      }
    }
  }

  private static int checkUniqueLimitOf(int uniqueLimit) {
    checkUniqueLimit(uniqueLimit);
    return uniqueLimit;
  }

  /** Checks a limit of unique ranks per group: 2 (a chain alternating two ranks) to 12 (no limit). */
  public static void checkUniqueLimit(int uniqueLimit) {
    if (uniqueLimit < 2 || uniqueLimit > NO_UNIQUE_LIMIT) {
      throw new IllegalArgumentException("unique rank limit per group must be in 2.." + NO_UNIQUE_LIMIT + ", was "
          + uniqueLimit);
    }
  }

  /**
   * The article's average unique cards per group as a whole-number limit, at least the 2 a chain
   * needs (a configuration may enforce it with {@code unique_limit}).
   */
  public static int averageUniqueLimit(int groups) {
    return Math.max(2, (int) Math.floor(LevelTheory.averageUniqueCards(groups) + 1e-9));
  }

  /** The group instance sizes in this player's order. */
  public int[] instances() {
    return instances.clone();
  }

  /** Times no allowed rank existed and a random one was used. */
  public int fallbacks() {
    return fallbacks;
  }

  /** Cards given a rank so far. */
  public int assigned() {
    return assigned;
  }

  /** The group instance (index into {@link #instances()}) of the card ranked last. */
  public int currentGroup() {
    return instance;
  }

  /**
   * The rank of the next card to become open.
   *
   * @param openRanks ranks of the open board cards (not yet cleared), first {@code openCount} used
   * @param openGroups the group instance of each of those cards
   * @throws IllegalStateException when every board card already has a rank
   */
  public int next(int[] openRanks, int[] openGroups, int openCount, RandomGenerator rng) {
    return next(openRanks, openGroups, openCount, 0, -1, rng);
  }

  /**
   * The rank of the next card to become open, treating the waste top as one more visible card: a
   * new group keeps away from it, and a continuing group keeps away from it unless it belongs to
   * that group (then matching it is the group's own chain).
   *
   * @param wasteTop the waste top's rank, 0 for none
   * @param wasteGroup the group instance of the waste top, -1 when it is not a board card of a
   *     known group (a stock card)
   * @param rng the stream to draw from (this player's)
   */
  public int next(int[] openRanks, int[] openGroups, int openCount, int wasteTop, int wasteGroup,
      RandomGenerator rng) {
    int continuing = groupOfNext();
    int open = 0;
    int others = 0;
    for (int i = 0; i < openCount; i++) {
      int bit = 1 << openRanks[i];
      open |= bit;
      if (openGroups[i] != continuing) {
        others |= bit;
      }
    }
    return next(open, others, wasteTop, wasteGroup, rng);
  }

  /**
   * The group instance the next card belongs to if it continues the current group, or -1 when it
   * starts a new one (the open cards of every other group are the ones it must keep away from).
   */
  int groupOfNext() {
    return instance >= 0 && usedInInstance != instances[instance] ? instance : -1;
  }

  /**
   * {@link #next(int[], int[], int, int, int, RandomGenerator)} with the open cards given as rank masks
   * (bit r for rank r): {@code open}, every open card's rank; {@code others}, the ranks of the open
   * cards not of group {@link #groupOfNext()}.
   */
  int next(int open, int others, int wasteTop, int wasteGroup, RandomGenerator rng) {
    this.rng = Objects.requireNonNull(rng, "rng");
    // Not visible: the generator sees no waste top at all (no card, no group).
    this.wasteTop = wasteVisible ? wasteTop : 0;
    this.wasteGroup = wasteVisible ? wasteGroup : -1;
    if (instance < 0 || usedInInstance == instances[instance]) {
      if (instance + 1 >= instances.length) {
        throw new IllegalStateException("all " + assigned + " board cards already have a rank");
      }
      instance++;
      usedInInstance = 0;
      lastRank = startRank(open, this.wasteTop);
      lowOffset = 0;
      highOffset = 0;
      currentOffset = 0;
    } else {
      lastRank = continueRank(open, others);
    }
    usedInInstance++;
    assigned++;
    return lastRank;
  }

  private int startRank(int open, int wasteTop) {
    if (open == 0 && wasteTop == 0) {
      return 1 + rng.nextInt(LevelTheory.RANKS);
    }
    int visible = open | (wasteTop != 0 ? 1 << wasteTop : 0);
    // Each rank's distance to the nearest visible rank, by growing the visible ranks one step at a time
    // (on the cycle with the wrap): the distances the article's rule asks for, without a pass over the
    // open cards per rank.
    int[] dist = distance;
    int reached = visible;
    for (int m = visible; m != 0; m &= m - 1) {
      dist[Integer.numberOfTrailingZeros(m)] = 0;
    }
    for (int d = 1; reached != RankAdjacency.ALL_RANKS; d++) {
      int fresh = adjacency.neighboursOf(reached) & ~reached;
      for (int m = fresh; m != 0; m &= m - 1) {
        dist[Integer.numberOfTrailingZeros(m)] = d;
      }
      reached |= fresh;
    }
    int best = -1;
    int ties = 0;
    int pick = 0;
    for (int r = 1; r <= LevelTheory.RANKS; r++) {
      int d = dist[r];
      if (d > best) {
        best = d;
        ties = 1;
        pick = r;
      } else if (d == best && rng.nextInt(++ties) == 0) {
        pick = r; // reservoir choice among the farthest ranks
      }
    }
    if (best < 2) {
      fallbacks++;
      return 1 + rng.nextInt(LevelTheory.RANKS);
    }
    return pick;
  }

  /**
   * The next card of the current group: a neighbour of its last rank inside the unique-rank window,
   * refusing ranks within one step of a visible card of another group ({@code others}, and the waste
   * top unless it is this group's), preferring one not open ({@code open}).
   */
  private int continueRank(int open, int others) {
    if (wasteTop != 0 && wasteGroup != instance) {
      others |= 1 << wasteTop;
    }
    int refused = others | adjacency.neighboursOf(others);
    // The neighbours of the last rank inside the unique-rank window, lower first.
    int cand0 = 0;
    int cand1 = 0;
    int offset0 = 0;
    int offset1 = 0;
    int n = 0;
    for (int step = -1; step <= 1; step += 2) {
      int r = step < 0 ? adjacency.lower(lastRank) : adjacency.upper(lastRank);
      if (r == 0) {
        continue;
      }
      int offset = currentOffset + step;
      if (Math.max(highOffset, offset) - Math.min(lowOffset, offset) + 1 > uniqueLimit) {
        continue;
      }
      if (n == 0) {
        cand0 = r;
        offset0 = offset;
      } else {
        cand1 = r;
        offset1 = offset;
      }
      n++;
    }
    // A window of at least 2 ranks always leaves one neighbour (the previous rank).
    boolean allowed0 = n > 0 && (refused >>> cand0 & 1) == 0;
    boolean allowed1 = n > 1 && (refused >>> cand1 & 1) == 0;
    int k;
    if (!allowed0 && !allowed1) {
      fallbacks++;
      k = rng.nextInt(n);
    } else if (allowed0 && allowed1) {
      boolean open0 = (open >>> cand0 & 1) != 0;
      boolean open1 = (open >>> cand1 & 1) != 0;
      k = open0 == open1 ? rng.nextInt(2) : open0 ? 1 : 0;
    } else {
      k = allowed0 ? 0 : 1;
    }
    currentOffset = k == 0 ? offset0 : offset1;
    lowOffset = Math.min(lowOffset, currentOffset);
    highOffset = Math.max(highOffset, currentOffset);
    return k == 0 ? cand0 : cand1;
  }

  @Override
  public String toString() {
    return "GroupRankGenerator" + Arrays.toString(instances) + " at group " + instance;
  }
}
