package org.levellab.match3.study;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.levellab.core.Tables;
import org.levellab.lab.Figures;
import tech.tablesaw.api.DoubleColumn;
import tech.tablesaw.api.StringColumn;
import tech.tablesaw.api.Table;
import tech.tablesaw.plotly.components.Axis;
import tech.tablesaw.plotly.components.Figure;
import tech.tablesaw.plotly.components.Layout;
import tech.tablesaw.plotly.components.Line;
import tech.tablesaw.plotly.components.Margin;
import tech.tablesaw.plotly.components.Marker;
import tech.tablesaw.plotly.traces.BarTrace;
import tech.tablesaw.plotly.traces.ScatterTrace;
import tech.tablesaw.plotly.traces.Trace;

/** The paper's figures drawn from {@link Match3Studies} and {@link Calibration} tables (tablesaw-jsplot). */
public final class Match3Figures {
  private Match3Figures() {}

  private static Layout layout(String title, String x, String y, Axis.Type yType, int height) {
    return Layout.builder(title)
        .xAxis(Axis.builder().title(x).build())
        .yAxis(yType == Axis.Type.LOG ? Figures.logAxis(y) : Axis.builder().title(y).type(yType).build())
        .margin(Margin.builder().bottom(140).left(70).build())
        .width(900).height(height).build();
  }

  /**
   * Figure 3 coloured by the number of gem types: one series per g (points joined in s/g order)
   * with Wilson 95% whiskers in the series' colour, from {@link Match3Studies#gameOverRates}.
   */
  public static Figure gameOverRateByGems(Table rates, String title) {
    List<Trace> traces = new ArrayList<>();
    List<Integer> gems = rates.intColumn("g").unique().asList().stream().sorted().toList();
    for (int k = 0; k < gems.size(); k++) {
      int g = gems.get(k);
      Table t = rates.where(rates.intColumn("g").isEqualTo(g)).sortAscendingOn("ratio");
      String colour = Figures.color(k);
      String name = "g = " + g + " gem types";
      for (int i = 0; i < t.rowCount(); i++) {
        traces.add(ScatterTrace.builder(DoubleColumn.create("x", t.doubleColumn("ratio").get(i),
                t.doubleColumn("ratio").get(i)),
            DoubleColumn.create("y", t.doubleColumn(Tables.lo("gameOverRate")).get(i),
                t.doubleColumn(Tables.hi("gameOverRate")).get(i)))
            .mode(ScatterTrace.Mode.LINE).line(Line.builder().color(colour).width(1.5).build())
            .showLegend(false).legendGroup(name).name(name + " 95% interval").build());
      }
      String[] text = new String[t.rowCount()];
      for (int i = 0; i < text.length; i++) {
        text[i] = "s = " + t.intColumn("s").get(i) + ", g = " + g;
      }
      traces.add(ScatterTrace.builder(t.doubleColumn("ratio"), t.doubleColumn("gameOverRate"))
          .mode(ScatterTrace.Mode.LINE_AND_MARKERS).text(text)
          .line(Line.builder().color(colour).width(1).build())
          .marker(Marker.builder().color(colour).size(9).build()).legendGroup(name).name(name).build());
    }
    Layout l = Layout.builder(title)
        .xAxis(Axis.builder().title("s/g (board side over gem types)").build())
        .yAxis(Axis.builder().title("game-over rate (share of games)").range(0, 1).build())
        .width(820).height(420).build();
    return new Figure(l, traces.toArray(new Trace[0]));
  }

  /**
   * One row of a {@link #dots} figure: a label on the y axis, the series it belongs to (its colour
   * and legend entry), a value and its 95% interval (NaN ends: no whisker).
   */
  public record Dot(String label, String series, double value, double lo, double hi) {}

