package org.levellab.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

class SeedsTest {
  @Test
  void theSameLabelUnderAnotherPurposeGivesAnotherSeed() {
    Seeds s = Seeds.of(2026);
    assertNotEquals(s.calibration("sgs"), s.confirmation("sgs"));
    assertNotEquals(s.exploration("sgs"), s.confirmation("sgs"));
    assertEquals(s.confirmation("sgs"), Seeds.of(2026).confirmation("sgs"), "same base and label, same seed");
    assertNotEquals(s.confirmation("sgs"), Seeds.of(2027).confirmation("sgs"));
  }

  @Test
  void seedsAcrossPurposesAndLabelsDoNotCollide() {
    Seeds s = Seeds.of(1);
    Set<Long> seen = new HashSet<>();
    for (Seeds.Purpose p : Seeds.Purpose.values()) {
      for (int i = 0; i < 2000; i++) {
        seen.add(s.seed(p, "label " + i));
      }
    }
    assertEquals(3 * 2000, seen.size());
  }

  @Test
  void theLedgerListsEverySeedOnceWithItsPurpose() {
    Seeds s = Seeds.of(7);
    long a = s.calibration("grid");
    s.confirmation("verdict");
    s.calibration("grid");
    var t = s.ledger();
    assertEquals(2, t.rowCount());
    assertEquals("calibration", t.stringColumn("purpose").get(0));
    assertEquals(a, t.longColumn("seed").getLong(0));
    assertEquals("confirmation", t.stringColumn("purpose").get(1));
  }
}
