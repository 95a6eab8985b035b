package org.levellab.match3;

import java.util.Arrays;
import java.util.Objects;
import java.util.random.RandomGenerator;

/**
 * A GemGem board: the clonable game state. Cells are an {@code int} array in row-major order, row 0
 * at the top; a cell holds a gem type {@code 0..g-1} or {@link #EMPTY} (a cleared cell whose new gem
 * is not known yet, as on the look-ahead boards of HGS and L-BFS).
 *
 * <p>A swap is an {@code int}: {@code cell * 2 + dir}, where dir 0 swaps the cell with its right
 * neighbour and dir 1 with the cell below ({@link Swap} is the readable form). A cascade is the
 * explicit loop {@link #findLines()}, {@link #clear(long)}, {@link #drop()} (together {@link
 * #clearLinesAndDrop()}), then {@link #refill(RandomGenerator)}, the chance step, which fills the
 * empty cells in row-major order ({@link #nextEmpty(int)}). A look-ahead board skips the chance step
 * ({@link #cascadeKnown()}, {@link #playKnown(int)}): its cleared cells stay unknown. A line mask is a
 * {@code long} with one bit per cell, which s <= 8 allows. The inner loop allocates nothing.
 */
public final class Board {
  /** An unknown (cleared, not yet refilled) cell. */
  public static final int EMPTY = -1;

  private final Match3 game;
  private final int size;
  private final int n;
  private final int[] cells;
  /** Scratch for {@link #gemMasks()}: index 0 the unknown cells, index v + 1 gem type v. */
  private final long[] masks;

  private Board(Match3 game, int[] cells) {
    this.game = game;
    this.size = game.size();
    this.n = size * size;
    this.cells = cells;
    this.masks = new long[game.gems() + 1];
  }

  // Bit masks of the board's cells (bit i = cell i, row-major) by size: all cells, cells not in the
  // first column, cells not in the last column, cells with two more cells to their right.
  private static final long[] ALL = new long[Match3.MAX_SIZE + 1];
  private static final long[] NOT_FIRST = new long[Match3.MAX_SIZE + 1];
  private static final long[] NOT_LAST = new long[Match3.MAX_SIZE + 1];
  private static final long[] ROOM_FOR_3 = new long[Match3.MAX_SIZE + 1];
  private static final long[] TWO_TO_LEFT = new long[Match3.MAX_SIZE + 1];

  static {
    for (int s = Match3.MIN_SIZE; s <= Match3.MAX_SIZE; s++) {
      for (int i = 0; i < s * s; i++) {
        int c = i % s;
        ALL[s] |= 1L << i;
        NOT_FIRST[s] |= c > 0 ? 1L << i : 0;
        NOT_LAST[s] |= c < s - 1 ? 1L << i : 0;
        ROOM_FOR_3[s] |= c < s - 2 ? 1L << i : 0;
        TWO_TO_LEFT[s] |= c >= 2 ? 1L << i : 0;
      }
    }
  }

  /** Fills {@link #masks}: one bit mask of cells per gem type (index v + 1), unknown at index 0. */
  private long[] gemMasks() {
    long[] m = masks;
    java.util.Arrays.fill(m, 0);
    for (int i = 0; i < n; i++) {
      m[cells[i] + 1] |= 1L << i;
    }
    return m;
  }

  /**
   * A board from cells in row-major order ({@link #EMPTY} allowed). Rejects a wrong cell count or a
   * gem type out of range, naming the cell.
   */
  public static Board of(Match3 game, int[] cells) {
    Objects.requireNonNull(game, "game");
    Objects.requireNonNull(cells, "cells");
    if (cells.length != game.cells()) {
      throw new IllegalArgumentException("a " + game.size() + "x" + game.size() + " board needs "
          + game.cells() + " cells, got " + cells.length);
    }
    for (int i = 0; i < cells.length; i++) {
      if (cells[i] != EMPTY && (cells[i] < 0 || cells[i] >= game.gems())) {
        throw new IllegalArgumentException("cell (row " + (i / game.size() + 1) + ", column "
            + (i % game.size() + 1) + ") holds gem " + cells[i] + ", must be in 0.." + (game.gems() - 1));
      }
    }
    return new Board(game, cells.clone());
  }

  public Match3 game() {
    return game;
  }

  public int size() {
    return size;
  }

  public int gems() {
    return game.gems();
  }

  /** The gem at (row, col), 0-based, row 0 at the top; {@link #EMPTY} if unknown. */
  public int get(int row, int col) {
    return cells[row * size + col];
  }

  /** A copy of the cells in row-major order. */
  public int[] cells() {
    return cells.clone();
  }

  public Board copy() {
    return new Board(game, cells.clone());
  }

