package org.levellab.skiddy;

import java.util.SplittableRandom;

/** Small random levels for property tests: any pieces, pits and blocks, graphs of modest size. */
final class SkiddyTestLevels {
  private SkiddyTestLevels() {}

  static Level random(SplittableRandom rng, int index) {
    int w = 5 + rng.nextInt(2);
    int h = 4 + rng.nextInt(2);
    int colors = 1 + rng.nextInt(2);
    int skiddies = colors + rng.nextInt(2);
    int ice = rng.nextInt(3) == 0 ? 1 : 0;
    int crates = rng.nextInt(3) == 0 ? 1 : 0;
    int pits = rng.nextInt(3) == 0 ? 1 : 0;
    int inner = (w - 2) * (h - 2);
    int blocks = rng.nextInt(Math.max(1, inner - skiddies - ice - crates - pits) / 3 + 1);
    LevelGenerator.Options o = new LevelGenerator.Options(w, h, skiddies, colors, ice, crates, pits, blocks,
        100_000, 0);
    return LevelGenerator.randomLevel(o, rng.nextLong(), index);
  }
}
