package org.levellab.tripeaks.solve;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.random.RandomGenerator;
import org.levellab.tripeaks.Deal;
import org.levellab.tripeaks.Level;
import org.levellab.tripeaks.Move;
import org.levellab.tripeaks.TriPeaksState;

/**
 * The solver blog's random-restart method, as a baseline for {@link ExactSolver}. One attempt plays
 * the deal from the start: while some open card matches the waste top it clears one of them chosen
 * uniformly, except that with probability {@code skipProbability} (the blog: 0.01, its
 * {@code runif(1) > 0.99}) it draws instead; with no match it draws; the attempt ends when the board
 * is empty (solved) or a draw is needed and the stock is empty. Attempts repeat up to
 * {@code maxAttempts} (the blog: about 1000). Hold-slot moves are never used (the blog's game has no
 * hold slot); walls work through the rules as usual.
 *
 * <p>It can only ever say "solved" or "gave up": a give-up proves nothing, which is what the exact
 * solver fixes.
 */
public final class RandomRestartSolver {
  private final double skipProbability;
  private final int maxAttempts;

  /**
   * The outcome of a run.
   *
   * @param solved true when an attempt cleared the board
   * @param attempts attempts used (including the winning one)
   * @param moves the winning attempt's moves, empty when not solved
   * @param movesPlayed moves played over all attempts
   * @param millis wall-clock time
   */
  public record Result(boolean solved, int attempts, List<Move> moves, long movesPlayed, double millis) {
    /** Draws in the winning attempt's moves (0 when not solved). */
    public int draws() {
      return (int) moves.stream().filter(m -> m == Move.DRAW).count();
    }
  }

  private RandomRestartSolver(double skipProbability, int maxAttempts) {
    if (!(skipProbability >= 0 && skipProbability < 1)) {
      throw new IllegalArgumentException("skip probability must be in [0, 1), was " + skipProbability);
    }
    if (maxAttempts < 1) {
      throw new IllegalArgumentException("attempts must be at least 1, was " + maxAttempts);
    }
    this.skipProbability = skipProbability;
    this.maxAttempts = maxAttempts;
  }

  /** The blog's settings: skip probability 0.01, 1000 attempts. */
  public static RandomRestartSolver blog() {
    return new RandomRestartSolver(0.01, 1000);
  }

  /** A random-restart solver with the given skip probability and attempt limit. */
  public static RandomRestartSolver of(double skipProbability, int maxAttempts) {
    return new RandomRestartSolver(skipProbability, maxAttempts);
  }

  public double skipProbability() {
    return skipProbability;
  }

  public int maxAttempts() {
    return maxAttempts;
  }

  /** Runs attempts on the deal with the given random stream (seeded: same stream, same result). */
  public Result solve(Level level, Deal deal, RandomGenerator rng) {
    Objects.requireNonNull(rng, "rng");
    long t0 = System.nanoTime();
    TriPeaksState start = level.deal(deal);
    int[] buf = new int[Move.CODES];
    int[] trace = new int[2 * level.totalCards() + 4];
    long played = 0;
    for (int attempt = 1; attempt <= maxAttempts; attempt++) {
      TriPeaksState s = start.copy();
      int len = 0;
      while (!s.isWon()) {
        int k = s.legalActions(buf);
        int boards = 0;
        for (int i = 0; i < k; i++) {
          if (Move.isBoardCode(buf[i])) {
            buf[boards++] = buf[i];
          }
        }
        int move;
        if (boards == 0 || rng.nextDouble() < skipProbability) {
          if (s.stockLeft() == 0) {
            break;
          }
          move = Move.CODE_DRAW;
        } else {
          move = buf[boards == 1 ? 0 : rng.nextInt(boards)];
        }
        s.apply(move);
        trace[len++] = move;
        played++;
      }
      if (s.isWon()) {
        List<Move> moves = new ArrayList<>(len);
        for (int i = 0; i < len; i++) {
          moves.add(Move.ofCode(trace[i]));
        }
        return new Result(true, attempt, List.copyOf(moves), played, (System.nanoTime() - t0) / 1e6);
      }
    }
    return new Result(false, maxAttempts, List.of(), played, (System.nanoTime() - t0) / 1e6);
  }
}
