package org.levellab.tripeaks;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * A TriPeaks move, in the notation shared by the CLI, solver output and replays: {@code D} draws the
 * next stock card onto the waste, {@code B<i>} clears open board slot i (0-based, layout order) onto
 * the waste, {@code H} moves the waste top into the empty hold slot, {@code S} swaps the hold card
 * with the waste top, {@code P} plays the hold card back onto the waste (levels with {@link
 * Level#holdPlaysBack()}), emptying the slot.
 *
 * <p>Each move also has an int {@link #code()}, its action id in the common game API: the slot
 * (0..63) for a board move, then {@link #CODE_DRAW}, {@link #CODE_TO_HOLD}, {@link #CODE_SWAP}, {@link #CODE_PLAY_HOLD}.
 */
public record Move(Kind kind, int slot) {
  /** The kinds of move. */
  public enum Kind { DRAW, BOARD, TO_HOLD, SWAP, PLAY_HOLD }

  /** Most board slots a layout may have; board codes are 0 to this minus one. */
  public static final int MAX_SLOTS = Layout.MAX_SLOTS;
  public static final int CODE_DRAW = MAX_SLOTS;
  public static final int CODE_TO_HOLD = MAX_SLOTS + 1;
  public static final int CODE_SWAP = MAX_SLOTS + 2;
  public static final int CODE_PLAY_HOLD = MAX_SLOTS + 3;
  /** One more than the largest code. */
  public static final int CODES = MAX_SLOTS + 4;
  /** Moves other than board moves (D, H, S, P): a decision node lists at most slots + this many. */
  public static final int NON_BOARD = CODES - MAX_SLOTS;

  public static final Move DRAW = new Move(Kind.DRAW, -1);
  public static final Move TO_HOLD = new Move(Kind.TO_HOLD, -1);
  public static final Move SWAP = new Move(Kind.SWAP, -1);
  public static final Move PLAY_HOLD = new Move(Kind.PLAY_HOLD, -1);
  private static final Move[] BOARD = new Move[MAX_SLOTS];

  static {
    for (int i = 0; i < BOARD.length; i++) {
      BOARD[i] = new Move(Kind.BOARD, i);
    }
  }

  public Move {
    Objects.requireNonNull(kind, "kind");
    if (kind == Kind.BOARD ? slot < 0 || slot >= MAX_SLOTS : slot != -1) {
      throw new IllegalArgumentException(kind == Kind.BOARD
          ? "board move needs a slot from 0 to " + (MAX_SLOTS - 1) + ", was " + slot : kind + " takes no slot");
    }
  }

  /** Clear board slot {@code slot}. */
  public static Move board(int slot) {
    if (slot >= 0 && slot < BOARD.length) {
      return BOARD[slot];
    }
    return new Move(Kind.BOARD, slot);
  }

  /** True when {@code code} is a board move's code (a slot). */
  public static boolean isBoardCode(int code) {
    return code >= 0 && code < MAX_SLOTS;
  }

  /** The int code: the slot for a board move, {@link #CODE_DRAW}, {@link #CODE_TO_HOLD}, {@link #CODE_SWAP}, {@link #CODE_PLAY_HOLD}. */
  public int code() {
    switch (kind) {
      case BOARD: return slot;
      case DRAW: return CODE_DRAW;
      case TO_HOLD: return CODE_TO_HOLD;
      case PLAY_HOLD: return CODE_PLAY_HOLD;
      default: return CODE_SWAP;
    }
  }

  /** The move with this int code. */
  public static Move ofCode(int code) {
    switch (code) {
      case CODE_DRAW: return DRAW;
      case CODE_TO_HOLD: return TO_HOLD;
      case CODE_SWAP: return SWAP;
      case CODE_PLAY_HOLD: return PLAY_HOLD;
      default:
        if (!isBoardCode(code)) {
          throw new IllegalArgumentException("no move has code " + code);
        }
        return board(code);
    }
  }

  public boolean isBoard() {
    return kind == Kind.BOARD;
  }

  /** Parses one move: {@code D}, {@code B<i>}, {@code H}, {@code S} or {@code P} (any case). */
  public static Move parse(String token) {
    Objects.requireNonNull(token, "move");
    String t = token.trim();
    if (t.equalsIgnoreCase("D")) {
      return DRAW;
    }
    if (t.equalsIgnoreCase("H")) {
      return TO_HOLD;
    }
    if (t.equalsIgnoreCase("S")) {
      return SWAP;
    }
    if (t.equalsIgnoreCase("P")) {
      return PLAY_HOLD;
    }
    if (t.length() >= 2 && (t.charAt(0) == 'B' || t.charAt(0) == 'b')) {
      String num = t.substring(1);
      if (num.chars().allMatch(Character::isDigit)) {
        if (num.length() <= 9 && Integer.parseInt(num) < MAX_SLOTS) {
          return board(Integer.parseInt(num));
        }
        throw new IllegalArgumentException("slot " + num + " does not exist (a layout has at most " + MAX_SLOTS
            + " slots, B0 to B" + (MAX_SLOTS - 1) + ")");
      }
    }
    throw new IllegalArgumentException("unknown move '" + token + "' (expected D, H, S, P or B<slot> like B5)");
  }

  /**
   * Parses a move list separated by spaces or commas, such as {@code "B5 B0 D"}; the error names the
   * bad token and its 1-based position.
   */
  public static List<Move> parseList(String text) {
    List<Move> out = new ArrayList<>();
    if (text == null || text.isBlank()) {
      return out;
    }
    String[] tokens = text.trim().split("[\\s,]+");
    for (int i = 0; i < tokens.length; i++) {
      try {
        out.add(parse(tokens[i]));
      } catch (IllegalArgumentException e) {
        throw new IllegalArgumentException("move " + (i + 1) + ": " + e.getMessage());
      }
    }
    return out;
  }

  /** The moves in notation, space separated. */
  public static String format(List<Move> moves) {
    StringBuilder sb = new StringBuilder();
    for (Move m : moves) {
      if (sb.length() > 0) {
        sb.append(' ');
      }
      sb.append(m);
    }
    return sb.toString();
  }

  /** The notation; also how a move is written in JSON (results list moves as {@code "B3"}). */
  @Override
  public String toString() {
    switch (kind) {
      case BOARD: return "B" + slot;
      case DRAW: return "D";
      case TO_HOLD: return "H";
      case PLAY_HOLD: return "P";
      default: return "S";
    }
  }
}
