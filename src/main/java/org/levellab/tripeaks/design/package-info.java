/**
 * TriPeaks level design, after the article "Designing Tripeaks Solitaire Levels with Predictable
 * Outcomes": the designer's configuration, the rank generators and the theory.
 *
 * <ul>
 *   <li>{@link org.levellab.tripeaks.design.LevelConfig}: one experiment's configuration, a TOML file
 *       ({@code datasets/tripeaks/*.toml}, see {@code CONFIGS.md}) with one table per concern, each a
 *       record that checks its keys: {@link org.levellab.tripeaks.design.LevelSettings} (the board),
 *       {@link org.levellab.tripeaks.design.GeneratorSettings} (the rank generator), {@link
 *       org.levellab.tripeaks.design.PlayerSettings} (the simulated player) and {@link
 *       org.levellab.tripeaks.design.RunSettings} (players and seed). {@link
 *       org.levellab.tripeaks.design.LevelConfigs} loads the shipped ones.
 *   <li>{@link org.levellab.tripeaks.design.GroupRankGenerator} (group-based constrained
 *       randomization) and {@link org.levellab.tripeaks.design.ProbabilisticRankGenerator}: pure
 *       logic, asked for the rank of each card as it turns up.
 *   <li>{@link org.levellab.tripeaks.design.GeneratorDealer}: the generators as the {@link
 *       org.levellab.game.ChancePolicy} of an undealt game ({@link org.levellab.tripeaks.Level#undealt()}):
 *       a designed level's ranks are the game's chance outcomes, chosen from what a player sees.
 *   <li>{@link org.levellab.tripeaks.design.LevelTheory}: the article's formulas, as pure functions.
 * </ul>
 * The simulated players and experiments on these levels are in {@code org.levellab.tripeaks.study}.
 */
package org.levellab.tripeaks.design;
