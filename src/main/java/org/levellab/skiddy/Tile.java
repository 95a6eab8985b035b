package org.levellab.skiddy;

/** What a cell of the board is made of; pieces stand on floor and pits. */
public enum Tile {
  FLOOR('.'), BLOCK('#'), PIT('o'), RED_GOAL('R'), BLUE_GOAL('B');

  private final char symbol;

  Tile(char symbol) {
    this.symbol = symbol;
  }

  /** The character of this tile in the level text format. */
  public char symbol() {
    return symbol;
  }

  public boolean isGoal() {
    return this == RED_GOAL || this == BLUE_GOAL;
  }

  /** The goal of a colour. */
  public static Tile goalOf(Piece skiddy) {
    return switch (skiddy) {
      case RED -> RED_GOAL;
      case BLUE -> BLUE_GOAL;
      default -> throw new IllegalArgumentException(skiddy + " has no goal: only skiddies leave the level");
    };
  }
}
