package org.levellab.skiddy;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import it.unimi.dsi.fastutil.longs.LongArrayList;
import it.unimi.dsi.fastutil.longs.LongOpenHashSet;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.levellab.bench.baseline.BaselineSkiddyGame;
import org.levellab.search.StateGraph;
import org.levellab.search.StateGraphAnalyzer;

/**
 * The engine against the frozen engine it replaced ({@link BaselineSkiddyGame}, itself tested
 * against the literal rules): the same state after every move from every reachable state of every
 * dataset level and of thousands of seeded random levels, and the same whole state graphs and
 * verdicts.
 */
class FormerEngineAgreementTest {

  /** Moves compared and states visited over a sample, to show the sample is not empty. */
  private static final class Tally {
    long moves;
    long states;
    long grouped;
  }

  @Test
  void everyMoveOfEveryDatasetLevelMatchesTheFormerEngine() {
    Tally tally = new Tally();
    for (String name : SkiddyLevels.names()) {
      Level level = SkiddyLevels.load(name);
      StateGraph graph = StateGraphAnalyzer.standard().explore(new BaselineSkiddyGame(level));
      assertTrue(graph.complete(), name);
      compareFrom(level, graph, tally, new SplittableRandom(name.hashCode()));
    }
    assertTrue(tally.states > 10_000, "states " + tally.states);
  }

  @Test
  void everyMoveOfSeededRandomLevelsMatchesTheFormerEngine() {
    SplittableRandom rng = new SplittableRandom(20260417L);
    Tally tally = new Tally();
    int levels = 0;
    for (int trial = 0; trial < 3000; trial++) {
      Level level = randomLevel(rng, trial);
      compareReachable(level, 1000, tally, rng);
      levels++;
    }
    assertEquals(3000, levels);
    assertTrue(tally.moves > 1_000_000, "moves " + tally.moves);
    assertTrue(tally.grouped > 10_000, "states with stuck skiddies " + tally.grouped);
  }

  @Test
  void wholeStateGraphsAndVerdictsMatchTheFormerEngine() {
    SplittableRandom rng = new SplittableRandom(31);
    int complete = 0;
    for (int trial = 0; trial < 400; trial++) {
      Level level = trial < SkiddyLevels.names().size() ? SkiddyLevels.load(SkiddyLevels.names().get(trial))
          : randomLevel(rng, trial);
      StateGraphAnalyzer analyzer = StateGraphAnalyzer.withMaxStates(30_000);
      StateGraph before = analyzer.explore(new BaselineSkiddyGame(level));
      StateGraph after = analyzer.explore(level.game());
      String where = "level " + trial + "\n" + level.board();
      assertEquals(before.status(), after.status(), where);
      assertEquals(before.stateCount(), after.stateCount(), where);
      if (!before.complete()) {
        continue;
      }
      complete++;
      long[] statesBefore = new long[before.stateCount()];
      long[] statesAfter = new long[after.stateCount()];
      for (int i = 0; i < statesBefore.length; i++) {
        statesBefore[i] = before.state(i);
        statesAfter[i] = after.state(i);
      }
      assertArrayEquals(statesBefore, statesAfter, where);
      assertEquals(before.transitionCount(), after.transitionCount(), where);
      Verification vb = Verification.of(before);
      Verification va = Verification.of(after);
      assertEquals(vb.winStates(), va.winStates(), where);
      assertEquals(vb.deadEnds(), va.deadEnds(), where);
      assertEquals(vb.stars(), va.stars(), where);
      assertEquals(vb.shortest(), va.shortest(), where);
      assertEquals(vb.shortestMaxCombo(), va.shortestMaxCombo(), where);
      assertEquals(vb.shortestNonCombo(), va.shortestNonCombo(), where);
      assertEquals(vb.shortestSolutions(), va.shortestSolutions(), where);
      assertEquals(vb.solution(), va.solution(), where);
    }
    assertTrue(complete > 300, "complete graphs " + complete);
  }

