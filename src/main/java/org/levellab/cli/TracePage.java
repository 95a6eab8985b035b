package org.levellab.cli;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.levellab.game.Playthrough;
import org.levellab.game.view.TraceViewer;

/**
 * The {@code --html} output of {@code play} and {@code replay}: a trace as a self-contained page
 * ({@link TraceViewer}), its path checked before any work.
 */
final class TracePage {
  private TracePage() {}

  /**
   * Checks {@code html} as an output file ({@link Outputs#checkFile}) that overwrites none of the
   * command's other files.
   *
   * @param others pairs of an option name and its path (null paths are skipped), such as {@code
   *     "--trace", trace}
   */
  static Path check(Path html, Object... others) {
    if (Outputs.checkFile(html, "--html") == null) {
      return null;
    }
    for (int i = 0; i + 1 < others.length; i += 2) {
      Path other = (Path) others[i + 1];
      if (other != null && same(html, other)) {
        throw new IllegalArgumentException("--html " + html + " is the " + others[i] + " file; give another file name");
      }
    }
    return html;
  }

  private static boolean same(Path a, Path b) {
    try {
      if (Files.exists(a) && Files.exists(b)) {
        return Files.isSameFile(a, b);
      }
    } catch (IOException e) {
      // fall back to comparing the names
    }
    return a.toAbsolutePath().normalize().equals(b.toAbsolutePath().normalize());
  }

  /** Writes the page of {@code trace} to {@code html}. */
  static void write(Playthrough trace, Path html) {
    try {
      TraceViewer.write(trace, html);
    } catch (UncheckedIOException e) {
      throw new UncheckedIOException("cannot write --html " + html + ": " + e.getCause().getMessage(), e.getCause());
    }
  }
}
