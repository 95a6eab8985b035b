package org.levellab.tripeaks.agents;

import java.util.random.RandomGenerator;
import org.levellab.game.Agent;
import org.levellab.tripeaks.Level;
import org.levellab.tripeaks.Move;
import org.levellab.tripeaks.TriPeaksObservation;
import org.levellab.tripeaks.TriPeaksState;
import org.levellab.tripeaks.solve.PackedPosition;

/**
 * What the sampling agents (PIMC, ISMCTS) share: they read the observation into a {@link
 * PackedPosition} (the cards not seen left 0), keep as candidates the legal moves minus swaps that
 * change nothing and a swap straight back after their own swap ({@link SwapMemory}), play a lone
 * candidate at once, and otherwise let {@link #choose} sample completions of the hidden cards with
 * the {@link Determinizer}. Scratch buffers: one agent per thread.
 */
abstract class SamplingAgent implements Agent<TriPeaksState> {
  final Determinizer determinizer = new Determinizer();
  final PackedPosition.Mark root = new PackedPosition.Mark();
  final int[] candidates = new int[Move.CODES];
  int[] board = new int[0];
  int[] stock = new int[0];
  private final SwapMemory memory = new SwapMemory();
  private final int[] legal = new int[Move.CODES];
  private PackedPosition position;

  /** The legal moves of a decision node into {@code buf}, refusing a finished game or a chance node. */
  static int legalMoves(TriPeaksState state, int[] buf) {
    int k = state.legalActions(buf);
    if (k == 0 || state.isChanceNode()) {
      throw new IllegalStateException("no move to choose: the game is over or at a chance node: " + state);
    }
    return k;
  }

  @Override
  public final int act(TriPeaksState state, RandomGenerator rng) {
    int k = legalMoves(state, legal);
    TriPeaksObservation o = state.observation();
    PackedPosition p = positionFor(o.level());
    p.load(o);
    int c = 0;
    for (int i = 0; i < k; i++) {
      int m = legal[i];
      if (!SwapMemory.uselessSwap(p, m) && !(m == Move.CODE_SWAP && memory.forbidsSwap(p))) {
        candidates[c++] = m;
      }
    }
    int move;
    if (c <= 1) {
      move = c == 0 ? legal[0] : candidates[0];
    } else {
      determinizer.load(o);
      p.save(root);
      move = choose(o, p, c, rng);
      p.restore(root);
    }
    memory.played(p, move);
    return move;
  }

  /**
   * The move to play among {@code candidates[0..c)} (at least two) at {@code p}, the observation's
   * position (saved in {@link #root}; {@link #determinizer} holds the observation).
   */
  abstract int choose(TriPeaksObservation o, PackedPosition p, int c, RandomGenerator rng);

  /** A position of a new level, for {@link #positionFor}. */
  PackedPosition newPosition(Level level) {
    return new PackedPosition(level);
  }

  private PackedPosition positionFor(Level level) {
    if (position == null || !position.level().equals(level)) {
      position = newPosition(level);
      board = new int[level.layout().size()];
      stock = new int[level.stockSize()];
    }
    return position;
  }
}
