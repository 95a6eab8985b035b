/**
 * The paper's experiments on match-3: seeded games ({@link org.levellab.match3.study.Match3Game}:
 * game {@code i} of a seed has its own board, refill and agent streams), experiments over many games
 * ({@link org.levellab.match3.study.Match3Experiment}), the studies and figures of the paper ({@link
 * org.levellab.match3.study.Match3Studies}, {@link org.levellab.match3.study.Match3Figures}) and
 * weight calibration by grid or CMA-ES ({@link org.levellab.match3.study.Calibration}). Tables and
 * figures for notebooks are made here, never in the rules or the agents.
 */
package org.levellab.match3.study;
