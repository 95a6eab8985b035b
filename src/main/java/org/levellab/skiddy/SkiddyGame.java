package org.levellab.skiddy;

import java.util.Arrays;
import org.levellab.search.PackedStateSpace;

/**
 * The rules of Skiddy on one level, as a {@link PackedStateSpace}: the only place where pieces move.
 *
 * <p>A state packs every piece's position into 5 bits (its index among the inner cells, at most 30 of
 * them, or 31 for a skiddy that has left), in slots grouped by kind: red skiddies, blue skiddies, ice
 * cubes, crates. Pieces of one kind are interchangeable, so each kind's slots are kept sorted: two
 * boards that look the same are the same state. Which skiddies are stuck together needs no bits: they
 * are exactly the same-colour skiddies that touch side by side (see the package rules).
 *
 * <p>An engine holds scratch buffers so that a move allocates nothing: it is not thread-safe, use one
 * per thread ({@link Level#game()} makes a new one).
 */
public final class SkiddyGame implements PackedStateSpace {
  private static final int GONE = 31;
  private static final byte T_FLOOR = 0;
  private static final byte T_BLOCK = 1;
  private static final byte T_PIT = 2;
  private static final byte T_RED_GOAL = 3;
  private static final byte T_BLUE_GOAL = 4;
  // Unit status during a move.
  private static final int ACTIVE = 0;
  private static final int STOPPED = 1;
  private static final int LEFT = 2;

  private final Level level;
  private final int width;
  private final byte[] tiles;
  private final int slots;
  /** Kind of each slot: ordinal of {@link Piece}. */
  private final byte[] kind;
  /** First slot of each kind, and one past the last: kindStart[k] .. kindStart[k+1]. */
  private final int[] kindStart = new int[5];
  private final int[] innerCell;
  private final int[] cellInner;
  private final long initial;
  private final long skiddyMask;
  private final int[] delta;
  // Row and column of each cell: integer division is slow on the hot path.
  private final byte[] rowOf;
  private final byte[] colOf;

  // Scratch buffers of one move.
  private final int[] occ;
  private final int[] pos;
  private final int[] root;
  private final int[] unitOf;
  private final int[] unitFirst;
  private final int[] unitNext;
  private final int[] status;
  private final boolean[] moved;
  private final int[] unitOrder;
  private final int[] crateBuf;
  private final int[] sortBuf = new int[Level.MAX_PIECES];
  private final int[] sortKey = new int[Level.MAX_PIECES];
  /** Per unit: bit set of the units that must slide before it. */
  private final int[] after = new int[Level.MAX_PIECES];

  SkiddyGame(Level level) {
    this.level = level;
    this.width = level.width();
    int h = level.height();
    tiles = new byte[width * h];
    rowOf = new byte[width * h];
    colOf = new byte[width * h];
    for (int c = 0; c < width * h; c++) {
      rowOf[c] = (byte) (c / width);
      colOf[c] = (byte) (c % width);
    }
    cellInner = new int[width * h];
    Arrays.fill(cellInner, -1);
    innerCell = new int[(width - 2) * (h - 2)];
    int inner = 0;
    for (int y = 0; y < h; y++) {
      for (int x = 0; x < width; x++) {
        int c = y * width + x;
        tiles[c] = switch (level.tile(x, y)) {
          case FLOOR -> T_FLOOR;
          case BLOCK -> T_BLOCK;
          case PIT -> T_PIT;
          case RED_GOAL -> T_RED_GOAL;
          case BLUE_GOAL -> T_BLUE_GOAL;
        };
        if (x > 0 && y > 0 && x < width - 1 && y < h - 1) {
          cellInner[c] = inner;
          innerCell[inner++] = c;
        }
      }
    }
    int n = 0;
    kind = new byte[Level.MAX_PIECES];
    int[] startPos = new int[Level.MAX_PIECES];
    for (Piece p : Piece.values()) {
      kindStart[p.ordinal()] = n;
      for (int c = 0; c < width * h; c++) {
        if (level.piece(c % width, c / width) == p) {
          kind[n] = (byte) p.ordinal();
          startPos[n++] = c;
        }
      }
    }
    kindStart[4] = n;
    slots = n;
    long mask = 0;
    for (int s = kindStart[0]; s < kindStart[2]; s++) {
      mask |= (long) GONE << (5 * s);
    }
    skiddyMask = mask;
    delta = new int[] {-width, 1, width, -1};
    occ = new int[width * h];
    Arrays.fill(occ, -1);
    pos = new int[n];
    root = new int[n];
    unitOf = new int[n];
    unitFirst = new int[n];
    unitNext = new int[n];
    status = new int[n];
    moved = new boolean[n];
    unitOrder = new int[n];
    crateBuf = new int[n];
    System.arraycopy(startPos, 0, pos, 0, n);
    initial = encode();
  }

