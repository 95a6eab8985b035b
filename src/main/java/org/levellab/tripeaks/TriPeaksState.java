package org.levellab.tripeaks;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.random.RandomGenerator;
import org.levellab.cards.Rank;
import org.levellab.cards.RankAdjacency;
import org.levellab.game.ChanceOutcome;
import org.levellab.game.IllegalActionException;
import org.levellab.game.State;
import org.levellab.game.StateKey;

/**
 * The state of one TriPeaks game: the one place where the rules live, and the game's {@link State}
 * in the common API. Mutable; {@link #copy()} gives an independent copy.
 *
 * <h2>Rules</h2>
 * <ul>
 *   <li><b>Board.</b> A board card is open when no card covering it remains and no brick wall sits on
 *       it. On a layout dealt face down (TriPeaks) a covered card is face down until it opens, and
 *       stays visible afterwards; on a layout dealt face up ({@link Layout#dealtFaceUp()}, Golf) every
 *       card not behind a wall is seen from the start and is playable once it opens.
 *   <li><b>Stock and waste.</b> The first stock card starts the waste. {@link Move#DRAW D} puts the
 *       next stock card on the waste (legal while the stock is not empty).
 *   <li><b>Clearing.</b> {@code B<i>} moves open board card i onto the waste; legal when its rank is
 *       next to the waste top's ({@link Level#adjacency()}: one higher or lower; K and A are
 *       neighbours when the level wraps). Suits do not matter.
 *   <li><b>Hold slot</b> (levels with {@link Level#holdSlot()}). {@link Move#TO_HOLD H} moves the waste
 *       top into the empty hold slot, and the card beneath becomes the waste top: legal only when the
 *       hold slot is empty and the waste has at least two cards (the waste is never left empty).
 *       {@link Move#SWAP S} swaps the hold card with the waste top (legal whenever the hold slot is
 *       full). Without {@code hold_plays_back} nothing empties the hold slot, so H happens at most once
 *       a game. With it ({@link Level#holdPlaysBack()}), {@link Move#PLAY_HOLD P} plays the hold card
 *       onto the waste when its rank is next to the waste top's (as a board card is cleared), and the
 *       slot empties, so H can follow again. P clears no board card: the chain goes on, and the card
 *       it puts on the waste lets the next group's cards match.
 *   <li><b>Brick walls</b> (levels with {@link Level#walls()}). A wall sits on a slot and keeps that
 *       card closed (face down). A wall is in the front line while its slot is not covered by any
 *       remaining card. Each board card cleared deals one damage to every wall that was in the front
 *       line when the move was made (so the card whose removal exposes a wall does not damage it);
 *       the third damage breaks the wall. A walled card turns face up when it is uncovered and its
 *       wall is broken, whichever comes last.
 *   <li><b>End.</b> The game is won when the board is empty. It is lost when it is not won, the stock
 *       is empty, and no open card matches the waste top, the hold card, or (hold slot empty) the card
 *       beneath the waste top: no sequence of hold moves can then make a board move possible (the one
 *       slot can lift one card off the waste, and P only puts back a card that was the top or the
 *       hold card, so these are the only ranks hold moves can bring to the top). A
 *       finished game has no legal moves (so an endless series of swaps does not count as play).
 * </ul>
 * Reveal order within a move: the cleared card goes onto the waste first, then newly uncovered slots
 * turn up in ascending order, then walls take damage and broken, uncovered walls' cards turn up.
 *
 * <h2>Chance</h2>
 * A card's rank is decided when it turns up. In a game on a fixed {@link Deal} ({@link Level#deal})
 * the deal decides inside {@link #apply}, and the state has no chance nodes (the deal is hidden from
 * the {@link #observation()}). In an undealt game ({@link Level#undealt()}) each card turning up is
 * a chance node, in the reveal order above (at the start: the open slots in slot order, or on a
 * layout dealt face up every slot not behind a wall, then the first stock card; a draw: the card
 * coming up): its outcomes are the ranks 1..13 ({@link
 * #actionToString} writes {@code B12=7} or {@code S3=9}, the stock card's draw index), with the
 * probabilities of the level's {@link Level.Deck deck}; a level generator may choose instead (a
 * {@link org.levellab.game.ChancePolicy}). While a card waits to turn up it is face down and not
 * open, and the draw it belongs to has not reached the waste. {@link #sampleChance} draws with one
 * {@code nextInt} over the unseen cards, so a seeded undealt game is exact and reproducible.
 *
 * <h2>Observation and key</h2>
 * {@link #observation()} is what a player sees: the face-up cards, the waste pile, the hold card,
 * the stock count and the walls, never a face-down card or the stock's order; two games that differ
 * only there are observed alike. {@link #key()} packs a dealt game's position exactly (the deal
 * supplies the rest); an undealt game has none.
 *
 * <h2>Actions</h2>
 * Action ids are {@link Move#code()}: a board slot (0..63), then D, H, S, P. Legal moves come in the
 * order: board moves in slot order, then H, S, P, D. The score is the number of board cards cleared.
 */
