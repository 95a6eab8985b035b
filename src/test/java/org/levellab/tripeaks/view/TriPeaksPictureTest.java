package org.levellab.tripeaks.view;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.levellab.tripeaks.view.PictureChecks.checkContract;
import static org.levellab.tripeaks.view.PictureChecks.withClass;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.ServiceLoader;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.levellab.cards.Card;
import org.levellab.cards.Rank;
import org.levellab.game.Games;
import org.levellab.game.Playthrough;
import org.levellab.game.view.Frame;
import org.levellab.game.view.GamePicture;
import org.levellab.game.view.PictureFactory;
import org.levellab.tripeaks.Deal;
import org.levellab.tripeaks.Layout;
import org.levellab.tripeaks.Level;
import org.levellab.tripeaks.Move;
import org.levellab.tripeaks.TriPeaksObservation;
import org.levellab.tripeaks.TriPeaksState;
import org.levellab.tripeaks.view.PictureChecks.ByClass;
import org.w3c.dom.Document;
import org.w3c.dom.Element;

/**
 * The viewer's TriPeaks and Golf pictures, frame by frame over the golden traces and seeded random
 * games: the picture contract, the marks of the move and of chance, and above all that a face-down
 * card or the stock's order shows only inside {@value GamePicture#HIDDEN}: a twin game whose unseen
 * cards are shuffled draws the same picture once the hidden layer is taken out.
 */
class TriPeaksPictureTest {
  /** Per frame; a 60-move page of such frames stays under 0.5 MB. */
  private static final int MAX_BYTES = 8_000;
  private static final TriPeaksPictureFactory FACTORY = new TriPeaksPictureFactory();

  private static GamePicture pictureOf(Level level) {
    return FACTORY.create(level);
  }

  @Test
  void theCatalogueFindsTheFactoryForBothGames() {
    List<PictureFactory> found = new ArrayList<>();
    ServiceLoader.load(PictureFactory.class).forEach(f -> {
      if (f instanceof TriPeaksPictureFactory) {
        found.add(f);
      }
    });
    assertEquals(1, found.size(), "registered once in META-INF/services");
    assertEquals(List.of("tripeaks", "golf"), found.get(0).games());
    for (String name : found.get(0).games()) {
      assertInstanceOf(TriPeaksPicture.class, found.get(0).create(Games.byName(name)));
    }
  }

  @Test
  void everyGoldenFrameMeetsTheContractAndHidesWhatThePlayerCannotSee() {
    int frames = 0;
    int twinsThatDiffer = 0;
    for (String folder : List.of("tripeaks", "golf", "tripeaks-design")) {
      for (Path file : PictureChecks.goldenTraces(folder)) {
        Playthrough trace = Playthrough.load(file);
        List<Frame> list = PictureChecks.frames(trace);
        Level level = (Level) PictureChecks.start(trace).game();
        twinsThatDiffer += checkGame(level, (TriPeaksState) PictureChecks.start(trace), trace.steps(), list,
            new SplittableRandom(file.getFileName().toString().hashCode()), true);
        frames += list.size();
      }
    }
    assertTrue(frames > 400, "frames drawn: " + frames);
    assertTrue(twinsThatDiffer > 100, "twins with other hidden cards must draw other hidden layers: "
        + twinsThatDiffer);
  }