  /** Random levels of every size, with ice, crates and pits, crowded enough for stuck groups. */
  private static Level randomLevel(SplittableRandom rng, int index) {
    int w = Level.MIN_WIDTH + rng.nextInt(Level.MAX_WIDTH - Level.MIN_WIDTH + 1);
    int h = Level.MIN_HEIGHT + rng.nextInt(Level.MAX_HEIGHT - Level.MIN_HEIGHT + 1);
    int inner = (w - 2) * (h - 2);
    int colors = 1 + rng.nextInt(2);
    // Up to half the inner cells (at most 8) are skiddies; ice, crates and pits take what is left.
    int skiddies = colors + rng.nextInt(Math.min(8, inner / 2) - colors + 1);
    int room = inner - skiddies;
    int ice = Math.min(rng.nextInt(3), room);
    room -= ice;
    int crates = Math.min(rng.nextInt(3), room);
    room -= crates;
    int pits = Math.min(rng.nextInt(3), room);
    room -= pits;
    int blocks = rng.nextInt(room / 3 + 1);
    LevelGenerator.Options o = new LevelGenerator.Options(w, h, skiddies, colors, ice, crates, pits, blocks,
        1_000, 0);
    return LevelGenerator.randomLevel(o, rng.nextLong(), index);
  }

  /** Breadth-first from the start, comparing both engines on every move, up to {@code cap} states. */
  private static void compareReachable(Level level, int cap, Tally tally, SplittableRandom rng) {
    SkiddyGame now = level.game();
    BaselineSkiddyGame before = new BaselineSkiddyGame(level);
    assertEquals(before.initial(), now.initial(), level.board());
    LongOpenHashSet seen = new LongOpenHashSet();
    LongArrayList queue = new LongArrayList();
    queue.add(now.initial());
    seen.add(now.initial());
    for (int head = 0; head < queue.size() && head < cap; head++) {
      long s = queue.getLong(head);
      for (long t : compareMoves(now, before, s, tally, rng, level)) {
        if (seen.add(t)) {
          queue.add(t);
        }
      }
    }
  }

  private static void compareFrom(Level level, StateGraph graph, Tally tally, SplittableRandom rng) {
    SkiddyGame now = level.game();
    BaselineSkiddyGame before = new BaselineSkiddyGame(level);
    for (int i = 0; i < graph.stateCount(); i++) {
      compareMoves(now, before, graph.state(i), tally, rng, level);
    }
  }

  /**
   * The four moves of a state on both engines, in a random order (the engine keeps the last state
   * decoded, so the order must not matter); returns the states reached.
   */
  private static long[] compareMoves(SkiddyGame now, BaselineSkiddyGame before, long s, Tally tally,
      SplittableRandom rng, Level level) {
    long[] next = new long[4];
    int first = rng.nextInt(4);
    for (int k = 0; k < 4; k++) {
      int m = (first + k) % 4;
      long want = before.next(s, m);
      long got = now.next(s, m);
      if (want != got) {
        assertEquals(now.levelAt(want).board(), now.levelAt(got).board(),
            "move " + Direction.values()[m] + " on\n" + now.levelAt(s).board() + "of " + level.name());
      }
      next[m] = got;
      tally.moves++;
    }
    tally.states++;
    if (hasStuckSkiddies(now.levelAt(s))) {
      tally.grouped++;
    }
    return next;
  }

  private static boolean hasStuckSkiddies(Level board) {
    for (int y = 0; y < board.height(); y++) {
      for (int x = 0; x < board.width(); x++) {
        Piece p = board.piece(x, y);
        if (p != null && p.isSkiddy()
            && (x + 1 < board.width() && board.piece(x + 1, y) == p || y + 1 < board.height() && board.piece(x, y + 1) == p)) {
          return true;
        }
      }
    }
    return false;
  }
}
