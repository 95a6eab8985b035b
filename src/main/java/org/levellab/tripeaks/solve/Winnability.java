package org.levellab.tripeaks.solve;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.List;
import java.util.Objects;
import java.util.function.Consumer;
import org.levellab.core.Progress;
import org.levellab.core.RunningQuantiles;
import org.levellab.core.Estimate;
import org.levellab.core.MonteCarlo;
import org.levellab.core.Progress;
import org.levellab.core.ProgressListener;
import org.levellab.core.ResumedProgressListener;
import org.levellab.core.RunLedger;
import org.levellab.core.Sweep;
import org.levellab.core.SweepDefinition;
import org.levellab.game.Games;
import org.levellab.core.Stats;
import org.levellab.core.Tables;
import org.levellab.search.Budget;
import org.levellab.search.Verdict;
import org.levellab.tripeaks.Deal;
import org.levellab.tripeaks.Level;
import tech.tablesaw.api.Table;

/**
 * The share of random deals of a level that are winnable with full information, by the exact solver
 * on seeded random deals (deal i uses {@code RandomStreams.forTask(seed, i)}, so the deals and the
 * verdicts are the same whatever the thread count; the default budget counts nodes only, so no
 * verdict depends on machine speed).
 *
 * <p>{@link #run} keeps a row per deal; {@link #runBits} keeps one bit per deal ({@link
 * WinnabilityBits}), for runs of millions of deals.
 */
public final class Winnability {
  private Winnability() {}

  /** One deal's outcome: its index, the verdict, the draws of the solution found, nodes, time. */
  public record DealOutcome(int deal, String verdict, boolean winnable, boolean unknown, int draws, long nodes,
      double millis) {}

  /**
   * The summary of a run.
   *
   * @param share winnable deals among the decided ones (unknown excluded), Wilson 95% interval
   * @param shareIfUnknownLost the share counting every unknown as not winnable (a lower bound)
   * @param perDeal one row per deal, or null for a run that streamed its rows ({@link #stream})
   */
  public record Summary(Level level, int deals, long seed, long winnable, long notWinnable, long unknown,
      Estimate share, double shareIfUnknownLost, double p50Millis, double p90Millis, double p99Millis,
      double maxMillis, Table perDeal) {
    @Override
    public String toString() {
      return String.format(java.util.Locale.ROOT, "%s: %d deals, winnable %.2f%% [%.2f%%, %.2f%%], %d unknown;"
          + " solve time p50 %.3f ms, p90 %.3f ms, p99 %.3f ms, max %.1f ms", level, deals,
          100 * share.value(), 100 * share.lower(), 100 * share.upper(), unknown, p50Millis, p90Millis, p99Millis,
          maxMillis);
    }
  }

  /** The default per-deal budget: 50 million nodes, no clock. */
  public static final Budget DEFAULT_BUDGET = Budget.nodes(50_000_000L);

  /** Runs {@code deals} seeded random deals on all cores with the default budget. */
  public static Summary run(Level level, int deals, long seed) {
    return run(level, deals, seed, Runtime.getRuntime().availableProcessors(), DEFAULT_BUDGET);
  }

  /** Runs {@code deals} seeded random deals on {@code threads} threads, each solve within {@code budget}. */
  public static Summary run(Level level, int deals, long seed, int threads, Budget budget) {
    return run(level, deals, seed, threads, budget, RunLedger.none());
  }

  /**
   * {@link #run(Level, int, long, int, Budget)} resumed from {@code ledger} (a {@link
   * org.levellab.core.Checkpoint}): the deals it has decided are not solved again, and every deal
   * solved now is recorded in it. The summary is the one an uninterrupted run gives.
   */
  public static Summary run(Level level, int deals, long seed, int threads, Budget budget,
      RunLedger<DealOutcome> ledger) {
    return summarize(level, seed, sweep(level, deals, seed, budget).collect(threads, Progress.newDefault(), ledger));
  }

  /**
   * Runs {@code deals} seeded random deals like {@link #run} without holding their rows: each deal's
   * outcome goes to {@code perDeal} in deal order as it comes (to write it out) and into the summary,
   * whose {@link Summary#perDeal()} is null. The counts, share and percentiles are those {@link #run}
   * gives (percentiles exact up to {@link org.levellab.core.RunningMean#EXACT_LIMIT} deals, within
   * 1% beyond: {@link RunningQuantiles}).
   */
  public static Summary stream(Level level, int deals, long seed, int threads, Budget budget,
      Consumer<? super DealOutcome> perDeal) {
    return stream(level, deals, seed, threads, budget, perDeal, RunLedger.none());
  }

  /** {@link #stream(Level, int, long, int, Budget, Consumer)} resumed from {@code ledger}, as {@link #run} is. */
  public static Summary stream(Level level, int deals, long seed, int threads, Budget budget,
      Consumer<? super DealOutcome> perDeal, RunLedger<DealOutcome> ledger) {
    Tally tally = new Tally();
    sweep(level, deals, seed, budget).forEachOrdered(threads, Progress.newDefault(), row -> {
      tally.add(row);
      perDeal.accept(row);
    }, ledger);
    return tally.summary(level, seed, null);
  }

