package org.levellab.game;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * Plays a list of moves through a game's rules, stopping at the first one that is not legal with its
 * index, its notation and the rules' reason. At a chance node the list gives the outcome (in the
 * game's chance notation, such as {@code B12=7}), so a game with chance replays exactly.
 */
public final class Replay {
  private Replay() {}

  /**
   * The outcome of a replay.
   *
   * @param state the state after the last move that could be applied
   * @param applied how many moves were applied
   * @param failedIndex 0-based index of the first move that could not be applied, or -1
   * @param notation that move as written, or null
   * @param reason why it could not be applied, or null
   */
  public record Result(State state, int applied, int failedIndex, String notation, String reason) {
    /** True when every move was applied. */
    public boolean ok() {
      return failedIndex < 0;
    }

    /** True when every move was applied and the game is won. */
    public boolean won() {
      return ok() && state.isWon();
    }

    /** The error as one line, such as {@code move 7 (B12): slot 12 is covered by slot(s) 3}; null when ok. */
    public String error() {
      return ok() ? null : "move " + (failedIndex + 1) + " (" + notation + "): " + reason;
    }
  }

  /** Replays moves written in the game's notation on a copy of {@code start}. */
  public static Result moves(State start, List<String> notations) {
    Objects.requireNonNull(start, "start");
    Objects.requireNonNull(notations, "moves");
    State s = start.copy();
    for (int i = 0; i < notations.size(); i++) {
      String n = notations.get(i);
      String why = applyNotation(s, n);
      if (why != null) {
        return new Result(s, i, i, n, why);
      }
    }
    return new Result(s, notations.size(), -1, null, null);
  }

  /** Replays moves given as one text, separated by spaces or commas (see {@link #split}). */
  public static Result moves(State start, String text) {
    Objects.requireNonNull(start, "start");
    // null is not "no moves": a caller that lost its move list should hear about it
    Objects.requireNonNull(text, "moves");
    return moves(start, split(text));
  }

  /** Replays action ids on a copy of {@code start}. */
  public static Result actions(State start, int[] actions) {
    Objects.requireNonNull(start, "start");
    Objects.requireNonNull(actions, "actions");
    State s = start.copy();
    for (int i = 0; i < actions.length; i++) {
      String why = s.whyIllegal(actions[i]);
      if (why != null) {
        return new Result(s, i, i, s.actionToString(actions[i]), why);
      }
      s.apply(actions[i]);
    }
    return new Result(s, actions.length, -1, null, null);
  }

  /** Replays and throws {@link IllegalArgumentException} with {@link Result#error()} on failure. */
  public static State movesOrThrow(State start, List<String> notations) {
    Objects.requireNonNull(start, "start");
    Result r = moves(start, notations);
    if (!r.ok()) {
      throw new IllegalArgumentException(r.error());
    }
    return r.state();
  }

  /**
   * Applies one move in notation to {@code s}; returns null when applied, else the reason it could
   * not be (an unreadable notation included).
   */
  static String applyNotation(State s, String notation) {
    if (s.isTerminal()) {
      return "the game is already over";
    }
    int a;
    try {
      a = s.parseAction(notation);
    } catch (IllegalArgumentException e) {
      return e.getMessage();
    }
    String why = s.whyIllegal(a);
    if (why != null) {
      return why;
    }
    s.apply(a);
    return null;
  }

  /** Moves separated by whitespace or commas; an empty or blank text gives none. */
  public static List<String> split(String text) {
    List<String> out = new ArrayList<>();
    if (text == null || text.isBlank()) {
      return out;
    }
    for (String t : text.trim().split("[\\s,]+")) {
      out.add(t);
    }
    return out;
  }
}
