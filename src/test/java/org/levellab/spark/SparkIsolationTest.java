package org.levellab.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Spark is a provided dependency: only this package may name its classes, so that the CLI and the
 * notebooks load without Spark on the classpath (the CLI reaches it through {@link SparkSweeps#submit}
 * only under {@code --engine spark}).
 */
class SparkIsolationTest {
  @Test
  void onlyTheSparkPackageNamesSparkClasses() throws IOException {
    Path main = Path.of("src/main/java/org/levellab");
    List<String> offenders;
    try (Stream<Path> files = Files.walk(main)) {
      offenders = files.filter(p -> p.toString().endsWith(".java"))
          .filter(p -> !p.startsWith(main.resolve("spark")))
          .filter(p -> {
            try {
              // a class name in a string (the CLI's Class.forName check) loads nothing
              String code = Files.readString(p, StandardCharsets.UTF_8).replaceAll(
                  // the loop unrolled (runs of plain characters, then one escape): no stack per character
                  "\"[^\"\\\\]*+(?:\\\\.[^\"\\\\]*+)*+\"", "\"\"");
              return code.matches("(?s).*\\b(org\\.apache\\.spark|scala)\\.[a-z].*");
            } catch (IOException e) {
              throw new IllegalStateException(e);
            }
          })
          .map(p -> main.relativize(p).toString()).sorted().toList();
    }
    assertEquals(List.of(), offenders);
  }
}
