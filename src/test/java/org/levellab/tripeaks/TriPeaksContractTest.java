package org.levellab.tripeaks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.levellab.core.RandomStreams;
import org.levellab.game.GameContract;
import org.levellab.game.Games;

/**
 * TriPeaks keeps the contract of the common API on every kind of level it has: Microsoft, Golf, a
 * designer layout, hold slot, walls, each dealt (hundreds of seeded deals per level) and undealt (every
 * card a chance outcome, from a standard deck and from a custom one).
 */
class TriPeaksContractTest {
  static final Layout DESIGN24 = Layout.load(Fixtures.DATASETS.resolve("layouts/design24.layout"));
  /** A hold slot allows long runs of swaps; random games still end well within this. */
  static final int MAX_STEPS = 10_000;

  static List<Level> levels() {
    return List.of(Level.microsoft(), Level.golf(), Level.builder(DESIGN24).build(),
        Level.builder(Layout.microsoft()).holdSlot(true).build(),
        Level.builder(Layout.microsoft()).wall(13).wall(19).wall(25).build(),
        Level.builder(DESIGN24).holdSlot(true).wall(9).wall(17).wrap(false).build());
  }

  /** Seeded deals per level, two random games each. */
  static final int DEALS = 150;

  /** Random games per undealt level. */
  static final int UNDEALT_GAMES = 120;

  @Test
  void dealtGamesKeepTheContract() {
    int games = 0;
    int decisions = 0;
    int won = 0;
    List<Level> levels = levels();
    for (int li = 0; li < levels.size(); li++) {
      Level level = levels.get(li);
      long stream = li;
      // One contract run over the level's deals: every deal's level text reads back and its games are
      // checked state by state; the catalogue rebuild and the trace round trip, the same code for
      // every deal of a level, run once per level.
      GameContract.Coverage c = GameContract.checkSeeded(DEALS,
          deal -> level.newInitialState(RandomStreams.taskSeed(stream, deal)),
          deal -> RandomStreams.taskSeed(stream, deal), 2, MAX_STEPS);
      assertEquals(0, c.chanceNodes(), "a dealt game turns its cards up inside apply");
      games += c.games();
      decisions += c.decisions();
      won += c.won();
    }
    assertEquals(6 * DEALS * 2, games);
    assertTrue(decisions > 30 * games, decisions + " decisions in " + games + " games");
    assertTrue(won > 0 && won < games, won + " of " + games + " random games won: both endings checked");
  }

  @Test
  void undealtGamesKeepTheContract() {
    List<Level> standard = List.of(Level.microsoft(), Level.golf(),
        Level.builder(DESIGN24).holdSlot(true).wall(9).wall(17).build());
    List<Level> custom = List.of(Level.builder(DESIGN24).deck(Level.Deck.CUSTOM).build(),
        Level.builder(Fixtures.PYRAMID).holdSlot(true).wall(4).deck(Level.Deck.CUSTOM).build());
    int chance = 0;
    int games = 0;
    for (List<Level> kind : List.of(standard, custom)) {
      for (int li = 0; li < kind.size(); li++) {
        TriPeaksState start = kind.get(li).undealt();
        assertTrue(start.isChanceNode(), "an undealt game starts by turning its open cards up");
        GameContract.Coverage c = GameContract.check(start, UNDEALT_GAMES, 100 + li, MAX_STEPS);
        games += c.games();
        chance += c.chanceNodes();
      }
    }
    assertEquals(5 * UNDEALT_GAMES, games);
    assertTrue(chance > 30 * games, chance + " chance nodes in " + games + " games");
  }

  @Test
  void rulesSurviveTheCatalogue() {
    for (Level level : levels()) {
      assertEquals(level, Games.create(level.name(), level.rules()), level.rules());
    }
    Level custom = Level.builder(DESIGN24).deck(Level.Deck.CUSTOM).stockSize(20).build();
    assertEquals(custom, Games.create("tripeaks", custom.rules()));
    // A layout whose name needs escaping in TOML still reads back.
    Layout odd = Layout.parse(DESIGN24.format().replace("name design24", "name odd \"name\" \\ '''"), "odd");
    Level oddLevel = Level.builder(odd).build();
    assertEquals(oddLevel, Games.create("tripeaks", oddLevel.rules()));
    assertEquals("golf", Level.golf().name());
    assertEquals(Level.golf(), Level.named(" Golf"));
    assertEquals(Level.microsoft(), Level.named("MICROSOFT"));
    assertMessage("unknown layout 'hexagon'", () -> Level.named("hexagon"));
    assertEquals(Level.golf(), Games.byName("golf"));
    assertEquals(Level.microsoft(), Games.byName("tripeaks"));
  }

  @Test
  void badRulesNameTheKey() {
    assertMessage("tripeaks rules line 1: stock: must be 1..63", () -> Games.create("tripeaks", "stock = 0"));
    assertMessage("tripeaks rules line 1: deck: must be \"standard\" or \"custom\"",
        () -> Games.create("tripeaks", "deck = \"tarot\""));
    assertMessage("tripeaks rules: wall on slot 40, which does not exist in layout microsoft",
        () -> Games.create("tripeaks", "walls = [3, 40]"));
    assertMessage("tripeaks rules line 1: unknown key 'hold'", () -> Games.create("tripeaks", "hold = true"));
  }

  private static void assertMessage(String start, Runnable r) {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, r::run);
    assertTrue(e.getMessage().startsWith(start), e.getMessage());
  }
}
