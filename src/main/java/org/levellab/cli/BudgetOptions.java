package org.levellab.cli;

import java.io.PrintStream;
import java.util.Locale;
import java.util.Objects;
import java.util.function.LongUnaryOperator;
import org.levellab.game.State;
import org.levellab.game.StateKey;
import org.levellab.search.Budget;
import picocli.CommandLine.Option;

/**
 * The search budget options {@code --max-nodes} and {@code --max-millis}, the same in every command
 * that searches (a picocli mixin). Node budgets make verdicts independent of machine speed, so the
 * default has no clock.
 *
 * <p>A solver's table of positions grows with the nodes it searches, so a node budget is also a
 * memory budget: {@link #budget(Table, int)} holds it to what the heap can take for the tables
 * that are alive at once (one per thread), so that a run never dies of an OutOfMemoryError half
 * way. The default budget is lowered to fit, with a note on standard error; a {@code --max-nodes}
 * that was asked for and does not fit is refused before the work.
 */
public final class BudgetOptions {
  /** Nodes per solve when {@code --max-nodes} is not given. */
  public static final long DEFAULT_NODES = 50_000_000L;

  /**
   * The share of the heap the search tables may take together. {@code bin/levellab} runs the serial
   * collector, whose old generation, where a long-lived table ends up, is two thirds of the heap;
   * the rest of the run (states, rows, the JIT's data) needs some of it too.
   */
  static final double TABLE_SHARE = 0.6;

  /** Heap kept for the rest of the run, besides {@link #TABLE_SHARE}. */
  static final long RESERVED_BYTES = 16L << 20;

  @Option(names = "--max-nodes", paramLabel = "N",
      description = "Search nodes per solve before the answer is 'unknown' (default: 50,000,000, or fewer when"
          + " the search tables of that many would not fit the heap).")
  Long maxNodes;

  @Option(names = "--max-millis", paramLabel = "MS",
      description = "Milliseconds per solve before the answer is 'unknown' (default: no time limit).")
  Long maxMillis;

  /**
   * The budget as given, without regard to memory (for a solver that keeps no table).
   *
   * @throws IllegalArgumentException naming the option and the value when it is not positive
   */
  public Budget budget() {
    long nodes = maxNodes != null ? maxNodes : DEFAULT_NODES;
    if (nodes <= 0) {
      throw new IllegalArgumentException("--max-nodes must be positive, was " + nodes);
    }
    long millis = maxMillis != null ? maxMillis : Long.MAX_VALUE;
    if (millis <= 0) {
      throw new IllegalArgumentException("--max-millis must be positive, was " + millis);
    }
    return new Budget(nodes, millis);
  }

  /**
   * The budget for {@code tables} solves at once, each holding a {@code table}, in this JVM's heap
   * ({@link Runtime#maxMemory}); see {@link #budget(Table, int, long, PrintStream)}.
   */
  public Budget budget(Table table, int tables) {
    return budget(table, tables, Runtime.getRuntime().maxMemory(), System.err);
  }

  /**
   * The budget for {@code tables} solves at once, each holding a {@code table}, in a heap of
   * {@code heapBytes}: as given when their tables fit (or {@code table} is null: no table); the default lowered to the most nodes that fit,
   * said in one line on {@code notes}; a {@code --max-nodes} given that does not fit refused.
   *
   * @throws IllegalArgumentException naming {@code --max-nodes} and the heap when the asked budget's
   *     tables cannot fit, or when not even a small search fits
   */
  public Budget budget(Table table, int tables, long heapBytes, PrintStream notes) {
    Budget asked = budget();
    if (table == null) {
      return asked;
    }
    if (tables < 1) {
      throw new IllegalArgumentException("tables must be at least 1, was " + tables);
    }
    long perTable = (long) ((heapBytes * TABLE_SHARE - RESERVED_BYTES) / tables);
    if (table.bytes(asked.maxNodes()) <= perTable) {
      return asked;
    }
    long fit = table.nodesThatFit(perTable);
    String heap = megabytes(heapBytes) + " heap";
    String who = tables == 1 ? "one search table" : tables + " search tables (one per thread)";
    if (fit < MIN_NODES) {
      throw new IllegalArgumentException("--max-nodes: the " + heap + " cannot hold " + who + " of the "
          + table.solver() + " even for " + MIN_NODES + " nodes; give the JVM more heap"
          + " (LEVELLAB_JAVA_OPTS=-Xmx...) or fewer --threads");
    }
    if (maxNodes != null) {
      throw new IllegalArgumentException(String.format(Locale.ROOT, "--max-nodes %,d needs up to %s per search"
          + " table of the %s, and the %s holds %s for %s: give --max-nodes %,d or fewer, fewer --threads, or"
          + " more heap (LEVELLAB_JAVA_OPTS=-Xmx...)", asked.maxNodes(), megabytes(table.bytes(asked.maxNodes())),
          table.solver(), heap, megabytes(perTable * tables), who, fit));
    }
    notes.println(String.format(Locale.ROOT, "levellab: note: --max-nodes lowered from %,d to %,d so that %s of"
        + " the %s fit the %s (give more heap with LEVELLAB_JAVA_OPTS=-Xmx... for the default)", asked.maxNodes(),
        fit, who, table.solver(), heap));
    notes.flush();
    return new Budget(fit, asked.maxMillis());
  }

