package org.levellab.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The rules reader's messages, word for word, and its declarations' own checks. */
class RulesTest {
  enum Deck { STANDARD, CUSTOM }

  private static final Rules CLOCK = Rules.of("clock").intRule("ranks", 13, 2, 13).intRule("suits", 4, 1, 4);

  private static String refused(Rules rules, String text) {
    return assertThrows(IllegalArgumentException.class, () -> rules.read(text)).getMessage();
  }

  @Test
  void readsTypedValuesAndKeepsTheDefaultsOfKeysNotGiven() {
    Rules rules = CLOCK.longRule("budget", 10).doubleRule("p", 0.5, 0, 1).booleanRule("wrap", true)
        .stringRule("name", "x").enumRule("deck", Deck.STANDARD);
    Rules.Values v = rules.read("# a comment\nranks = 5   # fewer\n\nbudget = 1_000_000\np = 2.5e-1\nwrap = false\n"
        + "name = \"a \\\"b\\\" \\u00e9 # not a comment\"\ndeck = 'Custom'\n");
    assertEquals(5, v.getInt("ranks"));
    assertEquals(4, v.getInt("suits"));
    assertEquals(1_000_000L, v.getLong("budget"));
    assertEquals(0.25, v.getDouble("p"));
    assertEquals(false, v.getBoolean("wrap"));
    assertEquals("a \"b\" é # not a comment", v.getString("name"));
    assertEquals(Deck.CUSTOM, v.getEnum("deck", Deck.class));
    assertEquals("ranks = 5\nbudget = 1000000\np = 0.25\nwrap = false\nname = \"a \\\"b\\\" é # not a comment\"\n"
        + "deck = \"custom\"", v.text());
    assertEquals(rules.defaults(), rules.read(null));
    assertEquals(rules.defaults(), rules.read(" \n# nothing\n"));
  }

  @Test
  void everyErrorNamesTheSourceTheLineAndTheKey() {
    assertEquals("clock rules line 2: ranks: must be 2 to 13, was 20", refused(CLOCK, "suits = 3\nranks = 20"));
    assertEquals("clock rules line 1: unknown key 'rows' (clock rules: ranks, suits)", refused(CLOCK, "rows = 3"));
    assertEquals("clock rules line 1: suits: expected a whole number, got the string \"4\"",
        refused(CLOCK, "suits = \"4\""));
    assertEquals("clock rules line 1: suits: expected a whole number, got '2.0'", refused(CLOCK, "suits = 2.0"));
    assertEquals("clock rules line 3: ranks: given twice (also on line 1)", refused(CLOCK, "ranks = 3\n\nranks = 4"));
    assertEquals("clock rules line 1: write key = value, got 'ranks 3'", refused(CLOCK, "ranks 3"));
    assertEquals("clock rules line 1: tables are not rule options: write key = value", refused(CLOCK, "[clock]"));
    assertEquals("clock rules line 1: ranks: no value after '='", refused(CLOCK, "ranks =  # none"));
    assertEquals("deal.rules line 1: unknown key 'rows' (blackhole has no rule options)",
        assertThrows(IllegalArgumentException.class, () -> Rules.of("blackhole").read("rows = 3", "deal.rules"))
            .getMessage());
    Rules deck = Rules.of("g").enumRule("deck", Deck.STANDARD);
    assertEquals("g rules line 1: deck: must be one of standard, custom, was the string \"two\"",
        refused(deck, "deck = \"two\""));
    assertEquals("g rules line 1: deck: expected one of standard, custom in quotes, got 'custom'",
        refused(deck, "deck = custom"));
  }

  @Test
  void gameFactoriesWithoutOptionsRefuseAnyKeyNamingItsLine() {
    assertEquals("pair rules line 2: unknown key 'rows' (pair has no rule options)",
        assertThrows(IllegalArgumentException.class, () -> Games.create("pair", "\nrows = 3")).getMessage());
    assertEquals("blackhole rules line 1: write key = value, got 'hard'",
        assertThrows(IllegalArgumentException.class, () -> Games.create("blackhole", "hard")).getMessage());
    Games.create("blackhole", "  \n# no options\n");
  }

