package org.levellab.tripeaks.design;

import java.util.Objects;
import java.util.random.RandomGenerator;
import org.levellab.cards.RankAdjacency;

/**
 * The purely probabilistic card generator the article compares against (Simulation 1): each newly
 * open board card matches an open board card with probability {@code consecutiveness} ("if it is
 * 1.0, it means that each next card will have a match with an open card on the board").
 *
 * <p>A matching card is a random neighbour (rank +-1) of a uniformly chosen open card. A non-matching
 * card is uniform over the ranks that match no open card; when every rank matches one, a random rank
 * is used and counted as a fallback. With nothing open the rank is uniform. Also used for stock cards
 * with the stockpile matching probability ({@link #stockRank}).
 */
public final class ProbabilisticRankGenerator {
  private final double matchProbability;
  private final boolean wrap;
  private int fallbacks;

  /**
   * @param matchProbability chance that the next card matches an open card, in [0, 1]
   * @param wrap whether K and A are neighbours
   */
  public ProbabilisticRankGenerator(double matchProbability, boolean wrap) {
    LevelTheory.checkProbability(matchProbability, "consecutiveness");
    this.matchProbability = matchProbability;
    this.wrap = wrap;
  }

  /** Times a non-matching rank was wanted but every rank matched an open card. */
  public int fallbacks() {
    return fallbacks;
  }

  /** The rank of the next card given the ranks of the open cards (first {@code openCount}), drawn from {@code rng}. */
  public int next(int[] openRanks, int openCount, RandomGenerator rng) {
    int r = pick(openRanks, openCount, matchProbability, wrap, Objects.requireNonNull(rng, "rng"));
    if (r < 0) {
      fallbacks++;
    }
    return Math.abs(r);
  }

  /**
   * A stock card: with probability {@code pMatch} a neighbour of a uniformly chosen playable card,
   * else a rank matching none of them (uniform; random if none exists). Uniform with nothing playable.
   */
  public static int stockRank(int[] playableRanks, int playableCount, double pMatch, boolean wrap,
      RandomGenerator rng) {
    return Math.abs(pick(playableRanks, playableCount, pMatch, wrap, rng));
  }

  /** A rank, negated when a non-matching rank was wanted and none existed. */
  private static int pick(int[] open, int openCount, double pMatch, boolean wrap, RandomGenerator rng) {
    if (openCount == 0) {
      return 1 + rng.nextInt(LevelTheory.RANKS);
    }
    // Draw the coin even for p = 1 so a stream's use does not depend on p's value.
    boolean match = rng.nextDouble() < pMatch;
    if (match) {
      int base = open[rng.nextInt(openCount)];
      RankAdjacency adjacency = RankAdjacency.of(wrap);
      int up = adjacency.upper(base);
      int down = adjacency.lower(base);
      if (up == 0) {
        return down;
      }
      if (down == 0) {
        return up;
      }
      return rng.nextBoolean() ? up : down;
    }
    // The ranks next to no open card, taken in ascending order as a list of them would be.
    int openRanks = 0;
    for (int i = 0; i < openCount; i++) {
      openRanks |= 1 << open[i];
    }
    int free = RankAdjacency.ALL_RANKS & ~RankAdjacency.of(wrap).neighboursOf(openRanks);
    int n = Integer.bitCount(free);
    if (n == 0) {
      return -(1 + rng.nextInt(LevelTheory.RANKS));
    }
    for (int skip = rng.nextInt(n); skip > 0; skip--) {
      free &= free - 1;
    }
    return Integer.numberOfTrailingZeros(free);
  }
}
