package org.levellab.lab;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import org.levellab.core.Estimate;
import org.levellab.core.Tables;
import tech.tablesaw.api.NumberColumn;
import tech.tablesaw.api.Table;
import tech.tablesaw.columns.Column;
import tech.tablesaw.plotly.components.Figure;

/**
 * Rich HTML for notebook output: tables and plotly figures that render in JupyterLab, the classic
 * notebook and the HTML export, offline.
 *
 * <p>plotly.js is not fetched from a CDN: the set-up installs it from PyPI and the kernelspec names
 * the file in {@code LEVELLAB_PLOTLY_JS}. The first figure of a kernel session carries the library
 * inline, once; later figures wait for {@code window.Plotly}. The library is loaded with {@code
 * define}, {@code module} and {@code exports} hidden, because its UMD wrapper would otherwise
 * register with RequireJS (classic notebook) instead of setting {@code window.Plotly}; JupyterLab
 * has no RequireJS, so the global is what both see.
 */
public final class Html {
  /** Environment variable (or system property {@code levellab.plotly.js}) naming plotly.min.js. */
  public static final String PLOTLY_ENV = "LEVELLAB_PLOTLY_JS";

  private static final int DEFAULT_ROWS = 20;
  private static final AtomicBoolean plotlyEmitted = new AtomicBoolean();
  private static final AtomicLong figureCounter = new AtomicLong();
  private static final String SESSION = Long.toHexString(System.nanoTime() & 0xFFFFFFL);
  private static volatile String plotlySource;

  private Html() {}

  /** The table as an HTML table: its name and shape, then at most 20 rows (head and tail). */
  public static String table(Table t) {
    return table(t, DEFAULT_ROWS);
  }

  /** The table as an HTML table with at most {@code maxRows} rows (the first and last halves). */
  public static String table(Table t, int maxRows) {
    int rows = t.rowCount();
    List<Column<?>> shown = shownColumns(t);
    StringBuilder sb = new StringBuilder(256 + rows * 64);
    sb.append("<div class=\"levellab-table\"><table style=\"border-collapse:collapse;font-size:0.9em\">");
    sb.append("<caption style=\"text-align:left;font-weight:bold\">").append(escape(t.name() == null ? "" : t.name()))
        .append(" <span style=\"font-weight:normal;color:#666\">(").append(rows).append(" rows &times; ")
        .append(shown.size()).append(" columns)</span></caption><thead><tr>");
    for (Column<?> c : shown) {
      sb.append("<th style=\"text-align:right;padding:2px 8px;border-bottom:1px solid #999\">")
          .append(escape(c.name())).append("</th>");
    }
    sb.append("</tr></thead><tbody>");
    int head = rows <= maxRows ? rows : (maxRows + 1) / 2;
    int tailStart = rows <= maxRows ? rows : rows - maxRows / 2;
    for (int r = 0; r < head; r++) {
      row(sb, t, r);
    }
    if (tailStart > head) {
      sb.append("<tr><td colspan=\"").append(shown.size())
          .append("\" style=\"text-align:center;color:#666\">&hellip; ").append(tailStart - head)
          .append(" more rows &hellip;</td></tr>");
      for (int r = tailStart; r < rows; r++) {
        row(sb, t, r);
      }
    }
    sb.append("</tbody></table></div>");
    return sb.toString();
  }

  private static void row(StringBuilder sb, Table t, int r) {
    sb.append("<tr>");
    for (Column<?> c : shownColumns(t)) {
      sb.append("<td style=\"text-align:right;padding:2px 8px;white-space:nowrap\">").append(escape(cell(t, c, r)))
          .append("</td>");
    }
    sb.append("</tr>");
  }

