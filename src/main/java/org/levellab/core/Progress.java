package org.levellab.core;

import java.util.Objects;
import java.util.function.Supplier;

/**
 * Where long runs report progress by default. The CLI installs a progress bar on stderr; the
 * notebook kernel's startup script installs an updating display line; tests and library use see
 * nothing unless they ask.
 */
public final class Progress {
  private static volatile Supplier<ProgressListener> defaultFactory = () -> ProgressListener.NONE;

  private Progress() {}

  /** A new listener from the installed default (one listener per run). */
  public static ProgressListener newDefault() {
    return defaultFactory.get();
  }

  public static void setDefault(Supplier<ProgressListener> factory) {
    defaultFactory = Objects.requireNonNull(factory, "progress listener factory");
  }

  /** One line of text: label, bar, percentage, count, elapsed and remaining time. */
  public static String line(String label, long done, long total, long elapsedNanos) {
    int width = 30;
    double frac = total <= 0 ? 1.0 : Math.min(1.0, (double) done / total);
    int filled = (int) Math.round(frac * width);
    StringBuilder sb = new StringBuilder(label.length() + width + 48);
    sb.append(label).append(" [");
    for (int i = 0; i < width; i++) {
      sb.append(i < filled ? '#' : '.');
    }
    double secs = elapsedNanos / 1e9;
    sb.append("] ").append(String.format("%3d%% %d/%d %.1fs", Math.round(frac * 100), done, total, secs));
    if (done > 0 && done < total) {
      sb.append(String.format(" eta %.1fs", secs * (total - done) / done));
    }
    return sb.toString();
  }
}
