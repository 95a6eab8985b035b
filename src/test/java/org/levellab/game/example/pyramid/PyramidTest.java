package org.levellab.game.example.pyramid;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Queue;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.levellab.game.ContractSuite;
import org.levellab.game.Games;
import org.levellab.game.Replay;
import org.levellab.game.State;
import org.levellab.search.GameSolver;
import org.levellab.search.ShortestSolver;
import org.levellab.search.Verdict;

/** Pyramid from outside the engine: the contract, the generic solvers against searches of our own, the rules. */
class PyramidTest {
  /**
   * Small deals, so that a search without a table ends quickly: a 3-row pyramid and 18 stock cards (seeds
   * 0..299: 45 won, 255 lost; with 4 rows and 10 stock cards only 3 of 300 are won, too few to test lines).
   */
  static final PyramidFactory FACTORY = new PyramidFactory();
  static final Pyramid SMALL = pyramid("rows = 3\nstock = 18");

  static Pyramid pyramid(String rules) {
    return (Pyramid) FACTORY.create("pyramid", rules);
  }

  @Test
  void theContractHoldsWithHiddenStockTwins() {
    for (String rules : List.of("", SMALL.rules())) {
      ContractSuite.Result r = ContractSuite.of(FACTORY, rules).games(200).run();
      assertTrue(r.ok(), r.summary() + "\n" + String.join("\n", r.problems()));
      assertEquals("checked", r.hiddenCards());
      assertTrue(r.twins().differing() > 0, r.summary());
      assertTrue(r.coverage().decisions() > 2 * r.coverage().games(), r.summary());
    }
  }

  @Test
  void theGenericSolversAgreeWithSearchesOfOurOwn() {
    int won = 0;
    int lost = 0;
    int breadthChecked = 0;
    for (long deal = 0; deal < 300; deal++) {
      PyramidState start = SMALL.newInitialState(deal);
      GameSolver.Solution s = GameSolver.unlimited().solve(start);
      boolean winnable = winnableByPlainSearch(start);
      assertEquals(Verdict.of(winnable), s.winnable(), "deal " + deal + ": " + start);
      if (!winnable) {
        lost++;
        continue;
      }
      won++;
      assertWinningLine(start, s.moves(), "GameSolver, deal " + deal);
      ShortestSolver.Solution shortest = ShortestSolver.unlimited().solve(start);
      assertTrue(shortest.proven(), "deal " + deal);
      assertWinningLine(start, shortest.moves(), "ShortestSolver, deal " + deal);
      assertTrue(shortest.length() <= s.moves().size(), "deal " + deal + ": " + shortest.moves() + " vs " + s.moves());
      if (breadthChecked < 10) {
        breadthChecked++;
        assertEquals(fewestMovesBreadthFirst(start), shortest.length(), "deal " + deal);
      }
    }
    assertTrue(won >= 20 && lost >= 20, "both verdicts must be exercised: " + won + " won, " + lost + " lost");
  }

  @Test
  void theRulesMoveByMove() {
    PyramidState s = pyramid("rows = 2\nstock = 2").parseLevel("6♠\n8♥ K♣\n5♦ 7♥", "level");
    assertEquals(List.of("K♣", "draw"), moves(s));
    assertTrue(s.whyIllegal(s.parseAction("6♠+8♥")).contains("6♠ is covered"));
    assertTrue(s.whyIllegal(s.parseAction("8♥")).contains("8♥ is not a king"));
    assertThrows(IllegalArgumentException.class, () -> s.parseAction("7♥")); // in the stock: not named
    for (String m : List.of("K♣", "draw", "8♥+5♦", "draw")) {
      s.apply(s.parseAction(m));
    }
    assertEquals(List.of("6♠+7♥"), moves(s));
    assertEquals("6♠ / - - | waste 7♥ | stock 0 cards", s.observation().toString());
    s.apply(s.parseAction("6♠+7♥"));
    assertTrue(s.isWon() && s.isTerminal());
    assertEquals(3.0, s.score());
  }

  @Test
  void badRulesAndLevelsAreRefusedInOneLineNamingWhere() {
    for (String[] bad : new String[][] {{"rows = 0", "rows"}, {"rows = x", "rows"}, {"colour = 3", "colour"},
        {"stock = 25", "rows = 7, stock = 25"}}) {
      IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
          () -> FACTORY.create("pyramid", bad[0]));
      assertTrue(e.getMessage().contains(bad[1]) && e.getMessage().contains("line 1"), e.getMessage());
      assertFalse(e.getMessage().contains("\n"), e.getMessage());
    }
    Pyramid tiny = pyramid("rows = 2\nstock = 2");
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> tiny.parseLevel("6♠\n8♥ K♣\n5♦ 6♠", "tiny.txt"));
    assertTrue(e.getMessage().startsWith("tiny.txt line 3: 6♠ is dealt twice"), e.getMessage());
    assertNotEquals(tiny.rules(), SMALL.rules());
    Games.register(FACTORY); // as ContractSuite.of(FACTORY, ...) does: the catalogue rebuilds it from its rules
    assertEquals(tiny.rules(), Games.create("pyramid", tiny.rules()).rules());
  }

  private static List<String> moves(State s) {
    return Arrays.stream(s.legalActions()).mapToObj(s::actionToString).toList();
  }

  private static void assertWinningLine(State start, List<String> line, String who) {
    Replay.Result r = Replay.moves(start, line);
    assertTrue(r.ok() && r.state().isWon(), who + ": " + line + " -> " + r.error());
  }

  /** Depth-first over every line, with no table: slow but beyond doubt. */
  private static boolean winnableByPlainSearch(State s) {
    if (s.isWon()) {
      return true;
    }
    for (int a : s.legalActions()) {
      State child = s.copy();
      child.apply(a);
      if (winnableByPlainSearch(child)) {
        return true;
      }
    }
    return false;
  }

  /** Breadth-first with positions told apart by their full text (not the game's key): the fewest moves, or -1. */
  private static int fewestMovesBreadthFirst(State start) {
    Queue<State> layer = new ArrayDeque<>(List.of(start.copy()));
    Set<String> seen = new HashSet<>(Set.of(start.toString()));
    for (int depth = 0; !layer.isEmpty(); depth++) {
      Queue<State> next = new ArrayDeque<>();
      for (State s : layer) {
        if (s.isWon()) {
          return depth;
        }
        for (int a : s.legalActions()) {
          State child = s.copy();
          child.apply(a);
          if (seen.add(child.toString())) {
            next.add(child);
          }
        }
      }
      layer = next;
    }
    return -1;
  }
}
