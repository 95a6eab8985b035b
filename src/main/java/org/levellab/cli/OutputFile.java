package org.levellab.cli;

import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import org.levellab.core.AtomicFile;
import tech.tablesaw.api.Table;

/**
 * A file a command writes (its {@code --out}, {@code --trace}, {@code --html} or {@code --csv}),
 * opened before the work and written after it, whole or not at all.
 *
 * <p>{@link #open} refuses, in one line naming the option, a path that cannot take the output: a
 * folder, a missing folder, one of the command's input files (an input is never replaced), an
 * existing file without {@code --overwrite}, or a folder where no file can be created (its
 * temporary file is created there at once). The text then goes to that temporary file, which
 * replaces the target only when complete ({@link AtomicFile}). A write that fails after the work
 * (a full disk, a file-size limit) leaves no file behind and is recorded rather than thrown, so the
 * command still prints its summary; {@link #finish} then ends the command with the reason in words
 * and exit code {@value #NOT_WRITTEN}.
 *
 * <p>{@code -} is the standard output (the command's own summary then goes to standard error, see
 * {@link #summaryStream}); an existing device or pipe such as {@code /dev/null} is written directly.
 */
public final class OutputFile implements AutoCloseable {
  /** The exit code of a command whose work was done but whose output could not be written. */
  public static final int NOT_WRITTEN = 1;

  /** The path that means the standard output. */
  public static final String STDOUT = "-";

  /** An input file of the command and the option that names it; a null path is no input. */
  public record Input(String option, Path path) {}

  /** The input file named by {@code option}, or none when {@code path} is null. */
  public static Input input(String option, Path path) {
    return new Input(option, path);
  }

  private enum Mode { NONE, FILE, DEVICE, STDOUT, APPEND }

  private final String option;
  private final Path path;
  private final Mode mode;
  private final AtomicFile file;
  private boolean written;
  private String failure;

  private OutputFile(String option, Path path, Mode mode, AtomicFile file) {
    this.option = option;
    this.path = path;
    this.mode = mode;
    this.file = file;
  }

  /**
   * Checks {@code path} as the output of {@code option} and creates its temporary file: the output
   * can then be lost only to a failure during the write itself. A null path gives an output that was
   * not asked for (its writes do nothing).
   *
   * @param overwrite whether an existing file may be replaced
   * @param inputs the command's input files, which the output may not be (compared as real paths,
   *     so {@code ./f}, {@code f} and a link to it are the same file)
   * @throws IllegalArgumentException with one line naming the option and the reason
   */
  public static OutputFile open(Path path, String option, boolean overwrite, Input... inputs) {
    if (path == null) {
      return new OutputFile(option, null, Mode.NONE, null);
    }
    if (path.toString().equals(STDOUT)) {
      return new OutputFile(option, path, Mode.STDOUT, null);
    }
    if (Files.isDirectory(path)) {
      throw new IllegalArgumentException(option + " " + path + " is a folder; give a file name");
    }
    Path parent = path.toAbsolutePath().getParent();
    if (parent == null) {
      throw new IllegalArgumentException(option + " " + path + " is not a file name");
    }
    checkFolder(option, path, parent);
    for (Input in : inputs) {
      if (in.path() != null && !in.path().toString().equals(STDOUT) && sameFile(path, in.path())) {
        throw new IllegalArgumentException(option + " " + path + " is the " + in.option() + " input file; give"
            + " another file name (an input is never replaced)");
      }
    }
    if (AtomicFile.isSpecial(path)) {
      if (!Files.isWritable(path)) {
        throw new IllegalArgumentException(option + " " + path + " cannot be written: permission denied");
      }
      return new OutputFile(option, path, Mode.DEVICE, null);
    }
    if (Files.exists(path)) {
      if (!overwrite) {
        throw new IllegalArgumentException(option + " " + path + " already exists; add --overwrite to replace it");
      }
      if (!Files.isWritable(path)) {
        throw new IllegalArgumentException(option + " " + path + " is read-only; it cannot be replaced");
      }
    }
    try {
      // without --overwrite the file is published only if its name is still free then: a run that
      // writes the same file meanwhile is not silently replaced
      return new OutputFile(option, path, Mode.FILE, AtomicFile.create(path, overwrite));
    } catch (IOException e) {
      // a folder that exists but answers "no such file" to a new name is a special file system (/proc)
      String why = e instanceof NoSuchFileException && Files.isDirectory(parent) ? "the folder takes no new files"
          : AtomicFile.reason(e);
      throw new IllegalArgumentException(option + " " + path + " cannot be created in " + parent + ": " + why, e);
    }
  }

