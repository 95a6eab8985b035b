/**
 * Pair Solitaire: rules, an exact solver, the article's baseline solver, replay, and the three
 * stack generators of <i>Deconstructing Pair Solitaire</i>.
 *
 * <ul>
 *   <li>{@link org.levellab.pair.PairSolitaire}: the game in the common API ({@link
 *       org.levellab.game}, catalogue name {@code pair}), registered by {@link
 *       org.levellab.pair.PairSolitaireFactory}; {@link org.levellab.pair.PairDeal}: one deal, the
 *       starting stack, and the pairing rule (the only place it lives); {@link
 *       org.levellab.pair.PairState}: a game being played, the common {@link org.levellab.game.State}
 *       (an action removes the card at a starting position), with card-level helpers ({@code
 *       legalRemovals()}, {@code remove(card)}, {@code successors()}, {@code isBeaten()}). A deal has
 *       no chance steps after the shuffle; the shuffle is the generator's.
 *   <li>{@link org.levellab.pair.PairSolver}: exact search (beatable / fewest cards left / unknown
 *       within a budget) on packed masks, with the deal's rule; {@link
 *       org.levellab.pair.ArticleSolver}: the article's recursion as written; {@link
 *       org.levellab.pair.PairReplay}: checks a removal sequence through the common replay.
 *   <li>{@link org.levellab.pair.PairGenerators}: pure shuffle, filtered shuffle, perfect sequence;
 *       {@link org.levellab.pair.PairPlay}: random play and winning first moves;
 *       {@link org.levellab.pair.PairScore}: the article's scoring idea with our assumed numbers;
 *       {@link org.levellab.pair.PairExperiments}: the notebook's experiments;
 *       {@link org.levellab.pair.PairStateSpace}: the deal as a graph for the state-graph analyzer.
 * </ul>
 *
 * <p>Card notation is parsed and printed by {@link org.levellab.cards.Cards}.
 */
package org.levellab.pair;
