package org.levellab.core;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class RandomStreamsTest {
  @Test
  void aTaskSeedStartsTheTasksStream() {
    for (long seed = -20; seed < 20; seed++) {
      for (long i = 0; i < 200; i += 7) {
        SplittableRandom viaSeed = RandomStreams.of(RandomStreams.taskSeed(seed, i));
        SplittableRandom task = RandomStreams.forTask(seed, i);
        for (int k = 0; k < 4; k++) {
          assertEquals(task.nextLong(), viaSeed.nextLong(), "seed " + seed + ", task " + i);
        }
      }
    }
  }

  @Test
  void unmixInvertsMix() {
    SplittableRandom r = new SplittableRandom(5);
    for (int k = 0; k < 10_000; k++) {
      long z = r.nextLong();
      assertEquals(z, RandomStreams.unmix(RandomStreams.mix(z)));
    }
  }
}
