package org.levellab.core;

import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.SplittableRandom;
import java.util.function.Consumer;
import java.util.stream.Stream;
import tech.tablesaw.api.ColumnType;
import tech.tablesaw.api.IntColumn;
import tech.tablesaw.api.Table;
import tech.tablesaw.columns.Column;
import tech.tablesaw.io.AddCellToColumnException;
import tech.tablesaw.io.csv.CsvReadOptions;

/**
 * An experiment as parameter points times seeded trials: trial {@code t} of point {@code p} is a pure
 * function of the point, the run's seed and {@code t}. It gets the stream {@link
 * RandomStreams#forTask(long, long) forTask(seed, t)}: the same stream on every point, so points are
 * compared on common random numbers (the same deals, the same games).
 *
 * <p>The {@code points × trials} trials are numbered point-major: task {@code k} is trial {@code k %
 * trials} of point {@code k / trials}. Because each task is a pure function of its number, any runner
 * gives the same rows: {@link #collect} on local threads (through {@link MonteCarlo}), or
 * {@code org.levellab.spark.SparkSweeps} on a Spark cluster with any number of partitions, retried
 * tasks included.
 *
 * <pre>{@code
 * record Roll(int faces, int sum) {}
 * Sweep<Integer, Roll> dice = Sweep.of("dice", Roll.class, List.of(4, 6, 8), 1000, 7,
 *     (faces, t, rng) -> new Roll(faces, rng.nextInt(1, faces + 1) + rng.nextInt(1, faces + 1)));
 * Table t = dice.run(2);   // columns point, trial, faces, sum; 3,000 rows
 * }</pre>
 *
 * @param <P> a parameter point
 * @param <R> a trial's result, a record of numbers, booleans and strings (one column each)
 */
public final class Sweep<P, R extends Record> {
  /** One trial: the point, the trial's number within the point, and its stream give the result. */
  @FunctionalInterface
  public interface Trial<P, R> {
    R run(P point, int trial, SplittableRandom rng) throws Exception;
  }

  /** The file a sweep's rows are written to in a folder by the thread runner (Spark writes several parts). */
  public static final String CSV_PART = "part-00000.csv";

  private final String name;
  private final Class<R> rowType;
  private final List<P> points;
  private final int trials;
  private final long seed;
  private final Trial<P, R> trial;
  private final int group;

  private Sweep(String name, Class<R> rowType, List<P> points, int trials, long seed, Trial<P, R> trial) {
    this(name, rowType, points, trials, seed, trial, 1);
  }

  private Sweep(String name, Class<R> rowType, List<P> points, int trials, long seed, Trial<P, R> trial,
      int group) {
    this.name = Objects.requireNonNull(name, "name");
    this.rowType = Objects.requireNonNull(rowType, "row type");
    this.points = List.copyOf(points);
    this.trial = Objects.requireNonNull(trial, "trial function");
    if (trials < 1) {
      throw new IllegalArgumentException("trials per point must be at least 1, was " + trials);
    }
    if ((long) this.points.size() * trials > Integer.MAX_VALUE) {
      throw new IllegalArgumentException(this.points.size() + " points x " + trials + " trials is more than "
          + Integer.MAX_VALUE + " trials; split the sweep");
    }
    for (var c : rowType.getRecordComponents()) {
      if (c.getName().equals("point") || c.getName().equals("trial")) {
        throw new IllegalArgumentException(rowType.getSimpleName() + " has a component '" + c.getName()
            + "': a sweep table has its own point and trial columns");
      }
    }
    this.trials = trials;
    this.seed = seed;
    if (group < 1) {
      throw new IllegalArgumentException("tasks per group must be at least 1, was " + group);
    }
    this.group = group;
  }

  /** A sweep of {@code trials} seeded trials at each of {@code points}. */
  public static <P, R extends Record> Sweep<P, R> of(String name, Class<R> rowType, List<P> points, int trials,
      long seed, Trial<P, R> trial) {
    return new Sweep<>(name, rowType, points, trials, seed, trial);
  }

  /**
   * This sweep with its tasks in groups of {@code tasks} consecutive ones that share work (a trial
   * keeps what the rest of its group reuses): every runner hands a group to one worker whole, so no
   * two workers redo a group's shared part. Rows do not depend on it.
   */
  public Sweep<P, R> grouped(int tasks) {
    return new Sweep<>(name, rowType, points, trials, seed, trial, tasks);
  }

