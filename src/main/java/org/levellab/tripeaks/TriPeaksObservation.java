package org.levellab.tripeaks;

import java.util.Arrays;
import java.util.Objects;
import org.levellab.cards.Rank;
import org.levellab.game.Observation;

/**
 * What a TriPeaks player sees: the level, each board slot's card if it is face up (its rank; negative
 * once cleared; 0 face down), the waste pile bottom to top (every card that has come onto it, as a
 * player who watched the game knows them), the hold card, how many stock cards are left, every
 * slot's wall damage (-1: no wall) and, at a chance node, which card is turning up. Two states with
 * the same observation differ only in face-down cards and the order of the stock.
 */
public record TriPeaksObservation(Level level, int[] board, int[] waste, int hold, int stockLeft, int[] walls,
    String turningUp) implements Observation {
  public TriPeaksObservation {
    Objects.requireNonNull(level, "level");
    Objects.requireNonNull(turningUp, "turningUp");
    board = board.clone();
    waste = waste.clone();
    walls = walls.clone();
  }

  /** Each slot's card: its rank when face up, negative once cleared, 0 face down (a copy). */
  @Override
  public int[] board() {
    return board.clone();
  }

  /** The waste pile, bottom to top (a copy). */
  @Override
  public int[] waste() {
    return waste.clone();
  }

  /** Each slot's wall damage: -1 no wall, 0..2 standing, 3 broken (a copy). */
  @Override
  public int[] walls() {
    return walls.clone();
  }

  /** The rank of a face-up board card (cleared or not), 0 when face down. */
  public int rankAt(int slot) {
    return Math.abs(board[slot]);
  }

  /** True when the slot's card is face up and still on the board. */
  public boolean isOnBoardFaceUp(int slot) {
    return board[slot] > 0;
  }

  /** The waste top's rank, 0 when the waste is empty. */
  public int wasteTop() {
    return waste.length == 0 ? 0 : waste[waste.length - 1];
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof TriPeaksObservation t && level.equals(t.level) && Arrays.equals(board, t.board)
        && Arrays.equals(waste, t.waste) && hold == t.hold && stockLeft == t.stockLeft
        && Arrays.equals(walls, t.walls) && turningUp.equals(t.turningUp);
  }

  @Override
  public int hashCode() {
    return Objects.hash(level, Arrays.hashCode(board), Arrays.hashCode(waste), hold, stockLeft,
        Arrays.hashCode(walls), turningUp);
  }

  /** {@code board 0=5 1=9 3=_ 4=x5 ... | waste 3 9 | hold - | stock 22}: _ face down, x cleared. */
  @Override
  public String toString() {
    StringBuilder sb = new StringBuilder("board");
    for (int s = 0; s < board.length; s++) {
      sb.append(' ').append(s).append('=');
      if (board[s] == 0) {
        sb.append('_');
      } else {
        sb.append(board[s] < 0 ? "x" : "").append(Rank.of(Math.abs(board[s])).label());
      }
      if (walls[s] >= 0 && walls[s] < 3) {
        sb.append("[wall ").append(walls[s]).append(']');
      }
    }
    sb.append(" | waste");
    for (int r : waste) {
      sb.append(' ').append(Rank.of(r).label());
    }
    sb.append(" | hold ").append(hold == 0 ? "-" : Rank.of(hold).label()).append(" | stock ").append(stockLeft);
    if (!turningUp.isEmpty()) {
      sb.append(" | turning up ").append(turningUp);
    }
    return sb.toString();
  }
}
