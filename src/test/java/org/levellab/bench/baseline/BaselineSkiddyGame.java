package org.levellab.bench.baseline;

import java.util.Arrays;
import org.levellab.search.PackedStateSpace;
import org.levellab.skiddy.Combo;
import org.levellab.skiddy.Direction;
import org.levellab.skiddy.Level;
import org.levellab.skiddy.Piece;

/**
 * Skiddy's packed-state engine frozen: a copy of {@code org.levellab.skiddy.SkiddyGame} as it moves
 * pieces by rays (a front-first slide of lone pieces, stuck groups unit by unit after the units
 * ahead of them, tick by tick for groups closed around a piece), kept so that benchmarks measure an
 * engine change against it in one run and tests compare the two move functions. Same packed states as the engine it
 * copies; the conversions to and from boards are left out.
 */
public final class BaselineSkiddyGame implements PackedStateSpace {
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
  /** Per skiddy colour: bit 5s of each of its slots s. */
  private final long[] slotLow = new long[2];
  /** Per kind: every one of its slots holding 31. */
  private final long[] kindGone = new long[4];
  private final int[] delta;
  /**
   * Per (sliding kind red/blue/ice, direction, cell): the cells a lone piece would cross on an
   * otherwise empty board, up to its first pit or the cell before a wall, and where it ends there
   * ({@code EXIT} when it reaches its goal). A move then costs a mask test instead of a walk.
   */
  private final long[] ray;
  private final int[] rayEnd;
  private static final int EXIT = -1;
  private long occMask;
  /** Cells of each kind (red, blue, ice, crate) during a move with stuck groups. */
  private final long[] km = new long[4];
  /** Per inner-cell index (and 31 = gone): its cell's bit, 0 for gone. */
  private final long[] innerBit = new long[32];
  /** Cells that are floor or pit. */
  private final long floorOrPit;
  /** Cells that are pits. */
  private final long pitMask;
  // The last decoded state: its kinds' cells and its units, shared by the four moves of a state.
  private long cachedState = NONE;
  private long cRed;
  private long cBlue;
  private long cIce;
  private long cCrate;
  private int cUnits;
  /** Bit per move: the move may treat every piece as alone (see {@link #decode}). */
  private int cSinglesOk;
  private final long[] cUnitMask = new long[Level.MAX_PIECES];

  // Scratch buffers of one move.
  private final int[] occ;
  private final int[] pos;
  private final int[] unitOf;
  private final int[] unitFirst;
  private final int[] unitNext;
  private final int[] status;
  private final boolean[] moved;
  private final boolean[] pushing = new boolean[Level.MAX_PIECES];
  private final int[] unitOrder;
  private final int[] crateBuf;
  private final int[] sortBuf = new int[Level.MAX_PIECES];
  /** Per unit: bit set of the units that must slide before it. */
  private final int[] after = new int[Level.MAX_PIECES];
  private final long[] unitMask = new long[Level.MAX_PIECES];
  private final int[] unitKind = new int[Level.MAX_PIECES];
  /** Per (direction, cell): every cell ahead of it in its row or column, up to the border. */
  private final long[] line;