  /**
   * The columns a reader sees: an interval's ends ({@code x_lo}, {@code x_hi} beside {@code x}, the
   * naming of {@link Tables#estimateColumns}) are folded into {@code x}'s cell.
   */
  static List<Column<?>> shownColumns(Table t) {
    List<Column<?>> shown = new ArrayList<>();
    for (Column<?> c : t.columns()) {
      String name = c.name();
      boolean end = name.endsWith("_lo") || name.endsWith("_hi");
      if (!(end && isInterval(t, name.substring(0, name.length() - 3)))) {
        shown.add(c);
      }
    }
    return shown;
  }

  private static boolean isInterval(Table t, String x) {
    return t.containsColumn(x) && t.containsColumn(Tables.lo(x)) && t.containsColumn(Tables.hi(x))
        && t.column(x) instanceof NumberColumn<?, ?> && t.column(Tables.lo(x)) instanceof NumberColumn<?, ?>
        && t.column(Tables.hi(x)) instanceof NumberColumn<?, ?>;
  }

  /** One cell as a reader sees it: numbers to about 4 significant digits, intervals folded. */
  static String cell(Table t, Column<?> c, int r) {
    if (!(c instanceof NumberColumn<?, ?> n)) {
      return c.getString(r);
    }
    if (n.isMissing(r)) {
      return "";
    }
    // by class, not ColumnType.DOUBLE: Tablesaw can make two DoubleColumnType singletons when its
    // classes initialise in an unusual order, and then an identity test fails
    String value = n instanceof tech.tablesaw.api.DoubleColumn || n instanceof tech.tablesaw.api.FloatColumn
        ? number(n.getDouble(r)) : c.getString(r);
    if (!isInterval(t, c.name())) {
      return value;
    }
    NumberColumn<?, ?> lo = (NumberColumn<?, ?>) t.column(Tables.lo(c.name()));
    NumberColumn<?, ?> hi = (NumberColumn<?, ?>) t.column(Tables.hi(c.name()));
    if (lo.isMissing(r) || hi.isMissing(r)) {
      return value;
    }
    if (lo.getDouble(r) == hi.getDouble(r) && hi.getDouble(r) == n.getDouble(r)) {
      // every observation alike: an interval of width 0 would claim a certainty no sample gives
      return value + " (all equal)";
    }
    return Numbers.interval(n.getDouble(r), lo.getDouble(r), hi.getDouble(r), false);
  }

  /**
   * The table as plain text (the notebook's text/plain output): the same cells as the HTML table,
   * columns padded, every row.
   */
  public static String text(Table t) {
    List<Column<?>> cols = shownColumns(t);
    int rows = t.rowCount();
    String[][] cells = new String[rows + 1][cols.size()];
    int[] width = new int[cols.size()];
    for (int j = 0; j < cols.size(); j++) {
      cells[0][j] = cols.get(j).name();
      for (int r = 0; r < rows; r++) {
        cells[r + 1][j] = cell(t, cols.get(j), r);
      }
      for (String[] row : cells) {
        width[j] = Math.max(width[j], row[j].length());
      }
    }
    StringBuilder sb = new StringBuilder(t.name() == null ? "" : t.name()).append('\n');
    for (String[] row : cells) {
      for (int j = 0; j < row.length; j++) {
        sb.append(j == 0 ? "" : "  ").append(" ".repeat(width[j] - row[j].length())).append(row[j]);
      }
      sb.append('\n');
    }
    return sb.toString();
  }

  /**
   * The figure as a div and a script that draws it with plotly.js; the first figure of the session
   * also carries plotly.js itself.
   */
  public static String figure(Figure figure) {
    // jsplot uses the id in JavaScript variable names, so it must be an identifier.
    String id = "levellab_fig_" + SESSION + "_" + figureCounter.incrementAndGet();
    figure.setConfig(tech.tablesaw.plotly.components.Config.builder().responsive(true).displayLogo(false).build());
    String js = pageWide(stripScriptTags(figure.asJavascript(id)));
    StringBuilder sb = new StringBuilder(js.length() + 512);
    if (plotlyEmitted.compareAndSet(false, true)) {
      sb.append(plotlyLoader());
    }
    sb.append("<div id=\"").append(id).append("\"></div>\n<script type=\"text/javascript\">\n(function() {\n")
        .append("  function draw() {\n").append(js).append("\n  }\n")
        .append("  var tries = 0;\n")
        .append("  (function wait() {\n")
        .append("    if (window.Plotly) { draw(); }\n")
        .append("    else if (tries++ < 200) { setTimeout(wait, 50); }\n")
        .append("    else { document.getElementById('").append(id)
        .append("').innerText = 'plotly.js did not load: run the notebook from the LevelLab kernel (see README).'; }\n")
        .append("  })();\n})();\n</script>\n");
    return sb.toString();
  }

