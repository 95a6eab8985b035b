package org.levellab.skiddy;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.levellab.game.Game;
import org.levellab.game.Games;
import org.levellab.game.IllegalActionException;

/**
 * The common {@link SkiddyState} against the fast engine {@link SkiddyGame} and the literal reference
 * rules ({@link ReferenceSkiddy}) on thousands of seeded moves, and its own API: notation, reasons,
 * the move limit, levels and rules read through the catalogue.
 */
class SkiddyStateTest {

  private static int count(String board, char piece) {
    return (int) board.chars().filter(c -> c == piece).count();
  }

  @Test
  void stateAgreesWithEngineAndReferenceOnRandomWalks() {
    SplittableRandom rng = new SplittableRandom(31);
    long inputs = 0;
    int moves = 0;
    int refused = 0;
    int won = 0;
    int stuck = 0;
    int partial = 0;
    int combo = 0;
    int[] buffer = new int[4];
    for (int trial = 0; trial < 3000; trial++) {
      Level level = SkiddyTestLevels.random(rng, trial);
      SkiddyGame engine = level.game();
      SkiddyState s = Skiddy.game().start(level);
      assertEquals(engine.initial(), s.packed());
      int skiddies = level.count(Piece.RED) + level.count(Piece.BLUE);
      for (int step = 0; step < 40 && !s.isTerminal(); step++) {
        Level board = s.board();
        String where = "trial " + trial + ", step " + step + " on\n" + board.board();
        assertEquals(engine.levelAt(s.packed()).board(), board.board(), where);
        int k = s.legalActions(buffer);
        List<Integer> legal = new ArrayList<>();
        for (int i = 0; i < k; i++) {
          legal.add(buffer[i]);
        }
        for (Direction d : Direction.values()) {
          boolean moved = !ReferenceSkiddy.move(board, d).board().equals(board.board());
          assertEquals(moved, engine.next(s.packed(), d.ordinal()) != s.packed(), where + d);
          assertEquals(moved, legal.contains(d.ordinal()), where + d);
          assertEquals(moved ? null : "nothing moves", s.whyIllegal(d.ordinal()), where + d);
          refused += moved ? 0 : 1;
          inputs++;
        }
        int a = buffer[rng.nextInt(k)];
        long before = s.packed();
        String want = ReferenceSkiddy.move(board, Direction.values()[a]).board();
        s.apply(a);
        moves++;
        assertEquals(want, s.board().board(), where + Direction.values()[a]);
        assertEquals(engine.next(before, a), s.packed(), where);
        assertEquals(engine.tags(before, a, s.packed()), s.lastTags(), where);
        // The facts, recomputed from the boards alone.
        int red = count(want, 'r');
        int blue = count(want, 'b');
        int tags = 0;
        for (int[] c : new int[][] {{count(board.board(), 'r'), red}, {count(board.board(), 'b'), blue}}) {
          int removed = c[0] - c[1];
          tags |= removed > 0 && c[1] > 0 ? Combo.BREAKS_MAX_COMBO : 0;
          tags |= removed >= 2 ? Combo.BREAKS_NON_COMBO : 0;
        }
        assertEquals(tags, s.lastTags(), where);
        assertEquals(red, s.skiddiesLeft(Piece.RED));
        assertEquals(blue, s.skiddiesLeft(Piece.BLUE));
        assertEquals(red + blue == 0, s.isWon());
        assertEquals(skiddies - red - blue, s.score());
        assertEquals(want, s.observation().toString());
        String facts = "red left " + red + ", blue left " + blue + ((tags & 1) != 0 ? ", partial clear" : "")
            + ((tags & 2) != 0 ? ", combo" : "") + (red + blue == 0 ? ", won" : "");
        assertEquals(facts + "\n" + want, s.toString());
        partial += tags & 1;
        combo += tags >> 1;
      }
      if (s.isWon()) {
        won++;
      } else if (s.isTerminal()) {
        stuck++;
        assertEquals(0, s.legalActions(buffer), "a state where nothing moves is over");
      }
    }
    assertTrue(inputs > 20_000, "inputs checked " + inputs);
    assertTrue(moves > 5_000 && refused > 2_000, moves + " moves, " + refused + " refused");
    assertTrue(won > 20 && partial > 20 && combo > 20, won + " won, " + partial + " partial, " + combo + " combo");
    assertTrue(stuck > 0, "some games end with nothing left to move");
  }

