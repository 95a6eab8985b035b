package org.levellab.game.example;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The worked example has one name: the one its factory registers, which its game reports, the jar copy
 * keeps, and the README's and the how-to's commands and code use.
 */
class WorkedExampleNameTest {
  private static final Pattern NAMES = Pattern.compile(
      "--game (\\S+)|Games\\.byName\\(\"([^\"]+)\"\\)|List\\.of\\(\"([^\"]+)\"\\)|name\\(\\) \\{ return \"([^\"]+)\"");

  private static List<String> names(String text) {
    List<String> out = new ArrayList<>();
    Matcher m = NAMES.matcher(text);
    while (m.find()) {
      for (int g = 1; g <= m.groupCount(); g++) {
        if (m.group(g) != null) {
          out.add(m.group(g));
        }
      }
    }
    return out;
  }

  @Test
  void readmeHowToGameAndJarCallItTheSame() throws Exception {
    String name = AcesUpFactory.INSTANCE.names().get(0);
    assertEquals(List.of(name), AcesUpFactory.INSTANCE.names());
    assertEquals(name, AcesUp.game().name());
    assertEquals(name, GameJar.ACES);

    String readme = Files.readString(Path.of("README.md"));
    String outside = readme.substring(readme.indexOf("## Games from outside the engine"),
        readme.indexOf("## Scale out"));
    List<String> inReadme = names(outside);
    assertTrue(inReadme.size() >= 7, inReadme.toString());
    assertEquals(List.of(name), inReadme.stream().distinct().toList(), "README: " + inReadme);

    String howTo = Files.readString(Path.of("src/main/java/org/levellab/game/package-info.java"));
    String example = howTo.substring(howTo.indexOf("<h3>Worked example: Aces Up</h3>"));
    List<String> inHowTo = names(example);
    assertTrue(inHowTo.size() >= 4, inHowTo.toString());
    assertEquals(List.of(name), inHowTo.stream().distinct().toList(), "how-to: " + inHowTo);
  }
}