  /** Overwrites this board with another of the same game (no allocation). */
  public void copyFrom(Board other) {
    System.arraycopy(other.cells, 0, cells, 0, n);
  }

  // ---------------------------------------------------------------- swaps

  /** The largest swap code plus one: buffers for {@link #legalSwaps(int[])} need this length. */
  public int swapCodeLimit() {
    return 2 * n;
  }

  /** The other cell of a swap code, or -1 if it would leave the board. */
  private int partner(int swap) {
    int a = swap >> 1;
    if ((swap & 1) == 0) {
      return (a % size) + 1 < size ? a + 1 : -1;
    }
    return a + size < n ? a + size : -1;
  }

  /**
   * True if the swap is valid on this stable board: both cells hold known gems and exchanging them
   * creates a line of 3 or more. On a stable board every new line passes through a swapped cell, so
   * checking those two cells is exact.
   */
  public boolean isValid(int swap) {
    if (swap < 0 || swap >= 2 * n) {
      return false;
    }
    int a = swap >> 1;
    int b = partner(swap);
    if (b < 0) {
      return false;
    }
    int va = cells[a];
    int vb = cells[b];
    if (va == EMPTY || vb == EMPTY || va == vb) {
      return false;
    }
    cells[a] = vb;
    cells[b] = va;
    boolean line = lineThrough(a) || lineThrough(b);
    cells[a] = va;
    cells[b] = vb;
    return line;
  }

  private boolean lineThrough(int i) {
    int v = cells[i];
    int r = i / size;
    int c = i - r * size;
    int run = 1;
    for (int cc = c - 1; cc >= 0 && cells[r * size + cc] == v; cc--) {
      run++;
    }
    for (int cc = c + 1; cc < size && cells[r * size + cc] == v; cc++) {
      run++;
    }
    if (run >= 3) {
      return true;
    }
    run = 1;
    for (int rr = r - 1; rr >= 0 && cells[rr * size + c] == v; rr--) {
      run++;
    }
    for (int rr = r + 1; rr < size && cells[rr * size + c] == v; rr++) {
      run++;
    }
    return run >= 3;
  }

  /** Valid swaps as two cell masks, filled by {@link #validSwaps()}: [0] rightwards, [1] downwards. */
  private final long[] valid = new long[2];

  /**
   * All valid swaps at once, on bit masks per gem type: a swap is valid if one of its two gems,
   * moved into the other's cell {@code x}, has two equal gems next to {@code x} in a line (the cell
   * it leaves now holds the other gem, so only lines away from it count). Swap (a, right) is bit a of
   * {@code valid[0]}, (a, down) bit a of {@code valid[1]}. Agrees with {@link #isValid} on every
   * board, stable or not ({@code BoardProperties}).
   */
  private void validSwaps() {
    long[] m = gemMasks();
    long empty = m[0];
    int s = size;
    long notFirst = NOT_FIRST[s];
    long notLast = NOT_LAST[s];
    long right = 0;
    long down = 0;
    for (int v = 1; v < m.length; v++) {
      long g = m[v];
      long r2 = (g >>> 1) & (g >>> 2) & ROOM_FOR_3[s]; // x+1, x+2 hold v
      long l2 = (g << 1) & (g << 2) & TWO_TO_LEFT[s]; // x-1, x-2
      long lr = (g << 1) & (g >>> 1) & notFirst & notLast; // x-1, x+1
      long u2 = (g << s) & (g << 2 * s); // x-s, x-2s
      long d2 = (g >>> s) & (g >>> 2 * s); // x+s, x+2s
      long ud = (g << s) & (g >>> s); // x-s, x+s
      long target = ~g & ~empty & ALL[s]; // a known cell holding another gem
      long fromLeft = (g << 1) & notFirst & target & (r2 | u2 | d2 | ud);
      long fromRight = (g >>> 1) & notLast & target & (l2 | u2 | d2 | ud);
      long fromAbove = (g << s) & target & (d2 | l2 | r2 | lr);
      long fromBelow = (g >>> s) & target & (u2 | l2 | r2 | lr);
      right |= (fromLeft >>> 1) | fromRight;
      down |= (fromAbove >>> s) | fromBelow;
    }
    long all = ALL[s];
    valid[0] = right & all;
    valid[1] = down & all;
  }

  /** Writes the valid swaps in increasing code order into {@code out}; returns how many. */
  public int legalSwaps(int[] out) {
    validSwaps();
    long right = valid[0];
    long down = valid[1];
    long any = right | down;
    int k = 0;
    while (any != 0) {
      int a = Long.numberOfTrailingZeros(any);
      long bit = any & -any;
      if ((right & bit) != 0) {
        out[k++] = 2 * a;
      }
      if ((down & bit) != 0) {
        out[k++] = 2 * a + 1;
      }
      any ^= bit;
    }
    return k;
  }

