package org.levellab.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.levellab.cards.Card;
import org.levellab.cards.Cards;
import org.levellab.pair.PairDeal;
import org.levellab.pair.PairReplay;
import org.levellab.pair.PairSolution;
import org.levellab.pair.PairSolver;
import org.levellab.pair.PairState;
import org.levellab.pair.PairStateSpace;

/**
 * The game-independent analyzer on the real Pair Solitaire engine: on seeded stacks of 4 to 11
 * cards it must agree with the Pair exact solver and with a plain recursion over the rules.
 */
class PairSolitaireGraphTest {
  @Test
  void analyzerAgreesWithTheExactSolverAndWithRecursion() {
    SplittableRandom rng = new SplittableRandom(2026);
    int beatable = 0;
    int unbeatable = 0;
    for (int trial = 0; trial < 400; trial++) {
      int n = 4 + rng.nextInt(8);
      List<Card> stack = Cards.shuffled(Cards.standardDeck(), rng).subList(0, n);
      PairDeal deal = PairDeal.of(stack);
      PairStateSpace space = new PairStateSpace(deal);
      StateSpace.Adapter<PairState> packed = (StateSpace.Adapter<PairState>) space.packed();
      StateGraph graph = StateGraphAnalyzer.standard().explore(packed);
      Analysis a = graph.analysis();
      assertTrue(a.complete(), "trial " + trial);

      PairSolution exact = PairSolver.standard().solve(deal);
      boolean winReachable = a.shortest() >= 0;
      assertEquals(exact.beatable() == Verdict.TRUE, winReachable, "trial " + trial + ": " + stack);

      // Fewest cards left over the whole graph equals the solver's proven minimum.
      int fewest = Integer.MAX_VALUE;
      Map<PairState, Boolean> memo = new HashMap<>();
      int dead = 0;
      for (int i = 0; i < graph.stateCount(); i++) {
        PairState s = packed.state(graph.state(i));
        fewest = Math.min(fewest, s.size());
        boolean canWin = canWin(s, memo);
        assertEquals(!canWin, graph.isDeadEnd(i), "trial " + trial + " state " + s);
        if (!canWin) {
          dead++;
        }
      }
      assertEquals(exact.fewestRemaining(), fewest, "trial " + trial);
      assertEquals(dead, a.deadEnds(), "trial " + trial);

      if (winReachable) {
        beatable++;
        // Every move removes one card, so every solution has n - 2 moves; the path must replay.
        assertEquals(n - 2, a.shortest());
        List<Card> moves = Cards.parse(String.join(" ", a.solution()));
        assertTrue(PairReplay.replay(deal, moves).isBeaten(), "trial " + trial);
      } else {
        unbeatable++;
      }
    }
    assertTrue(beatable > 20 && unbeatable > 20, beatable + " beatable, " + unbeatable + " not");
  }

  private static boolean canWin(PairState s, Map<PairState, Boolean> memo) {
    Boolean known = memo.get(s);
    if (known != null) {
      return known;
    }
    boolean win = s.isBeaten();
    for (PairState next : s.successors()) {
      if (win) {
        break;
      }
      win = canWin(next, memo);
    }
    memo.put(s, win);
    return win;
  }
}
