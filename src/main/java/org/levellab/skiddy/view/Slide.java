package org.levellab.skiddy.view;

import java.util.ArrayList;
import java.util.List;
import org.levellab.skiddy.Direction;
import org.levellab.skiddy.Level;
import org.levellab.skiddy.Piece;
import org.levellab.skiddy.Tile;

/**
 * What one input did to each piece, read from the boards before and after it: where each piece that
 * moved came from, and which skiddies left.
 *
 * <p>The states keep no identity of pieces (pieces of a kind are interchangeable), but the rules
 * make it recoverable. Every piece moves only along the input, so it stays in its row (or column)
 * and, since blocks and goals stop everything, in its stretch of floor and pits between two of them.
 * Nothing passes through anything else, so within a stretch the pieces that stay keep their order.
 * Skiddies leave by whole stuck groups (a lone skiddy is a group of one), and a group leaves only if
 * one of its members has its goal at the front of its stretch. So the slide is the choice of leaving
 * groups (with the right count per colour) under which every stretch's remaining pieces, matched
 * in order, are the pieces after the move, each of its kind and none moved backwards. A board holds
 * at most twelve pieces, so trying every choice is cheap; when several fit (two groups that look
 * alike from both boards) the first in a fixed order is taken, which can only misplace a trail.
 *
 * @param direction the input
 * @param moved the pieces that changed cell, from where to where
 * @param left the skiddies that left, from where to where they are drawn leaving: the member that
 *     went through its goal on the goal, the rest of its group beside it as the group is rigid
 */
record Slide(Direction direction, List<Path> moved, List<Path> left) {
  /** A piece's way during the input, from cell (fromX, fromY) to cell (toX, toY). */
  record Path(Piece piece, int fromX, int fromY, int toX, int toY) {}

  Slide {
    moved = List.copyOf(moved);
    left = List.copyOf(left);
  }

  /**
   * The slide that turned {@code before} into {@code after} under {@code direction}.
   *
   * @throws IllegalArgumentException when no input in that direction can do that (other tiles, a
   *     piece out of its line or order, a skiddy gone with no goal ahead of its group)
   */
  static Slide of(Level before, Level after, Direction direction) {
    int w = before.width();
    int h = before.height();
    if (after.width() != w || after.height() != h) {
      throw new IllegalArgumentException("the boards differ in size");
    }
    for (int y = 0; y < h; y++) {
      for (int x = 0; x < w; x++) {
        if (before.tile(x, y) != after.tile(x, y)) {
          throw new IllegalArgumentException("the boards have different tiles at column " + x + ", row " + y);
        }
      }
    }
    List<int[]> stretches = stretches(before, direction);
    int[] stretchOf = new int[w * h];
    int[] placeOf = new int[w * h];
    java.util.Arrays.fill(stretchOf, -1);
    for (int s = 0; s < stretches.size(); s++) {
      int[] cells = stretches.get(s);
      for (int i = 0; i < cells.length - 1; i++) {
        stretchOf[cells[i]] = s;
        placeOf[cells[i]] = i;
      }
    }
    int[] groupOf = groups(before);
    int groups = 0;
    for (int g : groupOf) {
      groups = Math.max(groups, g + 1);
    }
    long[] members = new long[groups];
    boolean[] canLeave = new boolean[groups];
    int[] goneOf = new int[2];
    for (int c = 0; c < w * h; c++) {
      if (groupOf[c] >= 0) {
        members[groupOf[c]] |= 1L << c;
        Piece p = before.piece(c % w, c / w);
        int[] cells = stretches.get(stretchOf[c]);
        canLeave[groupOf[c]] |= before.tile(cells[cells.length - 1] % w, cells[cells.length - 1] / w)
            == Tile.goalOf(p);
        goneOf[p.ordinal()]++;
      }
      Piece q = after.piece(c % w, c / w);
      if (q != null && q.isSkiddy()) {
        goneOf[q.ordinal()]--;
      }
    }
    for (int choice = 0; choice < 1 << groups; choice++) {
      long gone = 0;
      int[] count = new int[2];
      boolean possible = true;
      for (int g = 0; g < groups && possible; g++) {
        if ((choice >>> g & 1) != 0) {
          possible = canLeave[g];
          gone |= members[g];
          count[before.piece(Long.numberOfTrailingZeros(members[g]) % w, Long.numberOfTrailingZeros(members[g]) / w)
              .ordinal()] += Long.bitCount(members[g]);
        }
      }
      if (!possible || count[0] != goneOf[0] || count[1] != goneOf[1]) {
        continue;
      }
      List<Path> moved = matchStay(before, after, stretches, gone);
      if (moved != null) {
        return new Slide(direction, moved, leaving(before, direction, stretches, stretchOf, placeOf, members, choice));
      }
    }
    throw new IllegalArgumentException("no input " + direction + " turns the first board into the second");
  }

