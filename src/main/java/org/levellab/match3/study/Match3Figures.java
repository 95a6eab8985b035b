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
