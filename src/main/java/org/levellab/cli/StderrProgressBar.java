package org.levellab.cli;

import org.levellab.core.Progress;
import org.levellab.core.ResumedProgressListener;

/**
 * A progress bar redrawn in place on stderr, so stdout stays clean for JSON. A resumed run's bar
 * starts where its checkpoint left off; its remaining time counts only the trials this run makes.
 */
final class StderrProgressBar implements ResumedProgressListener {
  private long start;
  private long startDone;
  private String label = "";

  @Override
  public synchronized void start(String label, long total) {
    startAt(label, 0, total);
  }

  @Override
  public synchronized void startAt(String label, long done, long total) {
    this.label = label;
    this.start = System.nanoTime();
    this.startDone = done;
    draw(done, total);
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
    long elapsed = System.nanoTime() - start;
    String line = Progress.line(label, done, total, elapsed);
    if (startDone > 0) {
      // the trials decided before the resume took none of this run's time: the rest goes at this run's rate
      int eta = line.lastIndexOf(" eta ");
      line = eta < 0 ? line : line.substring(0, eta);
      if (done > startDone && done < total) {
        line += String.format(java.util.Locale.ROOT, " eta %.1fs", elapsed / 1e9 * (total - done) / (done - startDone));
      }
    }
    System.err.print("\r" + line);
    System.err.flush();
  }
}
