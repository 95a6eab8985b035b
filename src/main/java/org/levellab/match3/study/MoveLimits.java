package org.levellab.match3.study;

import java.util.Arrays;
import java.util.List;
import org.levellab.core.Estimate;
import org.levellab.core.Stats;
import tech.tablesaw.api.DoubleColumn;
import tech.tablesaw.api.IntColumn;
import tech.tablesaw.api.Table;

/**
 * The move limit of a match-3 level: the fewest swaps {@code L} such that a target share of games
 * reaches the target score within {@code L} swaps (the pass rate at {@code L}). Each game is played
 * once to the target or game over ({@link Match3Experiment}); the pass rate at every limit follows
 * from the swaps each game needed (a game that ended in game over never passes).
 *
 * <p>The interval inverts the pass rate's pointwise 95% Wilson interval: the low end is the fewest
 * swaps at which the pass rate's upper bound reaches the wanted share, the high end the fewest at
 * which its lower bound does (null when no limit gets the lower bound there: the wanted share may
 * be beyond what this agent reaches).
 *
 * <pre>{@code
 * MoveLimits m = MoveLimits.of(Match3Experiment.builder().size(6).gems(4).target(250).games(400).build()
 *     .results());
 * MoveLimits.Limit l = m.limitFor(0.8);   // l.limit(), l.lower(), l.upper(), l.passRate()
 * }</pre>
 */
public final class MoveLimits {
  private static final double CONFIDENCE = 0.95;
  private final int[] passSwaps; // sorted swaps of the games that reached the target
  private final int games;

  private MoveLimits(int[] passSwaps, int games) {
    this.passSwaps = passSwaps;
    this.games = games;
  }

  /** The limits that the given games allow. */
  public static MoveLimits of(List<GameResult> results) {
    if (results.isEmpty()) {
      throw new IllegalArgumentException("games: at least one is needed");
    }
    int[] s = results.stream().filter(GameResult::reached).mapToInt(GameResult::swaps).sorted().toArray();
    return new MoveLimits(s, results.size());
  }

  public int games() {
    return games;
  }

  /** Share of games that reached the target within {@code limit} swaps, with its Wilson interval. */
  public Estimate passRate(int limit) {
    return Stats.proportion(passedWithin(limit), games, CONFIDENCE);
  }

  private int passedWithin(int limit) {
    int i = Arrays.binarySearch(passSwaps, limit + 1);
    if (i < 0) {
      return -i - 1;
    }
    while (i > 0 && passSwaps[i - 1] == limit + 1) {
      i--;
    }
    return i;
  }

  /**
   * A move limit for a wanted pass rate.
   *
   * @param limit the fewest swaps whose measured pass rate reaches {@code wanted} (null: none does)
   * @param lower the fewest swaps whose pass rate's upper bound reaches it
   * @param upper the fewest swaps whose pass rate's lower bound reaches it (null: none)
   * @param passRate the pass rate at {@code limit} (at the largest limit seen when {@code limit} is null)
   */
  public record Limit(double wanted, Integer limit, Integer lower, Integer upper, Estimate passRate, int games) {}

  /** The limit for a pass rate {@code wanted} in (0, 1]. */
  public Limit limitFor(double wanted) {
    if (!(wanted > 0 && wanted <= 1)) {
      throw new IllegalArgumentException("pass rate: must be in (0, 1], was " + wanted);
    }
    Integer limit = null;
    Integer lower = null;
    Integer upper = null;
    // Only the swaps some game needed change the pass rate: scan those.
    for (int k = 0; k < passSwaps.length; k++) {
      if (k + 1 < passSwaps.length && passSwaps[k + 1] == passSwaps[k]) {
        continue;
      }
      Estimate e = passRate(passSwaps[k]);
      if (lower == null && e.upper() >= wanted) {
        lower = passSwaps[k];
      }
      if (limit == null && e.value() >= wanted) {
        limit = passSwaps[k];
      }
      if (upper == null && e.lower() >= wanted) {
        upper = passSwaps[k];
      }
    }
    int last = passSwaps.length == 0 ? 0 : passSwaps[passSwaps.length - 1];
    return new Limit(wanted, limit, lower, upper, passRate(limit != null ? limit : last), games);
  }

  /** Pass rate with its interval at each limit from 1 to the most swaps any passing game needed. */
  public Table curve() {
    Table t = Table.create("pass rate by move limit", IntColumn.create("limit"), DoubleColumn.create("pass rate"),
        DoubleColumn.create("lower"), DoubleColumn.create("upper"));
    int last = passSwaps.length == 0 ? 1 : passSwaps[passSwaps.length - 1];
    for (int l = 1; l <= last; l++) {
      Estimate e = passRate(l);
      t.intColumn("limit").append(l);
      t.doubleColumn("pass rate").append(e.value());
      t.doubleColumn("lower").append(e.lower());
      t.doubleColumn("upper").append(e.upper());
    }
    return t;
  }
}
