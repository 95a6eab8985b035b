package org.levellab.tripeaks.study;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.levellab.game.Goldens;
import org.levellab.game.Playthrough;
import org.levellab.tripeaks.design.LevelConfig;
import org.levellab.tripeaks.design.LevelConfigs;

/**
 * Golden traces of simulated players (the one format, {@link Playthrough}, through {@link Goldens}):
 * the undealt level played by the player model with the generator as chance policy, on the player's
 * stream. Each board card's rank is a chance outcome with its group ({@code B4=3[g3]}, and {@code
 * /fallback} when the generator had to pick at random), the agent line names the group order, and
 * every state after a move shows the waste top, the hold card, the stock and the current chain, so
 * any change in the rules, the generators or the player shows, and the file replays on its own.
 * Rewrite deliberately with {@code -Dlevellab.golden.update=true} and review the diff.
 */
class TriPeaksExperimentTraceTest {
  @ParameterizedTest
  @CsvSource({
      "sim1-groups, 1, 0",
      "sim1-probabilistic, 1, 0",
      "sim2-hold-on, 1, 3",
      "sim4-walls, 1, WON",
      "sim4-walls, 1, LOST",
  })
  void traceMatchesTheGoldenFile(String config, long seed, String player) {
    LevelConfig c = LevelConfigs.load(config);
    int index = player.equals("LOST") ? first(c, seed, false)
        : player.equals("WON") ? first(c, seed, true) : Integer.parseInt(player);
    TriPeaksExperiment.PlayedGame g = TriPeaksExperiment.playthrough(c, seed, index);
    Playthrough p = g.play().playthrough();
    Goldens.check("tripeaks-design/" + config + "-seed" + seed + "-player" + index, p);
    // The counters of the run's table are all in the trace: draws, hold moves, fallbacks, the end.
    TriPeaksExperiment.PlayerResult r = g.result();
    assertEquals(r.stockDrawn(), count(p, "D"));
    assertEquals(r.holdUses(), count(p, "H") + count(p, "S"));
    assertEquals(r.fallbacks(), TriPeaksExperimentTest.fallbackNotes(p));
    assertEquals(r.won() ? "won" : r.gaveUp() ? "stopped" : "lost", p.end().result());
    assertTrue(p.agent().contains(g.groupOrder().length == 0 ? "generator probabilistic"
        : "group order " + Arrays.toString(g.groupOrder())), p.agent());
  }

  private static int count(Playthrough p, String move) {
    return (int) p.moves().stream().filter(move::equals).count();
  }

  private static int first(LevelConfig c, long seed, boolean won) {
    for (int i = 0; i < 1000; i++) {
      if (TriPeaksExperiment.playthrough(c, seed, i).result().won() == won) {
        return i;
      }
    }
    throw new AssertionError("no " + (won ? "won" : "lost") + " game in 1000 players of " + c.name());
  }
}
