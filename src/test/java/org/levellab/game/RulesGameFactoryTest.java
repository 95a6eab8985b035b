package org.levellab.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.levellab.game.example.pyramid.PyramidFactory;

/** A factory made from declared rules: its name, its rules read and refused, its games rebuilt from their rules text. */
class RulesGameFactoryTest {
  @Test
  void makesItsGameFromTheRulesTextAndRefusesBadRulesInOneLine() {
    RulesGameFactory f = new PyramidFactory();
    assertEquals(java.util.List.of("pyramid"), f.names());
    assertTrue(f.describe("pyramid").startsWith("Pyramid: "));
    Game<?> small = f.create("pyramid", "rows = 3\nstock = 18");
    assertEquals("rows = 3\nstock = 18", small.rules());
    assertEquals("", f.create("pyramid", "").rules(), "the defaults write no rules");
    assertEquals(small.rules(), f.create("pyramid", small.rules()).rules());
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> f.create("pyramid", "rows = 9"));
    assertEquals("pyramid rules line 1: rows = 9, stock = 24: the pyramid and the stock must fit one deck of 52",
        e.getMessage());
    assertFalse(assertThrows(IllegalArgumentException.class, () -> f.create("pyramid", "colour = 2")).getMessage()
        .contains("\n"));
    assertEquals("PyramidFactory makes pyramid, not golf",
        assertThrows(IllegalArgumentException.class, () -> f.create("golf", "")).getMessage());
  }

  @Test
  void aDefaultParseActionFindsLegalAndIllegalMovesByTheirNotation() {
    State s = new PyramidFactory().create("pyramid", "rows = 2\nstock = 2").parseLevel("6♠\n8♥ K♣\n5♦ 7♥", "level");
    assertEquals("K♣", s.actionToString(s.parseAction("K♣")));
    assertEquals("draw", s.actionToString(s.parseAction(" draw ")));
    assertEquals("6♠ is covered", s.whyIllegal(s.parseAction("6♠+8♥")), "an illegal move is named, then refused");
    assertEquals("'7♥' is not a move here (legal: K♣, draw)",
        assertThrows(IllegalArgumentException.class, () -> s.parseAction("7♥")).getMessage());
  }
}