  @Test
  void declarationsAreCheckedAndImmutable() {
    assertThrows(IllegalArgumentException.class, () -> CLOCK.intRule("ranks", 1));
    assertThrows(IllegalArgumentException.class, () -> CLOCK.intRule("Rows", 1));
    assertThrows(IllegalArgumentException.class, () -> CLOCK.intRule("rows", 20, 1, 13));
    assertThrows(IllegalArgumentException.class, () -> CLOCK.intRule("rows", 2, 3, 1));
    assertThrows(IllegalArgumentException.class, () -> CLOCK.doubleRule("p", Double.NaN));
    Rules more = CLOCK.booleanRule("wrap", false);
    assertEquals(java.util.List.of("ranks", "suits"), CLOCK.keys(), "the declaration it came from is unchanged");
    assertEquals(java.util.List.of("ranks", "suits", "wrap"), more.keys());
    Rules.Values v = CLOCK.defaults();
    assertThrows(IllegalStateException.class, () -> v.getString("ranks"), "a key read as another type");
    assertThrows(IllegalStateException.class, () -> v.getInt("rows"), "a key not declared");
    assertEquals("ranks: must be 2 to 13, was 1",
        assertThrows(IllegalArgumentException.class, () -> v.with("ranks", 1)).getMessage());
    assertEquals("ranks: expected a whole number, got 5", assertThrows(IllegalArgumentException.class,
        () -> v.with("ranks", 5L)).getMessage());
    assertTrue(v.with("ranks", 5).text().equals("ranks = 5"));
  }

  @Test
  void longBoundsAreExact() {
    Rules r = Rules.of("g").longRule("n", Long.MAX_VALUE - 1, Long.MAX_VALUE - 1, Long.MAX_VALUE);
    assertEquals(Long.MAX_VALUE, r.read("n = " + Long.MAX_VALUE).getLong("n"));
    assertEquals("g rules line 1: n: must be 9223372036854775806 to 9223372036854775807, was 9223372036854775805",
        refused(r, "n = " + (Long.MAX_VALUE - 2)));
    assertEquals("g rules line 1: n: must be 9223372036854775806 to 9223372036854775807, was 9223372036854775808",
        refused(r, "n = 9223372036854775808"));
  }

  @Test
  void aCheckAcrossKeysNamesTheLastLineGivingOneAndBothValues() {
    Rules pyramid = Rules.of("pyramid").intRule("rows", 7, 1, 9).intRule("stock", 24, 0, 52)
        .require("the pyramid and the stock must fit one deck of 52",
            v -> v.getInt("rows") * (v.getInt("rows") + 1) / 2 + v.getInt("stock") <= 52, "rows", "stock");
    assertEquals(30, pyramid.read("stock = 30\nrows = 6").getInt("stock"), "21 + 30 cards fit");
    assertEquals("pyramid rules line 3: rows = 7, stock = 30: the pyramid and the stock must fit one deck of 52",
        refused(pyramid, "stock = 30\n\nrows = 7"));
    assertEquals("pyramid rules line 1: rows = 7, stock = 25: the pyramid and the stock must fit one deck of 52",
        refused(pyramid, "stock = 25"), "a key left at its default is named with its value, the line is the other's");
    assertTrue(refused(pyramid, "rows = 10").contains("rows: must be 1 to 9"), "single-key bounds come first");
    assertEquals("pyramid rules: the defaults fail the check (rows = 7, stock = 24: too many)",
        assertThrows(IllegalArgumentException.class,
            () -> Rules.of("pyramid").intRule("rows", 7).intRule("stock", 24).require("too many",
                v -> v.getInt("stock") < 10, "rows", "stock")).getMessage());
    assertTrue(assertThrows(IllegalArgumentException.class, () -> CLOCK.require("x", v -> true, "decks"))
        .getMessage().contains("decks, which is not declared"));
  }
}
