package org.levellab.skiddy;

import static org.junit.jupiter.api.Assertions.assertEquals;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.levellab.search.StateGraph;
import org.levellab.search.StateGraphAnalyzer;

/** jqwik properties over generated levels: text round trip and state packing round trip. */
class LevelRoundTripProperties {

  @Property(tries = 300, seed = "2026")
  void formatThenParseGivesTheSameLevel(@ForAll long seed, @ForAll @IntRange(min = 0, max = 1000) int index,
      @ForAll @IntRange(min = 5, max = 8) int width, @ForAll @IntRange(min = 4, max = 7) int height,
      @ForAll @IntRange(min = 1, max = 2) int colors) {
    LevelGenerator.Options o = LevelGenerator.Options.builder(width, height).pieces(colors + 1).colors(colors)
        .ice(index % 2).crates(index % 3 == 0 ? 1 : 0).pits(index % 5 == 0 ? 1 : 0)
        // A 5x4 board has 6 inner cells: no room for a block beside 3 pieces, ice, a crate and a pit.
        .blocks((width - 2) * (height - 2) > 6 ? 1 : 0).build();
    Level level = LevelGenerator.randomLevel(o, seed, index);
    assertEquals(level, Level.parse(level.format(), "round trip", "x"));
    assertEquals(level.board(), Level.parse(level.format(), "round trip", "x").board());
  }

  @Property(tries = 100, seed = "2026")
  void everyReachableStateUnpacksAndPacksBack(@ForAll long seed, @ForAll @IntRange(min = 0, max = 1000) int index) {
    LevelGenerator.Options o = LevelGenerator.Options.builder(6, 5).pieces(3).colors(2).ice(1).crates(1).pits(1)
        .blocks(2).build();
    SkiddyGame g = LevelGenerator.randomLevel(o, seed, index).game();
    StateGraph graph = StateGraphAnalyzer.withMaxStates(5_000).explore(g);
    if (!graph.complete()) {
      return;
    }
    for (int i = 0; i < graph.stateCount(); i++) {
      long s = graph.state(i);
      assertEquals(s, g.stateOf(g.levelAt(s)));
    }
  }
}
