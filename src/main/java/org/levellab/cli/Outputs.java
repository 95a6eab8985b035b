package org.levellab.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Checks output paths before any work starts, so that a long run never ends in an error about where
 * to write its results. Each message names the option.
 */
public final class Outputs {
  private Outputs() {}

  /**
   * Checks that {@code file} can be written as a file: not a folder, its folder exists and is
   * writable (an existing file is replaced).
   *
   * @param option the option that named it, such as {@code --out}
   * @return the path, for chaining (null stays null: the output was not asked for)
   */
  public static Path checkFile(Path file, String option) {
    if (file == null) {
      return null;
    }
    if (Files.isDirectory(file)) {
      throw new IllegalArgumentException(option + " " + file + " is a folder; give a file name");
    }
    Path parent = file.toAbsolutePath().getParent();
    if (parent == null || !Files.isDirectory(parent)) {
      throw new IllegalArgumentException(option + " " + file + ": the folder " + parent + " does not exist");
    }
    if (Files.exists(file) ? !Files.isWritable(file) : !Files.isWritable(parent)) {
      throw new IllegalArgumentException(option + " " + file + " cannot be written (no permission)");
    }
    return file;
  }

  /**
   * Checks that {@code dir} can take output files: an existing writable folder, or a new folder
   * whose parent exists (it is created). An existing folder that is not empty is refused unless
   * {@code overwrite}.
   */
  public static Path checkFolder(Path dir, String option, boolean overwrite) {
    if (dir == null) {
      return null;
    }
    if (Files.exists(dir) && !Files.isDirectory(dir)) {
      throw new IllegalArgumentException(option + " " + dir + " is a file, not a folder");
    }
    try {
      if (Files.isDirectory(dir)) {
        if (!Files.isWritable(dir)) {
          throw new IllegalArgumentException(option + " " + dir + " cannot be written (no permission)");
        }
        try (var entries = Files.list(dir)) {
          if (!overwrite && entries.findAny().isPresent()) {
            throw new IllegalArgumentException(option + " " + dir + " is not empty (add --overwrite to write"
                + " into it anyway)");
          }
        }
        return dir;
      }
      Path parent = dir.toAbsolutePath().getParent();
      if (parent == null || !Files.isDirectory(parent)) {
        throw new IllegalArgumentException(option + " " + dir + ": the folder " + parent + " does not exist");
      }
      Files.createDirectory(dir);
      return dir;
    } catch (IOException e) {
      throw new IllegalArgumentException(option + " " + dir + " cannot be created: " + e.getMessage(), e);
    }
  }
}
