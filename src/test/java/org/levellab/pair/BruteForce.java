package org.levellab.pair;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.levellab.cards.Card;

/**
 * Plain exhaustive search written from the rules text, independently of PairState and PairSolver:
 * lists of cards, no bit sets, no pruning, only a memo of lists already seen (so 14-card stacks stay
 * fast). Tests use it as the reference.
 */
final class BruteForce {
  private final Map<List<Card>, Integer> memo = new HashMap<>();

  static boolean pairs(Card a, Card b) {
    return a.rank() == b.rank() || a.suit() == b.suit();
  }

  /** The indices of the cards that may be removed from this stack. */
  static List<Integer> removable(List<Card> stack) {
    List<Integer> out = new ArrayList<>();
    for (int i = 0; i < stack.size(); i++) {
      boolean left = i - 2 >= 0 && pairs(stack.get(i - 2), stack.get(i));
      boolean right = i + 2 < stack.size() && pairs(stack.get(i), stack.get(i + 2));
      if (left || right) {
        out.add(i);
      }
    }
    return out;
  }

  /** The stack after removing each card in turn; fails the test on an illegal removal. */
  static List<Card> apply(List<Card> stack, List<Card> moves) {
    List<Card> s = new ArrayList<>(stack);
    for (Card c : moves) {
      int i = s.indexOf(c);
      if (i < 0 || !removable(s).contains(i)) {
        throw new AssertionError("illegal removal " + c + " from " + s);
      }
      s.remove(i);
    }
    return s;
  }

  /** The fewest cards the stack can be reduced to. */
  int fewest(List<Card> stack) {
    Integer known = memo.get(stack);
    if (known != null) {
      return known;
    }
    int best = stack.size();
    for (int i : removable(stack)) {
      List<Card> next = new ArrayList<>(stack);
      next.remove(i);
      best = Math.min(best, fewest(next));
    }
    memo.put(List.copyOf(stack), best);
    return best;
  }
}
