package org.levellab.core;

/**
 * A progress display that can start part way: a resumed run begins at the trial its checkpoint
 * reached, and the display's rate and remaining time count only the trials this run makes. A plain
 * {@link ProgressListener} is told {@code start} and then {@code advance} to the starting count.
 */
public interface ResumedProgressListener extends ProgressListener {
  /** The run starts with {@code done} of {@code total} trials already decided by an earlier run. */
  void startAt(String label, long done, long total);

  /** Starts {@code listener} at {@code done} of {@code total}, whatever kind it is. */
  static void start(ProgressListener listener, String label, long done, long total) {
    if (done > 0 && listener instanceof ResumedProgressListener r) {
      r.startAt(label, done, total);
      return;
    }
    listener.start(label, total);
    if (done > 0) {
      listener.advance(done, total);
    }
  }
}
