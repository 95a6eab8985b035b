package org.levellab.core;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.lang.management.ManagementFactory;
import java.lang.reflect.RecordComponent;
import java.nio.ByteBuffer;
import java.nio.channels.Channels;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Consumer;
import java.util.zip.DataFormatException;
import java.util.zip.Deflater;
import java.util.zip.Inflater;

/**
 * The decided prefix of a long seeded run, kept in a folder on disk while the run goes on, so that a
 * run killed after hours loses a minute of work, not the hours: the same run started again with
 * {@link #resume} replays the rows kept ({@link #replay}) and runs only the trials after them, and
 * writes what an uninterrupted run writes.
 *
 * <p>A run's trials finish in any order on many threads, but its rows reach the run's sink in trial
 * order ({@link MonteCarlo#forEachOrdered}); each row the sink takes is recorded here ({@link
 * #decided}), so what is kept is always the longest prefix {@code 0 .. k - 1} of trials all decided.
 * Trials decided beyond it when the run stops are simply run again.
 *
 * <p>Every {@link #interval()} (a minute; the system property {@value #INTERVAL_PROPERTY} sets it in
 * seconds) the rows decided since the last save are handed to a background thread, which appends
 * them to the file {@value #ROWS} (compressed, forced to disk) and then replaces the small file
 * {@value #STATE} (the run's {@link Identity}, the trial count, k, the length of the rows that
 * belong to the prefix, the CPU time of the run so far) through an {@link AtomicFile}. So a run
 * killed at any instant leaves a state that names a prefix whose rows are on disk whole; bytes past
 * that length (an append that the kill cut off) are cut away on resume. The run's own thread only
 * adds a row to a list: a save never holds the trials up.
 *
 * <p>The folder is made at the first save, so a run shorter than the interval never touches the
 * disk, and it is removed by {@link #finish} once the run's outputs are written. A run that fails
 * keeps it ({@link #keep}: the rows decided so far are saved at once), and so does one stopped by
 * SIGTERM or Ctrl-C (a shutdown hook saves them); after SIGKILL the last save stands. A file lock
 * held while the run owns the folder keeps two runs from writing one checkpoint.
 *
 * @param <R> a trial's row ({@link RowCodec} writes it)
 */
public final class Checkpoint<R> implements RunLedger<R>, AutoCloseable {
  /** The file that says which run and how far: replaced whole at every save. */
  public static final String STATE = "state";
  /** The rows of the decided prefix, appended at every save. */
  public static final String ROWS = "rows";
  /** The file locked by the run that owns the folder. */
  public static final String LOCK = "lock";
  /** Seconds between saves, for tests and impatient runs (default 60). */
  public static final String INTERVAL_PROPERTY = "levellab.checkpoint.seconds";

  private static final byte[] MAGIC = {'L', 'L', 'C', 'P'};
  private static final int VERSION = 1;

  /**
   * What makes a run the same run: the command and the values its rows depend on (game, rules,
   * seed, trial count, budget, options), in order; not where its outputs go or how many threads run.
   */
  public static final class Identity {
    private final String command;
    private final LinkedHashMap<String, String> fields = new LinkedHashMap<>();

    private Identity(String command) {
      this.command = Objects.requireNonNull(command, "command");
    }

    /** An identity of {@code command} with no fields yet. */
    public static Identity of(String command) {
      return new Identity(command);
    }

    /**
     * The identity of a run given as plain values (a {@link SweepDefinition}): one field per record
     * component.
     */
    public static Identity ofRecord(String command, Record definition) {
      Identity id = new Identity(command);
      for (RecordComponent c : definition.getClass().getRecordComponents()) {
        try {
          var accessor = c.getAccessor();
          accessor.setAccessible(true);
          id.with(c.getName(), accessor.invoke(definition));
        } catch (ReflectiveOperationException e) {
          throw new IllegalStateException("cannot read " + c.getName() + " of " + definition, e);
        }
      }
      return id;
    }

    /** This identity with {@code key} set to {@code value} (its text; null as "none"). */
    public Identity with(String key, Object value) {
      fields.put(Objects.requireNonNull(key, "key"), value == null ? "none" : String.valueOf(value));
      return this;
    }

    public String command() {
      return command;
    }

