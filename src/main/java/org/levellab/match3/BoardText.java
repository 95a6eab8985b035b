package org.levellab.match3;

import java.util.ArrayList;
import java.util.List;
import org.levellab.core.DataLines;

/**
 * Boards as text: one row per line (or rows separated by '/'), gem types as letters A, B, C...,
 * '.' for an unknown cell; {@code #} starts a comment. Cells are named {@code r<row>c<col>}, 1-based
 * from the top left, as in {@link Swap}'s notation. Used by level files, traces, the CLI and
 * notebooks.
 */
public final class BoardText {
  private BoardText() {}

  /** Rows of letters separated by '/'. */
  public static String format(Board b) {
    return join(b, "/");
  }

  /** One row per line, each ending with a new line: the level file format. */
  public static String lines(Board b) {
    return join(b, "\n") + "\n";
  }

  private static String join(Board b, String between) {
    StringBuilder sb = new StringBuilder();
    for (int r = 0; r < b.size(); r++) {
      if (r > 0) {
        sb.append(between);
      }
      for (int c = 0; c < b.size(); c++) {
        sb.append(letter(b.get(r, c)));
      }
    }
    return sb.toString();
  }

  /** The letter of a gem type ('A' for 0), or '.' for {@link Board#EMPTY}. */
  public static char letter(int gem) {
    return gem == Board.EMPTY ? '.' : (char) ('A' + gem);
  }

  /** The gem type of a letter (either case) among {@code gems} types, or -1 if it names none. */
  public static int gem(char letter, int gems) {
    int v = Character.toUpperCase(letter) - 'A';
    return v >= 0 && v < gems ? v : -1;
  }

  /** The name of cell {@code index} (row-major) on an {@code size x size} board, such as {@code r1c4}. */
  public static String cell(int index, int size) {
    return "r" + (index / size + 1) + "c" + (index % size + 1);
  }

  /**
   * Parses a board of {@code gems} types: rows separated by '/' or new lines, all of the same length
   * s (4..8), s rows. Errors name the row and column.
   */
  public static Board parse(String text, int gems) {
    return parse(text, gems, 0, null).board();
  }

  /**
   * Parses a level of {@code game}: its size, every cell a known gem, and no line (a game starts on
   * a stable board). Errors name the source, its line and the cell.
   */
  public static Board parseLevel(String text, Match3 game, String source) {
    Parsed p = parse(text, game.gems(), game.size(), source);
    Board b = p.board();
    int unknown = b.nextEmpty(0);
    if (unknown >= 0) {
      throw new IllegalArgumentException(p.where(unknown) + "'.' (an unknown cell) has no place in a level:"
          + " every cell holds a gem");
    }
    long lines = b.findLines();
    if (lines != 0) {
      int first = Long.numberOfTrailingZeros(lines);
      throw new IllegalArgumentException(p.where(first) + letter(b.get(first / b.size(), first % b.size()))
          + " is in a line of 3 or more: a level starts without lines");
    }
    return b;
  }

  /** A parsed board and the text line of each row, for messages. */
  private record Parsed(Board board, int[] lineOfRow, String source) {
    String where(int cell) {
      int s = board.size();
      return prefix(source, lineOfRow[cell / s]) + "board row " + (cell / s + 1) + ", column " + (cell % s + 1) + ": ";
    }
  }

  private static String prefix(String source, int line) {
    return source == null ? "" : source + " line " + line + ": ";
  }

  /** @param size the board size the rows must have, or 0 for any size in 4..8 */
  private static Parsed parse(String text, int gems, int size, String source) {
    List<String> rows = new ArrayList<>();
    List<Integer> lineNumbers = new ArrayList<>();
    for (DataLines.Line line : DataLines.of(text == null ? "" : text)) {
      for (String row : line.text().split("/")) {
        rows.add(row.trim());
        lineNumbers.add(line.number());
      }
    }
    String file = source == null ? "" : source + ": ";
    if (rows.isEmpty()) {
      throw new IllegalArgumentException(file + "board text is empty");
    }
    int s = rows.size();
    if (size > 0 && s != size) {
      throw new IllegalArgumentException(file + "board has " + s + " rows, the " + size + "x" + size
          + " game needs " + size);
    }
    if (s < Match3.MIN_SIZE || s > Match3.MAX_SIZE) {
      throw new IllegalArgumentException(file + "board has " + s + " rows, must have "
          + Match3.MIN_SIZE + ".." + Match3.MAX_SIZE);
    }
    Match3 game = new Match3(s, gems);
    int[] cells = new int[s * s];
    int[] lineOfRow = new int[s];
    for (int r = 0; r < s; r++) {
      String row = rows.get(r);
      lineOfRow[r] = lineNumbers.get(r);
      String at = prefix(source, lineOfRow[r]) + "board row " + (r + 1);
      if (row.length() != s) {
        throw new IllegalArgumentException(at + " '" + row + "' has " + row.length() + " cells, expected " + s
            + " (a square board)");
      }
      for (int c = 0; c < s; c++) {
        char ch = row.charAt(c);
        int v = ch == '.' ? Board.EMPTY : gem(ch, gems);
        if (ch != '.' && v < 0) {
          throw new IllegalArgumentException(at + ", column " + (c + 1) + ": '" + ch + "' is not a gem (A.."
              + letter(gems - 1) + " or '.')");
        }
        cells[r * s + c] = v;
      }
    }
    return new Parsed(Board.of(game, cells), lineOfRow, source);
  }
}
