package org.levellab.cli;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.function.Predicate;
import java.util.stream.Stream;
import org.levellab.core.AtomicFile;

/**
 * A folder a command writes files into ({@code skiddy generate --out}, {@code tripeaks sequence
 * --out}, a sweep's part files), checked before the work: not a file, not the standard output, its
 * parent existing, empty unless {@code --overwrite}, able to take a new file, and holding no input
 * of the command under a name the command writes. Each file goes in whole or not at all ({@link
 * AtomicFile}); a failure after the work is recorded for {@link #finish}, as {@link OutputFile} does.
 */
public final class OutputFolder {
  private final String option;
  private final Path dir;
  private final boolean created;
  private final boolean overwrite;
  private String failure;

  private OutputFolder(String option, Path dir, boolean created, boolean overwrite) {
    this.option = option;
    this.dir = dir;
    this.created = created;
    this.overwrite = overwrite;
  }

  /**
   * Checks {@code dir} and creates it when missing (its parent must exist); null gives null.
   *
   * @param writes the file names the command writes there (an input with such a name inside the
   *     folder is refused)
   * @throws IllegalArgumentException with one line naming the option and the reason
   */
  public static OutputFolder open(Path dir, String option, boolean overwrite, Predicate<String> writes,
      OutputFile.Input... inputs) {
    if (dir == null) {
      return null;
    }
    if (dir.toString().equals(OutputFile.STDOUT)) {
      throw new IllegalArgumentException(option + " -: a folder of files cannot be the standard output; give a"
          + " folder name");
    }
    if (Files.exists(dir) && !Files.isDirectory(dir)) {
      throw new IllegalArgumentException(option + " " + dir + " is a file, not a folder");
    }
    for (OutputFile.Input in : inputs) {
      if (in.path() == null) {
        continue;
      }
      Path file = OutputFile.resolved(in.path());
      if (file.getParent() != null && file.getParent().equals(OutputFile.resolved(dir))
          && writes.test(file.getFileName().toString())) {
        throw new IllegalArgumentException(option + " " + dir + " would replace the " + in.option() + " input file "
            + in.path() + "; give another folder (an input is never replaced)");
      }
    }
    boolean created = false;
    if (Files.isDirectory(dir)) {
      try (Stream<Path> entries = Files.list(dir)) {
        if (!overwrite && entries.findAny().isPresent()) {
          throw new IllegalArgumentException(option + " " + dir + " is not empty (add --overwrite to write"
              + " into it anyway)");
        }
      } catch (IOException e) {
        throw new IllegalArgumentException(option + " " + dir + " cannot be read: " + AtomicFile.reason(e), e);
      }
    } else {
      Path parent = dir.toAbsolutePath().getParent();
      if (parent == null) {
        throw new IllegalArgumentException(option + " " + dir + " is not a folder name");
      }
      OutputFile.checkFolder(option, dir, parent);
      try {
        Files.createDirectory(dir);
        created = true;
      } catch (IOException e) {
        throw new IllegalArgumentException(option + " " + dir + " cannot be created: " + AtomicFile.reason(e), e);
      }
    }
    // a folder may look writable and still take no file (a read-only or special file system)
    try {
      AtomicFile.create(dir.resolve("probe")).close();
    } catch (IOException e) {
      if (created) {
        deleteQuietly(dir);
      }
      throw new IllegalArgumentException(option + " " + dir + " cannot take new files: " + AtomicFile.reason(e), e);
    }
    return new OutputFolder(option, dir, created, overwrite);
  }

  /** The folder. */
  public Path dir() {
    return dir;
  }

  /** True when every file so far went in. */
  public boolean ok() {
    return failure == null;
  }

  /** Why a file was not written (one line naming the option), or null. */
  public String failure() {
    return failure;
  }

  /**
   * Writes {@code text} as the file {@code name} in the folder, whole or not at all; without
   * {@code --overwrite} a file of that name made meanwhile by another run is not replaced (this one
   * fails). After a first failure nothing more is written.
   *
   * @return the file, or null when it was not written
   */
  public Path write(String name, String text) {
    Path file = dir.resolve(name);
    return run("the file " + name, () -> AtomicFile.writeString(file, text, overwrite)) ? file : null;
  }

  /**
   * Runs a writer of files into the folder (such as {@code Sweep.writeCsv}); its input/output failure
   * is recorded with {@code what} (what was not written).
   */
  public boolean run(String what, Runnable writer) {
    if (failure != null) {
      return false;
    }
    try {
      writer.run();
      return true;
    } catch (UncheckedIOException e) {
      failure = option + " " + dir + ": " + what + " was not written: " + AtomicFile.reason(e);
      if (created) {
        deleteQuietly(dir); // only when still empty
      }
      return false;
    }
  }

  /** Throws when a file could not be written ({@link OutputFile#finish}). */
  public void finish() {
    if (failure != null) {
      throw new OutputFile.OutputFailedException(failure);
    }
  }

  private static void deleteQuietly(Path emptyDir) {
    try {
      Files.deleteIfExists(emptyDir);
    } catch (IOException e) {
      // not empty, or already gone: the folder stays
    }
  }
}
