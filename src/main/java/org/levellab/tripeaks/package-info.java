/**
 * TriPeaks: rules, layouts, exact and random-restart solvers, replays and pictures.
 *
 * <h2>The pieces</h2>
 * <ul>
 *   <li>{@link org.levellab.tripeaks.Layout}: board slots and who covers whom ({@code microsoft},
 *       {@code golf}, or a text file, see {@code datasets/tripeaks/README.md}).
 *   <li>{@link org.levellab.tripeaks.Level}: the immutable game description (layout, stock size, wrap,
 *       hold slot, brick walls), built with {@link org.levellab.tripeaks.Level#builder}.
 *   <li>{@link org.levellab.tripeaks.TriPeaksState}: the one place the rules live; a mutable, copyable
 *       game state with legal moves and apply. Its class comment states every rule.
 *   <li>{@link org.levellab.tripeaks.CardSource}: the chance step, asked for a rank exactly when a card
 *       becomes visible; {@link org.levellab.tripeaks.Deal} is the fixed, full-information source.
 *   <li>{@link org.levellab.tripeaks.Move}: the notation {@code D}, {@code B<i>}, {@code H}, {@code S}.
 *   <li>{@link org.levellab.tripeaks.Replay}: plays a move list, naming the first illegal move.
 *   <li>{@link org.levellab.tripeaks.solve.ExactSolver}: proven winnable / not winnable / unknown within a
 *       budget, with a fewest-draws solution; {@link org.levellab.tripeaks.solve.RandomRestartSolver} is the
 *       solver blog's baseline; {@link org.levellab.tripeaks.study.RandomMover} a uniform random agent.
 *   <li>{@link org.levellab.tripeaks.solve.Winnability} and {@link org.levellab.tripeaks.solve.SolverComparison}:
 *       seeded multi-deal runs returning Tablesaw tables; {@link org.levellab.tripeaks.view.BoardPicture}:
 *       SVG pictures for notebooks.
 * </ul>
 *
 * <pre>{@code
 * Level level = Level.microsoft();
 * Deal deal = Deal.load(Path.of("datasets/tripeaks/blog-deal.deal"));
 * SolverResult r = ExactSolver.create().solve(level, deal);      // TRUE, 18 draws, moves "B3 B2 B6 D ..."
 * Replay.Result check = Replay.replay(level, deal, r.moves());   // check.won() is true
 * }</pre>
 */
package org.levellab.tripeaks;
