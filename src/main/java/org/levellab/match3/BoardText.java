package org.levellab.match3;

/**
 * Boards as text: one row per line (or rows separated by '/'), gem types as letters A, B, C...,
 * '.' for an unknown cell. Used by the golden traces, the CLI and notebooks.
 */
public final class BoardText {
  private BoardText() {}

  /** Rows of letters separated by '/'. */
  public static String format(Board b) {
    StringBuilder sb = new StringBuilder();
    for (int r = 0; r < b.size(); r++) {
      if (r > 0) {
        sb.append('/');
      }
      for (int c = 0; c < b.size(); c++) {
        int v = b.get(r, c);
        sb.append(v == Board.EMPTY ? '.' : (char) ('A' + v));
      }
    }
    return sb.toString();
  }

  /**
   * Parses a board of {@code gems} types: rows separated by '/' or new lines, all of the same length
   * s (4..8), s rows. Errors name the row and column.
   */
  public static Board parse(String text, int gems) {
    if (text == null || text.isBlank()) {
      throw new IllegalArgumentException("board text is empty");
    }
    String[] rows = text.trim().split("\\s*[/\\n]\\s*");
    int s = rows.length;
    if (s < Match3.MIN_SIZE || s > Match3.MAX_SIZE) {
      throw new IllegalArgumentException("board has " + s + " rows, must have "
          + Match3.MIN_SIZE + ".." + Match3.MAX_SIZE);
    }
    Match3 game = new Match3(s, gems);
    int[] cells = new int[s * s];
    for (int r = 0; r < s; r++) {
      String row = rows[r];
      if (row.length() != s) {
        throw new IllegalArgumentException("board row " + (r + 1) + " '" + row + "' has "
            + row.length() + " cells, expected " + s + " (a square board)");
      }
      for (int c = 0; c < s; c++) {
        char ch = Character.toUpperCase(row.charAt(c));
        if (ch == '.') {
          cells[r * s + c] = Board.EMPTY;
        } else if (ch >= 'A' && ch < 'A' + gems) {
          cells[r * s + c] = ch - 'A';
        } else {
          throw new IllegalArgumentException("board row " + (r + 1) + ", column " + (c + 1)
              + ": '" + row.charAt(c) + "' is not a gem (A.." + (char) ('A' + gems - 1) + " or '.')");
        }
      }
    }
    return Board.of(game, cells);
  }
}
