package org.levellab.tripeaks;

import java.util.function.Consumer;
import java.util.random.RandomGenerator;
import org.levellab.game.ChancePolicy;

/**
 * A chance policy that turns cards up from a fixed deal: an undealt game played with it goes exactly
 * like the dealt game, so tests can watch each chance node (which card, when) as it happens.
 */
final class Dealing implements ChancePolicy<TriPeaksState> {
  private final Deal deal;
  private final Consumer<TriPeaksState> watcher;

  Dealing(Deal deal, Consumer<TriPeaksState> watcher) {
    this.deal = deal;
    this.watcher = watcher;
  }

  @Override
  public int choose(TriPeaksState state, RandomGenerator rng) {
    watcher.accept(state);
    int stock = state.pendingStockIndex();
    return stock >= 0 ? deal.stockRank(stock) : deal.boardRank(state.pendingSlot());
  }

  /** Resolves every pending chance node of {@code state} from the deal. */
  void settle(TriPeaksState state) {
    settle(state, null);
  }

  /** Applies a move, then turns up from the deal whatever it uncovered. */
  void apply(TriPeaksState state, Move move) {
    state.apply(move);
    settle(state);
  }
}
