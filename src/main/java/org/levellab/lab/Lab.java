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

  /** A number for prose and tables: three significant digits ({@link Numbers#plain}). */
  public static String fmt(double v) {
    return Html.number(v);
  }

  /** An estimate as {@code 25.7 [24.8, 26.6]} (a share in percent). */
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

  /**
   * The findings box at the top of a notebook: shown now as a placeholder (end the cell with a
   * semicolon), filled in by the last cell with {@link Findings#show()}.
   */
  public static Findings findings() {
    return new Findings(NotebookSupport.display(Findings.placeholder()));
  }

  /** A figure with a caption under it, rendered from the data ({@link Prose} template and values). */
  public static HtmlView figure(tech.tablesaw.plotly.components.Figure figure, String caption, Object... values) {
    return new HtmlView("<figure class=\"levellab-figure\" style=\"margin:0\">" + Html.figure(figure)
        + "<figcaption style=\"margin:2px 0 10px 0\">" + Prose.render(caption, values) + "</figcaption></figure>");
  }

  /**
   * Source against ours as a figure ({@link Figures#comparison}), captioned with what it shows and the
   * tally.
   */
  public static HtmlView forest(Comparison c, String title, String... sections) {
    int agree = 0;
    int differ = 0;
    int open = 0;
    for (String s : sections.length == 0 ? new String[] {null} : sections) {
      Comparison.Tally t = s == null ? c.tally() : c.tally(s);
      agree += t.agree();
      differ += t.differ();
      open += t.inconclusive();
    }
    return figure(Figures.comparison(c, title, sections), "Each row is one number of the source: what it allows "
        + "in grey (the source's value at 0, its margin at ±1, each row on its own scale), ours as a dot with its "
        + "95% interval, coloured by the verdict. {} agree, {} differ, {} inconclusive.", agree, differ, open);
  }

  /**
   * What this notebook's run cost, for its last cell: wall time since the kernel started and the CPU
   * time of the kernel's process, with the mode and the cores (a reader knows what "under a minute"
   * was measured on).
   */
  public static HtmlView runTime() {
    long wallMillis = java.lang.management.ManagementFactory.getRuntimeMXBean().getUptime();
    double cpu = Double.NaN;
    if (java.lang.management.ManagementFactory.getOperatingSystemMXBean()
        instanceof com.sun.management.OperatingSystemMXBean os) {
      cpu = os.getProcessCpuTime() / 1e9;
    }
    return new HtmlView("<p class=\"levellab-runtime\" style=\"color:#555\">This run: "
        + Numbers.plain(Math.round(wallMillis / 100.0) / 10.0) + " s of wall clock and "
        + (Double.isNaN(cpu) ? "unknown" : Numbers.plain(Math.round(cpu * 10) / 10.0)) + " s of CPU in the kernel, mode "
        + mode() + ", " + Runtime.getRuntime().availableProcessors() + " cores.</p>");
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
