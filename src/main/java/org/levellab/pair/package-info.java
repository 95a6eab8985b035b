/**
 * Pair Solitaire: rules, an exact solver, the article's baseline solver, replay, and the three
 * stack generators of <i>Deconstructing Pair Solitaire</i>.
 *
 * <ul>
 *   <li>{@link org.levellab.pair.PairGame}: the immutable deal and the rules (the only place they
 *       live); {@link org.levellab.pair.PairState}: an immutable position, a value with
 *       {@code equals}/{@code hashCode}, with {@code legalRemovals()}, {@code apply(card)},
 *       {@code successors()} and {@code isBeaten()}. A game-independent state-graph explorer needs
 *       only these: start from {@code game.start()}, expand with {@code successors()}, key its maps
 *       on the state. A deal has no chance steps after the shuffle; the shuffle is the generator's.
 *   <li>{@link org.levellab.pair.PairSolver}: exact search (beatable / fewest cards left / unknown
 *       within a budget); {@link org.levellab.pair.ArticleSolver}: the article's recursion as
 *       written; {@link org.levellab.pair.PairReplay}: checks a removal sequence.
 *   <li>{@link org.levellab.pair.PairGenerators}: pure shuffle, filtered shuffle, perfect sequence;
 *       {@link org.levellab.pair.PairPlay}: random play and winning first moves;
 *       {@link org.levellab.pair.PairScore}: the article's scoring idea with our assumed numbers;
 *       {@link org.levellab.pair.PairExperiments}: the notebook's experiments.
 * </ul>
 *
 * <p>Card notation is parsed and printed by {@link org.levellab.cards.Cards}.
 */
package org.levellab.pair;