    public Map<String, String> fields() {
      return java.util.Collections.unmodifiableMap(fields);
    }

    /**
     * How {@code kept} (a checkpoint's) differs from this run, in words ("its seed is 2, this run's
     * is 1"), or null when it is the same run.
     */
    public String difference(Identity kept) {
      if (!command.equals(kept.command)) {
        return "it is of 'levellab " + kept.command + "', this run is 'levellab " + command + "'";
      }
      for (Map.Entry<String, String> e : fields.entrySet()) {
        String theirs = kept.fields.get(e.getKey());
        if (theirs == null) {
          return "it has no " + e.getKey() + " (this run's is " + shown(e.getValue()) + ")";
        }
        if (!theirs.equals(e.getValue())) {
          return "its " + e.getKey() + " is " + shown(theirs) + ", this run's is " + shown(e.getValue());
        }
      }
      for (String k : kept.fields.keySet()) {
        if (!fields.containsKey(k)) {
          return "it has a " + k + " (" + shown(kept.fields.get(k)) + ") that this run has not";
        }
      }
      return null;
    }

    /** A value on one line, cut to a readable length (rules text holds whole files). */
    private static String shown(String v) {
      String one = v.replace("\r", "").replace("\n", "\\n");
      return one.length() <= 80 ? "'" + one + "'" : "'" + one.substring(0, 77) + "...' (" + v.length() + " characters)";
    }

    @Override
    public boolean equals(Object o) {
      return o instanceof Identity i && command.equals(i.command) && fields.equals(i.fields);
    }

    @Override
    public int hashCode() {
      return Objects.hash(command, fields);
    }

    @Override
    public String toString() {
      return command + " " + fields;
    }
  }

  private final Path dir;
  private final Identity identity;
  private final int total;
  private final RowCodec<R> codec;
  private final int start;
  private final long earlierCpuNanos;
  private final long cpuAtOpen = processCpuNanos();
  private final long rowsBytesAtOpen;
  private final long intervalNanos;
  private Consumer<String> notes = note -> { };

  /** Guards the hand-off of rows between the run's thread, the writer and the shutdown hook. */
  private final Object lock = new Object();
  private List<R> pending = new ArrayList<>();
  private int decided;
  private long nextSave;
  private Future<?> inFlight;
  private boolean closed;
  private volatile boolean disabled;

  // the writer thread's own: the folder's lock and how much of the rows file is the prefix
  private final ExecutorService writer;
  private FileChannel lockChannel;
  private FileLock fileLock;
  private long rowsBytes;
  private volatile int savedRows;
  private final Thread hook;

  private Checkpoint(Path dir, Identity identity, int total, RowCodec<R> codec, int start, long earlierCpuNanos,
      long rowsBytes) {
    this.dir = dir;
    this.identity = identity;
    this.total = total;
    this.codec = codec;
    this.start = start;
    this.decided = start;
    this.savedRows = start;
    this.earlierCpuNanos = earlierCpuNanos;
    this.rowsBytesAtOpen = rowsBytes;
    this.rowsBytes = rowsBytes;
    this.intervalNanos = (long) (interval() * 1e9);
    this.nextSave = System.nanoTime() + intervalNanos;
    this.writer = Executors.newSingleThreadExecutor(r -> {
      Thread t = new Thread(r, "levellab-checkpoint");
      t.setDaemon(true);
      return t;
    });
    this.hook = new Thread(() -> keepQuietly(), "levellab-checkpoint-on-exit");
    Runtime.getRuntime().addShutdownHook(hook);
  }

  /** Seconds between saves: {@value #INTERVAL_PROPERTY} when set (a positive number), else 60. */
  public static double interval() {
    String p = System.getProperty(INTERVAL_PROPERTY);
    if (p != null && !p.isBlank()) {
      try {
        double s = Double.parseDouble(p.trim());
        if (s > 0 && s < 1e6) {
          return s;
        }
      } catch (NumberFormatException e) {
        // the default below
      }
      throw new IllegalArgumentException("the system property " + INTERVAL_PROPERTY + " must be a number of seconds"
          + " above 0, was '" + p + "'");
    }
    return 60;
  }

  /** True when {@code dir} holds a checkpoint (its state file). */
  public static boolean exists(Path dir) {
    return Files.isRegularFile(dir.resolve(STATE));
  }

