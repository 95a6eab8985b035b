/**
 * Black Hole, David Parlett's patience, written only against the common game API ({@link
 * org.levellab.game}): {@link org.levellab.blackhole.BlackHole} is the game (rules, deal format,
 * seeded deals), {@link org.levellab.blackhole.BlackHoleState} a game being played. It has no solver
 * of its own: the game-independent {@link org.levellab.search.GameSolver} decides its deals, helped
 * only by what the state offers through the API: a key that merges positions equal up to suits and
 * alike fans, a move order (tallest fans first), and a sound dead-end test ({@code DeadEnds}: rank
 * walks on the cycle of ranks, their phases, and reach forwards and backwards). Nor has it agents of
 * its own: being free of chance, it gets the catalogue's generic {@code exact} agent ({@link
 * org.levellab.game.Agents}), which plays that solver's winning line.
 */
package org.levellab.blackhole;
