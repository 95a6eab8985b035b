package org.levellab.tripeaks.solve;

import java.util.Arrays;
import java.util.Objects;
import org.levellab.cards.RankAdjacency;
import org.levellab.tripeaks.Layout;
import org.levellab.tripeaks.Level;
import org.levellab.tripeaks.Move;
import org.levellab.tripeaks.TriPeaksObservation;

/**
 * A TriPeaks position with every card known, packed into a few fields for fast play and search:
 * the cards (a rank for every board slot and every stock card) and the position (cleared slots, open
 * slots, the stock position, the waste top, the card beneath it while the hold slot is empty, the
 * hold card, two bits of damage per wall). It is the rules of {@link
 * org.levellab.tripeaks.TriPeaksState} restated for the hot loops of the sampling agents and {@link
 * PositionSearch}: legal moves come in the same order (board moves in slot order, then H, S, D) and
 * a game ends exactly when the state's does; tests play both side by side on random games.
 *
 * <p>The position can start from what a player sees ({@link #load(TriPeaksObservation)}), the cards
 * a player has not seen left 0; a sampling agent then gives {@link #setCards} one completion of the
 * hidden cards (a determinization). Mutable, not thread-safe: one per thread.
 */
public final class PackedPosition {
  final Level level;
  final int n;
  final long full;
  final long[] coveredByMask;
  final int[][] covers;
  /** Slots a slot covers, directly or not (they can only be cleared after it). */
  final long[] below;
  final int wallCount;
  final int[] wallSlot;
  final int[] wallIndex;
  final boolean holdEnabled;
  final int stockSize;
  final RankAdjacency adjacency;

  // the cards
  final int[] rank;
  final int[] stock;
  final long[] rankSlots = new long[14];  // board slots of each rank (rank 0: none)
  final long[] matchSlots = new long[14]; // board slots whose rank is next to the index rank
  /** Ranks (bit masks) of stock[i..], so stockSuffix[stockIdx + 1] is what can still be drawn. */
  final int[] stockSuffix;

  // the position
  long cleared;
  long open;
  int stockIdx; // the stock card last drawn onto the waste (0 starts the waste)
  int top;
  int beneath;  // the card beneath the top while a hold slot is empty, else 0
  int hold;
  int walls;    // two bits of damage per wall (3: broken)
  boolean lastSwap;
  private final Mark scratch = new Mark();

  /** A position of {@code level} with no cards yet (all ranks 0) at the start. */
  public PackedPosition(Level level) {
    this.level = Objects.requireNonNull(level, "level");
    refuseHoldPlaysBack(level, "the packed position (PIMC, greedy, sampling and clairvoyant agents)");
    Layout layout = level.layout();
    n = layout.size();
    full = n == 64 ? -1L : (1L << n) - 1;
    coveredByMask = new long[n];
    covers = new int[n][];
    for (int s = 0; s < n; s++) {
      coveredByMask[s] = layout.coveredByMask(s);
      covers[s] = layout.covers(s);
    }
    below = new long[n];
    // Slots are acyclic: the closure of "covers" by iterating to a fixed point.
    for (int s = 0; s < n; s++) {
      for (int c : covers[s]) {
        below[s] |= 1L << c;
      }
    }
    for (boolean changed = true; changed; ) {
      changed = false;
      for (int s = 0; s < n; s++) {
        long b = below[s];
        for (long m = b; m != 0; m &= m - 1) {
          b |= below[Long.numberOfTrailingZeros(m)];
        }
        if (b != below[s]) {
          below[s] = b;
          changed = true;
        }
      }
    }
    wallIndex = new int[n];
    Arrays.fill(wallIndex, -1);
    wallCount = level.walls().size();
    wallSlot = new int[wallCount];
    int wi = 0;
    for (int w : level.walls()) {
      wallSlot[wi] = w;
      wallIndex[w] = wi++;
    }
    holdEnabled = level.holdSlot();
    stockSize = level.stockSize();
    adjacency = level.adjacency();
    rank = new int[n];
    stock = new int[stockSize];
    stockSuffix = new int[stockSize + 1];
  }

  public Level level() {
    return level;
  }

  /**
   * The cards: every board slot's rank and every stock card's rank (index 0 starts the waste), 1..13.
   * Entries a position has already passed (cleared slots, drawn stock cards) are not read, and may be
   * 0. Does not change the position.
   */
  public void setCards(int[] boardRanks, int[] stockRanks) {
    System.arraycopy(boardRanks, 0, rank, 0, n);
    System.arraycopy(stockRanks, 0, stock, 0, stockSize);
    cardsChanged();
  }

