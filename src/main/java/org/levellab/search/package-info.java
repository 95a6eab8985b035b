/**
 * Exact, game-independent search. {@link org.levellab.search.StateGraphAnalyzer} generates a game's
 * whole reachable state graph (a "reversed tree": unique-state dictionary, first and secondary
 * parents, depths), propagates wins back to the root through every parent, and reports dead ends
 * and the shortest solutions of each {@link org.levellab.search.SolutionClass} the game defines
 * through its transition tags. Games plug in as a {@link org.levellab.search.PackedStateSpace}
 * (states packed in a long, fast) or a {@link org.levellab.search.StateSpace} (object states,
 * adapted). {@link org.levellab.search.GameSolver} decides any game of the common API ({@link
 * org.levellab.game}). {@link org.levellab.search.Budget} and {@link org.levellab.search.Verdict} are
 * the shared search budget and answer.
 */
package org.levellab.search;
