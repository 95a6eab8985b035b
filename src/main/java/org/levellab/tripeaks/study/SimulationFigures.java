package org.levellab.tripeaks.study;

import java.util.ArrayList;
import java.util.List;
import org.levellab.core.Tables;
import tech.tablesaw.api.Table;
import tech.tablesaw.plotly.components.Axis;
import tech.tablesaw.plotly.components.Figure;
import tech.tablesaw.plotly.components.Layout;
import tech.tablesaw.plotly.components.Line;
import tech.tablesaw.plotly.components.Marker;
import tech.tablesaw.plotly.traces.ScatterTrace;
import tech.tablesaw.plotly.traces.Trace;

/**
 * The article's figures for {@link TriPeaksExperiment} results, with tablesaw-jsplot: distributions
 * of a per-player count as shares with 95% bands (one colour per experiment), an optional shaded
 * theoretical range, and Simulation 5's curves against the number of open cards.
 */
public final class SimulationFigures {
  private static final String[] COLOURS = {"31,119,180", "255,127,14", "44,160,44", "214,39,40", "148,103,189"};

  private SimulationFigures() {}

  /** Shares of each value of {@code column} per experiment, each with its Wilson 95% band. */
  public static Figure distribution(String title, String column, ExperimentResult... results) {
    return distribution(title, column, Double.NaN, Double.NaN, results);
  }

  /**
   * As {@link #distribution(String, String, ExperimentResult...)}, with the theoretical range
   * [{@code theoryLow}, {@code theoryHigh}] shaded (NaN: none).
   */
  public static Figure distribution(String title, String column, double theoryLow, double theoryHigh,
      ExperimentResult... results) {
    List<Trace> traces = new ArrayList<>();
    double top = 0;
    for (int k = 0; k < results.length; k++) {
      Table h = results[k].histogram(column);
      top = Math.max(top, h.doubleColumn(Tables.hi("share")).max());
      traces.addAll(band(h, "value", "share", results[k].config().name(),
          COLOURS[k % COLOURS.length]));
    }
    if (!Double.isNaN(theoryLow)) {
      double lo = theoryLow - 0.5;
      double hi = theoryHigh + 0.5;
      traces.add(0, ScatterTrace.builder(new double[] {lo, hi, hi, lo, lo}, new double[] {0, 0, top, top, 0})
          .mode(ScatterTrace.Mode.LINE).fill(ScatterTrace.Fill.TO_SELF).fillColor("rgba(128,128,128,0.15)")
          .line(Line.builder().color("gray").dash(Line.Dash.DASH).width(1).build())
          .name("theory " + cards(theoryLow) + " to " + cards(theoryHigh)).build());
    }
    return new Figure(layout(title, axisTitle(column), "share of players"), traces.toArray(new Trace[0]));
  }

  /**
   * Simulation 5: {@code metric} (a column of {@link OpenCardsExperiment#run}) against the measured
   * open cards, one line with its 95% band per configuration.
   */
  public static Figure openCards(Table sweep, String metric, String title) {
    List<Trace> traces = new ArrayList<>();
    List<String> configs = sweep.stringColumn("config").unique().asList();
    for (int k = 0; k < configs.size(); k++) {
      Table t = sweep.where(sweep.stringColumn("config").isEqualTo(configs.get(k)));
      traces.addAll(band(t, "openCards", metric, configs.get(k),
          COLOURS[k % COLOURS.length]));
    }
    return new Figure(layout(title, "average open cards (measured, cards)", axisTitle(metric)),
        traces.toArray(new Trace[0]));
  }

  /** A card count as a legend writes it: whole numbers without decimals, others to three digits. */
  static String cards(double v) {
    return v == Math.rint(v) ? Long.toString((long) v)
        : new java.math.BigDecimal(v).round(new java.math.MathContext(3)).stripTrailingZeros().toPlainString();
  }

  /** What a per-player column shows and in what unit, for an axis title. */
  public static String axisTitle(String column) {
    return switch (column) {
      case "longestChain" -> "longest chain (cards cleared in a row)";
      case "stockUsed" -> "stock cards used (cards)";
      case "stockDrawn" -> "stock cards drawn (cards)";
      case "consecutiveMatches" -> "consecutive matches per chain";
      case "holdUses" -> "hold slot uses (count)";
      case "playedBack" -> "hold cards played back (count)";
      case "chains" -> "chains (count)";
      case "fallbacks" -> "fallback (random) ranks (count)";
      case "wallsBroken" -> "walls broken (count)";
      case "openCards" -> "average open cards (cards)";
      case "moves" -> "moves (count)";
      default -> column;
    };
  }

  private static Layout layout(String title, String x, String y) {
    return Layout.builder(title).xAxis(Axis.builder().title(x).build()).yAxis(Axis.builder().title(y).build())
        .height(420).build();
  }

  /** A line of {@code y} with its band from {@code y_lo} to {@code y_hi}, in one colour. */
  private static List<Trace> band(Table t, String x, String y, String name, String rgb) {
    double[] xs = t.numberColumn(x).asDoubleArray();
    List<Trace> out = new ArrayList<>();
    out.add(ScatterTrace.builder(xs, t.numberColumn(Tables.lo(y)).asDoubleArray()).mode(ScatterTrace.Mode.LINE)
        .line(Line.builder().width(0).color("rgba(" + rgb + ",0)").build()).showLegend(false).legendGroup(name)
        .name(name + " lower").build());
    // the band shares its line's legend entry: one entry per series
    out.add(ScatterTrace.builder(xs, t.numberColumn(Tables.hi(y)).asDoubleArray()).mode(ScatterTrace.Mode.LINE)
        .fill(ScatterTrace.Fill.TO_NEXT_Y).fillColor("rgba(" + rgb + ",0.2)")
        .line(Line.builder().width(0).color("rgba(" + rgb + ",0)").build()).showLegend(false).legendGroup(name)
        .name(name + " 95% band").build());
    out.add(ScatterTrace.builder(xs, t.numberColumn(y).asDoubleArray()).mode(ScatterTrace.Mode.LINE_AND_MARKERS)
        .line(Line.builder().color("rgb(" + rgb + ")").build()).legendGroup(name)
        .marker(Marker.builder().color("rgb(" + rgb + ")").build()).name(name).build());
    return out;
  }

}
