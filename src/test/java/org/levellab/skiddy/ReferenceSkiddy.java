package org.levellab.skiddy;

import java.util.ArrayList;
import java.util.List;

/**
 * A slow, literal reading of the rules for testing the engine: pieces as objects on a 2-D board,
 * moved tick by tick, stuck groups found by flood fill, no packing, no fast path.
 */
final class ReferenceSkiddy {
  private ReferenceSkiddy() {}

  private static final class P {
    final Piece kind;
    int x;
    int y;
    boolean gone;
    int group = -1;

    P(Piece kind, int x, int y) {
      this.kind = kind;
      this.x = x;
      this.y = y;
    }
  }

  /** The board after one input. */
  static Level move(Level board, Direction d) {
    List<P> ps = new ArrayList<>();
    for (int y = 0; y < board.height(); y++) {
      for (int x = 0; x < board.width(); x++) {
        if (board.piece(x, y) != null) {
          ps.add(new P(board.piece(x, y), x, y));
        }
      }
    }
    // Groups: flood fill over same-colour skiddies touching side by side.
    int groups = 0;
    for (P p : ps) {
      if (p.kind == Piece.CRATE || p.group >= 0) {
        continue;
      }
      p.group = groups;
      if (p.kind.isSkiddy()) {
        boolean grew = true;
        while (grew) {
          grew = false;
          for (P a : ps) {
            if (a.group != groups) {
              continue;
            }
            for (P b : ps) {
              if (b.group < 0 && b.kind == a.kind && Math.abs(a.x - b.x) + Math.abs(a.y - b.y) == 1) {
                b.group = groups;
                grew = true;
              }
            }
          }
        }
      }
      groups++;
    }
    boolean[] moving = new boolean[groups];
    java.util.Arrays.fill(moving, true);
    while (true) {
      boolean any = false;
      for (int g = 0; g < groups; g++) {
        any |= moving[g];
      }
      if (!any) {
        break;
      }
      // Leaving first: a group with a skiddy next to its own goal goes out whole.
      for (int g = 0; g < groups; g++) {
        if (!moving[g]) {
          continue;
        }
        for (P p : ps) {
          if (!p.gone && p.group == g && p.kind.isSkiddy()
              && board.tile(p.x + d.dx(), p.y + d.dy()) == Tile.goalOf(p.kind)) {
            for (P q : ps) {
              if (q.group == g) {
                q.gone = true;
              }
            }
            moving[g] = false;
            break;
          }
        }
      }
      // The stepping set: start from every moving group, drop those held back, until stable.
      boolean[] steps = moving.clone();
      boolean dropped = true;
      while (dropped) {
        dropped = false;
        for (int g = 0; g < groups; g++) {
          if (steps[g] && heldBack(board, ps, g, d, steps)) {
            steps[g] = false;
            dropped = true;
          }
        }
      }
      List<P> pushed = new ArrayList<>();
      boolean[] pushes = new boolean[groups];
      for (P p : ps) {
        if (!p.gone && p.group >= 0 && steps[p.group]) {
          P o = at(ps, p.x + d.dx(), p.y + d.dy());
          if (o != null && o.kind == Piece.CRATE) {
            pushed.add(o);
            pushes[p.group] = true;
          }
        }
      }
      for (P c : pushed) {
        c.x += d.dx();
        c.y += d.dy();
      }
      for (int g = 0; g < groups; g++) {
        if (!moving[g]) {
          continue;
        }
        if (!steps[g]) {
          moving[g] = false;
          continue;
        }
        for (P p : ps) {
          if (!p.gone && p.group == g) {
            p.x += d.dx();
            p.y += d.dy();
            if (board.tile(p.x, p.y) == Tile.PIT) {
              moving[g] = false;
            }
          }
        }
        if (pushes[g]) {
          moving[g] = false;
        }
      }
    }
    Level.Builder b = new Level.Builder(board.width(), board.height());
    for (int y = 0; y < board.height(); y++) {
      for (int x = 0; x < board.width(); x++) {
        b.tile(x, y, board.tile(x, y));
      }
    }
    for (P p : ps) {
      if (!p.gone) {
        b.piece(p.x, p.y, p.kind);
      }
    }
    return b.buildBoard();
  }

  private static P at(List<P> ps, int x, int y) {
    for (P p : ps) {
      if (!p.gone && p.x == x && p.y == y) {
        return p;
      }
    }
    return null;
  }

  /** True when a member of group g cannot step, given the groups that step this tick. */
  private static boolean heldBack(Level board, List<P> ps, int g, Direction d, boolean[] steps) {
    for (P m : ps) {
      if (m.gone || m.group != g) {
        continue;
      }
      int tx = m.x + d.dx();
      int ty = m.y + d.dy();
      Tile t = board.tile(tx, ty);
      if (t != Tile.FLOOR && t != Tile.PIT) {
        return true;
      }
      P o = at(ps, tx, ty);
      if (o == null || o.group == g) {
        continue;
      }
      if (o.kind != Piece.CRATE) {
        if (!steps[o.group]) {
          return true;
        }
        continue;
      }
      if (!m.kind.isSkiddy()) {
        return true;
      }
      Tile tb = board.tile(tx + d.dx(), ty + d.dy());
      P beyond = at(ps, tx + d.dx(), ty + d.dy());
      if ((tb != Tile.FLOOR && tb != Tile.PIT)
          || (beyond != null && (beyond.kind == Piece.CRATE || beyond.group == g || !steps[beyond.group]))) {
        return true;
      }
    }
    return false;
  }
}
