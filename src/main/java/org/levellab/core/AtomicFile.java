package org.levellab.core;

import java.io.BufferedWriter;
import java.io.FilterWriter;
import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.channels.Channels;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.DirectoryNotEmptyException;
import java.nio.file.DirectoryStream;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.FileSystemLoopException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.NotDirectoryException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.time.Instant;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ThreadLocalRandom;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A file written whole or not at all: its text goes to a temporary file beside the target, which
 * becomes the target (an atomic rename or link where the file system allows one) only once it is
 * complete and on disk. Until then the target is untouched; a temporary file that is not moved into
 * place is deleted when this is closed, or when the JVM exits normally or is interrupted.
 *
 * <p>A file made by {@link #create(Path, boolean) create(target, false)} never replaces one: it is
 * published by a hard link, which the file system refuses when the name exists, so of two runs
 * that write the same new file the second fails ({@link FileAlreadyExistsException}) instead of
 * silently replacing the first, and no check can be overtaken between looking and publishing.
 *
 * <p>The temporary file is created at once, so an impossible output (a read-only folder, a file
 * system that takes no new files) fails before any work. Temporary names start with a dot, hold the
 * writing process's id and end with {@value #TEMP_SUFFIX} ({@code .NAME.PID.RANDOM.tmp}): readers
 * of a folder skip them ({@link #isTemporary}), and the first file this JVM creates in a folder
 * removes the ones whose process is gone (a run killed with SIGKILL runs no shutdown hook), see
 * {@link #removeStale}.
 *
 * <pre>{@code
 * try (AtomicFile f = AtomicFile.create(Path.of("table.csv"))) {
 *   ... the work ...
 *   f.write(w -> table.write().csv(w));
 *   f.commit();
 * }
 * }</pre>
 */
public final class AtomicFile implements AutoCloseable {
  /** How the name of every temporary file ends. */
  public static final String TEMP_SUFFIX = ".tmp";

  /** Temporary files not yet moved into place or deleted: removed if the JVM stops first. */
  private static final Set<Path> PENDING = ConcurrentHashMap.newKeySet();

  static {
    Runtime.getRuntime().addShutdownHook(new Thread(() -> {
      for (Path p : PENDING) {
        try {
          Files.deleteIfExists(p);
        } catch (IOException e) {
          // nothing more can be done while the JVM stops
        }
      }
    }, "levellab-temporary-files"));
  }

  /** Writes text to a writer; a failure of the writer is an {@link IOException}. */
  @FunctionalInterface
  public interface WriteAction {
    void write(Writer writer) throws IOException;
  }

  /** A temporary name as {@link #create} makes it; group 1 is the process id. */
  private static final Pattern OWNED_TEMP = Pattern.compile("\\..+\\.([0-9]{1,19})\\.[0-9a-z]{1,13}\\.tmp");

  /** Folders already cleared of stale temporary files by this JVM: each is listed once. */
  private static final Set<Path> SWEPT = ConcurrentHashMap.newKeySet();

  private final Path target;
  private final Path temp;
  private final boolean replace;
  private boolean written;
  private boolean committed;

  private AtomicFile(Path target, Path temp, boolean replace) {
    this.target = target;
    this.temp = temp;
    this.replace = replace;
  }

  /**
   * Creates the temporary file beside {@code target} (an existing target's permissions are copied
   * onto it, so the replaced file keeps them). A symbolic link is followed: the file it names is
   * replaced, the link stays.
   *
   * @throws IOException when the folder takes no new file; {@link #reason} says why in words
   */
  public static AtomicFile create(Path target) throws IOException {
    return create(target, true);
  }

  /**
   * Creates the temporary file beside {@code target}, as {@link #create(Path)}.
   *
   * @param replace whether {@link #commit} may replace an existing file; when false it fails with
   *     {@link FileAlreadyExistsException} if the target exists by then (made by another run since
   *     this one looked)
   * @throws IOException when the folder takes no new file; {@link #reason} says why in words
   */
  public static AtomicFile create(Path target, boolean replace) throws IOException {
    Path real = Files.isSymbolicLink(target) && Files.exists(target) ? target.toRealPath() : target.toAbsolutePath();
    Path dir = real.getParent();
    String name = real.getFileName().toString();
    if (SWEPT.add(dir)) {
      removeStale(dir);
    }
    for (int attempt = 0; ; attempt++) {
      Path temp = dir.resolve("." + name + "." + ProcessHandle.current().pid() + "."
          + Long.toUnsignedString(ThreadLocalRandom.current().nextLong(), 36) + TEMP_SUFFIX);
      try {
        Files.newByteChannel(temp, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE).close();
      } catch (FileAlreadyExistsException e) {
        if (attempt < 100) {
          continue;
        }
        throw e;
      }
      PENDING.add(temp);
      if (Files.isRegularFile(real)) {
        try {
          Files.setPosixFilePermissions(temp, Files.getPosixFilePermissions(real));
        } catch (IOException | UnsupportedOperationException e) {
          // the new file keeps the folder's default permissions
        }
      }
      return new AtomicFile(real, temp, replace);
    }
  }

  /**
   * Deletes the temporary files in {@code dir} whose writing process is no longer alive: a run
   * killed with SIGKILL (or a machine that lost power) leaves its temporary file, which nothing else
   * would ever remove. A file whose process id now belongs to a process started after the file was
   * last written is stale too (the id was reused). Files of live processes, of this one, and names
   * that are not this class's temporary names are left alone. Processes of another machine or
   * container that write into a shared folder are not seen: such a folder is not cleared by this.
   *
   * @return how many files were deleted (failures to list or delete are skipped: a temporary name is
   *     harmless to every reader)
   */
  public static int removeStale(Path dir) {
    long self = ProcessHandle.current().pid();
    int removed = 0;
    try (DirectoryStream<Path> entries = Files.newDirectoryStream(dir, ".*" + TEMP_SUFFIX)) {
      for (Path p : entries) {
        Matcher m = OWNED_TEMP.matcher(p.getFileName().toString());
        if (!m.matches()) {
          continue;
        }
        long pid;
        try {
          pid = Long.parseLong(m.group(1));
        } catch (NumberFormatException e) {
          continue;
        }
        if (pid == self || !Files.isRegularFile(p, LinkOption.NOFOLLOW_LINKS)) {
          continue;
        }
        try {
          if (!ownerAlive(pid, Files.getLastModifiedTime(p, LinkOption.NOFOLLOW_LINKS).toInstant())
              && Files.deleteIfExists(p)) {
            removed++;
          }
        } catch (IOException e) {
          // gone meanwhile, or not ours to delete: readers skip it either way
        }
      }
    } catch (IOException | UncheckedIOException e) {
      // an unreadable folder: the temporary file about to be created there fails with the reason
    }
    return removed;
  }

  /** Whether process {@code pid} is alive and may have written a file last modified at {@code written}. */
  static boolean ownerAlive(long pid, Instant written) {
    Optional<ProcessHandle> h = ProcessHandle.of(pid);
    if (h.isEmpty() || !h.get().isAlive()) {
      return false;
    }
    Optional<Instant> started = h.get().info().startInstant();
    // a start time is known to the clock tick: a second of slack keeps the writer itself alive
    return started.isEmpty() || !started.get().isAfter(written.plusSeconds(1));
  }

  /** The file this replaces when committed (a symbolic link resolved). */
  public Path target() {
    return target;
  }

  /** The temporary file the text goes to. */
  public Path temp() {
    return temp;
  }

  /** Writes {@code text} (UTF-8) to the temporary file; see {@link #write(WriteAction)}. */
  public void write(String text) throws IOException {
    write(w -> w.write(text));
  }

  /**
   * Writes the temporary file's whole content through a UTF-8 writer, then forces it to disk. A
   * library that wraps the writer's failure in its own exception (a CSV writer's "error flushing
   * output") is seen through: the writer's own {@link IOException} is thrown, so {@link #reason}
   * can say what happened ("no space left on device").
   */
  public void write(WriteAction action) throws IOException {
    if (written || committed) {
      throw new IllegalStateException(target + ": already written");
    }
    written = true;
    try (FileChannel channel = FileChannel.open(temp, StandardOpenOption.WRITE,
        StandardOpenOption.TRUNCATE_EXISTING)) {
      writeThrough(Channels.newOutputStream(channel), action);
      channel.force(true);
    }
  }

  /** Writes bytes to a stream; a failure of the stream is an {@link IOException}. */
  @FunctionalInterface
  public interface StreamAction {
    void write(OutputStream out) throws IOException;
  }

  /** Writes {@code bytes} as the temporary file's whole content; see {@link #writeStream}. */
  public void writeBytes(byte[] bytes) throws IOException {
    writeStream(out -> out.write(bytes));
  }

  /**
   * Writes the temporary file's whole content as bytes through {@code action} (a binary file: a
   * gzipped bitset, a checkpoint's state), then forces it to disk.
   */
  public void writeStream(StreamAction action) throws IOException {
    if (written || committed) {
      throw new IllegalStateException(target + ": already written");
    }
    written = true;
    try (FileChannel channel = FileChannel.open(temp, StandardOpenOption.WRITE,
        StandardOpenOption.TRUNCATE_EXISTING)) {
      OutputStream out = new java.io.BufferedOutputStream(Channels.newOutputStream(channel), 1 << 16);
      action.write(out);
      out.flush();
      channel.force(true);
    }
  }

  /**
   * Writes through {@code out} (UTF-8) and flushes it, leaving it open: for an output that is not
   * replaced, such as the standard output or a device. Failures as {@link #write(WriteAction)}.
   */
  public static void writeThrough(OutputStream out, WriteAction action) throws IOException {
    RecordingWriter w = new RecordingWriter(new BufferedWriter(new OutputStreamWriter(out, StandardCharsets.UTF_8),
        1 << 16));
    try {
      action.write(w);
      w.flush();
    } catch (RuntimeException e) {
      if (w.failure != null) {
        throw w.failure;
      }
      throw e;
    }
    if (w.failure != null) {
      throw w.failure; // a library swallowed it
    }
  }

  /**
   * Puts the written temporary file in place as the target. When this may replace, it is moved onto
   * the target: atomically where the file system allows, otherwise by an ordinary replace (a reader
   * may then see the file while it is moved). When it may not, it is linked under the target's name,
   * which fails if that name exists, and then unlinked; on a file system without hard links it is
   * moved without replacing (there a writer that appears between the look and the move can still be
   * overtaken).
   *
   * @throws FileAlreadyExistsException when this may not replace and the target exists
   */
  public void commit() throws IOException {
    if (!written) {
      throw new IllegalStateException(target + ": nothing written");
    }
    if (replace) {
      try {
        Files.move(temp, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
      } catch (AtomicMoveNotSupportedException e) {
        Files.move(temp, target, StandardCopyOption.REPLACE_EXISTING);
      }
    } else {
      publishNew();
    }
    committed = true;
    PENDING.remove(temp);
  }

  /** Publishes the temporary file under the target's name only if that name is free. */
  private void publishNew() throws IOException {
    boolean linked;
    try {
      Files.createLink(target, temp);
      linked = true;
    } catch (FileAlreadyExistsException e) {
      throw new FileAlreadyExistsException(target.toString(), null, "it already exists");
    } catch (UnsupportedOperationException | FileSystemException e) {
      linked = false; // no hard links here (a FAT or network file system): the move below
    }
    if (linked) {
      try {
        Files.delete(temp);
      } catch (IOException e) {
        // the target is complete and in place; the shutdown hook or the next run removes the name
        return;
      }
      return;
    }
    if (Files.exists(target, LinkOption.NOFOLLOW_LINKS)) {
      throw new FileAlreadyExistsException(target.toString(), null, "it already exists");
    }
    Files.move(temp, target); // without REPLACE_EXISTING: refused when the target exists by now
  }

  /** Deletes the temporary file unless it was moved into place. */
  @Override
  public void close() {
    if (!committed) {
      try {
        Files.deleteIfExists(temp);
      } catch (IOException e) {
        // a temporary name is skipped by every reader; the shutdown hook tries again
        return;
      }
      PENDING.remove(temp);
    }
  }

  /**
   * Writes {@code text} to {@code target} whole or not at all.
   *
   * @throws UncheckedIOException naming the file and the reason in words
   */
  public static void writeString(Path target, String text) {
    writeString(target, text, true);
  }

  /**
   * Writes {@code text} to {@code target} whole or not at all, replacing an existing file only when
   * {@code replace} ({@link #create(Path, boolean)}).
   *
   * @throws UncheckedIOException naming the file and the reason in words ("it already exists")
   */
  public static void writeString(Path target, String text, boolean replace) {
    try (AtomicFile f = create(target, replace)) {
      f.write(text);
      f.commit();
    } catch (IOException e) {
      throw new UncheckedIOException(target + " cannot be written: " + reason(e), e);
    }
  }

  /** True for a temporary file's name as {@link #create} makes it: readers of a folder skip these. */
  public static boolean isTemporary(Path file) {
    String f = file.getFileName().toString();
    return f.startsWith(".") && f.endsWith(TEMP_SUFFIX);
  }

  /**
   * Why an input/output operation failed, in lower-case words and without a path or a class name:
   * "no space left on device", "file too large", "permission denied", "no such file or folder".
   */
  public static String reason(Throwable failure) {
    IOException e = ioCause(failure);
    if (e == null) {
      String m = failure.getMessage();
      return m == null || m.isBlank() ? "input/output error" : words(m);
    }
    if (e instanceof AccessDeniedException) {
      return "permission denied";
    }
    if (e instanceof NoSuchFileException) {
      return "no such file or folder";
    }
    if (e instanceof FileAlreadyExistsException) {
      return "it already exists";
    }
    if (e instanceof NotDirectoryException) {
      return "not a folder";
    }
    if (e instanceof DirectoryNotEmptyException) {
      return "the folder is not empty";
    }
    if (e instanceof FileSystemLoopException) {
      return "too many levels of symbolic links";
    }
    if (e instanceof FileSystemException fs) {
      if (fs.getReason() != null && !fs.getReason().isBlank()) {
        return words(fs.getReason());
      }
      return "input/output error";
    }
    String m = e.getMessage();
    return m == null || m.isBlank() ? "input/output error" : words(m);
  }

  /** The innermost input/output exception among the causes, or null. */
  private static IOException ioCause(Throwable t) {
    IOException found = null;
    for (Throwable c = t; c != null && c.getCause() != c; c = c.getCause()) {
      if (c instanceof IOException io) {
        found = io;
      } else if (c instanceof UncheckedIOException u) {
        found = u.getCause();
      }
    }
    return found;
  }

  /** An operating system's message as words: lower case first, no trailing full stop. */
  private static String words(String m) {
    String s = m.strip();
    if (s.endsWith(".")) {
      s = s.substring(0, s.length() - 1);
    }
    return s.isEmpty() ? "input/output error" : s.substring(0, 1).toLowerCase(Locale.ROOT) + s.substring(1);
  }

  /** True when {@code p} is an existing file that is not a regular file: a device or a pipe. */
  public static boolean isSpecial(Path p) {
    return Files.exists(p) && !Files.isRegularFile(p) && !Files.isDirectory(p);
  }

  /**
   * Keeps the first failure of the writer underneath, which a library may wrap or swallow; closing
   * it only flushes, so the file can still be forced to disk.
   */
  private static final class RecordingWriter extends FilterWriter {
    IOException failure;

    RecordingWriter(Writer out) {
      super(out);
    }

    private IOException record(IOException e) {
      if (failure == null) {
        failure = e;
      }
      return e;
    }

    @Override
    public void write(int c) throws IOException {
      try {
        out.write(c);
      } catch (IOException e) {
        throw record(e);
      }
    }

    @Override
    public void write(char[] cbuf, int off, int len) throws IOException {
      try {
        out.write(cbuf, off, len);
      } catch (IOException e) {
        throw record(e);
      }
    }

    @Override
    public void write(String str, int off, int len) throws IOException {
      try {
        out.write(str, off, len);
      } catch (IOException e) {
        throw record(e);
      }
    }

    @Override
    public void flush() throws IOException {
      try {
        out.flush();
      } catch (IOException e) {
        throw record(e);
      }
    }

    @Override
    public void close() throws IOException {
      flush();
    }
  }
}
