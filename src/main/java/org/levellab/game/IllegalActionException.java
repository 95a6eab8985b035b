package org.levellab.game;

/** An action the rules do not allow in the current state; the message names the action and why. */
public class IllegalActionException extends IllegalArgumentException {
  private final String action;
  private final String reason;

  public IllegalActionException(String action, String reason) {
    super("illegal move " + action + ": " + reason);
    this.action = action;
    this.reason = reason;
  }

  /** The action's notation. */
  public String action() {
    return action;
  }

  /** Why it is illegal, without the action's name. */
  public String reason() {
    return reason;
  }
}
