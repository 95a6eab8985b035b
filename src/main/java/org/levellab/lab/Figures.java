package org.levellab.lab;

import java.util.ArrayList;
import java.util.List;
import org.levellab.core.Tables;
import tech.tablesaw.api.DoubleColumn;
import tech.tablesaw.api.NumericColumn;
import tech.tablesaw.api.StringColumn;
import tech.tablesaw.columns.Column;
import tech.tablesaw.api.Table;
import tech.tablesaw.plotly.components.Axis;
import tech.tablesaw.plotly.components.Figure;
import tech.tablesaw.plotly.components.Layout;
import tech.tablesaw.plotly.components.Line;
import tech.tablesaw.plotly.components.Marker;
import tech.tablesaw.plotly.components.TickSettings;
import tech.tablesaw.plotly.traces.BarTrace;
import tech.tablesaw.plotly.traces.ScatterTrace;
import tech.tablesaw.plotly.traces.Trace;

/**
 * Figures that the notebooks use again and again, built with tablesaw-jsplot: bars with error bars
 * are drawn as bars plus interval whiskers, lines with confidence bands as a filled band.
 */
public final class Figures {
  private Figures() {}

  /** A layout with a title and axis titles, sized for a notebook. */
  public static Layout layout(String title, String xTitle, String yTitle) {
    return Layout.builder(title)
        .xAxis(Axis.builder().title(xTitle).build())
        .yAxis(Axis.builder().title(yTitle).build())
        .width(760).height(420)
        .build();
  }

  /** As {@link #layout} with a logarithmic y axis (counts that span orders of magnitude). */
  public static Layout layoutLogY(String title, String xTitle, String yTitle) {
    return Layout.builder(title)
        .xAxis(Axis.builder().title(xTitle).build())
        .yAxis(logAxis(yTitle))
        .width(760).height(420)
        .build();
  }

  /** As {@link #layout} with both axes logarithmic (a power law is a straight line). */
  public static Layout layoutLogLog(String title, String xTitle, String yTitle) {
    return Layout.builder(title)
        .xAxis(logAxis(xTitle))
        .yAxis(logAxis(yTitle))
        .width(760).height(420)
        .build();
  }

  /**
   * A logarithmic axis whose every tick is labelled with its number ({@code 2,000}, {@code 0.05}),
   * not plotly's default of a bare "2" or "5" between the powers of ten.
   */
  public static Axis logAxis(String title) {
    return Axis.builder().title(title).type(Axis.Type.LOG)
        .tickSettings(TickSettings.builder().format(LOG_TICK_FORMAT).build())
        .build();
  }

  /** d3's format for log-axis labels: three significant digits, thousands separated, no exponent. */
  static final String LOG_TICK_FORMAT = ",.3~r";

  /** Plotly's default colours, in the order it gives them to traces. */
  private static final String[] PALETTE = {"#1f77b4", "#ff7f0e", "#2ca02c", "#d62728", "#9467bd", "#8c564b",
      "#e377c2", "#7f7f7f", "#bcbd22", "#17becf"};

  /** The colour of the {@code series}-th line of a figure (0 first), plotly's default order. */
  public static String color(int series) {
    return PALETTE[Math.floorMod(series, PALETTE.length)];
  }

  /** A colour with transparency, for a band under a line of that colour. */
  static String translucent(String hex, double alpha) {
    int r = Integer.parseInt(hex.substring(1, 3), 16);
    int g = Integer.parseInt(hex.substring(3, 5), 16);
    int b = Integer.parseInt(hex.substring(5, 7), 16);
    return "rgba(" + r + "," + g + "," + b + "," + alpha + ")";
  }

  /** As {@link #bandLine} on a logarithmic y axis. */
  public static Figure bandLineLogY(Table t, String x, String y, String title, String xTitle,
      String yTitle) {
    return new Figure(layoutLogY(title, xTitle, yTitle),
        bandTraces(t, x, y, Tables.lo(y), Tables.hi(y), y).toArray(new Trace[0]));
  }

  /**
   * A line of {@code y} against {@code x} with a shaded band between {@code lower} and {@code
   * upper} (a confidence band).
   */
  public static Figure lineWithBand(Table t, String x, String y, String lower, String upper, String title) {
    return new Figure(layout(title, x, y), bandTraces(t, x, y, lower, upper, y).toArray(new Trace[0]));
  }

  /**
   * A line of {@code y} against {@code x} with its band from the columns {@code y_lo} and {@code
   * y_hi} (the interval naming of every table), axes titled with what they show and in what unit.
   */
  public static Figure bandLine(Table t, String x, String y, String title, String xTitle, String yTitle) {
    return new Figure(layout(title, xTitle, yTitle),
        bandTraces(t, x, y, Tables.lo(y), Tables.hi(y), y).toArray(new Trace[0]));
  }