  /** A script element that defines {@code window.Plotly} from the installed plotly.min.js. */
  public static String plotlyLoader() {
    String src = plotlySource();
    if (src == null) {
      return "<div style=\"color:#a00\">plotly.js not found: set " + PLOTLY_ENV
          + " to plotly.min.js (the LevelLab kernel does this).</div>\n";
    }
    return "<script type=\"text/javascript\">\n(function(define, module, exports) {\nif (window.Plotly) { return; }\n"
        + src + "\n}).call(window, undefined, undefined, undefined);\n</script>\n";
  }

  /** Makes the next figure carry plotly.js again (for a fresh page in the same kernel). */
  public static void reloadPlotly() {
    plotlyEmitted.set(false);
  }

  private static String plotlySource() {
    String s = plotlySource;
    if (s != null) {
      return s;
    }
    String path = System.getProperty("levellab.plotly.js", System.getenv(PLOTLY_ENV));
    if (path == null || path.isBlank()) {
      return null;
    }
    try {
      // A literal "</script" inside the library would close the element early.
      s = Files.readString(Path.of(path), StandardCharsets.UTF_8).replace("</script", "<\\/script");
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read plotly.js from " + path + " (" + PLOTLY_ENV + ")", e);
    }
    plotlySource = s;
    return s;
  }

  /**
   * The figure as wide as the page (its layout's fixed width dropped; plotly then fills its container
   * and follows it), with the mode bar shown only while the pointer is over the figure, so it never
   * covers the title on a page.
   */
  static String pageWide(String js) {
    return js.replaceFirst("(?m)^\\s*width: \\d+,\\s*$", "")
        .replace("\"responsive\" : true", "\"responsive\" : true, \"displayModeBar\" : \"hover\"");
  }

  static String stripScriptTags(String html) {
    String s = html.strip();
    int open = s.indexOf("<script>");
    int close = s.lastIndexOf("</script>");
    if (open >= 0 && close > open) {
      return s.substring(open + "<script>".length(), close);
    }
    return s;
  }

  /**
   * A double as a reader wants it in a table or in prose: the notebooks' one number style ({@link
   * Numbers#plain}: three significant digits, whole numbers with separators from 10,000 up, never
   * scientific notation).
   */
  public static String number(double v) {
    return Numbers.plain(v);
  }

  /** An estimate as {@code 25.7 [24.8, 26.6]} (a share in percent), or an observed constant with its n. */
  public static String estimate(Estimate e) {
    return e == null ? "" : Numbers.estimate(e);
  }

  /** A proportion as percentages, {@code 12.3% [10.1%, 14.9%]}. */
  public static String percent(Estimate e) {
    return e == null ? "" : e.isConstant() ? Numbers.estimate(e)
        : Numbers.interval(e.value(), e.lower(), e.upper(), true);
  }

  /** Escapes text for HTML element content and attribute values. */
  public static String escape(String s) {
    StringBuilder sb = new StringBuilder(s.length() + 16);
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      switch (c) {
        case '<' -> sb.append("&lt;");
        case '>' -> sb.append("&gt;");
        case '&' -> sb.append("&amp;");
        case '"' -> sb.append("&quot;");
        case '\'' -> sb.append("&#39;");
        default -> sb.append(c);
      }
    }
    return sb.toString();
  }
}
