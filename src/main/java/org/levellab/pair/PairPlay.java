package org.levellab.pair;

import java.util.List;
import java.util.random.RandomGenerator;
import org.levellab.cards.Card;
import org.levellab.core.RandomStreams;
import org.levellab.search.Verdict;

/** Players and difficulty measures built on the public rules. */
public final class PairPlay {
  private PairPlay() {}

  /** A player who removes a uniformly random legal card until none can be removed. */
  public static PairState randomPlay(PairGame game, RandomGenerator rng) {
    PairState s = game.start();
    while (true) {
      List<Card> moves = s.legalRemovals();
      if (moves.isEmpty()) {
        return s;
      }
      s = s.apply(moves.get(rng.nextInt(moves.size())));
    }
  }

  /**
   * The share of {@code plays} random-play games that beat the stack. Play i uses
   * {@code RandomStreams.forTask(seed, i)}, so the result depends only on the seed.
   */
  public static double randomWinRate(PairGame game, int plays, long seed) {
    if (plays < 1) {
      throw new IllegalArgumentException("plays must be at least 1, was " + plays);
    }
    int wins = 0;
    for (int i = 0; i < plays; i++) {
      if (randomPlay(game, RandomStreams.forTask(seed, i)).isBeaten()) {
        wins++;
      }
    }
    return (double) wins / plays;
  }

  /** Random play's outcome on one stack: the share of wins and the mean number of cards left. */
  public record RandomPlayStats(int plays, double winRate, double meanCardsLeft) {}

  /**
   * Plays {@code plays} random games (play i uses {@code RandomStreams.forTask(seed, i)}) and
   * reports the win rate and the mean number of cards left, the finer measure when wins are rare.
   */
  public static RandomPlayStats randomPlayStats(PairGame game, int plays, long seed) {
    if (plays < 1) {
      throw new IllegalArgumentException("plays must be at least 1, was " + plays);
    }
    int wins = 0;
    long left = 0;
    for (int i = 0; i < plays; i++) {
      PairState end = randomPlay(game, RandomStreams.forTask(seed, i));
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
  public static FirstMoves winningFirstMoves(PairGame game, PairSolver solver) {
    List<PairState> next = game.start().successors();
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
