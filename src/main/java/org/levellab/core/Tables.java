package org.levellab.core;

import java.lang.reflect.Method;
import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import tech.tablesaw.api.BooleanColumn;
import tech.tablesaw.api.DoubleColumn;
import tech.tablesaw.api.IntColumn;
import tech.tablesaw.api.LongColumn;
import tech.tablesaw.api.StringColumn;
import tech.tablesaw.api.Table;
import tech.tablesaw.columns.Column;

/** Tables as the common currency between engine and notebook: records in, Tablesaw tables out. */
public final class Tables {
  private Tables() {}

  /**
   * A table with one row per record and one column per record component. Supported component types:
   * int, long, double, float, boolean (and their boxes) and String; anything else is stored as its
   * {@code toString()}.
   */
  public static <R extends Record> Table fromRecords(String name, List<R> rows) {
    Objects.requireNonNull(rows, "rows");
    if (rows.isEmpty()) {
      return Table.create(name);
    }
    Class<?> type = rows.get(0).getClass();
    RecordComponent[] comps = type.getRecordComponents();
    List<Column<?>> cols = new ArrayList<>();
    Method[] accessors = new Method[comps.length];
    for (int c = 0; c < comps.length; c++) {
      accessors[c] = comps[c].getAccessor();
      accessors[c].setAccessible(true);
      cols.add(columnFor(comps[c].getName(), comps[c].getType(), rows.size()));
    }
    for (int r = 0; r < rows.size(); r++) {
      R row = rows.get(r);
      if (row == null) {
        throw new IllegalArgumentException("row " + r + " of table '" + name + "' is null");
      }
      if (row.getClass() != type) {
        throw new IllegalArgumentException("row " + r + " is a " + row.getClass().getSimpleName()
            + ", expected " + type.getSimpleName());
      }
      for (int c = 0; c < comps.length; c++) {
        Object v;
        try {
          v = accessors[c].invoke(row);
        } catch (ReflectiveOperationException e) {
          throw new IllegalStateException("cannot read " + comps[c].getName() + " of row " + r, e);
        }
        append(cols.get(c), v);
      }
    }
    return Table.create(name, cols);
  }

  /**
   * The name of the lower end of column {@code x}'s interval: every table names an interval the same
   * way, {@code x}, {@code x_lo}, {@code x_hi}.
   */
  public static String lo(String x) {
    return x + "_lo";
  }

  /** The name of the upper end of column {@code x}'s interval (see {@link #lo}). */
  public static String hi(String x) {
    return x + "_hi";
  }

  /** Three empty double columns {@code x}, {@code x_lo}, {@code x_hi} for an estimate. */
  public static DoubleColumn[] estimateColumns(String x) {
    return new DoubleColumn[] {DoubleColumn.create(x), DoubleColumn.create(lo(x)), DoubleColumn.create(hi(x))};
  }

  /** Appends an estimate to the columns {@code x}, {@code x_lo}, {@code x_hi} of {@code t} (missing when null). */
  public static void appendEstimate(Table t, String x, Estimate e) {
    if (e == null) {
      t.doubleColumn(x).appendMissing();
      t.doubleColumn(lo(x)).appendMissing();
      t.doubleColumn(hi(x)).appendMissing();
      return;
    }
    t.doubleColumn(x).append(e.value());
    t.doubleColumn(lo(x)).append(e.lower());
    t.doubleColumn(hi(x)).append(e.upper());
  }

  private static Column<?> columnFor(String name, Class<?> t, int size) {
    if (t == int.class || t == Integer.class || t == short.class || t == byte.class) {
      return IntColumn.create(name);
    }
    if (t == long.class || t == Long.class) {
      return LongColumn.create(name);
    }
    if (t == double.class || t == Double.class || t == float.class || t == Float.class) {
      return DoubleColumn.create(name);
    }
    if (t == boolean.class || t == Boolean.class) {
      return BooleanColumn.create(name);
    }
    return StringColumn.create(name);
  }

  private static void append(Column<?> col, Object v) {
    if (v == null) {
      col.appendMissing();
    } else if (col instanceof IntColumn ic) {
      ic.append(((Number) v).intValue());
    } else if (col instanceof LongColumn lc) {
      lc.append(((Number) v).longValue());
    } else if (col instanceof DoubleColumn dc) {
      dc.append(((Number) v).doubleValue());
    } else if (col instanceof BooleanColumn bc) {
      bc.append((Boolean) v);
    } else {
      ((StringColumn) col).append(v.toString());
    }
  }
}
