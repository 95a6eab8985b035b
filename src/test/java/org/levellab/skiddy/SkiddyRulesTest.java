package org.levellab.skiddy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** Each rule of the package Javadoc on a hand-drawn board, expected boards derived by hand. */
class SkiddyRulesTest {

  private static String play(String board, String moves) {
    SkiddyGame g = Level.parse(board, "test", "t").game();
    long s = g.initial();
    for (String m : moves.split(" ")) {
      s = g.apply(s, Direction.parse(m));
    }
    return g.levelAt(s).board();
  }

  private static int tags(String board, String move) {
    SkiddyGame g = Level.parse(board, "test", "t").game();
    long s = g.initial();
    return g.tags(s, Direction.parse(move).ordinal(), g.apply(s, Direction.parse(move)));
  }

  @Test
  void aSkiddySlidesToTheWall() {
    assertEquals("#######\n#....r#\n#.....#\n###R###\n", play("#######\n#r....#\n#.....#\n###R###\n", "R"));
    assertEquals("#######\n#.....#\n#r....#\n###R###\n", play("#######\n#r....#\n#.....#\n###R###\n", "D"));
  }

  @Test
  void piecesSlideAsATrainAndStickWhenTheyMeet() {
    String b = "#######\n#r.r..#\n#.....#\n###R###\n";
    assertEquals("#######\n#...rr#\n#.....#\n###R###\n", play(b, "R"));
    // Now stuck: they move as one and stay together.
    assertEquals("#######\n#rr...#\n#.....#\n###R###\n", play(b, "R L"));
    assertEquals("#######\n#.....#\n#rr...#\n###R###\n", play(b, "R L D"));
  }

  @Test
  void aStuckGroupLeavesTogetherWhenOneMemberTouchesItsGoal() {
    String b = "#######\n#r.r.##\n#.....#\n###R###\n";
    assertEquals("#######\n#..rr##\n#.....#\n###R###\n", play(b, "R"));
    assertEquals("#######\n#....##\n#.....#\n###R###\n", play(b, "R D"));
    SkiddyGame g = Level.parse(b, "t", "t").game();
    long s = g.apply(g.apply(g.initial(), Direction.R), Direction.D);
    assertTrue(g.isWin(s));
  }

  @Test
  void aStuckGroupStopsWhenAnyMemberIsBlocked() {
    String b = "#######\n#.rr..#\n#..#..#\n#.....#\n###R###\n";
    // Alone, the left skiddy would fall; stuck to the blocked one, it stays.
    assertEquals("#######\n#.rr..#\n#..#..#\n#.....#\n###R###\n", play(b, "D"));
    String apart = "#######\n#.r.r.#\n#...#.#\n#.....#\n###R###\n";
    assertEquals("#######\n#...r.#\n#...#.#\n#.r...#\n###R###\n", play(apart, "D"));
  }

  @Test
  void skiddiesInALineFollowEachOtherOut() {
    String b = "#####\n#.r.#\n#...#\n#.r.#\n##R##\n";
    assertEquals("#####\n#...#\n#...#\n#...#\n##R##\n", play(b, "D"));
    assertEquals(Combo.BREAKS_NON_COMBO, tags(b, "D"));
  }

  @Test
  void partialClearBreaksTheMaxCombo() {
    String b = "#######\n#r....#\n#...r.#\n#R#####\n";
    assertEquals("#######\n#.....#\n#...r.#\n#R#####\n", play(b, "D"));
    assertEquals(Combo.BREAKS_MAX_COMBO, tags(b, "D"));
    assertEquals(0, tags(b, "R"));
  }

  @Test
  void otherGoalsAreWalls() {
    String b = "#######\nB.r...#\n#.....#\n###R###\n";
    assertEquals("#######\nBr....#\n#.....#\n###R###\n", play(b, "L"));
    String ice = "#######\nRi....#\n#r....#\n#######\n";
    // Ice never leaves: the red goal is a wall to it, so nothing moves.
    assertEquals(ice, play(ice, "L"));
    // A red skiddy behind the ice stops against it.
    assertEquals("#######\nRir...#\n#.....#\n#######\n", play("#######\nRi...r#\n#.....#\n#######\n", "L"));
  }

  @Test
  void coloursDoNotStick() {
    String b = "###R###\n#rb...#\n#.....#\n###B###\n";
    assertEquals("###R###\n#...rb#\n#.....#\n###B###\n", play(b, "R"));
    assertEquals("###R###\n#.....#\n#...rb#\n###B###\n", play(b, "R D"));
  }

  @Test
  void skiddiesPushCratesOneCellAndStop() {
    String b = "#######\n#r..c.#\n#.....#\n###R###\n";
    assertEquals("#######\n#...rc#\n#.....#\n###R###\n", play(b, "R"));
    assertEquals("#######\n#...rc#\n#.....#\n###R###\n", play(b, "R R"));
    String ice = "#######\n#i..c.#\n#r....#\n###R###\n";
    assertEquals("#######\n#..ic.#\n#....r#\n###R###\n", play(ice, "R"));
  }

  @Test
  void aPitStopsAPieceForOneMove() {
    String b = "#######\n#r.o..#\n#.....#\n###R###\n";
    assertEquals("#######\n#..r..#\n#.....#\n###R###\n", play(b, "R"));
    assertEquals("#######\n#..o.r#\n#.....#\n###R###\n", play(b, "R R"));
  }

  @Test
  void aMoveThatChangesNothingReturnsTheSameState() {
    SkiddyGame g = Level.parse("#######\n#r....#\n#.....#\n###R###\n", "t", "t").game();
    assertEquals(g.initial(), g.apply(g.initial(), Direction.U));
    assertEquals(g.initial(), g.apply(g.initial(), Direction.L));
  }

  @Test
  void aGroupClosedAroundAPieceSlidesWithIt() {
    // The red cap and the blue inside are each ahead of the other: they slide right together.
    String b = "########\n#.rrr..#\n#.rbr..#\n#......#\n#......#\n#......#\n##R#B###\n";
    assertEquals("########\n#...rrr#\n#...rbr#\n#......#\n#......#\n#......#\n##R#B###\n", play(b, "R"));
    assertEquals("########\n#rrr...#\n#rbr...#\n#......#\n#......#\n#......#\n##R#B###\n", play(b, "L"));
    // Down: the blue (ahead in its column) slides to the bottom; the cap follows, and its member
    // above the red goal takes the whole group out, although its other members are blocked.
    assertEquals("########\n#......#\n#......#\n#......#\n#......#\n#..b...#\n##R#B###\n", play(b, "D"));
  }

  @Test
  void aTrainBehindAPusherFollowsIt() {
    // The front skiddy pushes the crate one cell and stops; the one behind slides up to it.
    String b = "########\n#r.r.c.#\n#......#\n###R####\n";
    assertEquals("########\n#...rrc#\n#......#\n###R####\n", play(b, "R"));
  }
}