  /** The number of valid swaps (the Moves heuristic). */
  public int countLegalSwaps() {
    validSwaps();
    return Long.bitCount(valid[0]) + Long.bitCount(valid[1]);
  }

  /** No valid swap left: the game is over. */
  public boolean isGameOver() {
    validSwaps();
    return (valid[0] | valid[1]) == 0;
  }

  /** Exchanges the two gems of a swap, without any check or cascade. */
  public void swap(int swap) {
    int a = swap >> 1;
    int b = partner(swap);
    if (b < 0) {
      throw new IllegalArgumentException("swap " + Swap.of(swap, size) + " leaves the board");
    }
    int t = cells[a];
    cells[a] = cells[b];
    cells[b] = t;
  }

  // ---------------------------------------------------------------- cascade steps

  /**
   * The cells in horizontal or vertical lines of 3 or more equal known gems, one bit per cell. On
   * bit masks per gem type: a cell starts a horizontal line if it and its two right neighbours hold
   * the same gem (a longer line is the union of its overlapping triples), likewise downwards.
   */
  public long findLines() {
    long[] m = gemMasks();
    long room = ROOM_FOR_3[size];
    int s2 = 2 * size;
    long mask = 0;
    for (int v = 1; v < m.length; v++) {
      long g = m[v];
      long h = g & (g >>> 1) & (g >>> 2) & room;
      long d = g & (g >>> size) & (g >>> s2);
      mask |= h | (h << 1) | (h << 2) | d | (d << size) | (d << s2);
    }
    return mask;
  }

  /** Empties the cells of a line mask; returns how many gems were cleared. */
  public int clear(long mask) {
    int count = Long.bitCount(mask);
    while (mask != 0) {
      int i = Long.numberOfTrailingZeros(mask);
      cells[i] = EMPTY;
      mask &= mask - 1;
    }
    return count;
  }

  /** Gravity: in each column the known gems fall to the bottom, keeping their order. */
  public void drop() {
    for (int c = 0; c < size; c++) {
      int write = n - size + c;
      for (int i = write; i >= 0; i -= size) {
        int v = cells[i];
        if (v != EMPTY) {
          cells[write] = v;
          write -= size;
        }
      }
      for (; write >= 0; write -= size) {
        cells[write] = EMPTY;
      }
    }
  }

  /**
   * One round of a cascade without its chance step: finds the lines, clears them and lets the gems
   * above fall. Returns the gems cleared, 0 when the board has no line (then nothing changed).
   */
  public int clearLinesAndDrop() {
    long mask = findLines();
    if (mask == 0) {
      return 0;
    }
    int cleared = clear(mask);
    drop();
    return cleared;
  }

  /**
   * The first unknown cell at or after {@code from} in row-major order, or -1: the order in which
   * the chance step fills the cells.
   */
  public int nextEmpty(int from) {
    for (int i = from; i < n; i++) {
      if (cells[i] == EMPTY) {
        return i;
      }
    }
    return -1;
  }

  /** Puts {@code gem} into the unknown cell {@code cell}: one outcome of the chance step. */
  public void fill(int cell, int gem) {
    if (cell < 0 || cell >= n || cells[cell] != EMPTY) {
      throw new IllegalArgumentException("cell " + cell + " is not an empty cell of this board");
    }
    if (gem < 0 || gem >= game.gems()) {
      throw new IllegalArgumentException("gem " + gem + " is not a gem type (0.." + (game.gems() - 1) + ")");
    }
    cells[cell] = gem;
  }

  /**
   * The chance step: every empty cell, in row-major order, gets a gem drawn uniformly from the
   * stream, one {@code nextInt(g)} per cell. Returns the number of cells filled.
   */
  public int refill(RandomGenerator rng) {
    int filled = 0;
    int g = game.gems();
    for (int i = 0; i < n; i++) { // nextEmpty's row-major order, scanned inline on the hot path
      if (cells[i] == EMPTY) {
        cells[i] = rng.nextInt(g);
        filled++;
      }
    }
    return filled;
  }

  /**
   * Resolves lines until the board is stable: rounds of {@link #clearLinesAndDrop()}, each followed
   * by a {@link #refill} from {@code refills}. Returns the gems cleared.
   */
  public int cascade(RandomGenerator refills) {
    Objects.requireNonNull(refills, "refill stream (a look-ahead board uses cascadeKnown())");
    return resolve(refills);
  }

  /**
   * The look-ahead cascade: rounds of {@link #clearLinesAndDrop()} without refills, so cleared cells
   * stay unknown and only the certain part of the cascade happens. Returns the gems cleared.
   */
  public int cascadeKnown() {
    return resolve(null);
  }

