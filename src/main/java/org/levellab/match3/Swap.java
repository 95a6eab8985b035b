package org.levellab.match3;

/**
 * A readable swap: the cell at (row, col), 0-based from the top left, exchanged with its right
 * neighbour ({@code vertical == false}) or the cell below. {@link #code(int)} is the engine's int.
 */
public record Swap(int row, int col, boolean vertical) {
  /** The swap of an engine code on an {@code size x size} board. */
  public static Swap of(int code, int size) {
    int cell = code >> 1;
    return new Swap(cell / size, cell % size, (code & 1) == 1);
  }

  /** The engine's code on an {@code size x size} board; rejects a swap that leaves the board. */
  public int code(int size) {
    if (row < 0 || col < 0 || row >= size || col >= size
        || (vertical ? row + 1 >= size : col + 1 >= size)) {
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
