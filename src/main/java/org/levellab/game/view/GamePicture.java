package org.levellab.game.view;

import java.util.ArrayList;
import java.util.List;

/**
 * A game's picture of one step of a game, for the trace viewer ({@link Pictures}): one
 * self-contained {@code <svg>} element (no external references, no scripts), the move in the game's
 * own words, and a legend of what the picture's marks mean.
 *
 * <p>Class names the viewer's page styles and toggles:
 * <ul>
 *   <li>{@value #MOVED}: what the step's move touched (the card played, the piece slid, the gems
 *       swapped); the page outlines it, over whatever stroke the picture's own classes give.
 *   <li>{@value #HIDDEN}: a face a player does not see (a face-down card's rank, the stock's order);
 *       shown only when the reader switches "reveal hidden cards" on.
 *   <li>{@value #COVER}: what the player sees in its place (a card back); shown only while reveal is
 *       off.
 *   <li>{@value #STAGE}: one stage of a step that happens in stages (a match-3 cascade: the swap, the
 *       clear, the fall, the refill), a group of the root with {@code data-label="..."} naming it.
 *       The page shows one stage at a time, the first on arriving at the step, and gives the step a
 *       row of stage buttons; playing goes through the stages before the next step.
 * </ul>
 * Games without hidden information use neither {@value #HIDDEN} nor {@value #COVER}.
 */
public interface GamePicture {
  /** Class of what the step's move touched. */
  String MOVED = "ll-moved";
  /** Class of hidden content, drawn only when the reader reveals hidden cards. */
  String HIDDEN = "ll-hidden";
  /** Class of the cover drawn over hidden content while it is not revealed. */
  String COVER = "ll-cover";
  /** Class of one stage of a step drawn in stages (a group with a {@code data-label}). */
  String STAGE = "ll-stage";

  /** The step drawn as one {@code <svg>} element. */
  String svg(Frame frame);

  /**
   * Every step of a game, in order, each drawn as {@link #svg}. A picture that follows something
   * through the game that no single step shows (which card of a suited deal lies on the waste after
   * a hold move) draws them here in one pass; the list has one element per frame.
   */
  default List<String> svgs(List<Frame> frames) {
    List<String> out = new ArrayList<>(frames.size());
    for (Frame f : frames) {
      out.add(svg(f));
    }
    return out;
  }

  /**
   * The step's move in the game's own words, as the move list and the caption show it ({@code 7♠ →
   * waste} rather than the slot id {@code B19}); called for frames after the start only. By default
   * the engine's notation ({@link Frame#move()}), so a game without words of its own still reads.
   */
  default String moveText(Frame frame) {
    return frame.move();
  }

  /**
   * A small legend of the picture's marks, written once under the steps: HTML made of inline {@code
   * <svg>} swatches (styled by {@link #css()}) and text, no external references; empty for none.
   */
  default String legend() {
    return "";
  }

  /**
   * CSS for the classes this picture's SVG uses, written once into the page (so frames stay small:
   * classes instead of repeated style attributes); empty when it needs none.
   */
  default String css() {
    return "";
  }
}
