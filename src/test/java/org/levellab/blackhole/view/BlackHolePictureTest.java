package org.levellab.blackhole.view;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.levellab.tripeaks.view.PictureChecks.checkContract;
import static org.levellab.tripeaks.view.PictureChecks.withClass;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.levellab.blackhole.BlackHole;
import org.levellab.blackhole.BlackHoleState;
import org.levellab.cards.Card;
import org.levellab.game.Games;
import org.levellab.game.Playthrough;
import org.levellab.game.view.Frame;
import org.levellab.game.view.GamePicture;
import org.levellab.tripeaks.view.PictureChecks;
import org.levellab.tripeaks.view.PictureChecks.ByClass;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.Node;

/**
 * The viewer's Black Hole picture over the golden traces and seeded random games: the picture
 * contract, the foundation and every fan's cards in order, the card moved marked on the foundation
 * and as a ghost at the top of its fan, and the playable top cards.
 */
class BlackHolePictureTest {
  /** Per frame: 52 cards; a 51-move page stays under 0.3 MB. */
  private static final int MAX_BYTES = 6_000;
  private static final GamePicture PICTURE = new BlackHolePictureFactory().create(BlackHole.game());

  @Test
  void theCatalogueFindsTheFactory() {
    assertInstanceOf(BlackHolePicture.class, PictureChecks.factoryOf("blackhole").create(Games.byName("blackhole")));
  }

  @Test
  void everyGoldenFrameShowsTheFansTheHoleAndTheCardMoved() {
    int frames = 0;
    for (Path file : PictureChecks.goldenTraces("blackhole")) {
      for (Frame frame : PictureChecks.frames(Playthrough.load(file))) {
        check(frame, file.getFileName().toString());
        frames++;
      }
    }
    assertTrue(frames > 40, "frames drawn: " + frames);
  }

  @Test
  void seededRandomDealsPlayedToTheEndMeetTheSameChecks() {
    int frames = 0;
    for (long seed = 0; seed < 300; seed++) {
      BlackHoleState start = BlackHole.game().newInitialState(seed);
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
    ByClass doc = ByClass.of(checkContract(PICTURE, frame, svg, MAX_BYTES));
    assertEquals(0, doc.with(GamePicture.HIDDEN).size() + doc.with(GamePicture.COVER).size(),
        at + ": nothing is hidden in Black Hole");
    BlackHoleState after = (BlackHoleState) frame.after();
    List<Element> cards = doc.with("f");
    assertEquals(after.foundationTop().toString(), label(cards.get(0)), at + ": the foundation's top card");
    List<Card> fans = new ArrayList<>();
    for (int f = 0; f < BlackHole.FANS; f++) {
      fans.addAll(after.fan(f));
    }
    List<Card> drawn = new ArrayList<>();
    for (Element e : cards.subList(1, cards.size())) {
      drawn.add(Card.parse(label(e)));
    }
    assertEquals(fans, drawn, at + ": every fan, bottom card first");
    List<Element> playable = doc.with("l");
    assertEquals(after.legalActions().length, playable.size(), at + ": playable top cards");
    for (Element e : playable) {
      Card c = Card.parse(label(e));
      assertTrue(after.whyIllegal(after.parseAction(c.toString())) == null, at + ": " + c + " is marked playable");
    }
    assertTrue(svg.contains("foundation " + (int) after.score() + "/52"), at + ": the caption's count");
    if (frame.isStart()) {
      return;
    }
    List<Element> moved = doc.with(GamePicture.MOVED);
    assertEquals(2, moved.size(), at + ": the card on the foundation and its ghost");
    assertEquals(cards.get(0), moved.get(0), at + ": the foundation's card is the one moved");
    assertEquals(frame.move(), label(moved.get(1)), at + ": the ghost is the card moved");
    BlackHoleState before = (BlackHoleState) frame.before();
    int fan = before.parseAction(frame.move());
    int cardsUpToFan = 1;
    for (int f = 0; f <= fan; f++) {
      cardsUpToFan += after.fan(f).size();
    }
    assertEquals(cardsUpToFan, cardsBefore(cards, moved.get(1)), at + ": the ghost stands on top of fan " + fan);
    assertEquals(frame.move() + " from fan " + (fan + 1), PICTURE.moveText(frame), at + ": the move in words");
    assertTrue(svg.contains(" from fan " + (fan + 1) + " "), at + ": the caption names the same fan");
  }

  @Test
  void theFansAreNumberedAsTheMovesNameThemAndTheLegendSaysWhatTheMarksMean() {
    BlackHoleState start = BlackHole.game().newInitialState(3);
    Document doc = PictureChecks.parse(PICTURE.svg(new Frame(0, null, null, List.of(), List.of(start), start)));
    List<Element> numbers = withClass(doc, "fn");
    assertEquals(BlackHole.FANS, numbers.size());
    for (int f = 0; f < BlackHole.FANS; f++) {
      assertEquals(Integer.toString(f + 1), numbers.get(f).getTextContent(), "fan " + f + " is numbered " + (f + 1));
    }
    String legend = PICTURE.legend();
    assertTrue(legend.contains("class='f l'") && legend.contains("class='g " + GamePicture.MOVED + "'")
        && legend.contains("fan number"), legend);
  }

  /** The card written on a card's rectangle: the text that follows it. */
  private static String label(Element rect) {
    return rect.getNextSibling().getTextContent();
  }

  private static int cardsBefore(List<Element> cards, Element target) {
    int n = 0;
    for (Element e : cards) {
      if ((e.compareDocumentPosition(target) & Node.DOCUMENT_POSITION_FOLLOWING) != 0) {
        n++;
      }
    }
    return n;
  }
}