  /** True when a run under way holds {@code dir}'s lock (this JVM's runs included). */
  public static boolean inUse(Path dir) {
    Path lockFile = dir.resolve(LOCK);
    if (!Files.isRegularFile(lockFile)) {
      return false;
    }
    try (FileChannel ch = FileChannel.open(lockFile, StandardOpenOption.WRITE)) {
      FileLock l = ch.tryLock();
      if (l == null) {
        return true;
      }
      l.release();
      return false;
    } catch (OverlappingFileLockException e) {
      return true;
    } catch (IOException e) {
      return false;
    }
  }

  /**
   * The checkpoint of a run that starts from trial 0, kept in {@code dir}; nothing is written until
   * the first save. The caller has made sure that {@code dir} holds no checkpoint ({@link #exists}).
   */
  public static <R> Checkpoint<R> start(Path dir, Identity identity, int total, RowCodec<R> codec) {
    return new Checkpoint<>(dir.toAbsolutePath(), identity, total, codec, 0, 0, 0);
  }

  /**
   * The checkpoint in {@code dir}, to go on with: its run must be {@code identity} with {@code total}
   * trials. The folder is locked at once, and the rows file cut back to the prefix.
   *
   * @throws IllegalArgumentException in one line naming the folder: no checkpoint there, one in use
   *     by a run under way, one of another run (and how it differs), or a damaged one
   */
  public static <R> Checkpoint<R> resume(Path dir, Identity identity, int total, RowCodec<R> codec) {
    Path abs = dir.toAbsolutePath();
    if (!exists(abs)) {
      throw new IllegalArgumentException("there is no checkpoint in " + dir + " (a run keeps one there from its"
          + " first save on, after " + seconds(interval()) + ")");
    }
    if (inUse(abs)) {
      throw new IllegalArgumentException("the checkpoint " + dir + " is in use by a run under way");
    }
    State s = readState(abs, dir);
    String why = identity.difference(s.identity);
    if (why == null && s.total != total) {
      why = "it has " + s.total + " trials, this run " + total;
    }
    if (why != null) {
      throw new IllegalArgumentException("the checkpoint " + dir + " is of another run: " + why);
    }
    Checkpoint<R> c = new Checkpoint<>(abs, identity, total, codec, s.done, s.cpuNanos, s.rowsBytes);
    try {
      try {
        c.takeLock();
      } catch (IllegalStateException e) {
        throw new IllegalArgumentException("the checkpoint " + dir + " is in use by a run under way", e);
      }
      try (FileChannel rows = FileChannel.open(abs.resolve(ROWS), StandardOpenOption.WRITE)) {
        if (rows.size() < s.rowsBytes) {
          throw new IllegalArgumentException("the checkpoint " + dir + " is damaged: its rows file holds "
              + rows.size() + " bytes of the " + s.rowsBytes + " its state names");
        }
        rows.truncate(s.rowsBytes); // an append a kill cut off
      }
    } catch (IOException e) {
      c.close();
      throw new IllegalArgumentException("the checkpoint " + dir + " cannot be resumed: " + AtomicFile.reason(e), e);
    } catch (RuntimeException e) {
      c.close();
      throw e;
    }
    return c;
  }

  private static String seconds(double s) {
    return s == Math.rint(s) ? (long) s + " s" : s + " s";
  }

  /** Where a note goes (a save that failed): the CLI prints it on stderr. */
  public Checkpoint<R> notes(Consumer<String> notes) {
    this.notes = Objects.requireNonNull(notes, "notes");
    return this;
  }

  /** The folder. */
  public Path dir() {
    return dir;
  }

  public Identity identity() {
    return identity;
  }

  /** The run's trials. */
  public int total() {
    return total;
  }

  /** Trials decided by earlier runs: this run starts at this one. */
  @Override
  public int start() {
    return start;
  }

  /** Trials decided so far, by earlier runs and this one. */
  public int decidedCount() {
    synchronized (lock) {
      return decided;
    }
  }

  /** CPU time of the earlier runs up to their last save, in ns (0 for a run from the start). */
  public long earlierCpuNanos() {
    return earlierCpuNanos;
  }

