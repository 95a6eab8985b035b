/**
 * The one contract every game implements, shaped like OpenSpiel's {@code spiel.h}: an immutable
 * {@link org.levellab.game.Game} (rules, parameters, a name, starts from a level or a seed) and a
 * mutable, copyable {@link org.levellab.game.State} (legal actions as ints with a readable notation,
 * apply, terminal test, outcome, explicit chance nodes, an observation). Everything written once for
 * all games is built on it: the uniform {@link org.levellab.game.RandomAgent}, {@link
 * org.levellab.game.Play} (agent plus {@link org.levellab.game.ChancePolicy}), {@link
 * org.levellab.game.Replay} (stops at the first illegal move with its index, notation and reason),
 * the {@link org.levellab.game.Playthrough} trace format (and the golden traces of every game), the
 * catalogue {@link org.levellab.game.Games}, the generic commands {@code levellab play | replay |
 * solve}, and the game-independent {@link org.levellab.search.GameSolver}.
 *
 * <h2>How to add a game</h2>
 * {@code org.levellab.blackhole} is the worked example: about 300 lines, written only against this
 * package.
 * <ol>
 *   <li><b>A package of its own</b>, {@code org.levellab.<game>}, with the rules in one place. It may
 *       use {@code core}, {@code cards} and {@code game}; it never imports {@code lab} (pictures and
 *       figures go in a {@code view} or {@code study} subpackage).
 *   <li><b>The game</b>: a class implementing {@link org.levellab.game.Game}, immutable. {@code
 *       name()} is its catalogue name; {@code rules()} writes its options as {@code key = value} lines
 *       (TOML) that its factory reads back; {@code maxActions()} bounds every action id and chance
 *       outcome id; {@code newInitialState(seed)} deals a random start from the seed alone (or throws
 *       {@link java.lang.IllegalArgumentException} saying a level is needed); {@code
 *       parseLevel(text, source)} reads the game's level format, and every error names the source,
 *       the line and what is wrong.
 *   <li><b>The state</b>: a class implementing {@link org.levellab.game.State}, mutable, with a
 *       {@code copy()} that shares nothing mutable. Decide the action ids and their order (agents'
 *       seeded choices depend on the order: document it), the notation of each action (no spaces;
 *       {@code parseAction} must read back what {@code actionToString} writes), and {@code
 *       whyIllegal}'s reasons, which replays print. Randomness that happens during play (a card
 *       turning over, a refill) is a chance node: {@code isChanceNode()} is true, {@code
 *       legalActions} lists the outcomes and {@code chanceOutcomes()} their probabilities; override
 *       {@code sampleChance} to draw from a stream the way your fast code does. Randomness fixed in
 *       advance (a shuffled deal) is part of the level, not a chance node. {@code observation()} is
 *       what a player sees (equal for states that differ only in hidden cards); {@code key()} packs
 *       the position exactly for transposition tables, in two longs when it fits 128 bits or field by
 *       field with a {@link org.levellab.game.StateKey.Packer} when it needs more (it may throw {@link
 *       java.lang.UnsupportedOperationException} only for states whose future depends on chance);
 *       {@code hasChanceNodes()} on the game says whether play ever reaches a chance node (a game
 *       without chance gets the catalogue's generic {@code exact} agent); {@code toString()} writes the whole state on one or
 *       more lines, deterministically; {@code levelText()} writes the start in the level format. An
 *       optional {@code isDeadEnd()} offers solvers a sound cut.
 *   <li><b>Register it</b>: a {@link org.levellab.game.GameFactory} listed in {@code
 *       src/main/resources/META-INF/services/org.levellab.game.GameFactory}. Now {@code levellab play
 *       --game <name>}, {@code replay} and {@code solve} know it.
 *   <li><b>One playthrough file</b>: a golden trace, {@code src/test/resources/golden/<game>/*.trace},
 *       written by a test that plays a seeded game through {@link org.levellab.game.Play} and calls the
 *       test harness {@code Goldens.check}; create it with {@code -Dlevellab.golden.update=true} and
 *       read it through once by hand. The test harness {@code GameContract.check} then plays thousands
 *       of seeded random games and checks the contract above for you.
 * </ol>
 * A game that has a faster engine of its own (packed states, a dedicated solver) keeps it, and its
 * tests check the fast path against its {@link org.levellab.game.State} on thousands of seeded cases.
 */
package org.levellab.game;
