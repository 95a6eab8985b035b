package org.levellab.tripeaks.agents;

import java.util.random.RandomGenerator;
import org.levellab.tripeaks.Level;
import org.levellab.tripeaks.TriPeaksObservation;

/**
 * Completions of the hidden cards consistent with what a player has seen (determinizations), drawn
 * from the observation alone. The hidden cards are the face-down board cards and the stock cards not
 * yet drawn; the seen ones are the face-up board cards, the waste pile and the hold card.
 *
 * <ul>
 *   <li>Standard deck: the unseen cards are the level's decks minus every card seen; a completion
 *       deals a uniformly random subset of them, in random order, onto the hidden places (partial
 *       Fisher-Yates over the unseen cards in rank order). This is the exact posterior of a uniformly
 *       shuffled deal, and of an undealt game turning cards up by the deck's own chance.
 *   <li>Custom deck: every hidden card is a uniform rank 1..13, independently: the level's own chance
 *       model. A designed level whose cards come from a level generator (a {@code ChancePolicy} such
 *       as the design package's dealer) follows another distribution, which a player does not know:
 *       the agent plans with the level's model, as a player new to the level would.
 * </ul>
 * One {@code nextInt} per hidden card, hidden places in order (board slots ascending, then the stock
 * top first). Not thread-safe: one per agent.
 */
final class Determinizer {
  private int[] known = new int[0];
  private int[] hiddenSlots = new int[0];
  private int hiddenSlotCount;
  private int firstHiddenStock;
  private int stockSize;
  private boolean custom;
  private int[] pool = new int[0];
  private int[] work = new int[0];
  private int poolSize;

  /** Takes in what the player sees now. */
  void load(TriPeaksObservation o) {
    Level level = o.level();
    int[] board = o.board();
    int n = board.length;
    stockSize = level.stockSize();
    if (known.length != n) {
      known = new int[n];
      hiddenSlots = new int[n];
    }
    int[] seen = new int[14];
    hiddenSlotCount = 0;
    for (int s = 0; s < n; s++) {
      known[s] = Math.abs(board[s]);
      if (board[s] == 0) {
        hiddenSlots[hiddenSlotCount++] = s;
      } else if (board[s] > 0) {
        seen[board[s]]++; // a cleared card is counted on the waste (or in the hold slot)
      }
    }
    for (int r : o.waste()) {
      seen[r]++;
    }
    seen[o.hold()]++;
    firstHiddenStock = stockSize - o.stockLeft();
    custom = level.deck() == Level.Deck.CUSTOM;
    int hidden = hiddenSlotCount + o.stockLeft();
    if (custom) {
      return;
    }
    int perRank = 4 * level.decks();
    if (pool.length < 52 * level.decks()) {
      pool = new int[52 * level.decks()];
      work = new int[pool.length];
    }
    poolSize = 0;
    for (int r = 1; r <= 13; r++) {
      for (int c = seen[r]; c < perRank; c++) {
        pool[poolSize++] = r;
      }
    }
    if (poolSize < hidden) {
      throw new IllegalStateException("the observation shows more cards than the level's " + level.decks()
          + " deck(s) hold: " + hidden + " hidden places, " + poolSize + " unseen cards");
    }
  }

  /** Cards hidden from the player now (face-down board cards and undrawn stock cards). */
  int hiddenCount() {
    return hiddenSlotCount + stockSize - firstHiddenStock;
  }

  /**
   * One completion into {@code board} (every slot: seen ranks, and the sampled ones for face-down
   * slots) and {@code stock} (undrawn cards sampled, drawn ones 0).
   */
  void sample(RandomGenerator rng, int[] board, int[] stock) {
    System.arraycopy(known, 0, board, 0, known.length);
    for (int i = 0; i < firstHiddenStock; i++) {
      stock[i] = 0;
    }
    if (custom) {
      for (int i = 0; i < hiddenSlotCount; i++) {
        board[hiddenSlots[i]] = 1 + rng.nextInt(13);
      }
      for (int i = firstHiddenStock; i < stockSize; i++) {
        stock[i] = 1 + rng.nextInt(13);
      }
      return;
    }
    System.arraycopy(pool, 0, work, 0, poolSize);
    int next = 0;
    for (int i = 0; i < hiddenSlotCount; i++) {
      board[hiddenSlots[i]] = draw(rng, next++);
    }
    for (int i = firstHiddenStock; i < stockSize; i++) {
      stock[i] = draw(rng, next++);
    }
  }

  private int draw(RandomGenerator rng, int i) {
    int j = i + rng.nextInt(poolSize - i);
    int c = work[j];
    work[j] = work[i];
    work[i] = c;
    return c;
  }
}