  /**
   * Every stretch of floor and pits along the direction: its cells (as {@code y * width + x}) from
   * rear to front, then the cell just ahead of its front (a block or a goal).
   */
  private static List<int[]> stretches(Level level, Direction d) {
    int w = level.width();
    boolean vertical = d.dx() == 0;
    int lines = vertical ? w : level.height();
    int length = vertical ? level.height() : w;
    List<int[]> out = new ArrayList<>();
    for (int line = 0; line < lines; line++) {
      int[] cells = new int[length];
      for (int i = 0; i < length; i++) {
        int along = d.dx() + d.dy() > 0 ? i : length - 1 - i;
        cells[i] = vertical ? along * w + line : line * w + along;
      }
      int i = 0;
      while (i < length) {
        if (!open(level, cells[i], w)) {
          i++;
          continue;
        }
        int end = i;
        while (open(level, cells[end], w)) {
          end++;
        }
        out.add(java.util.Arrays.copyOfRange(cells, i, end + 1));
        i = end;
      }
    }
    return out;
  }

  private static boolean open(Level level, int cell, int w) {
    Tile t = level.tile(cell % w, cell / w);
    return t == Tile.FLOOR || t == Tile.PIT;
  }

  /** Stuck groups of skiddies (same colour, side by side) numbered from 0 per cell, -1 elsewhere. */
  private static int[] groups(Level level) {
    int w = level.width();
    int n = w * level.height();
    int[] group = new int[n];
    java.util.Arrays.fill(group, -1);
    int next = 0;
    int[] stack = new int[n];
    for (int c = 0; c < n; c++) {
      Piece p = level.piece(c % w, c / w);
      if (p == null || !p.isSkiddy() || group[c] >= 0) {
        continue;
      }
      int top = 0;
      stack[top++] = c;
      group[c] = next;
      while (top > 0) {
        int at = stack[--top];
        for (int nb : new int[] {at - w, at + w, at % w > 0 ? at - 1 : -1, at % w < w - 1 ? at + 1 : -1}) {
          if (nb >= 0 && nb < n && group[nb] < 0 && level.piece(nb % w, nb / w) == p) {
            group[nb] = next;
            stack[top++] = nb;
          }
        }
      }
      next++;
    }
    return group;
  }

  /** The moves of the pieces that stay, when the cells {@code gone} left; null when they cannot. */
  private static List<Path> matchStay(Level before, Level after, List<int[]> stretches, long gone) {
    int w = before.width();
    List<Path> moved = new ArrayList<>();
    for (int[] cells : stretches) {
      int k = 0;
      for (int i = 0; i < cells.length - 1; i++) {
        Piece now = after.piece(cells[i] % w, cells[i] / w);
        if (now == null) {
          continue;
        }
        // The k-th staying piece of the stretch, rear first, must be this one.
        int from = -1;
        for (int j = 0, seen = 0; j < cells.length - 1; j++) {
          if (before.piece(cells[j] % w, cells[j] / w) != null && (gone >>> cells[j] & 1) == 0 && seen++ == k) {
            from = j;
            break;
          }
        }
        if (from < 0 || from > i || before.piece(cells[from] % w, cells[from] / w) != now) {
          return null;
        }
        if (from != i) {
          moved.add(new Path(now, cells[from] % w, cells[from] / w, cells[i] % w, cells[i] / w));
        }
        k++;
      }
      int staying = 0;
      for (int j = 0; j < cells.length - 1; j++) {
        if (before.piece(cells[j] % w, cells[j] / w) != null && (gone >>> cells[j] & 1) == 0) {
          staying++;
        }
      }
      if (staying != k) {
        return null;
      }
    }
    return moved;
  }

  /**
   * Where the leaving groups are drawn: the group slid rigidly until a member stood before its goal,
   * then went through; so every member is shown that far along plus one cell.
   */
  private static List<Path> leaving(Level before, Direction d, List<int[]> stretches, int[] stretchOf,
      int[] placeOf, long[] members, int choice) {
    int w = before.width();
    List<Path> left = new ArrayList<>();
    for (int g = 0; g < members.length; g++) {
      if ((choice >>> g & 1) == 0) {
        continue;
      }
      int steps = Integer.MAX_VALUE;
      for (long m = members[g]; m != 0; m &= m - 1) {
        int c = Long.numberOfTrailingZeros(m);
        int[] cells = stretches.get(stretchOf[c]);
        int ahead = cells[cells.length - 1];
        if (before.tile(ahead % w, ahead / w) == Tile.goalOf(before.piece(c % w, c / w))) {
          steps = Math.min(steps, cells.length - 1 - placeOf[c]);
        }
      }
      for (long m = members[g]; m != 0; m &= m - 1) {
        int c = Long.numberOfTrailingZeros(m);
        int toX = Math.max(0, Math.min(w - 1, c % w + steps * d.dx()));
        int toY = Math.max(0, Math.min(before.height() - 1, c / w + steps * d.dy()));
        left.add(new Path(before.piece(c % w, c / w), c % w, c / w, toX, toY));
      }
    }
    return left;
  }
}
