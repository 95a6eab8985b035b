/**
 * Black Hole, David Parlett's patience, written only against the common game API ({@link
 * org.levellab.game}): {@link org.levellab.blackhole.BlackHole} is the game, {@link
 * org.levellab.blackhole.BlackHoleState} a game being played. It has no solver of its own: the
 * game-independent {@link org.levellab.search.GameSolver} decides its deals.
 */
package org.levellab.blackhole;