  /**
   * Checks {@code path} as a file that {@code option} appends to after the work (a summary table
   * that collects a row per run, such as {@code --summary-csv}): not the standard output, not a
   * folder, not an input, its folder existing; an existing file must be writable, and a new one
   * creatable (a temporary file is created and removed there now, so {@code /proc/x.csv} is refused
   * before the work). A device such as {@code /dev/full} can only fail when written: {@link #append}
   * records that failure for {@link #finish}. A null path gives an output that was not asked for.
   *
   * @throws IllegalArgumentException with one line naming the option and the reason
   */
  public static OutputFile openAppend(Path path, String option, Input... inputs) {
    if (path == null) {
      return new OutputFile(option, null, Mode.NONE, null);
    }
    if (path.toString().equals(STDOUT)) {
      throw new IllegalArgumentException(option + " -: a row is appended to a file; give a file name");
    }
    if (Files.isDirectory(path)) {
      throw new IllegalArgumentException(option + " " + path + " is a folder; give a file name");
    }
    Path parent = path.toAbsolutePath().getParent();
    if (parent == null) {
      throw new IllegalArgumentException(option + " " + path + " is not a file name");
    }
    checkFolder(option, path, parent);
    for (Input in : inputs) {
      if (in.path() != null && sameFile(path, in.path())) {
        throw new IllegalArgumentException(option + " " + path + " is the " + in.option() + " input file; give"
            + " another file name (an input is never written)");
      }
    }
    if (Files.exists(path)) {
      if (!Files.isWritable(path)) {
        throw new IllegalArgumentException(option + " " + path + " cannot be written: permission denied");
      }
      return new OutputFile(option, path, Mode.APPEND, null);
    }
    try {
      AtomicFile.create(path).close();
    } catch (IOException e) {
      String why = e instanceof NoSuchFileException && Files.isDirectory(parent) ? "the folder takes no new files"
          : AtomicFile.reason(e);
      throw new IllegalArgumentException(option + " " + path + " cannot be created in " + parent + ": " + why, e);
    }
    return new OutputFile(option, path, Mode.APPEND, null);
  }

  /**
   * Runs {@code appender}, which appends to the file of {@link #openAppend}; its input/output failure
   * is recorded (see {@link #failure}) instead of thrown, so the command still prints its summary.
   *
   * @return false when not asked for or when it failed
   */
  public boolean append(Runnable appender) {
    if (mode != Mode.APPEND || failure != null) {
      return false;
    }
    try {
      appender.run();
      written = true;
      return true;
    } catch (UncheckedIOException e) {
      failure = option + " " + path + ": the row was not appended: " + AtomicFile.reason(e);
      return false;
    }
  }

  /** Refuses a parent that is missing or a file, in words that say which. */
  static void checkFolder(String option, Path path, Path parent) {
    if (Files.isDirectory(parent)) {
      return;
    }
    Path existing = parent;
    while (existing != null && !Files.exists(existing)) {
      existing = existing.getParent();
    }
    if (existing != null && !Files.isDirectory(existing)) {
      throw new IllegalArgumentException(option + " " + path + ": " + existing + " is a file, not a folder");
    }
    throw new IllegalArgumentException(option + " " + path + ": the folder " + parent + " does not exist");
  }

  /**
   * Refuses two outputs of one command that are the same file, or that both go to the standard
   * output.
   */
  public static void distinct(OutputFile... outputs) {
    for (int i = 0; i < outputs.length; i++) {
      for (int j = 0; j < i; j++) {
        OutputFile a = outputs[i];
        OutputFile b = outputs[j];
        if (a.mode == Mode.STDOUT && b.mode == Mode.STDOUT) {
          throw new IllegalArgumentException(b.option + " - and " + a.option + " - cannot both be the standard"
              + " output; give one a file name");
        }
        if (a.mode != Mode.NONE && a.mode != Mode.STDOUT && b.mode != Mode.NONE && b.mode != Mode.STDOUT
            && a.mode != Mode.DEVICE && sameFile(a.path, b.path)) {
          throw new IllegalArgumentException(a.option + " " + a.path + " is the " + b.option + " file too; give"
              + " another file name");
        }
      }
    }
  }

  /** Whether two paths name the same file: real paths, or the same inode when both exist. */
  static boolean sameFile(Path a, Path b) {
    try {
      if (Files.exists(a) && Files.exists(b)) {
        return Files.isSameFile(a, b);
      }
    } catch (IOException e) {
      // compare what the paths resolve to below
    }
    return resolved(a).equals(resolved(b));
  }