  @Test
  void notationAndReasons() {
    SkiddyState s = Skiddy.game().parseLevel("#######\n#r....#\n#.....#\n#R#####\n", "t.txt");
    assertArrayEquals(new int[] {1, 2}, s.legalActions());
    assertEquals("R", s.actionToString(1));
    assertEquals(3, s.parseAction("l"));
    String bad = assertThrows(IllegalArgumentException.class, () -> s.parseAction("X")).getMessage();
    assertTrue(bad.contains("expected U, R, D or L"), bad);
    assertEquals("nothing moves", s.whyIllegal(0));
    assertEquals("there is no input 4 (inputs are 0 U, 1 R, 2 D, 3 L)", s.whyIllegal(4));
    IllegalActionException e = assertThrows(IllegalActionException.class, () -> s.apply(3));
    assertEquals("illegal move L: nothing moves", e.getMessage());
    s.apply(2);
    assertTrue(s.isWon() && s.isTerminal());
    assertEquals("the level is won", s.whyIllegal(0));
    assertEquals(1.0, s.score());
  }

  @Test
  void aMoveLimitEndsTheGameAndIsPartOfTheKey() {
    Game<?> limited = Games.create("skiddy", "move_limit = 3");
    assertEquals("move_limit = 3", limited.rules());
    SkiddyState s = (SkiddyState) limited.parseLevel("#######\n#r....#\n#.....#\n#R#####\n", "t.txt");
    SkiddyState other = s.copy();
    s.apply(1);
    s.apply(3);
    assertEquals(s.packed(), other.packed(), "right then left comes back");
    assertNotEquals(other.key(), s.key(), "the moves made are part of a limited position");
    assertNotEquals(other.observation(), s.observation());
    assertTrue(s.toString().contains("moves 2 of 3"), s.toString());
    s.apply(1);
    assertTrue(s.isTerminal());
    assertFalse(s.isWon());
    assertEquals(0, s.legalActions().length);
    assertEquals("the move limit of 3 is reached", s.whyIllegal(3));
    SkiddyState free = Skiddy.game().start(s.level());
    SkiddyState back = free.copy();
    back.apply(1);
    back.apply(3);
    assertEquals(free.key(), back.key(), "without a limit the position alone is the key");
  }

  @Test
  void rulesAndLevelsThroughTheCatalogue() {
    Game<?> g = Games.byName("skiddy");
    assertEquals("", g.rules());
    assertEquals(4, g.maxActions());
    String e = assertThrows(IllegalArgumentException.class, () -> g.newInitialState(1)).getMessage();
    assertTrue(e.contains("needs a level"), e);
    e = assertThrows(IllegalArgumentException.class,
        () -> g.parseLevel("; name: x\n#######\n#r.x..#\n#.....#\n###R###\n", "my.txt")).getMessage();
    assertTrue(e.startsWith("my.txt") && e.contains("line 3, column 4"), e);
    SkiddyState named = (SkiddyState) g.parseLevel("#######\n#r....#\n#.....#\n###R###\n", "levels/tiny.txt");
    assertEquals("tiny", named.level().name());
    assertEquals("; name: tiny\n#######\n#r....#\n#.....#\n###R###\n", named.levelText());
    assertEquals(named.toString(), g.parseLevel(named.levelText(), "again").toString());
    e = assertThrows(IllegalArgumentException.class, () -> Games.create("skiddy", "move_limit = 0")).getMessage();
    assertEquals("skiddy rules line 1: move_limit: must be at least 1, was 0", e);
    e = assertThrows(IllegalArgumentException.class, () -> Games.create("skiddy", "\nmoves = 3")).getMessage();
    assertTrue(e.startsWith("skiddy rules line 2: unknown key 'moves'") && e.contains("move_limit"), e);
    assertSame(Skiddy.game(), Skiddy.fromRules(" "));
  }
}