  /** Consecutive tasks a runner keeps together (1 unless {@link #grouped}). */
  public int groupSize() {
    return group;
  }

  /** The number of groups of {@link #groupSize} consecutive tasks (the last may be shorter). */
  public int groups() {
    return (int) (((long) size() + group - 1) / group);
  }

  public String name() {
    return name;
  }

  public Class<R> rowType() {
    return rowType;
  }

  public List<P> points() {
    return points;
  }

  public int trialsPerPoint() {
    return trials;
  }

  public long seed() {
    return seed;
  }

  /** Every trial of every point: {@code points × trials}. */
  public int size() {
    return points.size() * trials;
  }

  /**
   * Task {@code k}: trial {@code k % trials} of point {@code k / trials}. Runners call it; a failure
   * propagates as thrown (the runner names the task).
   */
  public R task(int k) throws Exception {
    if (k < 0 || k >= size()) {
      throw new IndexOutOfBoundsException("task " + k + " of a sweep of " + size());
    }
    int t = k % trials;
    R r = trial.run(points.get(k / trials), t, RandomStreams.forTask(seed, t));
    if (r == null || r.getClass() != rowType) {
      throw new IllegalStateException("the trial returned " + (r == null ? "null" : "a "
          + r.getClass().getSimpleName()) + ", not a " + rowType.getSimpleName());
    }
    return r;
  }

  /** Runs task {@code k}: its row of the {@link #table}, as plain values (point, trial, R's components). */
  public Object[] tableRow(int k) throws Exception {
    return tableRow(k, task(k));
  }

  private Object[] tableRow(int k, R r) {
    Object[] v = Tables.values(r);
    Object[] row = new Object[v.length + 2];
    row[0] = k / trials;
    row[1] = k % trials;
    System.arraycopy(v, 0, row, 2, v.length);
    return row;
  }

  /** Runs every trial on {@code threads} local threads; rows in task order. */
  public List<R> collect(int threads) {
    return collect(threads, Progress.newDefault());
  }

  /** Runs every trial on {@code threads} local threads, reporting to {@code progress}; rows in task order. */
  public List<R> collect(int threads, ProgressListener progress) {
    return collect(threads, progress, RunLedger.none());
  }

  /**
   * Runs the trials that {@code ledger} has not decided on {@code threads} local threads: every row
   * in task order, those of the ledger first ({@link #forEachOrdered(int, ProgressListener, Consumer,
   * RunLedger)}).
   */
  public List<R> collect(int threads, ProgressListener progress, RunLedger<R> ledger) {
    List<R> all = new ArrayList<>(Math.min(size(), 1 << 16));
    forEachOrdered(threads, progress, all::add, ledger);
    return all;
  }

  /**
   * Runs every trial on {@code threads} local threads and hands each row to {@code sink} in task
   * order, on the calling thread, holding only a few blocks of rows at a time ({@link
   * MonteCarlo#forEachOrdered}).
   */
  public void forEachOrdered(int threads, ProgressListener progress, Consumer<? super R> sink) {
    forEachOrdered(threads, progress, sink, RunLedger.none());
  }

  /**
   * {@link #forEachOrdered(int, ProgressListener, Consumer)} resumed from {@code ledger}: the rows it
   * has decided (tasks {@code 0 .. ledger.start() - 1}) go to {@code sink} first, then the tasks after
   * them run, and each of their rows is recorded in the ledger once the sink has it. The sink sees
   * the rows an uninterrupted run gives it. In a {@link #grouped} sweep a group begun before the
   * ledger's end runs whole again (its shared part is made again) and its decided rows are dropped.
   */
  public void forEachOrdered(int threads, ProgressListener progress, Consumer<? super R> sink, RunLedger<R> ledger) {
    java.util.Objects.requireNonNull(ledger, "ledger");
    int start = ledger.start();
    if (start < 0 || start > size()) {
      throw new IllegalArgumentException("a ledger of " + start + " rows for a sweep of " + size());
    }
    ledger.replay(sink);
    Consumer<R> recorded = row -> {
      sink.accept(row);
      ledger.decided(row);
    };
    if (group == 1) {
      MonteCarlo.trials(size()).seed(seed).threads(threads).label(name).progress(progress).from(start)
          .forEachOrdered((k, ignored) -> task(k), recorded);
      return;
    }
    MonteCarlo.trials(groups()).seed(seed).threads(threads).label(name + " (groups of " + group + ")")
        .progress(progress).from(start / group).<List<R>>forEachOrdered((g, ignored) -> {
          int to = (int) Math.min(size(), (long) (g + 1) * group);
          List<R> rows = new ArrayList<>(to - g * group);
          for (int k = g * group; k < to; k++) {
            R row = task(k);
            if (k >= start) {
              rows.add(row);
            }
          }
          return rows;
        }, rows -> rows.forEach(recorded));
  }