public final class TriPeaksState implements State, org.levellab.game.HiddenCards {
  private static final int PENDING_STOCK = -1;

  private final Level level;
  private final Layout layout;
  private final Deal deal;          // null in an undealt game
  private final int[] dealBoard;    // the deal's ranks, read on the hot path (null when undealt)
  private final int[] dealStock;
  private final int n;
  private final long fullMask;
  private final RankAdjacency adjacency;
  // The adjacency rule read into plain tables once (the rule itself lives in RankAdjacency): the
  // legal-move loop of every random player looks them up on every move, and measured 2-5% faster so.
  private final int[] lowerOf;
  private final int[] upperOf;
  private final int[] neighbourMask;
  private static final int[][][] TABLES = {tables(RankAdjacency.NO_WRAP), tables(RankAdjacency.WRAP)};

  private static int[][] tables(RankAdjacency a) {
    int[][] t = new int[3][14];
    for (int r = 0; r <= 13; r++) {
      t[0][r] = a.lower(r);
      t[1][r] = a.upper(r);
      t[2][r] = a.neighbours(r);
    }
    return t;
  }
  private final long[] openByRank; // open slots of each rank, so legal moves need no scan

  private final int[] rank;      // 0 while face down
  private final int[] coverLeft; // covering cards still on the board
  private final int[] wallDamage; // per slot: -1 no wall ever; 0..2 standing; 3 broken
  private final int[] waste;
  private final int[] seen;      // ranks turned up so far: an undealt game's deck counts (null when dealt)
  private final int[] pending;   // cards waiting to turn up: a slot, or PENDING_STOCK
  private int pendingHead;
  private int pendingTail;
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
  private int playedBack;
  private int standingWalls;

  private TriPeaksState(Level level, Deal deal) {
    this.level = level;
    this.layout = level.layout();
    this.deal = deal;
    this.dealBoard = deal == null ? null : deal.boardRanksShared();
    this.dealStock = deal == null ? null : deal.stockRanksShared();
    this.n = layout.size();
    this.fullMask = n == 64 ? -1L : (1L << n) - 1;
    this.adjacency = level.adjacency();
    int[][] t = TABLES[adjacency.wraps() ? 1 : 0];
    this.lowerOf = t[0];
    this.upperOf = t[1];
    this.neighbourMask = t[2];
    this.openByRank = new long[14];
    this.rank = new int[n];
    this.coverLeft = level.initialCoverLeft().clone();
    this.wallDamage = level.initialWallDamage().clone();
    this.waste = new int[level.stockSize() + n + 1];
    // A dealt game needs neither: nothing is pending and nothing is drawn by weight.
    this.seen = deal == null ? new int[14] : null;
    this.pending = deal == null ? new int[n + 2] : null;
  }

  private TriPeaksState(TriPeaksState o) {
    this(o, o.deal, o.dealBoard, o.dealStock);
  }