  /** Below this many nodes a budget is no search at all: the run is refused instead. */
  static final long MIN_NODES = 10_000;

  private static String megabytes(long bytes) {
    return String.format(Locale.ROOT, "%,d MB", Math.max(0, bytes) >> 20);
  }

  /**
   * What a solver's table costs in the heap for a node budget: an upper estimate of its peak (the
   * moment a hash table doubles and holds both arrays), from the table's layout. The numbers
   * per node are for the tables as they are built; a change to a solver's table changes them here.
   *
   * @param solver the solver, for messages
   * @param bytes the peak bytes of one table after that many nodes; never decreasing
   */
  public record Table(String solver, LongUnaryOperator bytes) {
    public Table {
      Objects.requireNonNull(solver, "solver");
      Objects.requireNonNull(bytes, "bytes");
    }

    /** Peak bytes of one table after {@code nodes} nodes. */
    public long bytes(long nodes) {
      return bytes.applyAsLong(nodes);
    }

    /** The most nodes whose table takes at most {@code bytes} (0 when not even one node's does). */
    public long nodesThatFit(long bytes) {
      long lo = 0;
      long hi = Long.MAX_VALUE / 64;
      while (lo < hi) {
        long mid = lo + (hi - lo + 1) / 2;
        if (bytes(mid) <= bytes) {
          lo = mid;
        } else {
          hi = mid - 1;
        }
      }
      return lo;
    }

    /**
     * The game-independent solver ({@code GameSolver}): every position it reaches goes into a
     * {@code StateKeySet}, about 1.1 keys per expanded node on a long search (the children that are
     * dead ends are stored but not expanded; measured 1.00-1.02 for Pair, TriPeaks and Golf starts of
     * 10<sup>5</sup> to 10<sup>6</sup> nodes). Keys of 64 bits take 8 bytes a slot, of 128 bits 16, in
     * tables filled to 3/4 that double; a wider key of n words takes a 12-byte slot and n + 1 words of
     * an arena that doubles too.
     *
     * @param start a start of the game, whose key's width sizes the keys
     * @return null when the solver cannot take the game (a chance start, positions without a key): it
     *     refuses the game with its own message before any table is made
     */
    public static Table gameSolver(State start) {
      int words;
      try {
        if (start.isChanceNode()) {
          return null;
        }
        StateKey key = start.key();
        words = !key.fits128() ? key.wordCount() : key.high() == 0 ? 1 : 2;
      } catch (UnsupportedOperationException e) {
        return null;
      }
      int w = words;
      return new Table("game-independent solver (" + words + "-word keys)", n -> {
        long keys = (long) Math.ceil(1.1 * Math.min(n, 1L << 50));
        if (w <= 2) {
          return doublingPeak(keys, 0.75, 8 * w);
        }
        return doublingPeak(keys, 0.75, 12) + 12 * powerOfTwoAtLeast(keys * (w + 1));
      });
    }

    /**
     * Pair Solitaire's solver ({@code PairSolver}): one 64-bit set per fully searched node at most,
     * in a fastutil set filled to 1/2 that doubles.
     */
    public static Table pairSolver() {
      return new Table("Pair Solitaire solver", n -> doublingPeak(Math.min(n, 1L << 50), 0.5, 8));
    }

    /**
     * The TriPeaks solver ({@code ExactSolver}, its default table sizes): proven-lost positions of 24
     * bytes in a table of 2<sup>15</sup> entries that doubles when half full, up to 2<sup>23</sup>,
     * keeping the arrays of every size reached. A table of 2<sup>k</sup> entries needs more than
     * 2<sup>k-2</sup> positions, one per node at most, so {@code n} nodes reach at most the
     * power of two at or above 4n, and the kept arrays add up to twice that.
     */
    public static Table exactSolver() {
      return new Table("TriPeaks solver", n -> {
        int k = 64 - Long.numberOfLeadingZeros(Math.max(1, 4 * Math.min(n, 1L << 40) - 1));
        k = Math.max(15, Math.min(23, k));
        return 24L * ((1L << (k + 1)) - (1L << 15));
      });
    }

    /**
     * The peak bytes of an open-addressing table of {@code keys} keys filled to at most {@code load}
     * that doubles: its power-of-two slots, and while it last doubled the half-size arrays too.
     */
    static long doublingPeak(long keys, double load, int bytesPerSlot) {
      long slots = powerOfTwoAtLeast((long) Math.ceil(keys / load) + 1);
      return bytesPerSlot * (slots + slots / 2);
    }

    /** The least power of two at or above {@code n} (1 for n below 2). */
    private static long powerOfTwoAtLeast(long n) {
      return n <= 1 ? 1 : Long.highestOneBit(n - 1) << 1;
    }
  }
}
