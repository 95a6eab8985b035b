package org.levellab.pair.study;

import java.util.List;
import java.util.random.RandomGenerator;
import org.levellab.cards.Card;
import org.levellab.core.MonteCarlo;
import org.levellab.core.RandomStreams;
import org.levellab.pair.PairDeal;
import org.levellab.pair.PairGenerators;
import org.levellab.pair.PairPlay;
import org.levellab.pair.PairSolution;
import org.levellab.pair.PairSolver;
import org.levellab.pair.PairState;
import org.levellab.search.Budget;
import tech.tablesaw.api.Table;

/**
 * Difficulty measures that tell Pair Solitaire stacks apart where random play cannot (it never
 * beats a 52-card stack): the exact solver's effort to prove the stack beatable, the share of first
 * removals that keep it beatable, and the cards a greedy player leaves.
 *
 * <p>The greedy player removes, at each step, a card whose removal leaves the most legal removals
 * (ties broken at random): a one-step look-ahead that a person can follow, unlike the solver.
 */
public final class PairDifficulty {
  private PairDifficulty() {}

  /** The greedy player from the start until no card can be removed; the final state. */
  public static PairState greedyPlay(PairDeal deal, RandomGenerator rng) {
    PairState s = deal.start();
    for (Card c : greedyLine(deal, rng)) {
      s.remove(c);
    }
    return s;
  }

  /** The greedy player's removals from the start until no card can be removed. */
  public static List<Card> greedyLine(PairDeal deal, RandomGenerator rng) {
    PairState s = deal.start();
    List<Card> line = new java.util.ArrayList<>();
    while (!s.isTerminal()) {
      List<PairState> next = s.successors();
      int best = -1;
      int ties = 0;
      int chosen = 0;
      for (int i = 0; i < next.size(); i++) {
        int mobility = next.get(i).legalRemovals().size();
        if (mobility > best) {
          best = mobility;
          ties = 1;
          chosen = i;
        } else if (mobility == best && rng.nextInt(++ties) == 0) {
          chosen = i; // reservoir choice: uniform among the tied removals
        }
      }
      Card c = s.legalRemovals().get(chosen);
      line.add(c);
      s.remove(c);
    }
    return line;
  }

  /** One stack's difficulty. */
  public record Measures(int trial, String method, int cards, String verdict, long proofNodes,
      int legalFirstMoves, int beatableFirstMoves, double beatableFirstShare, double greedyWinRate,
      double greedyMeanLeft, int greedyFewestLeft) {}

  /**
   * Measures one stack: the solver's verdict and nodes, the first removals that keep it beatable,
   * and {@code plays} greedy games (game i uses {@code RandomStreams.forTask(seed, i)}).
   */
  public static Measures measure(int trial, String method, PairDeal deal, PairSolver solver, int plays,
      long seed) {
    if (plays < 1) {
      throw new IllegalArgumentException("plays must be at least 1, was " + plays);
    }
    PairSolution proof = solver.solve(deal);
    PairPlay.FirstMoves first = PairPlay.winningFirstMoves(deal, solver);
    int wins = 0;
    long left = 0;
    int fewest = Integer.MAX_VALUE;
    for (int i = 0; i < plays; i++) {
      PairState end = greedyPlay(deal, RandomStreams.forTask(seed, i));
      left += end.size();
      fewest = Math.min(fewest, end.size());
      wins += end.isBeaten() ? 1 : 0;
    }
    double share = first.legal() == 0 ? 0 : (double) first.winning() / first.legal();
    return new Measures(trial, method, deal.size(), proof.beatable().name(), proof.nodes(),
        first.legal(), first.winning(), share, (double) wins / plays, (double) left / plays, fewest);
  }

  /**
   * Generates {@code trials} stacks with a method (trial i from {@code forTask(seed, i)}, as
   * {@link org.levellab.pair.PairExperiments#compareGenerator} does, so the same seed gives the same
   * stacks) and measures each.
   */
  public static Table compare(PairGenerators.Method method, List<Card> deck, int trials, long seed,
      int plays, Budget budget) {
    PairSolver solver = PairSolver.builder().budget(budget).build();
    String name = method.label();
    return MonteCarlo.trials(trials).seed(seed).label("pair difficulty " + name).run((i, rng) -> {
      PairGenerators.Generated g = org.levellab.pair.PairExperiments.generate(method, deck, rng, solver);
      return measure(i, name, g.deal(), solver, plays, RandomStreams.derive(seed, "greedy " + i));
    });
  }
}