  /** This position on {@code deal} (a copy, or a twin's deal that agrees on every card seen). */
  private TriPeaksState(TriPeaksState o, Deal deal, int[] dealBoard, int[] dealStock) {
    this.level = o.level;
    this.layout = o.layout;
    this.deal = deal;
    this.dealBoard = dealBoard; // never written
    this.dealStock = dealStock;
    this.n = o.n;
    this.fullMask = o.fullMask;
    this.adjacency = o.adjacency;
    this.lowerOf = o.lowerOf;
    this.upperOf = o.upperOf;
    this.neighbourMask = o.neighbourMask;
    this.openByRank = o.openByRank.clone();
    this.rank = o.rank.clone();
    this.coverLeft = o.coverLeft.clone();
    this.wallDamage = o.wallDamage.clone();
    this.waste = o.waste.clone();
    this.seen = o.seen == null ? null : o.seen.clone();
    this.pending = o.pending == null ? null : o.pending.clone();
    this.pendingHead = o.pendingHead;
    this.pendingTail = o.pendingTail;
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
    this.playedBack = o.playedBack;
    this.standingWalls = o.standingWalls;
  }

  /**
   * Starts a game on a fixed deal: turns up the open board cards (slot order), then the first stock
   * card onto the waste. The deal is checked against the level's card counts and deck.
   */
  public static TriPeaksState dealt(Level level, Deal deal) {
    Objects.requireNonNull(level, "level");
    Objects.requireNonNull(deal, "deal").checkFits(level);
    TriPeaksState s = new TriPeaksState(level, deal);
    s.begin();
    return s;
  }

  /** Starts an undealt game: it opens with the chance nodes of the open board cards and the first stock card. */
  public static TriPeaksState undealt(Level level) {
    TriPeaksState s = new TriPeaksState(Objects.requireNonNull(level, "level"), null);
    s.begin();
    return s;
  }

  private void begin() {
    standingWalls = level.walls().size();
    boolean faceUp = layout.dealtFaceUp();
    for (int i = 0; i < n; i++) {
      // a wall keeps its card face down on any layout (initial damage 0; -1: no wall)
      if (wallDamage[i] == 0) {
        continue;
      }
      if (coverLeft[i] == 0) {
        reveal(i);
      } else if (faceUp) {
        show(i);
      }
    }
    drawStock();
  }

  /**
   * A twin for the contract checks ({@link org.levellab.game.HiddenCards}): this position on a deal
   * whose hidden cards (face-down board cards not yet turned, stock cards not yet drawn) are shuffled
   * among themselves with {@code rng}, every card a player has seen in its place. On Golf's face-up
   * tableau only the stock's order is shuffled. An undealt game has no hidden deal: its twin is a copy.
   */
  @Override
  public TriPeaksState twin(RandomGenerator rng) {
    if (deal == null) {
      return copy();
    }
    List<Integer> places = new ArrayList<>(); // board slot s, or n + stock index
    for (int s = 0; s < n; s++) {
      if (rank[s] == 0 && (cleared >>> s & 1) == 0) {
        places.add(s);
      }
    }
    for (int i = nextStock; i < dealStock.length; i++) {
      places.add(n + i);
    }
    boolean suits = deal.hasSuits();
    List<org.levellab.cards.Card> boardCards = suits ? new ArrayList<>(deal.boardCards()) : null;
    List<org.levellab.cards.Card> stockCards = suits ? new ArrayList<>(deal.stockCards()) : null;
    int[] board = dealBoard.clone();
    int[] stock = dealStock.clone();
    for (int i = places.size() - 1; i > 0; i--) {
      int a = places.get(i);
      int b = places.get(rng.nextInt(i + 1));
      int ra = a < n ? board[a] : stock[a - n];
      int rb = b < n ? board[b] : stock[b - n];
      if (a < n) { board[a] = rb; } else { stock[a - n] = rb; }
      if (b < n) { board[b] = ra; } else { stock[b - n] = ra; }
      if (suits) {
        org.levellab.cards.Card ca = a < n ? boardCards.get(a) : stockCards.get(a - n);
        org.levellab.cards.Card cb = b < n ? boardCards.get(b) : stockCards.get(b - n);
        if (a < n) { boardCards.set(a, cb); } else { stockCards.set(a - n, cb); }
        if (b < n) { boardCards.set(b, ca); } else { stockCards.set(b - n, ca); }
      }
    }
    Deal other = suits ? Deal.ofCards(boardCards, stockCards) : Deal.of(board, stock);
    return new TriPeaksState(this, other, other.boardRanksShared(), other.stockRanksShared());
  }

