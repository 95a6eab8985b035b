/**
 * Studies of TriPeaks levels: simulated players, Monte Carlo experiments, their tables and figures.
 *
 * <ul>
 *   <li>{@link org.levellab.tripeaks.study.PlayerModel}: the article's player, an {@link
 *       org.levellab.game.Agent} that chooses among the state's legal moves and counts its chains.
 *   <li>{@link org.levellab.tripeaks.study.TriPeaksExperiment}: one seeded stream per player, a
 *       freshly generated level each ({@link org.levellab.tripeaks.design.GeneratorDealer}), one table
 *       row per player; {@link org.levellab.tripeaks.study.TriPeaksExperiment#playthrough} writes one
 *       player's game in the common trace format. {@link org.levellab.tripeaks.study.ExperimentResult}
 *       summarises a run with 95% intervals; {@link org.levellab.tripeaks.study.OpenCardsExperiment}
 *       is the article's Simulation 5 sweep.
 *   <li>{@link org.levellab.tripeaks.study.SimulationFigures}: the article's figures;
 *       {@link org.levellab.tripeaks.study.RandomMover}: uniform random play, the rules' speed baseline.
 * </ul>
 * Every interval column is named {@code x}, {@code x_lo}, {@code x_hi}; comparisons with the article
 * are {@link org.levellab.lab.Comparison} tables built in notebook 01.
 */
package org.levellab.tripeaks.study;