  /**
   * A dot plot with the labels horizontal on the y axis, in the order given (top first): each row a
   * point with its 95% interval as a horizontal whisker, coloured by its series (one legend entry per
   * series); vertical reference lines ({@code refNames}, {@code refValues}) labelled in the legend. The
   * x axis is zoomed to the data and the references ({@code logX}: a logarithmic axis with labelled
   * ticks), so differences of a few tenths stay visible.
   */
  public static Figure dots(String title, String xTitle, List<Dot> rows, String[] refNames, double[] refValues,
      boolean logX) {
    List<Trace> traces = new ArrayList<>();
    List<String> series = new ArrayList<>(new LinkedHashSet<>(rows.stream().map(Dot::series).toList()));
    List<String> labels = new ArrayList<>(new LinkedHashSet<>(rows.stream().map(Dot::label).toList()));
    double min = Double.POSITIVE_INFINITY;
    double max = Double.NEGATIVE_INFINITY;
    // an invisible first trace puts every label on the axis in the order given
    double[] firstValue = new double[labels.size()];
    for (int i = 0; i < labels.size(); i++) {
      String label = labels.get(i);
      firstValue[i] = rows.stream().filter(d -> d.label().equals(label)).mapToDouble(Dot::value)
          .filter(Double::isFinite).findFirst().orElse(0);
    }
    traces.add(ScatterTrace.builder(DoubleColumn.create("x", firstValue), StringColumn.create("y", labels))
        .mode(ScatterTrace.Mode.MARKERS).marker(Marker.builder().size(1).opacity(0).build()).showLegend(false)
        .name("order").build());
    for (Dot d : rows) {
      String colour = Figures.color(series.indexOf(d.series()));
      if (Double.isFinite(d.lo()) && Double.isFinite(d.hi())) {
        traces.add(ScatterTrace.builder(DoubleColumn.create("x", d.lo(), d.hi()),
                StringColumn.create("y", d.label(), d.label()))
            .mode(ScatterTrace.Mode.LINE).line(Line.builder().color(colour).width(2).build()).showLegend(false)
            .legendGroup(d.series()).name(d.series() + " 95% interval").build());
        min = Math.min(min, d.lo());
        max = Math.max(max, d.hi());
      }
      if (Double.isFinite(d.value())) {
        min = Math.min(min, d.value());
        max = Math.max(max, d.value());
      }
    }
    for (int s = 0; s < series.size(); s++) {
      String name = series.get(s);
      List<Dot> mine = rows.stream().filter(d -> d.series().equals(name)).toList();
      traces.add(ScatterTrace.builder(DoubleColumn.create("x", mine.stream().mapToDouble(Dot::value).toArray()),
              StringColumn.create("y", mine.stream().map(Dot::label).toList()))
          .mode(ScatterTrace.Mode.MARKERS).marker(Marker.builder().color(Figures.color(s)).size(9).build())
          .legendGroup(name).name(name).build());
    }
    for (int i = 0; i < refNames.length; i++) {
      traces.add(ScatterTrace.builder(DoubleColumn.create("x", refValues[i], refValues[i]),
              StringColumn.create("y", labels.get(0), labels.get(labels.size() - 1)))
          .mode(ScatterTrace.Mode.LINE)
          .line(Line.builder().dash(i == 0 ? Line.Dash.DASH : Line.Dash.DOT).width(2).color(i == 0 ? "#444" : "#999")
              .build())
          .name(refNames[i]).build());
      min = Math.min(min, refValues[i]);
      max = Math.max(max, refValues[i]);
    }
    int longest = labels.stream().mapToInt(String::length).max().orElse(10);
    Axis.AxisBuilder x = logX ? null : Axis.builder().title(xTitle);
    Axis xAxis;
    if (logX) {
      xAxis = Figures.logAxis(xTitle);
    } else {
      double pad = Math.max(0.05 * (max - min), 0.1);
      xAxis = x.range(min - pad, max + pad).build();
    }
    Layout l = Layout.builder(title)
        .xAxis(xAxis)
        .yAxis(Axis.builder().categoryOrder(Axis.CategoryOrder.TRACE).autoRange(Axis.AutoRange.REVERSED).build())
        .margin(Margin.builder().left(Math.min(420, 40 + 7 * longest)).right(20).top(50).bottom(65)
            .build())
        .width(900).height(Math.max(260, 110 + 22 * labels.size())).build();
    return new Figure(l, traces.toArray(new Trace[0]));
  }

  /** Figure 3: game-over rate (with Wilson 95% whiskers) against s/g, from {@link Match3Studies#gameOverRates}. */
  public static Figure gameOverRate(Table rates) {
    List<Trace> traces = new ArrayList<>();
    String[] text = new String[rates.rowCount()];
    for (int i = 0; i < text.length; i++) {
      text[i] = "s=" + rates.intColumn("s").get(i) + ", g=" + rates.intColumn("g").get(i);
    }
    traces.add(ScatterTrace.builder(rates.doubleColumn("ratio"), rates.doubleColumn("gameOverRate"))
        .mode(ScatterTrace.Mode.MARKERS).text(text).name("game-over rate").build());
    traces.addAll(Figures.whiskers(rates, "ratio", Tables.lo("gameOverRate"), Tables.hi("gameOverRate")));
    return new Figure(layout("Figure 3: game-over rate against s/g", "s/g", "game-over rate",
        Axis.Type.LINEAR, 420), traces.toArray(new Trace[0]));
  }