  /**
   * Hands the rows the checkpoint keeps to {@code sink}, in trial order.
   *
   * @throws IllegalArgumentException naming the folder when the rows are damaged
   */
  @Override
  public void replay(Consumer<? super R> sink) {
    if (start == 0) {
      return;
    }
    Path file = dir.resolve(ROWS);
    int seen = 0;
    try (InputStream raw = Files.newInputStream(file)) {
      DataInputStream in = new DataInputStream(new java.io.BufferedInputStream(raw, 1 << 16));
      long read = 0;
      Inflater inflater = new Inflater();
      try {
        while (read < rowsBytesAtOpen) {
          int n = in.readInt();
          int length = in.readInt();
          int plain = in.readInt();
          if (n < 0 || length < 0 || plain < 0 || read + 12 + length > rowsBytesAtOpen) {
            throw new IOException("a chunk of " + n + " rows and " + length + " bytes at byte " + read);
          }
          byte[] packed = in.readNBytes(length);
          if (packed.length != length) {
            throw new EOFException();
          }
          byte[] bytes = new byte[plain];
          inflater.reset();
          inflater.setInput(packed);
          if (inflater.inflate(bytes) != plain || !inflater.finished()) {
            throw new IOException("a chunk at byte " + read + " does not unpack to its length");
          }
          DataInputStream rows = new DataInputStream(new ByteArrayInputStream(bytes));
          for (int i = 0; i < n; i++) {
            sink.accept(codec.read(rows));
          }
          seen += n;
          read += 12 + length;
        }
      } finally {
        inflater.end();
      }
    } catch (EOFException e) {
      throw damaged("its rows end early", e);
    } catch (IOException | DataFormatException e) {
      throw damaged(AtomicFile.reason(e), e);
    }
    if (seen != start) {
      throw damaged("it holds " + seen + " rows, its state names " + start, null);
    }
  }

  private IllegalArgumentException damaged(String why, Throwable cause) {
    return new IllegalArgumentException("the checkpoint " + dir + " is damaged: " + why, cause);
  }

  /**
   * Records the next trial's row; every {@link #interval()} the rows since the last save go to the
   * writer thread. Called on the run's consuming thread, in trial order.
   */
  @Override
  public void decided(R row) {
    long now = System.nanoTime();
    synchronized (lock) {
      if (closed) {
        return;
      }
      if (!disabled) {
        pending.add(row);
      }
      decided++;
      if (now - nextSave >= 0 && !disabled && (inFlight == null || inFlight.isDone())) {
        nextSave = now + intervalNanos;
        handOff();
      }
    }
  }

  /** Gives the pending rows to the writer thread (under the lock). */
  private Future<?> handOff() {
    List<R> batch = pending;
    pending = new ArrayList<>();
    int prefix = decided;
    long cpu = cpuSoFar();
    inFlight = writer.submit(() -> save(batch, prefix, cpu));
    return inFlight;
  }

  private long cpuSoFar() {
    long now = processCpuNanos();
    return earlierCpuNanos + (now < 0 || cpuAtOpen < 0 ? 0 : now - cpuAtOpen);
  }

  /** On the writer thread: appends the batch to the rows, then states the new prefix. */
  private void save(List<R> batch, int prefix, long cpuNanos) {
    if (disabled) {
      return;
    }
    try {
      if (fileLock == null) {
        if (Files.exists(dir, LinkOption.NOFOLLOW_LINKS) && (exists(dir) || inUse(dir))) {
          // another run of the same command made it since this one started: that run keeps it
          disable("the checkpoint " + dir + " was made by another run meanwhile; this run keeps none");
          return;
        }
        Files.createDirectories(dir);
        takeLock();
        try (FileChannel rows = FileChannel.open(dir.resolve(ROWS), StandardOpenOption.CREATE,
            StandardOpenOption.WRITE)) {
          rows.truncate(0);
        }
      }
      if (!batch.isEmpty()) {
        appendRows(batch);
      }
      writeState(prefix, cpuNanos);
      savedRows = prefix;
    } catch (IOException | UncheckedIOException | IllegalStateException e) {
      disable("the checkpoint " + dir + " could not be saved (" + AtomicFile.reason(e) + "); the run goes on"
          + " without it, from its last save");
    }
  }

  private void disable(String why) {
    disabled = true;
    synchronized (lock) {
      pending = new ArrayList<>();
    }
    notes.accept(why);
  }

