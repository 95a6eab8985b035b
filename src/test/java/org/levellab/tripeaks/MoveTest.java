package org.levellab.tripeaks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class MoveTest {
  @Test
  void notationRoundTrips() {
    List<Move> moves = Move.parseList("B5 B0 D h s b27");
    assertEquals(List.of(Move.board(5), Move.board(0), Move.DRAW, Move.TO_HOLD, Move.SWAP, Move.board(27)), moves);
    assertEquals("B5 B0 D H S B27", Move.format(moves));
    for (Move m : moves) {
      assertEquals(m, Move.ofCode(m.code()));
      assertEquals(m, Move.parse(m.toString()));
    }
    assertTrue(Move.parseList("  ").isEmpty());
  }

  @Test
  void badMovesNameTokenAndPosition() {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Move.parseList("B1 D X3"));
    assertTrue(e.getMessage().startsWith("move 3: unknown move 'X3'"), e.getMessage());
    assertThrows(IllegalArgumentException.class, () -> Move.parse("B"));
    assertThrows(IllegalArgumentException.class, () -> Move.parse("B-1"));
    assertThrows(IllegalArgumentException.class, () -> Move.board(-2));
  }
}
