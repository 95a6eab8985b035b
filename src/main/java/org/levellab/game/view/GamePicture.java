package org.levellab.game.view;

/**
 * A game's picture of one step of a game, for the trace viewer ({@link Pictures}): one
 * self-contained {@code <svg>} element (no external references, no scripts).
 *
 * <p>Class names the viewer's page styles and toggles:
 * <ul>
 *   <li>{@value #MOVED}: what the step's move touched (the card played, the piece slid, the gems
 *       swapped); the page outlines it.
 *   <li>{@value #HIDDEN}: a face a player does not see (a face-down card's rank, the stock's order);
 *       shown only when the reader switches "reveal hidden cards" on.
 *   <li>{@value #COVER}: what the player sees in its place (a card back); shown only while reveal is
 *       off.
 * </ul>
 * Games without hidden information use neither of the last two.
 */
public interface GamePicture {
  /** Class of what the step's move touched. */
  String MOVED = "ll-moved";
  /** Class of hidden content, drawn only when the reader reveals hidden cards. */
  String HIDDEN = "ll-hidden";
  /** Class of the cover drawn over hidden content while it is not revealed. */
  String COVER = "ll-cover";

  /** The step drawn as one {@code <svg>} element. */
  String svg(Frame frame);

  /**
   * CSS for the classes this picture's SVG uses, written once into the page (so frames stay small:
   * classes instead of repeated style attributes); empty when it needs none.
   */
  default String css() {
    return "";
  }
}
