package org.levellab.pair;

import java.util.List;
import java.util.random.RandomGenerator;
import org.levellab.core.RandomStreams;
import org.levellab.game.RandomAgent;
import org.levellab.search.Verdict;

/** Players and difficulty measures built on the rules. */
public final class PairPlay {
  private PairPlay() {}

  /**
   * The uniform random player of the common API ({@link RandomAgent}: one {@code rng.nextInt} over
   * the legal removals, top first) from the start until no card can be removed; the final state.
   */
  public static PairState randomPlay(PairDeal deal, RandomGenerator rng) {
    RandomAgent<PairState> player = RandomAgent.create();
    PairState s = deal.start();
    while (!s.isTerminal()) {
      s.apply(player.act(s, rng));
    }
    return s;
  }

  /**
   * The share of {@code plays} random-play games that beat the stack. Play i uses
   * {@code RandomStreams.forTask(seed, i)}, so the result depends only on the seed.
   */
  public static double randomWinRate(PairDeal deal, int plays, long seed) {
    return randomPlayStats(deal, plays, seed).winRate();
  }

  /** Random play's outcome on one stack: the share of wins and the mean number of cards left. */
  public record RandomPlayStats(int plays, double winRate, double meanCardsLeft) {}

  /**
   * Plays {@code plays} random games (play i uses {@code RandomStreams.forTask(seed, i)}) and
   * reports the win rate and the mean number of cards left, the finer measure when wins are rare.
   */
  public static RandomPlayStats randomPlayStats(PairDeal deal, int plays, long seed) {
    if (plays < 1) {
      throw new IllegalArgumentException("plays must be at least 1, was " + plays);
    }
    int wins = 0;
    long left = 0;
    for (int i = 0; i < plays; i++) {
      PairState end = randomPlay(deal, RandomStreams.forTask(seed, i));
      left += end.size();
      if (end.isBeaten()) {
        wins++;
      }
    }
    return new RandomPlayStats(plays, (double) wins / plays, (double) left / plays);
  }

  /** How many first removals keep the stack beatable, and how many could not be decided. */
  public record FirstMoves(int legal, int winning, int unknown) {}

  /** Counts the first removals after which the stack can still be beaten (a difficulty measure). */
  public static FirstMoves winningFirstMoves(PairDeal deal, PairSolver solver) {
    List<PairState> next = deal.start().successors();
    int winning = 0;
    int unknown = 0;
    for (PairState s : next) {
      Verdict v = solver.solve(s).beatable();
      if (v == Verdict.TRUE) {
        winning++;
      } else if (v == Verdict.UNKNOWN) {
        unknown++;
      }
    }
    return new FirstMoves(next.size(), winning, unknown);
  }
}
