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
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.FileSystemLoopException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.NotDirectoryException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ThreadLocalRandom;

/**
 * A file written whole or not at all: its text goes to a temporary file beside the target, which
 * replaces the target (an atomic rename where the file system allows one) only once it is complete
 * and on disk. Until then the target is untouched; a temporary file that is not moved into place is
 * deleted when this is closed, or when the JVM exits normally or is interrupted.
 *
 * <p>The temporary file is created at once, so an impossible output (a read-only folder, a file
 * system that takes no new files) fails before any work. Temporary names start with a dot and end
 * with {@value #TEMP_SUFFIX}: readers of a folder skip them ({@link #isTemporary}).
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

  private final Path target;
  private final Path temp;
  private boolean written;
  private boolean committed;

  private AtomicFile(Path target, Path temp) {
    this.target = target;
    this.temp = temp;
  }

  /**
   * Creates the temporary file beside {@code target} (an existing target's permissions are copied
   * onto it, so the replaced file keeps them). A symbolic link is followed: the file it names is
   * replaced, the link stays.
   *
   * @throws IOException when the folder takes no new file; {@link #reason} says why in words
   */
  public static AtomicFile create(Path target) throws IOException {
    Path real = Files.isSymbolicLink(target) && Files.exists(target) ? target.toRealPath() : target.toAbsolutePath();
    Path dir = real.getParent();
    String name = real.getFileName().toString();
    for (int attempt = 0; ; attempt++) {
      Path temp = dir.resolve("." + name + "." + Long.toUnsignedString(ThreadLocalRandom.current().nextLong(), 36)
          + TEMP_SUFFIX);
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
      return new AtomicFile(real, temp);
    }
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
   * Moves the written temporary file onto the target, replacing it: atomically where the file system
   * allows, otherwise by an ordinary replace (a reader may then see the file while it is moved).
   */
  public void commit() throws IOException {
    if (!written) {
      throw new IllegalStateException(target + ": nothing written");
    }
    try {
      Files.move(temp, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
    } catch (AtomicMoveNotSupportedException e) {
      Files.move(temp, target, StandardCopyOption.REPLACE_EXISTING);
    }
    committed = true;
    PENDING.remove(temp);
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
    try (AtomicFile f = create(target)) {
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
