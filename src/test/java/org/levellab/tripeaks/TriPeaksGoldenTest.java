package org.levellab.tripeaks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.SplittableRandom;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.levellab.game.ChancePolicy;
import org.levellab.game.GameContract;
import org.levellab.game.Goldens;
import org.levellab.game.Play;
import org.levellab.game.Playthrough;
import org.levellab.game.RandomAgent;

/**
 * Golden playthroughs pin the rules: seeded games with uniform random legal moves (one {@code
 * nextInt(legal moves)} per move from {@code new SplittableRandom(seed)}), the state after every move,
 * compared with {@code src/test/resources/golden/tripeaks|golf/*.trace} by the one harness ({@link
 * Goldens}), which also replays each file through the rules. A golden game must end: the play's move
 * limit would say it stopped, and that fails here.
 */
class TriPeaksGoldenTest {
  private static final Pattern CHAIN = Pattern.compile(" chain (\\d+) ");
  private static final Pattern BROKEN_WALL = Pattern.compile("\\| wall \\d+:3");

  @Test
  void blogDeal() {
    Goldens.check("tripeaks/blog-deal", dealt(Level.microsoft(), Fixtures.blogDeal(), 1));
  }

  @Test
  void holdSlotAndWalls() {
    Level level = Level.builder(Layout.microsoft()).holdSlot(true).wall(13).wall(19).wall(25).build();
    Goldens.check("tripeaks/hold-walls", dealt(level, Deal.random(level, new SplittableRandom(2)), 2));
  }

  /** A level whose hold card plays back ({@code P}, the slot empties): the trace holds P moves. */
  @Test
  void holdPlaysBack() {
    Level level = Level.builder(Layout.microsoft()).holdSlot(true).holdPlaysBack(true).build();
    Playthrough p = dealt(level, Deal.random(level, new SplittableRandom(8)), 8);
    assertTrue(p.moves().contains("P"), "the golden game plays a held card back: " + p.moves());
    Goldens.check("tripeaks/hold-plays-back", p);
  }

  @Test
  void golf() {
    Goldens.check("golf/random-deal", dealt(Level.golf(), Deal.random(Level.golf(), new SplittableRandom(3)), 3));
  }

  /** Every card a chance outcome drawn from the standard deck: the trace records each one. */
  @Test
  void undealtStandardDeck() {
    Playthrough p = play(Level.microsoft().undealt(), 4, 5);
    assertEquals(11, p.steps().get(0).chance().size(), "ten open cards and the first stock card turn up first");
    Goldens.check("tripeaks/undealt-standard-deck", p);
    GameContract.tamperedTraceFails(p);
  }

  /** A designer layout with a hold slot and walls, any ranks (custom deck): chance outcomes in the reveal order. */
  @Test
  void undealtCustomDeckWithHoldAndWalls() {
    Level level = Level.builder(TriPeaksContractTest.DESIGN24).holdSlot(true).wall(9).wall(17)
        .deck(Level.Deck.CUSTOM).build();
    Goldens.check("tripeaks/undealt-design24-custom-deck", play(level.undealt(), 6, 7));
  }

  private static Playthrough dealt(Level level, Deal deal, long seed) {
    Playthrough p = play(level.deal(deal), seed, seed);
    assertTrue(p.steps().stream().allMatch(s -> s.chance().isEmpty()), "a dealt game has no chance nodes");
    return p;
  }

  /**
   * The game's counters, which the old trace format printed on its result line, follow from the
   * trace: draws and hold moves from the moves, the longest chain from the chain column, broken walls
   * from the last state. So the golden pins them too.
   */
  private static void assertCountersFollowTheTrace(TriPeaksState end, Playthrough p) {
    List<String> moves = p.moves();
    assertEquals(moves.stream().filter(m -> m.equals("D")).count(), end.drawsUsed(), "draws");
    assertEquals(moves.stream().filter(m -> m.equals("H") || m.equals("S") || m.equals("P"))
        .count(), end.holdUses(), "hold uses");
    int longest = 0;
    for (Playthrough.Step st : p.steps()) {
      Matcher m = CHAIN.matcher(st.state());
      assertTrue(m.find(), st.state());
      longest = Math.max(longest, Integer.parseInt(m.group(1)));
    }
    assertEquals(longest, end.longestChain(), "longest chain");
    String last = p.steps().get(p.steps().size() - 1).state();
    assertEquals(BROKEN_WALL.matcher(last).results().count(), end.wallsBroken(), "walls broken");
    assertEquals(end.boardCleared(), (int) p.end().score(), "the score is the board cards cleared");
  }

  private static Playthrough play(TriPeaksState start, long agentSeed, long chanceSeed) {
    Play.Result<TriPeaksState> r = Play.from(start)
        .agent(RandomAgent.create(), new SplittableRandom(agentSeed))
        .chance(ChancePolicy.sampled(), new SplittableRandom(chanceSeed))
        .label("uniform random legal moves, SplittableRandom(" + agentSeed + ")"
            + (start.isChanceNode() ? "; chance outcomes sampled, SplittableRandom(" + chanceSeed + ")" : ""))
        .run();
    assertFalse(r.stopped(), "a golden game must end, not stop at the move limit");
    assertTrue(r.state().isTerminal());
    assertCountersFollowTheTrace(r.state(), r.playthrough());
    return r.playthrough();
  }
}
