package org.levellab.tripeaks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.levellab.cards.Rank;
import org.levellab.game.IllegalActionException;
import org.levellab.game.Play;
import org.levellab.game.Playthrough;
import org.levellab.game.RandomAgent;

class TriPeaksStateTest {
  static final Layout PYRAMID = Fixtures.PYRAMID;

  @Test
  void startShowsBottomRowAndFirstStockCard() {
    Deal d = Fixtures.blogDeal();
    TriPeaksState s = Level.microsoft().deal(d);
    for (int j = 0; j < 10; j++) {
      assertTrue(s.isOpen(j));
      assertEquals(d.boardRank(j), s.rankAt(j));
    }
    for (int j = 10; j < 28; j++) {
      assertFalse(s.isOpen(j));
      int slot = j;
      assertThrows(IllegalStateException.class, () -> s.rankAt(slot));
    }
    assertEquals(3, s.wasteTop());
    assertEquals(23, s.stockLeft());
    assertEquals(0, s.drawsUsed());
    // waste 3: the blog's board has 2 at slot 3 and 4 at slot 5 open
    assertEquals(List.of(Move.board(3), Move.board(5), Move.DRAW), s.legalMoves());
  }

  @Test
  void wrapDecidesWhetherKingAndAceMatch() {
    assertTrue(Level.microsoft().matches(13, 1));
    assertTrue(Level.microsoft().matches(1, 2));
    assertFalse(Level.microsoft().matches(5, 5));
    assertFalse(Level.microsoft().matches(3, 5));
    Level noWrap = Level.microsoft().toBuilder().wrap(false).build();
    assertFalse(noWrap.matches(13, 1));
    assertTrue(noWrap.matches(12, 13));
    assertFalse(Level.golf().wrap());
  }

  @Test
  void clearingUncoversAndAsksTheSourceOnlyThen() {
    List<String> calls = new ArrayList<>();
    Deal d = Fixtures.blogDeal();
    Dealing recording = new Dealing(d, st -> calls.add(st.pendingStockIndex() >= 0 ? "S" + st.pendingStockIndex()
        : "B" + st.pendingSlot()));
    TriPeaksState s = Level.microsoft().undealt();
    assertTrue(s.isChanceNode(), "an undealt game starts at a chance node");
    recording.settle(s);
    assertEquals(List.of("B0", "B1", "B2", "B3", "B4", "B5", "B6", "B7", "B8", "B9", "S0"), calls);
    calls.clear();
    recording.apply(s, Move.board(3)); // 2 on 3
    assertEquals(List.of(), calls, "slot 12 is still covered by slot 2");
    s.apply(Move.DRAW); // 9
    assertTrue(s.isChanceNode(), "a draw is a chance node until its card is known");
    assertEquals(2, s.wasteTop(), "the drawn card has not reached the waste yet");
    recording.settle(s);
    assertEquals(List.of("S1"), calls);
    recording.apply(s, Move.DRAW); // Q
    recording.apply(s, Move.DRAW); // 2
    recording.apply(s, Move.board(2)); // A on 2
    assertEquals(List.of("S1", "S2", "S3", "B12"), calls);
    assertEquals(8, s.rankAt(12));
    assertEquals(3, s.drawsUsed());
    assertEquals(1, s.currentChain());
    assertEquals(1, s.longestChain());
    assertEquals(2, s.boardCleared());
  }

  @Test
  void illegalMovesSayWhy() {
    TriPeaksState s = Level.microsoft().deal(Fixtures.blogDeal());
    assertIllegal(s, Move.board(12), "illegal move B12: slot 12 is covered by slot(s) 2, 3");
    assertIllegal(s, Move.board(0), "illegal move B0: slot 0 holds 5, which does not match the waste top 3");
    assertIllegal(s, Move.board(40), "illegal move B40: slot 40 does not exist");
    assertIllegal(s, Move.TO_HOLD, "illegal move H: this level has no hold slot");
    for (int i = 0; i < 23; i++) {
      s.apply(Move.DRAW);
    }
    assertIllegal(s, Move.DRAW, "illegal move D: ");
  }

  static void assertIllegal(TriPeaksState s, Move m, String start) {
    String before = s.toString();
    IllegalActionException e = assertThrows(IllegalActionException.class, () -> s.apply(m));
    assertTrue(e.getMessage().startsWith(start), e.getMessage());
    assertEquals(m.toString(), e.action());
    assertEquals(before, s.toString(), "an illegal move must not change the state");
  }

