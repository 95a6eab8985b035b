package org.levellab.tripeaks.design;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.levellab.tripeaks.Layout;
import org.levellab.tripeaks.Level;

class LevelConfigTest {
  static final Path DATA = Path.of("datasets", "tripeaks");
  /** The smallest valid configuration; tests add or replace lines. */
  static final String MINIMAL = """
      [level]
      layout = "layouts/design24.layout"

      [generator]
      kind = "groups"
      groups = [6, 3, 2, 1]
      """;

  private static LevelConfig parse(String text) {
    return LevelConfig.parse(text, "test.toml", DATA);
  }

  private static String error(String text) {
    return assertThrows(IllegalArgumentException.class, () -> parse(text)).getMessage();
  }

  @Test
  void shippedConfigurationsLoad() throws IOException {
    LevelConfig s1 = LevelConfig.load(DATA.resolve("sim1-groups.toml"));
    assertEquals("sim1-groups", s1.name());
    assertEquals(24, s1.boardCards());
    assertEquals("design24", s1.level().layout().name());
    assertArrayEquals(new int[] {6, 3, 2, 1}, s1.generator().groupSizes());
    assertEquals(GeneratorSettings.Kind.GROUPS, s1.generator().kind());
    assertEquals(1000, s1.run().players());
    assertEquals(1, s1.run().seed());
    assertEquals(1000, s1.player().maxIterations());
    assertTrue(s1.generator().shuffle());
    assertEquals(1.0, s1.generator().stockMatch());
    assertEquals(Level.Deck.CUSTOM, s1.game().deck(), "a designed level's ranks are chosen, not dealt");
    LevelConfig p = LevelConfig.load(DATA.resolve("sim1-probabilistic.toml"));
    assertEquals(0.7, p.consecutiveness());
    LevelConfig s4 = LevelConfig.load(DATA.resolve("sim4-walls.toml"));
    assertEquals(List.of(0, 8, 9, 12, 16), s4.level().walls());
    assertEquals(java.util.Set.copyOf(s4.level().walls()), s4.game().walls());
    assertEquals(12, s4.generator().groups().size());
    assertEquals(24, s4.generator().groups().stream().mapToInt(Integer::intValue).sum());
    LevelConfig on = LevelConfig.load(DATA.resolve("sim2-hold-on.toml"));
    assertTrue(on.game().holdSlot());
    assertEquals(0.5, on.player().holdProbability());
    assertFalse(on.game().holdPlaysBack(), "the default hold rule: the slot never empties");
    LevelConfig back = LevelConfig.load(DATA.resolve("sim2-hold-playback.toml"));
    assertTrue(back.game().holdPlaysBack());
    assertEquals(on.level().withHoldPlaysBack(true), back.level(), "only the hold rule differs");
    assertEquals(back.level(), parse(LevelConfigText.write(back, "layouts/design24.layout", List.of()))
        .level(), "the key is written back");
    LevelConfig beneath = LevelConfigs.load("sim2-hold-beneath");
    assertEquals(PlayerSettings.HoldRule.BENEATH, beneath.player().holdRule());
    assertEquals(beneath.player(), parse(LevelConfigText.write(beneath, "layouts/design24.layout", List.of()))
        .player(), "the hold rule is written back");
    assertTrue(error(Files.readString(DATA.resolve("sim2-hold-beneath.toml")).replace("\"beneath\"", "\"under\""))
        .contains("hold_rule: must be \"keep\" or \"beneath\""));
    String noSlot = Files.readString(DATA.resolve("sim2-hold-off.toml"))
        .replace("hold_slot = false", "hold_slot = false\nhold_plays_back = true");
    assertTrue(error(noSlot).contains("hold_plays_back = true needs a hold slot (hold_slot = true)"),
        error(noSlot));
    try (Stream<Path> files = Files.list(DATA)) {
      List<Path> all = files.filter(f -> f.toString().endsWith(".toml")).sorted().toList();
      assertEquals(14, all.size());
      for (Path f : all) {
        LevelConfig c = LevelConfig.load(f);
        assertEquals(f.getFileName().toString().replace(".toml", ""), c.name(), "name = the file name");
        // Each shipped file states its hold slot, the flag that used to follow from hold > 0.
        assertTrue(Files.readString(f).contains("hold_slot = "), f.toString());
        assertEquals(c.player().holdProbability() > 0, c.level().holdSlot(), f.toString());
      }
    }
  }

