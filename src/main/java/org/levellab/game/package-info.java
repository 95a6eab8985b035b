/**
 * The one contract every game implements, shaped like OpenSpiel's {@code spiel.h}: an immutable
 * {@link org.levellab.game.Game} (rules, parameters, a name, starts from a level or a seed) and a
 * mutable, copyable {@link org.levellab.game.State} (legal actions as ints with a readable notation,
 * apply, terminal test, outcome, explicit chance nodes, an observation). Everything written once for
 * all games is built on it: the uniform {@link org.levellab.game.RandomAgent}, {@link
 * org.levellab.game.Play} (agent plus {@link org.levellab.game.ChancePolicy}), {@link
 * org.levellab.game.Replay} (stops at the first illegal move with its index, notation and reason),
 * the {@link org.levellab.game.Playthrough} trace format (and the golden traces of every game), the
 * catalogues {@link org.levellab.game.Games} and {@link org.levellab.game.Agents}, the generic
 * commands ({@code levellab play}, {@code replay} and its {@code --html} page, {@code solve}, {@code
 * playtest}, {@code hint}, {@code deal} and {@code sweep playtest}), {@link
 * org.levellab.game.PlaytestSweep}, the trace viewer ({@code org.levellab.game.view}: a game without
 * a picture of its own is drawn from its observation text), and the game-independent {@link
 * org.levellab.search.GameSolver}.
 *
 * <h2>How to add a game</h2>
 * {@code org.levellab.blackhole} is a complete game written only against this package: about 800
 * lines, of which 250 are its dead-end proofs and 150 the key's merging of alike fans, which only a
 * fast solver needs; a plain game needs far less. The worked example below,
 * Aces Up, is smaller still: its full code is in the test tree, {@code
 * src/test/java/org/levellab/game/example}, where its tests keep it compiling and correct.
 *
 * <h3>First decide: dealt or chance?</h3>
 * Randomness fixed in advance (a shuffled deal, a stock whose order is set before the first move) is
 * part of the level: the level file holds it, {@code newInitialState(seed)} draws it, and the state
 * reveals it inside {@code apply}. Randomness that happens during play (a refill drawn as it falls, a
 * card whose identity is not fixed until it turns) is a chance node. The choice decides what the game
 * gets:
 * <ul>
 *   <li><b>Dealt, without chance nodes</b> ({@link org.levellab.game.Game#hasChanceNodes()} false,
 *       every state keyed): all of the below, plus {@code levellab solve} (one level, or the winnable
 *       share of {@code --deals N} seeded deals with an interval), the catalogue's generic {@code
 *       exact} agent ({@link org.levellab.game.Agents}: the solver's winning line) for {@code play},
 *       {@code playtest} and {@code hint}, and exact verdicts in studies. Hidden cards are fine: a
 *       dealt game may hide them from the player ({@link org.levellab.game.Game#hasHiddenInformation()},
 *       {@link org.levellab.game.State#observation()}) while the solver, which sees the deal, answers
 *       "could this deal be won" (Aces Up).
 *   <li><b>With chance nodes</b>: {@code play}, {@code replay}, {@code playtest} and {@code sweep
 *       playtest} with chance sampled from a seeded stream, {@code hint} with the game's own agents,
 *       and golden traces; not {@code solve} (the solver needs every future fixed), and no generic
 *       {@code exact} agent (match-3; TriPeaks, whose levels may also start undealt, with the cards
 *       turning up as chance, offers agents of its own).
 * </ul>
 *
 * <h3>The steps</h3>
 * <ol>
 *   <li><b>A package of its own</b>, {@code org.levellab.<game>}, with the rules in one place. It may
 *       use {@code core}, {@code cards} and {@code game}; it never imports {@code lab} (pictures and
 *       figures go in a {@code view} or {@code study} subpackage). The architecture test finds the
 *       package from the catalogue and checks it as soon as the game is registered.
 *   <li><b>The game</b>: a class implementing {@link org.levellab.game.Game}, immutable. {@code
 *       name()} is its catalogue name (lower case); {@code rules()} writes its options as {@code key =
 *       value} lines (TOML) that its factory reads back (see {@link org.levellab.game.Rules} below);
 *       {@code maxActions()} bounds every action id
 *       and chance outcome id; {@code newInitialState(seed)} deals a random start from the seed alone
 *       (or throws {@link java.lang.IllegalArgumentException} saying a level is needed); {@code
 *       parseLevel(text, source)} reads the game's level format, and every error names the source,
 *       the line and what is wrong; {@code hasChanceNodes()} and {@code hasHiddenInformation()} say
 *       what was decided above. A card game dealt in rows of cards gets its level format and its
 *       seeded deal from {@link org.levellab.cards.CardRowLevel} (comments, blank lines, strict UTF-8,
 *       duplicates and wrong counts named, a seeded Fisher-Yates shuffle cut into rows); one whose
 *       rows differ in length and cover one another by position (a pyramid, peaks, columns) from
 *       {@link org.levellab.cards.CardLayoutLevel}, drawn as a picture or built ({@code pyramid(...)}),
 *       with which cards cover which ({@code coveredByMask}) and, with {@code withStock(n)}, a stock
 *       line after the layout. A stock gone through once onto a waste whose top can be played is
 *       {@link org.levellab.cards.StockPile} (draw, the waste's top, an exact key, the twin with the
 *       undrawn cards shuffled).
 *   <li><b>The state</b>: a class implementing {@link org.levellab.game.State}, mutable, with a
 *       {@code copy()} that shares nothing mutable. A game without chance implements {@link
 *       org.levellab.game.ChanceFreeState}, which supplies {@code isChanceNode()}, {@code
 *       chanceOutcomes()}, {@code isTerminal()} (won, or no legal move) and, for a game with nothing
 *       hidden, {@code observation()}. Decide the action ids and their order (agents' seeded choices
 *       depend on the order: document it), the notation of each action (no spaces; {@code
 *       parseAction} must read back what {@code actionToString} writes, which the default does by
 *       looking the notation up; it must not reveal a hidden card), and {@code whyIllegal}'s
 *       reasons, which replays print. In a game with chance, a chance node has {@code isChanceNode()}
 *       true, {@code legalActions} lists the outcomes and {@code chanceOutcomes()} their
 *       probabilities; override {@code sampleChance} to draw from a stream the way your fast code
 *       does. {@code observation()} is what a player sees (equal for states that differ only in
 *       hidden cards); {@code key()} packs the position exactly for transposition tables, in two longs
 *       when it fits 128 bits or field by field with a {@link org.levellab.game.StateKey.Packer} when
 *       it needs more (it may throw {@link java.lang.UnsupportedOperationException} only for states
 *       whose future depends on chance), and may merge positions that differ in what cannot matter (a
 *       suit, which of two alike piles is which) but nothing else; {@code toString()} writes the whole
 *       state, hidden cards included, on one or more lines, deterministically; {@code levelText()}
 *       writes the start in the level format. An optional {@code isDeadEnd()} offers solvers a sound
 *       cut.
 *   <li><b>Register the game</b>: a {@link org.levellab.game.GameFactory}, listed in {@code
 *       src/main/resources/META-INF/services/org.levellab.game.GameFactory}. Now every generic command
 *       knows it by name, and traces replay it. A game defined at run time (a notebook cell, a test)
 *       registers with {@link org.levellab.game.Games#register} instead; names must not clash. A game
 *       with rule options (a deck size, a move limit) declares them once in its factory with {@link
 *       org.levellab.game.Rules}, typed and with their defaults and bounds, and writes no parser:
 *       <pre>{@code
 * static final Rules RULES = Rules.of("clock").intRule("ranks", 13, 2, 13).intRule("suits", 4, 1, 4);
 *
 * public Game<?> create(String name, String rules) {
 *   Rules.Values r = RULES.read(rules);      // unknown keys and bad values refused, naming key and line
 *   return new ClockGame(r.getInt("ranks"), r.getInt("suits"));
 * }
 * }</pre>
 *       and its game's {@code rules()} returns {@code RULES.defaults().with("ranks", ranks)...text()}
 *       (empty at the defaults). Shorter still, {@link org.levellab.game.RulesGameFactory} is the
 *       whole factory: the game's constructor takes the {@code Rules.Values} and its {@code rules()}
 *       returns their {@code text()}. Options that must agree with each other (a pyramid and a stock
 *       that fit one deck) are checked together with {@code RULES.require(why, values -> ..., keys)},
 *       refused in one line naming the keys, their values and the line. A game without options calls {@link
 *       org.levellab.game.GameFactory#requireNoRules}. Every generic command that takes {@code --game}
 *       takes {@code --rule key=value} for the options: {@code deal --rule ranks=6} deals a variant that
 *       {@code solve}, {@code play}, {@code hint}, {@code playtest} and {@code sweep playtest} read with
 *       the same {@code --rule}.
 *   <li><b>Agents</b>, if the game has players of its own (greedy, sampling): a {@link
 *       org.levellab.game.AgentFactory} listed in {@code
 *       src/main/resources/META-INF/services/org.levellab.game.AgentFactory} (or {@link
 *       org.levellab.game.Agents#register} at run time). Every game has {@code random}; every keyed
 *       game without chance nodes also gets {@code exact} for free (see {@link
 *       org.levellab.game.Agents} and {@link org.levellab.game.Game#hasChanceNodes()}).
 *   <li><b>The contract test</b>, with the checks of {@link org.levellab.game.Contract} (in the engine's
 *       jar: they return problems, one line each, and need no test framework): {@code checkSeeded} plays
 *       thousands of seeded random games over many seeded starts and checks every state against the
 *       contract above (one catalogue rebuild and one trace round trip per batch); {@code
 *       equalKeysHaveEqualFutures} plays pairs of distinct states with equal keys side by side; {@code
 *       tamperedTraceRefused} changes a state of a trace, which must then fail to replay; a game with
 *       hidden cards calls {@code hiddenCardsAreHidden} with a function that permutes its hidden cards
 *       the way the game allows, and its state implements {@link org.levellab.game.HiddenCards} with
 *       that function, so that the command line finds it. {@link org.levellab.game.ContractSuite} runs
 *       them all on one game ({@code ContractSuite.of(factory, rules)} registers the factory first, so
 *       a notebook's game or a plug-in's own test needs nothing else), and so does {@code levellab contract --game <game> [--goldens DIR]} (one
 *       line a problem, exit code 1); a game's own JUnit test turns problems into failures (the
 *       engine's tests do so through the thin harness {@code GameContract}). Add rules tests of your
 *       own: the level format's errors, the rules move by move, and a fast engine against the state if
 *       the game has one.
 *   <li><b>One playthrough file</b>: a golden trace, {@code src/test/resources/golden/<game>/*.trace},
 *       written by a test that plays a seeded game through {@link org.levellab.game.Play} (or a given
 *       line of moves, such as a solver's, through {@link org.levellab.game.Play#line}) and compares it
 *       with {@link org.levellab.game.GoldenTraces#compare} (the engine's tests: the harness {@code
 *       Goldens.check}; create the file with {@code -Dlevellab.golden.update=true} and read it through
 *       once by hand), or written by {@code levellab play --trace} and checked with {@code levellab
 *       contract --goldens DIR} ({@link org.levellab.game.GoldenTraces#check}: replayed, and compared
 *       line by line with what the rules write from its moves).
 * </ol>
 * A game that has a faster engine of its own (packed states, a dedicated solver) keeps it, and its
 * tests check the fast path against its {@link org.levellab.game.State} on thousands of seeded cases.
 *
 * <h3>Worked example: Aces Up</h3>
 * Four columns; one card is dealt onto each at the start and whenever the player deals again. A top
 * card may be discarded when another column's top card is of its suit and higher (aces high); a top
 * card may move into an empty column. The game is won when only the four aces are left. The deck's
 * order is fixed in advance, so the game is dealt and chance-free; the stock is hidden. The game,
 * with its level format from {@link org.levellab.cards.CardRowLevel} (13 rows of 4: row {@code r} is
 * the {@code r}-th deal):
 * <pre>{@code
 * public final class AcesUp implements Game<AcesUpState> {
 *   static final int COLUMNS = 4;
 *   static final CardRowLevel DEALS = CardRowLevel.of("deal", "row", 13, COLUMNS, Cards.standardDeck());
 *
 *   public String name() { return "acesup"; }
 *   public String rules() { return ""; }
 *   public int maxActions() { return 2 * COLUMNS + 1; }   // discard 0..3, move 4..7, deal 8
 *   public AcesUpState newInitialState(long seed) { return new AcesUpState(DEALS.deal(seed)); }
 *   public AcesUpState parseLevel(String text, String source) {
 *     return new AcesUpState(DEALS.parse(text, source));
 *   }
 *   public boolean hasHiddenInformation() { return true; }   // the stock's order
 *   public boolean hasChanceNodes() { return false; }        // the whole deal is the level
 * }
 * }</pre>
 * The state (the rules: {@code whyIllegal}, {@code legalActions}, {@code apply}, {@code
 * actionToString}, {@code parseAction} are in the full code); what the player sees and the key:
 * <pre>{@code
 * public final class AcesUpState implements ChanceFreeState {   // no chance: isChanceNode() is false
 *   private final int[][] rows;                 // the level, shared by copies
 *   private final int[][] columns = new int[4][13];
 *   private final int[] heights = new int[4];
 *   private int dealt;                          // rows dealt so far
 *   private int discarded;
 *
 *   // The columns and how many deals are left: not the stock's order.
 *   public Observation observation() {
 *     return Observation.of(columnsText() + " | stock " + (rows.length - dealt) + " deals");
 *   }
 *
 *   // Exact: the stock follows from the level and the deals made.
 *   public StateKey key() {
 *     StateKey.Packer p = StateKey.packer().put(dealt, 4);
 *     for (int c = 0; c < 4; c++) {
 *       p.put(heights[c], 4);
 *       for (int k = 0; k < heights[c]; k++) {
 *         p.put(columns[c][k], 6);
 *       }
 *     }
 *     return p.key();
 *   }
 *
 *   public String levelText() { return AcesUp.DEALS.format(rows); }
 *   public String toString() { return columnsText() + " | stock " + ...; }   // hidden cards too
 * }
 * }</pre>
 * The factory (in a notebook or test, {@code Games.register(AcesUpFactory.INSTANCE)}; in the project,
 * one line in the services file):
 * <pre>{@code
 * public final class AcesUpFactory implements GameFactory {
 *   public List<String> names() { return List.of("acesup"); }
 *   public Game<?> create(String name, String rules) {
 *     GameFactory.requireNoRules(name, rules);
 *     return AcesUp.game();
 *   }
 * }
 * }</pre>
 * The state offers its twins to the checks:
 * <pre>{@code
 * public final class AcesUpState implements ChanceFreeState, HiddenCards {
 *   public AcesUpState twin(RandomGenerator rng) { return withStockShuffled(rng); }   // another stock
 * }
 * }</pre>
 * The contract test, in JUnit (the engine's harness {@code GameContract} fails on the first problem
 * of each {@link org.levellab.game.Contract} check):
 * <pre>{@code
 * GameContract.Coverage c = GameContract.checkSeeded(1000, deal -> AcesUp.game().newInitialState(deal),
 *     deal -> deal, 2, 200);                                 // 1000 deals, 2 random games each
 * assertTrue(c.decisions() > 20 * c.games());
 * int differing = GameContract.hiddenCardsAreHidden(AcesUp.game().newInitialState(7), 2, 7, 200, 2,
 *     AcesUpState::withStockShuffled).differing();           // twins with another stock
 * GameContract.KeyCoverage k = GameContract.equalKeysHaveEqualFutures(
 *     AcesUp.game().newInitialState(7), 2, 7, 200, 2);
 * }</pre>
 * or, with nothing but the engine's jar, from a notebook ({@code ContractSuite.of(game).games(200).run()
 * .problems()}) or the command line:
 * <pre>{@code
 * levellab contract --game acesup --games 200 --goldens src/test/resources/golden
 * acesup: the contract holds (seeded starts of seed 1): 200 random games, ...; hidden cards ... twins
 *   (... differing); keys ... states, 0 equal-key pairs played out; tampered trace refused; 1 golden trace
 * }</pre>
 * And the golden trace, a solver's winning line written out move by move:
 * <pre>{@code
 * AcesUpState start = AcesUp.game().newInitialState(13);
 * GameSolver.Solution s = GameSolver.withBudget(Budget.nodes(100_000)).solve(start);
 * Goldens.check("acesup/seed-13-solved", Play.line(start, s.moves(), "GameSolver"));
 * }</pre>
 * With that, {@code levellab deal --game acesup --seed 13 --out F}, {@code play --game acesup --agent
 * exact}, {@code solve --game acesup --deals 1000}, {@code playtest}, {@code hint --seed 13} and
 * {@code replay --html} work for it (once its factory is in the services file, or its jar in {@code
 * LEVELLAB_CLASSPATH}; see the README's "Games from outside the engine"). Aces Up takes 387 lines:
 * the game 69, its state 242, the factory 33 and its one agent 43; its test, with the contract
 * checks and the golden trace, 88.
 *
 * <h3>A second example: Pyramid</h3>
 * Pyramid patience (28 cards in 7 rows, an exposed king goes alone, two exposed cards or an exposed
 * card and the waste's top go together when they add up to 13, one pass through a 24-card stock) is
 * in {@code src/test/java/org/levellab/game/example/pyramid}: 272 lines, 211 of them code (without
 * comments and blank lines), in three classes. It has no parser and no test plumbing: the layout and
 * its stock are a {@link org.levellab.cards.CardLayoutLevel} ({@code pyramid(...).withStock(24)}),
 * the stock and waste a {@link org.levellab.cards.StockPile}, the rules ({@code rows}, {@code stock},
 * and a check that both fit one deck) a {@link org.levellab.game.Rules} declaration behind a {@link
 * org.levellab.game.RulesGameFactory} of four lines, {@code parseAction} and {@code isTerminal} the
 * defaults; its test runs {@code ContractSuite.of(new PyramidFactory(), rules)} and checks {@link
 * org.levellab.search.GameSolver} and {@link org.levellab.search.ShortestSolver} against searches of
 * its own.
 *
 * <h3>What keeps the generic solver fast</h3>
 * {@link org.levellab.search.GameSolver} knows a game only through its state: it expands positions
 * depth first in the order {@code legalActions} lists them, files every {@code key()} it meets (a
 * position met again is not expanded again) and skips a child whose {@code isDeadEnd()} is true. So
 * four things decide its speed, all in the game's hands:
 * <ul>
 *   <li><b>Transpositions, through the key.</b> The key must merge every two orders of the same moves
 *       (and may merge positions that differ in what cannot matter). A key that keeps what does not
 *       matter, such as the moves played, merges nothing and turns the graph into a tree.
 *   <li><b>The key's size.</b> Every expanded position is keyed and filed: pack it into two longs when
 *       it fits, leave out what follows from the rest (Aces Up's stock follows from the level and the
 *       number of deals made), and do not key by text.
 *   <li><b>Move order.</b> A winnable start is decided at the first win found, so list first the moves
 *       that usually help (Aces Up: discards, then moves into an empty column, then the deal). A start
 *       that cannot be won is explored whole in any order.
 *   <li><b>Dead ends.</b> A lost start is decided only when every position from which a win might
 *       follow has been expanded; an {@code isDeadEnd()} that proves a position lost cheaply (Black
 *       Hole's: a card that can never be reached, rank counts no walk up and down the ranks can use
 *       up) cuts whole subtrees, and a game's own
 *       pruning (Aces Up moves a card only into the leftmost empty column: the empty columns are alike)
 *       removes moves that lead nowhere new.
 * </ul>
 * Measured on Aces Up ({@code SolverSpeed} in the example's test folder), seven seeded deals that the
 * example decides within 20,000 nodes (13, 39, 47, 81, 85 and 135 won, 148 lost), with a budget of
 * 1,000,000 nodes per deal; node counts are exact, times are from a 2-core machine under heavy load
 * (load average about 20), so only their ratios mean much:
 * <table class="striped">
 *   <caption>GameSolver on seven Aces Up deals</caption>
 *   <tr><th>the state</th><th>decided</th><th>nodes</th><th>time</th></tr>
 *   <tr><td>the example (exact key in a few longs, discards first)</td><td>7 of 7</td><td>37,725 (lost
 *       deal 148: 13,859)</td><td>59 ms</td></tr>
 *   <tr><td>the same positions keyed by the state's text</td><td>7 of 7</td><td>37,725</td><td>312
 *       ms</td></tr>
 *   <tr><td>text and the actions played as the key (no transposition merged)</td><td>6 of 7 (47 not
 *       within the budget)</td><td>1,765,522 (deal 148: 325,263)</td><td>16.9 s</td></tr>
 *   <tr><td>exact key, the deal listed before the discards</td><td>1 of 7 (only the lost deal)</td>
 *       <td>6,013,859 (deal 148: 13,859)</td><td>28.4 s</td></tr>
 * </table>
 * A key that merges no transposition made the lost deal 23 times as costly and the won ones 2 to
 * more than 100 times; the text key expanded the same positions at about five times the time; the
 * deal listed first left all six winnable deals undecided at a million nodes each, while the lost
 * one, explored whole either way, cost the same.
 */
package org.levellab.game;
