package org.levellab.tripeaks.study;

import org.levellab.core.Estimate;
import tech.tablesaw.api.DoubleColumn;
import tech.tablesaw.api.StringColumn;
import tech.tablesaw.api.Table;

/**
 * The article's numbers next to ours: one row per stated value, with our estimate and its 95%
 * interval (or our theoretical value, which has none), the difference and a note on why.
 */
public final class SimulationComparison {
  private final Table table = Table.create("article vs LevelLab", StringColumn.create("simulation"),
      StringColumn.create("quantity"), DoubleColumn.create("article"), DoubleColumn.create("ours"),
      DoubleColumn.create("lower"), DoubleColumn.create("upper"), DoubleColumn.create("difference"),
      StringColumn.create("inside"), StringColumn.create("note"));

  /** A simulated value: {@code inside} tells whether the article's value lies in our interval. */
  public SimulationComparison add(String simulation, String quantity, double article, Estimate ours, String note) {
    return row(simulation, quantity, article, ours.value(), ours.lower(), ours.upper(),
        ours.contains(article) ? "yes" : "no", note);
  }

  /** A theoretical value (exact: no interval). */
  public SimulationComparison addTheory(String simulation, String quantity, double article, double ours,
      String note) {
    return row(simulation, quantity, article, ours, ours, ours, "exact", note);
  }

  private SimulationComparison row(String sim, String q, double article, double v, double lo, double hi,
      String inside, String note) {
    table.stringColumn("simulation").append(sim);
    table.stringColumn("quantity").append(q);
    table.doubleColumn("article").append(article);
    table.doubleColumn("ours").append(round(v));
    table.doubleColumn("lower").append(round(lo));
    table.doubleColumn("upper").append(round(hi));
    table.doubleColumn("difference").append(round(v - article));
    table.stringColumn("inside").append(inside);
    table.stringColumn("note").append(note == null ? "" : note);
    return this;
  }

  /** Three decimals: the article prints at most two, and the table is read by people. */
  private static double round(double v) {
    return Math.round(v * 1000) / 1000.0;
  }

  /** The rows so far. */
  public Table table() {
    return table;
  }
}
