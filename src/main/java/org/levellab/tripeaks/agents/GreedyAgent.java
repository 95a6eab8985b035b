package org.levellab.tripeaks.agents;

import java.util.random.RandomGenerator;
import org.levellab.game.Agent;
import org.levellab.tripeaks.Level;
import org.levellab.tripeaks.Move;
import org.levellab.tripeaks.TriPeaksObservation;
import org.levellab.tripeaks.TriPeaksState;
import org.levellab.tripeaks.solve.PackedPosition;

/**
 * A greedy heuristic player, the kind a decent human plays, deciding from what it sees alone. It
 * ranks the legal moves and plays the best, ties broken uniformly with one {@code nextInt}:
 * <ol>
 *   <li>A board move, ranked first by the cards it opens (cards it uncovers that no wall keeps shut,
 *       and walls in the front line that its damage breaks), then by the longest run of visible cards
 *       it starts (itself, then cards each next to the one before that are open or that the run
 *       uncovers, as long as the player sees them: on a layout dealt face down an uncovered card is
 *       unknown and ends the run; on Golf's face-up tableau the run reads on down the columns).
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
    TriPeaksObservation o = state.observation();
    p.load(o);
    long seen = seenSlots(o);
    long best = Long.MIN_VALUE;
    int t = 0;
    for (int i = 0; i < k; i++) {
      long v = preference(p, legal[i], seen);
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

  /** The board slots whose card the player sees on the board now (face up, not cleared). */
  static long seenSlots(TriPeaksObservation o) {
    int[] board = o.board();
    long seen = 0;
    for (int s = 0; s < board.length; s++) {
      if (board[s] > 0) {
        seen |= 1L << s;
      }
    }
    return seen;
  }

  /**
   * How much the greedy player likes the legal move {@code move} at {@code p} (larger is better; see
   * the class comment), reading only the cards in {@code seen} ({@link #seenSlots}), the waste top,
   * the card beneath it and the hold card: a sampling agent's position holds sampled ranks for the
   * cards a player does not see, which the preference must not read.
   */
  static long preference(PackedPosition p, int move, long seen) {
    if (Move.isBoardCode(move)) {
      return 1_000_000L + 4096L * p.turnsUp(move) + run(p, move, seen);
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

  /** The longest run of seen cards starting with open slot {@code s}. */
  static int run(PackedPosition p, int s, long seen) {
    int[] nodes = {RUN_NODES};
    long cleared = p.clearedMask() | 1L << s;
    long playable = (p.openMask() & ~(1L << s)) | (p.uncovers(cleared, s) & seen);
    return 1 + longest(p, playable, cleared, p.rankOf(s), seen, nodes);
  }

  private static int longest(PackedPosition p, long playable, long cleared, int top, long seen, int[] nodes) {
    int best = 0;
    for (long m = playable & p.matching(top); m != 0 && nodes[0] > 0; m &= m - 1) {
      nodes[0]--;
      int s = Long.numberOfTrailingZeros(m);
      long after = cleared | 1L << s;
      long next = (playable & ~(1L << s)) | (p.uncovers(after, s) & seen);
      best = Math.max(best, 1 + longest(p, next, after, p.rankOf(s), seen, nodes));
    }
    return best;
  }
}