  /** The example in CONFIGS.md, which documents every key, is a configuration that loads. */
  @Test
  void documentedExampleLoads() throws IOException {
    String doc = Files.readString(DATA.resolve("CONFIGS.md"));
    int from = doc.indexOf("```toml\n") + "```toml\n".length();
    LevelConfig c = LevelConfig.parse(doc.substring(from, doc.indexOf("```", from)), "CONFIGS.md", DATA);
    assertEquals(LevelConfigs.load("sim1-groups"), c);
  }

  @Test
  void defaults() {
    LevelConfig c = parse(MINIMAL);
    assertEquals("test", c.name(), "the file name without .toml");
    assertEquals(30, c.level().stock());
    assertTrue(c.level().wrap());
    assertFalse(c.level().holdSlot());
    assertEquals(List.of(), c.level().walls());
    assertEquals(12, c.generator().uniqueLimit());
    assertTrue(c.generator().shuffle());
    assertNull(c.generator().consecutiveness());
    assertEquals(16.0 / 23, c.consecutiveness(), 1e-12, "default: the configured consecutiveness");
    assertEquals(0, c.player().holdProbability());
    assertEquals(1000, c.player().maxIterations());
    assertEquals(new RunSettings(1000, 1), c.run());
    assertEquals(8.0, c.theory(null).minStockpile(), 1e-12);
    assertTrue(c.generator().wasteVisible(), "default: the waste top counts as visible");
    assertFalse(parse(MINIMAL.replace("[6, 3, 2, 1]", "[6, 3, 2, 1]\nwaste_visible = false"))
        .generator().wasteVisible());
    LevelConfig avg = parse(MINIMAL.replace("[6, 3, 2, 1]", "[8, 8, 8]\nunique_limit = \"average\""));
    assertEquals(3, avg.generator().uniqueLimit());
    LevelConfig named = parse("name = \"mine\"\n" + MINIMAL);
    assertEquals("mine", named.name());
  }

  @Test
  void builtInLayoutByNameAndAbsoluteLayoutFile() {
    LevelConfig c = parse(MINIMAL.replace("layouts/design24.layout", "microsoft"));
    assertEquals(28, c.boardCards());
    String absolute = DATA.resolve("layouts/open4.layout").toAbsolutePath().toString().replace('\\', '/');
    LevelConfig d = LevelConfig.parse(MINIMAL.replace("layouts/design24.layout", absolute), "elsewhere.toml",
        Path.of("/nonexistent"));
    assertEquals("open4", d.level().layout().name());
  }

  @Test
  void withersKeepEverythingElse() {
    LevelConfig c = LevelConfigs.load("sim4-walls");
    Layout open4 = Layout.load(DATA.resolve("layouts/open4.layout"));
    LevelConfig d = c.withLayout(open4);
    assertEquals(open4, d.level().layout());
    assertEquals(c.level().walls(), d.level().walls());
    assertEquals(c.generator(), d.generator());
    assertEquals(c.withLayout(c.level().layout()), c);
    assertEquals(5, c.withPlayer(new PlayerSettings(0, 5)).player().maxIterations());
  }

