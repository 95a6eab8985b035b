package org.levellab.pair;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.levellab.cards.Card;
import org.levellab.cards.Cards;
import org.levellab.cards.Rank;
import org.levellab.core.RandomStreams;
import org.levellab.search.Budget;
import org.levellab.search.Verdict;

class PairGeneratorsTest {
  static final PairSolver SOLVER = PairSolver.builder().budget(Budget.nodes(2_000_000)).build();

  static void assertPermutationOf(List<Card> deck, PairDeal g) {
    assertEquals(deck.size(), g.size());
    assertEquals(new HashSet<>(deck), new HashSet<>(g.stack()));
  }

  /** Beatable, shown by a line that the independent rules replay down to two cards. */
  static void assertBeatable(PairDeal g) {
    PairSolution s = SOLVER.solve(g);
    assertEquals(Verdict.TRUE, s.beatable(), g.toString());
    assertEquals(2, BruteForce.apply(g.stack(), s.moves()).size());
  }

  @Test
  void studyDecks() {
    assertEquals(Cards.standardDeck().size(), PairGenerators.deck(13, 4).size());
    assertEquals(new HashSet<>(Cards.standardDeck()), new HashSet<>(PairGenerators.deck(13, 4)));
    assertEquals(Cards.parse("A♠ 2♠ 3♠ A♥ 2♥ 3♥"), PairGenerators.deck(3, 2));
    assertThrows(IllegalArgumentException.class, () -> PairGenerators.deck(0, 4));
    assertThrows(IllegalArgumentException.class, () -> PairGenerators.deck(14, 4));
    assertThrows(IllegalArgumentException.class, () -> PairGenerators.deck(5, 5));
    assertThrows(IllegalArgumentException.class, () -> PairGenerators.deck(1, 1));
  }

  @Test
  void shuffleIsASeededPermutation() {
    List<Card> deck = Cards.standardDeck();
    PairDeal a = PairGenerators.shuffle(deck, RandomStreams.of(5)).deal();
    assertPermutationOf(deck, a);
    assertEquals(a, PairGenerators.shuffle(deck, RandomStreams.of(5)).deal());
    assertNotEquals(a, PairGenerators.shuffle(deck, RandomStreams.of(6)).deal());
  }

  @Test
  void filteredShuffleReturnsAProvenBeatableStack() {
    List<Card> deck = PairGenerators.deck(5, 4);
    for (long seed = 0; seed < 20; seed++) {
      PairGenerators.Generated g = PairGenerators.filtered(deck, RandomStreams.of(seed), SOLVER, 1000);
      assertPermutationOf(deck, g.deal());
      assertBeatable(g.deal());
      assertTrue(g.tries() >= 1 && g.solverCalls() == g.tries());
      assertEquals(g.deal(), PairGenerators.filtered(deck, RandomStreams.of(seed), SOLVER, 1000).deal());
    }
  }

  @Test
  void filteredShuffleCountsItsTries() {
    // Two ranks in four suits: beatable shuffles are rare enough that some seeds need several tries.
    List<Card> deck = PairGenerators.deck(2, 4);
    int most = 0;
    for (long seed = 0; seed < 30; seed++) {
      PairGenerators.Generated g = PairGenerators.filtered(deck, RandomStreams.of(seed), SOLVER, 10_000);
      assertBeatable(g.deal());
      // Every shuffle before the accepted one must really be unbeatable: replay the same stream.
      var rng = RandomStreams.of(seed);
      for (int t = 1; t < g.tries(); t++) {
        List<Card> rejected = Cards.shuffled(deck, rng);
        assertTrue(new BruteForce().fewest(rejected) > 2);
      }
      most = Math.max(most, g.tries());
    }
    assertTrue(most > 1, "expected some seed to need more than one shuffle");
  }

