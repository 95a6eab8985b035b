package org.levellab.core;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.SplittableRandom;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;
import java.util.function.BiConsumer;
import java.util.function.Consumer;
import java.util.function.Supplier;
import tech.tablesaw.api.Table;

/**
 * Runs N independent seeded trials of a function on all cores, into a summary ({@link #reduce}), a
 * sink in trial order ({@link #forEachOrdered}) or a list of every result ({@link #collect}).
 *
 * <p>Trial {@code i} gets the stream {@link RandomStreams#forTask(long, long) forTask(seed, i)}, and
 * results reach summaries and sinks in trial order, so they are the same for the same seed whatever
 * the thread count or scheduling. {@link #reduce} and {@link #forEachOrdered} hold only a few blocks
 * of results at a time, so their memory does not grow with the trial count. A trial that throws,
 * or whose worker dies of an {@link Error}, ends the run with a {@link TrialFailedException} naming
 * the trial and the seed; the worker threads are daemons, stopped when the run ends.
 *
 * <pre>{@code
 * record Roll(int trial, int sum) {}
 * Table t = MonteCarlo.trials(10_000).seed(7).run((i, rng) -> new Roll(i, rng.nextInt(1, 7) + rng.nextInt(1, 7)));
 * }</pre>
 */
public final class MonteCarlo {
  /** One trial: its index and its own random stream give its result. */
  @FunctionalInterface
  public interface Trial<R> {
    R run(int trial, SplittableRandom rng) throws Exception;
  }

  private final int trials;
  private long seed = 1;
  /** The threads asked for, or 0: {@link #defaultThreads()}, read when the run starts (see there). */
  private int threads;
  private String label = "trials";
  private ProgressListener progress;
  /** The first trial run: those before it were decided by an earlier run ({@link #from}). */
  private int first;

  private MonteCarlo(int trials) {
    if (trials < 0) {
      throw new IllegalArgumentException("trial count must be zero or more, was " + trials);
    }
    this.trials = trials;
  }

  /**
   * Worker threads when a run does not say: {@code LEVELLAB_THREADS} if set (to check that a
   * notebook's numbers do not move with it), else every core.
   */
  public static int defaultThreads() {
    String env = System.getenv("LEVELLAB_THREADS");
    if (env != null && !env.isBlank()) {
      try {
        int n = Integer.parseInt(env.trim());
        if (n >= 1) {
          return n;
        }
      } catch (NumberFormatException ignored) {
        // fall through to the error
      }
      throw new IllegalArgumentException("LEVELLAB_THREADS must be a whole number of at least 1, was '" + env + "'");
    }
    return Runtime.getRuntime().availableProcessors();
  }

  /** A run of {@code trials} trials (seed 1, all cores, the default progress display). */
  public static MonteCarlo trials(int trials) {
    return new MonteCarlo(trials);
  }

  public MonteCarlo seed(long seed) {
    this.seed = seed;
    return this;
  }

  /** Worker threads; results do not depend on it. */
  public MonteCarlo threads(int threads) {
    if (threads < 1) {
      throw new IllegalArgumentException("thread count must be at least 1, was " + threads);
    }
    this.threads = threads;
    return this;
  }

  /** The label shown beside the progress bar. */
  public MonteCarlo label(String label) {
    this.label = Objects.requireNonNull(label, "label");
    return this;
  }

  public MonteCarlo progress(ProgressListener progress) {
    this.progress = Objects.requireNonNull(progress, "progress listener");
    return this;
  }

  /**
   * Runs only trials {@code first .. trials - 1}: those before were decided by an earlier run (a
   * {@link Checkpoint}), so results and sinks start at trial {@code first}. Each trial still gets
   * {@code forTask(seed, i)}, so trial {@code i} gives what it gives in a run from 0. The progress
   * display starts at {@code first} ({@link ResumedProgressListener}).
   */
  public MonteCarlo from(int first) {
    if (first < 0 || first > trials) {
      throw new IllegalArgumentException("the first trial must be in 0.." + trials + ", was " + first);
    }
    this.first = first;
    return this;
  }

  /**
   * Runs the trials and returns their results in trial order. Every result is held: for large runs
   * prefer {@link #reduce} or {@link #forEachOrdered}, which hold a few blocks of trials at a time.
   */
  public <R> List<R> collect(Trial<R> trial) {
    List<R> results = new ArrayList<>(Math.min(trials, 1 << 16));
    forEachOrdered(trial, results::add);
    return results;
  }

