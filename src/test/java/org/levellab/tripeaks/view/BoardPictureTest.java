package org.levellab.tripeaks.view;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.levellab.tripeaks.Deal;
import org.levellab.tripeaks.Fixtures;
import org.levellab.tripeaks.Layout;
import org.levellab.tripeaks.Level;
import org.levellab.tripeaks.Move;
import org.levellab.tripeaks.TriPeaksState;
import org.levellab.tripeaks.solve.ExactSolver;
import org.levellab.tripeaks.solve.SolverResult;
import org.w3c.dom.Document;

/** The picture of a state shows what a player sees, and nothing else. */
class BoardPictureTest {
  private static Deal swapped(Deal d, int a, int b) {
    int[] board = d.boardRanks();
    int[] stock = d.stockRanks();
    int[] all = new int[board.length + stock.length];
    System.arraycopy(board, 0, all, 0, board.length);
    System.arraycopy(stock, 0, all, board.length, stock.length);
    int t = all[a];
    all[a] = all[b];
    all[b] = t;
    System.arraycopy(all, 0, board, 0, board.length);
    System.arraycopy(all, board.length, stock, 0, stock.length);
    return Deal.of(board, stock);
  }

  private static Document parse(String svg) throws Exception {
    return DocumentBuilderFactory.newInstance().newDocumentBuilder()
        .parse(new ByteArrayInputStream(svg.getBytes(StandardCharsets.UTF_8)));
  }

  @Test
  void hiddenCardsDoNotShowAndSeenOnesDo() throws Exception {
    Level level = Level.microsoft();
    Deal blog = Fixtures.blogDeal();
    // Slots 20 (10) and 27 (4) are face down, stock cards 5 (8) and 6 (3) not drawn yet.
    Deal hiddenSwapped = swapped(swapped(blog, 20, 27), 28 + 5, 28 + 6);
    String picture = BoardPicture.state(level.deal(blog));
    assertEquals(picture, BoardPicture.state(level.deal(hiddenSwapped)));
    // Slot 0 (5) is open: swapping it with the face-down slot 27 (4) shows.
    assertNotEquals(picture, BoardPicture.state(level.deal(swapped(blog, 0, 27))));
    Document doc = parse(picture);
    assertEquals(1 + 28 + 1, doc.getElementsByTagName("rect").getLength(), "table, 28 board cards, the waste");
    assertEquals(18, picture.split("face down", -1).length - 1, "18 cards start face down");
  }

  @Test
  void clearedCardsLeaveAndWallsAndHoldShow() throws Exception {
    Level level = Level.builder(Layout.microsoft()).holdSlot(true).wall(13).build();
    TriPeaksState s = level.deal(Fixtures.blogDeal());
    s.apply(Move.board(3));
    s.apply(Move.TO_HOLD);
    String svg = BoardPicture.state(s);
    assertEquals(1 + 27 + 1, parse(svg).getElementsByTagName("rect").getLength(), "slot 3 is cleared");
    assertTrue(svg.contains("hold 2"), "the hold card shows");
    assertTrue(svg.contains("stroke='#b45309'"), "the wall shows");
  }

  @Test
  void anUndealtGameWaitingForItsFirstCardsDraws() throws Exception {
    TriPeaksState s = Level.golf().undealt();
    String svg = BoardPicture.state(s);
    assertEquals(2, parse(svg).getElementsByTagName("text").getLength(), "an empty waste and the stock count");
    assertEquals(35, svg.split("face down", -1).length - 1, "nothing has turned up yet");
  }

  @Test
  void aSolutionSaysWhatItsGreyCardsAreAndWhetherItHasSuits() {
    Level level = Level.microsoft();
    Deal blog = Fixtures.blogDeal();
    SolverResult r = ExactSolver.create().solve(level, blog);
    String svg = BoardPicture.solution(level, blog, r.moves());
    int undrawn = blog.stockSize() - 1 - r.draws();
    assertTrue(undrawn > 0, "the fewest-draw win leaves cards in the stock");
    assertEquals(undrawn, svg.split("fill='#c8c8c8'", -1).length - 1, "one grey card per card never drawn");
    assertTrue(svg.contains("grey: never drawn"), svg);
    assertTrue(svg.contains("ranks only"), "the blog's deal has no suits");

    Deal suited = Deal.random(level, new java.util.SplittableRandom(7));
    SolverResult s = ExactSolver.create().solve(level, suited);
    String withSuits = BoardPicture.solution(level, suited, s.moves());
    assertFalse(withSuits.contains("ranks only"), "a dealt deck has suits");
    assertTrue(withSuits.contains("♠") || withSuits.contains("♥"), "the cards show their suits");
    // no move at all: every board card is grey, and every stock card but the first
    String none = BoardPicture.solution(level, blog, java.util.List.of());
    assertTrue(none.contains("never cleared (board) or never drawn (stock)"), none);
  }
}
