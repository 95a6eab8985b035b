package org.levellab.skiddy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/** The hand-made levels of {@code datasets/skiddy/}, found from the working directory or above it. */
public final class SkiddyLevels {
  private SkiddyLevels() {}

  /** The {@code datasets/skiddy} folder of the project the working directory is in. */
  public static Path folder() {
    Path dir = Path.of("").toAbsolutePath();
    for (int up = 0; up < 4 && dir != null; up++, dir = dir.getParent()) {
      Path candidate = dir.resolve("datasets").resolve("skiddy");
      if (Files.isDirectory(candidate)) {
        return candidate;
      }
    }
    throw new IllegalArgumentException("no datasets/skiddy folder in " + Path.of("").toAbsolutePath()
        + " or the three folders above it");
  }

  /** A dataset level by name, for example {@code "1-1"}. */
  public static Level load(String name) {
    Path file = folder().resolve(name + ".txt");
    if (!Files.isRegularFile(file)) {
      throw new IllegalArgumentException("no level '" + name + "' in " + folder() + " (have " + names() + ")");
    }
    return Level.read(file);
  }

  /** Names of the dataset levels, sorted. */
  public static List<String> names() {
    List<String> names = new ArrayList<>();
    try (Stream<Path> files = Files.list(folder())) {
      files.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(".txt")).sorted()
          .forEach(n -> names.add(n.substring(0, n.length() - 4)));
    } catch (java.io.IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
    return names;
  }
}
