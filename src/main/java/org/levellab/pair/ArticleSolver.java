package org.levellab.pair;

import java.util.ArrayList;
import java.util.List;
import org.levellab.cards.Card;
import org.levellab.search.Budget;
import org.levellab.search.Verdict;

/**
 * The article's recursive solver, as written (its C# {@code checkStack}), as a baseline.
 *
 * <p>Faithful to the text, including its limits: it only ever removes the left card of a pair
 * ({@code stack[i]} when it matches {@code stack[i+2]}); its loop runs {@code i < length - 3}, so the
 * last pair of the stack is never tried; it stops with success when fewer than three cards remain;
 * and it has no memory of positions already searched, so the same set of cards is searched again
 * for every order of removals that reaches it. A node budget makes it answer UNKNOWN instead of
 * running for days, which is what the article reports.
 */
public final class ArticleSolver {
  private final Budget budget;

  public ArticleSolver(Budget budget) {
    if (budget == null) {
      throw new IllegalArgumentException("budget must not be null");
    }
    this.budget = budget;
  }

  /**
   * The outcome: TRUE with the article's winning removals, FALSE when its (incomplete) search ran
   * out of moves, UNKNOWN when the budget ran out.
   */
  public record Result(Verdict beatable, List<Card> moves, long nodes, double millis) {}

  public Result solve(PairDeal deal) {
    Budget.Meter meter = budget.start();
    List<Card> cards = new ArrayList<>(deal.stack());
    List<Card> path = new ArrayList<>();
    Boolean found = check(cards, path, meter);
    Verdict v = found == null ? Verdict.UNKNOWN : Verdict.of(found);
    return new Result(v, found == Boolean.TRUE ? List.copyOf(path) : List.of(), meter.nodes(), meter.elapsedMillis());
  }

  /** True: beaten (path holds the moves); false: dead end; null: out of budget. */
  private static Boolean check(List<Card> stack, List<Card> path, Budget.Meter meter) {
    if (meter.tick()) {
      return null;
    }
    if (stack.size() < 3) {
      return true;
    }
    for (int i = 0; i < stack.size() - 3; i++) {
      if (PairDeal.matches(stack.get(i), stack.get(i + 2))) {
        List<Card> t = new ArrayList<>(stack);
        Card removed = t.remove(i);
        path.add(removed);
        Boolean r = check(t, path, meter);
        if (r == null || r) {
          return r;
        }
        path.remove(path.size() - 1);
      }
    }
    return false;
  }
}
