package org.levellab.tripeaks;

/**
 * The chance step of a TriPeaks game, OpenSpiel style: the state asks its card source for a rank
 * exactly when a card becomes visible, and never before.
 *
 * <ul>
 *   <li>{@link #boardRank} is called when a board card turns face up: at the start for every slot
 *       that nothing covers (in slot order), and later the moment its last covering card is cleared
 *       (slots uncovered by one move are asked in ascending order). A card behind a brick wall is
 *       turned up only when it is uncovered and its wall is broken, whichever comes last.
 *   <li>{@link #stockRank} is called when a stock card comes onto the waste: draw index 0 is the
 *       card that starts the waste (asked at the start, after the open board cards), index k the
 *       card brought by the k-th draw.
 * </ul>
 * A {@link Deal} answers from fixed lists and ignores the state; a generator may look at what the
 * state shows (open cards, waste top) to choose ranks in the order cards become visible. The state
 * passed in is the live state: a source must not change it.
 */
public interface CardSource {
  /** The rank (1..13) of board slot {@code slot}, now being turned face up. */
  int boardRank(int slot, TriPeaksState state);

  /** The rank (1..13) of stock card {@code drawIndex} (0 starts the waste), now going onto the waste. */
  int stockRank(int drawIndex, TriPeaksState state);
}
