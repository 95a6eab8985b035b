package org.levellab.lab;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.levellab.core.MonteCarlo;
import org.levellab.core.Progress;
import org.levellab.core.ProgressListener;
import tech.tablesaw.api.IntColumn;
import tech.tablesaw.api.StringColumn;
import tech.tablesaw.api.Table;
import tech.tablesaw.plotly.components.Figure;
import tech.tablesaw.plotly.traces.ScatterTrace;

class HtmlTest {
  @Test
  void tablesShowHeadAndTailAndEscapeText() {
    Table t = Table.create("demo <1>", IntColumn.indexColumn("i", 100, 0),
        StringColumn.create("s", java.util.Collections.nCopies(100, "a<b&c")));
    String html = Html.table(t, 10);
    assertTrue(html.contains("demo &lt;1&gt;"));
    assertTrue(html.contains("100 rows &times; 2 columns"));
    assertTrue(html.contains("a&lt;b&amp;c"));
    assertTrue(html.contains("90 more rows"));
    assertTrue(html.contains(">4</td>") && html.contains(">95</td>") && !html.contains(">50</td>"));
  }

  @Test
  void doublesShowThreeSignificantDigitsAndWholeNumbersAsWritten() {
    assertEquals("0.3", Html.number(0.1 + 0.2));
    assertEquals("25.7", Html.number(25.659999999999997));
    assertEquals("37.3", Html.number(37.31299999999998));
    assertEquals("0.789", Html.number(0.78947368));
    assertEquals("14,641", Html.number(14641.0));
    assertEquals("2026", Html.number(2026));
    assertEquals("1235", Html.number(1234.5));
    assertEquals("0", Html.number(0));
    assertEquals("0.00000015", Html.number(1.5e-7), "never scientific notation for a reader");
    assertEquals("−0.25", Html.number(-0.25));
  }

  @Test
  void intervalEndsArePrintedToAsManyDecimalsAsItTakesToTellThemApart() {
    assertEquals("45.15% [45.05%, 45.25%]", Numbers.interval(0.45149, 0.45052, 0.45247, true));
    assertEquals("86.9% [84.0%, 89.5%]", Numbers.interval(0.869, 0.84, 0.895, true));
    assertEquals("2.50 [2.40, 2.60]", Numbers.interval(2.5, 2.4, 2.6, false));
    assertEquals("0.000883 [0.000210, 0.002800]", Numbers.interval(0.000883, 0.00021, 0.0028, false));
    assertEquals("p < 10⁻⁶", Numbers.p(2.359e-34));
    assertEquals("p = 0.012", Numbers.p(0.01234));
    assertEquals("2.81%", Numbers.percent(0.0281));
  }

  @Test
  void intervalsFoldIntoOneCellInHtmlAndText() {
    Table t = Table.create("est", StringColumn.create("what"));
    t.addColumns(org.levellab.core.Tables.estimateColumns("mean"));
    t.stringColumn("what").append("a").append("b");
    org.levellab.core.Tables.appendEstimate(t, "mean",
        new org.levellab.core.Estimate(25.659999999999997, 24.7712, 26.5488, 100, 0.95));
    org.levellab.core.Tables.appendEstimate(t, "mean", null);
    String html = Html.table(t);
    assertTrue(html.contains(">25.7 [24.8, 26.5]</td>"), html);
    assertFalse(html.contains("mean_lo"), html);
    assertTrue(html.contains("2 rows &times; 2 columns"), html);
    String text = Html.text(t);
    assertTrue(text.contains("25.7 [24.8, 26.5]") && !text.contains("25.659"), text);
    assertEquals("25.7 [24.8, 26.6]", Lab.fmt(new org.levellab.core.Estimate(25.66, 24.77, 26.55, 9, 0.95)));
    Table same = Table.create("constant", StringColumn.create("what"));
    same.addColumns(org.levellab.core.Tables.estimateColumns("moves"));
    same.stringColumn("what").append("a");
    same.doubleColumn("moves").append(15);
    same.doubleColumn("moves_lo").append(15);
    same.doubleColumn("moves_hi").append(15);
    assertTrue(Html.table(same).contains(">15 (all equal)</td>"), Html.table(same));
    assertEquals("12.5% [10.0%, 15.0%]", Lab.pct(new org.levellab.core.Estimate(0.125, 0.1, 0.15, 9, 0.95)));
  }

  @Test
  void plotlyIsInlinedOnceWithRequireJsHidden(@TempDir Path dir) throws Exception {
    Path js = dir.resolve("plotly.min.js");
    Files.writeString(js, "window.Plotly = {newPlot: function(){}}; /* </script> */");
    System.setProperty("levellab.plotly.js", js.toString());
    try {
      Html.reloadPlotly();
      Figure f = new Figure(ScatterTrace.builder(new double[] {1, 2}, new double[] {3, 4}).build());
      String first = Html.figure(f);
      String second = Html.figure(f);
      assertTrue(first.contains("window.Plotly = {newPlot"));
      assertTrue(first.contains(".call(window, undefined, undefined, undefined)"));
      assertTrue(first.contains("<\\/script>"), "a script end inside the library must be escaped");
      assertFalse(second.contains("window.Plotly = {newPlot"));
      assertTrue(second.contains("Plotly.newPlot"));
      assertFalse(first.contains("cdn.plot.ly"));
    } finally {
      System.clearProperty("levellab.plotly.js");
      Html.reloadPlotly();
    }
  }

  @Test
  void kernelWiringRegistersRenderersAndCellProgress() {
    List<Class<?>> types = new ArrayList<>();
    List<String> shown = new ArrayList<>();
    ProgressListener before = Progress.newDefault();
    try {
      NotebookSupport.install((type, html, text) -> types.add(type),
          v -> {
            shown.add("display " + v);
            return "id-1";
          },
          (id, v) -> shown.add("update " + id + " " + v));
      assertEquals(List.of(Table.class, Figure.class, HtmlView.class), types);
      MonteCarlo.trials(10).label("tiny").threads(1).collect((i, rng) -> i);
      assertTrue(shown.get(0).startsWith("display") && shown.get(0).contains("tiny"));
      assertTrue(shown.stream().anyMatch(e -> e.startsWith("update id-1") && e.contains("10/10")), shown.toString());
      assertEquals("update id-1 <span class=\"levellab-progress\"></span>", shown.get(shown.size() - 1),
          "a short run leaves only the marked empty element the runner drops");
    } finally {
      Progress.setDefault(() -> ProgressListener.NONE);
    }
  }

  @Test
  void modeComesFromTheSystemPropertyAndIsChecked() {
    System.setProperty("levellab.mode", "quick");
    try {
      assertEquals(3, Lab.pick(3, 30, 300));
      System.setProperty("levellab.mode", "bogus");
      org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class, Lab::mode);
    } finally {
      System.clearProperty("levellab.mode");
    }
  }
}
