package org.levellab.tripeaks.view;

import static org.levellab.tripeaks.view.BoardGeometry.CARD_H;
import static org.levellab.tripeaks.view.BoardGeometry.CARD_W;
import static org.levellab.tripeaks.view.BoardGeometry.MARGIN;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.levellab.cards.Rank;
import org.levellab.game.view.Frame;
import org.levellab.game.view.GamePicture;
import org.levellab.game.view.Legend;
import org.levellab.tripeaks.Deal;
import org.levellab.tripeaks.Layout;
import org.levellab.tripeaks.Level;
import org.levellab.tripeaks.Move;
import org.levellab.tripeaks.TriPeaksObservation;
import org.levellab.tripeaks.TriPeaksState;

/**
 * The trace viewer's picture of one TriPeaks or Golf step, drawn from what the player sees (the
 * step's {@link TriPeaksObservation}) with the board geometry of {@link BoardPicture}:
 * <ul>
 *   <li>the layout's cards in place: open cards (playable once their rank is next to the waste's)
 *       with a strong border, green when they can be played right now; cards that are seen but still
 *       covered (a layout dealt face up, such as Golf) face up on a grey face; removed cards as dashed
 *       outlines; face-down cards as card backs ({@value GamePicture#COVER}) over their faces
 *       ({@value GamePicture#HIDDEN}, tinted so that a revealed face-down card still reads as face
 *       down); brick walls over walled cards with the hits they have taken;
 *   <li>underneath: the stock (a card back with the count), the waste top, the hold slot on levels
 *       that have one, and a caption with the move in words, the chain, the score (board cards
 *       cleared) and the cards that turned up by chance; the stock's order, top first, as a hidden
 *       line;
 *   <li>the card the move played, drew or moved to or from the hold slot, and the slot it left,
 *       marked {@value GamePicture#MOVED}; a card that turned up by chance in the step carries an
 *       amber dot.
 * </ul>
 * Where the deal has suits, every card shows its suit (hearts and diamonds in red); the rules ignore
 * suits, so an undealt game or a deal of ranks only shows ranks. Which suited card lies on the waste
 * after hold moves is known only from the moves before, so {@link #svgs} follows the cards through
 * the game; a frame drawn on its own ({@link #svg}) names the waste top's suit when its own move put
 * it there and the hold card's rank only. In an undealt game (cards drawn at play time) a face-down
 * card has no face yet, so it is a plain card back and nothing is hidden.
 *
 * <p>A frame is a few kilobytes: coordinates are short numbers and every style is a class of {@link
 * #css()}, scoped by the root's class {@code tp}.
 */
public final class TriPeaksPicture implements GamePicture {
  private static final double GAP = 8;
  private static final double MIN_WIDTH = 380;
  private static final double LINE = 15;
  private static final int CHANCE_LISTED = 3;
  private static final String CARD_SIZE = "' width='" + num(CARD_W) + "' height='" + num(CARD_H) + "'/>";
  private static final String CSS = String.join("\n",
      ".tp .bg{fill:#1f7a3a}",
      ".tp rect{rx:4px}",
      ".tp .f{fill:#fff;stroke:#333}",
      ".tp .o{stroke:#111;stroke-width:2.5}",
      ".tp .l{stroke:#22c55e;stroke-width:3.5}",
      ".tp .v{fill:#e5e7eb;stroke:#6b7280}",
      ".tp .u{fill:#dbeafe;stroke:#333}",
      ".tp .b{fill:#1e40af;stroke:#fff;stroke-width:1.5}",
      ".tp .e{fill:none;stroke:#bfe3c6;stroke-dasharray:4 3}",
      ".tp .w{fill:#b45309;fill-opacity:.65;stroke:#7c2d12;stroke-width:3}",
      ".tp .k{fill:#f59e0b;stroke:#fff}",
      ".tp text{font:bold 15px sans-serif;fill:#111}",
      ".tp text.r{fill:#c62828}",
      ".tp text.ll-hidden{fill:#1d4ed8}",
      ".tp .m{text-anchor:middle}",
      ".tp .n{fill:#fff;font-size:13px}",
      ".tp .wt{fill:#fff;font-size:11px;text-anchor:end}",
      ".tp .c{font:12px sans-serif;fill:#e8f5e9}",
      ".tp text.c.ll-hidden{fill:#fde68a}") + "\n";