  public Level level() {
    return level;
  }

  @Override
  public long initial() {
    return initial;
  }

  @Override
  public int maxMoves() {
    return 4;
  }

  @Override
  public boolean isWin(long state) {
    return (state & skiddyMask) == skiddyMask;
  }

  @Override
  public String moveName(long state, int move) {
    return Direction.values()[move].name();
  }

  /** The state after an input (the same state when nothing moves). */
  public long apply(long state, Direction d) {
    return next(state, d.ordinal());
  }

  /** Skiddies of a colour still on the board. */
  public int skiddiesLeft(long state, Piece colour) {
    if (!colour.isSkiddy()) {
      throw new IllegalArgumentException(colour + " is not a skiddy colour");
    }
    int k = colour.ordinal();
    int left = 0;
    for (int s = kindStart[k]; s < kindStart[k + 1]; s++) {
      if (((state >>> (5 * s)) & 31) != GONE) {
        left++;
      }
    }
    return left;
  }

  /**
   * Tags of a transition: {@link #BREAKS_MAX_COMBO} when a colour lost some but not all of its
   * remaining skiddies, {@link #BREAKS_NON_COMBO} when a colour lost two or more at once.
   */
  @Override
  public int tags(long from, int move, long to) {
    int tags = 0;
    for (int k = 0; k < 2; k++) {
      int before = 0;
      int after = 0;
      for (int s = kindStart[k]; s < kindStart[k + 1]; s++) {
        if (((from >>> (5 * s)) & 31) != GONE) {
          before++;
        }
        if (((to >>> (5 * s)) & 31) != GONE) {
          after++;
        }
      }
      int removed = before - after;
      if (removed > 0 && after > 0) {
        tags |= BREAKS_MAX_COMBO;
      }
      if (removed >= 2) {
        tags |= BREAKS_NON_COMBO;
      }
    }
    return tags;
  }

  /** The board of a state, as a level (pieces where the state puts them; gone skiddies omitted). */
  public Level levelAt(long state) {
    Piece[] placed = new Piece[tiles.length];
    Piece[] kinds = Piece.values();
    for (int s = 0; s < slots; s++) {
      int v = (int) ((state >>> (5 * s)) & 31);
      if (v != GONE) {
        if (v >= innerCell.length || placed[innerCell[v]] != null) {
          throw new IllegalArgumentException("not a state of this level: " + Long.toHexString(state));
        }
        placed[innerCell[v]] = kinds[kind[s]];
      }
    }
    return level.withPieces(placed);
  }

  /** The state of a board drawn on this level (same tiles and piece counts, skiddies may be gone). */
  public long stateOf(Level board) {
    if (board.width() != level.width() || board.height() != level.height()) {
      throw new IllegalArgumentException("board is " + board.width() + "x" + board.height() + ", level is "
          + level.width() + "x" + level.height());
    }
    int[] next = kindStart.clone();
    for (int c = 0; c < tiles.length; c++) {
      Piece p = board.piece(c % width, c / width);
      if (board.tile(c % width, c / width) != level.tile(c % width, c / width)) {
        throw new IllegalArgumentException("board differs from the level's tiles at row " + (c / width + 1)
            + ", column " + (c % width + 1));
      }
      if (p != null) {
        int k = p.ordinal();
        if (next[k] == kindStart[k + 1]) {
          throw new IllegalArgumentException("board has more " + p + " pieces than the level");
        }
        pos[next[k]++] = c;
      }
    }
    for (int k = 0; k < 4; k++) {
      if (next[k] != kindStart[k + 1] && k >= 2) {
        throw new IllegalArgumentException("board has fewer " + Piece.values()[k] + " pieces than the level");
      }
      for (int s = next[k]; s < kindStart[k + 1]; s++) {
        pos[s] = -1;
      }
    }
    return encode();
  }