  /**
   * Runs the trials and hands every result to {@code sink} in trial order, on the calling thread, while
   * the workers run ahead by at most a few blocks: memory stays flat whatever the trial count, and a
   * sink that writes rows writes them in trial order.
   */
  public <R> void forEachOrdered(Trial<R> trial, Consumer<? super R> sink) {
    Objects.requireNonNull(sink, "sink");
    this.<R, List<R>>run(trial, ArrayList::new, List::add, block -> block.forEach(sink));
  }

  /**
   * Runs the trials into a summary without holding their results. The trials are cut into blocks
   * whose bounds depend only on the trial count ({@link #blockSize}); each block is summarised alone
   * into a fresh {@code newSummary()} by {@code add}, in trial order, and the blocks' summaries are
   * combined into the first one in block order by {@code combine}. So the same seed gives the very
   * same summary, bit for bit, whatever the thread count, even for sums of doubles.
   *
   * @param newSummary an empty summary (called once per block)
   * @param add adds one trial's result to a summary
   * @param combine adds the second summary (the later trials) into the first
   * @return the summary of every trial (an empty one for a run of no trials)
   */
  public <R, A> A reduce(Trial<R> trial, Supplier<A> newSummary, BiConsumer<A, ? super R> add,
      BiConsumer<A, A> combine) {
    Objects.requireNonNull(newSummary, "newSummary");
    Objects.requireNonNull(combine, "combine");
    List<A> total = new ArrayList<>(1);
    run(trial, newSummary, add, block -> {
      if (total.isEmpty()) {
        total.add(block);
      } else {
        combine.accept(total.get(0), block);
      }
    });
    return total.isEmpty() ? newSummary.get() : total.get(0);
  }

  /**
   * Trials per block: a function of the trial count alone (never of the threads), so that {@link
   * #reduce} combines the same blocks on any machine. Single trials for small runs, where a trial is
   * costly and the cores must stay busy; up to 1,024 for long runs of cheap trials.
   */
  static int blockSize(int trials) {
    return Math.max(1, Math.min(1024, trials / 4096));
  }

  /** Blocks computed ahead of the one the caller consumes next, per worker: bounds the memory held. */
  private static final int BLOCKS_AHEAD_PER_WORKER = 4;

  private <R, A> void run(Trial<R> trial, Supplier<A> newSummary, BiConsumer<A, ? super R> add,
      Consumer<A> inOrder) {
    Objects.requireNonNull(trial, "trial function must not be null");
    Objects.requireNonNull(add, "add");
    ProgressListener listener = progress != null ? progress : Progress.newDefault();
    int blockSize = blockSize(trials);
    int blocks = (int) (((long) trials + blockSize - 1) / blockSize);
    // blocks keep the bounds of a run from 0: a resumed run's first block is cut at its first trial
    int firstBlock = first / blockSize;
    // LEVELLAB_THREADS is read only when no count was given, so a bad value cannot refuse a run that says
    int workers = Math.max(1, Math.min(threads > 0 ? threads : defaultThreads(), blocks - firstBlock));
    ResumedProgressListener.start(listener, label, first, trials);
    long done = first;
    long lastReport = System.nanoTime();
    try {
      Blocks<R, A> run = workers == 1 ? null
          : new Blocks<>(this, trial, newSummary, add, blockSize, firstBlock, blocks, workers);
      try {
        for (int b = firstBlock; b < blocks; b++) {
          A block = run == null ? block(trial, newSummary, add, Math.max(first, b * blockSize),
              Math.min(trials, (b + 1) * blockSize)) : run.take(b);
          inOrder.accept(block);
          done = Math.min(trials, (long) (b + 1) * blockSize);
          long now = System.nanoTime();
          if (now - lastReport > 100_000_000L || done == trials) {
            lastReport = now;
            listener.advance(done, trials);
          }
        }
      } finally {
        if (run != null) {
          run.stop();
        }
      }
    } finally {
      listener.finish(done, trials);
    }
  }

  /** Trials {@code from} (inclusive) to {@code to} into a fresh summary; a failure names its trial. */
  private <R, A> A block(Trial<R> trial, Supplier<A> newSummary, BiConsumer<A, ? super R> add, int from, int to) {
    int i = from;
    try {
      A summary = newSummary.get();
      for (; i < to; i++) {
        add.accept(summary, trial.run(i, RandomStreams.forTask(seed, i)));
      }
      return summary;
    } catch (Exception | Error e) {
      throw new TrialFailedException(i, seed, e);
    }
  }

