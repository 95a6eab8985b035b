package org.levellab.core;

import java.util.function.Consumer;

/**
 * What a seeded run has decided before and where it records what it decides now: a runner that is
 * given a ledger hands the rows of trials {@code 0 .. start() - 1} to its sink from {@link #replay}
 * (they are not run again), runs the trials from {@link #start} on, and records each new row with
 * {@link #decided} in trial order, once the sink has it. Because trial {@code i} depends only on
 * the seed and {@code i}, the sink sees the very rows an uninterrupted run gives it. A {@link
 * Checkpoint} is the ledger that keeps them on disk; {@link #none} keeps nothing.
 *
 * @param <R> a trial's row
 */
public interface RunLedger<R> {
  /** The rows already decided: trials {@code 0 .. start() - 1}. */
  int start();

  /** Hands the rows of trials {@code 0 .. start() - 1} to {@code sink}, in trial order. */
  void replay(Consumer<? super R> sink);

  /** Records the row of the next trial (trial {@code start()} first, then in order; one thread). */
  void decided(R row);

  /** The ledger of a run that starts at trial 0 and keeps nothing. */
  @SuppressWarnings("unchecked")
  static <R> RunLedger<R> none() {
    return (RunLedger<R>) None.NONE;
  }

  /** {@link #none()}. */
  enum None implements RunLedger<Object> {
    NONE;

    @Override
    public int start() {
      return 0;
    }

    @Override
    public void replay(Consumer<? super Object> sink) {}

    @Override
    public void decided(Object row) {}
  }
}