  private final Level level;
  private final Layout layout;
  private final BoardGeometry geometry;
  private final List<Integer> order;
  private final double boardLeft;
  private final double rowTop;
  private final int cardsPerLine;
  private final String header;

  /** The picture of steps of {@code level} (its layout, stock size, hold slot and walls fixed). */
  public TriPeaksPicture(Level level) {
    this.level = Objects.requireNonNull(level, "level");
    this.layout = level.layout();
    this.geometry = new BoardGeometry(layout);
    this.order = BoardGeometry.drawOrder(layout);
    double width = Math.max(geometry.boardWidth() + 2 * MARGIN, MIN_WIDTH);
    // A narrow designer layout sits in the middle, above the piles and the caption.
    this.boardLeft = (width - geometry.boardWidth()) / 2;
    this.rowTop = MARGIN + geometry.boardHeight() + 12;
    // A card and its space take at most 26 pixels at the caption's size (16 without suits); the first
    // line starts with a label.
    int perCard = level.deck() == Level.Deck.CUSTOM ? 16 : 26;
    this.cardsPerLine = Math.max(1, (int) ((width - 2 * MARGIN - 110) / perCard));
    int stockLines = Math.max(1, (level.stockSize() - 1 + cardsPerLine - 1) / cardsPerLine);
    double height = rowTop + CARD_H + LINE * stockLines + MARGIN;
    this.header = "<svg xmlns='http://www.w3.org/2000/svg' class='tp' width='" + num(width) + "' height='"
        + num(height) + "' viewBox='0 0 " + num(width) + " " + num(height) + "'>\n<rect class='bg' width='"
        + num(width) + "' height='" + num(height) + "'/>\n";
  }

  /** The level drawn. */
  public Level level() {
    return level;
  }

  /** A card as the picture labels it: rank and suit where the deal has suits, else the rank. */
  private record Label(int rank, String text) {
    boolean red() {
      return text.endsWith("\u2665") || text.endsWith("\u2666");
    }

    /** The rank alone; null for 0 (no card). */
    static Label rank(int rank) {
      return rank == 0 ? null : new Label(rank, Rank.of(rank).label());
    }
  }

  /** The cards on the waste (bottom to top) and in the hold slot, as far as the moves so far tell. */
  private record Piles(List<Label> waste, Label hold) {}

  private static Label board(Deal deal, int slot, int rank) {
    return deal != null && deal.hasSuits() ? new Label(rank, deal.boardCards().get(slot).toString()) : Label.rank(rank);
  }

  private static Label stock(Deal deal, int index) {
    return deal.hasSuits() ? new Label(deal.stockRank(index), deal.stockCards().get(index).toString())
        : Label.rank(deal.stockRank(index));
  }

  /** The card the step put on the waste, when its move did (start, board card, draw); else null. */
  private Label cameOntoWaste(Frame frame, TriPeaksState after) {
    Deal deal = after.deal();
    if (after.observation().wasteTop() == 0) {
      return null;
    }
    Move move = frame.isStart() ? null : Move.parse(frame.move());
    if (move == null || move.kind() == Move.Kind.DRAW) {
      return deal == null ? Label.rank(after.wasteTop())
          : stock(deal, level.stockSize() - after.stockLeft() - 1);
    }
    if (move.isBoard()) {
      return board(deal, move.slot(), after.wasteTop());
    }
    return null;
  }

  @Override
  public String svg(Frame frame) {
    TriPeaksState after = (TriPeaksState) frame.after();
    Label top = cameOntoWaste(frame, after);
    return svg(frame, top != null ? top : Label.rank(after.wasteTop()), Label.rank(after.holdCard()));
  }

