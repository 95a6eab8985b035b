package org.levellab.game;

/**
 * A game or agent from a plug-in jar broke: one of its methods threw, or broke a promise of the
 * contract (returned null, offered no legal action in a state that is not over, chose an illegal
 * action, gave two keys for one state). The message is one line naming the game, the jar the factory
 * came from, the method, and where known the seed of the start and the step; the plug-in's own
 * exception, if any, is the cause. The CLI prints the message and exits 1: the fault is in the
 * plug-in, not in the command line.
 *
 * <p>It is an {@link IllegalStateException} so that a caller which already treats a game's broken
 * state that way (a factory that makes no game) treats a plug-in's the same.
 */
public final class PlugInFailure extends IllegalStateException {
  private final String game;
  private final String location;
  private final String method;

  PlugInFailure(String subject, String game, String location, String method, String what, String where,
      Throwable cause) {
    super(subject + " (" + location + "): " + method + " " + what + (where.isEmpty() ? "" : " (" + where + ")"), cause);
    this.game = game;
    this.location = location;
    this.method = method;
  }

  private PlugInFailure(PlugInFailure failure, String context) {
    super(failure.getMessage() + ", " + context, failure.getCause());
    this.game = failure.game;
    this.location = failure.location;
    this.method = failure.method;
    setStackTrace(failure.getStackTrace());
  }

  /** The catalogue name of the game that was being played. */
  public String game() {
    return game;
  }

  /** The jar or folder the failing factory came from (its class's code source). */
  public String location() {
    return location;
  }

  /** The method that failed, such as {@code State.apply}. */
  public String method() {
    return method;
  }

  /** The same failure with where it happened added, as the caller knows it (a playtest's game and agent). */
  public PlugInFailure in(String context) {
    return new PlugInFailure(this, context);
  }

  /** The first plug-in failure among {@code t} and its causes, or null. */
  public static PlugInFailure find(Throwable t) {
    for (Throwable c = t; c != null; c = c.getCause() == c ? null : c.getCause()) {
      if (c instanceof PlugInFailure f) {
        return f;
      }
    }
    return null;
  }

  /** What {@code t} is, in one line: its class and the first line of its message. */
  static String describe(Throwable t) {
    String m = t.getMessage();
    if (m == null || m.isBlank()) {
      return t.getClass().getName();
    }
    int nl = m.indexOf('\n');
    return t.getClass().getName() + ": " + (nl < 0 ? m : m.substring(0, nl)).strip();
  }
}
