package org.levellab.tripeaks;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * The state of one TriPeaks game: the one place where the rules live. Mutable; {@link #copy()} gives an
 * independent copy (sharing the level and the card source).
 *
 * <h2>Rules</h2>
 * <ul>
 *   <li><b>Board.</b> A board card is open when no card covering it remains and no brick wall sits on
 *       it. Cards are face down until they open; their rank is decided at that moment by the
 *       {@link CardSource} (the chance step), and stays visible afterwards.
 *   <li><b>Stock and waste.</b> The first stock card starts the waste. {@link Move#DRAW D} puts the
 *       next stock card on the waste (legal while the stock is not empty).
 *   <li><b>Clearing.</b> {@code B<i>} moves open board card i onto the waste; legal when its rank is
 *       next to the waste top's (one higher or lower; K and A are neighbours when the level wraps).
 *       Suits do not matter.
 *   <li><b>Hold slot</b> (levels with {@link Level#holdSlot()}). {@link Move#TO_HOLD H} moves the waste
 *       top into the empty hold slot, and the card beneath becomes the waste top: legal only when the
 *       hold slot is empty and the waste has at least two cards (the waste is never left empty).
 *       {@link Move#SWAP S} swaps the hold card with the waste top (legal whenever the hold slot is
 *       full). Since nothing empties the hold slot, H happens at most once a game.
 *   <li><b>Brick walls</b> (levels with {@link Level#walls()}). A wall sits on a slot and keeps that
 *       card closed (face down). A wall is in the front line while its slot is not covered by any
 *       remaining card. Each board card cleared deals one damage to every wall that was in the front
 *       line when the move was made (so the card whose removal exposes a wall does not damage it);
 *       the third damage breaks the wall. A walled card turns face up when it is uncovered and its
 *       wall is broken, whichever comes last.
 *   <li><b>End.</b> The game is won when the board is empty. It is lost when it is not won, the stock
 *       is empty, and no open card matches the waste top, the hold card, or (hold slot empty) the card
 *       beneath the waste top: no sequence of hold moves can then make a board move possible. A
 *       finished game has no legal moves (so an endless series of swaps does not count as play).
 * </ul>
 * Reveal order within a move: the cleared card goes onto the waste first, then newly uncovered slots
 * turn up in ascending order, then walls take damage and broken, uncovered walls' cards turn up.
 *
 * <p>The int fast path ({@link #legalMoves(int[])}, {@link #apply(int)}) uses {@link Move#code()}.
 */
public final class TriPeaksState {
  private final Level level;
  private final Layout layout;
  private final CardSource source;
  private final int n;
  private final long fullMask;
  private final int matchWrap; // 1 when K-A match

  private final int[] rank;      // 0 while face down
  private final int[] coverLeft; // covering cards still on the board
  private final int[] wallDamage; // per slot: -1 no wall ever; 0..2 standing; 3 broken
  private final int[] waste;
  private int wasteSize;
  private long cleared;
  private long open;       // open slots (face up, on the board, not walled)
  private int hold;
  private int nextStock;   // index of the next stock card to draw
  private int boardCleared;
  private int currentChain;
  private int longestChain;
  private int wallsBroken;
  private int holdUses;
  private int standingWalls;

  private TriPeaksState(Level level, CardSource source) {
    this.level = level;
    this.layout = level.layout();
    this.source = source;
    this.n = layout.size();
    this.fullMask = n == 64 ? -1L : (1L << n) - 1;
    this.matchWrap = level.wrap() ? 1 : 0;
    this.rank = new int[n];
    this.coverLeft = level.initialCoverLeft().clone();
    this.wallDamage = level.initialWallDamage().clone();
    this.waste = new int[level.stockSize() + n + 1];
  }

  private TriPeaksState(TriPeaksState o) {
    this.level = o.level;
    this.layout = o.layout;
    this.source = o.source;
    this.n = o.n;
    this.fullMask = o.fullMask;
    this.matchWrap = o.matchWrap;
    this.rank = o.rank.clone();
    this.coverLeft = o.coverLeft.clone();
    this.wallDamage = o.wallDamage.clone();
    this.waste = o.waste.clone();
    this.wasteSize = o.wasteSize;
    this.cleared = o.cleared;
    this.open = o.open;
    this.hold = o.hold;
    this.nextStock = o.nextStock;
    this.boardCleared = o.boardCleared;
    this.currentChain = o.currentChain;
    this.longestChain = o.longestChain;
    this.wallsBroken = o.wallsBroken;
    this.holdUses = o.holdUses;
    this.standingWalls = o.standingWalls;
  }

  /**
   * Starts a game: turns up the open board cards (slot order), then the first stock card onto the
   * waste. A {@link Deal} is first checked against the level's card counts.
   */
  public static TriPeaksState start(Level level, CardSource source) {
    Objects.requireNonNull(level, "level");
    Objects.requireNonNull(source, "card source");
    if (source instanceof Deal d) {
      d.checkFits(level);
    }
    TriPeaksState s = new TriPeaksState(level, source);
    s.standingWalls = level.walls().size();
    for (int i = 0; i < s.n; i++) {
      if (s.coverLeft[i] == 0 && s.wallDamage[i] != 0) {
        s.reveal(i);
      }
    }
    s.pushStock();
    return s;
  }

  /** An independent copy of this state (same level and card source). */
  public TriPeaksState copy() {
    return new TriPeaksState(this);
  }

  private void reveal(int slot) {
    int r = source.boardRank(slot, this);
    if (r < 1 || r > 13) {
      throw new IllegalStateException("card source gave rank " + r + " for board slot " + slot
          + " (expected 1 to 13)");
    }
    rank[slot] = r;
    open |= 1L << slot;
  }

  private void pushStock() {
    int r = source.stockRank(nextStock, this);
    if (r < 1 || r > 13) {
      throw new IllegalStateException("card source gave rank " + r + " for stock card " + nextStock
          + " (expected 1 to 13)");
    }
    nextStock++;
    waste[wasteSize++] = r;
  }

  // ---- rules queries ------------------------------------------------------------------------

  /** True when ranks a and b are neighbours under the level's wrap rule. */
  public boolean matches(int rankA, int rankB) {
    int d = rankA - rankB;
    if (d < 0) {
      d = -d;
    }
    return d == 1 || (d == 12 && matchWrap == 1);
  }

  private boolean anyOpenMatches(int r) {
    if (r == 0) {
      return false;
    }
    for (long m = open; m != 0; m &= m - 1) {
      if (matches(rank[Long.numberOfTrailingZeros(m)], r)) {
        return true;
      }
    }
    return false;
  }

  public boolean isWon() {
    return cleared == fullMask;
  }

  /** Lost: not won, no stock left, and no hold manoeuvre can bring a matching waste top. */
  public boolean isLost() {
    if (isWon() || nextStock < level.stockSize()) {
      return false;
    }
    int top = wasteTop();
    if (anyOpenMatches(top)) {
      return false;
    }
    if (hold != 0) {
      return !anyOpenMatches(hold);
    }
    if (level.holdSlot() && wasteSize >= 2) {
      return !anyOpenMatches(waste[wasteSize - 2]);
    }
    return true;
  }

  public boolean isOver() {
    return isWon() || isLost();
  }

  /**
   * Legal moves into {@code buf} (capacity at least slots + 3) as {@link Move#code()} values: board
   * moves in slot order, then H, S, D. Returns the count; 0 when the game is over.
   */
  public int legalMoves(int[] buf) {
    if (cleared == fullMask) {
      return 0;
    }
    int k = 0;
    int top = wasteSize > 0 ? waste[wasteSize - 1] : 0;
    if (top != 0) {
      for (long m = open; m != 0; m &= m - 1) {
        int s = Long.numberOfTrailingZeros(m);
        if (matches(rank[s], top)) {
          buf[k++] = s;
        }
      }
    }
    boolean stockLeft = nextStock < level.stockSize();
    if (level.holdSlot()) {
      // Only here can a lost game still have a legal-looking hold move; a finished game has none.
      if (k == 0 && !stockLeft && isLost()) {
        return 0;
      }
      if (hold == 0 && wasteSize >= 2) {
        buf[k++] = Move.CODE_TO_HOLD;
      } else if (hold != 0 && wasteSize >= 1) {
        buf[k++] = Move.CODE_SWAP;
      }
    }
    if (stockLeft) {
      buf[k++] = Move.CODE_DRAW;
    }
    return k;
  }

  /** Legal moves (board moves in slot order, then H, S, D); empty when the game is over. */
  public List<Move> legalMoves() {
    int[] buf = new int[n + 3];
    int k = legalMoves(buf);
    List<Move> out = new ArrayList<>(k);
    for (int i = 0; i < k; i++) {
      out.add(Move.ofCode(buf[i]));
    }
    return out;
  }

  /** Why the move is illegal now, or null when it is legal. */
  public String whyIllegal(Move move) {
    Objects.requireNonNull(move, "move");
    if (isWon()) {
      return "the game is already won";
    }
    if (isLost()) {
      return "the game is already lost (no stock left and nothing can match)";
    }
    switch (move.kind()) {
      case DRAW:
        return nextStock < level.stockSize() ? null : "the stock is empty";
      case TO_HOLD:
        if (!level.holdSlot()) {
          return "this level has no hold slot";
        }
        if (hold != 0) {
          return "the hold slot is full";
        }
        return wasteSize >= 2 ? null : "the waste has only one card (nothing would be left on it)";
      case SWAP:
        if (!level.holdSlot()) {
          return "this level has no hold slot";
        }
        return hold != 0 ? null : "the hold slot is empty";
      default: {
        int s = move.slot();
        if (s >= n) {
          return "slot " + s + " does not exist (layout " + layout.name() + " has slots 0.." + (n - 1) + ")";
        }
        if ((cleared >>> s & 1) != 0) {
          return "slot " + s + " is already cleared";
        }
        if (coverLeft[s] > 0) {
          StringBuilder sb = new StringBuilder();
          for (int c : layout.coveredByRaw(s)) {
            if ((cleared >>> c & 1) == 0) {
              sb.append(sb.length() == 0 ? "" : ", ").append(c);
            }
          }
          return "slot " + s + " is covered by slot(s) " + sb;
        }
        if (hasWall(s)) {
          return "slot " + s + " is behind a brick wall (" + wallDamage[s] + " of 3 damage)";
        }
        int top = wasteTop();
        if (!matches(rank[s], top)) {
          return "slot " + s + " holds " + label(rank[s]) + ", which does not match the waste top "
              + label(top) + (level.wrap() ? "" : " (no K-A wrap in this level)");
        }
        return null;
      }
    }
  }

  private static String label(int r) {
    return r == 0 ? "nothing" : org.levellab.cards.Rank.of(r).label();
  }

  /** True when the move is legal now. */
  public boolean isLegal(Move move) {
    return whyIllegal(move) == null;
  }

  /**
   * Applies a legal move.
   *
   * @throws IllegalMoveException when the move is illegal here, saying why; the state is unchanged
   */
  public void apply(Move move) {
    String why = whyIllegal(move);
    if (why != null) {
      throw new IllegalMoveException(move, why);
    }
    applyUnchecked(move.code());
  }

  /** Applies a move by code; checked like {@link #apply(Move)}. */
  public void apply(int code) {
    // Fast checks for the common legal cases (an open matching card cannot be in a finished game,
    // nor can a draw with stock left while cards remain); anything else goes through whyIllegal.
    if (code >= 0 && code < n) {
      if ((open >>> code & 1) != 0 && matches(rank[code], wasteTop())) {
        clearSlot(code);
        return;
      }
    } else if (code == Move.CODE_DRAW && nextStock < level.stockSize() && cleared != fullMask) {
      pushStock();
      currentChain = 0;
      return;
    }
    apply(Move.ofCode(code));
  }

  private void applyUnchecked(int code) {
    switch (code) {
      case Move.CODE_DRAW:
        pushStock();
        currentChain = 0;
        return;
      case Move.CODE_TO_HOLD:
        hold = waste[--wasteSize];
        holdUses++;
        return;
      case Move.CODE_SWAP: {
        int t = waste[wasteSize - 1];
        waste[wasteSize - 1] = hold;
        hold = t;
        holdUses++;
        return;
      }
      default:
        clearSlot(code);
    }
  }

  private void clearSlot(int s) {
    // Walls in the front line before this move take the damage (see the class comment).
    long frontLine = 0;
    if (standingWalls > 0) {
      for (int w = 0; w < n; w++) {
        if (wallDamage[w] >= 0 && wallDamage[w] < 3 && coverLeft[w] == 0 && (cleared >>> w & 1) == 0) {
          frontLine |= 1L << w;
        }
      }
    }
    long bit = 1L << s;
    cleared |= bit;
    open &= ~bit;
    waste[wasteSize++] = rank[s];
    boardCleared++;
    currentChain++;
    if (currentChain > longestChain) {
      longestChain = currentChain;
    }
    for (int c : layout.coversRaw(s)) {
      if (--coverLeft[c] == 0 && (wallDamage[c] < 0 || wallDamage[c] >= 3)) {
        reveal(c);
      }
    }
    for (long m = frontLine; m != 0; m &= m - 1) {
      int w = Long.numberOfTrailingZeros(m);
      if (++wallDamage[w] == 3) {
        wallsBroken++;
        standingWalls--;
        if (coverLeft[w] == 0) {
          reveal(w);
        }
      }
    }
  }

  // ---- what a player sees ------------------------------------------------------------------

  public Level level() {
    return level;
  }

  /** True when the slot's card is on the board, uncovered, not walled (so face up and playable). */
  public boolean isOpen(int slot) {
    return (open >>> layout.check(slot) & 1) != 0;
  }

  public boolean isCleared(int slot) {
    return (cleared >>> layout.check(slot) & 1) != 0;
  }

  /** True when the card's rank is visible (it is open, or was cleared). */
  public boolean isFaceUp(int slot) {
    return rank[layout.check(slot)] != 0;
  }

  /**
   * The rank of a face-up card (open or already cleared).
   *
   * @throws IllegalStateException for a face-down card: a player may not see it
   */
  public int rankAt(int slot) {
    int r = rank[layout.check(slot)];
    if (r == 0) {
      throw new IllegalStateException("slot " + slot + " is face down: its rank is not visible yet");
    }
    return r;
  }

  /** Bit mask of the open slots. */
  public long openMask() {
    return open;
  }

  /** Bit mask of the cleared slots. */
  public long clearedMask() {
    return cleared;
  }

  /** The waste top's rank (0 only if the waste is empty, which the rules never allow). */
  public int wasteTop() {
    return wasteSize > 0 ? waste[wasteSize - 1] : 0;
  }

  /** Cards on the waste. */
  public int wasteSize() {
    return wasteSize;
  }

  /** The rank in the hold slot, 0 when it is empty or the level has none. */
  public int holdCard() {
    return hold;
  }

  /** Stock cards not yet drawn. */
  public int stockLeft() {
    return level.stockSize() - nextStock;
  }

  /** Draws made so far ({@code D} moves; the first stock card that starts the waste is not a draw). */
  public int drawsUsed() {
    return nextStock - 1;
  }

  /** Damage on the slot's wall (0..3; 3 is broken), or 0 when the slot never had a wall. */
  public int wallDamage(int slot) {
    return Math.max(0, wallDamage[layout.check(slot)]);
  }

  /** True while a standing (unbroken) wall sits on the slot. */
  public boolean hasWall(int slot) {
    int d = wallDamage[layout.check(slot)];
    return d >= 0 && d < 3;
  }

  // ---- counters ----------------------------------------------------------------------------

  /** Board cards cleared so far. */
  public int boardCleared() {
    return boardCleared;
  }

  /** Board cards left. */
  public int boardLeft() {
    return n - boardCleared;
  }

  /** Board cards cleared since the last draw. */
  public int currentChain() {
    return currentChain;
  }

  /** The longest run of board cards cleared between two draws. */
  public int longestChain() {
    return longestChain;
  }

  public int wallsBroken() {
    return wallsBroken;
  }

  /** Hold moves made (H and S). */
  public int holdUses() {
    return holdUses;
  }

  @Override
  public String toString() {
    StringBuilder sb = new StringBuilder("TriPeaksState[");
    sb.append("waste ").append(label(wasteTop())).append(", stock left ").append(stockLeft());
    if (level.holdSlot()) {
      sb.append(", hold ").append(label(hold));
    }
    sb.append(", open");
    for (long m = open; m != 0; m &= m - 1) {
      int s = Long.numberOfTrailingZeros(m);
      sb.append(' ').append('B').append(s).append('=').append(label(rank[s]));
    }
    sb.append(", ").append(boardLeft()).append(" on board").append(isWon() ? ", won" : isLost() ? ", lost" : "");
    return sb.append(']').toString();
  }
}
