package org.levellab.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.levellab.game.example.AcesUp;
import org.levellab.game.example.AcesUpFactory;
import org.levellab.game.example.BrokenAcesUp;

/**
 * {@link ContractSuite} as a notebook calls it: results, not assertions. It runs every check, says in
 * its summary what each covered, and gives its problems one line each, named by the check.
 */
class ContractSuiteTest {
  @BeforeAll
  static void register() {
    Games.register(AcesUpFactory.INSTANCE);
    Games.register(BrokenAcesUp.FACTORY);
  }

  @Test
  void theExampleKeepsEveryCheckOnALevelAndOnSeededStarts() {
    ContractSuite.Result level = ContractSuite.of(AcesUp.game()).level(AcesUp.game().newInitialState(13), "deal 13")
        .games(30).seed(5).goldens(Path.of("src/test/resources/golden")).run();
    assertTrue(level.ok(), level.problems().toString());
    assertEquals(30, level.coverage().games());
    assertEquals("checked", level.hiddenCards());
    assertTrue(level.twins().differing() > 100, level.summary());
    assertTrue(level.keys().states() > 1000, level.summary());
    assertTrue(level.tamperedTraceRefused());
    assertEquals(1, level.goldenTraces());
    assertTrue(level.summary().startsWith("acesup: the contract holds (level deal 13): 30 random games"), level.summary());

    ContractSuite.Result seeded = ContractSuite.of(AcesUp.game()).games(12).run();
    assertTrue(seeded.ok(), seeded.problems().toString());
    assertEquals(12, seeded.coverage().games());
    assertEquals(0, seeded.goldenTraces());
    assertFalse(seeded.summary().contains("golden"), seeded.summary());
  }

  @Test
  void aGameWithoutHiddenCardsOrWithoutTwinsSaysSo() {
    ContractSuite.Result blackhole = ContractSuite.of(Games.byName("blackhole")).games(3).run();
    assertTrue(blackhole.ok(), blackhole.problems().toString());
    assertEquals("nothing hidden", blackhole.hiddenCards());
    assertNull(blackhole.twins());
    // Golf hides only its stock's order: its twins reorder the undrawn stock, and most of them differ
    ContractSuite.Result golf = ContractSuite.of(Games.byName("golf")).games(3).run();
    assertTrue(golf.ok(), golf.problems().toString());
    assertTrue(golf.twins().differing() > golf.twins().twins() / 2, golf.summary());
  }

  @Test
  void problemsAreOneLineEachAndNamedByTheirCheck() {
    ContractSuite.Result r = ContractSuite.of(Games.byName(BrokenAcesUp.SHOWS_NEXT_CARD)).games(4).run();
    assertFalse(r.ok());
    assertEquals(4, r.problems().size(), r.problems().toString());
    for (String p : r.problems()) {
      assertTrue(p.startsWith("hidden cards: a twin differing only in hidden cards is observed alike"), p);
      assertFalse(p.contains("\n"), p);
    }
    assertTrue(r.summary().startsWith(BrokenAcesUp.SHOWS_NEXT_CARD + ": 4 problems"), r.summary());
  }

  @Test
  void twinsThatNeverDifferAreCountedAsSuch() {
    Contract.Twins none = Contract.hiddenCardsAreHidden(AcesUp.game().newInitialState(1), 2, 1, 200, 2,
        (s, rng) -> s.copy());
    assertTrue(none.ok());
    assertEquals(0, none.differing());
    assertTrue(none.twins() > 20);
  }

  @Test
  void badSettingsAreRefused() {
    assertThrows(IllegalArgumentException.class, () -> ContractSuite.of(AcesUp.game()).games(0));
    assertThrows(IllegalArgumentException.class, () -> ContractSuite.of(AcesUp.game()).maxMoves(0));
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> ContractSuite.of(Games.byName("skiddy")).games(1).run());
    assertTrue(e.getMessage().startsWith("skiddy has no seeded starts"), e.getMessage());
    e = assertThrows(IllegalArgumentException.class,
        () -> ContractSuite.of(AcesUp.game()).level(Games.byName("blackhole").newInitialState(1), "x"));
    assertTrue(e.getMessage().contains("not acesup"), e.getMessage());
  }
}