  @Test
  void seededRandomGamesOnEveryKindOfLevelMeetTheSameChecks() {
    Layout design24 = Layout.load(Path.of("datasets/tripeaks/layouts/design24.layout"));
    Layout open1 = Layout.load(Path.of("datasets/tripeaks/layouts/open1.layout"));
    Layout open12 = Layout.load(Path.of("datasets/tripeaks/layouts/open12.layout"));
    List<Level> levels = List.of(
        Level.microsoft(),
        Level.golf(),
        Level.builder(Layout.microsoft()).holdSlot(true).walls(java.util.Set.of(13, 19, 25)).build(),
        Level.builder(Layout.microsoft()).holdSlot(true).holdPlaysBack(true).build(),
        Level.builder(design24).stockSize(28).walls(java.util.Set.of(0, 8, 9, 12, 16)).build(),
        Level.builder(open12).stockSize(28).build(),
        Level.builder(open1).stockSize(28).deck(Level.Deck.CUSTOM).build());
    int frames = 0;
    for (int li = 0; li < levels.size(); li++) {
      Level level = levels.get(li);
      for (int game = 0; game < 10; game++) {
        long seed = 1000L * li + game;
        boolean undealt = game % 3 == 2 || level.deck() == Level.Deck.CUSTOM;
        TriPeaksState start = undealt ? level.undealt() : level.newInitialState(seed);
        List<Playthrough.Step> steps = PictureChecks.randomSteps(start, seed, 200);
        List<Frame> list = PictureChecks.frames(start, steps);
        // The twin check replays every prefix: done on a fifth of the games to keep the test quick.
        checkGame(level, start, steps, list, new SplittableRandom(seed), game % 5 == 0);
        frames += list.size();
      }
    }
    assertTrue(frames > 2_000, "frames drawn: " + frames);
  }

  /** Checks every frame of one game; returns how many twins drew a different full picture. */
  private static int checkGame(Level level, TriPeaksState start, List<Playthrough.Step> steps, List<Frame> frames,
      SplittableRandom rng, boolean twins) {
    GamePicture picture = pictureOf(level);
    int differ = 0;
    for (Frame frame : frames) {
      String svg = picture.svg(frame);
      ByClass doc = ByClass.of(checkContract(picture, frame, svg, MAX_BYTES));
      TriPeaksState after = (TriPeaksState) frame.after();
      String at = level + " frame " + frame.number() + " (" + frame.move() + ")";
      checkMoved(doc, frame, at);
      checkPlayable(doc, after, at);
      if (!frame.isStart()) {
        checkWords(picture, frame, at);
      }
      assertEquals(frame.chance().size(), doc.with("k").size(), at + ": one amber dot per card turned up by chance");
      checkHiddenLayer(doc, after, at);
      if (twins && after.deal() != null) {
        TriPeaksState twinStart = level.deal(twin(after, rng));
        Frame twinFrame = PictureChecks.frames(twinStart, steps.subList(0, frame.number() + 1)).get(frame.number());
        assertEquals(after.observation(), ((TriPeaksState) twinFrame.after()).observation(), at + ": twin");
        String twinSvg = picture.svg(twinFrame);
        // without() is a function of the text, so equal pictures are equal without their hidden
        // layers: only pictures that differ need the two parses and writes to compare.
        if (!svg.equals(twinSvg)) {
          assertEquals(PictureChecks.without(svg, GamePicture.HIDDEN), PictureChecks.without(twinSvg, GamePicture.HIDDEN),
              at + ": with the hidden layer out, a game with other unseen cards must look the same");
          differ++;
        }
      }
    }
    return differ;
  }

  /** What the move touched: the card played and the slot it left, the card drawn, the hold cards. */
  private static void checkMoved(ByClass doc, Frame frame, String at) {
    if (frame.isStart()) {
      return;
    }
    List<Element> moved = doc.with(GamePicture.MOVED);
    Move move = Move.parse(frame.move());
    TriPeaksState after = (TriPeaksState) frame.after();
    int expected = switch (move.kind()) {
      case BOARD, SWAP, PLAY_HOLD -> 2;
      case DRAW, TO_HOLD -> 1;
    };
    assertEquals(expected, moved.size(), at + ": marked " + GamePicture.MOVED);
    if (move.kind() == Move.Kind.BOARD || move.kind() == Move.Kind.DRAW) {
      // The waste top is the card played or drawn; its rank (and suit, where the deal has suits) is
      // written beside its outline.
      Element waste = moved.get(moved.size() - 1);
      Element label = (Element) waste.getNextSibling();
      Deal deal = after.deal();
      String top = deal == null || !deal.hasSuits() ? Rank.of(after.wasteTop()).label()
          : move.isBoard() ? deal.boardCards().get(move.slot()).toString()
          : deal.stockCards().get(after.level().stockSize() - after.stockLeft() - 1).toString();
      assertEquals(top, label.getTextContent(), at + ": the waste top");
    }
  }

