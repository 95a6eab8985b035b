package org.levellab.skiddy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.function.Supplier;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.levellab.search.BruteForce;
import org.levellab.search.SolutionClass;
import org.levellab.search.StateGraph;
import org.levellab.search.StateGraphAnalyzer;

/** Seeded random small levels: engine against the reference rules, analyzer against forward search. */
class SkiddyPropertiesTest {
  /** Two like skiddies side by side, on a row; the board text is scanned for it on every state. */
  private static final Pattern STUCK_PAIR = Pattern.compile("rr|bb");

  @Test
  void engineMovesMatchTheReferenceRulesOnEveryReachableState() {
    SplittableRandom rng = new SplittableRandom(11);
    long checked = 0;
    int grouped = 0;
    for (int trial = 0; trial < 600; trial++) {
      Level level = SkiddyTestLevels.random(rng, trial);
      SkiddyGame g = level.game();
      StateGraph graph = StateGraphAnalyzer.withMaxStates(20_000).explore(g);
      if (!graph.complete()) {
        continue;
      }
      for (int i = 0; i < graph.stateCount(); i++) {
        long s = graph.state(i);
        if (g.isWin(s)) {
          continue;
        }
        Level board = g.levelAt(s);
        for (Direction d : Direction.values()) {
          long got = g.apply(s, d);
          Level want = ReferenceSkiddy.move(board, d);
          int t = trial;
          Supplier<String> where = () -> "trial " + t + ", move " + d + " on\n" + board.board();
          assertEquals(want.board(), g.levelAt(got).board(), where);
          assertEquals(g.stateOf(want), got, where);
          checked++;
        }
        if (STUCK_PAIR.matcher(board.board()).find()) {
          grouped++;
        }
      }
    }
    assertTrue(checked > 10_000, "checked " + checked);
    assertTrue(grouped > 100, "stuck groups should be exercised, saw " + grouped);
  }

  /** Crowded boards: big stuck groups that close around other pieces (the tick-by-tick rule). */
  @Test
  void engineMatchesReferenceOnCrowdedBoards() {
    SplittableRandom rng = new SplittableRandom(13);
    long checked = 0;
    for (int trial = 0; trial < 120; trial++) {
      LevelGenerator.Options o = new LevelGenerator.Options(6 + rng.nextInt(3), 5 + rng.nextInt(3),
          6 + rng.nextInt(3), 2, rng.nextInt(2), rng.nextInt(2), rng.nextInt(2), rng.nextInt(3), 20_000, 0);
      Level level = LevelGenerator.randomLevel(o, rng.nextLong(), trial);
      SkiddyGame g = level.game();
      StateGraph graph = StateGraphAnalyzer.withMaxStates(5_000).explore(g);
      int n = graph.complete() ? graph.stateCount() : 0;
      long[] states = new long[Math.max(1, n)];
      states[0] = g.initial();
      for (int i = 0; i < n; i++) {
        states[i] = graph.state(i);
      }
      for (long s : states) {
        Level board = g.levelAt(s);
        for (Direction d : Direction.values()) {
          int t = trial;
          assertEquals(ReferenceSkiddy.move(board, d).board(), g.levelAt(g.apply(s, d)).board(),
              () -> "trial " + t + ", move " + d + " on\n" + board.board());
          checked++;
        }
      }
    }
    assertTrue(checked > 5_000, "checked " + checked);
  }

  @Test
  void verifierAgreesWithForwardSearchFromEveryState() {
    SplittableRandom rng = new SplittableRandom(12);
    SolutionClass[] classes = {SolutionClass.ANY, Combo.MAX_COMBO, Combo.NON_COMBO};
    int rated3 = 0;
    int withDeadEnds = 0;
    int levels = 0;
    while (levels < 150) {
      Level level = SkiddyTestLevels.random(rng, levels);
      SkiddyGame g = level.game();
      StateGraph graph = StateGraphAnalyzer.withMaxStates(3_000).explore(g);
      if (!graph.complete()) {
        continue;
      }
      levels++;
      Set<Long> reach = BruteForce.reachable(g);
      assertEquals(reach.size(), graph.stateCount(), level.board());
      int dead = 0;
      for (long s : reach) {
        int i = graph.indexOf(s);
        int shortestAny = 0;
        for (SolutionClass c : classes) {
          int shortest = BruteForce.shortest(g, s, c);
          assertEquals(shortest, graph.distancesToWin(c)[i], () -> c.name() + " from state " + i + " of\n" + level.board());
          if (c == SolutionClass.ANY) {
            // kept for the dead-end count below: the same search, not redone
            shortestAny = shortest;
          }
        }
        if (shortestAny < 0) {
          dead++;
        }
      }
      Verification v = Verification.of(graph);
      assertEquals(dead, v.deadEnds(), level.board());
      if (dead > 0) {
        withDeadEnds++;
        // The reported path leads into a dead end.
        long s = g.initial();
        for (String m : v.deadEndPath()) {
          s = g.apply(s, Direction.parse(m));
        }
        assertEquals(-1, BruteForce.shortest(g, s, SolutionClass.ANY));
      }
      if (v.shortest() != null && v.shortest() <= 9) {
        assertEquals(BruteForce.countSolutions(g, g.initial(), v.shortest(), SolutionClass.ANY), v.shortestSolutions(),
            level.board());
      }
      replay(g, v.solution(), v.shortest(), SolutionClass.ANY);
      replay(g, v.maxComboSolution(), v.shortestMaxCombo(), Combo.MAX_COMBO);
      replay(g, v.nonComboSolution(), v.shortestNonCombo(), Combo.NON_COMBO);
      if (v.stars() == 3) {
        rated3++;
      }
    }
    assertTrue(withDeadEnds > 5, "sample should hold levels with dead ends: " + withDeadEnds);
    assertTrue(rated3 > 0, "sample should hold 3-star levels");
  }

  /**
   * Plays a solution through the rules: legal, of its class, as long as claimed and as the forward
   * search's shortest, ending in a win; none exactly when the forward search finds none.
   */
  static void replay(SkiddyGame g, List<String> moves, Integer length, SolutionClass cls) {
    int want = BruteForce.shortest(g, g.initial(), cls);
    if (length == null) {
      assertEquals(-1, want, cls.name() + ": the forward search finds a solution");
      assertEquals(null, moves);
      return;
    }
    assertEquals(want, length, cls.name());
    assertNotNull(moves);
    assertEquals(length, moves.size());
    long s = g.initial();
    for (String m : moves) {
      assertFalse(g.isWin(s), "solution continues after a win");
      Direction d = Direction.parse(m);
      long t = g.apply(s, d);
      assertTrue(t != s, "a solution move must change the board");
      assertTrue(cls.allows(g.tags(s, d.ordinal(), t)), cls.name() + " solution takes a forbidden move");
      s = t;
    }
    assertTrue(g.isWin(s), "solution must end in a win");
  }

  @Test
  void equalBoardsAreOneState() {
    // Two red skiddies swapped are the same board, so the same packed state.
    Level a = Level.parse("#######\n#r...r#\n#.....#\n###R###\n", "t", "a");
    SkiddyGame g = a.game();
    long s = g.apply(g.initial(), Direction.D);
    assertEquals(g.stateOf(g.levelAt(s)), s);
    assertEquals("#######\n#.....#\n#r...r#\n###R###\n", g.levelAt(s).board());
  }
}
