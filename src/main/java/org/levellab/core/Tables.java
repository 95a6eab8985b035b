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
    @SuppressWarnings("unchecked")
    Class<R> type = (Class<R>) rows.get(0).getClass();
    List<Column<?>> cols = columns(type);
    for (int r = 0; r < rows.size(); r++) {
      R row = rows.get(r);
      if (row == null) {
        throw new IllegalArgumentException("row " + r + " of table '" + name + "' is null");
      }
      if (row.getClass() != type) {
        throw new IllegalArgumentException("row " + r + " is a " + row.getClass().getSimpleName()
            + ", expected " + type.getSimpleName());
      }
      appendRow(cols, values(row));
    }
    return Table.create(name, cols);
  }

  /** Empty columns for a record type: one per component, typed as {@link #fromRecords} types them. */
  public static List<Column<?>> columns(Class<? extends Record> type) {
    List<Column<?>> cols = new ArrayList<>();
    for (RecordComponent c : type.getRecordComponents()) {
      cols.add(columnFor(c.getName(), c.getType(), 0));
    }
    return cols;
  }

  /**
   * A record's component values as the column values {@link #fromRecords} stores: Integer, Long,
   * Double, Boolean or String (anything else as its {@code toString()}), null for null. Plain values
   * travel where records cannot (serialized to another JVM) and {@link #record} makes the record again.
   */
  public static Object[] values(Record row) {
    RecordComponent[] comps = row.getClass().getRecordComponents();
    Object[] out = new Object[comps.length];
    for (int c = 0; c < comps.length; c++) {
      Object v;
      try {
        Method m = comps[c].getAccessor();
        m.setAccessible(true);
        v = m.invoke(row);
      } catch (ReflectiveOperationException e) {
        throw new IllegalStateException("cannot read " + comps[c].getName() + " of " + row, e);
      }
      out[c] = v == null ? null : plain(v);
    }
    return out;
  }

  /** The record of {@code type} whose {@link #values} are {@code values}. */
  public static <R extends Record> R record(Class<R> type, Object[] values) {
    RecordComponent[] comps = type.getRecordComponents();
    if (values.length != comps.length) {
      throw new IllegalArgumentException(type.getSimpleName() + " has " + comps.length + " components, got "
          + values.length + " values");
    }
    Class<?>[] types = new Class<?>[comps.length];
    Object[] args = new Object[comps.length];
    for (int c = 0; c < comps.length; c++) {
      types[c] = comps[c].getType();
      args[c] = unplain(types[c], values[c], comps[c].getName());
    }
    try {
      var ctor = type.getDeclaredConstructor(types);
      ctor.setAccessible(true);
      return ctor.newInstance(args);
    } catch (ReflectiveOperationException e) {
      throw new IllegalArgumentException("cannot make a " + type.getSimpleName() + " from its values: " + e, e);
    }
  }

  /** Appends one row of {@link #values} to columns made by {@link #columns}. */
  public static void appendRow(List<Column<?>> cols, Object[] values) {
    for (int c = 0; c < cols.size(); c++) {
      append(cols.get(c), values[c]);
    }
  }

  private static Object plain(Object v) {
    if (v instanceof Integer || v instanceof Short || v instanceof Byte) {
      return ((Number) v).intValue();
    }
    if (v instanceof Long || v instanceof Boolean || v instanceof String) {
      return v;
    }
    if (v instanceof Double || v instanceof Float) {
      return ((Number) v).doubleValue();
    }
    return v.toString();
  }

  private static Object unplain(Class<?> t, Object v, String name) {
    if (v == null) {
      if (t.isPrimitive()) {
        throw new IllegalArgumentException("component " + name + " is a " + t + " and cannot be missing");
      }
      return null;
    }
    if (t == int.class || t == Integer.class) {
      return ((Number) v).intValue();
    }
    if (t == short.class || t == Short.class) {
      return ((Number) v).shortValue();
    }
    if (t == byte.class || t == Byte.class) {
      return ((Number) v).byteValue();
    }
    if (t == long.class || t == Long.class) {
      return ((Number) v).longValue();
    }
    if (t == double.class || t == Double.class) {
      return ((Number) v).doubleValue();
    }
    if (t == float.class || t == Float.class) {
      return ((Number) v).floatValue();
    }
    if (t == boolean.class || t == Boolean.class || t == String.class) {
      return v;
    }
    throw new IllegalArgumentException("component " + name + " is a " + t.getSimpleName()
        + ": only numbers, booleans and strings come back from plain values");
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
