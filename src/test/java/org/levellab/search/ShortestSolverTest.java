package org.levellab.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.function.Function;
import org.junit.jupiter.api.Test;
import org.levellab.blackhole.BlackHole;
import org.levellab.cards.Card;
import org.levellab.cards.Cards;
import org.levellab.core.RandomStreams;
import org.levellab.game.Replay;
import org.levellab.game.State;
import org.levellab.pair.PairDeal;
import org.levellab.pair.PairState;
import org.levellab.search.GameSolverTest.GraphGame;
import org.levellab.skiddy.LevelGenerator;
import org.levellab.skiddy.Skiddy;

/**
 * {@link ShortestSolver} against a plain breadth-first search written here (over copies of states,
 * positions told apart by what the game writes of them, never by their keys; no dead-end cut) on
 * thousands of small seeded instances: graph games with cycles, self-loops, cuts and keys of every
 * width; Skiddy levels (wins of every length, cycles); short Pair Solitaire stacks; Black Hole deals
 * played down to their last cards; Accordion rows. Every line is replayed move by move through the
 * rules; its length must be brute force's, and {@link GameSolver}'s line never shorter. A key that
 * merges different positions fails the same comparison.
 */
class ShortestSolverTest {

  /**
   * The fewest moves from {@code start} to a win, or -1: breadth first over copies, each position
   * once by {@code identity} (the state's own text, which the game contract makes whole).
   */
  static int bruteForceFewest(State start, Function<State, Object> identity) {
    if (start.isWon()) {
      return 0;
    }
    Set<Object> seen = new HashSet<>();
    seen.add(identity.apply(start));
    List<State> layer = List.of(start.copy());
    for (int depth = 1; !layer.isEmpty(); depth++) {
      List<State> next = new ArrayList<>();
      for (State s : layer) {
        for (int a : s.legalActions()) {
          State child = s.copy();
          child.apply(a);
          if (child.isWon()) {
            return depth;
          }
          if (seen.add(identity.apply(child))) {
            next.add(child);
          }
        }
      }
      layer = next;
    }
    return -1;
  }

  /** What the instances of one family showed. */
  static final class Tally {
    int instances;
    int winnable;
    int lost;
    /** Instances where GameSolver's line is longer than the fewest moves. */
    int longerFirstLine;
    final Set<Integer> lengths = new HashSet<>();

    @Override
    public String toString() {
      return instances + " instances, " + winnable + " winnable, " + lost + " lost, " + longerFirstLine
          + " with a longer GameSolver line, lengths " + lengths;
    }
  }

  /** Replays {@code actions} from {@code start}: each must be legal when played, and the last must win. */
  static void assertWinsMoveByMove(State start, List<Integer> actions, String where) {
    State s = start.copy();
    for (int i = 0; i < actions.size(); i++) {
      int a = actions.get(i);
      assertTrue(s.isLegal(a), where + ": move " + (i + 1) + " (" + s.actionToString(a) + ") is not legal: "
          + s.whyIllegal(a));
      assertFalse(s.isWon(), where + ": won before move " + (i + 1) + ", so the line is not the shortest");
      s.apply(a);
    }
    assertTrue(s.isWon(), where + ": the line does not win");
  }

  /** Checks one instance against brute force and GameSolver, adding what it showed to {@code tally}. */
  static void check(State start, Function<State, Object> identity, String where, Tally tally) {
    String before = start.toString();
    int truth = bruteForceFewest(start, identity);
    ShortestSolver.Solution s = ShortestSolver.unlimited().solve(start);
    assertEquals(before, start.toString(), where + ": the start is not changed");
    assertTrue(s.proven(), where + ": an unlimited solve is proven");
    tally.instances++;
    if (truth < 0) {
      tally.lost++;
      assertEquals(Verdict.FALSE, s.winnable(), where + ": brute force finds no winning line");
      assertEquals(-1, s.length(), where);
      assertTrue(s.moves().isEmpty() && s.actions().isEmpty(), where + ": no line when lost");
      return;
    }
    tally.winnable++;
    tally.lengths.add(truth);
    assertEquals(Verdict.TRUE, s.winnable(), where + ": brute force wins in " + truth);
    assertEquals(truth, s.length(), where + ": the fewest moves");
    assertEquals(truth, s.atLeast(), where + ": a proven line is its own lower bound");
    assertEquals(s.actions().size(), s.moves().size(), where);
    assertWinsMoveByMove(start, s.actions(), where);
    assertTrue(Replay.moves(start, s.moves()).won(), where + ": the line in notation must win");
    GameSolver.Solution any = GameSolver.unlimited().solve(start);
    assertEquals(Verdict.TRUE, any.winnable(), where);
    assertTrue(any.actions().size() >= truth, where + ": GameSolver's line (" + any.actions().size()
        + " moves) is shorter than the shortest (" + truth + ")");
    tally.longerFirstLine += any.actions().size() > truth ? 1 : 0;
  }