  /** What {@link #toString()} shows, and the deal behind it (the hidden cards). */
  @Override
  public String hiddenText() {
    return toString() + (deal == null ? "" : " | deal " + Arrays.toString(dealBoard) + " " + Arrays.toString(dealStock)
        + (deal.hasSuits() ? " " + deal.boardCards() + " " + deal.stockCards() : ""));
  }

  /** An independent copy of this state (same level and deal). */
  @Override
  public TriPeaksState copy() {
    return new TriPeaksState(this);
  }

  /** The slot's card opens: it turns up now, or (undealt) waits as a chance node; a card already seen just opens. */
  private void reveal(int slot) {
    if (rank[slot] != 0) {
      openSlot(slot);
    } else if (dealBoard == null) {
      pending[pendingTail++] = slot;
    } else {
      turnUp(slot, dealBoard[slot]);
    }
  }

  /** A covered card dealt face up: seen now (undealt: after its chance node), playable once it opens. */
  private void show(int slot) {
    if (dealBoard == null) {
      pending[pendingTail++] = slot;
    } else {
      rank[slot] = dealBoard[slot];
    }
  }

  /** The card's rank becomes known; it opens when nothing covers it and no wall stands on it. */
  private void turnUp(int slot, int r) {
    rank[slot] = r;
    if (seen != null) {
      seen[r]++;
    }
    if (coverLeft[slot] == 0 && (wallDamage[slot] < 0 || wallDamage[slot] >= 3)) {
      openSlot(slot);
    }
  }

  private void openSlot(int slot) {
    open |= 1L << slot;
    openByRank[rank[slot]] |= 1L << slot;
  }

  private void drawStock() {
    if (dealStock == null) {
      pending[pendingTail++] = PENDING_STOCK;
    } else {
      stockUp(dealStock[nextStock]);
    }
  }

  private void stockUp(int r) {
    if (seen != null) {
      seen[r]++;
    }
    nextStock++;
    waste[wasteSize++] = r;
  }

  // ---- rules queries ------------------------------------------------------------------------

  /** True when ranks a and b are neighbours under the level's wrap rule. */
  public boolean matches(int rankA, int rankB) {
    return adjacency.adjacent(rankA, rankB);
  }

  private boolean anyOpenMatches(int r) {
    return r != 0 && (openByRank[lowerOf[r]] | openByRank[upperOf[r]]) != 0;
  }

  public boolean isWon() {
    return cleared == fullMask;
  }