  /** Bars of {@code y} per category {@code x} with whiskers from {@code y_lo} to {@code y_hi}. */
  public static Figure intervalBars(Table t, String x, String y, String title, String xTitle, String yTitle) {
    Figure f = barsWithIntervals(t, x, y, Tables.lo(y), Tables.hi(y), title);
    return new Figure(layout(title, xTitle, yTitle), f.getTraces());
  }

  /** The traces of one line with its band, in the first series' colour. */
  public static List<Trace> bandTraces(Table t, String x, String y, String lower, String upper, String name) {
    return bandTraces(t, x, y, lower, upper, name, 0);
  }

  /**
   * The traces of the {@code series}-th line of a figure (0 first) with its band, line and band in
   * that series' colour ({@link #color}), to combine several series in one figure.
   */
  public static List<Trace> bandTraces(Table t, String x, String y, String lower, String upper, String name,
      int series) {
    NumericColumn<?> xs = t.numberColumn(x);
    String colour = color(series);
    List<Trace> traces = new ArrayList<>();
    // one legend entry per series: the band goes with its line (the caption says what is shaded)
    traces.add(ScatterTrace.builder(xs, t.numberColumn(lower)).mode(ScatterTrace.Mode.LINE)
        .line(Line.builder().width(0).color(colour).build()).showLegend(false).legendGroup(name)
        .name(name + " lower").build());
    traces.add(ScatterTrace.builder(xs, t.numberColumn(upper)).mode(ScatterTrace.Mode.LINE)
        .fill(ScatterTrace.Fill.TO_NEXT_Y).fillColor(translucent(colour, 0.2))
        .line(Line.builder().width(0).color(colour).build()).showLegend(false).legendGroup(name)
        .name(name + " 95% band").build());
    traces.add(ScatterTrace.builder(xs, t.numberColumn(y)).mode(ScatterTrace.Mode.LINE_AND_MARKERS)
        .line(Line.builder().color(colour).build()).marker(Marker.builder().color(colour).build())
        .legendGroup(name).name(name).build());
    return traces;
  }

  /** Bars of {@code y} per category {@code x}, with whiskers from {@code lower} to {@code upper}. */
  public static Figure barsWithIntervals(Table t, String x, String y, String lower, String upper, String title) {
    List<Trace> traces = new ArrayList<>();
    Object[] cats = new Object[t.rowCount()];
    for (int r = 0; r < cats.length; r++) {
      cats[r] = t.column(x).getString(r);
    }
    traces.add(BarTrace.builder(cats, t.numberColumn(y).asDoubleArray()).name(y).build());
    traces.addAll(whiskers(t, x, lower, upper));
    return new Figure(layout(title, x, y), traces.toArray(new Trace[0]));
  }

  /** Vertical interval whiskers, one per row, as line segments (plotly's error_y is not in jsplot). */
  public static List<Trace> whiskers(Table t, String x, String lower, String upper) {
    List<Trace> traces = new ArrayList<>();
    for (int r = 0; r < t.rowCount(); r++) {
      Column<?> xs = t.column(x) instanceof NumericColumn<?> n
          ? DoubleColumn.create(x, n.getDouble(r), n.getDouble(r))
          : StringColumn.create(x, t.column(x).getString(r), t.column(x).getString(r));
      DoubleColumn ys = DoubleColumn.create("interval", t.numberColumn(lower).getDouble(r), t.numberColumn(upper).getDouble(r));
      traces.add(ScatterTrace.builder(xs, ys).mode(ScatterTrace.Mode.LINE_AND_MARKERS)
          .marker(Marker.builder().symbol(tech.tablesaw.plotly.components.Symbol.LINE_EW).size(12)
              .color("black").build())
          .line(Line.builder().color("black").width(1.5).build())
          .showLegend(r == 0).name("95% interval").legendGroup("ci").build());
    }
    return traces;
  }

  /**
   * A histogram of a numeric column as bars of counts per value (integers) or per bin; the x axis
   * is titled with the column's name (prefer {@link #histogram(Table, String, String, String)}).
   */
  public static Figure histogram(Table t, String column, String title) {
    return histogram(t, column, title, column);
  }

  /** A histogram with the x axis titled with what it shows and in what unit. */
  public static Figure histogram(Table t, String column, String title, String xTitle) {
    return histogram(t, column, title, xTitle, "count");
  }

