package org.levellab.match3;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A readable swap: the cell at (row, col), 0-based from the top left, exchanged with its right
 * neighbour ({@code vertical == false}) or the cell below. {@link #code(int)} is the engine's int;
 * {@link #toString()} and {@link #parse(String)} are its notation, such as {@code r3c2-down}.
 */
public record Swap(int row, int col, boolean vertical) {
  private static final Pattern NOTATION = Pattern.compile("r(\\d{1,2})c(\\d{1,2})-(right|down)");

  /** The swap of an engine code on an {@code size x size} board. */
  public static Swap of(int code, int size) {
    int cell = code >> 1;
    return new Swap(cell / size, cell % size, (code & 1) == 1);
  }

  /**
   * Reads the notation {@link #toString()} writes ({@code r3c2-down}, {@code r1c1-right}; 1-based).
   *
   * @throws IllegalArgumentException for anything else, showing the expected form
   */
  public static Swap parse(String notation) {
    Matcher m = NOTATION.matcher(notation == null ? "" : notation.trim());
    if (!m.matches()) {
      throw new IllegalArgumentException("'" + notation + "' is not a swap: expected like r3c2-down or r1c1-right"
          + " (row and column from 1, then the neighbour exchanged)");
    }
    int row = Integer.parseInt(m.group(1)) - 1;
    int col = Integer.parseInt(m.group(2)) - 1;
    return new Swap(row, col, m.group(3).equals("down"));
  }

  /** True when both cells of the swap lie on an {@code size x size} board. */
  public boolean fits(int size) {
    return row >= 0 && col >= 0 && row < size && col < size && (vertical ? row + 1 < size : col + 1 < size);
  }

  /** The engine's code on an {@code size x size} board; rejects a swap that leaves the board. */
  public int code(int size) {
    if (!fits(size)) {
      throw new IllegalArgumentException("swap " + this + " leaves the " + size + "x" + size + " board");
    }
    return (row * size + col) * 2 + (vertical ? 1 : 0);
  }

  /** For example {@code r3c2-down} or {@code r1c1-right}, 1-based. */
  @Override
  public String toString() {
    return "r" + (row + 1) + "c" + (col + 1) + (vertical ? "-down" : "-right");
  }
}
