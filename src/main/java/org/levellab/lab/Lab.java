package org.levellab.lab;

import java.util.Locale;
import org.levellab.core.Estimate;
import org.levellab.core.Seeds;

/**
 * The notebook side's entry point: the run mode, and small helpers for rich output.
 *
 * <p>Every notebook reads its size from the mode, set by the runner through the environment
 * variable {@code LEVELLAB_MODE} (or the system property {@code levellab.mode}):
 * <ul>
 *   <li>{@code quick}: the test suite's smoke run, seconds per notebook;
 *   <li>{@code standard}: the main job's default, minutes on 2 cores;
 *   <li>{@code full}: the sources' full sizes (for example 10,000 deals), when asked for.
 * </ul>
 */
public final class Lab {
  private Lab() {}

  public static String mode() {
    String m = System.getProperty("levellab.mode");
    if (m == null) {
      m = System.getenv("LEVELLAB_MODE");
    }
    if (m == null || m.isBlank()) {
      return "standard";
    }
    m = m.trim().toLowerCase(Locale.ROOT);
    if (!m.equals("quick") && !m.equals("standard") && !m.equals("full")) {
      throw new IllegalArgumentException("LEVELLAB_MODE must be quick, standard or full, was '" + m + "'");
    }
    return m;
  }

  public static boolean quick() {
    return mode().equals("quick");
  }

  public static boolean full() {
    return mode().equals("full");
  }

  /** The value for the current mode: a size, a count of players, a number of deals. */
  public static int pick(int quick, int standard, int full) {
    switch (mode()) {
      case "quick":
        return quick;
      case "full":
        return full;
      default:
        return standard;
    }
  }

  /** A number for prose and tables: about 4 significant digits (see {@link Html#number}). */
  public static String fmt(double v) {
    return Html.number(v);
  }

  /** An estimate as {@code 25.66 [24.77, 26.55]}. */
  public static String fmt(Estimate e) {
    return Html.estimate(e);
  }

  /** A proportion as percentages, {@code 12.3% [10.1%, 14.9%]}. */
  public static String pct(Estimate e) {
    return Html.percent(e);
  }

  /**
   * Prose that states numbers, rendered from the values ({@link Prose}): {@code {}} placeholders
   * filled in order, a little markdown. A conclusion that states a number is one of these.
   */
  public static HtmlView say(String template, Object... values) {
    return new HtmlView(Prose.render(template, values));
  }

  /** The seeds of an experiment by purpose (exploration, calibration, confirmation): {@link Seeds}. */
  public static Seeds seeds(long base) {
    return Seeds.of(base);
  }

  /**
   * A trace played back as an animated board, inline: each step drawn by the game's picture, with
   * buttons, a slider and the arrow keys (the page {@code levellab replay --html} writes).
   */
  public static HtmlView watch(org.levellab.game.Playthrough trace) {
    return new HtmlView(org.levellab.game.view.TraceViewer.notebook(trace));
  }

  /** HTML shown as rich output when it ends a cell. */
  public static HtmlView html(String html) {
    return new HtmlView(html);
  }

  /** Inline SVG shown as a picture when it ends a cell. */
  public static HtmlView svg(String svg) {
    return new HtmlView(svg);
  }
}