  /*
   * Both cascades in one loop (null: no refills): the agents' look-ahead runs it millions of times per
   * game, and one hot method measured faster than two.
   */
  private int resolve(RandomGenerator refillsOrNull) {
    int total = 0;
    while (true) {
      long mask = findLines();
      if (mask == 0) {
        return total;
      }
      total += clear(mask);
      drop();
      if (refillsOrNull != null) {
        refill(refillsOrNull);
      }
    }
  }

  /**
   * Plays a swap: checks it is valid, exchanges the gems and resolves the cascade with refills from
   * {@code refills}. Returns the cascade's score (gems cleared).
   */
  public int play(int swap, RandomGenerator refills) {
    Objects.requireNonNull(refills, "refill stream");
    if (!isValid(swap)) {
      throw new IllegalArgumentException("swap " + Swap.of(swap, size) + " is not valid on this board");
    }
    swap(swap);
    return cascade(refills);
  }

  /**
   * Plays a swap on a look-ahead board: cleared cells stay unknown, so only the certain part of the
   * cascade happens. Returns that (minimal) score. The swap must be valid.
   */
  public int playKnown(int swap) {
    swap(swap);
    return cascadeKnown();
  }

  /**
   * Look-ahead swaps between a known gem and a cleared, still unknown cell next to it (a rule of the
   * paper's published code, {@code AgentSpec.LbfsRules#emptySwaps}): the gem moves into the empty cell,
   * the cell it leaves is empty, gravity acts on the known gems, and the swap counts when the known
   * cascade then clears gems. Writes such codes in increasing order; returns how many (none on a
   * board without empty cells).
   */
  public int emptySwaps(int[] out) {
    if (emptyCount() == 0) {
      return 0;
    }
    int k = 0;
    Board scratch = copy();
    for (int swap = 0; swap < 2 * n; swap++) {
      int b = partner(swap);
      if (b < 0 || (cells[swap >> 1] == EMPTY) == (cells[b] == EMPTY)) {
        continue;
      }
      scratch.copyFrom(this);
      if (scratch.playIntoEmpty(swap) > 0) {
        out[k++] = swap;
      }
    }
    return k;
  }

  /**
   * Plays a swap of {@link #emptySwaps} on a look-ahead board: exchange, let the known gems fall,
   * then the known cascade. Returns the gems cleared (0: the move makes no line).
   */
  public int playIntoEmpty(int swap) {
    swap(swap);
    drop();
    return cascadeKnown();
  }

  /** The gems the swap alone would clear, before any gem falls (SGS's direct score); 0 if invalid. */
  public int directScore(int swap) {
    if (!isValid(swap)) {
      return 0;
    }
    swap(swap);
    int score = Long.bitCount(findLines());
    swap(swap);
    return score;
  }

  // ---------------------------------------------------------------- heuristics and predicates

  /** Adjacent (4-neighbour) pairs of equal known gems, each pair counted once. */
  public int pairs() {
    long[] m = gemMasks();
    long notLast = NOT_LAST[size];
    int p = 0;
    for (int v = 1; v < m.length; v++) {
      long g = m[v];
      p += Long.bitCount(g & (g >>> 1) & notLast) + Long.bitCount(g & (g >>> size));
    }
    return p;
  }

  /** Known gems with at least one unknown 4-neighbour: the frame of the appearing gems. */
  public int touching() {
    long empty = 0;
    for (int i = 0; i < n; i++) {
      empty |= (long) (cells[i] >>> 31) << i; // EMPTY is the only negative cell value
    }
    long all = ALL[size];
    long nextToEmpty = ((empty << 1) & NOT_FIRST[size]) | ((empty >>> 1) & NOT_LAST[size])
        | (empty << size) | (empty >>> size);
    return Long.bitCount(nextToEmpty & ~empty & all);
  }

  /** Unknown cells. */
  public int emptyCount() {
    int e = 0;
    for (int i = 0; i < n; i++) {
      if (cells[i] == EMPTY) {
        e++;
      }
    }
    return e;
  }

  /** No unknown cell. */
  public boolean isFull() {
    return emptyCount() == 0;
  }

  /** No line on the board. */
  public boolean isStable() {
    return findLines() == 0;
  }

  /** The Depth heuristic of a swap: its deeper row, 1-based from the top. */
  public int depth(int swap) {
    return (swap >> 1) / size + 1 + (swap & 1);
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Board b && b.game.equals(game) && Arrays.equals(b.cells, cells);
  }

  @Override
  public int hashCode() {
    return game.hashCode() * 31 + Arrays.hashCode(cells);
  }

  /** Rows of letters A, B, C... ('.' for unknown), separated by '/'. */
  @Override
  public String toString() {
    return BoardText.format(this);
  }
}
