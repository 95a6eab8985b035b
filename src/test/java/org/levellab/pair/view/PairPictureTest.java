package org.levellab.pair.view;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.levellab.tripeaks.view.PictureChecks.checkContract;
import static org.levellab.tripeaks.view.PictureChecks.withClass;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.levellab.cards.Card;
import org.levellab.game.Games;
import org.levellab.game.Playthrough;
import org.levellab.game.view.Frame;
import org.levellab.game.view.GamePicture;
import org.levellab.pair.PairDeal;
import org.levellab.pair.PairSolitaire;
import org.levellab.pair.PairState;
import org.levellab.tripeaks.view.PictureChecks;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.Node;

/**
 * The viewer's Pair Solitaire picture over the golden traces and seeded random games: the picture
 * contract, the stack drawn in order with the removed card's ghost in its place, the pair that
 * allowed the removal, and the cards removable next.
 */
class PairPictureTest {
  /** Per frame: a 52-card stack; a 50-move page stays under 0.3 MB. */
  private static final int MAX_BYTES = 6_000;
  private static final GamePicture PICTURE = new PairPictureFactory().create(PairSolitaire.game());

  @Test
  void theCatalogueFindsTheFactory() {
    assertInstanceOf(PairPicture.class, PictureChecks.factoryOf("pair").create(Games.byName("pair")));
  }

  @Test
  void everyGoldenFrameShowsTheStackTheGhostAndThePair() {
    int frames = 0;
    for (Path file : PictureChecks.goldenTraces("pair")) {
      for (Frame frame : PictureChecks.frames(Playthrough.load(file))) {
        check(frame, file.getFileName().toString());
        frames++;
      }
    }
    assertTrue(frames > 300, "frames drawn: " + frames);
  }

  @Test
  void seededRandomShufflesPlayedToTheEndMeetTheSameChecks() {
    int frames = 0;
    for (long seed = 0; seed < 60; seed++) {
      PairState start = PairSolitaire.game().newInitialState(seed);
      for (Frame frame : PictureChecks.frames(start, PictureChecks.randomSteps(start, seed, 60))) {
        check(frame, "seed " + seed);
        frames++;
      }
    }
    assertTrue(frames > 1_000, "frames drawn: " + frames);
  }

  private static void check(Frame frame, String source) {
    String at = source + " frame " + frame.number() + " (" + frame.move() + ")";
    String svg = PICTURE.svg(frame);
    Document doc = checkContract(PICTURE, frame, svg, MAX_BYTES);
    assertEquals(0, withClass(doc, GamePicture.HIDDEN).size() + withClass(doc, GamePicture.COVER).size(),
        at + ": nothing is hidden in Pair Solitaire");
    PairState after = (PairState) frame.after();
    // The cards in the order drawn: the stack before the move, whose removed card is the ghost.
    List<Element> rects = withClass(doc, "f");
    List<Card> drawn = new ArrayList<>();
    for (Element rect : rects) {
      drawn.add(Card.parse(label(rect)));
    }
    assertEquals(after.cards(), drawn, at + ": the stack left, top first");
    List<Element> removable = withClass(doc, "l");
    assertEquals(after.legalRemovals().size(), removable.size(), at + ": cards removable next");
    for (Element e : removable) {
      assertTrue(after.canRemove(Card.parse(label(e))), at + ": " + label(e) + " is marked removable");
    }
    List<Element> moved = withClass(doc, GamePicture.MOVED);
    List<Element> pair = withClass(doc, "p");
    if (frame.isStart()) {
      assertEquals(0, pair.size(), at + ": no pair at the start");
      return;
    }
    assertEquals(1, moved.size(), at + ": one ghost");
    Card removed = Card.parse(label(moved.get(0)));
    assertEquals(frame.move(), removed.toString(), at + ": the ghost is the card removed");
    List<Card> before = ((PairState) frame.before()).cards();
    int k = before.indexOf(removed);
    int ghostIndex = indexAmongCards(doc, moved.get(0));
    assertEquals(k, ghostIndex, at + ": the ghost keeps its place in the stack");
    List<Card> expectedPair = new ArrayList<>();
    for (int j : new int[] {k - 2, k + 2}) {
      if (j >= 0 && j < before.size() && PairDeal.matches(removed, before.get(j))) {
        expectedPair.add(before.get(j));
      }
    }
    List<Card> markedPair = new ArrayList<>();
    for (Element e : pair) {
      markedPair.add(Card.parse(label(e)));
    }
    assertTrue(!expectedPair.isEmpty(), at + ": a legal removal has a partner two places away");
    assertEquals(expectedPair, markedPair, at + ": the pair that allowed the removal");
    assertEquals(removed + " + " + String.join(" / ", expectedPair.stream().map(Card::toString).toList()),
        PICTURE.moveText(frame), at + ": the move in words, the card removed and its partner");
  }

  @Test
  void theLegendSaysWhatTheOutlinesMean() {
    String legend = PICTURE.legend();
    for (String cls : List.of("f l", "g " + GamePicture.MOVED, "f p")) {
      assertTrue(legend.contains("class='" + cls + "'"), "a swatch of " + cls + ": " + legend);
    }
    assertTrue(legend.contains("can be removed now") && legend.contains("paired with"), legend);
    assertTrue(PICTURE.css().contains(".ps .l{") && PICTURE.css().contains(".ps .p{"));
  }

  /** The card written on a card's rectangle: the text that follows it. */
  private static String label(Element rect) {
    return rect.getNextSibling().getTextContent();
  }

  /** How many cards come before {@code target} in the picture. */
  private static int indexAmongCards(Document doc, Element target) {
    int i = 0;
    for (Element rect : withClass(doc, "f")) {
      if ((rect.compareDocumentPosition(target) & Node.DOCUMENT_POSITION_PRECEDING) != 0) {
        return i;
      }
      i++;
    }
    return i;
  }
}