  @Test
  void holdSlotMovesTheTopAwayAndSwaps() {
    Level lvl = Level.builder(PYRAMID).holdSlot(true).deck(Level.Deck.CUSTOM).build();
    // board bottom row 5 6 7 8, stock 9 2 K ...
    Deal d = Deal.of(new int[] {5, 6, 7, 8, 1, 1, 1, 1, 1, 1}, new int[] {9, 2, 13, 3, 3, 3, 3, 3});
    TriPeaksState s = lvl.deal(d);
    assertIllegal(s, Move.TO_HOLD, "illegal move H: the waste has only one card");
    assertIllegal(s, Move.SWAP, "illegal move S: the hold slot is empty");
    s.apply(Move.board(3)); // 8 on 9
    assertEquals(8, s.wasteTop());
    s.apply(Move.TO_HOLD);  // 8 to hold, 9 back on top
    assertEquals(9, s.wasteTop());
    assertEquals(8, s.holdCard());
    assertIllegal(s, Move.TO_HOLD, "illegal move H: the hold slot is full");
    s.apply(Move.SWAP);
    assertEquals(8, s.wasteTop());
    assertEquals(9, s.holdCard());
    s.apply(Move.board(2)); // 7
    s.apply(Move.board(1)); // 6
    s.apply(Move.board(0)); // 5
    assertEquals(2, s.holdUses());
    assertEquals(4, s.longestChain());
  }

  @Test
  void wallKeepsItsCardClosedUntilThreeCardsAreCollected() {
    // Wall on open slot 0 (front line from the start) and on slot 4 (behind slots 0 and 1).
    Level lvl = Level.builder(PYRAMID).wall(0).wall(4).build();
    Deal d = Deal.of(new int[] {10, 2, 3, 4, 13, 1, 1, 1, 1, 1}, new int[] {5, 9, 9, 9, 9, 9, 9, 9});
    List<Integer> asked = new ArrayList<>();
    Dealing src = new Dealing(d, st -> {
      if (st.pendingStockIndex() < 0) {
        asked.add(st.pendingSlot());
      }
    });
    TriPeaksState s = lvl.undealt();
    src.settle(s);
    assertEquals(List.of(1, 2, 3), asked, "the walled slot 0 stays face down");
    assertTrue(s.hasWall(0));
    assertFalse(s.isOpen(0));
    assertFalse(s.isFaceUp(0));
    assertIllegal(s, Move.board(0), "illegal move B0: slot 0 is behind a brick wall (0 of 3 damage)");
    src.apply(s, Move.board(3)); // 4 on 5
    assertEquals(1, s.wallDamage(0));
    assertEquals(0, s.wallDamage(4), "slot 4 is covered: not in the front line");
    src.apply(s, Move.board(2)); // 3
    src.apply(s, Move.board(1)); // 2: third damage breaks the wall on 0
    assertEquals(3, s.wallDamage(0));
    assertFalse(s.hasWall(0));
    assertEquals(1, s.wallsBroken());
    assertTrue(s.isOpen(0));
    assertEquals(10, s.rankAt(0));
    // clearing slot 1 exposed slot 6 (covered by 2, 3) and slot 5 (1, 2); slot 4 waits for slot 0
    assertTrue(s.isOpen(5));
    assertTrue(s.isOpen(6));
    assertEquals(0, s.wallDamage(4));
    src.apply(s, Move.DRAW); // 9
    src.apply(s, Move.board(0)); // 10: exposes the wall on 4, which takes no damage from this move
    assertEquals(0, s.wallDamage(4));
    assertTrue(s.hasWall(4));
    assertFalse(s.isFaceUp(4));
  }

  @Test
  void gameIsLostWhenNothingCanEverMatch() {
    Level lvl = Level.builder(PYRAMID).stockSize(2).deck(Level.Deck.CUSTOM).build();
    Deal d = Deal.of(new int[] {5, 5, 5, 5, 5, 5, 5, 5, 5, 5}, new int[] {9, 10});
    TriPeaksState s = lvl.deal(d);
    assertFalse(s.isLost());
    assertEquals(List.of(Move.DRAW), s.legalMoves());
    s.apply(Move.DRAW);
    assertTrue(s.isLost());
    assertTrue(s.isOver());
    assertTrue(s.legalMoves().isEmpty());
    assertIllegal(s, Move.DRAW, "illegal move D: the game is already lost");
  }

