package org.levellab.blackhole;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.levellab.cards.Card;
import org.levellab.cards.Cards;
import org.levellab.game.IllegalActionException;
import org.levellab.game.StateKey;

/** The rules of Black Hole, its deal format and its bad input, and the key's merges. */
class BlackHoleRulesTest {
  private static final BlackHole GAME = BlackHole.game();
  static final Path SEED_1 = Path.of("datasets/blackhole/seed-1.deal");

  @TempDir Path dir;

  /** The 17 lines of seeded deal 1, for editing into bad deals. */
  private static List<String> lines() {
    return new ArrayList<>(GAME.newInitialState(1).levelText().lines().toList());
  }

  private static String message(List<String> lines) {
    return assertThrows(IllegalArgumentException.class, () -> GAME.parseLevel(String.join("\n", lines), "bad.deal"))
        .getMessage();
  }

  @Test
  void theDealFileIsSeededDealOneAndReadsBack() {
    BlackHoleState file = GAME.loadLevel(SEED_1);
    assertEquals(GAME.newInitialState(1).toString(), file.toString());
    assertEquals(file.toString(), GAME.parseLevel(file.levelText(), "levelText").toString());
    assertTrue(file.toString().startsWith("foundation A♠ (1 card) | 4♣ J♠ 3♥ | 6♥ 6♦ J♥ | A♥ 10♣ 4♦ |"), file::toString);
    // Comments, blank lines, commas and ASCII notation are read too.
    List<String> l = lines();
    l.set(0, "  4C, JS, 3h   # fan 1");
    l.add(3, "");
    assertEquals(file.toString(), GAME.parseLevel("# a comment\n" + String.join("\n", l), "x").toString());
  }

  @Test
  void everyBadDealIsNamedWithItsLineAndToken() {
    List<String> l = lines();
    l.set(2, "A♥ 10♣ 4X");
    assertTrue(message(l).startsWith("bad.deal line 3: card 3: unknown card '4X'"), message(l));
    l = lines();
    l.set(4, "7♠ 6♣");
    assertEquals("bad.deal line 5: a fan has 3 cards, this line has 2", message(l));
    l = lines();
    l.set(5, "Q♥ 2♦ 10♠ 5♠");
    assertEquals("bad.deal line 6: a fan has 3 cards, this line has 4", message(l));
    l = lines();
    l.set(6, "3♣ Q♦ 4♣"); // 4♣ is also the bottom card of fan 1
    assertEquals("bad.deal line 7: 4♣ is dealt twice (also on line 1)", message(l));
    l = lines();
    l.set(6, "3♣ 3♣ 3♠");
    assertTrue(message(l).startsWith("bad.deal line 7: duplicate card 3♣"), message(l));
    l = lines();
    l.set(6, "3♣ Q♦ A♠");
    assertEquals("bad.deal line 7: A♠ starts the foundation, it is not dealt into a fan", message(l));
    l = lines();
    l.remove(16);
    assertEquals("bad.deal: a deal has 17 fans (lines of 3 cards), this one has 16", message(l));
    l = lines();
    l.add("# the A♠ would make 52");
    l.add("A♠ A♠ A♠");
    assertEquals("bad.deal line 19: a deal has 17 fans, this is fan 18", message(l));
    assertEquals("bad.deal: a deal has 17 fans (lines of 3 cards), this one has 0", message(List.of("# nothing")));
    // A deal given as cards is checked the same way.
    List<List<Card>> fans = new ArrayList<>();
    for (String line : lines()) {
      fans.add(Cards.parse(line));
    }
    assertEquals(GAME.newInitialState(1).toString(), GAME.deal(fans).toString());
    fans.set(0, List.of(Card.parse("4♣"), Card.parse("J♠"), Card.parse("J♠")));
    assertTrue(assertThrows(IllegalArgumentException.class, () -> GAME.deal(fans)).getMessage()
        .startsWith("deal line 1: duplicate card J♠"));
  }