  /** Runs every trial on {@code threads} local threads: the rows as a {@link #table}. */
  public Table run(int threads) {
    return table(collect(threads));
  }

  /** Rows in task order as a table: columns {@code point} and {@code trial}, then one per component of R. */
  public Table table(List<R> rows) {
    if (rows.size() != size()) {
      throw new IllegalArgumentException("a sweep of " + size() + " trials, got " + rows.size() + " rows");
    }
    List<Object[]> values = new ArrayList<>(rows.size());
    for (int k = 0; k < rows.size(); k++) {
      values.add(tableRow(k, rows.get(k)));
    }
    return fromTableRows(name, rowType, values);
  }

  /** A sweep table of {@code rowType} from rows of plain values ({@link #tableRow}), in the given order. */
  public static Table fromTableRows(String name, Class<? extends Record> rowType, List<Object[]> rows) {
    List<Column<?>> cols = columns(rowType);
    for (Object[] row : rows) {
      Tables.appendRow(cols, row);
    }
    return Table.create(name, cols);
  }

  /** A table as the CSV text {@link #writeCsv} writes (header first, no blank line at the end). */
  public static String csv(Table t) {
    StringWriter w = new StringWriter();
    t.write().csv(w);
    String text = w.toString();
    return text.endsWith("\n") ? text.substring(0, text.length() - 1) : text;
  }

  /** The columns of a sweep table with rows of {@code rowType}: point, trial, then R's components. */
  public static List<Column<?>> columns(Class<? extends Record> rowType) {
    List<Column<?>> cols = new ArrayList<>();
    cols.add(IntColumn.create("point"));
    cols.add(IntColumn.create("trial"));
    cols.addAll(Tables.columns(rowType));
    return cols;
  }

  /**
   * Writes a sweep table into {@code dir} as {@value #CSV_PART} (the layout Spark's CSV writer makes
   * with one partition), replacing the part files there. The part is written under a temporary name
   * and renamed once complete, so a failed write (a full disk) leaves the folder's old table as it was
   * and never a part cut short.
   *
   * @throws UncheckedIOException saying why in words ({@link AtomicFile#reason})
   */
  public static void writeCsv(Table t, Path dir) {
    writeCsv(t, dir, true);
  }

  /**
   * {@link #writeCsv(Table, Path)}, replacing the folder's parts only when {@code replace}: otherwise
   * the part is published only if no part file is there by then ({@link AtomicFile#create(Path,
   * boolean)}: of two runs that write one folder at once, the second fails with "it already exists"
   * instead of replacing the first's table), and no other part is removed.
   *
   * @throws UncheckedIOException saying why in words ({@link AtomicFile#reason})
   */
  public static void writeCsv(Table t, Path dir, boolean replace) {
    try {
      Files.createDirectories(dir);
      try (AtomicFile part = AtomicFile.create(dir.resolve(CSV_PART), replace)) {
        part.write(w -> t.write().csv(w));
        List<Path> others = new ArrayList<>();
        for (Path p : parts(dir)) {
          if (!p.getFileName().toString().equals(CSV_PART)) {
            others.add(p);
          }
        }
        if (!replace && !others.isEmpty()) {
          // another run's table (Spark's parts): this one would read back mixed with it
          throw new java.nio.file.FileAlreadyExistsException(others.get(0).toString(), null, "it already exists");
        }
        for (Path p : others) {
          Files.delete(p);
        }
        part.commit();
      }
    } catch (IOException e) {
      throw new UncheckedIOException("cannot write the sweep table to " + dir + ": " + AtomicFile.reason(e), e);
    }
  }

