package org.levellab.match3;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;
import org.levellab.core.RandomStreams;
import org.levellab.game.ChancePolicy;
import org.levellab.game.GameContract;
import org.levellab.game.Games;
import org.levellab.game.Play;
import org.levellab.game.Replay;
import org.levellab.game.State;
import org.levellab.match3.agents.AgentSpec;
import org.levellab.match3.agents.Weights;
import org.levellab.match3.study.GameResult;
import org.levellab.match3.study.Match3Game;

/**
 * Match-3 through the common API: the contract, and the common {@link GemGemState} against the fast
 * {@link Board} (and the seeded experiments) on thousands of seeded games.
 */
class GemGemStateTest {

  /** A chance node's outcomes resolved the way the fast board refills: one nextInt(g) per cell. */
  private static void resolveChance(GemGemState s, SplittableRandom refills) {
    ChancePolicy.<GemGemState>sampled().settle(s, refills);
  }

  @Test
  void randomGamesKeepTheContractOnEverySizeAndGemCount() {
    int decisions = 0;
    int chance = 0;
    for (int s = Match3.MIN_SIZE; s <= Match3.MAX_SIZE; s++) {
      for (int g = Match3.MIN_GEMS; g <= Match3.MAX_GEMS; g++) {
        GemGem game = new GemGem(new Match3(s, g), 60);
        GameContract.Coverage c = GameContract.check(game.newInitialState(s * 10L + g), 6, s * 100L + g, 2_000);
        decisions += c.decisions();
        chance += c.chanceNodes();
      }
    }
    GameContract.Coverage paper = GameContract.check(GemGem.paper().newInitialState(11), 20, 5, 5_000);
    assertTrue(paper.won() > 10, "random play reaches 250 on the paper's board most of the time: " + paper);
    assertTrue(decisions > 500 && chance > 5 * decisions, decisions + " decisions, " + chance + " chance nodes");
  }

  @Test
  void aTamperedTraceFailsToReplay() {
    Play.Result<GemGemState> r = Play.from(GemGem.paper().newInitialState(3))
        .agent(AgentSpec.sgs().player(), RandomStreams.of(1)).chance(ChancePolicy.sampled(), RandomStreams.of(2)).run();
    assertTrue(r.playthrough().replay().ok(), r.playthrough().replay().error());
    GameContract.tamperedTraceFails(r.playthrough());
  }

  /**
   * The fast board and the common state, fed the same refill stream, give the same boards, points,
   * scores, valid swaps and ends after every swap, on thousands of seeded random games of every size
   * and gem count.
   */
  @Test
  void theFastBoardAndTheCommonStatePlayTheSameGames() {
    int swaps = 0;
    int games = 3_000;
    int ended = 0;
    int[] buf = new int[2 * Match3.MAX_SIZE * Match3.MAX_SIZE];
    for (int i = 0; i < games; i++) {
      SplittableRandom pick = RandomStreams.forTask(20_261_122, i);
      Match3 m = new Match3(Match3.MIN_SIZE + pick.nextInt(5), Match3.MIN_GEMS + pick.nextInt(4));
      GemGem game = new GemGem(m, 40 + pick.nextInt(200));
      Board fast = Match3Game.initialBoard(m, 7, i);
      GemGemState state = game.start(fast);
      SplittableRandom fastRefills = Match3Game.refills(7, i);
      SplittableRandom stateRefills = Match3Game.refills(7, i);
      int score = 0;
      while (true) {
        int k = fast.legalSwaps(buf);
        boolean over = score >= game.target() || k == 0;
        assertEquals(over, state.isTerminal(), "game " + i + " after " + swaps + " swaps");
        assertEquals(score >= game.target(), state.isWon());
        if (over) {
          break;
        }
        assertArrayEquals(Arrays.copyOf(buf, k), state.legalActions(), "legal swaps in the same order");
        int swap = buf[pick.nextInt(k)];
        int points = fast.play(swap, fastRefills);
        state.apply(swap);
        assertTrue(state.isChanceNode(), "a valid swap clears cells, which are refilled by chance");
        resolveChance(state, stateRefills);
        score += points;
        swaps++;
        assertEquals(fast, state.board(), "board after " + Swap.of(swap, m.size()) + " in game " + i);
        assertEquals(points, state.swapPoints());
        assertEquals(score, state.points());
        assertEquals(score, state.score());
      }
      ended++;
      assertEquals(fastRefills.nextLong(), stateRefills.nextLong(), "both drew the same number of refills");
    }
    assertEquals(games, ended);
    assertTrue(swaps > 50_000, "swaps compared: " + swaps);
  }

