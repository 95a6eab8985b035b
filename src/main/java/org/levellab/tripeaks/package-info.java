/**
 * TriPeaks rules: layouts, levels, deals and the game state, in the common game API of {@link
 * org.levellab.game}. Solvers, level design, player studies and pictures live in the subpackages.
 *
 * <h2>The pieces</h2>
 * <ul>
 *   <li>{@link org.levellab.tripeaks.Layout}: board slots and who covers whom ({@code microsoft},
 *       {@code golf}, or a text file, see {@code datasets/tripeaks/README.md}).
 *   <li>{@link org.levellab.tripeaks.Level}: the immutable game description (layout, stock size, wrap,
 *       hold slot, brick walls, deck), built with {@link org.levellab.tripeaks.Level#builder}; the
 *       common API's {@code Game}, known to the catalogue as {@code tripeaks} and {@code golf}, its
 *       rules written as TOML by {@link org.levellab.tripeaks.TriPeaksFactory}.
 *   <li>{@link org.levellab.tripeaks.TriPeaksState}: the one place the rules live, the common API's
 *       {@code State}; its class comment states every rule. A game on a {@link
 *       org.levellab.tripeaks.Deal} turns its cards up from it; an undealt game has a chance node for
 *       each card turning up. {@link org.levellab.tripeaks.TriPeaksObservation} is what a player sees.
 *   <li>{@link org.levellab.tripeaks.Move}: the notation {@code D}, {@code B<i>}, {@code H}, {@code S}
 *       and the action ids.
 *   <li>{@code solve}: {@link org.levellab.tripeaks.solve.ExactSolver} (proven winnable / not winnable
 *       / unknown within a budget, fewest draws), the blog's {@link
 *       org.levellab.tripeaks.solve.RandomRestartSolver}, seeded multi-deal runs ({@link
 *       org.levellab.tripeaks.solve.Winnability}, {@link org.levellab.tripeaks.solve.SolverComparison}).
 *   <li>{@code design}: rank generators, level theory and configurations; {@code study}: the player
 *       model and experiments; {@code view}: {@link org.levellab.tripeaks.view.BoardPicture}.
 * </ul>
 *
 * <pre>{@code
 * Level level = Level.microsoft();
 * Deal deal = Deal.load(Path.of("datasets/tripeaks/blog-deal.deal"));
 * SolverResult r = ExactSolver.create().solve(level, deal);          // TRUE, 18 draws, "B3 B2 B6 D ..."
 * Replay.Result check = Replay.moves(level.deal(deal), r.movesText()); // org.levellab.game.Replay: won()
 * }</pre>
 */
package org.levellab.tripeaks;
