/**
 * TriPeaks and Golf agents for the skill ladder, on any layout (hold slot, walls, designed levels):
 * players that see only what a player sees ({@link org.levellab.tripeaks.TriPeaksState#observation()}
 * and the legal moves) and one that peeks.
 *
 * <ul>
 *   <li>{@link org.levellab.tripeaks.agents.GreedyAgent}: turns up face-down cards first, then the
 *       longest visible run.
 *   <li>{@link org.levellab.tripeaks.agents.IsmctsAgent}: single-observer information-set MCTS.
 *   <li>{@link org.levellab.tripeaks.agents.PimcAgent}: perfect-information Monte Carlo, each sample
 *       solved by {@link org.levellab.tripeaks.solve.PositionSearch}.
 *   <li>the clairvoyant {@code exact} agent, which peeks at the deal and plays the exact solver's line.
 * </ul>
 * {@link org.levellab.tripeaks.agents.TriPeaksAgents} registers them (and the article's player
 * model as {@code player}) in the agent catalogue: {@code Agents.parse(level, "pimc:k=32:budget=1000")}.
 * Every agent takes all its randomness from the stream given to {@code act}.
 */
package org.levellab.tripeaks.agents;