  /**
   * Reads back a sweep table written into {@code dir} by {@link #writeCsv} or by Spark (any number of
   * {@code part-*.csv} files, each with a header, one per partition): columns typed from {@code rowType}, rows in task
   * order. Temporary files of a write under way are skipped.
   *
   * @throws IllegalArgumentException in one line naming the folder or the part file, when the folder
   *     is missing or holds no part, or when a part's header, a line or its end does not fit a sweep
   *     table of {@code rowType} (a part cut short, a table of another row type)
   */
  public static Table readCsv(Path dir, Class<? extends Record> rowType) {
    if (!Files.exists(dir)) {
      throw new IllegalArgumentException("the sweep table " + dir + " does not exist");
    }
    if (!Files.isDirectory(dir)) {
      throw new IllegalArgumentException("the sweep table " + dir + " is a file, not a folder of part-*.csv files");
    }
    List<Column<?>> model = columns(rowType);
    ColumnType[] types = model.stream().map(Column::type).toArray(ColumnType[]::new);
    String header = String.join(",", model.stream().map(Column::name).toList());
    Table all = Table.create(dir.getFileName().toString(), columns(rowType));
    try {
      List<Path> parts = parts(dir);
      if (parts.isEmpty()) {
        throw new IllegalArgumentException("the folder " + dir + " holds no part-*.csv file: it is not a sweep"
            + " table (levellab sweep --out and Sweep.writeCsv write one)");
      }
      for (Path p : parts) {
        if (Files.size(p) == 0) {
          continue; // Spark writes an empty part for an empty partition
        }
        checkPart(p, header, rowType);
        Table part;
        try {
          part = Table.read().usingOptions(CsvReadOptions.builder(p.toFile()).columnTypes(types).header(true));
        } catch (AddCellToColumnException e) {
          long line = e.getRowNumber() + 1;
          String why = e.getCause() instanceof IndexOutOfBoundsException
              ? "it has fewer values than the header (the line is cut short)"
              : "its value in column " + e.getColumnName() + " is not of the column's type ("
                  + model.get(e.getColumnIndex()).type().name().toLowerCase(java.util.Locale.ROOT) + ")";
          throw new IllegalArgumentException(p + " line " + line + ": " + why + "; not a sweep table of "
              + rowType.getSimpleName(), e);
        }
        all.append(part);
      }
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read the sweep table in " + dir + ": " + AtomicFile.reason(e), e);
    }
    return all.sortAscendingOn("point", "trial");
  }

  /** Refuses a part whose header is not the row type's columns, or whose last line has no end. */
  private static void checkPart(Path p, String header, Class<? extends Record> rowType) throws IOException {
    String first;
    try (var in = Files.newBufferedReader(p, java.nio.charset.StandardCharsets.UTF_8)) {
      first = in.readLine();
    }
    String found = first == null ? "" : first.strip();
    if (!found.equals(header)) {
      throw new IllegalArgumentException(p + ": its columns are " + (found.isEmpty() ? "none" : found)
          + ", not those of a sweep table of " + rowType.getSimpleName() + " (" + header + ")");
    }
    try (var channel = java.nio.channels.FileChannel.open(p)) {
      java.nio.ByteBuffer last = java.nio.ByteBuffer.allocate(1);
      channel.read(last, channel.size() - 1);
      if (last.get(0) != '\n') {
        throw new IllegalArgumentException(p + " is cut short: its last line has no line end, so the file is"
            + " incomplete");
      }
    }
  }

  /**
   * True when two sweep tables have the same columns and the same values row for row, leaving out
   * the {@code ignored} columns (wall-clock times differ from run to run, whatever the engine).
   */
  public static boolean sameRows(Table a, Table b, String... ignored) {
    List<String> skip = List.of(ignored);
    List<String> ca = a.columnNames().stream().filter(c -> !skip.contains(c)).toList();
    if (!ca.equals(b.columnNames().stream().filter(c -> !skip.contains(c)).toList()) || a.rowCount() != b.rowCount()) {
      return false;
    }
    for (String c : ca) {
      for (int r = 0; r < a.rowCount(); r++) {
        if (!a.column(c).getString(r).equals(b.column(c).getString(r))) {
          return false;
        }
      }
    }
    return true;
  }

  private static List<Path> parts(Path dir) throws IOException {
    if (!Files.isDirectory(dir)) {
      throw new IOException(dir + " is not a folder");
    }
    try (Stream<Path> s = Files.list(dir)) {
      return s.filter(p -> {
        String f = p.getFileName().toString();
        return f.startsWith("part-") && f.endsWith(".csv") && !AtomicFile.isTemporary(p);
      }).sorted().toList();
    }
  }
}
