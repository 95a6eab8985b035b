package org.levellab.core;

import java.io.DataInput;
import java.io.DataOutput;
import java.io.IOException;
import java.lang.reflect.Array;
import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.RecordComponent;
import java.nio.charset.StandardCharsets;
import java.util.Objects;

/**
 * The rows of a run as bytes and back, exactly: a {@link Checkpoint} keeps the rows a run has decided
 * and gives them back on resume, so a double keeps its every bit (a solve time read back sums, ranks
 * and prints as the one measured) and a string its every character.
 *
 * <p>{@link #of} handles a record whose components are int, long, double, float, boolean (or their
 * boxes, null kept), String, an enum, an array of int, long or double, or another such record;
 * {@link #arrayOf} an array of such records (the rows of every agent of one game).
 *
 * @param <R> the row type
 */
public interface RowCodec<R> {
  /** Writes one row. */
  void write(DataOutput out, R row) throws IOException;

  /** Reads one row that {@link #write} wrote. */
  R read(DataInput in) throws IOException;

  /** The codec of the record type {@code type}, its components in declaration order. */
  static <R extends Record> RowCodec<R> of(Class<R> type) {
    return new RecordCodec<>(type);
  }

  /** The codec of arrays of the record type {@code type}. */
  static <R extends Record> RowCodec<R[]> arrayOf(Class<R> type) {
    RecordCodec<R> one = new RecordCodec<>(type);
    return new RowCodec<>() {
      @Override
      public void write(DataOutput out, R[] rows) throws IOException {
        out.writeInt(rows.length);
        for (R r : rows) {
          one.write(out, r);
        }
      }

      @Override
      @SuppressWarnings("unchecked")
      public R[] read(DataInput in) throws IOException {
        int n = in.readInt();
        if (n < 0) {
          throw new IOException("an array of " + n + " rows");
        }
        R[] rows = (R[]) Array.newInstance(type, n);
        for (int i = 0; i < n; i++) {
          rows[i] = one.read(in);
        }
        return rows;
      }
    };
  }

  /** A record's components, read through their accessors and made again by the canonical constructor. */
  final class RecordCodec<R extends Record> implements RowCodec<R> {
    private final Class<R> type;
    private final Method[] accessors;
    private final Class<?>[] types;
    private final RowCodec<?>[] nested;
    private final Constructor<R> constructor;

    RecordCodec(Class<R> type) {
      this.type = Objects.requireNonNull(type, "row type");
      RecordComponent[] comps = type.getRecordComponents();
      if (comps == null) {
        throw new IllegalArgumentException(type.getName() + " is not a record");
      }
      accessors = new Method[comps.length];
      types = new Class<?>[comps.length];
      nested = new RowCodec<?>[comps.length];
      for (int i = 0; i < comps.length; i++) {
        accessors[i] = comps[i].getAccessor();
        accessors[i].setAccessible(true);
        types[i] = comps[i].getType();
        if (types[i].isRecord()) {
          nested[i] = new RecordCodec<>(types[i].asSubclass(Record.class));
        } else if (!supported(types[i])) {
          throw new IllegalArgumentException(type.getSimpleName() + "." + comps[i].getName() + " is a "
              + types[i].getSimpleName() + ": a checkpoint keeps numbers, booleans, strings, enums, number arrays"
              + " and records of them");
        }
      }
      try {
        constructor = type.getDeclaredConstructor(types);
        constructor.setAccessible(true);
      } catch (NoSuchMethodException e) {
        throw new IllegalArgumentException(type.getName() + " has no canonical constructor", e);
      }
    }

    private static boolean supported(Class<?> t) {
      return t == int.class || t == long.class || t == double.class || t == float.class || t == boolean.class
          || t == Integer.class || t == Long.class || t == Double.class || t == Float.class || t == Boolean.class
          || t == String.class || t.isEnum() || t == int[].class || t == long[].class || t == double[].class;
    }

