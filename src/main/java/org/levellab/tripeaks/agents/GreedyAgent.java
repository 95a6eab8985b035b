package org.levellab.tripeaks.agents;

import java.util.random.RandomGenerator;
import org.levellab.game.Agent;
import org.levellab.tripeaks.Level;
import org.levellab.tripeaks.Move;
import org.levellab.tripeaks.TriPeaksState;
import org.levellab.tripeaks.solve.PackedPosition;

/**
 * A greedy heuristic player, the kind a decent human plays, deciding from what it sees alone. It
 * ranks the legal moves and plays the best, ties broken uniformly with one {@code nextInt}:
 * <ol>
 *   <li>A board move, ranked first by the face-down cards it turns up (cards it uncovers that no wall
 *       keeps shut, and walls in the front line that its damage breaks), then by the longest run of
 *       visible cards it starts (itself, then open face-up cards each next to the one before; cards
 *       it would uncover are unknown and not counted).
 *   <li>With no board move: a swap that brings up a hold card matching an open card; a hold move
 *       that brings up a waste card matching an open card; a draw.
 *   <li>Last, a swap or hold move that plays nothing now (so a game with only those left goes on).
 * </ol>
 * {@link #preference} is that ranking as a number, which the sampling agents use to break ties.
 * Keeps scratch buffers: one per thread.
 */
public final class GreedyAgent implements Agent<TriPeaksState> {
  /** Nodes one run search may visit (runs are short; the cap only bounds pathological boards). */
  private static final int RUN_NODES = 4096;

  private PackedPosition position;
  private final int[] legal = new int[Move.CODES];
  private final int[] ties = new int[Move.CODES];

  @Override
  public int act(TriPeaksState state, RandomGenerator rng) {
    int k = SamplingAgent.legalMoves(state, legal);
    if (k == 1) {
      return legal[0];
    }
    PackedPosition p = positionFor(state.level());
    p.load(state.observation());
    long best = Long.MIN_VALUE;
    int t = 0;
    for (int i = 0; i < k; i++) {
      long v = preference(p, legal[i]);
      if (v > best) {
        best = v;
        t = 0;
      }
      if (v == best) {
        ties[t++] = legal[i];
      }
    }
    return t == 1 ? ties[0] : ties[rng.nextInt(t)];
  }

  private PackedPosition positionFor(Level level) {
    if (position == null || !position.level().equals(level)) {
      position = new PackedPosition(level);
    }
    return position;
  }

  @Override
  public String label() {
    return "greedy";
  }

  /**
   * How much the greedy player likes the legal move {@code move} at {@code p} (larger is better; see
   * the class comment), reading only open cards, the waste top, the card beneath it and the hold
   * card.
   */
  static long preference(PackedPosition p, int move) {
    if (Move.isBoardCode(move)) {
      return 1_000_000L + 4096L * p.turnsUp(move) + run(p, move);
    }
    switch (move) {
      case Move.CODE_SWAP:
        if (p.holdCard() == p.wasteTop()) {
          return 0;
        }
        return p.openMatching(p.holdCard()) != 0 ? 300 : 20;
      case Move.CODE_TO_HOLD:
        return p.beneathMatches() ? 200 : 10;
      default:
        return 100;
    }
  }

  /** The longest run of visible cards starting with open slot {@code s}. */
  static int run(PackedPosition p, int s) {
    int[] nodes = {RUN_NODES};
    return 1 + longest(p, p.openMask() & ~(1L << s), p.rankOf(s), nodes);
  }

  private static int longest(PackedPosition p, long left, int top, int[] nodes) {
    int best = 0;
    for (long m = left & p.openMatching(top); m != 0 && nodes[0] > 0; m &= m - 1) {
      nodes[0]--;
      int s = Long.numberOfTrailingZeros(m);
      best = Math.max(best, 1 + longest(p, left & ~(1L << s), p.rankOf(s), nodes));
    }
    return best;
  }
}
