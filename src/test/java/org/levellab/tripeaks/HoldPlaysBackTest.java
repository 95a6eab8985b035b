package org.levellab.tripeaks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.levellab.core.RandomStreams;
import org.levellab.game.ChancePolicy;
import org.levellab.game.GameContract;
import org.levellab.game.Games;
import org.levellab.game.Play;
import org.levellab.game.Playthrough;
import org.levellab.game.RandomAgent;
import org.levellab.tripeaks.solve.ExactSolver;
import org.levellab.tripeaks.solve.PackedPosition;

/**
 * The hold-slot rule option {@code hold_plays_back}: the held card goes back onto a matching waste top
 * ({@code P}) and the slot empties. Its legality and refusals, the contract over thousands of seeded
 * games, and the soundness of the lost test against a brute force of every hold manoeuvre.
 */
class HoldPlaysBackTest {
  private static final Level PYRAMID_BACK =
      Level.builder(Fixtures.PYRAMID).holdSlot(true).holdPlaysBack(true).deck(Level.Deck.CUSTOM).build();

  static List<Level> levels() {
    return List.of(Level.builder(Layout.microsoft()).holdSlot(true).holdPlaysBack(true).build(),
        Level.builder(TriPeaksContractTest.DESIGN24).holdSlot(true).holdPlaysBack(true).wall(9).wall(17)
            .wrap(false).build(),
        Level.builder(Fixtures.PYRAMID).holdSlot(true).holdPlaysBack(true).stockSize(6).build());
  }

  private static void assertWhy(TriPeaksState s, Move m, String why) {
    assertEquals(why, s.whyIllegal(m));
    assertFalse(s.legalMoves().contains(m), m + " listed as legal");
  }

  @Test
  void heldCardPlaysBackOntoAMatchingTopAndTheSlotEmpties() {
    // board bottom row 5 6 7 8, stock 9 2 K ...
    Deal d = Deal.of(new int[] {5, 6, 7, 8, 1, 1, 1, 1, 1, 1}, new int[] {9, 2, 13, 3, 3, 3, 3, 3});
    TriPeaksState s = PYRAMID_BACK.deal(d);
    s.apply(Move.board(3)); // 8 on 9
    assertWhy(s, Move.PLAY_HOLD, "the hold slot is empty");
    s.apply(Move.TO_HOLD); // 8 to hold, 9 back on top
    assertNull(s.whyIllegal(Move.PLAY_HOLD), "8 matches the waste top 9");
    assertEquals(List.of(Move.SWAP, Move.PLAY_HOLD, Move.DRAW), s.legalMoves(), "order: H, S, P, D");
    TriPeaksState before = s.copy();
    s.apply(Move.PLAY_HOLD);
    assertEquals(8, s.wasteTop());
    assertEquals(0, s.holdCard(), "the slot empties");
    assertEquals(2, s.wasteSize(), "9 and the 8 played back");
    assertEquals(2, s.holdUses());
    assertEquals(1, s.playedBack());
    assertEquals(1, s.longestChain(), "P clears no board card");
    assertNull(s.whyIllegal(Move.TO_HOLD), "an empty slot takes a card again");
    assertEquals(9, before.wasteTop(), "the copy is independent");
    assertEquals(8, before.holdCard());
    s.apply(Move.TO_HOLD);
    s.apply(Move.DRAW); // 2 on top, hold 8
    assertWhy(s, Move.PLAY_HOLD, "the hold card 8 does not match the waste top 2");
    assertEquals("P", Move.PLAY_HOLD.toString());
    assertEquals(Move.PLAY_HOLD, Move.parse("p"));
    assertEquals(Move.CODE_PLAY_HOLD, s.parseAction("P"));
  }

