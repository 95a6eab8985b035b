package org.levellab.search;

/**
 * A game seen as a graph of states packed into {@code long}s: the fast interface of the {@link
 * StateGraphAnalyzer}. The game description is immutable; a state is a plain value, so a state is
 * "cloned" by copying a long and a move is a pure function.
 *
 * <p>Moves are numbered {@code 0 .. maxMoves()-1} (for a sliding puzzle, the four directions). A move
 * that is not legal in a state gives {@link #NONE}; a move that changes nothing may return the state
 * itself (the analyzer ignores such self-loops).
 *
 * <p>Each transition carries tags, a small bit set (bits 0 to 7) whose meaning the game defines; the
 * analyzer uses them to define solution classes without knowing the game: a solution "of a class" is
 * a path to a win that never takes a transition with one of the class's forbidden tags (see {@link
 * SolutionClass}). A sliding puzzle, for example, tags the moves that clear only part of a colour.
 */
public interface PackedStateSpace {
  /** The "no such move" value; never a valid packed state. */
  long NONE = Long.MIN_VALUE;

  /** The root state. */
  long initial();

  /** An upper bound on move numbers: moves are {@code 0 .. maxMoves()-1}. */
  int maxMoves();

  /**
   * How many move numbers to try in a state: moves {@code 0 .. moveCount(state)-1} (by default all
   * {@link #maxMoves()}). Games with a varying number of moves override it to save calls.
   */
  default int moveCount(long state) {
    return maxMoves();
  }

  /** The state after {@code move}, or {@link #NONE} when the move is not legal here. */
  long next(long state, int move);

  /** True when the state is won; won states are terminal (never expanded). */
  boolean isWin(long state);

  /** The tags (bits 0 to 7) of the transition {@code from --move--> to}; 0 when the game has none. */
  default int tags(long from, int move, long to) {
    return 0;
  }

  /** A short name for a move in a state (for example {@code U}), used to print solutions. */
  default String moveName(long state, int move) {
    return Integer.toString(move);
  }
}