  @Test
  void holdCardCountsBeforeDeclaringALoss() {
    Level lvl = Level.builder(PYRAMID).stockSize(2).holdSlot(true).deck(Level.Deck.CUSTOM).build();
    // waste 4 then 9: nothing matches 9, but 4 (beneath) matches 5 and 3 via the hold slot.
    Deal d = Deal.of(new int[] {5, 5, 5, 5, 5, 5, 5, 5, 5, 5}, new int[] {4, 9});
    TriPeaksState s = lvl.deal(d);
    s.apply(Move.DRAW);
    assertFalse(s.isLost());
    assertEquals(List.of(Move.TO_HOLD), s.legalMoves());
    s.apply(Move.TO_HOLD);
    assertEquals(4, s.wasteTop());
    assertTrue(s.legalMoves().contains(Move.board(0)));
  }

  @Test
  void copyIsIndependent() {
    TriPeaksState a = Level.microsoft().deal(Fixtures.blogDeal());
    TriPeaksState b = a.copy();
    b.apply(Move.board(3));
    assertTrue(a.isOpen(3));
    assertFalse(b.isOpen(3));
    assertNotEquals(a.toString(), b.toString());
  }

  /**
   * An undealt game whose chance nodes a policy answers from a deal is the dealt game: through the
   * generic {@link Play} with the same agent stream, 1200 seeded games on six kinds of level make the
   * same moves and pass through the same states, turn up exactly the deal's cards, and their traces
   * replay through the rules.
   */
  @Test
  void undealtGameDealtByAChancePolicyPlaysLikeTheDealtGame() {
    SplittableRandom rng = new SplittableRandom(12);
    List<Level> levels = TriPeaksContractTest.levels();
    int games = 0;
    int chanceOutcomes = 0;
    for (int g = 0; g < 1200; g++) {
      Level lvl = levels.get(g % levels.size());
      Deal d = Deal.random(lvl, rng);
      Play.Result<TriPeaksState> dealt = Play.from(lvl.deal(d))
          .agent(RandomAgent.create(), new SplittableRandom(g)).maxMoves(10_000).run();
      Play.Result<TriPeaksState> undealt = Play.from(lvl.undealt())
          .agent(RandomAgent.create(), new SplittableRandom(g))
          .chance(new Dealing(d, st -> { }), new SplittableRandom(0)).maxMoves(10_000).run();
      assertFalse(dealt.stopped() || undealt.stopped(), "random game " + g + " must end");
      assertEquals(dealt.actions(), undealt.actions(), "game " + g);
      List<Playthrough.Step> a = dealt.playthrough().steps();
      List<Playthrough.Step> b = undealt.playthrough().steps();
      assertEquals(a.size(), b.size());
      for (int i = 0; i < a.size(); i++) {
        assertEquals(a.get(i).state(), b.get(i).state(), "game " + g + " step " + i);
        assertTrue(a.get(i).chance().isEmpty(), "a dealt game has no chance nodes");
        for (String c : b.get(i).chance()) {
          String[] where = c.split("=");
          int rank = Rank.parse(where[1]).value();
          int index = Integer.parseInt(where[0].substring(1));
          assertEquals(where[0].charAt(0) == 'B' ? d.boardRank(index) : d.stockRank(index), rank, c);
          chanceOutcomes++;
        }
      }
      assertEquals(dealt.state().observation(), undealt.state().observation());
      assertEquals(dealt.state().isWon(), undealt.state().isWon());
      Playthrough.Check replay = undealt.playthrough().replay();
      assertTrue(replay.ok(), replay.error());
      games++;
    }
    assertEquals(1200, games);
    assertTrue(chanceOutcomes > 1200 * 30, chanceOutcomes + " cards turned up");
  }

