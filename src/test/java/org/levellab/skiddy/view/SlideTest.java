package org.levellab.skiddy.view;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.levellab.skiddy.Direction;
import org.levellab.skiddy.Level;
import org.levellab.skiddy.LevelGenerator;
import org.levellab.skiddy.Piece;
import org.levellab.skiddy.SkiddyGame;
import org.levellab.skiddy.Tile;

/**
 * The pieces' ways recovered from two boards ({@link Slide}), checked against the engine's moves on
 * random levels with every kind of piece, and on hand-made cases where a stuck group leaves through
 * a goal in another line than some of its members.
 */
class SlideTest {
  @Test
  void onRandomLevelsTheWaysRebuildTheBoardAfterAndFollowTheRules() {
    SplittableRandom rng = new SplittableRandom(20240611L);
    int transitions = 0;
    int withLeaving = 0;
    int groupsLeaving = 0;
    for (int level = 0; level < 300; level++) {
      Level l = randomLevel(rng, level);
      SkiddyGame engine = l.game();
      long s = engine.initial();
      for (int step = 0; step < 30 && !engine.isWin(s); step++) {
        int input = rng.nextInt(4);
        long next = engine.next(s, input);
        if (next == s) {
          continue;
        }
        Level before = engine.levelAt(s);
        Level after = engine.levelAt(next);
        Direction d = Direction.values()[input];
        Slide slide = Slide.of(before, after, d);
        String what = "level " + level + " step " + step + " " + d + "\n" + before.board() + "->\n" + after.board();
        assertEquals(after.board(), rebuild(before, slide), what);
        assertTrue(!slide.moved().isEmpty() || !slide.left().isEmpty(), what + ": a move moves something");
        for (Slide.Path p : slide.moved()) {
          alongTheInput(before, p, d, what);
        }
        int gone = 0;
        for (Piece colour : new Piece[] {Piece.RED, Piece.BLUE}) {
          gone += before.count(colour) - after.count(colour);
        }
        assertEquals(gone, slide.left().size(), what);
        if (gone > 0) {
          withLeaving++;
          boolean sideways = slide.left().stream().anyMatch(p -> !before.tile(p.toX(), p.toY()).isGoal());
          groupsLeaving += sideways ? 1 : 0;
        }
        for (Slide.Path p : slide.left()) {
          assertTrue(p.piece().isSkiddy(), what);
        }
        s = next;
        transitions++;
      }
    }
    assertTrue(transitions > 3000, "transitions checked: " + transitions);
    assertTrue(withLeaving > 100, "moves where skiddies left: " + withLeaving);
    assertTrue(groupsLeaving > 0, "moves where a group left beside its goal: " + groupsLeaving);
  }

  /** The board a slide leaves, as text: pieces lifted from where they were and set where they went. */
  private static String rebuild(Level before, Slide slide) {
    int w = before.width();
    char[] cells = new char[w * before.height()];
    Piece[] pieces = new Piece[cells.length];
    for (int c = 0; c < cells.length; c++) {
      cells[c] = before.tile(c % w, c / w).symbol();
      pieces[c] = before.piece(c % w, c / w);
    }
    for (Slide.Path p : slide.moved()) {
      pieces[p.fromY() * w + p.fromX()] = null;
    }
    for (Slide.Path p : slide.left()) {
      pieces[p.fromY() * w + p.fromX()] = null;
    }
    for (Slide.Path p : slide.moved()) {
      assertEquals(null, pieces[p.toY() * w + p.toX()], "two pieces end on one cell");
      pieces[p.toY() * w + p.toX()] = p.piece();
    }
    StringBuilder sb = new StringBuilder();
    for (int c = 0; c < cells.length; c++) {
      sb.append(pieces[c] != null ? pieces[c].symbol() : cells[c]);
      if (c % w == w - 1) {
        sb.append('\n');
      }
    }
    return sb.toString();
  }

