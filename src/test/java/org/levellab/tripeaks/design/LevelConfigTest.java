package org.levellab.tripeaks.design;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.levellab.tripeaks.Layout;

class LevelConfigTest {
  static final Path DATA = Path.of("datasets", "tripeaks");

  private static LevelConfig parse(String text) {
    return LevelConfig.parse(text, "test.conf", DATA);
  }

  private static String error(String text) {
    return assertThrows(IllegalArgumentException.class, () -> parse(text)).getMessage();
  }

  @Test
  void shippedConfigurationsLoad() {
    LevelConfig s1 = LevelConfig.load(DATA.resolve("sim1-groups.conf"));
    assertEquals("sim1-groups", s1.name());
    assertEquals(24, s1.boardCards());
    assertArrayEquals(new int[] {6, 3, 2, 1}, s1.groups());
    assertEquals(LevelConfig.Generator.GROUPS, s1.generator());
    assertEquals(1000, s1.players());
    assertEquals(1000, s1.maxIterations());
    assertTrue(s1.shuffle());
    assertEquals(1.0, s1.stockMatch());
    LevelConfig p = LevelConfig.load(DATA.resolve("sim1-probabilistic.conf"));
    assertEquals(0.7, p.consecutiveness());
    LevelConfig s4 = LevelConfig.load(DATA.resolve("sim4-walls.conf"));
    assertEquals(5, s4.walls().size());
    assertEquals(s4.walls(), s4.level().walls());
    assertEquals(12, s4.groups().length);
    assertEquals(24, java.util.Arrays.stream(s4.groups()).sum());
    LevelConfig on = LevelConfig.load(DATA.resolve("sim2-hold-on.conf"));
    assertTrue(on.level().holdSlot());
    assertEquals(0.5, on.holdProbability());
  }

  @Test
  void defaultsAndBothSeparators() {
    LevelConfig c = parse("board_cards = 24\ngroups 6 3 2 1\n# comment\n\n");
    assertEquals("test", c.name());
    assertNull(c.layout());
    assertEquals(30, c.stock());
    assertEquals(12, c.uniqueLimit());
    assertEquals(16.0 / 23, c.consecutiveness(), 1e-12); // default: the configured consecutiveness
    assertEquals(8.0, c.theory(null).minStockpile(), 1e-12);
    LevelConfig avg = parse("board_cards 24\ngroups 8,8,8\nunique_limit average");
    assertEquals(3, avg.uniqueLimit());
  }

  @Test
  void builtInLayoutByName() {
    LevelConfig c = parse("layout microsoft\ngroups 4,3");
    assertEquals(28, c.boardCards());
  }

  @Test
  void toBuilderRoundTrips() {
    LevelConfig c = LevelConfig.load(DATA.resolve("sim4-walls.conf"));
    LevelConfig d = c.toBuilder().build();
    assertEquals(c.describe().toString().replaceAll("\\[I@\\w+", ""), d.describe().toString().replaceAll("\\[I@\\w+", ""));
    assertEquals(c.level(), d.level());
  }

  @Test
  void errorsNameTheLineAndTheProblem() {
    assertTrue(error("board_cards 24\ngroups 6,3\ncolour red").contains("test.conf line 3: unknown key 'colour'"));
    assertTrue(error("board_cards 24\ngroups 6,3\ngroups 1").contains("line 3: key 'groups' repeats line 2"));
    assertTrue(error("board_cards 24\ngroups 6,x").contains("line 2: groups: item 2 'x' is not a whole number"));
    assertTrue(error("board_cards 24\ngroups 6,13").contains("line 2: group 2 size must be in 1..12"));
    assertTrue(error("board_cards 24\ngroups 1,1,1,1,1,1,1,1,1,1,1,1,1,1").contains("line 2: at most 13 groups"));
    assertTrue(error("board_cards 24\ngroups 6\nhold 1.5").contains("line 3: hold slot use probability must be in [0, 1], was 1.5"));
    assertTrue(error("board_cards 24\ngroups 6\nstock_match -0.1").contains("line 3: stockpile matching probability"));
    assertTrue(error("board_cards 24\ngroups 6\nconsecutiveness 2").contains("line 3: consecutiveness must be in [0, 1]"));
    assertTrue(error("board_cards 24\ngroups 6\nshuffle maybe").contains("line 3: shuffle must be true or false"));
    assertTrue(error("board_cards 24\ngroups 6\ngenerator magic").contains("generator must be groups or probabilistic"));
    assertTrue(error("layout layouts/design24.layout\ngroups 6\nwalls 3 24").contains(
        "test.conf line 3: wall on slot 24, which does not exist"));
    assertTrue(error("layout layouts/nothing.layout\ngroups 6").contains("line 1: layout file"));
    assertTrue(error("groups 6").contains("needs a layout or board_cards"));
    assertTrue(error("board_cards 24").contains("needs group sizes"));
    assertTrue(error("board_cards 24\ngroups 6\nplayers 0").contains("players must be at least 1"));
    assertTrue(error("board_cards 24\ngroups 6\nunique_limit 1").contains("unique_limit must be in 2..12"));
    assertTrue(error("layout layouts/design24.layout\nboard_cards 20\ngroups 6").contains("disagrees with layout"));
    assertTrue(error("board_cards 24\ngroups").contains("line 2: 'groups' needs a value"));
  }

  @Test
  void builderValidatesToo() {
    var e = assertThrows(IllegalArgumentException.class,
        () -> LevelConfig.builder().boardCards(24).groups(6).holdProbability(-1).build());
    assertTrue(e.getMessage().contains("hold slot use probability"));
    e = assertThrows(IllegalArgumentException.class,
        () -> LevelConfig.builder().layout(Layout.named("microsoft")).groups(6).walls(Set.of(40)).build());
    assertTrue(e.getMessage().contains("wall on slot 40"), e.getMessage());
    e = assertThrows(IllegalArgumentException.class,
        () -> LevelConfig.builder().boardCards(24).groups(6).build().level());
    assertTrue(e.getMessage().contains("has no layout"));
  }
}
