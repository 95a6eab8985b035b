package org.levellab;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.levellab.game.Games;

/**
 * The package rules of the project, checked on the sources: rule packages never import the notebook
 * package {@code lab}; {@code search}, {@code game}, {@code playtest} and {@code cards} (which games
 * use) name no game in code; the game contract depends on no game package. The game packages are those of the catalogue's factories ({@link Games}), so a game
 * is checked as soon as it is registered.
 */
class ArchitectureTest {
  private static final Path MAIN = Path.of("src/main/java/org/levellab");
  private static final String ROOT = "org.levellab.";

  /**
   * The packages (relative to {@code org.levellab}, such as {@code tripeaks}) of every catalogue game
   * whose sources are in this project: a game registered at run time by a test has none under main.
   */
  static List<String> gamePackages() {
    Set<String> packages = new TreeSet<>();
    for (String name : Games.names()) {
      String pkg = Games.factoryOf(name).getClass().getPackageName();
      if (pkg.startsWith(ROOT) && Files.isDirectory(MAIN.resolve(pkg.substring(ROOT.length()).replace('.', '/')))) {
        packages.add(pkg.substring(ROOT.length()));
      }
    }
    return List.copyOf(packages);
  }

  @Test
  void everyServiceListedGameHasAPackageHere() throws IOException {
    List<String> listed = Files.readAllLines(Path.of("src/main/resources/META-INF/services/org.levellab.game.GameFactory"));
    List<String> packages = gamePackages();
    for (String line : listed) {
      String cls = line.replaceAll("#.*", "").trim();
      if (!cls.isEmpty()) {
        String pkg = cls.substring(ROOT.length(), cls.lastIndexOf('.'));
        assertTrue(packages.contains(pkg), pkg + " is listed as a game but not found from the catalogue " + packages);
      }
    }
    assertTrue(packages.size() >= 5, "the shipped games: " + packages);
  }

  private static List<Path> sources(Path dir) throws IOException {
    try (Stream<Path> s = Files.walk(dir)) {
      return s.filter(p -> p.toString().endsWith(".java")).sorted().toList();
    }
  }

  /** Files under {@code dir} (subfolders excluded when {@code deep} is false) whose text matches. */
  private static List<String> offenders(Path dir, boolean deep, Pattern pattern) throws IOException {
    List<String> out = new ArrayList<>();
    for (Path p : sources(dir)) {
      if (!deep && !p.getParent().equals(dir)) {
        continue;
      }
      String text = Files.readString(p, StandardCharsets.UTF_8);
      var m = pattern.matcher(text);
      if (m.find()) {
        out.add(MAIN.relativize(p) + ": " + m.group());
      }
    }
    return out;
  }

  @Test
  void rulePackagesDoNotImportTheNotebookPackage() throws IOException {
    Pattern lab = Pattern.compile("org\\.levellab\\.lab\\b");
    List<String> found = new ArrayList<>();
    for (String pkg : List.of("core", "cards", "game", "search", "playtest")) {
      found.addAll(offenders(MAIN.resolve(pkg), true, lab));
    }
    for (String game : gamePackages()) {
      // a game's rules live in its root package; pictures and studies go in subpackages
      found.addAll(offenders(MAIN.resolve(game), false, lab));
    }
    assertEquals(List.of(), found, "rule packages importing lab");
  }

  @Test
  void searchAndGameNameNoGame() throws IOException {
    Pattern games = Pattern.compile("(?i)\\b(tri ?peaks|golf|pair solitaire|skiddy|skiddies|match-?3|gemgem|black ?hole"
        + "|combo|star rating)\\b|org\\.levellab\\.(" + String.join("|", gamePackages()).replace(".", "\\.") + ")\\b");
    List<String> found = new ArrayList<>();
    for (String pkg : List.of("search", "game", "playtest", "cards")) {
      for (Path p : sources(MAIN.resolve(pkg))) {
        String code = Files.readString(p, StandardCharsets.UTF_8)
            // documentation may name a game as an example of a user; code may not depend on one
            .replaceAll("(?s)/\\*.*?\\*/", "").replaceAll("//[^\\n]*", "");
        var m = games.matcher(code);
        if (m.find()) {
          found.add(MAIN.relativize(p) + ": " + m.group());
        }
      }
    }
    assertEquals(List.of(), found, "game-independent packages naming a game in code");
  }
}