  /**
   * 1500 seeded random games on several levels (hold slot, walls, no wrap): after every
   * move the state's view agrees with a from-scratch recomputation of the rules.
   */
  @Test
  void invariantsHoldThroughRandomGames() {
    SplittableRandom rng = new SplittableRandom(11);
    List<Level> levels = List.of(Level.microsoft(), Level.golf(),
        Level.builder(Layout.microsoft()).holdSlot(true).wall(12).wall(20).wall(26).build(),
        Level.builder(PYRAMID).holdSlot(true).wall(1).wall(7).wrap(false).build());
    int holdMoves = 0;
    int wallsBroken = 0;
    for (int g = 0; g < 1500; g++) {
      Level lvl = levels.get(g % levels.size());
      Deal d = Deal.random(lvl, rng);
      List<String> problems = new ArrayList<>();
      Dealing checking = new Dealing(d, st -> {
        int i = st.pendingStockIndex();
        if (i >= 0) {
          if (i != st.drawsUsed() + 1 && !(i == 0 && st.wasteSize() == 0)) {
            problems.add("stock " + i + " asked out of order");
          }
          return;
        }
        int slot = st.pendingSlot();
        // a layout dealt face up turns every card up at the start, covered or not
        for (int c : lvl.layout().dealtFaceUp() ? new int[0] : lvl.layout().coveredBy(slot)) {
          if (!st.isCleared(c)) {
            problems.add("slot " + slot + " asked while covered by " + c);
          }
        }
        if (st.hasWall(slot)) {
          problems.add("slot " + slot + " asked while walled");
        }
        if (st.isFaceUp(slot)) {
          problems.add("slot " + slot + " asked twice");
        }
      });
      TriPeaksState s = lvl.undealt();
      checking.settle(s);
      TriPeaksState dealt = lvl.deal(d);
      int lastDraws = 0;
      int chain = 0;
      int longest = 0;
      // Swaps can repeat, so a cap keeps a broken rule from looping forever; a game must end well before.
      for (int step = 0; step < 5000 && !s.isOver(); step++) {
        check(s, lvl, d);
        List<Move> legal = s.legalMoves();
        Move m = legal.get(rng.nextInt(legal.size()));
        int top = s.wasteTop();
        checking.apply(s, m);
        dealt.apply(m);
        assertEquals(dealt.toString(), s.toString(), "the dealt game and the undealt one dealt alike agree");
        if (m.isBoard()) {
          assertEquals(d.boardRank(m.slot()), s.wasteTop());
          assertTrue(lvl.matches(top, s.wasteTop()));
          chain++;
          longest = Math.max(longest, chain);
        } else if (m == Move.DRAW) {
          assertEquals(d.stockRank(s.drawsUsed()), s.wasteTop());
          assertEquals(lastDraws + 1, s.drawsUsed());
          chain = 0;
        }
        lastDraws = s.drawsUsed();
        assertEquals(chain, s.currentChain());
        assertEquals(longest, s.longestChain());
      }
      check(s, lvl, d);
      assertTrue(s.isOver(), "game " + g + " must end: " + s);
      assertEquals(List.of(), problems);
      holdMoves += s.holdUses();
      wallsBroken += s.wallsBroken();
    }
    // The games reached the rules under test: hold moves and broken walls.
    assertTrue(holdMoves > 100 && wallsBroken > 100, holdMoves + " hold moves, " + wallsBroken + " walls broken");
  }

  private static void check(TriPeaksState s, Level lvl, Deal d) {
    Layout l = lvl.layout();
    int cleared = 0;
    for (int slot = 0; slot < l.size(); slot++) {
      boolean uncovered = true;
      for (int c : l.coveredBy(slot)) {
        uncovered &= s.isCleared(c);
      }
      boolean walled = s.hasWall(slot);
      if (s.isCleared(slot)) {
        cleared++;
        assertFalse(s.isOpen(slot));
      } else {
        assertEquals(uncovered && !walled, s.isOpen(slot), "open slot " + slot);
        // a layout dealt face up shows every card no wall keeps shut; one dealt face down, the open ones
        assertEquals((uncovered || l.dealtFaceUp()) && !walled, s.isFaceUp(slot), "face up slot " + slot);
      }
      if (s.isFaceUp(slot)) {
        assertEquals(d.boardRank(slot), s.rankAt(slot));
      }
      if (lvl.walls().contains(slot)) {
        assertTrue(s.wallDamage(slot) >= 0 && s.wallDamage(slot) <= 3);
        assertEquals(s.wallDamage(slot) < 3, s.hasWall(slot));
      } else {
        assertFalse(s.hasWall(slot));
      }
    }
    assertEquals(cleared, s.boardCleared());
    assertEquals(l.size() - cleared, s.boardLeft());
    assertEquals(cleared == l.size(), s.isWon());
    // legal moves: exactly the candidate moves that whyIllegal accepts
    Set<Move> expected = new HashSet<>();
    List<Move> candidates = new ArrayList<>(List.of(Move.DRAW, Move.TO_HOLD, Move.SWAP));
    for (int slot = 0; slot < l.size(); slot++) {
      candidates.add(Move.board(slot));
    }
    for (Move m : candidates) {
      if (s.isLegal(m)) {
        expected.add(m);
        if (m.isBoard()) {
          assertTrue(lvl.matches(s.rankAt(m.slot()), s.wasteTop()));
        }
      }
    }
    assertEquals(expected, new HashSet<>(s.legalMoves()));
    if (s.isLost()) {
      assertEquals(0, s.stockLeft());
    }
  }
}