  @Test
  void withoutTheRuleTheHeldCardNeverPlaysBack() {
    Deal d = Deal.of(new int[] {5, 6, 7, 8, 1, 1, 1, 1, 1, 1}, new int[] {9, 2, 13, 3, 3, 3, 3, 3});
    Level plain = Level.builder(Fixtures.PYRAMID).holdSlot(true).deck(Level.Deck.CUSTOM).build();
    TriPeaksState s = plain.deal(d);
    s.apply(Move.board(3));
    s.apply(Move.TO_HOLD);
    assertWhy(s, Move.PLAY_HOLD, "this level's hold card is never played back (rules: hold_plays_back = false)");
    TriPeaksState none = Level.builder(Fixtures.PYRAMID).deck(Level.Deck.CUSTOM).build().deal(d);
    assertWhy(none, Move.PLAY_HOLD, "this level has no hold slot");
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> Level.builder(Fixtures.PYRAMID).holdPlaysBack(true).build());
    assertEquals("hold_plays_back = true needs a hold slot (hold_slot = true)", e.getMessage());
  }

  @Test
  void rulesReadBackAndOldRulesReadAsBefore() {
    for (Level level : levels()) {
      assertTrue(level.rules().contains("hold_plays_back = true"), level.rules());
      assertEquals(level, Games.create(level.name(), level.rules()));
    }
    assertFalse(Level.builder(Layout.microsoft()).holdSlot(true).build().rules().contains("hold_plays_back"));
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> Games.create("tripeaks", "hold_plays_back = true\n"));
    assertTrue(e.getMessage().endsWith("hold_plays_back = true needs a hold slot (hold_slot = true)"),
        e.getMessage());
  }

  @Test
  void packedRulesAndTheExactSolverRefuseTheOption() {
    Level level = levels().get(0);
    Deal deal = Deal.random(level, new SplittableRandom(1));
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> ExactSolver.create().solve(level, deal));
    assertTrue(e.getMessage().startsWith("the exact solver does not support hold_plays_back = true"),
        e.getMessage());
    e = assertThrows(IllegalArgumentException.class, () -> new PackedPosition(level));
    assertTrue(e.getMessage().contains("does not support hold_plays_back = true"), e.getMessage());
  }

  /** Deals per level whose traced random game is written, read back and replayed. */
  static final int TRACED_DEALS = 25;

  @Test
  void dealtAndUndealtGamesKeepTheContract() {
    int games = 0;
    List<Level> levels = levels();
    for (int li = 0; li < levels.size(); li++) {
      Level level = levels.get(li);
      long stream = 50 + li;
      // One contract run over the level's 400 deals, as TriPeaksContractTest does: every deal's level
      // text reads back and its two games are checked state by state, as when each deal had a run of
      // its own. That run also rebuilt the game from the catalogue (the level's rules, the same text
      // for every deal) and wrote a trace for every deal, most of the test's time; the rebuild now runs
      // once per level, the trace for the first TRACED_DEALS deals (below), enough to trace held cards
      // played back on every level (about 20, 20 and 10 of them).
      games += GameContract.checkSeeded(400, deal -> level.newInitialState(RandomStreams.taskSeed(stream, deal)),
          deal -> RandomStreams.taskSeed(stream, deal), 2, TriPeaksContractTest.MAX_STEPS).games();
      int tracesWithPlayBack = 0;
      for (int deal = 0; deal < TRACED_DEALS; deal++) {
        long seed = RandomStreams.taskSeed(stream, deal);
        tracesWithPlayBack += traceRoundTrip(level.newInitialState(seed), seed) > 0 ? 1 : 0;
      }
      assertTrue(tracesWithPlayBack > 0, level + ": no traced game played a held card back");
    }
    games += GameContract.check(PYRAMID_BACK.undealt(), 400, 7, TriPeaksContractTest.MAX_STEPS).games();
    assertEquals(3 * 400 * 2 + 400, games);
  }

  /**
   * The contract's trace check on one start: a seeded random game (the agent and chance streams the
   * contract uses for a start's seed) writes a trace that reads back unchanged and replays through the
   * rules. Returns how many held cards the game played back.
   */
  private static int traceRoundTrip(TriPeaksState start, long seed) {
    Play.Result<TriPeaksState> r = Play.from(start).agent(RandomAgent.create(), RandomStreams.of(seed))
        .chance(ChancePolicy.sampled(), RandomStreams.of(RandomStreams.derive(seed, "chance")))
        .maxMoves(TriPeaksContractTest.MAX_STEPS).run();
    assertFalse(r.stopped(), "the traced game of seed " + seed + " ends");
    String text = r.playthrough().format();
    Playthrough back = Playthrough.parse(text, "trace");
    assertEquals(text, back.format(), "the trace of seed " + seed + " reads back unchanged");
    Playthrough.Check c = back.replay();
    assertTrue(c.ok(), "the trace of seed " + seed + " replays: " + c.error());
    return r.state().playedBack();
  }

  /**
   * Over thousands of seeded random games (uniform legal moves) on every level: each P played
   * matched, emptied the slot and put the hold card on top; at every state with the stock empty the
   * lost test agrees with a brute force of every hold manoeuvre (H, S, P in any order) asking whether
   * some waste top they reach matches an open card. So the lost cut never ends a game in which a
   * board move (the only way to progress without stock) could still be reached.
   */
  @Test
  void lostTestAgreesWithABruteForceOfHoldManoeuvres() {
    SplittableRandom rng = new SplittableRandom(16);
    int plays = 0;
    int checked = 0;
    int lost = 0;
    int[] buf = new int[Move.CODES];
    List<Level> levels = levels();
    for (int g = 0; g < 3000; g++) {
      Level lvl = levels.get(g % levels.size());
      TriPeaksState s = lvl.deal(Deal.random(lvl, rng));
      for (int step = 0; step < 3000 && !s.isOver(); step++) {
        if (s.stockLeft() == 0) {
          checked++;
          assertEquals(!boardMoveReachable(s), s.isLost(), "game " + g + " at " + s);
        }
        int k = s.legalActions(buf);
        int m = buf[rng.nextInt(k)];
        if (m == Move.CODE_PLAY_HOLD) {
          int hold = s.holdCard();
          assertTrue(lvl.matches(hold, s.wasteTop()), s.toString());
          s.apply(m);
          assertEquals(hold, s.wasteTop());
          assertEquals(0, s.holdCard());
          plays++;
        } else {
          s.apply(m);
        }
      }
      if (s.stockLeft() == 0 && s.isOver()) {
        checked++;
        lost += s.isLost() ? 1 : 0;
        assertEquals(!s.isWon() && !boardMoveReachable(s), s.isLost(), "game " + g + " at " + s);
      }
    }
    assertTrue(plays > 1000, plays + " hold cards played back");
    assertTrue(lost > 500, lost + " games lost");
    assertTrue(checked > 10_000, checked + " states checked");
  }

  /**
   * Brute force, independent of the state's rules: every (waste, hold) reachable by H (top to an
   * empty slot, a card left on the waste), S (swap) and P (hold onto a matching top); true when one
   * of them has a top matching an open card.
   */
  private static boolean boardMoveReachable(TriPeaksState s) {
    Level lvl = s.level();
    int[] waste = s.observation().waste();
    record Pos(List<Integer> waste, int hold) {}
    List<Integer> start = new ArrayList<>();
    for (int r : waste) {
      start.add(r);
    }
    ArrayDeque<Pos> todo = new ArrayDeque<>(List.of(new Pos(start, s.holdCard())));
    Set<Pos> seen = new HashSet<>(todo);
    while (!todo.isEmpty()) {
      Pos p = todo.pop();
      int top = p.waste().get(p.waste().size() - 1);
      for (int slot = 0; slot < lvl.layout().size(); slot++) {
        if (s.isOpen(slot) && lvl.matches(top, s.rankAt(slot))) {
          return true;
        }
      }
      List<Pos> next = new ArrayList<>();
      if (p.hold() == 0 && p.waste().size() >= 2) {
        List<Integer> w = new ArrayList<>(p.waste().subList(0, p.waste().size() - 1));
        next.add(new Pos(w, top));
      }
      if (p.hold() != 0) {
        List<Integer> w = new ArrayList<>(p.waste());
        w.set(w.size() - 1, p.hold());
        next.add(new Pos(w, top));
        if (lvl.holdPlaysBack() && lvl.matches(p.hold(), top)) {
          List<Integer> back = new ArrayList<>(p.waste());
          back.add(p.hold());
          next.add(new Pos(back, 0));
        }
      }
      for (Pos q : next) {
        if (seen.add(q)) {
          todo.add(q);
        }
      }
    }
    return false;
  }

  /** The key still decides the future: two states with equal keys have equal legal moves after any P. */
  @Test
  void keysOfPositionsReachedTwoWaysAgree() {
    Deal d = Deal.of(new int[] {5, 6, 7, 8, 1, 1, 1, 1, 1, 1}, new int[] {9, 2, 13, 3, 3, 3, 3, 3});
    TriPeaksState a = PYRAMID_BACK.deal(d);
    a.apply(Move.board(3));
    TriPeaksState b = a.copy();
    b.apply(Move.TO_HOLD);
    b.apply(Move.PLAY_HOLD); // back where a is: 8 on 9, slot empty
    assertEquals(a.key(), b.key());
    assertEquals(a.legalMoves(), b.legalMoves());
    assertTrue(Arrays.equals(a.observation().waste(), b.observation().waste()));
  }
}