  /** Lost: not won, no stock left, and no hold manoeuvre can bring a matching waste top. */
  public boolean isLost() {
    if (isWon() || nextStock < level.stockSize() || pendingTail != pendingHead) {
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

  @Override
  public boolean isTerminal() {
    return isOver();
  }

  @Override
  public boolean isChanceNode() {
    return pendingTail != pendingHead;
  }

  /** Board cards cleared. */
  @Override
  public double score() {
    return boardCleared;
  }

  /**
   * Legal moves into {@code buf} (capacity at least {@link Move#CODES}, or slots + {@link
   * Move#NON_BOARD} at a decision node) as {@link Move#code()} values: board moves in slot order, then
   * H, S, P, D. At a chance node,
   * the possible ranks in ascending order. Returns the count; 0 when the game is over.
   */
  @Override
  public int legalActions(int[] buf) {
    if (pendingTail != pendingHead) {
      return chanceOutcomeIds(buf);
    }
    if (cleared == fullMask) {
      return 0;
    }
    int k = 0;
    int top = wasteTop();
    for (long m = openByRank[lowerOf[top]] | openByRank[upperOf[top]]; m != 0; m &= m - 1) {
      buf[k++] = Long.numberOfTrailingZeros(m);
    }
    // The other moves in the documented order H, S, P, D, each as legal() decides (the hold moves asked
    // only on levels that have a hold slot: this loop is the random players' hot path).
    if (level.holdSlot()) {
      k = holdMoves(buf, k);
    }
    // D's rule, asked directly: the legal-move loop of every random player stays small enough to inline.
    if (canDraw()) {
      buf[k++] = Move.CODE_DRAW;
    }
    return k;
  }

  /** D's rule at a decision node of an unfinished game: the stock is not empty. */
  private boolean canDraw() {
    return nextStock < level.stockSize();
  }

  private int chanceOutcomeIds(int[] buf) {
    int k = 0;
    for (int r = 1; r <= 13; r++) {
      if (chanceWeight(r) > 0) {
        buf[k++] = r;
      }
    }
    return k;
  }

  private int holdMoves(int[] buf, int k) {
    if (legal(Move.CODE_TO_HOLD)) {
      buf[k++] = Move.CODE_TO_HOLD;
    }
    if (legal(Move.CODE_SWAP)) {
      buf[k++] = Move.CODE_SWAP;
    }
    if (legal(Move.CODE_PLAY_HOLD)) {
      buf[k++] = Move.CODE_PLAY_HOLD;
    }
    return k;
  }

  /**
   * True when the decision-node move {@code code} is legal now: the one statement of what may be
   * played, which {@link #legalActions}, {@link #whyIllegal(int)} and {@link #apply(int)} all ask.
   * Hold moves stay legal until the game is lost (so a finished game has no endless swaps).
   */
  private boolean legal(int code) {
    if (pendingTail != pendingHead || cleared == fullMask) {
      return false;
    }
    if (code >= 0 && code < n) {
      return (open >>> code & 1) != 0 && (neighbourMask[rank[code]] >>> wasteTop() & 1) != 0;
    }
    if (code == Move.CODE_DRAW) {
      return canDraw();
    }
    return legalHoldMove(code);
  }

  // Kept apart from legal() so that the board moves and draws of the hot path stay small enough to inline.
  private boolean legalHoldMove(int code) {
    switch (code) {
      case Move.CODE_TO_HOLD:
        // the waste keeps a card when its top goes to the empty hold slot
        return level.holdSlot() && hold == 0 && wasteSize >= 2 && !isLost();
      case Move.CODE_SWAP:
        return level.holdSlot() && hold != 0 && !isLost();
      case Move.CODE_PLAY_HOLD:
        return level.holdPlaysBack() && hold != 0 && matches(hold, wasteTop()) && !isLost();
      default:
        return false;
    }
  }

  /** Legal moves (board moves in slot order, then H, S, P, D); empty when the game is over or at a chance node. */
  public List<Move> legalMoves() {
    List<Move> out = new ArrayList<>();
    if (isChanceNode()) {
      return out;
    }
    int[] buf = new int[Move.CODES];
    int k = legalActions(buf);
    for (int i = 0; i < k; i++) {
      out.add(Move.ofCode(buf[i]));
    }
    return out;
  }

  /** The unnormalised chance weight of rank r at a chance node: the deck's unseen cards of that rank. */
  private int chanceWeight(int r) {
    if (level.deck() == Level.Deck.CUSTOM) {
      return 1;
    }
    return Math.max(0, 4 * level.decks() - seen[r]);
  }

  private int chanceTotal() {
    int total = 0;
    for (int r = 1; r <= 13; r++) {
      total += chanceWeight(r);
    }
    return total;
  }

  @Override
  public List<ChanceOutcome> chanceOutcomes() {
    if (!isChanceNode()) {
      return List.of();
    }
    int total = chanceTotal();
    List<ChanceOutcome> out = new ArrayList<>(13);
    for (int r = 1; r <= 13; r++) {
      int w = chanceWeight(r);
      if (w > 0) {
        out.add(new ChanceOutcome(r, (double) w / total));
      }
    }
    return out;
  }

  /**
   * A rank drawn with one {@code rng.nextInt(total)} over the integer chance weights (the unseen cards
   * of each rank, or 1 per rank with a custom deck): exact, with no rounding of probabilities.
   */
  @Override
  public int sampleChance(RandomGenerator rng) {
    if (!isChanceNode()) {
      throw new IllegalStateException("not a chance node");
    }
    int total = chanceTotal();
    int u = rng.nextInt(total);
    for (int r = 1; r <= 13; r++) {
      u -= chanceWeight(r);
      if (u < 0) {
        return r;
      }
    }
    throw new AssertionError("chance weights sum to " + total);
  }

  /** The card waiting to turn up: a board slot, or -1 for the stock card {@link #pendingStockIndex()}. */
  public int pendingSlot() {
    if (!isChanceNode()) {
      throw new IllegalStateException("not a chance node");
    }
    return pending[pendingHead];
  }

  /** The draw index of the stock card waiting to come up (0 starts the waste); -1 for a board card. */
  public int pendingStockIndex() {
    return isChanceNode() && pending[pendingHead] == PENDING_STOCK ? nextStock : -1;
  }

  /**
   * Why the move is illegal now, or null when it is legal. At a chance node every move is illegal
   * (the card turning up comes first).
   */
  public String whyIllegal(Move move) {
    Objects.requireNonNull(move, "move");
    if (isChanceNode()) {
      return "a card is turning up (a chance node): " + pendingLabel() + " comes first";
    }
    return whyIllegal(move.code());
  }

  /**
   * Why the action is illegal now, or null when it is legal: at a chance node, a rank that cannot
   * turn up; at a decision node, a move that {@link #legal} refuses, with the rule that refuses it.
   */
  @Override
  public String whyIllegal(int action) {
    if (isChanceNode()) {
      if (action < 1 || action > 13) {
        return "a rank must be 1 to 13, was " + action;
      }
      return chanceWeight(action) > 0 ? null
          : "no " + label(action) + " is left in the level's " + level.decks() + " standard deck(s)";
    }
    if (legal(action)) {
      return null;
    }
    if (action < 0 || action >= Move.CODES) {
      return "no move has code " + action;
    }
    if (isWon()) {
      return "the game is already won";
    }
    if (isLost()) {
      return "the game is already lost (no stock left and nothing can match)";
    }
    switch (action) {
      case Move.CODE_DRAW:
        return "the stock is empty";
      case Move.CODE_TO_HOLD:
        if (!level.holdSlot()) {
          return "this level has no hold slot";
        }
        return hold != 0 ? "the hold slot is full" : "the waste has only one card (nothing would be left on it)";
      case Move.CODE_SWAP:
        return level.holdSlot() ? "the hold slot is empty" : "this level has no hold slot";
      case Move.CODE_PLAY_HOLD:
        return whyHoldNotPlayable();
      default:
        return whyNotPlayable(action);
    }
  }

  /** Why P is illegal now (the game is not over). */
  private String whyHoldNotPlayable() {
    if (!level.holdSlot()) {
      return "this level has no hold slot";
    }
    if (!level.holdPlaysBack()) {
      return "this level's hold card is never played back (rules: hold_plays_back = false)";
    }
    if (hold == 0) {
      return "the hold slot is empty";
    }
    return "the hold card " + label(hold) + " does not match the waste top " + label(wasteTop())
        + (level.wrap() ? "" : " (no K-A wrap in this level)");
  }

  /** Why board slot {@code s} cannot be cleared now (the game is not over). */
  private String whyNotPlayable(int s) {
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
    return "slot " + s + " holds " + label(rank[s]) + ", which does not match the waste top " + label(top)
        + (level.wrap() ? "" : " (no K-A wrap in this level)");
  }

  private String pendingLabel() {
    int p = pending[pendingHead];
    return p == PENDING_STOCK ? "stock card " + nextStock : "board slot " + p;
  }

  private static String label(int r) {
    return r == 0 ? "nothing" : Rank.of(r).label();
  }

  /** True when the move is legal now. */
  public boolean isLegal(Move move) {
    return whyIllegal(move) == null;
  }

  /**
   * Applies a legal move.
   *
   * @throws IllegalActionException when the move is illegal here, saying why; the state is unchanged
   */
  public void apply(Move move) {
    String why = whyIllegal(move);
    if (why != null) {
      throw new IllegalActionException(move.toString(), why);
    }
    apply(move.code());
  }

  /**
   * Applies a move by code, or at a chance node the rank of the card turning up.
   *
   * @throws IllegalActionException when it is illegal here, saying why; the state is unchanged
   */
  @Override
  public void apply(int code) {
    if (pendingTail != pendingHead) {
      applyChance(code);
      return;
    }
    if (!legal(code)) {
      throw new IllegalActionException(actionToString(code), whyIllegal(code));
    }
    if (code < n) {
      clearSlot(code);
    } else if (code == Move.CODE_DRAW) {
      drawStock();
      currentChain = 0;
    } else {
      applyHoldMove(code);
    }
  }

  private void applyChance(int rank) {
    // whyIllegal's test, asked without building its sentence: every card of a designed level turns up here.
    if (rank < 1 || rank > 13 || chanceWeight(rank) == 0) {
      throw new IllegalActionException(actionToString(rank), whyIllegal(rank));
    }
    resolvePending(rank);
  }

  private void applyHoldMove(int code) {
    if (code == Move.CODE_TO_HOLD) {
      hold = waste[--wasteSize];
    } else if (code == Move.CODE_PLAY_HOLD) {
      waste[wasteSize++] = hold;
      hold = 0;
      playedBack++;
    } else {
      int t = waste[wasteSize - 1];
      waste[wasteSize - 1] = hold;
      hold = t;
    }
    holdUses++;
  }

  private void resolvePending(int r) {
    int p = pending[pendingHead++];
    if (pendingHead == pendingTail) {
      pendingHead = 0;
      pendingTail = 0;
    }
    if (p == PENDING_STOCK) {
      stockUp(r);
    } else {
      turnUp(p, r);
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
    openByRank[rank[s]] &= ~bit;
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

  // ---- notation ------------------------------------------------------------------------------

  /** The move's notation ({@code D}, {@code B12}, {@code H}, {@code S}, {@code P}), or at a chance node {@code B12=7} / {@code S3=9}. */
  @Override
  public String actionToString(int action) {
    if (isChanceNode()) {
      String r = action >= 1 && action <= 13 ? label(action) : Integer.toString(action);
      int p = pending[pendingHead];
      return (p == PENDING_STOCK ? "S" + nextStock : "B" + p) + "=" + r;
    }
    return action >= 0 && action < Move.CODES ? Move.ofCode(action).toString() : "code" + action;
  }

  @Override
  public int parseAction(String notation) {
    Objects.requireNonNull(notation, "move");
    if (isChanceNode()) {
      String t = notation.trim();
      int eq = t.indexOf('=');
      String where = pending[pendingHead] == PENDING_STOCK ? "S" + nextStock : "B" + pending[pendingHead];
      if (eq < 0 || !t.substring(0, eq).equalsIgnoreCase(where)) {
        throw new IllegalArgumentException("a chance outcome here is written " + where + "=<rank>, got '"
            + notation + "'");
      }
      return Rank.parse(t.substring(eq + 1)).value();
    }
    Move m = Move.parse(notation);
    if (m.isBoard() && m.slot() >= level.layout().size()) {
      throw new IllegalArgumentException("slot " + m.slot() + " does not exist: the " + level.layout().name()
          + " layout has slots B0 to B" + (level.layout().size() - 1));
    }
    return m.code();
  }

  // ---- what a player sees ------------------------------------------------------------------

  @Override
  public Level game() {
    return level;
  }

  public Level level() {
    return level;
  }

  /** The deal this game is played on, or null for an undealt game. */
  public Deal deal() {
    return deal;
  }

  /** True when the slot's card is on the board, uncovered, not walled (so face up and playable). */
  public boolean isOpen(int slot) {
    return (open >>> layout.check(slot) & 1) != 0;
  }

  public boolean isCleared(int slot) {
    return (cleared >>> layout.check(slot) & 1) != 0;
  }

  /** True when the card's rank is visible (it is open, was cleared, or was dealt face up). */
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

  /** Open slots of rank {@code r} (1..13) as a bit mask. */
  public long openOfRank(int r) {
    return openByRank[r];
  }

  /** Bit mask of the cleared slots. */
  public long clearedMask() {
    return cleared;
  }

  /** The waste top's rank (0 only before the first stock card has come up). */
  public int wasteTop() {
    return wasteSize > 0 ? waste[wasteSize - 1] : 0;
  }

  /** The rank of the card beneath the waste top (what {@code H} would bring to the top), 0 when none. */
  public int wasteBeneath() {
    return wasteSize > 1 ? waste[wasteSize - 2] : 0;
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
    return Math.max(0, nextStock - 1);
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

  /**
   * What the player sees: face-up board cards, the waste pile (every card seen on it, in order), the
   * hold card, the stock count and the walls; never a face-down card or the stock's order.
   */
  @Override
  public TriPeaksObservation observation() {
    int[] faceUp = new int[n];
    for (int s = 0; s < n; s++) {
      faceUp[s] = (cleared >>> s & 1) != 0 ? -rank[s] : rank[s];
    }
    return new TriPeaksObservation(level, faceUp, Arrays.copyOf(waste, wasteSize), hold, stockLeft(),
        wallDamage.clone(), isChanceNode() ? pendingLabel() : "");
  }

  /**
   * The position of a dealt game: cleared slots; the stock position, the waste top, the card beneath
   * it while a hold slot is empty (a hold move would bring it up), the hold card and two bits of
   * damage per wall. With the deal fixed these decide everything that can follow: the open cards and
   * their ranks, the legal moves and the end. Counters (chains, hold uses) do not change what can
   * follow and are left out.
   *
   * @throws UnsupportedOperationException for an undealt game, whose future also depends on the ranks
   *     turned up so far (and, with a standard deck, on every card seen): no 128-bit key holds that
   */
  @Override
  public StateKey key() {
    if (deal == null) {
      throw new UnsupportedOperationException("an undealt TriPeaks game has no exact key: its future depends"
          + " on the ranks turned up so far; solve a dealt game (Level.deal) instead");
    }
    long high = nextStock | (long) wasteTop() << 6 | (long) hold << 14;
    if (level.holdSlot() && hold == 0 && wasteSize >= 2) {
      high |= (long) waste[wasteSize - 2] << 10;
    }
    int wi = 0;
    for (int w : level.walls()) {
      high |= (long) wallDamage[w] << (18 + 2 * wi++);
    }
    return new StateKey(high, cleared);
  }

  /** The deal in the deal file format, or empty for an undealt game. */
  @Override
  public String levelText() {
    return deal == null ? "" : deal.format();
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

  /** Hold moves made (H, S and P). */
  public int holdUses() {
    return holdUses;
  }

  /** Hold cards played back onto the waste ({@code P} moves; levels with {@link Level#holdPlaysBack()}). */
  public int playedBack() {
    return playedBack;
  }

  /**
   * The state on one line: waste top, hold card (levels with a hold slot), stock left, current chain,
   * the open cards and every wall's damage; at a chance node, which card is turning up.
   */
  @Override
  public String toString() {
    StringBuilder sb = new StringBuilder();
    sb.append("waste ").append(wasteTop() == 0 ? "-" : label(wasteTop()));
    if (level.holdSlot()) {
      sb.append(" hold ").append(hold == 0 ? "-" : label(hold));
    }
    sb.append(" stock ").append(stockLeft()).append(" chain ").append(currentChain).append(" | open");
    for (long m = open; m != 0; m &= m - 1) {
      int s = Long.numberOfTrailingZeros(m);
      sb.append(' ').append(s).append('=').append(label(rank[s]));
    }
    for (int w : level.walls()) {
      sb.append(" | wall ").append(w).append(':').append(Math.max(0, wallDamage[w]));
    }
    if (isChanceNode()) {
      sb.append(" | turning up ").append(pendingLabel());
    }
    return sb.toString();
  }
}