  private void cardsChanged() {
    Arrays.fill(rankSlots, 0);
    for (int s = 0; s < n; s++) {
      rankSlots[rank[s]] |= 1L << s;
    }
    rankSlots[0] = 0;
    for (int t = 0; t <= 13; t++) {
      matchSlots[t] = t == 0 ? 0 : rankSlots[adjacency.lower(t)] | rankSlots[adjacency.upper(t)];
    }
    stockSuffix[stockSize] = 0;
    for (int i = stockSize - 1; i >= 0; i--) {
      stockSuffix[i] = stockSuffix[i + 1] | (stock[i] == 0 ? 0 : 1 << stock[i]);
    }
  }

  /** The start of a game: nothing cleared, the first stock card on the waste. */
  public void reset() {
    cleared = 0;
    walls = 0;
    stockIdx = 0;
    top = stock[0];
    beneath = 0;
    hold = 0;
    lastSwap = false;
    open = openSlots();
  }

  /**
   * The position a player sees: cleared slots, stock position, waste top, the card beneath it (a hold
   * slot level with the slot empty), hold card and walls. The cards become what the player has seen:
   * face-up ranks, and 0 for face-down cards and the stock; {@link #setCards} may then complete them.
   *
   * @throws IllegalArgumentException for an observation of another level, or at a chance node
   */
  public void load(TriPeaksObservation o) {
    if (!o.level().equals(level)) {
      throw new IllegalArgumentException("observation of " + o.level() + ", position of " + level);
    }
    if (!o.turningUp().isEmpty()) {
      throw new IllegalArgumentException("a card is turning up (a chance node): " + o.turningUp());
    }
    int[] board = o.board();
    int[] waste = o.waste();
    int[] damage = o.walls();
    cleared = 0;
    for (int s = 0; s < n; s++) {
      if (board[s] < 0) {
        cleared |= 1L << s;
      }
      rank[s] = Math.abs(board[s]);
    }
    Arrays.fill(stock, 0);
    walls = 0;
    for (int wi = 0; wi < wallCount; wi++) {
      walls |= damage[wallSlot[wi]] << (2 * wi);
    }
    stockIdx = stockSize - o.stockLeft() - 1;
    top = o.wasteTop();
    hold = o.hold();
    beneath = holdEnabled && hold == 0 && waste.length >= 2 ? waste[waste.length - 2] : 0;
    lastSwap = false;
    open = openSlots();
    cardsChanged();
  }

  private long openSlots() {
    long o = 0;
    for (int s = 0; s < n; s++) {
      if ((cleared >>> s & 1) == 0 && (coveredByMask[s] & ~cleared) == 0
          && (wallIndex[s] < 0 || wallBroken(walls, wallIndex[s]))) {
        o |= 1L << s;
      }
    }
    return o;
  }

  static boolean wallBroken(int walls, int wi) {
    return (walls >>> (2 * wi) & 3) == 3;
  }

  public boolean isWon() {
    return cleared == full;
  }

  /** Lost as {@link org.levellab.tripeaks.TriPeaksState#isLost()} says. */
  public boolean isLost() {
    return cleared != full && stockIdx >= stockSize - 1 && (matchSlots[top] & open) == 0
        && (matchSlots[hold] & open) == 0 && (matchSlots[beneath] & open) == 0;
  }

  public boolean isOver() {
    return isWon() || isLost();
  }

  /** Board cards cleared. */
  public int boardCleared() {
    return Long.bitCount(cleared);
  }

  public int boardSize() {
    return n;
  }

  /** The waste top's rank. */
  public int wasteTop() {
    return top;
  }

  /** The hold card's rank, 0 when empty. */
  public int holdCard() {
    return hold;
  }

  /** The rank of board slot {@code s} in these cards (0: not known). */
  public int rankOf(int s) {
    return rank[s];
  }

  /** Face-down cards that clearing open slot {@code s} would turn up (uncovered, or walls broken). */
  public int turnsUp(int s) {
    save(scratch);
    long before = open;
    clear(s);
    int up = Long.bitCount(open & ~before);
    restore(scratch);
    return up;
  }

  /** True when the last move was a swap (a second one would undo it). */
  public boolean lastSwap() {
    return lastSwap;
  }

  /** Cleared board slots. */
  public long clearedMask() {
    return cleared;
  }

  /** The stock card last drawn onto the waste (0 starts the waste). */
  public int stockIndex() {
    return stockIdx;
  }

  /** The stock position, waste top and hold card packed into one number (equal positions, equal numbers). */
  public long stockAndCards() {
    return stockAndCards(stockIdx, top, hold);
  }

  /** {@link #stockAndCards()} of those values. */
  public static long stockAndCards(int stockIdx, int top, int hold) {
    return (long) stockIdx << 16 | top << 8 | hold;
  }

  /** Open slots (face up, on the board, not walled). */
  public long openMask() {
    return open;
  }