  /** The paper's agents, through the common API, play exactly the seeded experiments' games. */
  @Test
  void agentsThroughTheCommonApiPlayTheExperimentsGames() {
    AgentSpec[] specs = {AgentSpec.sgs(), AgentSpec.hgs(Weights.parse("1,0,0,1,0")),
        AgentSpec.lbfs(Weights.parse("1,1,0,1,1"), 0.1), AgentSpec.monteCarlo(3, 1)};
    int games = 0;
    for (AgentSpec spec : specs) {
      for (Match3 m : List.of(new Match3(5, 4), Match3.paper(), new Match3(7, 6))) {
        GemGem game = new GemGem(m, 150);
        for (int i = 0; i < 12; i++) {
          GameResult fast = Match3Game.play(m, spec, game.target(), 9, i);
          Play.Result<GemGemState> common = Play.from(game.start(Match3Game.initialBoard(m, 9, i)))
              .agent(spec.player(), Match3Game.agentStream(9, i))
              .chance(ChancePolicy.sampled(), Match3Game.refills(9, i)).record(false).run();
          String what = spec.label() + " on " + m + ", game " + i;
          assertEquals(fast.swaps(), common.actions().size(), what);
          assertEquals(fast.score(), common.state().points(), what);
          assertEquals(fast.reached(), common.state().isWon(), what);
          assertEquals(fast.gameOver(), common.state().isTerminal() && !common.state().isWon(), what);
          games++;
        }
      }
    }
    assertEquals(4 * 3 * 12, games);
  }

  @Test
  void aSeededStartIsGameZeroOfTheSeed() {
    for (long seed = 0; seed < 500; seed++) {
      GemGem game = new GemGem(new Match3(4 + (int) (seed % 5), 4 + (int) (seed % 4)), 250);
      GemGemState s = game.newInitialState(seed);
      assertEquals(Match3Game.initialBoard(game.match3(), seed, 0), s.board());
      assertEquals(s.toString(), game.parseLevel(s.levelText(), "level").toString());
    }
  }

  @Test
  void rulesAreReadBackWithDefaultsAndErrorsNameTheKeyAndLine() {
    assertEquals(GemGem.paper(), Games.byName("match3"));
    GemGem g = (GemGem) Games.create("match3", "size = 5\ngems = 6\ntarget = 120");
    assertEquals(new GemGem(new Match3(5, 6), 120), g);
    assertEquals(g, Games.create("match3", g.rules()));
    assertEquals(new GemGem(new Match3(7, 4), 250), Games.create("match3", "size = 7"));
    assertMessage(() -> Games.create("match3", "gems = 4\nsize = 3"), "match3 rules line 2: size: board size s must be in 4..8, was 3");
    assertMessage(() -> Games.create("match3", "gems = 9"), "gems: gem type count g must be in 4..7, was 9");
    assertMessage(() -> Games.create("match3", "target = 0"), "target: target score c must be at least 1, was 0");
    assertMessage(() -> Games.create("match3", "colours = 5"), "unknown key 'colours'");
    assertEquals(2 * 36, GemGem.paper().maxActions());
  }

  @Test
  void levelsAreReadWithCommentsAndEveryErrorNamesTheLineAndCell() {
    GemGem game = new GemGem(new Match3(4, 4), 50);
    GemGemState s = game.parseLevel("# a 4x4 level\nABCD\nBCDA\n\nCDAB  # row 3\nDABC\n", "l.txt");
    assertEquals("ABCD\nBCDA\nCDAB\nDABC\n", s.levelText());
    assertEquals("score 0 (+0)\nABCD\nBCDA\nCDAB\nDABC", s.toString());
    assertTrue(s.isTerminal() && !s.isWon(), "a board without a valid swap is lost at once");
    assertMessage(() -> game.parseLevel("ABCD\nBCDA\nCDAB\n", "l.txt"), "l.txt: board has 3 rows, the 4x4 game needs 4");
    assertMessage(() -> game.parseLevel("ABCD\nBCDA\n# note\nCDXB\nDABC\n", "l.txt"),
        "l.txt line 4: board row 3, column 3: 'X' is not a gem (A..D or '.')");
    assertMessage(() -> game.parseLevel("ABCD\nBCDA\nCDA\nDABC\n", "l.txt"), "l.txt line 3: board row 3 'CDA' has 3 cells");
    assertMessage(() -> game.parseLevel("ABCD\nBC.A\nCDAB\nDABC\n", "l.txt"),
        "l.txt line 2: board row 2, column 3: '.' (an unknown cell) has no place in a level");
    assertMessage(() -> game.parseLevel("ABCD\nBCDA\nCDAB\nDDDC\n", "l.txt"),
        "l.txt line 4: board row 4, column 1: D is in a line of 3 or more");
    assertMessage(() -> game.parseLevel("ABCD/BCDA/CDAB/DABE", "l.txt"),
        "l.txt line 1: board row 4, column 4: 'E' is not a gem");
    assertMessage(() -> game.parseLevel("# nothing\n", "l.txt"), "l.txt: board text is empty");
    assertMessage(() -> game.start(Board.of(new Match3(4, 5), new int[16])), "the board is 4x4 with 5 gem types");
  }