  /** Counts and solve times of a run's deals, added in deal order. */
  private static final class Tally {
    private final RunningQuantiles millis = new RunningQuantiles();
    private int deals;
    private long win;
    private long unknown;

    void add(DealOutcome row) {
      deals++;
      win += row.winnable() ? 1 : 0;
      unknown += row.unknown() ? 1 : 0;
      millis.add(row.millis());
    }

    Summary summary(Level level, long seed, Table perDeal) {
      long lost = deals - win - unknown;
      Estimate share = win + lost > 0 ? Stats.proportion(win, win + lost, 0.95)
          : new Estimate(Double.NaN, 0, 1, 0, 0.95);
      return new Summary(level, deals, seed, win, lost, unknown, share, (double) win / deals,
          millis.percentile(50), millis.percentile(90), millis.percentile(99), millis.max(), perDeal);
    }
  }

  /**
   * The run as a sweep: one point (the level), {@code deals} trials; trial i solves the deal drawn from
   * {@code forTask(seed, i)}. Any runner of it gives the rows {@link #run} summarizes.
   */
  public static Sweep<Level, DealOutcome> sweep(Level level, int deals, long seed, Budget budget) {
    Objects.requireNonNull(level, "level");
    Objects.requireNonNull(budget, "budget");
    if (deals < 1) {
      throw new IllegalArgumentException("deals must be at least 1, was " + deals);
    }
    ThreadLocal<ExactSolver> solvers = ThreadLocal.withInitial(
        () -> ExactSolver.builder().minimizeDraws(false).budget(budget).build());
    return Sweep.of("tripeaks winnability", DealOutcome.class, List.of(level), deals, seed, (l, i, rng) -> {
      Deal d = Deal.random(l, rng);
      SolverResult r = solvers.get().solve(l, d);
      return new DealOutcome(i, r.winnable().toJson().toString(), r.winnable() == Verdict.TRUE,
          r.winnable() == Verdict.UNKNOWN, r.draws(), r.nodes(), r.millis());
    });
  }

  /** The summary of a run's rows (in deal order), however they were computed. */
  public static Summary summarize(Level level, long seed, List<DealOutcome> rows) {
    Tally tally = new Tally();
    rows.forEach(tally::add);
    return tally.summary(level, seed, Tables.fromRecords("winnability", rows));
  }

  /**
   * Runs {@code deals} seeded random deals on {@code threads} threads into a {@link WinnabilityBits.Writer}:
   * the same deals and verdicts as {@link #run}, but no row per deal is kept. Threads take blocks of
   * {@value WinnabilityBits#BLOCK_ALIGNMENT} consecutive deals; {@code progress} counts deals.
   */
  public static WinnabilityBits.Run runBits(Level level, int deals, long seed, int threads, Budget budget,
      ProgressListener progress) {
    return runBits(level, deals, seed, threads, budget, progress, RunLedger.none());
  }

  /**
   * {@link #runBits(Level, int, long, int, Budget, ProgressListener)} resumed from {@code ledger},
   * whose rows are the run's blocks of {@value WinnabilityBits#BLOCK_ALIGNMENT} deals in deal order:
   * the blocks it has decided go into the writer first and are not solved again; every block solved
   * now is recorded in it. The bits, and the sums of nodes and times, are those of an uninterrupted run.
   */
  public static WinnabilityBits.Run runBits(Level level, int deals, long seed, int threads, Budget budget,
      ProgressListener progress, RunLedger<WinnabilityBits.Block> ledger) {
    Sweep<Level, DealOutcome> sweep = sweep(level, deals, seed, budget);
    WinnabilityBits.Writer writer = new WinnabilityBits.Writer(level, seed, deals, budget);
    int size = WinnabilityBits.BLOCK_ALIGNMENT;
    int blocks = blocks(deals);
    ledger.replay(writer::record);
    // blocks reach the writer in deal order, so that the ledger holds a prefix of the run and the sums
    // of the blocks' times are added in one order whatever the threads
    MonteCarlo.trials(blocks).seed(seed).threads(threads).label(sweep.name())
        .progress(inDeals(progress, deals, size)).from(ledger.start())
        .forEachOrdered((b, ignored) -> block(sweep, b * size, (int) Math.min(deals, (b + 1L) * size)), b -> {
          writer.record(b);
          ledger.decided(b);
        });
    return writer.finish();
  }

  /** The blocks of {@value WinnabilityBits#BLOCK_ALIGNMENT} deals of a run of {@code deals} deals. */
  public static int blocks(int deals) {
    return (deals + WinnabilityBits.BLOCK_ALIGNMENT - 1) / WinnabilityBits.BLOCK_ALIGNMENT;
  }