  private void takeLock() throws IOException {
    lockChannel = FileChannel.open(dir.resolve(LOCK), StandardOpenOption.CREATE, StandardOpenOption.WRITE);
    try {
      fileLock = lockChannel.tryLock();
    } catch (OverlappingFileLockException e) {
      fileLock = null;
    }
    if (fileLock == null) {
      lockChannel.close();
      lockChannel = null;
      throw new IllegalStateException("it is in use by another run");
    }
  }

  private void appendRows(List<R> batch) throws IOException {
    ByteArrayOutputStream plain = new ByteArrayOutputStream(Math.max(256, batch.size() * 48));
    DataOutputStream out = new DataOutputStream(plain);
    for (R r : batch) {
      codec.write(out, r);
    }
    out.flush();
    byte[] bytes = plain.toByteArray();
    Deflater deflater = new Deflater(Deflater.BEST_SPEED);
    byte[] packed;
    try {
      deflater.setInput(bytes);
      deflater.finish();
      ByteArrayOutputStream p = new ByteArrayOutputStream(bytes.length / 3 + 64);
      byte[] buf = new byte[1 << 16];
      while (!deflater.finished()) {
        p.write(buf, 0, deflater.deflate(buf));
      }
      packed = p.toByteArray();
    } finally {
      deflater.end();
    }
    ByteBuffer head = ByteBuffer.allocate(12).putInt(batch.size()).putInt(packed.length).putInt(bytes.length).flip();
    try (FileChannel rows = FileChannel.open(dir.resolve(ROWS), StandardOpenOption.WRITE)) {
      rows.position(rowsBytes);
      while (head.hasRemaining()) {
        rows.write(head);
      }
      ByteBuffer body = ByteBuffer.wrap(packed);
      while (body.hasRemaining()) {
        rows.write(body);
      }
      rows.force(false);
    }
    rowsBytes += 12 + packed.length;
  }

  private void writeState(int prefix, long cpuNanos) throws IOException {
    ByteArrayOutputStream b = new ByteArrayOutputStream();
    DataOutputStream d = new DataOutputStream(b);
    d.write(MAGIC);
    d.writeInt(VERSION);
    writeString(d, identity.command);
    d.writeInt(identity.fields.size());
    for (Map.Entry<String, String> e : identity.fields.entrySet()) {
      writeString(d, e.getKey());
      writeString(d, e.getValue());
    }
    d.writeInt(total);
    d.writeInt(prefix);
    d.writeLong(rowsBytes);
    d.writeLong(cpuNanos);
    d.flush();
    try (AtomicFile f = AtomicFile.create(dir.resolve(STATE), true)) {
      f.writeBytes(b.toByteArray());
      f.commit();
    }
  }

  private static void writeString(DataOutputStream d, String s) throws IOException {
    byte[] b = s.getBytes(StandardCharsets.UTF_8);
    d.writeInt(b.length);
    d.write(b);
  }

  private record State(Identity identity, int total, int done, long rowsBytes, long cpuNanos) {}

  private static State readState(Path abs, Path shown) {
    byte[] bytes;
    try {
      bytes = Files.readAllBytes(abs.resolve(STATE));
    } catch (IOException e) {
      throw new IllegalArgumentException("the checkpoint " + shown + " cannot be read: " + AtomicFile.reason(e), e);
    }
    try {
      DataInputStream d = new DataInputStream(new ByteArrayInputStream(bytes));
      byte[] magic = new byte[MAGIC.length];
      d.readFully(magic);
      if (!Arrays.equals(magic, MAGIC)) {
        throw new IllegalArgumentException("the folder " + shown + " is not a LevelLab checkpoint (its " + STATE
            + " file does not start with LLCP)");
      }
      int version = d.readInt();
      if (version != VERSION) {
        throw new IllegalArgumentException("the checkpoint " + shown + " has format version " + version + "; this"
            + " LevelLab reads " + VERSION);
      }
      Identity id = new Identity(readString(d));
      int n = d.readInt();
      if (n < 0 || n > 1000) {
        throw new IOException(n + " identity fields");
      }
      for (int i = 0; i < n; i++) {
        id.with(readString(d), readString(d));
      }
      int total = d.readInt();
      int done = d.readInt();
      long rowsBytes = d.readLong();
      long cpu = d.readLong();
      if (total < 0 || done < 0 || done > total || rowsBytes < 0) {
        throw new IOException("a prefix of " + done + " of " + total + " trials in " + rowsBytes + " bytes");
      }
      return new State(id, total, done, rowsBytes, cpu);
    } catch (IOException e) {
      throw new IllegalArgumentException("the checkpoint " + shown + " is damaged: its " + STATE + " file "
          + (e instanceof EOFException ? "is cut short" : "holds " + e.getMessage()), e);
    }
  }