  /** Figure 5: mean time per swap choice by agent, logarithmic axis, from {@link Match3Studies#compare}. */
  public static Figure timePerSwap(Table compare) {
    Object[] cats = compare.stringColumn("agent").asObjectArray();
    BarTrace bars = BarTrace.builder(cats, compare.doubleColumn("microsPerSwap").asDoubleArray())
        .name("time per swap choice").build();
    return new Figure(layout("Figure 5: mean time per swap choice (log scale)", "agent",
        "microseconds per swap choice", Axis.Type.LOG, 460), bars);
  }

  /**
   * Mean swaps to the target per agent with 95% whiskers, and horizontal reference lines (for
   * example the paper's SGS 25.2 and human 28.8), from {@link Match3Studies#compare}.
   */
  public static Figure swaps(Table compare, String title, String[] refNames, double[] refValues) {
    List<Trace> traces = new ArrayList<>();
    Object[] cats = compare.stringColumn("agent").asObjectArray();
    traces.add(BarTrace.builder(cats, compare.doubleColumn("meanSwaps").asDoubleArray()).name("mean swaps (ours)").build());
    String lo = Tables.lo("meanSwaps");
    String hi = Tables.hi("meanSwaps");
    Table w = Table.create("w", StringColumn.create("agent", compare.stringColumn("agent").asObjectArray()),
        compare.doubleColumn(lo).copy(), compare.doubleColumn(hi).copy());
    traces.addAll(Figures.whiskers(w, "agent", lo, hi));
    for (int i = 0; i < refNames.length; i++) {
      traces.add(ScatterTrace.builder(
          StringColumn.create("agent", String.valueOf(cats[0]), String.valueOf(cats[cats.length - 1])),
          DoubleColumn.create("reference", refValues[i], refValues[i])).mode(ScatterTrace.Mode.LINE)
          .line(Line.builder().dash(i == 0 ? Line.Dash.DASH : Line.Dash.DOT).width(2).build())
          .name(refNames[i] + " = " + refValues[i]).build());
    }
    return new Figure(layout(title, "", "mean swaps to reach the target", Axis.Type.LINEAR, 520),
        traces.toArray(new Trace[0]));
  }

  /** Grouped bars: mean swaps per heuristic combination, one bar per algorithm (HGS, L-BFS). */
  public static Figure swapsByAlgorithm(Table compare, String title) {
    Set<String> kinds = new LinkedHashSet<>(compare.stringColumn("kind").asList());
    List<Trace> traces = new ArrayList<>();
    for (String k : kinds) {
      Table t = compare.where(compare.stringColumn("kind").isEqualTo(k));
      traces.add(BarTrace.builder(t.stringColumn("heuristics").asObjectArray(),
          t.doubleColumn("meanSwaps").asDoubleArray()).name(k).build());
    }
    Layout l = Layout.builder(title).barMode(Layout.BarMode.GROUP)
        .xAxis(Axis.builder().title("heuristics switched on (s score, p pairs, n moves, d depth, t touching)").build())
        .yAxis(Axis.builder().title("mean swaps to reach the target").build())
        .margin(Margin.builder().bottom(120).left(70).build())
        .width(980).height(480).build();
    return new Figure(l, traces.toArray(new Trace[0]));
  }

  /** Best score so far against games played, one line per calibration table (grid order, CMA-ES). */
  public static Figure convergence(String title, List<String> names, List<Table> runs) {
    List<Trace> traces = new ArrayList<>();
    for (int i = 0; i < runs.size(); i++) {
      Table t = runs.get(i);
      traces.add(ScatterTrace.builder(DoubleColumn.create("games", t.longColumn("gamesPlayed").asDoubleArray()),
          t.doubleColumn("bestSoFar")).mode(ScatterTrace.Mode.LINE).name(names.get(i)).build());
    }
    Layout l = Layout.builder(title)
        .xAxis(Figures.logAxis("games played (log scale)"))
        .yAxis(Axis.builder().title("best mean swaps to target so far").build())
        .width(900).height(420).build();
    return new Figure(l, traces.toArray(new Trace[0]));
  }
}
