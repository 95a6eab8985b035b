/**
 * Match-3 (GemGem) after Hadar and Samuel, "Crushing Candy Crush": the rules ({@link
 * org.levellab.match3.Match3}, {@link org.levellab.match3.Board}), the agents SGS, HGS and L-BFS with
 * the paper's five heuristics plus a flat Monte Carlo agent ({@link org.levellab.match3.AgentSpec}),
 * seeded games and experiments ({@link org.levellab.match3.Match3Game}, {@link
 * org.levellab.match3.Match3Experiment}), the paper's studies and figures ({@link
 * org.levellab.match3.Match3Studies}, {@link org.levellab.match3.Match3Figures}) and weight
 * calibration by grid or CMA-ES ({@link org.levellab.match3.Calibration}).
 */
package org.levellab.match3;