    @Override
    public void write(DataOutput out, R row) throws IOException {
      for (int i = 0; i < accessors.length; i++) {
        Object v;
        try {
          v = accessors[i].invoke(row);
        } catch (IllegalAccessException | InvocationTargetException e) {
          throw new IllegalStateException("cannot read " + accessors[i].getName() + " of a " + type.getSimpleName(),
              e);
        }
        writeValue(out, i, v);
      }
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private void writeValue(DataOutput out, int i, Object v) throws IOException {
      Class<?> t = types[i];
      if (t.isPrimitive()) {
        writePlain(out, t, v);
        return;
      }
      out.writeBoolean(v != null);
      if (v == null) {
        return;
      }
      if (nested[i] != null) {
        ((RowCodec) nested[i]).write(out, v);
      } else if (t.isEnum()) {
        out.writeInt(((Enum<?>) v).ordinal());
      } else if (t == int[].class) {
        int[] a = (int[]) v;
        out.writeInt(a.length);
        for (int x : a) {
          out.writeInt(x);
        }
      } else if (t == long[].class) {
        long[] a = (long[]) v;
        out.writeInt(a.length);
        for (long x : a) {
          out.writeLong(x);
        }
      } else if (t == double[].class) {
        double[] a = (double[]) v;
        out.writeInt(a.length);
        for (double x : a) {
          out.writeLong(Double.doubleToRawLongBits(x));
        }
      } else {
        writePlain(out, t, v);
      }
    }

    private static void writePlain(DataOutput out, Class<?> t, Object v) throws IOException {
      if (t == int.class || t == Integer.class) {
        out.writeInt((Integer) v);
      } else if (t == long.class || t == Long.class) {
        out.writeLong((Long) v);
      } else if (t == double.class || t == Double.class) {
        out.writeLong(Double.doubleToRawLongBits((Double) v));
      } else if (t == float.class || t == Float.class) {
        out.writeInt(Float.floatToRawIntBits((Float) v));
      } else if (t == boolean.class || t == Boolean.class) {
        out.writeBoolean((Boolean) v);
      } else {
        byte[] b = ((String) v).getBytes(StandardCharsets.UTF_8);
        out.writeInt(b.length);
        out.write(b);
      }
    }

    @Override
    public R read(DataInput in) throws IOException {
      Object[] values = new Object[types.length];
      for (int i = 0; i < types.length; i++) {
        values[i] = readValue(in, i);
      }
      try {
        return constructor.newInstance(values);
      } catch (InvocationTargetException e) {
        throw new IOException("a " + type.getSimpleName() + " that its constructor refuses: " + e.getCause(), e);
      } catch (ReflectiveOperationException e) {
        throw new IllegalStateException("cannot make a " + type.getSimpleName(), e);
      }
    }

    private Object readValue(DataInput in, int i) throws IOException {
      Class<?> t = types[i];
      if (t.isPrimitive()) {
        return readPlain(in, t);
      }
      if (!in.readBoolean()) {
        return null;
      }
      if (nested[i] != null) {
        return nested[i].read(in);
      }
      if (t.isEnum()) {
        Object[] constants = t.getEnumConstants();
        int k = in.readInt();
        if (k < 0 || k >= constants.length) {
          throw new IOException("no " + t.getSimpleName() + " number " + k);
        }
        return constants[k];
      }
      if (t == int[].class) {
        int[] a = new int[length(in)];
        for (int j = 0; j < a.length; j++) {
          a[j] = in.readInt();
        }
        return a;
      }
      if (t == long[].class) {
        long[] a = new long[length(in)];
        for (int j = 0; j < a.length; j++) {
          a[j] = in.readLong();
        }
        return a;
      }
      if (t == double[].class) {
        double[] a = new double[length(in)];
        for (int j = 0; j < a.length; j++) {
          a[j] = Double.longBitsToDouble(in.readLong());
        }
        return a;
      }
      return readPlain(in, t);
    }

    private static int length(DataInput in) throws IOException {
      int n = in.readInt();
      if (n < 0 || n > 1 << 26) {
        throw new IOException("an array of " + n + " values");
      }
      return n;
    }

    private static Object readPlain(DataInput in, Class<?> t) throws IOException {
      if (t == int.class || t == Integer.class) {
        return in.readInt();
      } else if (t == long.class || t == Long.class) {
        return in.readLong();
      } else if (t == double.class || t == Double.class) {
        return Double.longBitsToDouble(in.readLong());
      } else if (t == float.class || t == Float.class) {
        return Float.intBitsToFloat(in.readInt());
      } else if (t == boolean.class || t == Boolean.class) {
        return in.readBoolean();
      }
      int n = length(in);
      byte[] b = new byte[n];
      in.readFully(b);
      return new String(b, StandardCharsets.UTF_8);
    }
  }
}