  @Test
  void dealFilesAreStrictUtf8WithTheByteOrderMarkDropped() throws IOException {
    Path bom = dir.resolve("bom.deal");
    Files.write(bom, ("\uFEFF" + GAME.newInitialState(1).levelText()).getBytes(StandardCharsets.UTF_8));
    assertEquals(GAME.newInitialState(1).toString(), GAME.loadLevel(bom).toString());
    Path binary = dir.resolve("binary.deal");
    // odd length: a zero byte that cannot be half of a UTF-16 code unit pair
    Files.write(binary, new byte[] {1, 2, 0, 3, 7});
    assertTrue(assertThrows(IllegalArgumentException.class, () -> GAME.loadLevel(binary)).getMessage()
        .startsWith("level file " + binary + " is not UTF-8 text"));
    assertEquals("level file " + dir + " is a folder, not a file",
        assertThrows(IllegalArgumentException.class, () -> GAME.loadLevel(dir)).getMessage());
    Path bad = dir.resolve("bad.deal");
    List<String> l = lines();
    l.set(8, "J♦ 8♦ 8♥ 2♠");
    Files.writeString(bad, String.join("\n", l), StandardCharsets.UTF_8);
    assertEquals(bad + " line 9: a fan has 3 cards, this line has 4",
        assertThrows(IllegalArgumentException.class, () -> GAME.loadLevel(bad)).getMessage());
  }

  @Test
  void seededDealsHoldTheFiftyOneOtherCardsAndDependOnTheSeedAlone() {
    Set<String> deals = new HashSet<>();
    for (long seed = 0; seed < 200; seed++) {
      BlackHoleState s = GAME.newInitialState(seed);
      assertEquals(s.toString(), GAME.newInitialState(seed).toString());
      List<Card> cards = new ArrayList<>();
      for (int f = 0; f < BlackHole.FANS; f++) {
        assertEquals(3, s.fan(f).size());
        cards.addAll(s.fan(f));
      }
      assertEquals(51, new HashSet<>(cards).size());
      assertFalse(cards.contains(BlackHole.FIRST));
      assertEquals(BlackHole.FIRST, s.foundationTop());
      deals.add(s.levelText());
    }
    assertEquals(200, deals.size());
  }

  @Test
  void aTopCardGoesOnTheFoundationOneRankUpOrDownSuitsIgnoredKingAndAceNeighbours() {
    // Fan 0 is 7♣ 9♥ K♣ (top last); on the A♠ go the kings and the 2s, whatever their suits.
    List<String> l = lines();
    Collections.swap(l, 0, 3); // fan 0 is now 7♣ 9♥ K♣
    BlackHoleState s = GAME.parseLevel(String.join("\n", l), "deal");
    List<String> legal = new ArrayList<>();
    for (int a : s.legalActions()) {
      legal.add(s.actionToString(a));
    }
    assertEquals(List.of("K♣", "K♠", "2♠", "2♥"), legal, "all fans have 3 cards, so in fan order");
    assertEquals("7♦ is not one rank above or below the foundation's A♠", s.whyIllegal(14));
    assertEquals("there is no fan 17 (fans are 0 to 16)", s.whyIllegal(17));
    assertEquals("there is no fan -1 (fans are 0 to 16)", s.whyIllegal(-1));
    IllegalActionException e = assertThrows(IllegalActionException.class, () -> s.apply(14));
    assertTrue(e.getMessage().contains("7♦"), e.getMessage());
    s.apply(s.parseAction("KC"));
    assertEquals(Card.parse("K♣"), s.foundationTop());
    assertEquals(2, s.score());
    assertEquals(List.of(Card.parse("7♣"), Card.parse("9♥")), s.fan(0));
    assertNull(s.whyIllegal(s.parseAction("Q♠")));
    assertEquals("K♣ is not in a fan (it is already on the foundation)",
        assertThrows(IllegalArgumentException.class, () -> s.parseAction("K♣")).getMessage());
    assertEquals("7♣ is not on top of its fan (fan 0 has 9♥ on top)",
        assertThrows(IllegalArgumentException.class, () -> s.parseAction("7♣")).getMessage());
    assertTrue(s.whyIllegal(s.parseAction("2♥")).endsWith("the foundation's K♣"));
  }

