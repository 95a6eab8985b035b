package org.levellab.pair;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.levellab.cards.Card;
import org.levellab.cards.Cards;
import org.levellab.core.RandomStreams;
import org.levellab.game.GameContract;
import org.levellab.game.Games;
import org.levellab.game.IllegalActionException;
import org.levellab.game.Play;
import org.levellab.game.RandomAgent;
import org.levellab.game.StateKey;

/** Pair Solitaire meets the contract of the common API, and its game reads and deals stacks as documented. */
class PairContractTest {
  @Test
  void randomGamesOnSeededFullStacksKeepTheContract() {
    int decisions = 0;
    for (long seed = 1; seed <= 4; seed++) {
      GameContract.Coverage c = GameContract.check(PairSolitaire.game().newInitialState(seed), 150, seed, 60);
      decisions += c.decisions();
    }
    assertTrue(decisions > 4 * 150 * 10, "random games made decisions: " + decisions);
  }

  @Test
  void randomGamesOnSeededSmallStacksKeepTheContract() {
    SplittableRandom rng = new SplittableRandom(31);
    int won = 0;
    for (int t = 0; t < 60; t++) {
      PairState start = PairDeal.of(PairSolverTest.randomStack(rng, 14)).start();
      won += GameContract.check(start, 40, t, 20).won();
    }
    assertTrue(won > 100, "small stacks are often beaten by random play: " + won);
  }

  @Test
  void aTamperedTraceFailsToReplay() {
    PairState start = PairSolitaire.game().newInitialState(5);
    GameContract.tamperedTraceFails(Play.from(start).agent(RandomAgent.create(), RandomStreams.of(5)).run().playthrough());
  }