  /** Board slots (open or not, cleared or not) whose rank in these cards is next to {@code r}. */
  public long matching(int r) {
    return matchSlots[r];
  }

  /**
   * The slots that clearing {@code s} uncovers when {@code clearedAfter} (which holds {@code s}) is
   * cleared: the cards it covers that nothing else covers then and no standing wall keeps shut.
   */
  public long uncovers(long clearedAfter, int s) {
    long up = 0;
    for (int c : covers[s]) {
      if ((coveredByMask[c] & ~clearedAfter) == 0 && (wallIndex[c] < 0 || wallBroken(walls, wallIndex[c]))) {
        up |= 1L << c;
      }
    }
    return up;
  }

  /** Open slots whose rank is next to {@code r}. */
  public long openMatching(int r) {
    return matchSlots[r] & open;
  }

  /** True when a hold move {@code H} would bring up a card that matches an open one. */
  public boolean beneathMatches() {
    return (matchSlots[beneath] & open) != 0;
  }

  /**
   * The legal moves as {@link Move#code()} values in the rules' order (board moves in slot order,
   * then H, S, D) into {@code buf} (length at least slots + 3); 0 when the game is over.
   */
  public int legalMoves(int[] buf) {
    if (isOver()) {
      return 0;
    }
    int k = 0;
    for (long m = matchSlots[top] & open; m != 0; m &= m - 1) {
      buf[k++] = Long.numberOfTrailingZeros(m);
    }
    if (holdEnabled) {
      if (hold == 0 && beneath != 0) {
        buf[k++] = Move.CODE_TO_HOLD;
      }
      if (hold != 0) {
        buf[k++] = Move.CODE_SWAP;
      }
    }
    if (stockIdx < stockSize - 1) {
      buf[k++] = Move.CODE_DRAW;
    }
    return k;
  }

  /** Applies a legal move (not checked: the caller took it from {@link #legalMoves}). */
  public void apply(int code) {
    if (code < Move.MAX_SLOTS) {
      clear(code);
    } else if (code == Move.CODE_DRAW) {
      beneath = holdEnabled && hold == 0 ? top : 0;
      top = stock[++stockIdx];
      lastSwap = false;
    } else if (code == Move.CODE_TO_HOLD) {
      hold = top;
      top = beneath;
      beneath = 0;
      lastSwap = false;
    } else {
      int t = top;
      top = hold;
      hold = t;
      lastSwap = true;
    }
  }

  private void clear(int s) {
    // Walls in the front line before the move take the damage (TriPeaksState's rule).
    long front = 0;
    for (int wi = 0; wi < wallCount; wi++) {
      if (!wallBroken(walls, wi) && (coveredByMask[wallSlot[wi]] & ~cleared) == 0) {
        front |= 1L << wi;
      }
    }
    long bit = 1L << s;
    cleared |= bit;
    open &= ~bit;
    for (int c : covers[s]) {
      if ((coveredByMask[c] & ~cleared) == 0 && (wallIndex[c] < 0 || wallBroken(walls, wallIndex[c]))) {
        open |= 1L << c;
      }
    }
    for (long m = front; m != 0; m &= m - 1) {
      int wi = Long.numberOfTrailingZeros(m);
      walls += 1 << (2 * wi);
      if (wallBroken(walls, wi)) {
        open |= 1L << wallSlot[wi];
      }
    }
    beneath = holdEnabled && hold == 0 ? top : 0;
    top = rank[s];
    lastSwap = false;
  }

  /** The position's fields, to come back to after a search or a simulated game. */
  public static final class Mark {
    long cleared;
    long open;
    int stockIdx;
    int top;
    int beneath;
    int hold;
    int walls;
    boolean lastSwap;
  }

  public void save(Mark m) {
    m.cleared = cleared;
    m.open = open;
    m.stockIdx = stockIdx;
    m.top = top;
    m.beneath = beneath;
    m.hold = hold;
    m.walls = walls;
    m.lastSwap = lastSwap;
  }

  public void restore(Mark m) {
    cleared = m.cleared;
    open = m.open;
    stockIdx = m.stockIdx;
    top = m.top;
    beneath = m.beneath;
    hold = m.hold;
    walls = m.walls;
    lastSwap = m.lastSwap;
  }

  /**
   * Refuses a level whose hold card plays back ({@link Level#holdPlaysBack()}): the packed rules and
   * the exact solver prune on "the hold slot never empties", so they would answer wrongly there.
   */
  static void refuseHoldPlaysBack(Level level, String who) {
    if (level.holdPlaysBack()) {
      throw new IllegalArgumentException(who + " does not support hold_plays_back = true (" + level
          + "); play such levels with the player model or the random agent");
    }
  }
}
