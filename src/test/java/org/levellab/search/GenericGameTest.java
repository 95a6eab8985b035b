package org.levellab.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.levellab.cards.Card;
import org.levellab.cards.Cards;

/** The analyzer on a card game (object states through {@link StateSpace#packed()}), against recursion. */
class GenericGameTest {
  private static final SolutionClass NO_RANK_PAIRS = new SolutionClass("no rank pairs", PairSolitaireToy.RANK_PAIR);
  private static final SolutionClass NO_TAG_1 = new SolutionClass("no tag 1", 1);

  @Test
  void pairSolitaireRowsAgreeWithRecursion() {
    SplittableRandom rng = new SplittableRandom(77);
    int solvable = 0;
    for (int trial = 0; trial < 300; trial++) {
      List<Card> deck = Cards.shuffled(Cards.standardDeck(), rng);
      int n = 2 * (1 + rng.nextInt(5));
      PairSolitaireToy game = new PairSolitaireToy(deck.subList(0, n));
      Analysis a = StateGraphAnalyzer.standard().analyze(game.packed(), List.of(NO_RANK_PAIRS));
      assertTrue(a.complete());
      Map<List<Card>, Integer> memo = new HashMap<>();
      Set<List<Card>> all = new HashSet<>();
      collect(game, game.initial(), all);
      assertEquals(all.size(), a.states(), "trial " + trial);
      long dead = all.stream().filter(s -> best(game, s, memo, false) < 0).count();
      assertEquals(dead, a.deadEnds(), "trial " + trial);
      int shortest = best(game, game.initial(), memo, false);
      assertEquals(shortest, a.shortest(), "trial " + trial);
      assertEquals(best(game, game.initial(), new HashMap<>(), true), a.shortestOf(NO_RANK_PAIRS).length(),
          "trial " + trial);
      assertEquals(countWins(game, game.initial()), shortest < 0 ? 0 : a.shortestCount(), "trial " + trial);
      if (shortest >= 0) {
        solvable++;
        assertEquals(n / 2, shortest);
      }
    }
    assertTrue(solvable > 10, "the sample should hold solvable rows, had " + solvable);
  }

  private static void collect(PairSolitaireToy g, List<Card> s, Set<List<Card>> all) {
    if (all.add(s)) {
      for (var m : g.moves(s)) {
        collect(g, m.next(), all);
      }
    }
  }

  /** Every path clears two cards, so any win takes size/2 moves: -1 when none, filtered by tag. */
  private static int best(PairSolitaireToy g, List<Card> s, Map<List<Card>, Integer> memo, boolean noRankPairs) {
    if (s.isEmpty()) {
      return 0;
    }
    Integer m = memo.get(s);
    if (m != null) {
      return m;
    }
    int r = -1;
    for (var mv : g.moves(s)) {
      if (noRankPairs && mv.tags() != 0) {
        continue;
      }
      int d = best(g, mv.next(), memo, noRankPairs);
      if (d >= 0 && (r < 0 || d + 1 < r)) {
        r = d + 1;
      }
    }
    memo.put(s, r);
    return r;
  }

  private static long countWins(PairSolitaireToy g, List<Card> s) {
    if (s.isEmpty()) {
      return 1;
    }
    long c = 0;
    for (var mv : g.moves(s)) {
      c += countWins(g, mv.next());
    }
    return c;
  }

  @Test
  void adapterKeepsObjectStates() {
    List<Card> row = new ArrayList<>(Cards.parse("A♠ 2♠ 3♥ 3♦"));
    PairSolitaireToy game = new PairSolitaireToy(row);
    StateSpace.Adapter<List<Card>> packed = (StateSpace.Adapter<List<Card>>) game.packed();
    StateGraph g = StateGraphAnalyzer.standard().explore(packed);
    Analysis a = g.analysis(List.of(NO_TAG_1, NO_RANK_PAIRS));
    assertEquals(2, a.shortest());
    assertEquals(List.of("x0", "x0"), a.solution());
    assertEquals(row, packed.state(g.state(0)));
    assertEquals(2, a.shortestOf(NO_TAG_1).length());
    assertEquals(-1, a.shortestOf(NO_RANK_PAIRS).length());
  }
}