  @Override
  public long next(long state, int move) {
    if (move < 0 || move > 3) {
      return NONE;
    }
    // Decode positions and the occupancy grid.
    for (int s = 0; s < slots; s++) {
      int v = (int) ((state >>> (5 * s)) & 31);
      if (v == GONE) {
        pos[s] = -1;
      } else {
        int c = innerCell[v];
        pos[s] = c;
        occ[c] = s;
      }
    }
    // Units: same-colour skiddies that touch are stuck together; other pieces move alone.
    int slidingEnd = kindStart[3];
    boolean groups = false;
    for (int s = 0; s < slidingEnd; s++) {
      root[s] = s;
    }
    for (int k = 0; k < 2; k++) {
      for (int a = kindStart[k]; a < kindStart[k + 1]; a++) {
        if (pos[a] < 0) {
          continue;
        }
        for (int b = a + 1; b < kindStart[k + 1]; b++) {
          if (pos[b] >= 0 && touching(pos[a], pos[b])) {
            groups = true;
            int ra = find(a);
            int rb = find(b);
            if (ra != rb) {
              root[rb] = ra;
            }
          }
        }
      }
    }
    if (!groups) {
      slideSingles(move);
      long result = encode();
      for (int s = 0; s < slots; s++) {
        if (pos[s] >= 0) {
          occ[pos[s]] = -1;
        }
      }
      return result;
    }
    int units = 0;
    for (int s = 0; s < slidingEnd; s++) {
      if (pos[s] < 0) {
        continue;
      }
      int r = find(s);
      if (r == s) {
        unitOf[s] = units;
        unitFirst[units] = -1;
        status[units] = ACTIVE;
        unitOrder[units] = units;
        units++;
      }
    }
    for (int s = slidingEnd - 1; s >= 0; s--) {
      if (pos[s] >= 0) {
        int u = unitOf[find(s)];
        unitOf[s] = u;
        unitNext[s] = unitFirst[u];
        unitFirst[u] = s;
      }
    }
    if (!slideUnitsInOrder(move, units)) {
      simulate(delta[move], units);
    }
    long result = encode();
    for (int s = 0; s < slots; s++) {
      if (pos[s] >= 0) {
        occ[pos[s]] = -1;
      }
    }
    return result;
  }

  /**
   * The move when no skiddies are stuck: pieces only meet pieces of their own row (or column), so
   * sliding each one all the way, front piece first, gives the same result as the tick-by-tick rule.
   */
  private void slideSingles(int move) {
    int d = delta[move];
    int n = 0;
    int slidingEnd = kindStart[3];
    // Front first: for up and left the front piece has the smaller cell index.
    boolean ascending = move == 0 || move == 3;
    for (int s = 0; s < slidingEnd; s++) {
      int p = pos[s];
      if (p < 0) {
        continue;
      }
      int key = ascending ? p : -p;
      int j = n;
      while (j > 0 && sortKey[j - 1] > key) {
        sortKey[j] = sortKey[j - 1];
        unitOrder[j] = unitOrder[j - 1];
        j--;
      }
      sortKey[j] = key;
      unitOrder[j] = s;
      n++;
    }
    for (int i = 0; i < n; i++) {
      int s = unitOrder[i];
      int k = kind[s];
      byte goal = k == 0 ? T_RED_GOAL : k == 1 ? T_BLUE_GOAL : -1;
      int p = pos[s];
      occ[p] = -1;
      while (true) {
        int t = p + d;
        byte tile = tiles[t];
        if (tile == goal) {
          p = -1;
          break;
        }
        if (tile != T_FLOOR && tile != T_PIT) {
          break;
        }
        int o = occ[t];
        if (o >= 0) {
          if (kind[o] == 3 && k <= 1) {
            int ct = t + d;
            byte ctile = tiles[ct];
            if ((ctile == T_FLOOR || ctile == T_PIT) && occ[ct] < 0) {
              occ[t] = -1;
              pos[o] = ct;
              occ[ct] = o;
              p = t;
            }
          }
          break;
        }
        p = t;
        if (tile == T_PIT) {
          break;
        }
      }
      pos[s] = p;
      if (p >= 0) {
        occ[p] = s;
      }
    }
  }