  @Test
  void theCatalogueKnowsPair() {
    assertSame(PairSolitaire.game(), Games.byName("pair"));
    assertSame(PairSolitaire.game(), Games.byName(" Pair "));
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Games.create("pair", "deck = 32"));
    assertTrue(e.getMessage().contains("no rule options"), e.getMessage());
  }

  @Test
  void aSeededStartIsTheStackTheExperimentsDealForThatSeed() {
    for (long seed = 0; seed < 50; seed++) {
      PairDeal expected = PairGenerators.shuffle(Cards.standardDeck(), RandomStreams.of(seed)).deal();
      PairState start = PairSolitaire.game().newInitialState(seed);
      assertEquals(expected, start.deal());
      assertEquals(52, start.size());
      assertEquals(0, start.score());
    }
  }

  @Test
  void actionsArePositionsInTheStartingStackTopFirst() {
    PairState s = PairDeal.parse(PairRulesTest.ARTICLE_EXAMPLE).start();
    // 2♥ 9♣ 2♠ K♦ 2♣ 2♦: every card but 9♣ (position 1) is removable.
    assertEquals(List.of(0, 2, 3, 4, 5), Arrays.stream(s.legalActions()).boxed().toList());
    assertEquals("K♦", s.actionToString(3));
    assertEquals(3, s.parseAction("KD"));
    s.apply(3);
    // Ids keep naming the same card: 2♣ is still 4 with K♦ gone.
    assertEquals("2♣", s.actionToString(4));
    assertEquals(1, s.score());
    assertEquals(StateKey.of(0b110111), s.key());
    assertEquals("K♦ was already removed", s.whyIllegal(3));
    assertEquals("there is no card at position 6 (the stack had 6 cards, positions 0 to 5)", s.whyIllegal(6));
    assertNull(s.whyIllegal(1), "9♣ now faces 2♣ two places down");
    IllegalActionException e = assertThrows(IllegalActionException.class, () -> s.apply(3));
    assertEquals("illegal move K♦: K♦ was already removed", e.getMessage());
    IllegalArgumentException absent = assertThrows(IllegalArgumentException.class, () -> s.parseAction("A♠"));
    assertEquals("A♠ is not in this stack", absent.getMessage());
  }

  @Test
  void whyIllegalNamesTheCardsTwoPlacesAway() {
    PairState s = PairDeal.parse("A♠ 2♥ 3♦ 4♣ 5♠").start();
    assertEquals("two places away are nothing and 3♦, neither shares its rank or suit", s.whyIllegal(0));
    assertEquals("two places away are A♠ and 5♠, neither shares its rank or suit", s.whyIllegal(2));
    assertTrue(s.isTerminal());
    assertEquals("stack: A♠ 2♥ 3♦ 4♣ 5♠ (5 cards)\nlegal: none\narticle score: 0", s.toString());
  }

  @Test
  void theStateTextPinsStackLegalRemovalsAndArticleScore() {
    PairState s = PairDeal.parse(PairRulesTest.ARTICLE_EXAMPLE).start();
    for (String c : "2♥ K♦ 9♣ 2♠".split(" ")) {
      s.remove(Card.parse(c));
    }
    // Cleared 2♥ K♦ 9♣ 2♠: 26 points, last two 2s match: 52 (PairRulesTest works it by hand).
    assertEquals("stack: 2♣ 2♦ (2 cards)\nlegal: none\narticle score: 52", s.toString());
    assertTrue(s.isWon() && s.isTerminal());
    assertEquals(4, s.score());
    assertEquals(s.toString(), s.observation().toString());
  }

  @Test
  void stackFilesReadWithCommentsAndLines() {
    PairState s = PairSolitaire.game().parseLevel("# the article's example\n2♥ 9♣ 2♠   # top half\nKD, 2C\n\n2d\n",
        "example.txt");
    assertEquals(PairDeal.parse(PairRulesTest.ARTICLE_EXAMPLE), s.deal());
    assertEquals("2♥ 9♣ 2♠ K♦ 2♣ 2♦\n", s.levelText());
    assertEquals(s.deal(), PairSolitaire.game().parseLevel(s.levelText(), "again").deal());
  }

  @Test
  void badStackFilesNameTheLineThePositionAndTheToken() {
    IllegalArgumentException token = assertThrows(IllegalArgumentException.class,
        () -> PairSolitaire.game().parseLevel("A♠ 2♥\n# comment\n3♦ 1X\n", "s.txt"));
    assertTrue(token.getMessage().startsWith("s.txt line 3: card 4: unknown card '1X'"), token.getMessage());
    IllegalArgumentException dup = assertThrows(IllegalArgumentException.class,
        () -> PairSolitaire.game().parseLevel("A♠ 2♥\n3♦ AS\n", "s.txt"));
    assertEquals("s.txt line 2: duplicate card A♠ at position 4, line 2 (first at position 1, line 1)", dup.getMessage());
    IllegalArgumentException empty = assertThrows(IllegalArgumentException.class,
        () -> PairSolitaire.game().parseLevel("# nothing\n", "s.txt"));
    assertEquals("s.txt: a stack needs at least 2 cards, got 0 (empty stack)", empty.getMessage());
  }

  @Test
  void theRandomPlayerDrawsAsTheListBasedPlayerOfTheArticleDid() {
    // One nextInt over the removable cards, top first, per removal: written here on lists, as the
    // engine's player was before it became the common RandomAgent.
    for (long seed = 0; seed < 200; seed++) {
      PairState start = PairSolitaire.game().newInitialState(seed);
      SplittableRandom rng = RandomStreams.forTask(seed, 1);
      List<Card> ref = new ArrayList<>(start.cards());
      for (List<Integer> r = BruteForce.removable(ref); !r.isEmpty(); r = BruteForce.removable(ref)) {
        ref.remove((int) r.get(rng.nextInt(r.size())));
      }
      assertEquals(ref, PairPlay.randomPlay(start.deal(), RandomStreams.forTask(seed, 1)).cards());
      PairState viaPlay = Play.from(start).agent(RandomAgent.create(), RandomStreams.forTask(seed, 1)).record(false)
          .run().state();
      assertEquals(ref, viaPlay.cards());
    }
  }
}
