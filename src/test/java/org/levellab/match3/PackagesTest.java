package org.levellab.match3;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/** The match-3 packages by concern: the rules know no agent, study or notebook code; agents know no study. */
class PackagesTest {
  private static final Path MAIN = Path.of("src/main/java/org/levellab/match3");

  private static List<String> importsOf(Path folder) throws IOException {
    List<String> out = new ArrayList<>();
    try (Stream<Path> files = Files.list(folder)) {
      for (Path f : files.filter(p -> p.toString().endsWith(".java")).toList()) {
        for (String line : Files.readAllLines(f)) {
          if (line.startsWith("import ")) {
            out.add(f.getFileName() + ": " + line);
          }
        }
      }
    }
    return out;
  }

  @Test
  void rulesImportNeitherAgentsNorStudiesNorLab() throws IOException {
    List<String> imports = importsOf(MAIN);
    assertTrue(imports.size() > 10, "read the rules' imports: " + imports);
    assertEquals(List.of(), imports.stream().filter(i -> i.contains("org.levellab.lab") || i.contains("match3.agents")
        || i.contains("match3.study")).toList());
  }

  @Test
  void agentsImportNeitherStudiesNorLab() throws IOException {
    List<String> imports = importsOf(MAIN.resolve("agents"));
    assertTrue(imports.size() > 3, "read the agents' imports: " + imports);
    assertEquals(List.of(), imports.stream().filter(i -> i.contains("org.levellab.lab") || i.contains("match3.study"))
        .toList());
  }
}
