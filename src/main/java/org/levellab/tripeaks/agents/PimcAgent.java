package org.levellab.tripeaks.agents;

import java.util.random.RandomGenerator;
import org.levellab.search.Verdict;
import org.levellab.tripeaks.Level;
import org.levellab.tripeaks.Move;
import org.levellab.tripeaks.TriPeaksObservation;
import org.levellab.tripeaks.solve.PackedPosition;
import org.levellab.tripeaks.solve.PositionSearch;

/**
 * Perfect-information Monte Carlo (hindsight optimisation), deciding from what a player sees alone:
 * it draws {@code k} completions of the hidden cards consistent with the observation ({@link
 * Determinizer}), asks {@link PositionSearch} in each whether the position after each candidate move
 * is winnable (at most {@code budget} nodes per sample and move), and plays the move that wins the
 * most samples.
 *
 * <p><b>Tie-break</b>. Early on most moves win nearly every sample, since each sample's solver sees
 * its whole deal, and counts that differ by a sample or two are noise; worse, a clairvoyant solver
 * does not value turning cards up (it already knows them), which a player who cannot see them must.
 * So every move whose count is within {@link #TIE_ERRORS} standard errors of the best count ties, and
 * among those it plays the move the {@link GreedyAgent greedy player} prefers (a board move that turns
 * up the most cards, then the longest visible run; then a useful swap, a useful hold move, a draw),
 * then the first in the rules' order. The samples decide which moves are clearly worse; the choice
 * takes no randomness beyond the samples. Counts are in half points: a won sample 2, a search that
 * ran out of budget 1 (as likely won as lost, as far as the agent knows), a lost one 0.
 *
 * <p>Candidates are the legal moves minus swaps that change nothing and a swap straight back after
 * its own swap ({@link SwapMemory}); a move that ends the game in a win is played at once. Chance
 * nodes never reach it (a {@code Play} or a {@code ChancePolicy} settles them first); in an undealt
 * or generated level it samples from the level's deck model (see {@link Determinizer}). Keeps its
 * solver and buffers: one per thread.
 */
public final class PimcAgent extends SamplingAgent {
  /**
   * Standard errors within which two moves' sample counts count as tied. Measured on 400 seeded
   * Microsoft deals (k 16, budget 2000): 0 (strict ties only) won 50.5% of 200, 1 won 54.0% of 200, 2
   * won 58.5% of 400, 3 won 56.0%, 5 won 55.75%; greedy alone 54.0%.
   */
  static final double TIE_ERRORS = 2;
  private final int samples;
  private final long budget;
  private final int[] wins = new int[Move.CODES];
  private PositionSearch search;
  private long lastNodes;

  /** PIMC with {@code samples} completions per decision and {@code budget} nodes per solve. */
  public PimcAgent(int samples, long budget) {
    if (samples < 1) {
      throw new IllegalArgumentException("samples (k) must be at least 1, was " + samples);
    }
    if (budget < 1) {
      throw new IllegalArgumentException("node budget must be at least 1, was " + budget);
    }
    this.samples = samples;
    this.budget = budget;
  }

  @Override
  int choose(TriPeaksObservation o, PackedPosition p, int c, RandomGenerator rng) {
    for (int i = 0; i < c; i++) {
      p.apply(candidates[i]);
      boolean won = p.isWon();
      p.restore(root);
      if (won) {
        return candidates[i];
      }
      wins[i] = 0;
    }
    lastNodes = 0;
    for (int t = 0; t < samples; t++) {
      determinizer.sample(rng, board, stock);
      p.restore(root);
      search.setCards(board, stock);
      for (int i = 0; i < c; i++) {
        p.restore(root);
        p.apply(candidates[i]);
        Verdict v = search.solve(budget);
        // in half points: a search that ran out is as likely won as lost, as far as the agent knows
        wins[i] += v == Verdict.TRUE ? 2 : v == Verdict.UNKNOWN ? 1 : 0;
        lastNodes += search.nodes();
      }
    }
    p.restore(root);
    int most = 0;
    for (int i = 0; i < c; i++) {
      most = Math.max(most, wins[i]);
    }
    int floor = most - margin(most);
    long seen = GreedyAgent.seenSlots(o);
    int best = -1;
    long bestPreference = Long.MIN_VALUE;
    for (int i = 0; i < c; i++) {
      if (wins[i] < floor) {
        continue;
      }
      long pref = GreedyAgent.preference(p, candidates[i], seen);
      if (pref > bestPreference) {
        best = i;
        bestPreference = pref;
      }
    }
    return candidates[best];
  }

  /**
   * How many half points below the most a move may score and still count as tied: {@value
   * #TIE_ERRORS} standard errors of the leader's count, sqrt(k p (1 - p)) samples (0 when every sample
   * agrees).
   */
  private int margin(int most) {
    double p = most / (2.0 * samples);
    return (int) Math.floor(2 * TIE_ERRORS * Math.sqrt(samples * p * (1 - p)));
  }

  @Override
  PackedPosition newPosition(Level level) {
    search = new PositionSearch(new PackedPosition(level), PositionSearch.tableBitsFor(budget));
    return search.position();
  }

  /** Search nodes the last decision spent over all samples and moves (for studies of its cost). */
  public long lastNodes() {
    return lastNodes;
  }

  @Override
  public String label() {
    return "pimc (k " + samples + ", budget " + budget + ")";
  }
}
