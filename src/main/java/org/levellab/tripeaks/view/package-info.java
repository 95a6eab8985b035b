/**
 * Pictures of TriPeaks and Golf boards as SVG: {@link org.levellab.tripeaks.view.BoardPicture}, a
 * notebook figure of a deal, a solution or a position; {@link
 * org.levellab.tripeaks.view.TriPeaksPicture}, the trace viewer's picture of one step, registered for
 * {@code tripeaks} and {@code golf} by {@link org.levellab.tripeaks.view.TriPeaksPictureFactory}. Both
 * place the cards with the same board geometry.
 */
package org.levellab.tripeaks.view;
