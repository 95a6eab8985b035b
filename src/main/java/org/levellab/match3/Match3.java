package org.levellab.match3;

import java.util.random.RandomGenerator;

/**
 * The immutable description of a GemGem game (Hadar and Samuel, "Crushing Candy Crush"): an
 * {@code s x s} board of {@code g} gem types. Boards ({@link Board}) are the mutable states.
 *
 * <p>Rules, in one place ({@link Board} implements them): a swap of two adjacent gems is valid only
 * if it creates a horizontal or vertical line of 3 or more equal gems; only gems in lines are
 * cleared (not whole clusters); gems above fall; empty cells are refilled uniformly at random (the
 * chance step, from an explicit random stream); this repeats until no line is left (a cascade, which
 * scores the number of gems it cleared). The initial board has no lines. The game is over when no
 * valid swap exists. A game is won when its score reaches a target c ({@link GemGem}).
 */
public record Match3(int size, int gems) {
  public static final int MIN_SIZE = 4;
  public static final int MAX_SIZE = 8;
  public static final int MIN_GEMS = 4;
  public static final int MAX_GEMS = 7;

  public Match3 {
    checkSize(size);
    checkGems(gems);
  }

  /** Rejects a board size outside {@value #MIN_SIZE}..{@value #MAX_SIZE}. */
  public static int checkSize(int size) {
    if (size < MIN_SIZE || size > MAX_SIZE) {
      throw new IllegalArgumentException(
          "board size s must be in " + MIN_SIZE + ".." + MAX_SIZE + ", was " + size);
    }
    return size;
  }

  /** Rejects a gem type count outside {@value #MIN_GEMS}..{@value #MAX_GEMS}. */
  public static int checkGems(int gems) {
    if (gems < MIN_GEMS || gems > MAX_GEMS) {
      throw new IllegalArgumentException(
          "gem type count g must be in " + MIN_GEMS + ".." + MAX_GEMS + ", was " + gems);
    }
    return gems;
  }

  /** The paper's test setting: s = 6, g = 4. */
  public static Match3 paper() {
    return new Match3(6, 4);
  }

  /** Cells on the board, {@code s^2}. */
  public int cells() {
    return size * size;
  }

  /**
   * How an initial board is drawn. Both fill the cells in row-major order, each uniformly among the
   * gem types the rule allows there (with g >= 4 at least two are always allowed).
   */
  public enum Start {
    /**
     * No line: a cell avoids the type of the two cells to its left if they are equal, and of the two
     * above (the paper's text: "initialized such that there are no sequences"). The default, and
     * the construction every seeded number of this project uses.
     */
    NO_LINES,
    /**
     * No adjacent equal pair at all: a cell avoids the types of its left and upper neighbours. What
     * the paper's published code does (seen by running it side by side with this engine): a stricter board with
     * fewer valid swaps at the start.
     */
    NO_PAIRS
  }

  /**
   * A new initial board without lines ({@link Start#NO_LINES}). The board may have no valid swap at
   * all: that game is over before it starts, as the rules say.
   */
  public Board newBoard(RandomGenerator rng) {
    return newBoard(rng, Start.NO_LINES);
  }

  /** A new initial board drawn by the given construction. */
  public Board newBoard(RandomGenerator rng, Start start) {
    int[] cells = new int[size * size];
    int[] allowed = new int[gems];
    boolean noPairs = start == Start.NO_PAIRS;
    for (int r = 0; r < size; r++) {
      for (int c = 0; c < size; c++) {
        int k = 0;
        for (int v = 0; v < gems; v++) {
          boolean left;
          boolean up;
          if (noPairs) {
            left = c >= 1 && cells[r * size + c - 1] == v;
            up = r >= 1 && cells[(r - 1) * size + c] == v;
          } else {
            left = c >= 2 && cells[r * size + c - 1] == v && cells[r * size + c - 2] == v;
            up = r >= 2 && cells[(r - 1) * size + c] == v && cells[(r - 2) * size + c] == v;
          }
          if (!left && !up) {
            allowed[k++] = v;
          }
        }
        cells[r * size + c] = allowed[rng.nextInt(k)];
      }
    }
    return Board.of(this, cells);
  }
}
