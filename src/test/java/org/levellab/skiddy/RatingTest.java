package org.levellab.skiddy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.assertNull;

import org.junit.jupiter.api.Test;

class RatingTest {
  @Test
  void ratingChecksStarsInOrder() {
    assertEquals(0, Rating.of(3, 4, 4, 5).stars());
    assertNull(Rating.of(3, 4, 4, 5).maxComboAndNonCombo());
    assertEquals(1, Rating.of(0, 4, 4, -1).stars());
    assertEquals(1, Rating.of(0, 4, -1, 4).stars());
    assertEquals(2, Rating.of(0, 3, 4, 3).stars());
    assertEquals(3, Rating.of(0, 4, 4, 4).stars());
    assertEquals(3, Rating.of(0, 4, 4, 6).stars());
    // A mixed solution shorter than the max-combo: star 3 under the non-combo reading only.
    Rating mixed = Rating.of(0, 3, 4, 5);
    assertEquals(Rating.Rule3.SHORTEST_IS_MAX_COMBO, mixed.rule3());
    assertEquals(2, mixed.stars());
    assertFalse(mixed.perfectIsShortest());
    assertTrue(mixed.comboNotBeaten());
    assertEquals(3, mixed.stars(Rating.Rule3.NON_COMBO_NOT_SHORTER));
    assertEquals(3, Rating.of(0, 3, 4, 5, Rating.Rule3.NON_COMBO_NOT_SHORTER).stars());
    assertEquals(2, Rating.of(0, 3, 4, 5, Rating.Rule3.NON_COMBO_NOT_SHORTER)
        .stars(Rating.Rule3.SHORTEST_IS_MAX_COMBO));
    // A shorter non-combo solution fails both readings; a tie passes both.
    for (Rating.Rule3 r : Rating.Rule3.values()) {
      assertEquals(2, Rating.of(0, 3, 4, 3, r).stars());
      assertEquals(3, Rating.of(0, 4, 4, 4, r).stars());
      assertEquals(1, Rating.of(0, 4, 4, -1).stars(r));
    }
  }
}
