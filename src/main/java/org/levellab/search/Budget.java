package org.levellab.search;

/**
 * How much a search may spend before it must answer {@code UNKNOWN}: a node count and a wall-clock
 * limit (either may be unlimited). A search takes a {@link Meter} from {@link #start()} and ticks it per node.
 */
public record Budget(long maxNodes, long maxMillis) {
  public static final Budget UNLIMITED = new Budget(Long.MAX_VALUE, Long.MAX_VALUE);

  public Budget {
    if (maxNodes <= 0) {
      throw new IllegalArgumentException("node budget must be positive, was " + maxNodes);
    }
    if (maxMillis <= 0) {
      throw new IllegalArgumentException("time budget must be positive, was " + maxMillis + " ms");
    }
  }

  public static Budget nodes(long maxNodes) {
    return new Budget(maxNodes, Long.MAX_VALUE);
  }

  public static Budget millis(long maxMillis) {
    return new Budget(Long.MAX_VALUE, maxMillis);
  }

  /** A running meter against this budget; check it every few thousand nodes for the clock. */
  public Meter start() {
    return new Meter(this);
  }

  /** Counts nodes and watches the clock. Not thread-safe: one per search. */
  public static final class Meter {
    private final Budget budget;
    private final long startNanos = System.nanoTime();
    private final long deadlineNanos;
    private long nodes;
    private boolean exhausted;

    Meter(Budget budget) {
      this.budget = budget;
      this.deadlineNanos = budget.maxMillis == Long.MAX_VALUE
          ? Long.MAX_VALUE : startNanos + budget.maxMillis * 1_000_000L;
    }

    /** Counts one node; true when the budget is spent (the search should stop and say UNKNOWN). */
    public boolean tick() {
      nodes++;
      if (nodes > budget.maxNodes) {
        exhausted = true;
      } else if ((nodes & 0xFFF) == 0 && deadlineNanos != Long.MAX_VALUE && System.nanoTime() > deadlineNanos) {
        exhausted = true;
      }
      return exhausted;
    }

    public boolean exhausted() {
      return exhausted;
    }

    public long nodes() {
      return nodes;
    }

    public double elapsedMillis() {
      return (System.nanoTime() - startNanos) / 1e6;
    }
  }
}