  /** {@link #runBits} with the installed progress display. */
  public static WinnabilityBits.Run runBits(Level level, int deals, long seed, int threads, Budget budget) {
    return runBits(level, deals, seed, threads, budget, Progress.newDefault());
  }

  /** A listener on blocks of {@code size} deals that reports deals to {@code inner}. */
  private static ProgressListener inDeals(ProgressListener inner, int deals, int size) {
    Objects.requireNonNull(inner, "progress listener");
    return new ResumedProgressListener() {
      @Override
      public void start(String label, long total) {
        inner.start(label, deals);
      }

      @Override
      public void startAt(String label, long done, long total) {
        ResumedProgressListener.start(inner, label, Math.min(deals, done * size), deals);
      }

      @Override
      public void advance(long done, long total) {
        inner.advance(Math.min(deals, done * size), deals);
      }

      @Override
      public void finish(long done, long total) {
        inner.finish(Math.min(deals, done * size), deals);
      }
    };
  }

  private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

  /** The calling thread's CPU time in ns, or 0 when the JVM does not measure it. */
  private static long threadCpuNanos() {
    return THREADS.isCurrentThreadCpuTimeSupported() ? Math.max(0, THREADS.getCurrentThreadCpuTime()) : 0;
  }

  /**
   * Solves deals {@code [from, to)} of {@code sweep} ({@link #sweep}'s trials, in order) into a block of
   * verdict bits; {@code from} is a multiple of {@value WinnabilityBits#BLOCK_ALIGNMENT}.
   */
  public static WinnabilityBits.Block block(Sweep<Level, DealOutcome> sweep, int from, int to) {
    if (to > sweep.size()) {
      throw new IllegalArgumentException("deals [" + from + ", " + to + ") of a run of " + sweep.size());
    }
    long cpu = threadCpuNanos();
    BlockBuilder b = new BlockBuilder(from, to);
    for (int i = from; i < to; i++) {
      try {
        b.add(sweep.task(i));
      } catch (Exception e) {
        throw new IllegalStateException("deal " + i + " (seed " + sweep.seed() + ") failed: " + e, e);
      }
    }
    return b.build(threadCpuNanos() - cpu);
  }

  /** Sets a block's bits deal by deal, in order. */
  static final class BlockBuilder {
    private final int from;
    private final int to;
    private final long[] winnable;
    private final long[] decided;
    private int next;
    private long nodes;
    private double millis;
    private double maxMillis;

    BlockBuilder(int from, int to) {
      this.from = from;
      this.to = to;
      this.next = from;
      int words = (to - from + 63) >>> 6;
      this.winnable = new long[words];
      this.decided = new long[words];
    }

    void add(DealOutcome o) {
      if (o.deal() != next) {
        throw new IllegalArgumentException("deal " + next + " expected, got deal " + o.deal());
      }
      int k = next++ - from;
      if (!o.unknown()) {
        decided[k >>> 6] |= 1L << k;
        if (o.winnable()) {
          winnable[k >>> 6] |= 1L << k;
        }
      }
      nodes += o.nodes();
      millis += o.millis();
      maxMillis = Math.max(maxMillis, o.millis());
    }

    WinnabilityBits.Block build(long cpuNanos) {
      if (next != to) {
        throw new IllegalStateException("deals " + next + ".." + (to - 1) + " were not added");
      }
      return new WinnabilityBits.Block(from, to, winnable, decided, nodes, millis, maxMillis, cpuNanos);
    }
  }

  /**
   * A winnability run as plain values, for runners in other JVMs (Spark executors).
   *
   * @param game the level's catalogue name ({@code tripeaks} or {@code golf})
   * @param rules the level's rules text ({@link Level#rules()})
   */
  public record Definition(String game, String rules, int deals, long seed, long maxNodes, long maxMillis)
      implements SweepDefinition {
    public static Definition of(Level level, int deals, long seed, Budget budget) {
      return new Definition(level.name(), level.rules(), deals, seed, budget.maxNodes(), budget.maxMillis());
    }

    public Level level() {
      return (Level) Games.create(game, rules);
    }

    @Override
    public Sweep<Level, DealOutcome> sweep() {
      return Winnability.sweep(level(), deals, seed, new Budget(maxNodes, maxMillis));
    }

    /** The budget of each solve. */
    public Budget budget() {
      return new Budget(maxNodes, maxMillis);
    }

    /**
     * Deals {@code [from, to)} as a block of verdict bits ({@link Winnability#block}), for a runner that
     * hands ranges of deals to workers in other JVMs and merges the blocks in a {@link WinnabilityBits.Writer}.
     */
    public WinnabilityBits.Block block(int from, int to) {
      return Winnability.block(sweep(), from, to);
    }

    /** A writer for this run's blocks. */
    public WinnabilityBits.Writer writer() {
      return new WinnabilityBits.Writer(level(), seed, deals, budget());
    }
  }
}
