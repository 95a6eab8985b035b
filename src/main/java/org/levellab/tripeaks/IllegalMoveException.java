package org.levellab.tripeaks;

/** A move that the rules do not allow in the current state; the message says which move and why. */
public final class IllegalMoveException extends IllegalArgumentException {
  private final transient Move move;
  private final String reason;

  public IllegalMoveException(Move move, String reason) {
    super("illegal move " + move + ": " + reason);
    this.move = move;
    this.reason = reason;
  }

  public Move move() {
    return move;
  }

  /** Why the move is illegal, without the move's name. */
  public String reason() {
    return reason;
  }
}
