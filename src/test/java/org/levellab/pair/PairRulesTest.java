package org.levellab.pair;

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
import org.levellab.cards.Card;
import org.levellab.cards.Cards;
import org.levellab.search.Verdict;

class PairRulesTest {
  /** The article's worked example, after inserting 9♣ and K♦ among the 2s. */
  static final String ARTICLE_EXAMPLE = "2♥ 9♣ 2♠ K♦ 2♣ 2♦";

  @Test
  void legalRemovalsOfTheArticleExample() {
    PairDeal g = PairDeal.parse(ARTICLE_EXAMPLE);
    // Worked by hand: 9♣ faces nothing on the left and K♦ on the right; every other card has a partner.
    assertEquals(Cards.parse("2♥ 2♠ K♦ 2♣ 2♦"), g.start().legalRemovals());
  }

  @Test
  void bothOfTheArticlesWinningLinesReplay() {
    PairDeal g = PairDeal.parse(ARTICLE_EXAMPLE);
    assertTrue(PairReplay.replay(g, "2♥ K♦ 9♣ 2♠").isBeaten());
    assertTrue(PairReplay.replay(g, "K♦ 9♣ 2♥ 2♠").isBeaten());
  }

  @Test
  void theArticlesFailureStateLeavesTheNineOfClubsStuck() {
    PairDeal g = PairDeal.parse(ARTICLE_EXAMPLE);
    PairState after = PairReplay.replay(g, "2♣");
    assertFalse(after.canRemove(Card.parse("9♣")));
    // 2♣ was the only club and there is no other 9: 9♣ can never go, so three cards at best.
    PairSolution s = PairSolver.standard().solve(after);
    assertEquals(Verdict.FALSE, s.beatable());
    assertEquals(3, s.fewestRemaining());
  }

  @Test
  void threeCardsWithMatchingEndsAreBeatenEitherWay() {
    PairDeal g = PairDeal.parse("A♠ 2♥ A♥");
    assertEquals(Cards.parse("A♠ A♥"), g.start().legalRemovals());
    assertEquals(Cards.parse("2♥ A♥"), PairReplay.replay(g, "A♠").cards());
    assertEquals(Cards.parse("A♠ 2♥"), PairReplay.replay(g, "A♥").cards());
    assertTrue(PairReplay.replay(g, "A♥").isTerminal());
  }

  @Test
  void neighboursNeverPair() {
    PairDeal g = PairDeal.parse("A♠ A♥ 2♣");
    assertTrue(g.start().legalRemovals().isEmpty());
  }

  @Test
  void statesAreValuesForTheStateGraphAnalyzer() {
    PairDeal g = PairDeal.parse(ARTICLE_EXAMPLE);
    PairState a = g.start();
    a.remove(Card.parse("2♥"));
    a.remove(Card.parse("K♦"));
    PairState b = g.start();
    b.remove(Card.parse("K♦"));
    b.remove(Card.parse("2♥"));
    assertEquals(a, b);
    assertEquals(a.hashCode(), b.hashCode());
    assertNotEquals(a, g.start());
    Set<PairState> set = new HashSet<>(List.of(a, b, g.start()));
    assertEquals(2, set.size());
    assertEquals(g.start().legalRemovals().size(), g.start().successors().size());
    // The same cards in another deal are another state.
    assertNotEquals(PairDeal.parse("2♥ 9♣ 2♠ K♦ 2♦ 2♣").start(), g.start());
  }

  @Test
  void legalRemovalsAgreeWithTheIndependentRulesOnRandomPlay() {
    SplittableRandom rng = new SplittableRandom(11);
    for (int t = 0; t < 300; t++) {
      List<Card> deck = Cards.shuffled(Cards.standardDeck(), rng).subList(0, 2 + rng.nextInt(51));
      PairState s = PairDeal.of(deck).start();
      List<Card> ref = new ArrayList<>(deck);
      while (true) {
        List<Card> expected = new ArrayList<>();
        for (int i : BruteForce.removable(ref)) {
          expected.add(ref.get(i));
        }
        assertEquals(expected, s.legalRemovals());
        assertEquals(ref, s.cards());
        if (expected.isEmpty()) {
          break;
        }
        Card c = expected.get(rng.nextInt(expected.size()));
        s.remove(c);
        ref.remove(c);
      }
    }
  }

