package org.levellab.lab;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import tech.tablesaw.api.DoubleColumn;
import tech.tablesaw.api.Table;
import tech.tablesaw.plotly.components.Figure;
import tech.tablesaw.plotly.traces.Trace;

class FiguresTest {
  private static Table series() {
    return Table.create("t", DoubleColumn.create("x", 1, 2, 3), DoubleColumn.create("y", 2, 3, 4),
        DoubleColumn.create("y_lo", 1, 2, 3), DoubleColumn.create("y_hi", 3, 4, 5));
  }

  @Test
  void eachBandHasItsLinesColour() {
    List<Trace> traces = new ArrayList<>();
    traces.addAll(Figures.bandTraces(series(), "x", "y", "y_lo", "y_hi", "first", 0));
    traces.addAll(Figures.bandTraces(series(), "x", "y", "y_lo", "y_hi", "second", 1));
    String js = new Figure(Figures.layout("t", "x", "y"), traces.toArray(new Trace[0])).asJavascript("d");
    assertTrue(js.contains("rgba(31,119,180,0.2)"), "the first band in the first line's blue");
    assertTrue(js.contains("rgba(255,127,14,0.2)"), "the second band in the second line's orange");
    assertTrue(js.contains(Figures.color(1)), "the second line in orange");
    assertEquals("#ff7f0e", Figures.color(1));
  }

  @Test
  void logAxesLabelTheirTicksAsNumbers() {
    String js = new Figure(Figures.layoutLogLog("t", "x", "y"),
        Figures.bandTraces(series(), "x", "y", "y_lo", "y_hi", "s").toArray(new Trace[0])).asJavascript("d");
    assertTrue(js.contains("tickformat: '" + Figures.LOG_TICK_FORMAT + "'"), js);
    assertTrue(js.contains("type: 'log'"), js);
  }
}
