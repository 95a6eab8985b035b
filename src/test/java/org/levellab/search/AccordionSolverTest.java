package org.levellab.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.levellab.core.RandomStreams;
import org.levellab.game.AgentOptions;
import org.levellab.game.Agents;
import org.levellab.game.Play;
import org.levellab.game.Replay;
import org.levellab.game.StateKey;

/**
 * {@link GameSolver} on a game whose positions need more than 128 bits ({@link Accordion}), against
 * plain searches that use no key ({@link BruteForce}): the same verdict, a line that wins when it
 * says so, and, when it says no, exactly one expansion per reachable position (so its table neither
 * merges two positions nor misses a repeat). A key cut shorter than the position fails the same
 * comparison.
 */
class AccordionSolverTest {

  /**
   * What the solver says of one row, checked: a win by replaying its line through the rules, a loss
   * against every position brute force reaches (none won, and as many as the solver expanded).
   */
  private static GameSolver.Solution checkRow(Accordion game, long seed) {
    GameSolver.Solution s = GameSolver.unlimited().solve(game.newInitialState(seed));
    String where = game + " seed " + seed;
    if (s.winnable() == Verdict.TRUE) {
      assertTrue(Replay.moves(game.newInitialState(seed), s.moves()).won(), where + ": the line must win");
      assertTrue(Replay.actions(game.newInitialState(seed), s.actions().stream().mapToInt(Integer::intValue)
          .toArray()).won(), where + ": the ids must win");
      assertEquals(game.size() - 1, s.actions().size(), "every move merges two piles");
    } else {
      assertEquals(Verdict.FALSE, s.winnable(), where);
      Map<String, Boolean> reachable = BruteForce.reachablePositions(game.newInitialState(seed));
      assertFalse(reachable.containsValue(true), where + ": brute force wins the row the solver calls lost");
      assertEquals(reachable.size(), s.nodes(), where + ": one expansion per reachable position");
    }
    return s;
  }

  @Test
  void shortRowsAgreeWithEveryLineTried() {
    int winnable = 0;
    for (long seed = 0; seed < 2000; seed++) {
      Accordion game = Accordion.of(1 + (int) (seed % 8), 4);
      boolean truth = BruteForce.winnableByEveryLine(game.newInitialState(seed));
      GameSolver.Solution s = checkRow(game, seed);
      assertEquals(Verdict.of(truth), s.winnable(), "seed " + seed);
      if (truth) {
        Map<String, Boolean> reachable = BruteForce.reachablePositions(game.newInitialState(seed));
        assertTrue(s.nodes() <= reachable.size(), "seed " + seed + ": no position is expanded twice");
      }
      winnable += truth ? 1 : 0;
    }
    assertTrue(winnable > 400 && winnable < 1600, "both answers are well represented: " + winnable);
  }

  /**
   * Rows 0..39 of 21 cards, less the four whose search is by far the largest (15 and 20, lost with
   * 343,000 and 176,000 positions, whose brute force alone was most of the test's time; 22 and 33, won
   * after 853,000 and 567,000): every row has the same 131-bit key, so they add no kind of case. The
   * 36 left hold 7 lost rows (brute force counts every position, up to 91,000) and 29 won ones
   * (replayed); the table of wide keys still grows from 16 slots to hold 161,000 keys (row 7).
   */
  private static final java.util.Set<Long> LARGEST_WIDE_ROWS = java.util.Set.of(15L, 20L, 22L, 33L);

  @Test
  void rowsWiderThan128BitsAgreeWithBruteForce() {
    int winnable = 0;
    int unwinnable = 0;
    int maxBits = 0;
    for (long seed = 0; seed < 40; seed++) {
      if (LARGEST_WIDE_ROWS.contains(seed)) {
        continue;
      }
      Accordion game = Accordion.of(21, 13);
      StateKey key = game.newInitialState(seed).key();
      assertFalse(key.fits128(), "a row of " + game.size() + " cards needs " + key.bitLength() + " bits");
      maxBits = Math.max(maxBits, key.bitLength());
      if (checkRow(game, seed).winnable() == Verdict.TRUE) {
        winnable++;
      } else {
        unwinnable++;
      }
    }
    assertTrue(winnable >= 5 && unwinnable >= 5, "both answers: " + winnable + " winnable, " + unwinnable + " not");
    assertTrue(maxBits > 128, "keys up to " + maxBits + " bits");
  }

  @Test
  void aKeyCutShorterThanThePositionIsCaught() {
    List<Long> wrong = new ArrayList<>();
    for (long seed = 0; seed < 40 && wrong.isEmpty(); seed++) {
      // 96 bits hold the first 16 top cards only
      Accordion cut = new Accordion(21, 13, 96);
      try {
        checkRow(cut, seed);
      } catch (AssertionError e) {
        wrong.add(seed);
      }
    }
    assertFalse(wrong.isEmpty(), "a key that merges different positions must fail the comparison");
  }

  @Test
  void aFullDeckKeyHoldsEveryTopCard() {
    Accordion.Position start = Accordion.of(52, 13).newInitialState(7);
    StateKey key = start.key();
    assertEquals(318, key.bitLength(), "52 cards and the count, 6 bits each");
    Accordion.Position other = start.copy();
    int[] moves = other.legalActions();
    assertTrue(moves.length > 0, "seed 7 has a first move");
    other.apply(moves[0]);
    assertFalse(key.equals(other.key()), "one merge changes the key");
    assertEquals(key, start.copy().key());
  }

  @Test
  void theCataloguesExactAgentPlaysAnyGameWithoutChance() {
    int won = 0;
    for (long seed = 0; seed < 300; seed++) {
      Accordion game = Accordion.of(2 + (int) (seed % 9), 4);
      boolean truth = BruteForce.reachablePositions(game.newInitialState(seed)).containsValue(true);
      var exact = Agents.create(game, "exact", AgentOptions.none());
      Play.Result<Accordion.Position> r = Play.from(game.newInitialState(seed))
          .agent(exact, RandomStreams.of(seed)).run();
      assertEquals(truth, r.state().isWon(), "seed " + seed);
      won += truth ? 1 : 0;
    }
    assertTrue(won > 50 && won < 250, "both outcomes: " + won + " won");
  }
}
