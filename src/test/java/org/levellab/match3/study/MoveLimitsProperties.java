package org.levellab.match3.study;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.DoubleRange;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;
import org.levellab.cli.CliRun;

/** Move limits against a brute-force count over random game outcomes. */
class MoveLimitsProperties {
  private static List<GameResult> games(long seed, int n) {
    SplittableRandom rng = new SplittableRandom(seed);
    List<GameResult> g = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      boolean reached = rng.nextInt(5) > 0;
      g.add(new GameResult(i, 1 + rng.nextInt(30), reached, !reached, reached ? 250 : 100, 1));
    }
    return g;
  }

  @Property(tries = 300, seed = "2026")
  void theLimitIsTheFewestSwapsWhosePassRateReachesTheShare(@ForAll long seed,
      @ForAll @IntRange(min = 1, max = 300) int n, @ForAll @DoubleRange(min = 0.01, max = 1) double wanted) {
    List<GameResult> g = games(seed, n);
    MoveLimits m = MoveLimits.of(g);
    for (int limit = 0; limit <= 31; limit++) {
      final int l = limit;
      long passed = g.stream().filter(r -> r.reached() && r.swaps() <= l).count();
      assertEquals((double) passed / n, m.passRate(limit).value(), 1e-12);
    }
    MoveLimits.Limit lim = m.limitFor(wanted);
    Integer brute = null;
    for (int limit = 1; limit <= 31 && brute == null; limit++) {
      if (m.passRate(limit).value() >= wanted) {
        brute = limit;
      }
    }
    assertEquals(brute, lim.limit());
    if (lim.limit() != null) {
      assertTrue(lim.lower() <= lim.limit());
      assertTrue(lim.upper() == null || lim.upper() >= lim.limit());
      assertTrue(lim.limit() == 1 || m.passRate(lim.limit() - 1).value() < wanted);
    }
  }

  @Test
  void aShareBeyondEveryGameHasNoLimit() {
    List<GameResult> g = List.of(new GameResult(0, 5, true, false, 250, 1), new GameResult(1, 9, false, true, 90, 1));
    MoveLimits.Limit l = MoveLimits.of(g).limitFor(0.9);
    assertNull(l.limit());
    assertEquals(0.5, l.passRate().value());
    CliRun.Result r = CliRun.run("match3", "limit", "--pass", "1.5");
    assertEquals(2, r.code());
    assertTrue(r.err().contains("--pass must be in (0, 1], was 1.5"), r.err());
  }
}