  @Test
  void crossTableRulesHoldForConfigurationsBuiltInCode() {
    LevelSettings design24 = LevelSettings.of(Layout.load(DATA.resolve("layouts/design24.layout")));
    var e = assertThrows(IllegalArgumentException.class, () -> new LevelConfig("x", design24,
        GeneratorSettings.groups(6), new PlayerSettings(0.5, 1000), null));
    assertTrue(e.getMessage().startsWith("player.hold_probability: 0.5 needs a level with a hold slot"), e.getMessage());
    e = assertThrows(IllegalArgumentException.class, () -> LevelConfig.of("x", design24,
        GeneratorSettings.groups(12, 12, 1)));
    assertTrue(e.getMessage().startsWith("generator.groups: the group sizes [12, 12, 1] add up to 25 cards, more"
        + " than the board's 24"), e.getMessage());
    e = assertThrows(IllegalArgumentException.class, () -> new PlayerSettings(-1, 10));
    assertEquals("hold_probability: must be in [0, 1], was -1.0", e.getMessage());
    e = assertThrows(IllegalArgumentException.class, () -> new LevelSettings(Layout.microsoft(), 30, true, false,
        List.of(28)));
    assertEquals("walls: wall on slot 28, which does not exist in layout microsoft (slots 0..27)", e.getMessage());
  }

  /**
   * Every bad key or value gives one line naming the file, the line and the key. Each row replaces
   * the line of {@link #MINIMAL} that sets the same key ({@code =}) or adds lines at the end ({@code
   * +}), and gives the start of the expected message.
   */
  @ParameterizedTest
  @CsvSource(delimiter = '|', textBlock = """
      + | colour = "red"                     | test.toml line 7: unknown key 'generator.colour' (known here:
      + | groups = [1]                       | test.toml line 7: generator.groups: repeats line 6 (a key is set once)
      = | groups = "6,3"                     | test.toml line 6: generator.groups: expected a list, got a string
      = | groups = [6, "x"]                  | test.toml line 6: generator.groups[1]: expected a whole number, got "x"
      = | groups = [6, 13]                   | test.toml line 6: generator.groups: group 2 size must be in 1..12
      = | groups = [1,1,1,1,1,1,1,1,1,1,1,1,1,1] | test.toml line 6: generator.groups: at most 13 groups
      = | groups = [12, 12, 1]               | test.toml line 6: generator.groups: the group sizes [12, 12, 1] add up to 25 cards
      = | kind = "magic"                     | test.toml line 5: generator.kind: expected one of [groups, probabilistic], got "magic"
      + | unique_limit = 1                   | test.toml line 7: generator.unique_limit: unique rank limit per group must be in 2..12, was 1
      + | unique_limit = "most"              | test.toml line 7: generator.unique_limit: must be a whole number 2 to 12 or "average", was most
      + | consecutiveness = 0.5              | test.toml line 7: generator.consecutiveness: only kind = "probabilistic" uses it
      + | stock_match = -0.1                 | test.toml line 7: generator.stock_match: must be in [0, 1], was -0.1
      + | stock_match = "high"               | test.toml line 7: generator.stock_match: expected a number, got "high"
      + | shuffle = "maybe"                  | test.toml line 7: generator.shuffle: expected true or false, got "maybe"
      + | waste_visible = "no"               | test.toml line 7: generator.waste_visible: expected true or false, got "no"
      + | [player]\\nhold_probability = 1.5   | test.toml line 8: player.hold_probability: must be in [0, 1], was 1.5
      + | [player]\\nhold_probability = 0.5   | test.toml line 8: player.hold_probability: 0.5 needs a level with a hold slot (level.hold_slot = true)
      + | [player]\\nmax_iterations = 0       | test.toml line 8: player.max_iterations: must be at least 1, was 0
      + | [player]\\nmax_iterations = 1.5     | test.toml line 8: player.max_iterations: expected a whole number, got 1.5
      + | [run]\\nplayers = 0                 | test.toml line 8: run.players: must be at least 1, was 0
      + | [run]\\nseed = "one"                | test.toml line 8: run.seed: expected a whole number, got "one"
      + | [level]\\nwrap = true               | test.toml line 7: level: not valid TOML: Table redefined
      """)
  void errorsNameTheFileTheLineAndTheKey(String mode, String line, String expected) {
    String text = line.replace("\\n", "\n");
    if (mode.equals("=")) {
      String key = line.substring(0, line.indexOf('=')).trim();
      text = MINIMAL.replaceFirst("(?m)^" + key + " = .*$", java.util.regex.Matcher.quoteReplacement(text));
    } else {
      text = MINIMAL + text + "\n";
    }
    String message = error(text);
    assertTrue(message.startsWith(expected), message);
    assertFalse(message.contains("\n"), "one line: " + message);
  }

