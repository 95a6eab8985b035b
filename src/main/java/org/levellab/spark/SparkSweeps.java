package org.levellab.spark;

import java.io.IOException;
import java.io.Serializable;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.UUID;
import java.util.function.Consumer;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.apache.spark.SparkConf;
import org.apache.spark.SparkContext;
import org.apache.spark.SparkContext$;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.storage.StorageLevel;
import org.levellab.core.AtomicFile;
import org.levellab.core.Sweep;
import org.levellab.core.SweepDefinition;
import org.levellab.core.Tables;
import tech.tablesaw.api.Table;

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

  /** Runs the sweep in {@code partitions} partitions (0: 8 per core of the cluster); rows in task order. */
  public static <R extends Record> List<R> collect(SparkSession spark, SweepDefinition definition,
      Class<R> rowType, int partitions) {
    return collect(spark, definition, rowType, partitions, null);
  }

  /**
   * Runs the sweep and, when {@code out} is not null, also writes its table there from the executors:
   * one {@code part-NNNNN.csv} per partition, each with a header, written by Tablesaw as the thread
   * runner writes it ({@link Sweep#readCsv} reads them back). The part files in {@code out} are
   * replaced. Rows in task order.
   */
  public static <R extends Record> List<R> collect(SparkSession spark, SweepDefinition definition,
      Class<R> rowType, int partitions, Path out) {
    Objects.requireNonNull(spark, "spark session");
    return collect(spark.sparkContext(), definition, rowType, partitions, out, SparkSweeps::rethrow);
  }

  private static void rethrow(UncheckedIOException e) {
    throw e;
  }

  private static <R extends Record> List<R> collect(SparkContext spark, SweepDefinition definition,
      Class<R> rowType, int partitions, Path out, Consumer<UncheckedIOException> writeFailed) {
    Sweep<?, ?> sweep = definition.sweep(); // bad values are refused here, on the driver, before any task
    if (sweep.rowType() != rowType) {
      throw new IllegalArgumentException(sweep.name() + " gives " + sweep.rowType().getSimpleName() + " rows, not "
          + rowType.getSimpleName());
    }
    // several partitions per core balance trials of uneven cost; each costs a task (and a CSV part)
    int parts = partitions > 0 ? partitions : 8 * spark.defaultParallelism();
    parts = Math.max(1, Math.min(parts, sweep.groups()));
    JavaSparkContext jsc = JavaSparkContext.fromSparkContext(spark);
    int slices = parts;
    JavaRDD<Object[]> rows = jsc.parallelize(IntStream.range(0, parts).boxed().toList(), parts)
        .flatMap(p -> partition(definition, p, slices).iterator());
    List<Object[]> collected;
    if (out != null) {
      rows.persist(StorageLevel.MEMORY_AND_DISK());
      collected = rows.collect();
      try {
        writeCsv(rows, sweep.name(), rowType, out);
      } catch (UncheckedIOException e) {
        writeFailed.accept(e);
      } finally {
        rows.unpersist(false);
      }
    } else {
      collected = rows.collect();
    }
    List<R> result = new ArrayList<>(collected.size());
    for (Object[] r : collected) {
      result.add(Tables.record(rowType, Arrays.copyOfRange(r, 2, r.length)));
    }
    return result;
  }

  /**
   * Each partition's rows as one CSV text, saved by Spark into a hidden staging folder beside {@code
   * out} (Spark refuses to write into an existing folder), then moved into {@code out} under temporary
   * names and renamed to {@code part-NNNNN.csv} once all are there; the old parts are deleted just
   * before. A failure leaves no part cut short and no staging folder.
   */
  private static void writeCsv(JavaRDD<Object[]> rows, String name, Class<? extends Record> rowType, Path out) {
    Path dir = out.toAbsolutePath();
    Path staging = dir.resolveSibling("." + dir.getFileName() + ".spark-" + UUID.randomUUID() + AtomicFile.TEMP_SUFFIX);
    List<Path> moved = new ArrayList<>();
    try {
      rows.mapPartitions(it -> {
        List<Object[]> part = new ArrayList<>();
        it.forEachRemaining(part::add);
        return List.of(Sweep.csv(Sweep.fromTableRows(name, rowType, part))).iterator();
      }).saveAsTextFile(staging.toUri().toString());
      Files.createDirectories(dir);
      try (Stream<Path> written = Files.list(staging)) {
        for (Path p : written.filter(SparkSweeps::isPart).sorted().toList()) {
          // a rename on one file system, else a copy: under a temporary name either way
          Path temp = dir.resolve("." + p.getFileName() + ".csv" + AtomicFile.TEMP_SUFFIX);
          Files.move(p, temp, StandardCopyOption.REPLACE_EXISTING);
          moved.add(temp);
        }
      }
      try (Stream<Path> old = Files.list(dir)) {
        for (Path p : old.filter(SparkSweeps::isPart).toList()) {
          Files.delete(p);
        }
      }
      for (Path temp : moved) {
        String part = temp.getFileName().toString();
        Files.move(temp, dir.resolve(part.substring(1, part.length() - AtomicFile.TEMP_SUFFIX.length())),
            StandardCopyOption.ATOMIC_MOVE);
      }
      moved.clear();
    } catch (IOException e) {
      throw new UncheckedIOException("cannot write the sweep table to " + dir + ": " + AtomicFile.reason(e), e);
    } catch (RuntimeException e) {
      throw ioFailure(e, dir);
    } catch (Exception e) { // Spark's job failures are checked exceptions the Java signatures do not declare
      throw ioFailure(e, dir);
    } finally {
      deleteQuietly(moved, staging);
    }
  }

  /** A failed write as the input/output failure inside it (so its reason can be said), else as it came. */
  private static RuntimeException ioFailure(Exception e, Path dir) {
    for (Throwable c = e; c != null; c = c.getCause()) {
      if (c instanceof IOException io) {
        return new UncheckedIOException("cannot write the sweep table to " + dir + ": " + AtomicFile.reason(io), io);
      }
    }
    return e instanceof RuntimeException r ? r : new IllegalStateException(e.getMessage(), e);
  }

  private static void deleteQuietly(List<Path> files, Path staging) {
    try {
      for (Path p : files) {
        Files.deleteIfExists(p);
      }
      if (Files.exists(staging)) {
        try (Stream<Path> rest = Files.walk(staging)) {
          for (Path p : rest.sorted(Comparator.reverseOrder()).toList()) {
            Files.deleteIfExists(p);
          }
        }
      }
    } catch (IOException e) {
      // hidden temporary names: readers skip whatever is left
    }
  }

  private static boolean isPart(Path p) {
    return p.getFileName().toString().startsWith("part-");
  }

  /** Runs the sweep: its table (as {@link Sweep#table}). */
  public static Table run(SparkSession spark, SweepDefinition definition, int partitions) {
    @SuppressWarnings("unchecked")
    Sweep<?, Record> sweep = (Sweep<?, Record>) definition.sweep();
    return sweep.table(collect(spark, definition, sweep.rowType(), partitions));
  }

  /**
   * Work on a range of task numbers that gives one value for the whole range (a reduction made on the
   * executor, such as the verdict bits of a range of deals), for runs whose rows are too many to bring
   * to the driver. It travels to the executors, so it must be serializable and a pure function of the range.
   */
  @FunctionalInterface
  public interface RangeTask<A extends Serializable> extends Serializable {
    A run(int from, int to) throws Exception;
  }

  /**
   * Runs {@code task} over the task numbers {@code [0, size)} cut into {@code partitions} ranges (0: 8
   * per core of the cluster) whose bounds are multiples of {@code alignment} (the last range ends at
   * {@code size}): one value per range, in range order. A retried range gives the same value again.
   */
  public static <A extends Serializable> List<A> ranges(SparkSession spark, int size, int alignment,
      RangeTask<A> task, int partitions) {
    Objects.requireNonNull(spark, "spark session");
    return ranges(spark.sparkContext(), size, alignment, task, partitions);
  }

  private static <A extends Serializable> List<A> ranges(SparkContext spark, int size, int alignment,
      RangeTask<A> task, int partitions) {
    Objects.requireNonNull(task, "range task");
    if (size < 1 || alignment < 1) {
      throw new IllegalArgumentException("ranges of " + size + " tasks aligned to " + alignment);
    }
    long units = ((long) size + alignment - 1) / alignment;
    int parts = partitions > 0 ? partitions : 8 * spark.defaultParallelism();
    int slices = (int) Math.max(1, Math.min(parts, units));
    JavaSparkContext jsc = JavaSparkContext.fromSparkContext(spark);
    return jsc.parallelize(IntStream.range(0, slices).boxed().toList(), slices).map(p -> {
      int from = (int) Math.min(size, units * p / slices * alignment);
      int to = (int) Math.min(size, units * (p + 1) / slices * alignment);
      return task.run(from, to);
    }).collect();
  }

  /**
   * {@link #ranges} in the Spark application {@code spark-submit} started (or a local one), as {@link
   * #submit} runs a sweep.
   */
  public static <A extends Serializable> List<A> submitRanges(String appName, int size, int alignment,
      RangeTask<A> task, int partitions) {
    return inApplication(appName, spark -> ranges(spark, size, alignment, task, partitions));
  }

  /**
   * The command line's entry: runs the sweep in the Spark application {@code spark-submit} started
   * (or a local one on every core when there is none), stopping it at the end if it made it. No Spark
   * type in its signature, so the CLI's classes load without Spark.
   */
  public static <R extends Record> List<R> submit(String appName, SweepDefinition definition, Class<R> rowType,
      int partitions, Path out) {
    return submit(appName, definition, rowType, partitions, out, SparkSweeps::rethrow);
  }

  /**
   * As {@link #submit(String, SweepDefinition, Class, int, Path)}, but a table that could not be
   * written to {@code out} goes to {@code writeFailed} and the rows are returned all the same (the
   * command line still prints its summary).
   */
  public static <R extends Record> List<R> submit(String appName, SweepDefinition definition, Class<R> rowType,
      int partitions, Path out, Consumer<UncheckedIOException> writeFailed) {
    return inApplication(appName, spark -> collect(spark, definition, rowType, partitions, out, writeFailed));
  }

  /** Runs {@code work} in the active Spark application, or in a new one that is stopped afterwards. */
  private static <T> T inApplication(String appName, java.util.function.Function<SparkContext, T> work) {
    // a plain SparkContext: a sweep needs no Spark SQL, whose session costs start-up time
    var active = SparkContext$.MODULE$.getActive();
    boolean existing = active.isDefined();
    SparkConf conf = new SparkConf().setAppName(appName);
    if (!existing && !conf.contains("spark.master")) {
      conf.setMaster("local[*]");
    }
    if (!existing && !conf.contains("spark.log.level")) {
      // stdout carries the result; stderr gets Spark's warnings and stage progress, not its INFO log
      conf.set("spark.log.level", "WARN");
    }
    if (!existing && conf.get("spark.master").startsWith("local") && !conf.contains("spark.ui.enabled")) {
      // nobody browses a one-machine sweep's web UI, and starting it costs about 0.35 s
      conf.set("spark.ui.enabled", "false");
    }
    SparkContext spark = existing ? active.get() : SparkContext.getOrCreate(conf);
    try {
      return work.apply(spark);
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

  /**
   * Groups {@code [p G / parts, (p + 1) G / parts)} of the sweep's G groups of tasks ({@link
   * Sweep#groupSize}, whole groups only): a partition's rows, task number first.
   */
  private static List<Object[]> partition(SweepDefinition definition, int p, int parts) throws Exception {
    Sweep<?, ?> sweep = BUILT.computeIfAbsent(definition, SweepDefinition::sweep);
    long groups = sweep.groups();
    int from = (int) Math.min(sweep.size(), groups * p / parts * sweep.groupSize());
    int to = (int) Math.min(sweep.size(), groups * (p + 1) / parts * sweep.groupSize());
    List<Object[]> out = new ArrayList<>(to - from);
    for (int k = from; k < to; k++) {
      out.add(sweep.tableRow(k));
    }
    return out;
  }
}
