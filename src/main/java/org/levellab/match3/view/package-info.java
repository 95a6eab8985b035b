/**
 * Pictures of match-3 games for the trace viewer ({@link org.levellab.game.view}): {@link
 * org.levellab.match3.view.GemGemPicture} draws a step as the swap and then its cascade, stage by
 * stage.
 */
package org.levellab.match3.view;
