package org.levellab.cli;

import org.levellab.game.Playthrough;
import org.levellab.game.view.TraceViewer;

/**
 * The {@code --html} output of {@code play} and {@code replay}: a trace as a self-contained page
 * ({@link TraceViewer}), written whole or not at all through an {@link OutputFile}.
 */
final class TracePage {
  private TracePage() {}

  /** Writes the page of {@code trace} to {@code html} when it was asked for. */
  static void write(Playthrough trace, OutputFile html) {
    if (html.asked()) {
      html.write(TraceViewer.page(trace));
    }
  }
}
