package org.levellab.core;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.SplittableRandom;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import tech.tablesaw.api.Table;

/**
 * Runs N independent seeded trials of a function on all cores and collects one result per trial.
 *
 * <p>Trial {@code i} gets the stream {@link RandomStreams#forTask(long, long) forTask(seed, i)} and
 * its result is stored at index {@code i}, so the results (and the table built from them) are the
 * same for the same seed whatever the thread count or scheduling.
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
  private int threads = defaultThreads();
  private String label = "trials";
  private ProgressListener progress;

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

  /** Runs the trials and returns their results in trial order. */
  public <R> List<R> collect(Trial<R> trial) {
    Objects.requireNonNull(trial, "trial function must not be null");
    ProgressListener listener = progress != null ? progress : Progress.newDefault();
    Object[] results = new Object[trials];
    listener.start(label, trials);
    AtomicInteger next = new AtomicInteger();
    AtomicLong done = new AtomicLong();
    long[] lastReport = {System.nanoTime()};
    int workers = Math.max(1, Math.min(threads, trials));
    // Small chunks keep cores busy when trial costs vary; chunk order never affects results.
    int chunk = Math.max(1, Math.min(64, trials / (workers * 16)));
    Runnable worker = () -> {
      while (true) {
        int start = next.getAndAdd(chunk);
        if (start >= trials) {
          return;
        }
        int end = Math.min(trials, start + chunk);
        for (int i = start; i < end; i++) {
          try {
            results[i] = trial.run(i, RandomStreams.forTask(seed, i));
          } catch (Exception | Error e) {
            throw new TrialFailedException(i, seed, e);
          }
        }
        long d = done.addAndGet(end - start);
        long now = System.nanoTime();
        synchronized (lastReport) {
          if (now - lastReport[0] > 100_000_000L || d == trials) {
            lastReport[0] = now;
            listener.advance(d, trials);
          }
        }
      }
    };
    try {
      if (workers == 1) {
        worker.run();
      } else {
        ExecutorService pool = Executors.newFixedThreadPool(workers, r -> {
          Thread t = new Thread(r, "levellab-montecarlo");
          t.setDaemon(true);
          return t;
        });
        try {
          List<Future<?>> futures = new ArrayList<>();
          for (int w = 0; w < workers; w++) {
            futures.add(pool.submit(worker));
          }
          for (Future<?> f : futures) {
            try {
              f.get();
            } catch (ExecutionException e) {
              next.set(trials);
              if (e.getCause() instanceof RuntimeException re) {
                throw re;
              }
              throw new IllegalStateException(e.getCause());
            } catch (InterruptedException e) {
              Thread.currentThread().interrupt();
              next.set(trials);
              throw new IllegalStateException("Monte Carlo run interrupted", e);
            }
          }
        } finally {
          pool.shutdownNow();
        }
      }
    } finally {
      listener.finish(done.get(), trials);
    }
    @SuppressWarnings("unchecked")
    List<R> list = (List<R>) Arrays.asList(results);
    return list;
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

    public int trial() {
      return trial;
    }
  }
}
