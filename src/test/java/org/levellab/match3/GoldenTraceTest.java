package org.levellab.match3;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.SplittableRandom;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.levellab.game.ChancePolicy;
import org.levellab.game.Goldens;
import org.levellab.game.Play;
import org.levellab.game.Playthrough;
import org.levellab.match3.agents.AgentSpec;
import org.levellab.match3.agents.Weights;
import org.levellab.match3.study.Match3Game;

/**
 * Golden traces pin the rules and the agents: seeded games of the paper's agents played through the
 * common API (refills as chance outcomes from the game's refill stream, the agent on its own
 * stream), written as playthroughs and compared with {@code golden/match3/*.trace} by {@link
 * Goldens#check}, which also replays each file through the rules. Any change of behaviour (line
 * finding, gravity, refill order, agent choice, stream derivation) changes a trace. Each file is
 * further checked against the plain reference board (a second implementation of the rules, with the
 * refill stream drawn afresh) and against the fast runner's trace of the same game, so the file is
 * checked against the rules, not only against the code that wrote it.
 */
class GoldenTraceTest {
  private static final Pattern STATE = Pattern.compile("score (\\d+) \\(\\+(\\d+)\\)\n([A-Z\n]+)");

  @ParameterizedTest
  @CsvSource({
    "hgs-6x4, hgs, 1;0;0;1;0, 0.2, 6, 4, 250, 42, 0",
    "sgs-5x5, sgs, 1;0;0;0;0, 0.2, 5, 5, 250, 7, 3",
    "lbfs-6x4, lbfs, 1;1;0;1;1, 0.2, 6, 4, 120, 3, 1"
  })
  void traceMatchesTheGoldenFileTheReferenceRulesAndTheFastRunner(String name, String agent, String weights,
      double u, int s, int g, int target, long seed, int index) {
    GemGem game = new GemGem(new Match3(s, g), target);
    AgentSpec spec = AgentSpec.parse(agent, Weights.parse(weights.replace(';', ',')), u);
    Playthrough p = Play.from(game.start(Match3Game.initialBoard(game.match3(), seed, index)))
        .agent(spec.player(), Match3Game.agentStream(seed, index))
        .chance(ChancePolicy.sampled(), Match3Game.refills(seed, index))
        .label(agent + " (" + spec.label() + "), seed " + seed + ", game " + index)
        .run().playthrough();
    Goldens.check("match3/" + name, p);
    Playthrough file = Playthrough.load(Goldens.DIR.resolve("match3/" + name + ".trace"));
    replayThroughReference(file, game, seed, index);
    matchesTheFastRunner(file, Match3Game.trace(game.match3(), spec, target, seed, index));
  }

  /** Replays the file's swaps on the reference board with the game's refill stream. */
  private static void replayThroughReference(Playthrough file, GemGem game, long seed, int index) {
    ReferenceBoard ref = ReferenceBoard.from(BoardText.parse(file.level(), game.match3().gems()));
    assertEquals(0, ref.lineCount(), "the level starts without lines");
    SplittableRandom refills = Match3Game.refills(seed, index);
    int score = 0;
    for (Playthrough.Step st : file.steps()) {
      Matcher m = STATE.matcher(st.state());
      assertTrue(m.matches(), "step " + st.number() + " state: " + st.state());
      if (st.number() > 0) {
        int points = ref.play(Swap.parse(st.action()).code(game.match3().size()), refills);
        score += points;
        assertEquals(points, Integer.parseInt(m.group(2)), "points at step " + st.number());
        assertTrue(st.chance().size() >= points, "at least one refill per cleared gem at step " + st.number());
      }
      assertEquals(score, Integer.parseInt(m.group(1)), "score at step " + st.number());
      assertArrayEquals(BoardText.parse(m.group(3), game.match3().gems()).cells(), ref.flat(),
          "board at step " + st.number());
    }
    boolean over = ref.validSwaps().isEmpty();
    assertEquals(score >= game.target() ? "won" : over ? "lost" : "stopped", file.end().result());
    assertEquals(score, file.end().score());
    assertEquals(file.steps().size() - 1, file.end().moves());
  }

  /** Every swap, its points, the score and the board after, as the fast runner plays the game. */
  private static void matchesTheFastRunner(Playthrough file, Match3Game.Trace fast) {
    assertEquals(fast.initialBoard(), BoardText.format(BoardText.parse(file.level(), 7)));
    List<Match3Game.Step> steps = fast.steps();
    assertEquals(steps.size(), file.moves().size());
    for (int i = 0; i < steps.size(); i++) {
      Match3Game.Step st = steps.get(i);
      assertEquals(st.move().toString(), file.moves().get(i));
      assertEquals("score " + st.score() + " (+" + st.points() + ")\n" + st.boardAfter().replace('/', '\n'),
          file.steps().get(i + 1).state(), "step " + (i + 1));
    }
    assertEquals(fast.result().reached() ? "won" : "lost", file.end().result());
    assertEquals(fast.result().score(), file.end().score());
  }
}
