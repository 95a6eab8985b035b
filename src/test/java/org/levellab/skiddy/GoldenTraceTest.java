package org.levellab.skiddy;

import java.util.SplittableRandom;
import java.util.random.RandomGenerator;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.levellab.core.RandomStreams;
import org.levellab.game.Agent;
import org.levellab.game.GameContract;
import org.levellab.game.Goldens;
import org.levellab.game.Play;
import org.levellab.game.Playthrough;

/**
 * Seeded games on the dataset levels written out move by move ({@link Goldens}): any change of the
 * rules shows as a diff. Each game is {@value #INPUTS} random inputs, one {@code nextInt(4)} of
 * {@code RandomStreams.of(2026)} per input. Under the common API an input that moves nothing is not a
 * move, and it changes nothing, so the player skips it: the trace holds the inputs among the {@value
 * #INPUTS} that moved something, and stops after the last of them (or at the win).
 */
class GoldenTraceTest {
  static final long SEED = 2026;
  static final int INPUTS = 30;

  /** Draws one {@code nextInt(4)} per input and plays the first input that moves something. */
  static final class RandomInputs implements Agent<SkiddyState> {
    @Override
    public int act(SkiddyState state, RandomGenerator rng) {
      while (true) {
        int input = rng.nextInt(4);
        if (state.isLegal(input)) {
          return input;
        }
      }
    }

    @Override
    public String label() {
      return "random inputs, one nextInt(4) each, inputs that move nothing skipped";
    }
  }

  /** How many of the first {@code inputs} random inputs move something (the game stops at a win). */
  static int movingInputs(SkiddyState start, long seed, int inputs) {
    SplittableRandom rng = RandomStreams.of(seed);
    SkiddyState s = start.copy();
    int moving = 0;
    for (int i = 0; i < inputs && !s.isWon(); i++) {
      int input = rng.nextInt(4);
      if (s.isLegal(input)) {
        s.apply(input);
        moving++;
      }
    }
    return moving;
  }

  static Playthrough play(String level) {
    SkiddyState start = Skiddy.game().start(SkiddyLevels.load(level));
    return Play.from(start).agent(new RandomInputs(), RandomStreams.of(SEED))
        .maxMoves(movingInputs(start, SEED, INPUTS))
        .label(new RandomInputs().label() + ", seed " + SEED + ", " + INPUTS + " inputs")
        .run().playthrough();
  }

  @ParameterizedTest
  @ValueSource(strings = {"1-1", "two-rooms", "dead-end", "workshop", "big-8x7"})
  void seededGameMatchesItsGoldenTrace(String name) {
    Goldens.check("skiddy/" + name, play(name));
  }

  @Test
  void aTamperedTraceFailsToReplay() {
    GameContract.tamperedTraceFails(play("workshop"));
  }
}