  public BaselineSkiddyGame(Level level) {
    this.level = level;
    this.width = level.width();
    int h = level.height();
    tiles = new byte[width * h];
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
    for (int k = 0; k < 2; k++) {
      for (int s = kindStart[k]; s < kindStart[k + 1]; s++) {
        slotLow[k] |= 1L << (5 * s);
      }
    }
    for (int k = 0; k < 4; k++) {
      for (int s = kindStart[k]; s < kindStart[k + 1]; s++) {
        kindGone[k] |= (long) GONE << (5 * s);
      }
    }
    delta = new int[] {-width, 1, width, -1};
    int cells = width * h;
    line = new long[4 * cells];
    for (int dir = 0; dir < 4; dir++) {
      for (int p : innerCell) {
        long m = 0;
        for (int c = p + delta[dir]; c >= 0 && c < cells && cellInner[c] >= 0; c += delta[dir]) {
          m |= 1L << c;
        }
        line[dir * cells + p] = m;
      }
    }
    ray = new long[3 * 4 * cells];
    rayEnd = new int[3 * 4 * cells];
    for (int kc = 0; kc < 3; kc++) {
      byte own = kc == 0 ? T_RED_GOAL : kc == 1 ? T_BLUE_GOAL : -1;
      for (int dir = 0; dir < 4; dir++) {
        for (int p : innerCell) {
          long cellsCrossed = 0;
          int c = p;
          int end;
          while (true) {
            int n2 = c + delta[dir];
            byte t = tiles[n2];
            if (t == own) {
              end = EXIT;
              break;
            }
            if (t != T_FLOOR && t != T_PIT) {
              end = c;
              break;
            }
            cellsCrossed |= 1L << n2;
            c = n2;
            if (t == T_PIT) {
              end = c;
              break;
            }
          }
          ray[(kc * 4 + dir) * cells + p] = cellsCrossed;
          rayEnd[(kc * 4 + dir) * cells + p] = end;
        }
      }
    }
    for (int v = 0; v < innerCell.length; v++) {
      innerBit[v] = 1L << innerCell[v];
    }
    long fp = 0;
    for (int c = 0; c < cells; c++) {
      if (tiles[c] == T_FLOOR || tiles[c] == T_PIT) {
        fp |= 1L << c;
      }
    }
    floorOrPit = fp;
    long pm = 0;
    for (int c = 0; c < cells; c++) {
      if (tiles[c] == T_PIT) {
        pm |= 1L << c;
      }
    }
    pitMask = pm;
    occ = new int[width * h];
    Arrays.fill(occ, -1);
    pos = new int[n];
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
   * Tags of a transition: {@link Combo#BREAKS_MAX_COMBO} when a colour lost some but not all of its
   * remaining skiddies, {@link Combo#BREAKS_NON_COMBO} when a colour lost two or more at once.
   */
  @Override
  public int tags(long from, int move, long to) {
    int tags = 0;
    long goneFrom = gone(from);
    long goneTo = gone(to);
    for (int k = 0; k < 2; k++) {
      int before = kindStart[k + 1] - kindStart[k] - Long.bitCount(goneFrom & slotLow[k]);
      int after = kindStart[k + 1] - kindStart[k] - Long.bitCount(goneTo & slotLow[k]);
      int removed = before - after;
      if (removed > 0 && after > 0) {
        tags |= Combo.BREAKS_MAX_COMBO;
      }
      if (removed >= 2) {
        tags |= Combo.BREAKS_NON_COMBO;
      }
    }
    return tags;
  }

  /** Bit 5s set for every slot s that holds 31 (gone). */
  private static long gone(long state) {
    return state & (state >>> 1) & (state >>> 2) & (state >>> 3) & (state >>> 4);
  }

  @Override
  public long next(long state, int move) {
    if (move < 0 || move > 3) {
      return NONE;
    }
    if (state != cachedState) {
      decode(state);
    }
    if ((cSinglesOk & (1 << move)) != 0) {
      return slideSingles(move);
    }
    long[] km = this.km;
    km[0] = cRed;
    km[1] = cBlue;
    km[2] = cIce;
    km[3] = cCrate;
    occMask = cRed | cBlue | cIce | cCrate;
    System.arraycopy(cUnitMask, 0, unitMask, 0, cUnits);
    if (slideUnitsInOrder(move, cUnits)) {
      return encode(km[0], km[1], km[2], km[3]);
    }
    // Units each ahead of the other: nothing has moved yet; simulate tick by tick on slot lists.
    for (int k = 0; k < 4; k++) {
      int s = kindStart[k];
      for (long bits = km[k]; bits != 0; bits &= bits - 1) {
        int c = Long.numberOfTrailingZeros(bits);
        pos[s] = c;
        occ[c] = s;
        s++;
      }
      for (; s < kindStart[k + 1]; s++) {
        pos[s] = -1;
      }
    }
    buildUnitLists(cUnits);
    simulate(delta[move], cUnits);
    long result = encode();
    for (int s = 0; s < slots; s++) {
      if (pos[s] >= 0) {
        occ[pos[s]] = -1;
      }
    }
    return result;
  }

  /**
   * Unpacks a state into the cells of each kind and, when same-colour skiddies touch, its units
   * (stuck groups; every other sliding piece alone); kept until another state is asked for.
   */
  private void decode(long state) {
    long red = 0;
    long blue = 0;
    long ice = 0;
    long crate = 0;
    int s = 0;
    for (int e = kindStart[1]; s < e; s++) {
      red |= innerBit[(int) (state >>> (5 * s)) & 31];
    }
    for (int e = kindStart[2]; s < e; s++) {
      blue |= innerBit[(int) (state >>> (5 * s)) & 31];
    }
    for (int e = kindStart[3]; s < e; s++) {
      ice |= innerBit[(int) (state >>> (5 * s)) & 31];
    }
    for (int e = kindStart[4]; s < e; s++) {
      crate |= innerBit[(int) (state >>> (5 * s)) & 31];
    }
    cRed = red;
    cBlue = blue;
    cIce = ice;
    cCrate = crate;
    cachedState = state;
    // Units: same-colour skiddies that touch are stuck together; other pieces move alone.
    // Border cells hold no pieces, so a shift by one never pairs the ends of two rows.
    boolean groups = (red & (red << 1)) != 0 || (red & (red << width)) != 0
        || (blue & (blue << 1)) != 0 || (blue & (blue << width)) != 0;
    int units = 0;
    cSinglesOk = 15;
    if (groups) {
      // A group that is one straight line along the move slides exactly as a train of lone pieces
      // (its front meets everything first; the others follow in its wake and stop nose to tail),
      // unless a member other than the rearmost starts on a pit: the one behind would enter it
      // and stop the group. Bits at cells whose left (hAdj) or upper (vAdj) neighbour is stuck to them.
      long hAdj = (red & (red << 1)) | (blue & (blue << 1));
      long vAdj = (red & (red << width)) | (blue & (blue << width));
      int ok = 0;
      if (hAdj == 0 && ((vAdj >>> width) & pitMask) == 0) {
        ok |= 1;
      }
      if (vAdj == 0 && (hAdj & pitMask) == 0) {
        ok |= 2;
      }
      if (hAdj == 0 && (vAdj & pitMask) == 0) {
        ok |= 4;
      }
      if (vAdj == 0 && ((hAdj >>> 1) & pitMask) == 0) {
        ok |= 8;
      }
      cSinglesOk = ok;
      for (int k = 0; k < 3; k++) {
        long m = k == 0 ? red : k == 1 ? blue : ice;
        while (m != 0) {
          long comp = m & -m;
          if (k < 2) {
            long prev;
            do {
              prev = comp;
              comp |= ((comp << 1) | (comp >>> 1) | (comp << width) | (comp >>> width)) & m;
            } while (comp != prev);
          }
          m &= ~comp;
          cUnitMask[units] = comp;
          unitKind[units] = k;
          units++;
        }
      }
    }
    cUnits = units;
  }

  /** Packs the cells of each kind canonically: inner-cell indexes ascending, gone as 31 last. */
  private long encode(long red, long blue, long ice, long crate) {
    long state = pack(0, red, 0);
    state = pack(state, blue, 1);
    state = pack(state, ice, 2);
    return pack(state, crate, 3);
  }

  private long pack(long state, long cellsOfKind, int k) {
    // Inner-cell indexes follow cell order, so ascending bits are already sorted.
    int shift = 5 * kindStart[k];
    for (long bits = cellsOfKind; bits != 0; bits &= bits - 1) {
      state |= (long) cellInner[Long.numberOfTrailingZeros(bits)] << shift;
      shift += 5;
    }
    // The kind's remaining slots are gone (at most 12 slots, so the shift is at most 60).
    return state | (kindGone[k] & (-1L << shift));
  }

  /**
   * The move when no skiddies are stuck, or every stuck group is a straight line along the move (see
   * {@link #decode}): pieces only meet pieces of their own row (or column), so sliding each one all
   * the way, front piece first, gives the same result as the tick-by-tick rule.
   */
  private long slideSingles(int move) {
    int d = delta[move];
    int cells = tiles.length;
    boolean forward = d > 0;
    long red = cRed;
    long blue = cBlue;
    long ice = cIce;
    long crate = cCrate;
    long moving = red | blue | ice;
    long om = moving | crate;
    int base = move * cells;
    // Front first: the piece nearest the wall it slides towards moves before those behind it.
    while (moving != 0) {
      int p = forward ? 63 - Long.numberOfLeadingZeros(moving) : Long.numberOfTrailingZeros(moving);
      long pb = 1L << p;
      moving &= ~pb;
      int k = (red & pb) != 0 ? 0 : (blue & pb) != 0 ? 1 : 2;
      int idx = k * 4 * cells + base + p;
      om &= ~pb;
      long blockers = om & ray[idx];
      int end;
      if (blockers == 0) {
        end = rayEnd[idx];
      } else {
        int b = forward ? Long.numberOfTrailingZeros(blockers) : 63 - Long.numberOfLeadingZeros(blockers);
        end = b - d;
        long bb = 1L << b;
        if (k <= 1 && (crate & bb) != 0) {
          long cb = 1L << (b + d);
          if ((floorOrPit & cb) != 0 && (om & cb) == 0) {
            crate ^= bb | cb;
            om ^= bb | cb;
            end = b;
          }
        }
      }
      long eb = end >= 0 ? 1L << end : 0;
      om |= eb;
      if (k == 0) {
        red = (red & ~pb) | eb;
      } else if (k == 1) {
        blue = (blue & ~pb) | eb;
      } else {
        ice = (ice & ~pb) | eb;
      }
    }
    return encode(red, blue, ice, crate);
  }

  /**
   * The move with stuck groups: a unit can only be stopped by units ahead of it in one of its lines,
   * and all slide at one speed, so sliding each unit all the way after the units ahead of it gives
   * the tick-by-tick result. False (nothing moved) when units are each ahead of the other in
   * different lines; then the caller simulates tick by tick.
   */
  private boolean slideUnitsInOrder(int move, int units) {
    int cells = tiles.length;
    long moving = 0;
    for (int u = 0; u < units; u++) {
      moving |= unitMask[u];
    }
    int base = move * cells;
    for (int u = 0; u < units; u++) {
      long mine = unitMask[u];
      long ahead = 0;
      for (long bits = mine; bits != 0; bits &= bits - 1) {
        ahead |= line[base + Long.numberOfTrailingZeros(bits)];
      }
      ahead &= moving & ~mine;
      int deps = 0;
      for (int v = 0; v < units; v++) {
        long hit = unitMask[v] & ahead;
        deps |= (int) ((hit | -hit) >>> 63) << v;
      }
      after[u] = deps;
    }
    // A topological order, by sweeps: each sweep takes every unit whose units ahead are taken.
    int left = (1 << units) - 1;
    int n = 0;
    while (left != 0) {
      int before = left;
      for (int r = left; r != 0; r &= r - 1) {
        int u = Integer.numberOfTrailingZeros(r);
        if ((after[u] & left) == 0) {
          unitOrder[n++] = u;
          left &= ~(1 << u);
        }
      }
      if (left == before) {
        return false;
      }
    }
    int d = delta[move];
    boolean forward = d > 0;
    long[] km = this.km;
    long om = occMask;
    for (int k = 0; k < units; k++) {
      int u = unitOrder[k];
      long mask = unitMask[u];
      if ((mask & (mask - 1)) != 0) {
        occMask = om;
        slideUnit(u, move);
        om = occMask;
        continue;
      }
      // A lone piece: as in slideSingles.
      int kc = unitKind[u];
      int p = Long.numberOfTrailingZeros(mask);
      int idx = (kc * 4 + move) * cells + p;
      om &= ~mask;
      long blockers = om & ray[idx];
      int end;
      if (blockers == 0) {
        end = rayEnd[idx];
      } else {
        int b = forward ? Long.numberOfTrailingZeros(blockers) : 63 - Long.numberOfLeadingZeros(blockers);
        end = b - d;
        long bb = 1L << b;
        long crate = km[3];
        if (kc <= 1 && (crate & bb) != 0) {
          long cb = 1L << (b + d);
          if ((floorOrPit & cb) != 0 && (om & cb) == 0) {
            km[3] = crate ^ (bb | cb);
            om ^= bb | cb;
            end = b;
          }
        }
      }
      long eb = end >= 0 ? 1L << end : 0;
      om |= eb;
      km[kc] = (km[kc] & ~mask) | eb;
    }
    occMask = om;
    return true;
  }

  /** Member lists of the units, for the tick-by-tick fallback. */
  private void buildUnitLists(int units) {
    for (int u = 0; u < units; u++) {
      unitFirst[u] = -1;
      status[u] = ACTIVE;
      for (long bits = unitMask[u]; bits != 0; bits &= bits - 1) {
        int s = occ[Long.numberOfTrailingZeros(bits)];
        unitOf[s] = u;
        unitNext[s] = unitFirst[u];
        unitFirst[u] = s;
      }
    }
  }

  private static final int EV_WALL = 0;
  private static final int EV_PIT = 1;
  private static final int EV_EXIT = 2;
  private static final int EV_CRATE = 3;
  private static final int EV_PIECE = 4;

  /**
   * Slides unit u all the way in one go; units ahead of it have already moved. Each member's ray
   * says how far it could go alone and what stops it (wall, pit, its exit, a crate, a piece); the
   * unit goes as far as its most constrained member, and the events at that distance decide,
   * in the tick rule's order: a pit entered stops it, else an exit takes it out, else a wall or
   * piece stops it, else it pushes the crates.
   */
  private void slideUnit(int u, int move) {
    int d = delta[move];
    int cells = tiles.length;
    boolean forward = d > 0;
    long mask = unitMask[u];
    int kc = unitKind[u];
    long crate = km[3];
    long others = occMask & ~mask;
    int best = Integer.MAX_VALUE;
    int events = 0;
    long crates = 0;
    for (long bits = mask; bits != 0; bits &= bits - 1) {
      int p = Long.numberOfTrailingZeros(bits);
      int idx = (kc * 4 + move) * cells + p;
      long r = ray[idx];
      long blockers = others & r;
      int steps;
      int ev;
      long crateHit = 0;
      if (blockers != 0) {
        int b = forward ? Long.numberOfTrailingZeros(blockers) : 63 - Long.numberOfLeadingZeros(blockers);
        steps = Long.bitCount(r & (forward ? (1L << b) - 1 : -(2L << b)));
        if ((crate & (1L << b)) != 0) {
          ev = EV_CRATE;
          crateHit = 1L << b;
        } else {
          ev = EV_PIECE;
        }
      } else {
        steps = Long.bitCount(r);
        int end = rayEnd[idx];
        ev = end == EXIT ? EV_EXIT : tiles[end] == T_PIT && steps > 0 ? EV_PIT : EV_WALL;
      }
      if (steps < best) {
        best = steps;
        events = 0;
        crates = 0;
      }
      if (steps == best) {
        events |= 1 << ev;
        crates |= crateHit;
      }
    }
    if (best > 0) {
      mask = moveUnit(u, mask, best, d);
    }
    if ((events & (1 << EV_PIT)) != 0) {
      return;
    }
    if ((events & (1 << EV_EXIT)) != 0) {
      km[kc] &= ~mask;
      occMask &= ~mask;
      return;
    }
    if ((events & ((1 << EV_WALL) | (1 << EV_PIECE))) != 0 || kc > 1) {
      return;
    }
    // Only crates in the way of a skiddy group: push them all one cell if every target is free.
    long targets = d > 0 ? crates << d : crates >>> -d;
    if ((targets & ~floorOrPit) != 0 || (targets & occMask) != 0) {
      return;
    }
    km[3] = (crate & ~crates) | targets;
    occMask = (occMask & ~crates) | targets;
    moveUnit(u, mask, 1, d);
  }

  /** Moves the unit on cells {@code mask} by {@code steps} cells; returns its new cells. */
  private long moveUnit(int u, long mask, int steps, int d) {
    int by = steps * d;
    long moved = by > 0 ? mask << by : mask >>> -by;
    occMask = (occMask & ~mask) | moved;
    int k = unitKind[u];
    km[k] = (km[k] & ~mask) | moved;
    unitMask[u] = moved;
    return moved;
  }

  /**
   * Slides every unit one cell per tick, all at the same speed, until each has stopped or left: the
   * general rule, used when units are each ahead of the other (a group closing around another piece)
   * so that no unit can go first. In a tick, units whose next cell is their goal leave; then the
   * units that step are the largest set whose every member's next cell is free, held by a unit of
   * the set (so a ring of units slides together), or, for skiddies, a crate whose next cell is free
   * or held by the set (the unit pushes it and stops). The others stop. A unit that enters a pit
   * stops.
   */
  private void simulate(int d, int units) {
    int active = units;
    while (active > 0) {
      for (int u = 0; u < units; u++) {
        if (status[u] != ACTIVE) {
          continue;
        }
        for (int s = unitFirst[u]; s >= 0; s = unitNext[s]) {
          int k = kind[s];
          byte t = tiles[pos[s] + d];
          if ((k == 0 && t == T_RED_GOAL) || (k == 1 && t == T_BLUE_GOAL)) {
            for (int m = unitFirst[u]; m >= 0; m = unitNext[m]) {
              occ[pos[m]] = -1;
              pos[m] = -1;
            }
            status[u] = LEFT;
            active--;
            break;
          }
        }
      }
      for (int u = 0; u < units; u++) {
        moved[u] = status[u] == ACTIVE;
      }
      boolean changed = true;
      while (changed) {
        changed = false;
        for (int u = 0; u < units; u++) {
          if (moved[u] && !canStep(u, d)) {
            moved[u] = false;
            changed = true;
          }
        }
      }
      // Step: pushed crates first (their cells are then entered by their pushers), then the units.
      int crates = 0;
      for (int u = 0; u < units; u++) {
        if (!moved[u]) {
          continue;
        }
        pushing[u] = false;
        for (int s = unitFirst[u]; s >= 0; s = unitNext[s]) {
          int o = occ[pos[s] + d];
          if (o >= kindStart[3]) {
            crateBuf[crates++] = o;
            pushing[u] = true;
          }
        }
      }
      for (int i = 0; i < crates; i++) {
        occ[pos[crateBuf[i]]] = -1;
      }
      for (int u = 0; u < units; u++) {
        if (moved[u]) {
          for (int s = unitFirst[u]; s >= 0; s = unitNext[s]) {
            occ[pos[s]] = -1;
          }
        }
      }
      for (int i = 0; i < crates; i++) {
        pos[crateBuf[i]] += d;
        occ[pos[crateBuf[i]]] = crateBuf[i];
      }
      for (int u = 0; u < units; u++) {
        if (!moved[u]) {
          if (status[u] == ACTIVE) {
            status[u] = STOPPED;
            active--;
          }
          continue;
        }
        boolean pit = false;
        for (int s = unitFirst[u]; s >= 0; s = unitNext[s]) {
          pos[s] += d;
          occ[pos[s]] = s;
          pit |= tiles[pos[s]] == T_PIT;
        }
        if (pit || pushing[u]) {
          status[u] = STOPPED;
          active--;
        }
      }
    }
  }

  /** True when no member of u is held back, given the current set of stepping units. */
  private boolean canStep(int u, int d) {
    boolean skiddy = kind[unitFirst[u]] <= 1;
    for (int s = unitFirst[u]; s >= 0; s = unitNext[s]) {
      int target = pos[s] + d;
      byte t = tiles[target];
      if (t != T_FLOOR && t != T_PIT) {
        return false;
      }
      int o = occ[target];
      if (o < 0) {
        continue;
      }
      if (o < kindStart[3]) {
        if (!moved[unitOf[o]]) {
          return false;
        }
        continue;
      }
      // A crate: only a skiddy pushes it, onto floor or pit that is empty or being left.
      int beyond = target + d;
      byte tb = tiles[beyond];
      int ob = occ[beyond];
      if (!skiddy || (tb != T_FLOOR && tb != T_PIT)
          || (ob >= 0 && (ob >= kindStart[3] || unitOf[ob] == u || !moved[unitOf[ob]]))) {
        return false;
      }
    }
    return true;
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