  /** A histogram with both axes titled ({@code yTitle}: what a bar counts, "trials", "deals"). */
  public static Figure histogram(Table t, String column, String title, String xTitle, String yTitle) {
    tech.tablesaw.plotly.traces.HistogramTrace trace =
        tech.tablesaw.plotly.traces.HistogramTrace.builder(t.numberColumn(column)).name(column).build();
    return new Figure(layout(title, xTitle, yTitle), trace);
  }

  /** The colour of a verdict in every figure and table. */
  public static String verdictColor(Comparison.Verdict v) {
    return switch (v) {
      case AGREES -> "#1a9850";
      case DIFFERS, FITTED_DIFFERS -> "#d73027";
      case INCONCLUSIVE -> "#7570b3";
      default -> "#969696";
    };
  }

  /** Most rows a source-vs-ours figure draws before it stops (the full table is in the appendix). */
  static final int FOREST_MAX_ROWS = 40;
  /** How far a forest figure's axis reaches, in margins either side of the source's value. */
  static final double FOREST_REACH = 6;

  /**
   * Source against ours, one row per tested quantity: the source's range as a grey bar, ours as a point
   * with its 95% interval, coloured by the verdict. Each row has its own units, so each is drawn on its
   * own scale: the source's value at 0 and its margin (the half-width of its range, or the declared
   * margin) at ±1; a point beyond ±6 sits at the edge as a triangle. The hover text and the row label
   * carry the numbers. With {@code sections}, only those sections' rows (judged with the whole
   * comparison).
   */
  public static Figure comparison(Comparison c, String title, String... sections) {
    List<String> only = List.of(sections);
    List<Comparison.Row> rows = c.rows().stream()
        .filter(r -> only.isEmpty() || only.contains(r.section()))
        .filter(r -> r.verdict() != Comparison.Verdict.NOT_COMPARABLE && r.verdict() != Comparison.Verdict.BESIDE
            && r.kind() != Comparison.Kind.FACT && !Double.isNaN(r.ours()))
        .limit(FOREST_MAX_ROWS).toList();
    List<Trace> traces = new ArrayList<>();
    java.util.Map<Comparison.Verdict, List<Integer>> byVerdict = new java.util.EnumMap<>(Comparison.Verdict.class);
    String[] labels = new String[rows.size()];
    double[] centre = new double[rows.size()];
    double[] scale = new double[rows.size()];
    for (int i = 0; i < rows.size(); i++) {
      Comparison.Row r = rows.get(i);
      Source s = r.source();
      double lo = Double.isInfinite(s.low()) ? s.value() : s.low();
      double hi = Double.isInfinite(s.high()) ? s.value() : s.high();
      centre[i] = s.shape() == Source.Shape.RANGE ? (lo + hi) / 2 : s.value();
      double half = Math.max(r.margin() > 0 ? r.margin() : 0, (hi - lo) / 2);
      if (!(half > 0)) {
        half = Math.abs(s.value()) > 0 ? Math.abs(s.value()) / 10 : 1;
      }
      scale[i] = half;
      labels[i] = label(r, i);
      byVerdict.computeIfAbsent(r.verdict(), v -> new ArrayList<>()).add(i);
      // the bar is what the source allows: its own range, or the margin around its value when wider
      double zone = r.margin() > 0 ? r.margin() / half : 0;
      double barLo = Double.isInfinite(s.low()) ? -FOREST_REACH : clip(Math.min(-zone, (s.low() - centre[i]) / half));
      double barHi = Double.isInfinite(s.high()) ? FOREST_REACH : clip(Math.max(zone, (s.high() - centre[i]) / half));
      traces.add(ScatterTrace.builder(DoubleColumn.create("x", barLo, barHi), StringColumn.create("y", labels[i], labels[i]))
          .mode(ScatterTrace.Mode.LINE).line(Line.builder().color("rgba(150,150,150,0.45)").width(12).build())
          .name("the source's range").legendGroup("source").showLegend(i == 0).build());
      if (!Double.isNaN(r.oursLo())) {
        traces.add(ScatterTrace.builder(
                DoubleColumn.create("x", clip((r.oursLo() - centre[i]) / half), clip((r.oursHi() - centre[i]) / half)),
                StringColumn.create("y", labels[i], labels[i]))
            .mode(ScatterTrace.Mode.LINE).line(Line.builder().color(verdictColor(r.verdict())).width(2).build())
            .showLegend(false).legendGroup(r.verdict().name()).name(r.verdict().text()).build());
      }
    }
    for (var e : byVerdict.entrySet()) {
      List<Integer> idx = e.getValue();
      double[] xs = new double[idx.size()];
      String[] ys = new String[idx.size()];
      String[] hover = new String[idx.size()];
      for (int k = 0; k < idx.size(); k++) {
        int i = idx.get(k);
        Comparison.Row r = rows.get(i);
        xs[k] = clip((r.ours() - centre[i]) / scale[i]);
        ys[k] = labels[i];
        hover[k] = r.quantity() + ": source " + r.source().text() + ", ours " + oursText(r) + " (" + r.agrees() + ")";
      }
      traces.add(ScatterTrace.builder(DoubleColumn.create("x", xs), StringColumn.create("y", ys))
          .mode(ScatterTrace.Mode.MARKERS).marker(Marker.builder().color(verdictColor(e.getKey())).size(10).build())
          .text(hover).name(e.getKey().text()).legendGroup(e.getKey().name()).build());
    }
    Layout layout = Layout.builder(title)
        .xAxis(Axis.builder().title("ours against the source: 0 is the source's value, ±1 its margin")
            .range(-FOREST_REACH - 0.3, FOREST_REACH + 0.3).zeroLineColor("#444").build())
        .yAxis(Axis.builder().categoryOrder(Axis.CategoryOrder.TRACE).autoRange(Axis.AutoRange.REVERSED).build())
        .margin(tech.tablesaw.plotly.components.Margin.builder().left(330).right(20).top(50).bottom(50).build())
        .height(Math.max(220, 90 + 26 * rows.size())).width(900)
        .build();
    return new Figure(layout, traces.toArray(new Trace[0]));
  }

