/**
 * The trace viewer: any game's {@link org.levellab.game.Playthrough} as one self-contained animated
 * HTML page ({@link org.levellab.game.view.TraceViewer}), for a file ({@code levellab replay --trace F
 * --html OUT.html}, {@code levellab play ... --html OUT.html}) or a notebook cell.
 *
 * <p>The contract with the games: a {@link org.levellab.game.view.GamePicture} draws one step ({@link
 * org.levellab.game.view.Frame}) as an {@code <svg>} element, using the class names it defines for what
 * the move touched, for hidden content and its cover and for the stages of a step, says the move in
 * the game's words and gives a {@link org.levellab.game.view.Legend legend} of its marks; a game package registers a {@link
 * org.levellab.game.view.PictureFactory} as a service, found through {@link
 * org.levellab.game.view.Pictures}. A game without one is drawn from its text by {@link
 * org.levellab.game.view.TextPicture}. Like the rest of {@code org.levellab.game}, this package names no
 * game.
 */
package org.levellab.game.view;
