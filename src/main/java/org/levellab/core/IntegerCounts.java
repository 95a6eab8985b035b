package org.levellab.core;

import java.util.Map;
import java.util.TreeMap;
import tech.tablesaw.api.Table;

/**
 * How many times each integer value occurred: an exact summary of integer outcomes (moves, chain
 * lengths, stock used) whose memory grows with the number of distinct values, never with the count.
 * Counts do not depend on the order values come in, so a seed gives the same counts on any number of
 * threads; the mean is the exact integer sum over the count, as {@code IntStream.average()} gives it.
 */
public final class IntegerCounts {
  private final TreeMap<Integer, long[]> counts = new TreeMap<>();
  private long n;
  private long sum;

  public void add(int value) {
    counts.computeIfAbsent(value, v -> new long[1])[0]++;
    n++;
    sum += value;
  }

  /** Adds the counts of {@code other}. */
  public void addAll(IntegerCounts other) {
    other.counts.forEach((v, c) -> counts.computeIfAbsent(v, x -> new long[1])[0] += c[0]);
    n += other.n;
    sum += other.sum;
  }

  /** Values added. */
  public long count() {
    return n;
  }

  /** The mean ({@code NaN} for no values). */
  public double mean() {
    return n == 0 ? Double.NaN : (double) sum / n;
  }

  public int min() {
    return counts.firstKey();
  }

  public int max() {
    return counts.lastKey();
  }

  /** Values in [lo, hi]. */
  public long countBetween(double lo, double hi) {
    long k = 0;
    for (Map.Entry<Integer, long[]> e : counts.entrySet()) {
      if (e.getKey() >= lo && e.getKey() <= hi) {
        k += e.getValue()[0];
      }
    }
    return k;
  }

  /** The value of rank ⌈q n⌉ (0 < q <= 1) in ascending order, the nearest-rank percentile. */
  public int nearestRank(double q) {
    if (n == 0) {
      throw new IllegalArgumentException("percentile of no values");
    }
    long rank = Math.max(1, (long) Math.ceil(q * n));
    long seen = 0;
    for (Map.Entry<Integer, long[]> e : counts.entrySet()) {
      seen += e.getValue()[0];
      if (seen >= rank) {
        return e.getKey();
      }
    }
    return counts.lastKey();
  }

  /**
   * The histogram {@link Stats#integerHistogram} makes of the same values: every value from the
   * smallest to the largest with its count and share (Wilson interval).
   */
  public Table histogram(double confidence) {
    if (n == 0) {
      throw new IllegalArgumentException("histogram of no values");
    }
    Table t = Table.create("histogram", tech.tablesaw.api.IntColumn.create("value"),
        tech.tablesaw.api.IntColumn.create("count"), tech.tablesaw.api.DoubleColumn.create("share"),
        tech.tablesaw.api.DoubleColumn.create("share_lo"), tech.tablesaw.api.DoubleColumn.create("share_hi"));
    for (int v = min(); ; v++) {
      long[] c = counts.get(v);
      long k = c == null ? 0 : c[0];
      Estimate e = Stats.proportion(k, n, confidence);
      t.intColumn("value").append(v);
      t.intColumn("count").append((int) k);
      t.doubleColumn("share").append(e.value());
      t.doubleColumn("share_lo").append(e.lower());
      t.doubleColumn("share_hi").append(e.upper());
      if (v == max()) {
        break;
      }
    }
    return t;
  }
}