  /** Every step, the suited cards on the waste and in the hold slot followed from move to move. */
  @Override
  public List<String> svgs(List<Frame> frames) {
    List<String> out = new ArrayList<>(frames.size());
    List<Label> waste = new ArrayList<>();
    Label hold = null;
    boolean followed = true;
    for (Frame frame : frames) {
      TriPeaksState after = (TriPeaksState) frame.after();
      Move move = frame.isStart() ? null : Move.parse(frame.move());
      Label came = cameOntoWaste(frame, after);
      if (move == null) {
        waste.clear();
        hold = null;
        followed = true;
      }
      if (came != null) {
        waste.add(came);
      } else if (move != null && !waste.isEmpty()) {
        switch (move.kind()) {
          case TO_HOLD -> hold = waste.remove(waste.size() - 1);
          case SWAP -> {
            Label t = waste.remove(waste.size() - 1);
            waste.add(hold);
            hold = t;
          }
          case PLAY_HOLD -> {
            waste.add(hold);
            hold = null;
          }
          default -> followed = false;
        }
      }
      followed &= !waste.isEmpty() && waste.get(waste.size() - 1) != null
          && waste.get(waste.size() - 1).rank() == after.wasteTop()
          && (after.holdCard() == 0 ? hold == null : hold != null && hold.rank() == after.holdCard());
      Label top = followed ? waste.get(waste.size() - 1) : came != null ? came : Label.rank(after.wasteTop());
      out.add(svg(frame, top, followed && hold != null ? hold : Label.rank(after.holdCard())));
    }
    return out;
  }

  /**
   * The move in words: {@code 7♠ → waste} (the card's rank, and its suit where the deal has suits),
   * {@code draw 9♦}, {@code hold}, {@code swap}, {@code play hold}.
   */
  @Override
  public String moveText(Frame frame) {
    TriPeaksState before = (TriPeaksState) frame.before();
    TriPeaksState after = (TriPeaksState) frame.after();
    Move move = Move.parse(frame.move());
    return switch (move.kind()) {
      case BOARD -> board(after.deal(), move.slot(), before.observation().rankAt(move.slot())).text() + " \u2192 waste";
      case DRAW -> "draw " + cameOntoWaste(frame, after).text();
      case TO_HOLD -> "hold";
      case SWAP -> "swap";
      case PLAY_HOLD -> "play hold";
    };
  }

  private String svg(Frame frame, Label wasteTop, Label hold) {
    TriPeaksState state = (TriPeaksState) frame.after();
    TriPeaksObservation seen = state.observation();
    Deal deal = state.deal(); // null in an undealt game: its face-down cards have no face yet
    Move move = frame.isStart() ? null : Move.parse(frame.move());
    int movedSlot = move != null && move.isBoard() ? move.slot() : -1;
    long chanceSlots = 0;
    boolean chanceStock = false;
    for (String c : frame.chance()) {
      if (c.startsWith("S")) {
        chanceStock = true;
      } else if (c.startsWith("B") && c.indexOf('=') > 1) {
        chanceSlots |= 1L << Integer.parseInt(c.substring(1, c.indexOf('=')));
      }
    }
    long open = state.openMask();
    long playable = 0;
    for (Move m : state.legalMoves()) {
      if (m.isBoard()) {
        playable |= 1L << m.slot();
      }
    }
    int[] board = seen.board();
    int[] walls = seen.walls();
    StringBuilder sb = new StringBuilder(4096).append(header);
    for (int s = 0; s < board.length; s++) {
      if (board[s] < 0 && s != movedSlot) {
        rect(sb, "e", x(s), y(s));
      }
    }
    for (int s : order) {
      if (board[s] < 0) {
        continue;
      }
      double x = x(s);
      double y = y(s);
      sb.append("<g><title>B").append(s).append("</title>");
      if (board[s] > 0) {
        String face = (playable >>> s & 1) != 0 ? "f o l" : (open >>> s & 1) != 0 ? "f o" : "f v";
        card(sb, face, x, y, board(deal, s, board[s]));
      } else if (deal == null) {
        rect(sb, "b", x, y);
      } else {
        rect(sb, "u", x, y);
        rect(sb, "b " + COVER, x, y);
        Label hidden = board(deal, s, deal.boardRank(s));
        text(sb, HIDDEN, x + 4, y + 17, hidden.text());
      }
      if (walls[s] >= 0 && walls[s] < 3) {
        rect(sb, "w", x, y);
        // Top right: the part of a card that the cards in front leave visible.
        text(sb, "wt", x + CARD_W - 4, y + 14, walls[s] + "/3");
      }
      if ((chanceSlots >>> s & 1) != 0) {
        dot(sb, x, y);
      }
      sb.append("</g>\n");
    }
    if (movedSlot >= 0) {
      rect(sb, "e " + MOVED, x(movedSlot), y(movedSlot));
      sb.append('\n');
    }
    piles(sb, seen, move, chanceStock, wasteTop, hold);
    caption(sb, frame, state, seen, walls);
    if (deal != null && seen.stockLeft() > 0) {
      stockOrder(sb, deal, seen.stockLeft());
    }
    return sb.append("</svg>\n").toString();
  }

