package org.levellab.game;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * The engine's golden traces as JUnit assertions: a seeded game written out as a {@link Playthrough}
 * and compared with its file under {@code src/test/resources/golden/} by {@link GoldenTraces#compare}
 * (main sources: the file must have the game's text and replay on its own through the rules).
 *
 * <p>After a deliberate change of behaviour, rewrite the files with {@code
 * -Dlevellab.golden.update=true} and review the diff by hand.
 */
public final class Goldens {
  /** The one update flag. */
  public static final String UPDATE = "levellab.golden.update";
  /** Where golden traces live. */
  public static final Path DIR = Path.of("src/test/resources/golden");

  private Goldens() {}

  /**
   * Compares the playthrough with {@code golden/<name>.trace} (writing the file first under {@value
   * #UPDATE}), and fails on the first problem.
   *
   * @param name the file name without {@code .trace}, such as {@code tripeaks/blog-deal-random}
   */
  public static void check(String name, Playthrough playthrough) {
    Path file = DIR.resolve(name + ".trace");
    if (Boolean.getBoolean(UPDATE)) {
      try {
        Files.createDirectories(file.getParent());
        Files.writeString(file, playthrough.format(), StandardCharsets.UTF_8);
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }
    List<String> problems = GoldenTraces.compare(file, playthrough);
    GameContract.failOn(problems.stream().map(p -> p + " (rewrite with -D" + UPDATE + "=true and review)").toList());
  }
}
