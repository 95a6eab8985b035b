/**
 * The trace viewer's picture of Black Hole: {@link org.levellab.blackhole.view.BlackHolePicture},
 * registered for {@code blackhole} by {@link org.levellab.blackhole.view.BlackHolePictureFactory}.
 */
package org.levellab.blackhole.view;