  @Test
  void badStacksAreRejectedWithClearMessages() {
    IllegalArgumentException dup = assertThrows(IllegalArgumentException.class, () -> PairDeal.parse("A♠ 2♥ AS"));
    assertTrue(dup.getMessage().contains("duplicate card A♠"), dup.getMessage());
    IllegalArgumentException unknown = assertThrows(IllegalArgumentException.class, () -> PairDeal.parse("A♠ 1X 3♥"));
    assertTrue(unknown.getMessage().contains("card 2") && unknown.getMessage().contains("1X"), unknown.getMessage());
    IllegalArgumentException empty = assertThrows(IllegalArgumentException.class, () -> PairDeal.parse("  "));
    assertTrue(empty.getMessage().contains("empty"), empty.getMessage());
    IllegalArgumentException one = assertThrows(IllegalArgumentException.class, () -> PairDeal.parse("Q♥"));
    assertTrue(one.getMessage().contains("at least 2 cards"), one.getMessage());
    assertThrows(IllegalArgumentException.class, () -> PairDeal.of(null));
    List<Card> withNull = new ArrayList<>(Cards.parse("A♠ 2♥"));
    withNull.add(null);
    assertThrows(IllegalArgumentException.class, () -> PairDeal.of(withNull));
  }

  @Test
  void badMovesStopTheReplayAtTheFirstIllegalOne() {
    PairDeal g = PairDeal.parse(ARTICLE_EXAMPLE);
    IllegalArgumentException illegal = assertThrows(IllegalArgumentException.class,
        () -> PairReplay.replay(g, "2♥ 9♣ K♦"));
    assertEquals("move 2 (9♣): two places away are nothing and K♦, neither shares its rank or suit;"
        + " stack was 9♣ 2♠ K♦ 2♣ 2♦", illegal.getMessage());
    IllegalArgumentException absent = assertThrows(IllegalArgumentException.class,
        () -> PairReplay.replay(g, "2♥ A♠"));
    assertTrue(absent.getMessage().contains("move 2") && absent.getMessage().contains("not in this stack"),
        absent.getMessage());
    IllegalArgumentException twice = assertThrows(IllegalArgumentException.class,
        () -> PairReplay.replay(g, List.of(Card.parse("2♥"), Card.parse("K♦"), Card.parse("2♥"))));
    assertTrue(twice.getMessage().contains("move 3") && twice.getMessage().contains("already removed"),
        twice.getMessage());
    IllegalArgumentException token = assertThrows(IllegalArgumentException.class,
        () -> PairReplay.replay(g, "2♥ ZZ"));
    assertTrue(token.getMessage().startsWith("move 2 (ZZ): unknown card 'ZZ'"), token.getMessage());
  }

  @Test
  void articleScoreByHand() {
    PairDeal g = PairDeal.parse(ARTICLE_EXAMPLE);
    // Cleared 2♥ K♦ 9♣ 2♠: 2 + 13 + 9 + 2 = 26 points, 4 cleared (multiplier 1), last two 2s match: x2.
    assertEquals(52.0, PairScore.article().score(g, PairReplay.replay(g, "2♥ K♦ 9♣ 2♠")));
    // Cleared 2♣ only: 2 points, not beaten.
    assertEquals(2.0, PairScore.article().score(g, PairReplay.replay(g, "2♣")));
    assertEquals(0.0, PairScore.article().score(g, g.start()));
  }

  @Test
  void articleScoreMultiplierStepsEveryTenCards() {
    PairDeal g = PairDeal.of(Cards.standardDeck());
    PairState end = PairPlay.randomPlay(g, new SplittableRandom(3));
    int points = 0;
    for (Card c : g.stack()) {
      if (!end.cards().contains(c)) {
        points += c.rank().value();
      }
    }
    int cleared = 52 - end.size();
    double expected = points * (1 + cleared / 10) * (end.isBeaten() && BruteForce.pairs(end.cards().get(0), end.cards().get(1)) ? 2 : 1);
    assertEquals(expected, PairScore.article().score(g, end));
  }
}