  private void piles(StringBuilder sb, TriPeaksObservation seen, Move move, boolean chanceStock, Label wasteTop,
      Label hold) {
    double x = MARGIN;
    sb.append("<g><title>stock</title>");
    if (seen.stockLeft() > 0) {
      rect(sb, "b", x, rowTop);
      text(sb, "n m", x + CARD_W / 2, rowTop + CARD_H / 2 + 5, Integer.toString(seen.stockLeft()));
    } else {
      rect(sb, "e", x, rowTop);
    }
    x += CARD_W + GAP;
    sb.append("</g>\n<g><title>waste</title>");
    boolean wasteMoved = move != null && move.kind() != Move.Kind.TO_HOLD;
    if (seen.wasteTop() > 0) {
      card(sb, wasteMoved ? "f " + MOVED : "f", x, rowTop, wasteTop);
    } else {
      rect(sb, "e", x, rowTop);
    }
    if (chanceStock) {
      dot(sb, x, rowTop);
    }
    sb.append("</g>\n");
    if (level.holdSlot()) {
      x += CARD_W + GAP;
      boolean holdMoved = move != null && (move.kind() == Move.Kind.TO_HOLD || move.kind() == Move.Kind.SWAP
          || move.kind() == Move.Kind.PLAY_HOLD);
      sb.append("<g><title>hold</title>");
      if (seen.hold() > 0) {
        card(sb, holdMoved ? "f " + MOVED : "f", x, rowTop, hold);
      } else {
        rect(sb, holdMoved ? "e " + MOVED : "e", x, rowTop);
        text(sb, "c m", x + CARD_W / 2, rowTop + CARD_H / 2 + 4, "hold");
      }
      sb.append("</g>\n");
    }
  }

  /** The cards left in the stock, top first, as hidden lines of at most {@link #cardsPerLine} cards. */
  private void stockOrder(StringBuilder sb, Deal deal, int left) {
    StringBuilder line = new StringBuilder("stock, top first:");
    double y = rowTop + CARD_H + LINE;
    int inLine = 0;
    for (int i = level.stockSize() - left; i < level.stockSize(); i++) {
      if (inLine == cardsPerLine) {
        text(sb, "c " + HIDDEN, MARGIN, y, line.toString());
        line.setLength(0);
        y += LINE;
        inLine = 0;
      }
      line.append(inLine == 0 && y > rowTop + CARD_H + LINE ? "" : " ").append(stock(deal, i).text());
      inLine++;
    }
    text(sb, "c " + HIDDEN, MARGIN, y, line.toString());
    sb.append('\n');
  }

