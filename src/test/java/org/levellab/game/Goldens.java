package org.levellab.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The one golden-trace harness of every game: a seeded game written out as a {@link Playthrough} and
 * compared with its file under {@code src/test/resources/golden/}. The file must also replay on its
 * own through the rules (its game rebuilt from its header), so it is checked against the rules, not
 * only against the code that wrote it.
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
   * Compares the playthrough with {@code golden/<name>.trace}, then replays the file.
   *
   * @param name the file name without {@code .trace}, such as {@code tripeaks/blog-deal-random}
   */
  public static void check(String name, Playthrough playthrough) {
    String actual = playthrough.format();
    Path file = DIR.resolve(name + ".trace");
    try {
      if (Boolean.getBoolean(UPDATE)) {
        Files.createDirectories(file.getParent());
        Files.writeString(file, actual, StandardCharsets.UTF_8);
      }
      assertTrue(Files.isRegularFile(file), "missing golden trace " + file + " (run with -D" + UPDATE + "=true)");
      String expected = Files.readString(file, StandardCharsets.UTF_8);
      assertEquals(expected, actual, "golden trace " + file + " (rewrite with -D" + UPDATE + "=true and review)");
      Playthrough.Check check = Playthrough.parse(expected, file.toString()).replay();
      assertTrue(check.ok(), file + " does not replay through the rules: " + check.error());
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