  private static double clip(double x) {
    return Math.max(-FOREST_REACH, Math.min(FOREST_REACH, x));
  }

  private static String label(Comparison.Row r, int i) {
    String q = r.quantity();
    if (q.length() > 48) {
      q = q.substring(0, 46) + "…";
    }
    // the row number keeps two rows of the same name apart on a categorical axis
    return q + " (" + (i + 1) + ")";
  }

  private static String oursText(Comparison.Row r) {
    boolean pct = r.oursInPercent();
    if (Double.isNaN(r.oursLo())) {
      return pct ? Numbers.percent(r.ours()) : Numbers.plain(r.ours());
    }
    return Numbers.interval(r.ours(), r.oursLo(), r.oursHi(), pct);
  }

  /**
   * Estimates of several series over the same categories, side by side: for each category (the x axis,
   * in order, labels horizontal) one dot per series with its 95% interval as a whisker, the series a
   * little apart and each in its colour (one legend entry per series). Shares are drawn in percent when
   * {@code percent}. The figure for a ladder of agents on several layouts, or a rate per setting.
   */
  public static Figure groupedIntervals(String title, String xTitle, String yTitle, List<String> categories,
      java.util.Map<String, List<org.levellab.core.Estimate>> series, boolean percent) {
    List<Trace> traces = new ArrayList<>();
    int s = series.size();
    int k = 0;
    double scale = percent ? 100 : 1;
    for (var e : series.entrySet()) {
      double offset = s == 1 ? 0 : (k - (s - 1) / 2.0) * Math.min(0.22, 0.8 / s);
      String colour = color(k);
      double[] xs = new double[categories.size()];
      double[] ys = new double[categories.size()];
      for (int i = 0; i < categories.size(); i++) {
        org.levellab.core.Estimate est = e.getValue().get(i);
        xs[i] = i + offset;
        ys[i] = scale * est.value();
        traces.add(ScatterTrace.builder(new double[] {xs[i], xs[i]}, new double[] {scale * est.lower(),
                scale * est.upper()}).mode(ScatterTrace.Mode.LINE)
            .line(Line.builder().color(colour).width(2).build()).showLegend(false).legendGroup(e.getKey())
            .name(e.getKey()).build());
      }
      traces.add(ScatterTrace.builder(xs, ys).mode(ScatterTrace.Mode.MARKERS)
          .marker(Marker.builder().color(colour).size(9).build()).legendGroup(e.getKey()).name(e.getKey()).build());
      k++;
    }
    double[] ticks = new double[categories.size()];
    for (int i = 0; i < ticks.length; i++) {
      ticks[i] = i;
    }
    Layout layout = Layout.builder(title)
        .xAxis(Axis.builder().title(xTitle).range(-0.5, categories.size() - 0.5)
            .tickSettings(TickSettings.builder().tickMode(TickSettings.TickMode.ARRAY)
                .arrayTicks(ticks, categories.toArray(new String[0])).build()).build())
        .yAxis(Axis.builder().title(yTitle).build())
        .height(440).build();
    return new Figure(layout, traces.toArray(new Trace[0]));
  }
}
