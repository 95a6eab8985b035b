package org.levellab.skiddy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
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
    // A mixed solution shorter than the max-combo keeps star 3 (the reading) but not "perfect".
    Rating mixed = Rating.of(0, 3, 4, 5);
    assertEquals(3, mixed.stars());
    assertFalse(mixed.perfectIsShortest());
  }
}
