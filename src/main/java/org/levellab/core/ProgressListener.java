package org.levellab.core;

/**
 * Receives the progress of a long run. Implementations must be thread-safe: {@link #advance} may be
 * called from any worker thread. The runner throttles calls, so an implementation may redraw on each.
 */
public interface ProgressListener {
  /** A listener that shows nothing. */
  ProgressListener NONE = new ProgressListener() {
        @Override
        public void start(String label, long total) {}

        @Override
        public void advance(long done, long total) {}

        @Override
        public void finish(long done, long total) {}
      };

  void start(String label, long total);

  void advance(long done, long total);

  void finish(long done, long total);
}