  private void caption(StringBuilder sb, Frame frame, TriPeaksState state, TriPeaksObservation seen, int[] walls) {
    double x = MARGIN + (level.holdSlot() ? 3 : 2) * (CARD_W + GAP) + 4;
    double y = rowTop + 12;
    String end = state.isWon() ? " · won" : state.isTerminal() ? " · lost" : "";
    text(sb, "c", x, y, (frame.isStart() ? "start" : "move " + frame.number() + ": " + moveText(frame)) + end);
    text(sb, "c", x, y + LINE, "chain " + state.currentChain() + " · longest " + state.longestChain());
    text(sb, "c", x, y + 2 * LINE, "score " + state.boardCleared() + "/" + layout.size() + " · stock "
        + seen.stockLeft());
    StringBuilder last = new StringBuilder();
    if (!level.walls().isEmpty()) {
      int standing = 0;
      for (int w : walls) {
        if (w >= 0 && w < 3) {
          standing++;
        }
      }
      last.append(standing).append(standing == 1 ? " wall" : " walls");
    }
    List<String> chance = frame.chance();
    if (!chance.isEmpty()) {
      last.append(last.length() > 0 ? " · " : "").append("turned up");
      for (int i = 0; i < Math.min(CHANCE_LISTED, chance.size()); i++) {
        last.append(' ').append(chance.get(i));
      }
      if (chance.size() > CHANCE_LISTED) {
        last.append(" +").append(chance.size() - CHANCE_LISTED);
      }
    }
    if (last.length() > 0) {
      text(sb, "c", x, y + 3 * LINE, last.toString());
    }
    sb.append('\n');
  }

  /** What the marks mean, with the level's own features only (walls, the hold slot, cards dealt face up). */
  @Override
  public String legend() {
    String bg = "<rect class='bg' width='40' height='26' rx='0'/>";
    String small = "' y='3' width='16' height='20'/>";
    Legend l = new Legend("tp")
        .item(40, 26, bg + "<rect class='f o' x='4" + small + "<rect class='f o l' x='22" + small,
            "open card (strong border); green: can be played now")
        .item(40, 26, bg + "<rect class='b' x='12" + small, "face down");
    if (layout.dealtFaceUp()) {
      l.item(40, 26, bg + "<rect class='f v' x='12" + small, "dealt face up, still covered: not playable yet");
    }
    l.item(40, 26, bg + "<rect class='e' x='12" + small, "cleared");
    if (!level.walls().isEmpty()) {
      l.item(40, 26, bg + "<rect class='b' x='12" + small + "<rect class='w' x='12" + small,
          "brick wall (hits taken of 3)");
    }
    l.item(40, 26, bg + "<rect class='f ll-moved' x='4" + small + "<rect class='e ll-moved' x='22" + small,
        "the card the move played or drew, and the slot it left");
    l.item(40, 26, bg + "<rect class='f' x='12" + small + "<circle class='k' cx='24' cy='8' r='4'/>",
        "turned up by chance in this step");
    if (level.holdSlot()) {
      l.note("hold: a card put aside (H), swapped with the waste top (S)"
          + (level.holdPlaysBack() ? " or played back (P)" : ""));
    }
    return l.html();
  }

  @Override
  public String css() {
    return CSS;
  }

  private double x(int slot) {
    return boardLeft + geometry.left(slot);
  }

  private double y(int slot) {
    return MARGIN + geometry.top(slot);
  }

  private static void card(StringBuilder sb, String cls, double x, double y, Label card) {
    rect(sb, cls, x, y);
    text(sb, card.red() ? "r" : null, x + 4, y + 17, card.text());
  }

  private static void rect(StringBuilder sb, String cls, double x, double y) {
    sb.append("<rect class='").append(cls).append("' x='").append(num(x)).append("' y='").append(num(y))
        .append(CARD_SIZE);
  }

  private static void dot(StringBuilder sb, double x, double y) {
    sb.append("<circle class='k' cx='").append(num(x + CARD_W - 7)).append("' cy='").append(num(y + 7))
        .append("' r='4'/>");
  }

  private static void text(StringBuilder sb, String cls, double x, double y, String text) {
    sb.append("<text");
    if (cls != null) {
      sb.append(" class='").append(cls).append('\'');
    }
    sb.append(" x='").append(num(x)).append("' y='").append(num(y)).append("'>").append(escape(text))
        .append("</text>");
  }

  /** A coordinate with at most one decimal, and none when it is whole. */
  static String num(double v) {
    long tenths = Math.round(v * 10);
    return tenths % 10 == 0 ? Long.toString(tenths / 10) : Double.toString(tenths / 10.0);
  }

  static String escape(String s) {
    return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("'", "&apos;");
  }
}
