package org.levellab.match3.view;

import java.util.ArrayList;
import java.util.List;
import org.levellab.game.State;
import org.levellab.game.view.Frame;
import org.levellab.match3.Board;
import org.levellab.match3.GemGemState;

/**
 * A match-3 step as a row of panels, one per stage of the {@link Frame}: what the swap did, then
 * what each refill did.
 *
 * <p>A stage's state is taken after its lines were cleared and the gems above fell, which hides the
 * lines themselves; a panel instead shows the stage's board just before that clear: the board right
 * after the swap for the first panel, and the board right after the refill for the others, with the
 * cells its lines clear marked. A refill that does not complete the board clears nothing, and then
 * the panel's board is the stage's own. The empty cells a clear leaves show in the next panel.
 *
 * <p>Between two clears a stage differs from the one before by one gem; a panel records the cells
 * refilled since the last clear so that the picture can draw only what changed.
 */
final class Cascade {
  private Cascade() {}

  /**
   * One panel.
   *
   * @param board the board drawn (cells being refilled are {@link Board#EMPTY})
   * @param cleared the cells its lines clear, one bit per cell (row-major)
   * @param filled the cell the refill filled, -1 for the swap's panel and the start
   * @param refilled the cells refilled since the last clear, this panel's included
   * @param swapped the two cells of the swap on the swap's panel, else none
   * @param label the swap's or the refill's notation, or {@code start}
   */
  record Panel(Board board, long cleared, int filled, long refilled, int[] swapped, String label) {
    /** Gems its lines clear: the points it scores. */
    int points() {
      return Long.bitCount(cleared);
    }
  }

  /** The panels of a frame: as many as its stages. */
  static List<Panel> of(Frame frame) {
    if (frame.isStart()) {
      return List.of(new Panel(state(frame.after()).board(), 0, -1, 0, new int[0], "start"));
    }
    List<Panel> panels = new ArrayList<>(frame.stages().size());
    GemGemState before = state(frame.before());
    int swap = before.parseAction(frame.move());
    Board swapped = before.board();
    swapped.swap(swap);
    int first = swap >> 1;
    int second = first + ((swap & 1) == 1 ? swapped.size() : 1);
    panels.add(new Panel(swapped, swapped.findLines(), -1, 0, new int[] {first, second}, frame.move()));
    long refilled = 0;
    for (int k = 1; k < frame.stages().size(); k++) {
      GemGemState stage = state(frame.stages().get(k - 1));
      // Traces may annotate an outcome with a [note]; the replay ignores it, so does the picture.
      String outcome = frame.chance().get(k - 1).replaceFirst("\\[[^\\]]*]$", "");
      Board board = stage.board();
      int cell = board.nextEmpty(0);
      board.fill(cell, stage.parseAction(outcome));
      refilled |= 1L << cell;
      panels.add(new Panel(board, board.isFull() ? board.findLines() : 0, cell, refilled, new int[0], outcome));
      if (board.isFull()) {
        refilled = 0;
      }
    }
    return panels;
  }

  private static GemGemState state(State s) {
    if (!(s instanceof GemGemState g)) {
      throw new IllegalArgumentException("the match-3 picture draws match-3 states, not " + s.getClass().getSimpleName());
    }
    return g;
  }
}
