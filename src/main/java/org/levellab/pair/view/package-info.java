/**
 * The trace viewer's picture of Pair Solitaire: {@link org.levellab.pair.view.PairPicture}, registered
 * for {@code pair} by {@link org.levellab.pair.view.PairPictureFactory}.
 */
package org.levellab.pair.view;
