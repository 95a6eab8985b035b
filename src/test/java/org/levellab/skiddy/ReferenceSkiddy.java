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
      boolean[] stepped = new boolean[groups];
      boolean progress = true;
      boolean anyStep = false;
      while (progress) {
        progress = false;
        for (int g = 0; g < groups; g++) {
          if (!moving[g] || stepped[g]) {
            continue;
          }
          String r = tryStep(board, ps, g, d, moving, stepped);
          if (r.equals("wait")) {
            continue;
          }
          progress = true;
          if (r.equals("stepped")) {
            stepped[g] = true;
            anyStep = true;
          } else {
            moving[g] = false;
          }
        }
      }
      for (int g = 0; g < groups; g++) {
        if (moving[g] && !stepped[g]) {
          moving[g] = false;
        }
      }
      if (!anyStep) {
        break;
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

  private static String tryStep(Level board, List<P> ps, int g, Direction d, boolean[] moving, boolean[] stepped) {
    List<P> members = new ArrayList<>();
    for (P p : ps) {
      if (!p.gone && p.group == g) {
        members.add(p);
      }
    }
    for (P m : members) {
      Tile t = board.tile(m.x + d.dx(), m.y + d.dy());
      if (m.kind.isSkiddy() && t == Tile.goalOf(m.kind)) {
        members.forEach(x -> x.gone = true);
        return "left";
      }
    }
    List<P> crates = new ArrayList<>();
    boolean wait = false;
    for (P m : members) {
      int tx = m.x + d.dx();
      int ty = m.y + d.dy();
      Tile t = board.tile(tx, ty);
      if (t != Tile.FLOOR && t != Tile.PIT) {
        return "stopped";
      }
      P o = at(ps, tx, ty);
      if (o == null || o.group == g) {
        continue;
      }
      if (o.kind == Piece.CRATE) {
        crates.add(o);
      } else if (moving[o.group] && !stepped[o.group]) {
        wait = true;
      } else {
        return "stopped";
      }
    }
    if (wait) {
      return "wait";
    }
    if (!crates.isEmpty()) {
      if (!members.get(0).kind.isSkiddy()) {
        return "stopped";
      }
      for (P c : crates) {
        Tile t = board.tile(c.x + d.dx(), c.y + d.dy());
        P beyond = at(ps, c.x + d.dx(), c.y + d.dy());
        if (beyond != null && beyond.kind != Piece.CRATE && beyond.group != g && moving[beyond.group]
            && !stepped[beyond.group]) {
          return "wait";
        }
        if ((t != Tile.FLOOR && t != Tile.PIT) || beyond != null) {
          return "stopped";
        }
      }
      for (P c : crates) {
        c.x += d.dx();
        c.y += d.dy();
      }
      for (P m : members) {
        m.x += d.dx();
        m.y += d.dy();
      }
      return "stopped";
    }
    boolean pit = false;
    for (P m : members) {
      m.x += d.dx();
      m.y += d.dy();
      pit |= board.tile(m.x, m.y) == Tile.PIT;
    }
    return pit ? "stopped" : "stepped";
  }
}
