package org.levellab.skiddy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class LevelGeneratorTest {
  private static final LevelGenerator.Options SMALL =
      LevelGenerator.Options.builder(6, 5).pieces(3).colors(2).maxStates(50_000).build();

  @Test
  void keepsOnlyThreeStarLevelsAndCountsEveryRejection() {
    LevelGenerator.Run run = LevelGenerator.generate(SMALL, 3, 4, 2_000, 2);
    assertEquals(4, run.levels().size());
    int total = run.outcomes().values().stream().mapToInt(Integer::intValue).sum();
    assertEquals(run.tried(), total);
    assertEquals(4, run.outcomes().get(LevelGenerator.Outcome.ACCEPTED));
    assertTrue(run.tried() > 4, "some attempts should be rejected at this size");
    for (LevelGenerator.Attempt a : run.levels()) {
      Verification again = Verification.of(a.level());
      assertEquals(3, again.stars(), a.level().board());
      assertEquals(again.shortest(), a.verification().shortest());
      assertEquals(4, a.level().count(Piece.RED) + a.level().count(Piece.BLUE) + 1);
      assertEquals(a.level(), LevelGenerator.randomLevel(SMALL, 3, a.index()));
    }
    // Each rejection's reason agrees with a fresh verification of its level.
    for (LevelGenerator.Attempt a : run.attempts()) {
      assertEquals(a.outcome(), LevelGenerator.outcome(Verification.of(a.level(), 50_000), 1));
    }
    assertEquals(run.tried(), run.attemptsTable().rowCount());
    int rejected = run.rejected().values().stream().mapToInt(Integer::intValue).sum();
    assertEquals(run.tried() - 4, rejected, "every attempt but the kept ones is a rejection: " + run.rejected());
    assertTrue(run.rejected().keySet().stream().allMatch(k -> k.matches("[a-z]+(-[a-z]+)*")),
        run.rejected().toString());
  }

  @Test
  void theTwoReadingsOfRule3DifferOnlyOnShorterMixedSolutions() {
    LevelGenerator.Run run = LevelGenerator.generate(SMALL, 5, 400, 400, 2);
    for (LevelGenerator.Attempt a : run.attempts()) {
      Verification v = a.verification();
      LevelGenerator.Outcome strict = LevelGenerator.outcome(v, 1, Rating.Rule3.SHORTEST_IS_MAX_COMBO);
      LevelGenerator.Outcome lax = LevelGenerator.outcome(v, 1, Rating.Rule3.NON_COMBO_NOT_SHORTER);
      assertEquals(a.outcome(), strict, "the generator rates by the default reading");
      if (strict != lax) {
        // only a level whose shortest solution is mixed (neither max-combo nor non-combo) and
        // shorter than every max-combo one passes the lax reading alone
        assertEquals(LevelGenerator.Outcome.NON_COMBO_SHORTER, strict);
        assertEquals(LevelGenerator.Outcome.ACCEPTED, lax);
        assertTrue(v.shortest() < v.shortestMaxCombo() && v.shortest() < v.shortestNonCombo());
      }
    }
    // big-8x7: a 6-move mixed solution against a 7-move max-combo one
    Verification big = Verification.of(SkiddyLevels.load("big-8x7"));
    assertEquals(2, big.stars());
    assertEquals(3, big.rating().stars(Rating.Rule3.NON_COMBO_NOT_SHORTER));
    assertEquals(LevelGenerator.Outcome.ACCEPTED,
        LevelGenerator.outcome(big, 1, Rating.Rule3.NON_COMBO_NOT_SHORTER));
  }

  @Test
  void withOneSkiddyPerColourStarsTwoAndThreeFollowFromStarOne() {
    LevelGenerator.Options onePerColour =
        LevelGenerator.Options.builder(6, 5).pieces(2).colors(2).maxStates(50_000).build();
    LevelGenerator.Run run = LevelGenerator.generate(onePerColour, 4, 200, 200, 2);
    int starOne = 0;
    for (LevelGenerator.Attempt a : run.attempts()) {
      assertTrue(LevelGenerator.combosAutomatic(a.level()));
      Verification v = a.verification();
      if (v.complete() && v.stars() >= 1) {
        starOne++;
        assertEquals(3, v.stars(), "a lone skiddy's exit is both a max-combo and a non-combo move");
      }
    }
    assertTrue(starOne > 0, "some levels pass star 1");
    assertEquals(run.levels().size(), run.keptWithCombosAutomatic());
    // with two skiddies of a colour the rule has work to do
    LevelGenerator.Run two = LevelGenerator.generate(SMALL, 3, 4, 2_000, 2);
    assertTrue(two.levels().stream().noneMatch(a -> LevelGenerator.combosAutomatic(a.level())));
    assertEquals(0, two.keptWithCombosAutomatic());
  }

  @Test
  void aMinimumOfThreeMovesRejectsShorterThreeStarLevels() {
    LevelGenerator.Options three =
        LevelGenerator.Options.builder(6, 5).pieces(3).colors(2).maxStates(50_000).minMoves(3).build();
    LevelGenerator.Run run = LevelGenerator.generate(three, 3, 300, 300, 2);
    int tooShort = 0;
    for (LevelGenerator.Attempt a : run.attempts()) {
      Verification v = a.verification();
      if (v.complete() && v.stars() == 3) {
        assertEquals(v.shortest() < 3 ? LevelGenerator.Outcome.TOO_SHORT : LevelGenerator.Outcome.ACCEPTED,
            a.outcome());
        tooShort += v.shortest() < 3 ? 1 : 0;
      }
    }
    assertTrue(tooShort > 0, "short 3-star levels exist at this size, and are rejected");
    assertTrue(run.levels().stream().allMatch(a -> a.verification().shortest() >= 3));
    for (LevelGenerator.Outcome o : LevelGenerator.Outcome.values()) {
      assertTrue(o.words().matches("[a-z0-9 (),-]+"), o.words());
    }
  }

  @Test
  void sameSeedSameLevelsWhateverTheThreadCount() {
    LevelGenerator.Run one = LevelGenerator.generate(SMALL, 9, 3, 2_000, 1);
    LevelGenerator.Run two = LevelGenerator.generate(SMALL, 9, 3, 2_000, 2);
    assertEquals(one.tried(), two.tried());
    assertEquals(one.outcomes(), two.outcomes());
    assertEquals(levels(one), levels(two));
    LevelGenerator.Run other = LevelGenerator.generate(SMALL, 10, 3, 2_000, 2);
    assertTrue(!levels(other).equals(levels(one)));
  }

  private static List<String> levels(LevelGenerator.Run r) {
    return r.levels().stream().map(a -> a.level().board()).toList();
  }

  @Test
  void tooLargeLevelsAreRejectedNotCrashed() {
    LevelGenerator.Options tiny = LevelGenerator.Options.builder(8, 7).pieces(6).colors(2).blocks(2)
        .maxStates(50).build();
    LevelGenerator.Run run = LevelGenerator.generate(tiny, 1, 1, 40, 2);
    assertTrue(run.outcomes().getOrDefault(LevelGenerator.Outcome.TOO_LARGE, 0) > 0, run.outcomes().toString());
  }

  @Test
  void badOptionsAreRejected() {
    assertThrows(IllegalArgumentException.class, () -> LevelGenerator.Options.builder(9, 5).build());
    assertThrows(IllegalArgumentException.class, () -> LevelGenerator.Options.builder(6, 5).colors(3).build());
    assertThrows(IllegalArgumentException.class, () -> LevelGenerator.Options.builder(6, 5).pieces(1).colors(2).build());
    var e = assertThrows(IllegalArgumentException.class,
        () -> LevelGenerator.Options.builder(5, 4).pieces(6).build());
    assertTrue(e.getMessage().contains("do not fit in the 6 inner cells"), e.getMessage());
    assertThrows(IllegalArgumentException.class, () -> LevelGenerator.Options.builder(8, 7).pieces(13).blocks(0).build());
    assertThrows(IllegalArgumentException.class, () -> LevelGenerator.generate(SMALL, 1, 0, 10));
  }
}
