package org.levellab.skiddy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.SplittableRandom;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.levellab.core.RandomStreams;

/**
 * Seeded games on the dataset levels written out move by move: any change of the rules shows as a
 * diff. To accept a deliberate change, run with {@code -Dskiddy.golden.update=true} and review the
 * diff of src/test/resources/org/levellab/skiddy/.
 */
class GoldenTraceTest {

  static String trace(Level level, long seed, int moves) {
    SkiddyGame g = level.game();
    SplittableRandom rng = RandomStreams.of(seed);
    StringBuilder sb = new StringBuilder();
    sb.append("level ").append(level.name()).append(", seed ").append(seed).append('\n');
    long s = g.initial();
    sb.append("start\n").append(g.levelAt(s).board());
    for (int i = 1; i <= moves && !g.isWin(s); i++) {
      Direction d = Direction.values()[rng.nextInt(4)];
      long t = g.apply(s, d);
      int tags = g.tags(s, d.ordinal(), t);
      sb.append(i).append(". ").append(d).append(t == s ? " (nothing moves)" : "")
          .append(" red left ").append(g.skiddiesLeft(t, Piece.RED))
          .append(", blue left ").append(g.skiddiesLeft(t, Piece.BLUE))
          .append((tags & 1) != 0 ? ", partial clear" : "").append((tags & 2) != 0 ? ", combo" : "")
          .append(g.isWin(t) ? ", won" : "").append('\n');
      sb.append(g.levelAt(t).board());
      s = t;
    }
    return sb.toString();
  }

  @ParameterizedTest
  @ValueSource(strings = {"1-1", "two-rooms", "dead-end", "workshop", "big-8x7"})
  void seededGameMatchesItsGoldenTrace(String name) throws Exception {
    String got = trace(SkiddyLevels.load(name), 2026, 30);
    String resource = "golden-" + name + ".txt";
    if (Boolean.getBoolean("skiddy.golden.update")) {
      Files.writeString(Path.of("src/test/resources/org/levellab/skiddy", resource), got, StandardCharsets.UTF_8);
    }
    try (InputStream in = GoldenTraceTest.class.getResourceAsStream(resource)) {
      assertNotNull(in, "missing golden trace " + resource + " (run with -Dskiddy.golden.update=true)");
      assertEquals(new String(in.readAllBytes(), StandardCharsets.UTF_8), got);
    }
  }
}