  /**
   * The move with stuck groups: a unit can only be stopped by units ahead of it in one of its lines,
   * and all slide at one speed, so sliding each unit all the way after the units ahead of it gives
   * the tick-by-tick result. False (nothing moved) when units are each ahead of the other in
   * different lines; then the caller simulates tick by tick.
   */
  private boolean slideUnitsInOrder(int move, int units) {
    boolean horizontal = move == 1 || move == 3;
    boolean forward = move == 1 || move == 2;
    int slidingEnd = kindStart[3];
    for (int u = 0; u < units; u++) {
      after[u] = 0;
    }
    for (int a = 0; a < slidingEnd; a++) {
      int pa = pos[a];
      if (pa < 0) {
        continue;
      }
      int ua = unitOf[a];
      for (int b = 0; b < slidingEnd; b++) {
        int pb = pos[b];
        if (pb < 0 || unitOf[b] == ua) {
          continue;
        }
        boolean sameLine = horizontal ? rowOf[pa] == rowOf[pb] : colOf[pa] == colOf[pb];
        if (sameLine && (pb > pa) == forward) {
          after[ua] |= 1 << unitOf[b];
        }
      }
    }
    int done = 0;
    for (int k = 0; k < units; k++) {
      int next = -1;
      for (int u = 0; u < units; u++) {
        if ((done & (1 << u)) == 0 && (after[u] & ~done) == 0) {
          next = u;
          break;
        }
      }
      if (next < 0) {
        return false;
      }
      unitOrder[k] = next;
      done |= 1 << next;
    }
    int d = delta[move];
    for (int k = 0; k < units; k++) {
      slideUnit(unitOrder[k], d);
    }
    return true;
  }

  /** Slides unit u until it stops or leaves; units ahead of it have already moved. */
  private void slideUnit(int u, int d) {
    while (true) {
      for (int s = unitFirst[u]; s >= 0; s = unitNext[s]) {
        int k = kind[s];
        byte t = tiles[pos[s] + d];
        if ((k == 0 && t == T_RED_GOAL) || (k == 1 && t == T_BLUE_GOAL)) {
          for (int m = unitFirst[u]; m >= 0; m = unitNext[m]) {
            occ[pos[m]] = -1;
            pos[m] = -1;
          }
          return;
        }
      }
      int crates = 0;
      for (int s = unitFirst[u]; s >= 0; s = unitNext[s]) {
        int target = pos[s] + d;
        byte t = tiles[target];
        if (t != T_FLOOR && t != T_PIT) {
          return;
        }
        int o = occ[target];
        if (o < 0 || (o < kindStart[3] && unitOf[o] == u)) {
          continue;
        }
        if (kind[o] != 3) {
          return;
        }
        crateBuf[crates++] = o;
      }
      if (crates > 0) {
        if (kind[unitFirst[u]] > 1) {
          return;
        }
        for (int i = 0; i < crates; i++) {
          int target = pos[crateBuf[i]] + d;
          byte t = tiles[target];
          if ((t != T_FLOOR && t != T_PIT) || occ[target] >= 0) {
            return;
          }
        }
        for (int i = 0; i < crates; i++) {
          occ[pos[crateBuf[i]]] = -1;
        }
        for (int i = 0; i < crates; i++) {
          pos[crateBuf[i]] += d;
          occ[pos[crateBuf[i]]] = crateBuf[i];
        }
        shift(u, d);
        return;
      }
      if (shift(u, d)) {
        return;
      }
    }
  }

  private int find(int s) {
    while (root[s] != s) {
      root[s] = root[root[s]];
      s = root[s];
    }
    return s;
  }

  private boolean touching(int a, int b) {
    int d = Math.abs(a - b);
    return d == width || (d == 1 && rowOf[a] == rowOf[b]);
  }

  /**
   * Slides every unit one cell per tick, all at the same speed, until each has stopped or left. In a
   * tick a unit waits for a unit in front of it to move first, so a line of pieces slides as a train;
   * a unit whose way stays blocked for the whole tick has stopped for good.
   */
  private void simulate(int d, int units) {
    int active = units;
    while (active > 0) {
      for (int u = 0; u < units; u++) {
        moved[u] = false;
      }
      boolean changed = true;
      boolean anyMoved = false;
      while (changed) {
        changed = false;
        for (int u = 0; u < units; u++) {
          if (status[u] != ACTIVE || moved[u]) {
            continue;
          }
          int r = step(u, d);
          if (r != WAIT) {
            changed = true;
            if (r == MOVED) {
              moved[u] = true;
              anyMoved = true;
            } else {
              active--;
            }
          }
        }
      }
      // Units still waiting block each other in a ring: none can move.
      for (int u = 0; u < units; u++) {
        if (status[u] == ACTIVE && !moved[u]) {
          status[u] = STOPPED;
          active--;
        }
      }
      if (!anyMoved) {
        break;
      }
    }
  }

