package org.levellab.cli;

import org.levellab.core.Progress;
import org.levellab.core.ProgressListener;

/** A progress bar redrawn in place on stderr, so stdout stays clean for JSON. */
final class StderrProgressBar implements ProgressListener {
  private long start;
  private String label = "";

  @Override
  public synchronized void start(String label, long total) {
    this.label = label;
    this.start = System.nanoTime();
    draw(0, total);
  }

  @Override
  public synchronized void advance(long done, long total) {
    draw(done, total);
  }

  @Override
  public synchronized void finish(long done, long total) {
    draw(done, total);
    System.err.println();
    System.err.flush();
  }

  private void draw(long done, long total) {
    System.err.print("\r" + Progress.line(label, done, total, System.nanoTime() - start));
    System.err.flush();
  }
}
