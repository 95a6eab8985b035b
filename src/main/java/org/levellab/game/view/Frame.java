package org.levellab.game.view;

import java.util.List;
import java.util.Objects;
import org.levellab.game.State;

/**
 * One step of a replayed game, as the trace viewer hands it to a {@link GamePicture}.
 *
 * @param number the step's number in the trace (0 is the start)
 * @param before the state before the move, null at step 0
 * @param move the move's notation, null at step 0
 * @param chance the chance outcomes that followed the move, as the trace writes them
 * @param stages the state right after the move and after each chance outcome, in order (so a
 *     match-3 cascade or a card turning up can be drawn stage by stage); its last element is {@code
 *     after}; at step 0, just the start (after the start's own chance outcomes)
 * @param after the state after the step
 */
public record Frame(int number, State before, String move, List<String> chance, List<State> stages, State after) {
  public Frame {
    if (number < 0) {
      throw new IllegalArgumentException("a frame's number is at least 0, was " + number);
    }
    chance = List.copyOf(chance);
    stages = List.copyOf(stages);
    Objects.requireNonNull(after, "after");
    if (number > 0) {
      Objects.requireNonNull(before, "before");
      Objects.requireNonNull(move, "move");
    }
  }

  /** True for the start of the game (step 0). */
  public boolean isStart() {
    return number == 0;
  }
}