  private static Object node(State s) {
    return s.observation();
  }

  private static Object text(State s) {
    return s.toString();
  }

  @Test
  void graphGamesWithCyclesCutsAndKeysOfEveryWidth() {
    for (int words : new int[] {1, 2, 3, 5}) {
      Tally t = new Tally();
      for (long seed = 0; seed < 4000; seed++) {
        GraphGame g = GameSolverTest.randomGame(seed);
        GraphGame wide = new GraphGame(g.edges(), g.win(), g.cut(), g.keys(), words, false, -1);
        check(wide.newInitialState(0), ShortestSolverTest::node, "graph seed " + seed + ", " + words + "-word keys", t);
      }
      assertTrue(t.winnable > 600 && t.lost > 1000, "both answers are well represented: " + t);
      assertTrue(t.longerFirstLine > 50, "depth first often finds a longer line: " + t);
      assertTrue(t.lengths.size() >= 5, t.toString());
    }
  }

  @Test
  void skiddyLevelsOfEveryLength() {
    Tally t = new Tally();
    LevelGenerator.Options small = LevelGenerator.Options.builder(6, 6).pieces(2).build();
    LevelGenerator.Options twoColours = LevelGenerator.Options.builder(6, 5).pieces(3).colors(2).ice(1).build();
    for (int i = 0; i < 1500; i++) {
      LevelGenerator.Options o = i % 2 == 0 ? small : twoColours;
      State start = Skiddy.game().start(LevelGenerator.randomLevel(o, 11, i));
      check(start, ShortestSolverTest::text, "skiddy level " + i, t);
    }
    assertTrue(t.winnable > 300 && t.lost > 100, t.toString());
    assertTrue(t.longerFirstLine > 100, "depth first often finds a longer line: " + t);
    assertTrue(t.lengths.size() >= 6, t.toString());
  }

  @Test
  void shortPairStacks() {
    Tally t = new Tally();
    for (long seed = 0; seed < 2000; seed++) {
      List<Card> deck = Cards.shuffled(Cards.standardDeck(), RandomStreams.of(seed));
      int size = 3 + (int) (seed % 10);
      State start = PairDeal.of(deck.subList(0, size)).start();
      check(start, s -> ((PairState) s).cards(), "pair stack of " + size + " from seed " + seed, t);
    }
    assertTrue(t.winnable > 300 && t.lost > 300, t.toString());
  }

  /**
   * Black Hole positions with few cards left: seeded deals that GameSolver wins cheaply, played along
   * its line down to 4..16 cards in the fans, then 0..3 seeded random moves (which may lose the deal).
   */
  @Test
  void blackHoleDealsPlayedDownToTheirLastCards() {
    Tally t = new Tally();
    SplittableRandom rng = new SplittableRandom(5);
    for (long seed = 1; t.instances < 2000; seed++) {
      State deal = BlackHole.game().newInitialState(seed);
      GameSolver.Solution line = GameSolver.withBudget(Budget.nodes(20_000)).solve(deal);
      if (line.winnable() != Verdict.TRUE) {
        continue;
      }
      for (int k = 0; k < 40; k++) {
        int left = 4 + rng.nextInt(13);
        State s = deal.copy();
        for (int a : line.actions().subList(0, 51 - left)) {
          s.apply(a);
        }
        for (int r = rng.nextInt(4); r > 0; r--) {
          int[] legal = s.legalActions();
          if (legal.length == 0) {
            break;
          }
          s.apply(legal[rng.nextInt(legal.length)]);
        }
        check(s, ShortestSolverTest::text, "black hole seed " + seed + " position " + k, t);
      }
    }
    assertTrue(t.winnable > 1000 && t.lost > 150, t.toString());
  }

  @Test
  void accordionRows() {
    Tally t = new Tally();
    for (long seed = 0; seed < 2000; seed++) {
      Accordion game = Accordion.of(2 + (int) (seed % 9), 3 + (int) (seed % 3));
      check(game.newInitialState(seed), ShortestSolverTest::text, game + " seed " + seed, t);
    }
    assertTrue(t.winnable > 300 && t.lost > 300, t.toString());
  }

  @Test
  void aKeyThatMergesDifferentPositionsFailsTheComparison() {
    int wrong = 0;
    for (long seed = 0; seed < 3000; seed++) {
      GraphGame g = GameSolverTest.randomGame(seed);
      int[] keys = new int[g.edges().length];
      Arrays.setAll(keys, i -> i % 2);
      GraphGame merged = new GraphGame(g.edges(), g.win(), g.cut(), keys, 1, false, -1);
      int truth = bruteForceFewest(merged.newInitialState(0), ShortestSolverTest::node);
      wrong += ShortestSolver.unlimited().solve(merged.newInitialState(0)).length() != truth ? 1 : 0;
    }
    assertTrue(wrong > 50, "a key that merges odd and even nodes must give wrong lengths: " + wrong);
  }

