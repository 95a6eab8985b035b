package org.levellab.tripeaks;

import java.util.List;
import java.util.Objects;

/** Plays a move list through the rules ({@link TriPeaksState}), stopping at the first illegal move. */
public final class Replay {
  private Replay() {}

  /**
   * The outcome of a replay.
   *
   * @param state the state after the last legal move
   * @param applied how many moves were applied
   * @param failedIndex 0-based index of the first illegal move, or -1 when all were legal
   * @param error null when all were legal, else "move 7 (B12): slot 12 is covered by slot(s) 3"
   */
  public record Result(TriPeaksState state, int applied, int failedIndex, String error) {
    /** True when every move was legal. */
    public boolean ok() {
      return failedIndex < 0;
    }

    /** True when every move was legal and the board is empty. */
    public boolean won() {
      return ok() && state.isWon();
    }
  }

  /** Replays {@code moves} on {@code deal} (checked against the level's card counts). */
  public static Result replay(Level level, Deal deal, List<Move> moves) {
    Objects.requireNonNull(moves, "moves");
    TriPeaksState s = TriPeaksState.start(level, deal);
    for (int i = 0; i < moves.size(); i++) {
      Move m = moves.get(i);
      String why = s.whyIllegal(m);
      if (why != null) {
        return new Result(s, i, i, "move " + (i + 1) + " (" + m + "): " + why);
      }
      s.apply(m);
    }
    return new Result(s, moves.size(), -1, null);
  }

  /** Replays and throws {@link IllegalArgumentException} with the error when a move is illegal. */
  public static TriPeaksState replayOrThrow(Level level, Deal deal, List<Move> moves) {
    Result r = replay(level, deal, moves);
    if (!r.ok()) {
      throw new IllegalArgumentException(r.error());
    }
    return r.state();
  }
}