  /**
   * The move in words: the card played ({@code 7♠ → waste}, the suit where the deal has one), the card
   * drawn ({@code draw 9♦}), {@code hold}, {@code swap}, {@code play hold}; never a slot id.
   */
  private static void checkWords(GamePicture picture, Frame frame, String at) {
    String words = picture.moveText(frame);
    assertFalse(words.matches(".*\\bB\\d+.*") || words.equals("D"), at + ": engine notation in '" + words + "'");
    Move move = Move.parse(frame.move());
    TriPeaksState before = (TriPeaksState) frame.before();
    TriPeaksState after = (TriPeaksState) frame.after();
    Deal deal = after.deal();
    boolean suits = deal != null && deal.hasSuits();
    String expected = switch (move.kind()) {
      case BOARD -> (suits ? deal.boardCards().get(move.slot()).toString()
          : Rank.of(before.observation().rankAt(move.slot())).label()) + " \u2192 waste";
      case DRAW -> "draw " + (suits ? deal.stockCards().get(after.level().stockSize() - after.stockLeft() - 1).toString()
          : Rank.of(after.wasteTop()).label());
      case TO_HOLD -> "hold";
      case SWAP -> "swap";
      case PLAY_HOLD -> "play hold";
    };
    assertEquals(expected, words, at);
  }

  /**
   * The playable marks: every open card (uncovered, on the board, not walled) has the strong border,
   * those a legal move plays now are green, and a seen card that is still covered (a layout dealt face
   * up) is drawn face up on a grey face, never as a card back.
   */
  private static void checkPlayable(ByClass doc, TriPeaksState after, String at) {
    long legal = 0;
    for (Move m : after.legalMoves()) {
      if (m.isBoard()) {
        legal |= 1L << m.slot();
      }
    }
    int[] board = after.observation().board();
    int covered = 0;
    for (int s = 0; s < board.length; s++) {
      if (board[s] > 0 && !after.isOpen(s)) {
        covered++;
      }
    }
    assertEquals(Long.bitCount(after.openMask()), doc.with("o").size(), at + ": open cards");
    assertEquals(Long.bitCount(legal), doc.with("l").size(), at + ": cards playable now");
    assertEquals(covered, doc.with("v").size(), at + ": seen but covered cards");
    if (!after.level().layout().dealtFaceUp()) {
      assertEquals(0, covered, at + ": on a layout dealt face down, a seen card is an open one");
    }
  }

  /**
   * The hidden layer of a dealt game holds exactly the face-down cards' ranks (and the stock's order);
   * each face-down card has a cover. An undealt game's face-down cards have no face, so nothing hides.
   */
  private static void checkHiddenLayer(ByClass doc, TriPeaksState after, String at) {
    TriPeaksObservation seen = after.observation();
    int[] board = seen.board();
    List<String> faceDown = new ArrayList<>();
    for (int s = 0; s < board.length; s++) {
      if (board[s] == 0 && after.deal() != null) {
        faceDown.add(after.deal().hasSuits() ? after.deal().boardCards().get(s).toString()
            : Rank.of(after.deal().boardRank(s)).label());
      }
    }
    List<String> hiddenFaces = new ArrayList<>();
    List<String> stockLines = new ArrayList<>();
    for (Element e : doc.with(GamePicture.HIDDEN)) {
      if (e.getAttribute("class").contains("c ")) {
        stockLines.add(e.getTextContent());
      } else {
        hiddenFaces.add(e.getTextContent());
      }
    }
    assertEquals(faceDown.stream().sorted().toList(), hiddenFaces.stream().sorted().toList(), at + ": hidden faces");
    assertEquals(faceDown.size(), doc.with(GamePicture.COVER).size(), at + ": one cover per hidden face");
    if (after.deal() == null || seen.stockLeft() == 0) {
      assertEquals(List.of(), stockLines, at + ": no stock order to hide");
    } else {
      StringBuilder order = new StringBuilder("stock, top first:");
      int size = after.level().stockSize();
      for (int i = size - seen.stockLeft(); i < size; i++) {
        order.append(' ').append(after.deal().hasSuits() ? after.deal().stockCards().get(i).toString()
            : Rank.of(after.deal().stockRank(i)).label());
      }
      assertEquals(order.toString(), String.join(" ", stockLines), at + ": the stock's order");
    }
  }