  /**
   * With a small budget the answer is proven and right, or not proven with bounds that hold: no
   * winning line shorter than {@code atLeast}, and the line known (if any) wins.
   */
  @Test
  void aSmallBudgetGivesBoundsThatHold() {
    int unknown = 0;
    int upperOnly = 0;
    int shorterThanFirstLine = 0;
    for (long seed = 0; seed < 4000; seed++) {
      GraphGame g = GameSolverTest.randomGame(seed);
      State start = g.newInitialState(0);
      int truth = bruteForceFewest(start, ShortestSolverTest::node);
      long budget = 1 + seed % 6;
      ShortestSolver.Solution s = ShortestSolver.withBudget(Budget.nodes(budget)).solve(start);
      String where = "seed " + seed + ", budget " + budget;
      assertTrue(s.nodes() <= budget, where + ": " + s.nodes() + " nodes");
      if (s.proven()) {
        assertEquals(truth, s.length(), where);
        shorterThanFirstLine += s.length() >= 0 && s.length() < GameSolver.unlimited().solve(start).actions().size()
            ? 1 : 0;
        continue;
      }
      assertEquals(budget, s.nodes(), where + ": an unproven answer spent the whole budget");
      assertTrue(truth < 0 || s.atLeast() <= truth, where + ": the lower bound " + s.atLeast() + " exceeds " + truth);
      assertTrue(s.atLeast() >= 1, where + ": a start that is not won needs a move");
      if (s.winnable() == Verdict.TRUE) {
        upperOnly++;
        assertTrue(truth > 0 && s.length() >= truth, where);
        assertWinsMoveByMove(start, s.actions(), where);
      } else {
        unknown++;
        assertEquals(Verdict.UNKNOWN, s.winnable(), where);
        assertEquals(-1, s.length(), where);
      }
    }
    assertTrue(unknown > 50 && upperOnly > 50 && shorterThanFirstLine > 50, unknown + " unknown, " + upperOnly
        + " with a line only, " + shorterThanFirstLine + " proven shorter than GameSolver's line");
  }

  @Test
  void edgeCases() {
    boolean[] none = new boolean[3];
    GraphGame won = GraphGame.of(new int[][] {{}, {}, {}}, new boolean[] {true, false, false}, none);
    ShortestSolver.Solution w = ShortestSolver.unlimited().solve(won.newInitialState(0));
    assertEquals(List.of(Verdict.TRUE, true, 0, 0), List.of(w.winnable(), w.proven(), w.length(), w.atLeast()));
    GraphGame dead = GraphGame.of(new int[][] {{1}, {2}, {0}}, new boolean[3], new boolean[] {true, false, false});
    ShortestSolver.Solution d = ShortestSolver.unlimited().solve(dead.newInitialState(0));
    assertEquals(List.of(Verdict.FALSE, true, -1), List.of(d.winnable(), d.proven(), d.length()));
    // Depth first takes the long way round (0 -> 1 -> 2 -> win); the direct edge is found.
    GraphGame detour = GraphGame.of(new int[][] {{1, 3}, {2}, {3}, {}}, new boolean[] {false, false, false, true},
        new boolean[4]);
    assertEquals(3, GameSolver.unlimited().solve(detour.newInitialState(0)).actions().size());
    ShortestSolver.Solution direct = ShortestSolver.unlimited().solve(detour.newInitialState(0));
    assertEquals(List.of("e1"), direct.moves());
    assertEquals(List.of(1), direct.actions());
    assertNotEquals(-1, direct.atLeast());
    // A cycle without a win ends.
    GraphGame cycle = GraphGame.of(new int[][] {{1, 0}, {2}, {0, 1}}, new boolean[3], none);
    assertEquals(Verdict.FALSE, ShortestSolver.unlimited().solve(cycle.newInitialState(0)).winnable());
    GraphGame chance = new GraphGame(new int[][] {{1}, {2}, {}}, new boolean[] {false, false, true}, none,
        new int[] {0, 1, 2}, 1, false, 1);
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> ShortestSolver.unlimited().solve(chance.newInitialState(0)));
    assertTrue(e.getMessage().startsWith("the game-independent solver needs a game without chance"), e.getMessage());
    GraphGame keyless = new GraphGame(new int[][] {{1}, {2}, {}}, new boolean[] {false, false, true}, none,
        new int[] {0, 1, 2}, 1, true, -1);
    e = assertThrows(IllegalArgumentException.class, () -> ShortestSolver.unlimited().solve(keyless.newInitialState(0)));
    assertTrue(e.getMessage().startsWith("the game-independent solver needs positions with a key"), e.getMessage());
  }
}
