package org.levellab.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.levellab.game.example.GameJar;

/**
 * A plug-in game's picture from a jar of its own ({@link PictureJar}): the viewer's catalogue of
 * pictures finds its factory through the jar's services file, whether the jar was on the class path
 * from the start or joined later, and hands the factory and the picture the plug-in's own game and
 * states (the picture casts them), so the page is drawn by the plug-in, in its words, with its legend.
 */
class PicturesFromJarTest {
  @TempDir static Path dir;
  private static Path[] jars;
  private static Path trace;

  @BeforeAll
  static void buildTheJars() {
    assumeTrue(GameJar.canCompile(), "no Java compiler in this runtime (a JRE, not a JDK)");
    jars = PictureJar.build(dir);
    trace = PictureJar.trace(dir);
  }

  @ParameterizedTest(name = "jars on the class path from the start: {0}")
  @ValueSource(booleans = {true, false})
  void aPlugInsPictureFactoryFromAJarDrawsItsGame(boolean fromTheStart) throws Exception {
    String page = PictureJar.page(trace, fromTheStart, jars);
    Playthrough p = Playthrough.load(trace);
    int moves = p.steps().size() - 1;
    assertEquals(moves + 1, count(page, "class='" + PictureJar.MARK + "'"), "every step drawn by the plug-in");
    assertFalse(page.contains("class=\"ll-text\""), "not the text picture");
    for (int i = 1; i <= moves; i++) {
      String move = p.steps().get(i).action().replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
          .replace("\"", "&quot;").replace("'", "&#39;");
      assertTrue(page.contains(">" + PictureJar.WORDS + move + "</li>"), "move " + i + " in the plug-in's words");
      assertTrue(page.contains("move " + i + ": " + PictureJar.WORDS + move + "</span>"), "caption of move " + i);
    }
    assertTrue(page.contains("a plug-in&#39;s own legend") || page.contains("a plug-in's own legend"), "its legend");
    assertTrue(page.contains(GameJar.ACES + " score "), "the picture was given the plug-in's own game");
    Matcher banner = Pattern.compile("id=\"ll-outcome\" class=\"ll-outcome ll-(\\w+)\">([^<]*)<").matcher(page);
    assertTrue(banner.find(), "the outcome banner");
    assertEquals(p.end().result(), banner.group(1));
  }

  private static int count(String text, String part) {
    int n = 0;
    for (int at = text.indexOf(part); at >= 0; at = text.indexOf(part, at + part.length())) {
      n++;
    }
    return n;
  }
}