  private static final int MOVED = 0;
  private static final int WAIT = 1;
  private static final int DONE = 2;

  /** One tick of unit u: leaves, moves a cell (maybe into a pit, or pushing crates), waits or stops. */
  private int step(int u, int d) {
    // A skiddy that touches its own goal takes its whole group out.
    for (int s = unitFirst[u]; s >= 0; s = unitNext[s]) {
      int k = kind[s];
      byte t = tiles[pos[s] + d];
      if ((k == 0 && t == T_RED_GOAL) || (k == 1 && t == T_BLUE_GOAL)) {
        for (int m = unitFirst[u]; m >= 0; m = unitNext[m]) {
          occ[pos[m]] = -1;
          pos[m] = -1;
        }
        status[u] = LEFT;
        return DONE;
      }
    }
    boolean wait = false;
    int crates = 0;
    for (int s = unitFirst[u]; s >= 0; s = unitNext[s]) {
      int target = pos[s] + d;
      byte t = tiles[target];
      if (t != T_FLOOR && t != T_PIT) {
        status[u] = STOPPED;
        return DONE;
      }
      int o = occ[target];
      if (o < 0 || (o < kindStart[3] && unitOf[o] == u)) {
        continue;
      }
      if (kind[o] == 3) {
        crateBuf[crates++] = o;
      } else if (status[unitOf[o]] == ACTIVE && !moved[unitOf[o]]) {
        wait = true;
      } else {
        status[u] = STOPPED;
        return DONE;
      }
    }
    if (wait) {
      return WAIT;
    }
    if (crates > 0) {
      // Only skiddies push, one cell, onto an empty floor or pit; then pusher and crates stop.
      boolean push = kind[unitFirst[u]] <= 1;
      for (int i = 0; i < crates && push; i++) {
        int target = pos[crateBuf[i]] + d;
        byte t = tiles[target];
        int o = occ[target];
        if (o >= 0 && kind[o] != 3 && unitOf[o] != u && status[unitOf[o]] == ACTIVE && !moved[unitOf[o]]) {
          // The piece beyond the crate may still slide away (or leave) this tick.
          return WAIT;
        }
        push = (t == T_FLOOR || t == T_PIT) && o < 0;
      }
      if (push) {
        for (int i = 0; i < crates; i++) {
          occ[pos[crateBuf[i]]] = -1;
        }
        for (int i = 0; i < crates; i++) {
          pos[crateBuf[i]] += d;
          occ[pos[crateBuf[i]]] = crateBuf[i];
        }
        shift(u, d);
      }
      status[u] = STOPPED;
      return DONE;
    }
    boolean pit = shift(u, d);
    if (pit) {
      status[u] = STOPPED;
      return DONE;
    }
    return MOVED;
  }

  /** Moves every member of u one cell; true when one of them entered a pit. */
  private boolean shift(int u, int d) {
    for (int s = unitFirst[u]; s >= 0; s = unitNext[s]) {
      occ[pos[s]] = -1;
    }
    boolean pit = false;
    for (int s = unitFirst[u]; s >= 0; s = unitNext[s]) {
      pos[s] += d;
      occ[pos[s]] = s;
      pit |= tiles[pos[s]] == T_PIT;
    }
    return pit;
  }

  /** Packs pos[] canonically: each kind's inner-cell indexes sorted, gone as 31. */
  private long encode() {
    long state = 0;
    for (int k = 0; k < 4; k++) {
      int from = kindStart[k];
      int n = kindStart[k + 1] - from;
      for (int i = 0; i < n; i++) {
        int p = pos[from + i];
        int v = p < 0 ? GONE : cellInner[p];
        int j = i;
        while (j > 0 && sortBuf[j - 1] > v) {
          sortBuf[j] = sortBuf[j - 1];
          j--;
        }
        sortBuf[j] = v;
      }
      for (int i = 0; i < n; i++) {
        state |= (long) sortBuf[i] << (5 * (from + i));
      }
    }
    return state;
  }
}
