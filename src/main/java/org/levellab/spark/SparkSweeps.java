package org.levellab.spark;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.stream.IntStream;
import org.apache.spark.SparkConf;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.SaveMode;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.DataType;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructField;
import org.apache.spark.sql.types.StructType;
import org.apache.spark.storage.StorageLevel;
import org.levellab.core.Sweep;
import org.levellab.core.SweepDefinition;
import org.levellab.core.Tables;
import tech.tablesaw.api.ColumnType;
import tech.tablesaw.api.Table;
import tech.tablesaw.columns.Column;

/**
 * Runs a {@link Sweep} on Apache Spark. What travels to the executors is the sweep's {@link
 * SweepDefinition} (plain values); each executor JVM builds the sweep from it once and runs a range of
 * task numbers per partition. A task is a pure function of its number, so the rows are the same as
 * {@link Sweep#collect} on local threads for any number of partitions and executors, and a retried
 * task gives the same rows again.
 *
 * <p>This is the only package that touches Spark: the rest of LevelLab, the CLI included, runs
 * without Spark on the classpath (Spark is a {@code provided} dependency, supplied by {@code
 * spark-submit} or a notebook that asks for it).
 */
public final class SparkSweeps {
  private SparkSweeps() {}

  /**
   * Each executor JVM builds a definition's sweep once (solvers and caches live inside it); the last
   * few are kept, so a notebook that runs many sweeps does not keep them all.
   */
  private static final Map<SweepDefinition, Sweep<?, ?>> BUILT = Collections.synchronizedMap(
      new LinkedHashMap<>(16, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<SweepDefinition, Sweep<?, ?>> eldest) {
          return size() > 4;
        }
      });

  /** Runs the sweep in {@code partitions} partitions (0: four per core of the cluster); rows in task order. */
  public static <R extends Record> List<R> collect(SparkSession spark, SweepDefinition definition,
      Class<R> rowType, int partitions) {
    return collect(spark, definition, rowType, partitions, null);
  }

  /**
   * Runs the sweep and, when {@code out} is not null, also writes its table there with Spark's CSV
   * writer (one {@code part-*.csv} per partition, with a header; {@link Sweep#readCsv} reads them back).
   * The folder is replaced. Rows in task order.
   */
  public static <R extends Record> List<R> collect(SparkSession spark, SweepDefinition definition,
      Class<R> rowType, int partitions, Path out) {
    Objects.requireNonNull(spark, "spark session");
    Sweep<?, ?> sweep = definition.sweep(); // bad values are refused here, on the driver, before any task
    if (sweep.rowType() != rowType) {
      throw new IllegalArgumentException(sweep.name() + " gives " + sweep.rowType().getSimpleName() + " rows, not "
          + rowType.getSimpleName());
    }
    int n = sweep.size();
    int parts = partitions > 0 ? partitions : 4 * spark.sparkContext().defaultParallelism();
    parts = Math.max(1, Math.min(parts, n));
    JavaSparkContext jsc = JavaSparkContext.fromSparkContext(spark.sparkContext());
    int slices = parts;
    JavaRDD<Row> rows = jsc.parallelize(IntStream.range(0, parts).boxed().toList(), parts)
        .flatMap(p -> partition(definition, p, slices, n).iterator());
    List<Row> collected;
    if (out != null) {
      rows.persist(StorageLevel.MEMORY_AND_DISK());
      spark.createDataFrame(rows, schema(rowType)).write().mode(SaveMode.Overwrite).option("header", "true")
          .csv(out.toAbsolutePath().toString());
      collected = rows.collect();
      rows.unpersist(false);
    } else {
      collected = rows.collect();
    }
    List<R> result = new ArrayList<>(collected.size());
    for (Row r : collected) {
      Object[] v = new Object[r.length() - 2];
      for (int c = 0; c < v.length; c++) {
        v[c] = r.get(c + 2);
      }
      result.add(Tables.record(rowType, v));
    }
    return result;
  }

  /** Runs the sweep: its table (as {@link Sweep#table}). */
  public static Table run(SparkSession spark, SweepDefinition definition, int partitions) {
    @SuppressWarnings("unchecked")
    Sweep<?, Record> sweep = (Sweep<?, Record>) definition.sweep();
    return sweep.table(collect(spark, definition, sweep.rowType(), partitions));
  }

  /**
   * The command line's entry: runs the sweep in the Spark application {@code spark-submit} started
   * (or a local one on every core when there is none), stopping it at the end if it made it. No Spark
   * type in its signature, so the CLI's classes load without Spark.
   */
  public static <R extends Record> List<R> submit(String appName, SweepDefinition definition, Class<R> rowType,
      int partitions, Path out) {
    boolean existing = SparkSession.getDefaultSession().isDefined();
    SparkSession.Builder b = SparkSession.builder().appName(appName);
    if (!existing && !new SparkConf().contains("spark.master")) {
      b.master("local[*]");
    }
    SparkSession spark = b.getOrCreate();
    if (!existing) {
      spark.sparkContext().setLogLevel("WARN");
    }
    try {
      return collect(spark, definition, rowType, partitions, out);
    } finally {
      if (!existing) {
        spark.stop();
      }
    }
  }

  /**
   * A Spark session inside this JVM (a notebook kernel, a test) on {@code master}, such as {@code
   * local[2]} (two cores) or {@code local[2,3]} (a failed task is tried up to three times): no web UI,
   * no console progress, Spark's log at errors only. The one session of the JVM: later calls return it.
   */
  public static SparkSession localSession(String master) {
    if (System.getProperty("log4j2.configurationFile") == null) {
      // before Spark first logs: otherwise it installs its own INFO-level console log
      System.setProperty("log4j2.configurationFile", "org/levellab/spark/log4j2-quiet.properties");
    }
    return SparkSession.builder().master(master).appName("levellab")
        .config("spark.ui.enabled", "false")
        .config("spark.ui.showConsoleProgress", "false")
        .config("spark.driver.host", "127.0.0.1")
        .config("spark.driver.bindAddress", "127.0.0.1")
        .getOrCreate();
  }

  /** Tasks {@code [p n / parts, (p + 1) n / parts)}: a partition's rows, task number first. */
  private static List<Row> partition(SweepDefinition definition, int p, int parts, int n) throws Exception {
    Sweep<?, ?> sweep = BUILT.computeIfAbsent(definition, SweepDefinition::sweep);
    int from = (int) ((long) p * n / parts);
    int to = (int) ((long) (p + 1) * n / parts);
    List<Row> out = new ArrayList<>(to - from);
    for (int k = from; k < to; k++) {
      out.add(RowFactory.create(sweep.tableRow(k)));
    }
    return out;
  }

  /** The Spark schema of a sweep table: the column types {@link Sweep#columns} gives. */
  static StructType schema(Class<? extends Record> rowType) {
    List<StructField> fields = new ArrayList<>();
    for (Column<?> c : Sweep.columns(rowType)) {
      fields.add(DataTypes.createStructField(c.name(), sparkType(c.type()), true));
    }
    return DataTypes.createStructType(fields);
  }

  private static DataType sparkType(ColumnType t) {
    if (t == ColumnType.INTEGER) {
      return DataTypes.IntegerType;
    }
    if (t == ColumnType.LONG) {
      return DataTypes.LongType;
    }
    if (t == ColumnType.DOUBLE) {
      return DataTypes.DoubleType;
    }
    if (t == ColumnType.BOOLEAN) {
      return DataTypes.BooleanType;
    }
    return DataTypes.StringType;
  }
}
