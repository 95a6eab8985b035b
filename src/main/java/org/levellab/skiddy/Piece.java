package org.levellab.skiddy;

/**
 * The pieces: red and blue skiddies (slide, leave through a goal of their colour), ice cubes (slide,
 * never leave) and crates (do not slide; pushed one cell by a skiddy).
 */
public enum Piece {
  RED('r'), BLUE('b'), ICE('i'), CRATE('c');

  private final char symbol;

  Piece(char symbol) {
    this.symbol = symbol;
  }

  /** The character of this piece in the level text format. */
  public char symbol() {
    return symbol;
  }

  public boolean isSkiddy() {
    return this == RED || this == BLUE;
  }

  /** True for the pieces that slide when a move is input. */
  public boolean slides() {
    return this != CRATE;
  }
}
