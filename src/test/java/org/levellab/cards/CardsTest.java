package org.levellab.cards;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class CardsTest {
  @Test
  void parsesSymbolsLettersAndTens() {
    List<Card> cards = Cards.parse("A♠ 10♥ QH Td 2c, K♦");
    assertEquals(List.of(Card.of(Rank.ACE, Suit.SPADES), Card.of(Rank.TEN, Suit.HEARTS),
        Card.of(Rank.QUEEN, Suit.HEARTS), Card.of(Rank.TEN, Suit.DIAMONDS), Card.of(Rank.TWO, Suit.CLUBS),
        Card.of(Rank.KING, Suit.DIAMONDS)), cards);
  }

  @Test
  void everyCardRoundTripsThroughBothForms() {
    List<Card> deck = Cards.standardDeck();
    assertEquals(52, deck.size());
    assertEquals(deck, Cards.parse(Cards.format(deck)));
    StringBuilder ascii = new StringBuilder();
    for (Card c : deck) {
      ascii.append(c.toAscii()).append(' ');
      assertEquals(c, Card.ofIndex(c.index()));
    }
    assertEquals(deck, Cards.parse(ascii.toString()));
  }

  @Test
  void unknownTokensAreNamedWithTheirPosition() {
    var e = assertThrows(Cards.ParseException.class, () -> Cards.parse("A♠ 10♥ ZZ QH"));
    assertEquals(3, e.position());
    assertTrue(e.getMessage().contains("ZZ") && e.getMessage().contains("card 3"), e.getMessage());
    var suit = assertThrows(Cards.ParseException.class, () -> Cards.parse("AX"));
    assertTrue(suit.getMessage().contains("suit"), suit.getMessage());
  }

  @Test
  void duplicatesAreRejected() {
    var e = assertThrows(Cards.ParseException.class, () -> Cards.parse("A♠ 10♥ AS"));
    assertTrue(e.getMessage().contains("duplicate card A♠ at positions 1 and 3"), e.getMessage());
  }

  @Test
  void ranksParseFromLettersAndNumbers() {
    assertEquals(List.of(Rank.ACE, Rank.TEN, Rank.JACK, Rank.KING, Rank.TEN), Cards.parseRanks("A 10 J 13 T"));
    var e = assertThrows(Cards.ParseException.class, () -> Cards.parseRanks("A 14"));
    assertTrue(e.getMessage().contains("14") && e.getMessage().contains("rank 2"), e.getMessage());
    assertThrows(IllegalArgumentException.class, () -> Rank.of(0));
  }

  @Test
  void shuffleIsSeededAndAPermutation() {
    var a = Cards.shuffled(Cards.standardDeck(), new java.util.SplittableRandom(3));
    var b = Cards.shuffled(Cards.standardDeck(), new java.util.SplittableRandom(3));
    assertEquals(a, b);
    assertEquals(52, new java.util.HashSet<>(a).size());
  }
}
