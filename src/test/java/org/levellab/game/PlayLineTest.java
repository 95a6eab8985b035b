package org.levellab.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class PlayLineTest {
  @Test
  void aLineOfMovesGivesTheTraceThatReplays() {
    Playthrough golden = Playthrough.load(Path.of("src/test/resources/golden/blackhole/seed-1-solved.trace"));
    State start = Games.create(golden.game(), golden.rules()).parseLevel(golden.level(), "golden");
    Playthrough line = Play.line(start, golden.moves(), golden.agent());
    assertEquals(golden.steps(), line.steps());
    assertEquals(golden.end(), line.end());
    assertTrue(line.replay().ok(), line.replay().error());
  }

  @Test
  void anIllegalMoveIsNamedWithItsIndex() {
    Playthrough golden = Playthrough.load(Path.of("src/test/resources/golden/blackhole/seed-1-solved.trace"));
    State start = Games.create(golden.game(), golden.rules()).parseLevel(golden.level(), "golden");
    List<String> moves = new ArrayList<>(golden.moves().subList(0, 3));
    moves.add(moves.get(0));
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Play.line(start, moves, "x"));
    assertTrue(e.getMessage().startsWith("move 4 ("), e.getMessage());
  }

  @Test
  void aLineThatStopsEarlyEndsStopped() {
    Playthrough golden = Playthrough.load(Path.of("src/test/resources/golden/blackhole/seed-1-solved.trace"));
    State start = Games.create(golden.game(), golden.rules()).parseLevel(golden.level(), "golden");
    Playthrough part = Play.line(start, golden.moves().subList(0, 5), "part");
    assertEquals("stopped", part.end().result());
    assertEquals(5, part.end().moves());
  }
}
