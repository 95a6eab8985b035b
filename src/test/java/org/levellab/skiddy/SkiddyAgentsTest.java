package org.levellab.skiddy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import org.levellab.core.RandomStreams;
import org.levellab.game.Agent;
import org.levellab.game.Agents;
import org.levellab.game.Play;
import org.levellab.game.Replay;
import org.junit.jupiter.api.Test;

class SkiddyAgentsTest {
  private static final List<String> LEVELS = List.of("1-1", "two-rooms", "workshop", "dead-end", "big-8x7");

  @Test
  void exactPlaysAShortestSolutionAndWinsExactlyTheWinnableLevels() {
    Skiddy g = Skiddy.game();
    for (String name : LEVELS) {
      SkiddyState start = g.loadLevel(Path.of("datasets/skiddy/" + name + ".txt"));
      Verification v = Verification.of(start.level());
      if (!v.complete()) {
        continue;
      }
      Agent<SkiddyState> exact = Agents.parse(g, "exact");
      Play.Result<SkiddyState> r = Play.from(start).agent(exact, RandomStreams.of(1)).maxMoves(200).run();
      boolean winnable = v.shortest() != null && v.shortest() >= 0 && v.solution() != null;
      assertEquals(winnable, r.state().isWon(), name);
      if (winnable) {
        assertEquals((int) v.shortest(), r.actions().size(), name + ": a shortest solution");
        assertTrue(Replay.moves(start, r.playthrough().moves()).won(), name);
      }
    }
  }

  @Test
  void exactFindsTheShortestRestFromAnyPositionOnTheWay() {
    Skiddy g = Skiddy.game();
    SkiddyState start = g.loadLevel(Path.of("datasets/skiddy/two-rooms.txt"));
    int shortest = Verification.of(start.level()).shortest();
    // a few random moves first, then the exact agent from there: never longer than a fresh solve
    for (long seed = 0; seed < 20; seed++) {
      Play.Result<SkiddyState> wander = Play.from(start).agent(Agents.parse(g, "random"), RandomStreams.of(seed))
          .maxMoves(3).run();
      SkiddyState mid = wander.state();
      if (mid.isTerminal()) {
        continue;
      }
      Verification fromMid = Verification.of(mid.board());
      Play.Result<SkiddyState> r = Play.from(mid).agent(Agents.parse(g, "exact"), RandomStreams.of(seed))
          .maxMoves(500).run();
      if (fromMid.complete() && fromMid.shortest() != null && fromMid.shortest() >= 0) {
        assertTrue(r.state().isWon());
        assertEquals((int) fromMid.shortest(), r.actions().size(), "seed " + seed);
      }
    }
    assertTrue(shortest > 0);
  }

  @Test
  void greedyIsSeededAndWinsTheFirstLevel() {
    Skiddy g = Skiddy.game();
    SkiddyState start = g.loadLevel(Path.of("datasets/skiddy/1-1.txt"));
    Play.Result<SkiddyState> a = Play.from(start).agent(Agents.parse(g, "greedy"), RandomStreams.of(3)).run();
    Play.Result<SkiddyState> b = Play.from(start).agent(Agents.parse(g, "greedy"), RandomStreams.of(3)).run();
    assertEquals(a.actions(), b.actions());
    assertTrue(a.state().isWon());
    assertFalse(a.stopped());
  }
}
