package org.levellab.tripeaks.study;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.params.ParameterizedTest;
import org.levellab.game.Replay;
import org.junit.jupiter.params.provider.CsvSource;
import org.levellab.tripeaks.Move;
import org.levellab.tripeaks.design.LevelConfig;

/**
 * Golden traces: seeded simulated games written out move by move, so any change in the rules, the
 * generators or the player shows. Regenerate deliberately with {@code -Dlevellab.regenerate=true}.
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
  void traceMatchesTheGoldenFile(String config, long seed, String player) throws IOException {
    LevelConfig c = LevelConfig.load(Path.of("datasets", "tripeaks", config + ".conf"));
    int index = player.equals("LOST") ? first(c, seed, false)
        : player.equals("WON") ? first(c, seed, true) : Integer.parseInt(player);
    String name = "design-trace-" + config + "-" + seed + "-" + index + ".txt";
    String trace = TriPeaksExperiment.trace(c, seed, index);
    Path file = Path.of("src", "test", "resources", "org", "levellab", "tripeaks", name);
    if (Boolean.getBoolean("levellab.regenerate")) {
      Files.writeString(file, trace, StandardCharsets.UTF_8);
    }
    try (InputStream in = getClass().getResourceAsStream("/org/levellab/tripeaks/" + name)) {
      assertNotNull(in, "golden trace " + name + " is missing");
      assertEquals(new String(in.readAllBytes(), StandardCharsets.UTF_8), trace, name);
    }
    // The trace's moves are legal under the rules, on the ranks the generator chose.
    TriPeaksExperiment.PlayedGame g = TriPeaksExperiment.replayPlayer(c, seed, index);
    assertTrue(Replay.moves(c.level().deal(g.deal()), Move.format(g.moves())).ok());
  }

  private static int first(LevelConfig c, long seed, boolean won) {
    for (int i = 0; i < 1000; i++) {
      if (TriPeaksExperiment.replayPlayer(c, seed, i).result().won() == won) {
        return i;
      }
    }
    throw new AssertionError("no " + (won ? "won" : "lost") + " game in 1000 players of " + c.name());
  }
}