  /**
   * The worker threads of one run and the blocks they have finished but the caller has not yet
   * taken. A worker does not start a block more than {@code ahead} blocks past the next one the
   * caller takes, so at most that many finished blocks wait. A worker that dies (an exception, an
   * {@link OutOfMemoryError}) records its trial and stops the run; the caller never waits on a block
   * no live worker will make. The threads are daemons and are interrupted when the run ends.
   */
  private static final class Blocks<R, A> {
    private final MonteCarlo run;
    private final int blockSize;
    private final int blocks;
    private final int ahead;
    private final Object[] ready;
    private final ReentrantLock lock = new ReentrantLock();
    private final Condition changed = lock.newCondition();
    private final AtomicInteger nextBlock = new AtomicInteger();
    private final ExecutorService pool;
    private int taken;
    private int liveWorkers;
    private volatile boolean stopped;
    private volatile Throwable failure;

    Blocks(MonteCarlo run, Trial<R> trial, Supplier<A> newSummary, BiConsumer<A, ? super R> add, int blockSize,
        int firstBlock, int blocks, int workers) {
      this.run = run;
      this.nextBlock.set(firstBlock);
      this.taken = firstBlock;
      this.blockSize = blockSize;
      this.blocks = blocks;
      this.ahead = BLOCKS_AHEAD_PER_WORKER * workers;
      this.ready = new Object[ahead];
      this.liveWorkers = workers;
      this.pool = Executors.newFixedThreadPool(workers, r -> {
        Thread t = new Thread(r, "levellab-montecarlo");
        t.setDaemon(true);
        return t;
      });
      for (int w = 0; w < workers; w++) {
        pool.execute(() -> work(trial, newSummary, add));
      }
    }

    private void work(Trial<R> trial, Supplier<A> newSummary, BiConsumer<A, ? super R> add) {
      try {
        while (!stopped) {
          int b = nextBlock.getAndIncrement();
          if (b >= blocks) {
            return;
          }
          lock.lockInterruptibly();
          try {
            while (b >= taken + ahead && !stopped) {
              changed.await();
            }
          } finally {
            lock.unlock();
          }
          if (stopped) {
            return;
          }
          A summary = run.block(trial, newSummary, add, Math.max(run.first, b * blockSize),
              (int) Math.min(run.trials, (long) (b + 1) * blockSize));
          lock.lock();
          try {
            ready[b % ahead] = summary;
            changed.signalAll();
          } finally {
            lock.unlock();
          }
        }
      } catch (InterruptedException e) {
        // the run was stopped
      } catch (Throwable e) {
        fail(e);
      } finally {
        lock.lock();
        try {
          liveWorkers--;
          changed.signalAll();
        } finally {
          lock.unlock();
        }
      }
    }

    private void fail(Throwable e) {
      if (failure == null) {
        failure = e;
      }
      stopped = true;
    }

    /** Block {@code b} (taken in order) once a worker has made it. */
    @SuppressWarnings("unchecked")
    A take(int b) {
      lock.lock();
      try {
        while (ready[b % ahead] == null) {
          Throwable f = failure;
          if (f != null) {
            throw f instanceof TrialFailedException t ? t : new TrialFailedException(b * blockSize, run.seed, f);
          }
          if (liveWorkers == 0) {
            throw new IllegalStateException("the workers stopped before trial " + (long) b * blockSize
                + " of " + run.trials + " (seed " + run.seed + ")");
          }
          try {
            changed.await(100, TimeUnit.MILLISECONDS);
          } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("Monte Carlo run interrupted at trial " + (long) b * blockSize
                + " (seed " + run.seed + ")", e);
          }
        }
        A summary = (A) ready[b % ahead];
        ready[b % ahead] = null;
        taken = b + 1;
        changed.signalAll();
        return summary;
      } finally {
        lock.unlock();
      }
    }

    void stop() {
      stopped = true;
      pool.shutdownNow();
      lock.lock();
      try {
        java.util.Arrays.fill(ready, null);
        changed.signalAll();
      } finally {
        lock.unlock();
      }
    }
  }

  /**
   * Runs the trials and returns a table with one row per trial: a trial that returns a record gives
   * one column per record component (numbers, booleans and strings), in trial order.
   */
  public <R extends Record> Table run(Trial<R> trial) {
    return Tables.fromRecords(label, collect(trial));
  }

  /** A trial failed: names the trial and the seed so it can be replayed alone. */
  public static final class TrialFailedException extends RuntimeException {
    private final int trial;

    TrialFailedException(int trial, long seed, Throwable cause) {
      super("trial " + trial + " (seed " + seed + ") failed: " + cause, cause);
      this.trial = trial;
    }

    private TrialFailedException(TrialFailedException failure, String note) {
      super(failure.getMessage() + "; " + note, failure.getCause());
      this.trial = failure.trial;
      setStackTrace(failure.getStackTrace());
    }

    /** The same failure with {@code note} after its message (where the run's decided trials were kept). */
    public TrialFailedException withNote(String note) {
      return new TrialFailedException(this, note);
    }

    public int trial() {
      return trial;
    }
  }
}