  private static String readString(DataInputStream d) throws IOException {
    int n = d.readInt();
    if (n < 0 || n > 1 << 24) {
      throw new IOException("a text of " + n + " bytes");
    }
    byte[] b = new byte[n];
    d.readFully(b);
    return new String(b, StandardCharsets.UTF_8);
  }

  /**
   * Saves every row decided so far at once (a run that failed, or is stopped) and lets the
   * checkpoint go; the folder stays for {@code --resume}.
   *
   * @return true when the folder holds at least one decided trial afterwards
   */
  public boolean keep() {
    boolean kept = keepQuietly();
    close();
    return kept;
  }

  private boolean keepQuietly() {
    Future<?> last;
    synchronized (lock) {
      if (closed) {
        return savedRows > 0 && exists(dir);
      }
      if (!disabled && !pending.isEmpty()) {
        // the writer runs one save at a time: this one follows any under way
        last = handOff();
      } else {
        last = inFlight;
      }
    }
    if (last != null) {
      await(last);
    }
    return savedRows > 0 && exists(dir);
  }

  private static void await(Future<?> f) {
    try {
      f.get(30, TimeUnit.SECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    } catch (ExecutionException | TimeoutException e) {
      // the save failed or hangs: the last complete save stands
    }
  }

  /**
   * Ends a run whose outputs are all written: the folder and what it holds are removed (a folder
   * that holds other files too keeps them).
   */
  public void finish() {
    Future<?> last;
    synchronized (lock) {
      last = inFlight;
      closed = true;
    }
    if (last != null) {
      await(last);
    }
    close();
    if (fileLock != null || start > 0 || Files.isDirectory(dir)) {
      try {
        Files.deleteIfExists(dir.resolve(STATE));
        Files.deleteIfExists(dir.resolve(ROWS));
        Files.deleteIfExists(dir.resolve(LOCK));
        AtomicFile.removeStale(dir); // a save a kill cut off in an earlier run
        Files.deleteIfExists(dir);
      } catch (java.nio.file.DirectoryNotEmptyException e) {
        // a folder of the user's that held other files: they stay, and so does the folder
      } catch (IOException e) {
        notes.accept("the checkpoint " + dir + " could not be removed (" + AtomicFile.reason(e) + "); the run's"
            + " outputs are complete, so it may be removed by hand");
      }
    }
  }

  /** Stops the writer thread and lets the folder's lock go; what was saved stays. */
  @Override
  public void close() {
    Future<?> last;
    synchronized (lock) {
      closed = true;
      last = inFlight;
    }
    if (last != null) {
      await(last);
    }
    writer.shutdown();
    try {
      Runtime.getRuntime().removeShutdownHook(hook);
    } catch (IllegalStateException e) {
      // the JVM is stopping: the hook runs, and sees the checkpoint closed
    }
    try {
      if (fileLock != null) {
        fileLock.release();
      }
      if (lockChannel != null) {
        lockChannel.close();
      }
    } catch (IOException e) {
      // the lock goes with the process anyway
    }
  }

  /** This JVM's CPU time in ns (every thread), or -1 when not measured. */
  static long processCpuNanos() {
    if (ManagementFactory.getOperatingSystemMXBean() instanceof com.sun.management.OperatingSystemMXBean os) {
      return os.getProcessCpuTime();
    }
    return -1;
  }

  /** The CPU time of the earlier runs and this one so far, in seconds. */
  public double cpuSecondsSoFar() {
    return cpuSoFar() / 1e9;
  }

  @Override
  public String toString() {
    return String.format(Locale.ROOT, "checkpoint %s: %d of %d trials", dir, decidedCount(), total);
  }
}