  @Test
  void filteredShuffleGivesUpWithAClearError() {
    // Three cards of different ranks and suits never pair, so every shuffle is unbeatable.
    List<Card> deck = Cards.parse("A♠ 2♥ 3♦");
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> PairGenerators.filtered(deck, RandomStreams.of(1), SOLVER, 50));
    assertTrue(e.getMessage().contains("50 tries"), e.getMessage());
  }

  @Test
  void thePerfectSequenceReproducesTheArticlesWorkedExample() {
    PairGenerators.Generated g = PairGenerators.perfect(Cards.parse("2♥ 2♠ 2♣ 2♦"), Cards.parse("9♣"));
    assertEquals(Cards.parse("2♥ 9♣ 2♠ 2♣ 2♦"), g.deal().stack(), "9♣ between the 2♥ and the 2♠");
    g = PairGenerators.perfect(Cards.parse("2♥ 2♠ 2♣ 2♦"), Cards.parse("9♣ K♦"));
    assertEquals(Cards.parse("2♥ 9♣ 2♠ K♦ 2♣ 2♦"), g.deal().stack(), "K♦ between the 2♠ and the 2♣");
    assertEquals(0, g.solverCalls(), "the article's reading needs no solver");
    assertEquals(2 + 4, g.tries(), "9♣ tried on top, then second; K♦ tried at the first four places");
    // the article's two winning lines and its trap
    assertEquals(2, new BruteForce().fewest(Cards.parse("2♥ 9♣ 2♠ K♦ 2♣ 2♦")));
  }

  @Test
  void theArticlesReadingPutsEachCardAtTheFirstPlaceItCanLeaveFrom() {
    // Redone from the text with the rules as the judge: the first place, from the top, where the new
    // card is removable in the new stack; every stack on the way beatable (exhaustive search).
    List<Card> deck = PairGenerators.deck(5, 4);
    for (long seed = 0; seed < 40; seed++) {
      var rng = RandomStreams.of(seed);
      List<Card> twos = deck.stream().filter(c -> c.rank() == Rank.TWO).toList();
      List<Card> others = deck.stream().filter(c -> c.rank() != Rank.TWO).toList();
      List<Card> stack = new java.util.ArrayList<>(Cards.shuffled(twos, rng));
      for (Card c : Cards.shuffled(others, rng)) {
        int at = 0;
        while (true) {
          stack.add(at, c);
          if (PairDeal.of(stack).start().canRemove(c)) {
            break;
          }
          stack.remove(at);
          at++;
        }
        if (stack.size() <= 12) {
          assertEquals(2, new BruteForce().fewest(stack), "every stack on the way is beatable: " + stack);
        }
      }
      PairGenerators.Generated g = PairGenerators.perfect(deck, RandomStreams.of(seed), Rank.TWO);
      assertEquals(stack, g.deal().stack());
      assertEquals(0, g.solverCalls());
      assertBeatable(g.deal());
    }
  }

  @Test
  void placesTriedPerInsertAddUpToTheBuildsTries() {
    assertArrayEquals(new int[] {2, 4}, PairGenerators.perfectTriesPerInsert(Cards.parse("2♥ 2♠ 2♣ 2♦"),
        Cards.parse("9♣ K♦")));
    for (long seed = 0; seed < 20; seed++) {
      var rng = RandomStreams.of(seed);
      List<Card> deck = Cards.standardDeck();
      List<Card> start = Cards.shuffled(deck.stream().filter(c -> c.rank() == Rank.TWO).toList(), rng);
      List<Card> rest = Cards.shuffled(deck.stream().filter(c -> c.rank() != Rank.TWO).toList(), rng);
      int[] each = PairGenerators.perfectTriesPerInsert(start, rest);
      assertEquals(PairGenerators.perfect(start, rest).tries(), java.util.Arrays.stream(each).sum());
      assertTrue(java.util.Arrays.stream(each).allMatch(t -> t >= 1));
    }
  }

  @Test
  void thePerfectSequenceRefusesACardThatCanNeverLeave() {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> PairGenerators.perfect(Cards.parse("2♥ 2♠"), Cards.parse("9♣")));
    assertTrue(e.getMessage().contains("9♣"), e.getMessage());
    assertThrows(IllegalArgumentException.class, () -> PairGenerators.perfect(Cards.parse("2♥ 2♠"), Cards.parse("2♥")));
  }

  @Test
  void perfectBeatableIsABeatablePermutation() {
    List<Card> deck = PairGenerators.deck(7, 4);
    for (long seed = 0; seed < 10; seed++) {
      PairGenerators.Generated g = PairGenerators.perfectBeatable(deck, RandomStreams.of(seed), Rank.TWO, SOLVER);
      assertPermutationOf(deck, g.deal());
      assertBeatable(g.deal());
      assertEquals(0, g.unknown());
      assertEquals(g.deal(), PairGenerators.perfectBeatable(deck, RandomStreams.of(seed), Rank.TWO, SOLVER).deal());
    }
  }

  @Test
  void perfectBeatablePlacesEachCardAtTheFirstBeatablePlace() {
    // The construction redone from the article's text with the exhaustive search as the judge,
    // drawing from the same stream in the same order.
    List<Card> deck = PairGenerators.deck(4, 3);
    for (long seed = 0; seed < 5; seed++) {
      var rng = RandomStreams.of(seed);
      List<Card> aces = deck.stream().filter(c -> c.rank() == Rank.ACE).toList();
      List<Card> others = deck.stream().filter(c -> c.rank() != Rank.ACE).toList();
      List<Card> stack = new java.util.ArrayList<>(Cards.shuffled(aces, rng));
      for (Card c : Cards.shuffled(others, rng)) {
        int at = 0;
        while (true) {
          stack.add(at, c);
          if (new BruteForce().fewest(stack) == 2) {
            break;
          }
          stack.remove(at);
          at++;
        }
      }
      PairDeal g = PairGenerators.perfectBeatable(deck, RandomStreams.of(seed), Rank.ACE, SOLVER).deal();
      assertEquals(stack, g.stack());
    }
  }

  @Test
  void perfectSequenceBuildsAFullDeck() {
    PairDeal full = PairGenerators.perfect(Cards.standardDeck(), RandomStreams.of(1), Rank.TWO).deal();
    assertPermutationOf(Cards.standardDeck(), full);
    assertBeatable(full);
    full = PairGenerators.perfectBeatable(Cards.standardDeck(), RandomStreams.of(1), Rank.TWO, SOLVER).deal();
    assertPermutationOf(Cards.standardDeck(), full);
    assertBeatable(full);
  }

  @Test
  void perfectSequenceRejectsAStartRankThatIsNotThere() {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> PairGenerators.perfect(PairGenerators.deck(3, 4), RandomStreams.of(1), Rank.KING));
    assertTrue(e.getMessage().contains("start rank K"), e.getMessage());
  }

  @Test
  void methodNames() {
    assertEquals(PairGenerators.Method.PERFECT, PairGenerators.Method.parse("Perfect"));
    assertEquals(PairGenerators.Method.PERFECT_BEATABLE, PairGenerators.Method.parse("perfect-beatable"));
    assertEquals("perfect-beatable", PairGenerators.Method.PERFECT_BEATABLE.label());
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> PairGenerators.Method.parse("deal"));
    assertTrue(e.getMessage().contains("'deal'"));
  }

  @Test
  void difficultyMeasures() {
    PairDeal g = PairDeal.parse(PairRulesTest.ARTICLE_EXAMPLE);
    // By hand: first removals 2♥ 2♠ K♦ 2♣ 2♦. Removing 2♣ strands 9♣ (no club, no 9 left); each of
    // the others leaves 9♣ a club two places away at some point (checked by the exhaustive search).
    PairPlay.FirstMoves fm = PairPlay.winningFirstMoves(g, SOLVER);
    assertEquals(5, fm.legal());
    int expected = 0;
    for (PairState s : g.start().successors()) {
      if (new BruteForce().fewest(s.cards()) == 2) {
        expected++;
      }
    }
    assertEquals(expected, fm.winning());
    assertTrue(fm.winning() < 5);
    double rate = PairPlay.randomWinRate(g, 2000, 4);
    assertEquals(rate, PairPlay.randomWinRate(g, 2000, 4));
    assertTrue(rate > 0 && rate < 1);
    assertThrows(IllegalArgumentException.class, () -> PairPlay.randomWinRate(g, 0, 1));
    PairPlay.RandomPlayStats stats = PairPlay.randomPlayStats(g, 2000, 4);
    assertEquals(rate, stats.winRate());
    // A win leaves 2 cards, any other end at least 3.
    assertTrue(stats.meanCardsLeft() >= 2 * rate + 3 * (1 - rate) - 1e-9);
    assertTrue(stats.meanCardsLeft() < 6);
  }
}