  /** The real path of {@code p}, or of its nearest existing folder with the rest appended. */
  static Path resolved(Path p) {
    Path abs = p.toAbsolutePath().normalize();
    Path existing = abs;
    while (existing != null && !Files.exists(existing)) {
      existing = existing.getParent();
    }
    if (existing == null) {
      return abs;
    }
    try {
      return existing.toRealPath().resolve(existing.relativize(abs));
    } catch (IOException e) {
      return abs;
    }
  }

  /** True when the output was asked for. */
  public boolean asked() {
    return mode != Mode.NONE;
  }

  /** True when the output is a file that is written whole (not the standard output, not a device). */
  public boolean toFile() {
    return mode == Mode.FILE;
  }

  /** True when the output is the standard output ({@code -}). */
  public boolean toStdout() {
    return mode == Mode.STDOUT;
  }

  /** The path as given ({@code -} for the standard output), or null when not asked for. */
  public Path path() {
    return path;
  }

  /** True once the whole output is in place. */
  public boolean written() {
    return written;
  }

  /** Why the output was not written (one line naming the option), or null. */
  public String failure() {
    return failure;
  }

  /** The output as the summary names it: the path, or "standard output". */
  @Override
  public String toString() {
    return mode == Mode.STDOUT ? "standard output" : String.valueOf(path);
  }

  /** Writes {@code text} as the whole output; false when not asked for or when it failed. */
  public boolean write(String text) {
    return write(w -> w.write(text));
  }

  /** Writes {@code table} as CSV, header first. */
  public boolean writeTable(Table table) {
    return write(w -> table.write().csv(w));
  }

  /**
   * Writes the whole output through {@code action} and moves it into place. A failure is recorded
   * ({@link #failure}), the temporary file removed, and false returned: the command goes on to print
   * its summary and ends with {@link #finish}.
   */
  public boolean write(AtomicFile.WriteAction action) {
    if (mode == Mode.NONE || failure != null) {
      return false;
    }
    if (written) {
      throw new IllegalStateException(option + " " + path + " was already written");
    }
    try {
      switch (mode) {
        case FILE -> {
          file.write(action);
          file.commit();
        }
        case DEVICE -> {
          try (OutputStream out = Files.newOutputStream(path, StandardOpenOption.WRITE)) {
            AtomicFile.writeThrough(out, action);
          }
        }
        case STDOUT -> {
          PrintStream stdout = System.out;
          AtomicFile.writeThrough(new FilterOutputStream(stdout) {
            @Override
            public void write(byte[] b, int off, int len) {
              stdout.write(b, off, len);
            }

            @Override
            public void close() {
              stdout.flush(); // the standard output stays open for the summary
            }
          }, action);
          stdout.flush();
          if (stdout.checkError()) {
            throw new IOException("the standard output could not be written");
          }
        }
        default -> throw new IllegalStateException(mode.name());
      }
      written = true;
      return true;
    } catch (FileAlreadyExistsException e) {
      failure = option + " " + this + " was not written: another run created it after this one started (add"
          + " --overwrite to replace it)";
      close();
      return false;
    } catch (IOException | UncheckedIOException e) {
      failure = option + " " + this + " was not written: " + AtomicFile.reason(e);
      close();
      return false;
    }
  }

  /** Removes the temporary file if the output was not moved into place. */
  @Override
  public void close() {
    if (file != null) {
      file.close();
    }
  }

  /**
   * Where a command prints its summary: standard error when one of its outputs is the standard
   * output (which then holds that output alone), else the standard output.
   */
  public static PrintStream summaryStream(OutputFile... outputs) {
    for (OutputFile o : outputs) {
      if (o.toStdout()) {
        return System.err;
      }
    }
    return System.out;
  }

  /**
   * Ends a command whose outputs were written after its summary was printed: throws when one of them
   * failed, with the reasons on one line (exit code {@value #NOT_WRITTEN}).
   */
  public static void finish(OutputFile... outputs) {
    finish(null, outputs);
  }

  /**
   * {@link #finish(OutputFile...)} with the failure of another output first ({@link
   * OutputFolder#failure}), when not null.
   */
  public static void finish(String otherFailure, OutputFile... outputs) {
    List<String> failures = new ArrayList<>();
    if (otherFailure != null) {
      failures.add(otherFailure);
    }
    for (OutputFile o : outputs) {
      if (o.failure != null) {
        failures.add(o.failure);
      }
    }
    if (!failures.isEmpty()) {
      throw new OutputFailedException(String.join("; ", failures));
    }
  }

  /** The work was done and its summary printed, but an output could not be written. */
  public static final class OutputFailedException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    /** A failure with its one-line message. */
    public OutputFailedException(String message) {
      super(message);
    }
  }
}