  /**
   * A way runs straight along the input, from a cell that held the piece, over floor only: a piece
   * that enters a pit stops in it, so a pit can only be where a way starts or ends.
   */
  private static void alongTheInput(Level before, Slide.Path p, Direction d, String what) {
    assertEquals(p.piece(), before.piece(p.fromX(), p.fromY()), what);
    int steps = Math.abs(p.toX() - p.fromX()) + Math.abs(p.toY() - p.fromY());
    assertTrue(steps > 0, what);
    assertEquals(p.toX(), p.fromX() + steps * d.dx(), what);
    assertEquals(p.toY(), p.fromY() + steps * d.dy(), what);
    for (int i = 1; i < steps; i++) {
      assertEquals(Tile.FLOOR, before.tile(p.fromX() + i * d.dx(), p.fromY() + i * d.dy()), what + ": " + p);
    }
    Tile end = before.tile(p.toX(), p.toY());
    assertTrue(end == Tile.FLOOR || end == Tile.PIT, what);
  }

  @Test
  void aGroupLeavesWholeThroughAGoalInOneMembersLineAndWhatWasBehindSlidesOn() {
    Level level = Level.parse("""
        #######
        #....rR
        #.i..r#
        #B#####
        """, "group-leaves");
    SkiddyGame engine = level.game();
    long after = engine.apply(engine.initial(), Direction.R);
    Slide slide = Slide.of(level, engine.levelAt(after), Direction.R);
    assertEquals(List.of(new Slide.Path(Piece.ICE, 2, 2, 5, 2)), slide.moved());
    assertEquals(List.of(new Slide.Path(Piece.RED, 5, 1, 6, 1), new Slide.Path(Piece.RED, 5, 2, 6, 2)), slide.left());
  }

  @Test
  void aTrainLeavesFrontFirstAndTheRestOfTheLineStops() {
    Level level = Level.parse("""
        #######
        #r.rb.R
        #.....#
        #B#####
        """, "train");
    SkiddyGame engine = level.game();
    Level after = engine.levelAt(engine.apply(engine.initial(), Direction.R));
    Slide slide = Slide.of(level, after, Direction.R);
    // The blue skiddy stops at the red goal, so nothing leaves and the reds close up behind it.
    assertEquals(List.of(), slide.left());
    assertEquals(List.of(new Slide.Path(Piece.RED, 1, 1, 3, 1), new Slide.Path(Piece.RED, 3, 1, 4, 1),
        new Slide.Path(Piece.BLUE, 4, 1, 5, 1)), slide.moved());
  }

  @Test
  void boardsNoInputJoinsAreRejected() {
    Level level = Level.parse("""
        ######
        #r.r.#
        #....#
        #R####
        """, "1-1");
    SkiddyGame engine = level.game();
    Level right = engine.levelAt(engine.apply(engine.initial(), Direction.R));
    assertNotEquals(level.board(), right.board());
    assertThrows(IllegalArgumentException.class, () -> Slide.of(right, level, Direction.R), "pieces moved backwards");
    assertThrows(IllegalArgumentException.class, () -> Slide.of(level, right, Direction.D), "pieces changed line");
  }

  private static Level randomLevel(SplittableRandom rng, int index) {
    int w = 5 + rng.nextInt(4);
    int h = 4 + rng.nextInt(4);
    int colors = 1 + rng.nextInt(2);
    int skiddies = colors + rng.nextInt(4);
    int ice = rng.nextInt(3);
    int crates = rng.nextInt(3);
    int pits = rng.nextInt(3);
    int inner = (w - 2) * (h - 2);
    if (skiddies + ice + crates + pits > inner / 2) {
      ice = 0;
      crates = 0;
      pits = 0;
      skiddies = colors;
    }
    int blocks = rng.nextInt(Math.max(1, inner - skiddies - ice - crates - pits) / 4 + 1);
    LevelGenerator.Options o = new LevelGenerator.Options(w, h, skiddies, colors, ice, crates, pits, blocks, 100_000, 0);
    return LevelGenerator.randomLevel(o, rng.nextLong(), index);
  }
}