  /** A 4x4 level whose swap r1c3-down makes the line A A A in row 1 (worked by hand). */
  private static final String LEVEL = "AABD\nBCAC\nCDBA\nDBDB\n";

  @Test
  void notationReadsBackAndBadMovesSayWhy() {
    GemGem game = new GemGem(new Match3(4, 4), 50);
    GemGemState s = game.parseLevel(LEVEL, "level");
    int swap = new Swap(0, 2, true).code(4);
    assertEquals("r1c3-down", s.actionToString(swap));
    assertEquals(swap, s.parseAction("r1c3-down"));
    assertMessage(() -> s.parseAction("r1c2-up"), "'r1c2-up' is not a swap: expected like r3c2-down or r1c1-right");
    assertMessage(() -> s.parseAction("r4c1-down"), "swap r4c1-down leaves the 4x4 board");
    assertEquals("r1c4-right leaves the 4x4 board", s.whyIllegal(6));
    assertEquals("no swap has id 32 (ids are 0..31)", s.whyIllegal(32));
    assertEquals("move 1 (r1c1-right): r1c1-right makes no line of 3", Replay.moves(s, "r1c1-right").error());

    GemGemState t = s.copy();
    t.apply(swap);
    assertEquals("score 3 (+3)\n...D\nBCBC\nCDBA\nDBDB", t.toString(), "row 1's A A A cleared, nothing above");
    assertTrue(t.isChanceNode() && !t.isTerminal());
    assertEquals("r1c1=B", t.actionToString(1));
    assertEquals(2, t.parseAction("r1c1=c"));
    assertEquals(4, t.chanceOutcomes().size());
    assertEquals(0.25, t.chanceOutcomes().get(3).probability());
    assertMessage(() -> t.parseAction("r1c2=A"), "'r1c2=A' refills r1c2, but the next empty cell is r1c1");
    assertMessage(() -> t.parseAction("r1c1=E"), "'E' is not a gem (A..D)");
    assertMessage(() -> t.parseAction("r1c1-right"), "is not a refill: the next empty cell is filled, written like r1c1=A");
    assertEquals("the refill of r1c1 is a gem type A..D, not id 4", t.whyIllegal(4));
    // Refilling C, A, D makes no line: a decision node again, the cascade over.
    State after = Replay.movesOrThrow(t, List.of("r1c1=C", "r1c2=A", "r1c3=D"));
    assertEquals("score 3 (+3)\nCADD\nBCBC\nCDBA\nDBDB", after.toString());
    assertFalse(after.isChanceNode());
    // Refilling B at r1c3 instead makes B B B in column 3: the cascade goes on, with more chance nodes.
    State more = Replay.movesOrThrow(t, List.of("r1c1=C", "r1c2=A", "r1c3=B"));
    assertEquals("score 6 (+6)\nCA.D\nBC.C\nCD.A\nDBDB", more.toString());
    assertEquals("r1c3=A", more.actionToString(0));
    assertThrows(UnsupportedOperationException.class, t::key);
    assertEquals(LEVEL, after.levelText(), "the level is the start");
    assertEquals("score 0 (+0)\nAABD\nBCAC\nCDBA\nDBDB", s.toString(), "the original is untouched by its copy");
  }

  @Test
  void aLookAheadBoardHasItsOwnCascadeAndTheRefillNeedsAStream() {
    Board b = BoardText.parse(LEVEL, 4);
    NullPointerException e = assertThrows(NullPointerException.class, () -> b.cascade(null));
    assertTrue(e.getMessage().contains("cascadeKnown()"), e.getMessage());
    Board look = b.copy();
    assertEquals(3, look.playKnown(new Swap(0, 2, true).code(4)));
    assertEquals("...D/BCBC/CDBA/DBDB", BoardText.format(look));
    assertEquals(0, look.nextEmpty(0));
    assertEquals(2, look.nextEmpty(2));
    assertEquals(-1, look.nextEmpty(3));
    look.fill(1, 3);
    assertEquals(".D.D/BCBC/CDBA/DBDB", BoardText.format(look));
    assertMessage(() -> look.fill(1, 0), "cell 1 is not an empty cell");
    assertMessage(() -> look.fill(0, 4), "gem 4 is not a gem type (0..3)");
  }

  private static void assertMessage(Executable e, String part) {
    IllegalArgumentException ex = assertThrows(IllegalArgumentException.class, e);
    assertTrue(ex.getMessage().contains(part), "message '" + ex.getMessage() + "' should contain '" + part + "'");
  }
}
