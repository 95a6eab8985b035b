package org.levellab.match3.study;

import org.levellab.core.Tables;
import org.levellab.lab.Numbers;
import tech.tablesaw.api.NumberColumn;
import tech.tablesaw.api.StringColumn;
import tech.tablesaw.api.Table;
import tech.tablesaw.columns.Column;

/**
 * Study tables as a reader sees them: every estimate with its interval columns ({@code x}, {@code
 * x_lo}, {@code x_hi}) becomes one column {@code "x [95%]"} written {@code 25.7 [24.8, 26.6]},
 * and other non-integer numbers in the notebooks' number style ({@link Numbers}).
 */
public final class Match3Tables {
  private Match3Tables() {}

  /** The readable copy of {@code t}, keeping only {@code columns} (all if none are given). */
  public static Table readable(Table t, String... columns) {
    Table src = columns.length == 0 ? t : t.selectColumns(columns);
    Table out = Table.create(t.name());
    for (Column<?> c : src.columns()) {
      String name = c.name();
      if (name.endsWith("_lo") || name.endsWith("_hi")) {
        continue;
      }
      boolean estimate = t.containsColumn(Tables.lo(name)) && t.containsColumn(Tables.hi(name));
      if (estimate) {
        StringColumn s = StringColumn.create(name + " [95%]");
        for (int r = 0; r < t.rowCount(); r++) {
          s.append(interval(t.numberColumn(name).getDouble(r), t.numberColumn(Tables.lo(name)).getDouble(r),
              t.numberColumn(Tables.hi(name)).getDouble(r)));
        }
        out.addColumns(s);
      } else if (c instanceof tech.tablesaw.api.DoubleColumn || c instanceof tech.tablesaw.api.FloatColumn) {
        StringColumn s = StringColumn.create(name);
        for (int r = 0; r < t.rowCount(); r++) {
          s.append(number(((NumberColumn<?, ?>) c).getDouble(r)));
        }
        out.addColumns(s);
      } else {
        out.addColumns(c.copy());
      }
    }
    return out;
  }

  /** {@code 25.7 [24.8, 26.6]}: the notebooks' one number style ({@link Numbers#interval}). */
  public static String interval(double x, double lo, double hi) {
    return Numbers.interval(x, lo, hi, false);
  }

  /** A number in the notebooks' one number style ({@link Numbers#plain}); "-" for a missing one. */
  public static String number(double v) {
    if (Double.isNaN(v) || Double.isInfinite(v)) {
      return "-";
    }
    return Numbers.plain(v);
  }
}
