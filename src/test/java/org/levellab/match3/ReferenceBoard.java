package org.levellab.match3;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.random.RandomGenerator;

/**
 * A plain, slow, readable GemGem board written straight from the paper's rules, to check the fast
 * {@link Board}. It shares nothing with it but the swap code numbering and the refill order
 * (row-major over empty cells), which both define.
 */
public final class ReferenceBoard {
  public static final int EMPTY = -1;
  public final int s;
  public final int g;
  public final int[][] cell;

  public ReferenceBoard(int s, int g, int[][] cell) {
    this.s = s;
    this.g = g;
    this.cell = cell;
  }

  public static ReferenceBoard from(Board b) {
    int[][] c = new int[b.size()][b.size()];
    for (int r = 0; r < b.size(); r++) {
      for (int k = 0; k < b.size(); k++) {
        c[r][k] = b.get(r, k);
      }
    }
    return new ReferenceBoard(b.size(), b.gems(), c);
  }

  public ReferenceBoard copy() {
    int[][] c = new int[s][];
    for (int r = 0; r < s; r++) {
      c[r] = cell[r].clone();
    }
    return new ReferenceBoard(s, g, c);
  }

  public int[] flat() {
    int[] f = new int[s * s];
    for (int r = 0; r < s; r++) {
      for (int c = 0; c < s; c++) {
        f[r * s + c] = cell[r][c];
      }
    }
    return f;
  }

  /** Every cell that belongs to some run of 3 or more equal known gems in a row or a column. */
  public boolean[][] lines() {
    boolean[][] in = new boolean[s][s];
    for (int r = 0; r < s; r++) {
      for (int c = 0; c + 2 < s; c++) {
        int v = cell[r][c];
        if (v != EMPTY && cell[r][c + 1] == v && cell[r][c + 2] == v) {
          in[r][c] = in[r][c + 1] = in[r][c + 2] = true;
        }
      }
    }
    for (int c = 0; c < s; c++) {
      for (int r = 0; r + 2 < s; r++) {
        int v = cell[r][c];
        if (v != EMPTY && cell[r + 1][c] == v && cell[r + 2][c] == v) {
          in[r][c] = in[r + 1][c] = in[r + 2][c] = true;
        }
      }
    }
    return in;
  }

  public int lineCount() {
    int k = 0;
    for (boolean[] row : lines()) {
      for (boolean b : row) {
        if (b) {
          k++;
        }
      }
    }
    return k;
  }

  /** The other cell of a swap code: {r2, c2}, or null off the board. */
  public int[] partner(int code) {
    int cellIndex = code / 2;
    int r = cellIndex / s;
    int c = cellIndex % s;
    if (code % 2 == 0) {
      return c + 1 < s ? new int[] {r, c + 1} : null;
    }
    return r + 1 < s ? new int[] {r + 1, c} : null;
  }

  public void exchange(int code) {
    int cellIndex = code / 2;
    int r = cellIndex / s;
    int c = cellIndex % s;
    int[] p = partner(code);
    int t = cell[r][c];
    cell[r][c] = cell[p[0]][p[1]];
    cell[p[0]][p[1]] = t;
  }

  /** The paper's definition: the swap of two known gems produces a board with some line. */
  public boolean valid(int code) {
    int[] p = partner(code);
    if (p == null) {
      return false;
    }
    int cellIndex = code / 2;
    if (cell[cellIndex / s][cellIndex % s] == EMPTY || cell[p[0]][p[1]] == EMPTY) {
      return false;
    }
    ReferenceBoard b = copy();
    b.exchange(code);
    return b.lineCount() > 0;
  }

  public List<Integer> validSwaps() {
    List<Integer> out = new ArrayList<>();
    for (int code = 0; code < 2 * s * s; code++) {
      if (valid(code)) {
        out.add(code);
      }
    }
    return out;
  }

  /** Clear lines, let gems fall, refill from {@code rng} until stable; returns gems cleared. */
  public int cascade(RandomGenerator rng) {
    return settle(Objects.requireNonNull(rng, "refill stream"));
  }

  /** The look-ahead cascade: the same without refills, cleared cells stay unknown. */
  public int cascadeKnown() {
    return settle(null);
  }

  private int settle(RandomGenerator rngOrNullForUnknown) {
    int total = 0;
    while (true) {
      boolean[][] in = lines();
      int k = 0;
      for (int r = 0; r < s; r++) {
        for (int c = 0; c < s; c++) {
          if (in[r][c]) {
            cell[r][c] = EMPTY;
            k++;
          }
        }
      }
      if (k == 0) {
        return total;
      }
      total += k;
      for (int c = 0; c < s; c++) {
        List<Integer> column = new ArrayList<>();
        for (int r = s - 1; r >= 0; r--) {
          if (cell[r][c] != EMPTY) {
            column.add(cell[r][c]);
          }
        }
        for (int r = s - 1, i = 0; r >= 0; r--, i++) {
          cell[r][c] = i < column.size() ? column.get(i) : EMPTY;
        }
      }
      if (rngOrNullForUnknown != null) {
        for (int r = 0; r < s; r++) {
          for (int c = 0; c < s; c++) {
            if (cell[r][c] == EMPTY) {
              cell[r][c] = rngOrNullForUnknown.nextInt(g);
            }
          }
        }
      }
    }
  }

  public int play(int code, RandomGenerator rng) {
    exchangeValid(code);
    return cascade(rng);
  }

  /** A look-ahead swap: the swap and its known cascade. */
  public int playKnown(int code) {
    exchangeValid(code);
    return cascadeKnown();
  }

  private void exchangeValid(int code) {
    if (!valid(code)) {
      throw new AssertionError("reference: invalid swap " + code);
    }
    exchange(code);
  }

  /** Cells that the swap alone puts in lines. */
  public int directScore(int code) {
    ReferenceBoard b = copy();
    b.exchange(code);
    return b.lineCount();
  }

  /** Unordered pairs of 4-adjacent equal known gems. */
  public int pairs() {
    int twice = 0;
    int[][] d = {{0, 1}, {0, -1}, {1, 0}, {-1, 0}};
    for (int r = 0; r < s; r++) {
      for (int c = 0; c < s; c++) {
        for (int[] dd : d) {
          int rr = r + dd[0];
          int cc = c + dd[1];
          if (rr >= 0 && cc >= 0 && rr < s && cc < s && cell[r][c] != EMPTY && cell[r][c] == cell[rr][cc]) {
            twice++;
          }
        }
      }
    }
    return twice / 2;
  }

  public int touching() {
    int t = 0;
    int[][] d = {{0, 1}, {0, -1}, {1, 0}, {-1, 0}};
    for (int r = 0; r < s; r++) {
      for (int c = 0; c < s; c++) {
        if (cell[r][c] == EMPTY) {
          continue;
        }
        boolean touches = false;
        for (int[] dd : d) {
          int rr = r + dd[0];
          int cc = c + dd[1];
          if (rr >= 0 && cc >= 0 && rr < s && cc < s && cell[rr][cc] == EMPTY) {
            touches = true;
          }
        }
        if (touches) {
          t++;
        }
      }
    }
    return t;
  }

  public boolean full() {
    for (int[] row : cell) {
      for (int v : row) {
        if (v == EMPTY) {
          return false;
        }
      }
    }
    return true;
  }
}