  /**
   * The deal with the cards that {@code s}'s player has not seen (face-down board cards, the stock not
   * yet drawn) shuffled among themselves: the same game so far, with other hidden cards.
   */
  private static Deal twin(TriPeaksState s, SplittableRandom rng) {
    Deal d = s.deal();
    int n = s.level().layout().size();
    int[] board = s.observation().board();
    List<Integer> unseen = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      if (board[i] == 0) {
        unseen.add(i);
      }
    }
    for (int j = d.stockSize() - s.stockLeft(); j < d.stockSize(); j++) {
      unseen.add(n + j);
    }
    if (d.hasSuits()) {
      List<Card> all = new ArrayList<>(d.boardCards());
      all.addAll(d.stockCards());
      shuffleAt(all, unseen, rng);
      return Deal.ofCards(all.subList(0, n), all.subList(n, all.size()));
    }
    List<Integer> all = new ArrayList<>();
    for (int r : d.boardRanks()) {
      all.add(r);
    }
    for (int r : d.stockRanks()) {
      all.add(r);
    }
    shuffleAt(all, unseen, rng);
    return Deal.of(all.subList(0, n).stream().mapToInt(Integer::intValue).toArray(),
        all.subList(n, all.size()).stream().mapToInt(Integer::intValue).toArray());
  }

  private static <T> void shuffleAt(List<T> all, List<Integer> at, SplittableRandom rng) {
    for (int i = at.size() - 1; i > 0; i--) {
      int j = rng.nextInt(i + 1);
      T t = all.get(at.get(i));
      all.set(at.get(i), all.get(at.get(j)));
      all.set(at.get(j), t);
    }
  }

  private static final java.util.regex.Pattern WASTE = java.util.regex.Pattern.compile(
      "<title>waste</title><rect[^>]*/><text[^>]*>([^<]*)</text>");
  private static final java.util.regex.Pattern HOLD = java.util.regex.Pattern.compile(
      "<title>hold</title><rect class='f[^>]*/><text[^>]*>([^<]*)</text>");

  private static String found(java.util.regex.Pattern p, String svg) {
    java.util.regex.Matcher m = p.matcher(svg);
    return m.find() ? m.group(1) : null;
  }

  /**
   * Drawn as a whole game, the suited cards are followed through hold moves: a card put on hold is the
   * one that was on the waste, a swap exchanges the two, a card played back is the one that was held;
   * and every frame agrees with the frame drawn on its own wherever that one can tell.
   */
  @Test
  void theWholeGameFollowsSuitedCardsThroughTheHoldSlot() {
    int holdMoves = 0;
    for (String name : List.of("tripeaks/hold-plays-back.trace", "tripeaks/hold-walls.trace",
        "tripeaks-design/sim2-hold-on-seed1-player3.trace", "golf/random-deal.trace")) {
      Playthrough trace = Playthrough.load(PictureChecks.GOLDEN.resolve(name));
      List<Frame> frames = PictureChecks.frames(trace);
      Level level = (Level) PictureChecks.start(trace).game();
      GamePicture picture = pictureOf(level);
      List<String> whole = picture.svgs(frames);
      assertEquals(frames.size(), whole.size());
      for (int i = 0; i < frames.size(); i++) {
        Frame f = frames.get(i);
        String at = name + " frame " + i + " (" + f.move() + ")";
        String waste = found(WASTE, whole.get(i));
        TriPeaksState after = (TriPeaksState) f.after();
        assertTrue(waste.startsWith(Rank.of(after.wasteTop()).label()), at + ": " + waste);
        Move move = f.isStart() ? null : Move.parse(f.move());
        if (move == null || move.kind() == Move.Kind.BOARD || move.kind() == Move.Kind.DRAW) {
          assertEquals(found(WASTE, picture.svg(f)), waste, at + ": the frame alone tells the waste top");
          continue;
        }
        holdMoves++;
        String wasBefore = found(WASTE, whole.get(i - 1));
        String heldBefore = found(HOLD, whole.get(i - 1));
        String held = found(HOLD, whole.get(i));
        switch (move.kind()) {
          case TO_HOLD -> assertEquals(wasBefore, held, at);
          case SWAP -> {
            assertEquals(wasBefore, held, at);
            assertEquals(heldBefore, waste, at);
          }
          case PLAY_HOLD -> {
            assertEquals(heldBefore, waste, at);
            assertEquals(null, held, at);
          }
          default -> throw new AssertionError(at);
        }
        if (after.deal() != null && after.deal().hasSuits()) {
          assertTrue(waste.length() > Rank.of(after.wasteTop()).label().length(), at + ": the suit is shown: " + waste);
        }
      }
    }
    assertTrue(holdMoves > 10, "hold moves checked: " + holdMoves);
  }

  @Test
  void golfIsDrawnFaceUpWithItsBottomCardsOpenAndTriPeaksKeepsItsCardBacks() {
    Level golf = Level.golf();
    assertTrue(golf.layout().dealtFaceUp());
    TriPeaksState start = golf.newInitialState(5);
    Frame frame = new Frame(0, null, null, List.of(), List.of(start), start);
    String svg = pictureOf(golf).svg(frame);
    Document doc = PictureChecks.parse(svg);
    assertEquals(0, withClass(doc, GamePicture.COVER).size(), "no card backs on the board of Golf");
    assertEquals(0, withClass(doc, GamePicture.HIDDEN).stream().filter(e -> !e.getAttribute("class").contains("c "))
        .count(), "no hidden board faces");
    assertEquals(7, withClass(doc, "o").size(), "the seven bottom cards are open");
    assertEquals(28, withClass(doc, "v").size(), "the 28 cards above them are seen but covered");
    assertTrue(svg.contains("\u2660") || svg.contains("\u2665"), "suits shown");
    assertTrue(pictureOf(golf).legend().contains("still covered"), "the legend explains the covered cards");

    Level tp = Level.microsoft();
    TriPeaksState tpStart = tp.newInitialState(5);
    Document tpDoc = PictureChecks.parse(pictureOf(tp).svg(new Frame(0, null, null, List.of(), List.of(tpStart),
        tpStart)));
    assertEquals(18, withClass(tpDoc, GamePicture.COVER).size(), "TriPeaks' 18 covered cards are card backs");
    assertEquals(0, withClass(tpDoc, "v").size());
    assertFalse(pictureOf(tp).legend().contains("still covered"));
  }

  @Test
  void drawingIsPureAndTheSameForEqualLevels() {
    Playthrough trace = Playthrough.load(PictureChecks.GOLDEN.resolve("tripeaks/hold-walls.trace"));
    Level level = (Level) PictureChecks.start(trace).game();
    Level equal = (Level) Games.create(trace.game(), trace.rules());
    for (Frame frame : PictureChecks.frames(trace)) {
      String state = frame.after().toString();
      String svg = pictureOf(level).svg(frame);
      assertEquals(svg, pictureOf(equal).svg(frame), "frame " + frame.number());
      assertEquals(svg, pictureOf(level).svg(frame), "frame " + frame.number() + " drawn again");
      assertEquals(state, frame.after().toString(), "drawing leaves the state alone");
    }
  }
}