  @Test
  void legalMovesComeFromTheTallestFansFirstAndAreExactlyTheAdjacentTops() {
    SplittableRandom rng = new SplittableRandom(5);
    int checked = 0;
    for (int d = 0; d < 300; d++) {
      BlackHoleState s = GAME.newInitialState(rng.nextLong());
      while (!s.isTerminal()) {
        int[] legal = s.legalActions();
        List<Integer> expected = new ArrayList<>();
        for (int h = 3; h >= 1; h--) {
          for (int f = 0; f < BlackHole.FANS; f++) {
            List<Card> fan = s.fan(f);
            if (fan.size() == h && BlackHole.playable(s.foundationTop().rank().value(),
                fan.get(h - 1).rank().value())) {
              expected.add(f);
            }
          }
        }
        assertEquals(expected, java.util.Arrays.stream(legal).boxed().toList(), s::toString);
        s.apply(legal[rng.nextInt(legal.length)]);
        checked++;
      }
      assertTrue(s.isWon() || s.legalActions().length == 0);
      assertEquals(s.isWon(), s.score() == 52);
    }
    assertTrue(checked > 3000, "positions checked: " + checked);
  }

  /** The position up to renaming suits and alike fans: the top's rank and the sorted fans as ranks. */
  private static String canonical(BlackHoleState s) {
    List<String> fans = new ArrayList<>();
    for (int f = 0; f < BlackHole.FANS; f++) {
      // Written out as List.toString would: this runs on every position of 18,000 games.
      StringBuilder fan = new StringBuilder("[");
      for (Card c : s.fan(f)) {
        fan.append(fan.length() > 1 ? ", " : "").append(c.rank().label());
      }
      fans.add(fan.append(']').toString());
    }
    Collections.sort(fans);
    return s.foundationTop().rank() + " " + fans;
  }

  /** A deal whose fans share bottom ranks and often whole rank sequences: ranks sorted, suits shuffled. */
  private static BlackHoleState alikeFans(long seed) {
    SplittableRandom rng = new SplittableRandom(seed);
    List<Card> cards = new ArrayList<>(Cards.shuffled(Cards.standardDeck(), rng));
    cards.remove(BlackHole.FIRST);
    cards.sort((a, b) -> a.rank().compareTo(b.rank()));
    List<List<Card>> fans = new ArrayList<>();
    for (int f = 0; f < BlackHole.FANS; f++) {
      fans.add(List.of(cards.get(f), cards.get(f + 17), cards.get(f + 34)));
    }
    return GAME.deal(fans);
  }

  @Test
  void keysAreEqualExactlyForPositionsEqualUpToSuitsAndAlikeFans() {
    int merged = 0;
    int groups = 0;
    for (long seed = 0; seed < 60; seed++) {
      BlackHoleState start = seed % 2 == 0 ? alikeFans(seed) : GAME.newInitialState(seed);
      Map<StateKey, String> byKey = new HashMap<>();
      Map<String, StateKey> byForm = new HashMap<>();
      Map<String, Set<String>> variants = new HashMap<>();
      SplittableRandom rng = new SplittableRandom(seed);
      for (int game = 0; game < 300; game++) {
        BlackHoleState s = start.copy();
        while (!s.isTerminal()) {
          String form = canonical(s);
          StateKey k = s.key();
          String before = byKey.putIfAbsent(k, form);
          assertEquals(before == null ? form : before, form, "one key, two different positions");
          StateKey other = byForm.putIfAbsent(form, k);
          assertEquals(other == null ? k : other, k, () -> "one position up to renaming, two keys: " + s);
          variants.computeIfAbsent(form, x -> new HashSet<>()).add(s.toString());
          int[] legal = s.legalActions();
          s.apply(legal[rng.nextInt(legal.length)]);
        }
      }
      groups += variants.size();
      merged += (int) variants.values().stream().filter(v -> v.size() > 1).count();
    }
    assertTrue(merged > 1000, "renamed positions met and merged: " + merged + " of " + groups);
  }

  @Test
  void copiesAreIndependent() {
    BlackHoleState s = GAME.newInitialState(3);
    BlackHoleState c = s.copy();
    c.apply(c.legalActions()[0]);
    assertNotEquals(s.toString(), c.toString());
    assertEquals(GAME.newInitialState(3).toString(), s.toString());
  }
}
