/**
 * Match-3 (GemGem) after Hadar and Samuel, "Crushing Candy Crush": the rules, in one place. {@link
 * org.levellab.match3.Match3} holds a board's size and gem count, {@link org.levellab.match3.Board}
 * is the fast mutable board the agents and experiments play on (swaps, the cascade steps, the
 * heuristics' measurements), {@link org.levellab.match3.Swap} and {@link
 * org.levellab.match3.BoardText} are the readable forms of swaps and boards, and {@link
 * org.levellab.match3.GemGem} with {@link org.levellab.match3.GemGemState} is the game of the common
 * API ({@code org.levellab.game}), with the refills as explicit chance nodes.
 *
 * <p>The agents live in {@code org.levellab.match3.agents}, the paper's experiments, studies and
 * figures in {@code org.levellab.match3.study}; this package imports neither, nor {@code lab}.
 */
package org.levellab.match3;