  @ParameterizedTest
  @CsvSource(delimiter = '|', textBlock = """
      walls = [3, 24]                      | test.toml line 2: level.walls: wall on slot 24, which does not exist in layout design24 (slots 0..23)
      walls = [3, 3]                       | test.toml line 2: level.walls: slot 3 is listed twice
      walls = [-1]                         | test.toml line 2: level.walls: wall on slot -1, which does not exist
      stock = 0                            | test.toml line 2: level.stock: stock size must be 1..63
      stock = 64                           | test.toml line 2: level.stock: stock size must be 1..63
      hold_slot = "yes"                    | test.toml line 2: level.hold_slot: expected true or false, got "yes"
      deck = "standard"                    | test.toml line 2: unknown key 'level.deck'
      """)
  void levelErrorsNameTheKey(String line, String expected) {
    String text = MINIMAL.replace("[level]\n", "[level]\n" + line + "\n");
    String message = error(text);
    assertTrue(message.startsWith(expected), message);
  }

  @Test
  void missingPartsAndLayouts(@TempDir Path dir) throws IOException {
    assertTrue(error(MINIMAL.replace("layouts/design24.layout", "layouts/nothing.layout"))
        .startsWith("test.toml line 2: level.layout: layout file "), "file that does not exist");
    assertTrue(error(MINIMAL.replace("layouts/design24.layout", "pyramid"))
        .startsWith("test.toml line 2: level.layout: unknown layout 'pyramid'"));
    assertTrue(error(MINIMAL.replace("layout = \"layouts/design24.layout\"\n", ""))
        .startsWith("test.toml line 1: level.layout: missing"), "a missing key names its table's line");
    assertTrue(error(MINIMAL.replace("groups = [6, 3, 2, 1]\n", ""))
        .startsWith("test.toml line 4: generator.groups: missing"));
    assertTrue(error(MINIMAL.replace("kind = \"groups\"\n", "")).startsWith("test.toml line 4: generator.kind: missing"));
    assertTrue(error("name = \"x\"\n").startsWith("test.toml: level: missing"));
    assertTrue(error(MINIMAL.substring(0, MINIMAL.indexOf("[generator]"))).startsWith("test.toml: generator: missing"));
    assertTrue(error(MINIMAL.replace("\"groups\"\n", "\"probabilistic\"\nshuffle = true\n"))
        .startsWith("test.toml line 6: generator.shuffle: only kind = \"groups\" uses it"));
    assertTrue(error(MINIMAL + "name = \"late\"\n").startsWith("test.toml line 7: unknown key 'generator.name'"),
        "a key after a table header belongs to the table");
    Path file = dir.resolve("broken.toml");
    Files.writeString(file, "\uFEFF" + MINIMAL.replace("layouts/design24.layout", "microsoft") + "stock_match = 2\n",
        StandardCharsets.UTF_8);
    var e = assertThrows(IllegalArgumentException.class, () -> LevelConfig.load(file));
    assertEquals(file + " line 7: generator.stock_match: must be in [0, 1], was 2.0", e.getMessage(),
        "a byte-order mark does not shift the lines");
    e = assertThrows(IllegalArgumentException.class, () -> LevelConfig.load(dir.resolve("missing.toml")));
    assertTrue(e.getMessage().contains("missing.toml"), e.getMessage());
  }

  @Test
  void probabilisticConfigurationUsesItsOwnKeys() {
    LevelConfig p = parse(MINIMAL.replace("\"groups\"\n", "\"probabilistic\"\nconsecutiveness = 0.4\n"));
    assertEquals(GeneratorSettings.Kind.PROBABILISTIC, p.generator().kind());
    assertEquals(0.4, p.consecutiveness());
    LevelConfig d = parse(MINIMAL.replace("\"groups\"\n", "\"probabilistic\"\n"));
    assertEquals(16.0 / 23, d.consecutiveness(), 1e-12);
  }
}
