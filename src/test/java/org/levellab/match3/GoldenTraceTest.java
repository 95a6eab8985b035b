package org.levellab.match3;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.SplittableRandom;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.levellab.match3.agents.AgentSpec;
import org.levellab.match3.agents.Weights;
import org.levellab.match3.study.GameResult;
import org.levellab.match3.study.Match3Game;

/**
 * Golden traces pin the rules: seeded games written out swap by swap. Any change of behaviour (line
 * finding, gravity, refill order, agent choice, stream derivation) changes a trace. Each trace is
 * also replayed through the reference board, so the file itself is checked against the rules, not
 * only against the engine that wrote it. Regenerate with -Dmatch3.golden.update=true (then review
 * the diff).
 */
class GoldenTraceTest {

  static String render(String agentName, AgentSpec agent, Match3 game, int target, long seed, int index) {
    Match3Game.Trace t = Match3Game.trace(game, agent, target, seed, index);
    StringBuilder sb = new StringBuilder();
    sb.append("# GemGem golden trace: agent ").append(agentName).append(" (").append(agent.label())
        .append("), s=").append(game.size()).append(" g=").append(game.gems()).append(" c=")
        .append(target).append(" seed=").append(seed).append(" game=").append(index).append('\n');
    sb.append("# step swap points score board-after (rows top to bottom, '/' between rows)\n");
    sb.append("initial ").append(t.initialBoard()).append('\n');
    int i = 1;
    for (Match3Game.Step st : t.steps()) {
      sb.append(i++).append(' ').append(st.move()).append(' ').append(st.points()).append(' ')
          .append(st.score()).append(' ').append(st.boardAfter()).append('\n');
    }
    GameResult r = t.result();
    sb.append("result swaps=").append(r.swaps()).append(" reached=").append(r.reached())
        .append(" gameOver=").append(r.gameOver()).append(" score=").append(r.score()).append('\n');
    return sb.toString();
  }

  @ParameterizedTest
  @CsvSource({
    "trace-hgs-6x4.txt, hgs, 1;0;0;1;0, 0.2, 6, 4, 250, 42, 0",
    "trace-sgs-5x5.txt, sgs, 1;0;0;0;0, 0.2, 5, 5, 250, 7, 3",
    "trace-lbfs-6x4.txt, lbfs, 1;1;0;1;1, 0.2, 6, 4, 120, 3, 1"
  })
  void traceMatchesTheGoldenFileAndTheReferenceRules(String file, String agent, String weights,
      double u, int s, int g, int target, long seed, int index) throws IOException {
    Match3 game = new Match3(s, g);
    AgentSpec spec = AgentSpec.parse(agent, Weights.parse(weights.replace(';', ',')), u);
    String actual = render(agent, spec, game, target, seed, index);
    if (Boolean.getBoolean("match3.golden.update")) {
      Path p = Path.of("src/test/resources/org/levellab/match3", file);
      Files.writeString(p, actual, StandardCharsets.UTF_8);
    }
    String expected;
    try (InputStream in = getClass().getResourceAsStream(file)) {
      assertTrue(in != null, "missing golden trace " + file);
      expected = new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
    assertEquals(expected, actual, "golden trace " + file + " changed");
    replayThroughReference(expected, game, seed, index);
  }

  /** Replays the file's swaps on the reference board with the game's refill stream. */
  private static void replayThroughReference(String text, Match3 game, long seed, int index) {
    ReferenceBoard ref = null;
    SplittableRandom refills = Match3Game.refills(seed, index);
    int score = 0;
    int steps = 0;
    for (String line : text.split("\n")) {
      if (line.startsWith("#")) {
        continue;
      }
      String[] f = line.split(" ");
      if (f[0].equals("initial")) {
        ref = ReferenceBoard.from(BoardText.parse(f[1], game.gems()));
        assertEquals(0, ref.lineCount());
      } else if (f[0].equals("result")) {
        assertTrue(line.contains("swaps=" + steps + " "));
        assertTrue(line.endsWith("score=" + score));
        boolean over = ref.validSwaps().isEmpty();
        assertTrue(line.contains("gameOver=" + over));
      } else {
        Swap sw = parseSwap(f[1]);
        int pts = ref.play(sw.code(game.size()), refills);
        score += pts;
        steps++;
        assertEquals(Integer.parseInt(f[2]), pts, "points at step " + f[0]);
        assertEquals(Integer.parseInt(f[3]), score, "score at step " + f[0]);
        assertArrayEquals(BoardText.parse(f[4], game.gems()).cells(), ref.flat(), "board at step " + f[0]);
      }
    }
    assertTrue(steps > 0);
  }

  private static Swap parseSwap(String s) {
    // r3c2-down
    int c = s.indexOf('c');
    int dash = s.indexOf('-');
    return new Swap(Integer.parseInt(s.substring(1, c)) - 1, Integer.parseInt(s.substring(c + 1, dash)) - 1,
        s.endsWith("down"));
  }
}
