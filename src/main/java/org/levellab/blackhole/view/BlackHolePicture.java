package org.levellab.blackhole.view;

import java.util.List;
import org.levellab.blackhole.BlackHole;
import org.levellab.blackhole.BlackHoleState;
import org.levellab.cards.Card;
import org.levellab.cards.Suit;
import org.levellab.game.view.Frame;
import org.levellab.game.view.GamePicture;
import org.levellab.game.view.Legend;

/**
 * The trace viewer's picture of one Black Hole step: the hole (the foundation, its top card and how
 * many cards it holds) on the left and the 17 fans in two rows, each fan's cards cascading down from
 * its bottom card to its top card, the one that can be played. The card the move played is marked
 * {@value GamePicture#MOVED} twice: on the foundation, and as a dashed ghost where it stood in its
 * fan. Top cards that can be played next have a green border; an empty fan leaves a dashed outline.
 * A caption gives the move, its fan, the foundation count and the playable count. Nothing is hidden
 * in Black Hole, so the picture has no hidden layer.
 *
 * <p>Styles are classes of {@link #css()}, scoped by the root's class {@code bh}.
 */
public final class BlackHolePicture implements GamePicture {
  private static final int FANS_PER_ROW = 9;
  private static final int CARD_W = 34;
  private static final int CARD_H = 46;
  private static final int STEP = 15;       // a fan's cascade: how much of each lower card shows
  private static final int PITCH_X = CARD_W + 6;
  private static final int NUMBER = 13;      // room above a fan for its number
  private static final int PITCH_Y = NUMBER + CARD_H + (BlackHole.FAN_SIZE - 1) * STEP + 10;
  private static final int MARGIN = 10;
  private static final int HOLE_R = 38;
  private static final int FANS_X = MARGIN + 2 * HOLE_R + 14;
  private static final int CAPTION = 20;
  private static final int ROWS = (BlackHole.FANS + FANS_PER_ROW - 1) / FANS_PER_ROW;
  private static final int WIDTH = FANS_X + FANS_PER_ROW * PITCH_X - 6 + MARGIN;
  private static final int HEIGHT = MARGIN + ROWS * PITCH_Y + CAPTION + MARGIN;
  private static final String CARD_SIZE = "' width='" + CARD_W + "' height='" + CARD_H + "'/>";
  private static final String HEADER = "<svg xmlns='http://www.w3.org/2000/svg' class='bh' width='" + WIDTH
      + "' height='" + HEIGHT + "' viewBox='0 0 " + WIDTH + " " + HEIGHT + "'>\n<rect class='bg' width='" + WIDTH
      + "' height='" + HEIGHT + "'/>\n<circle class='h' cx='" + (MARGIN + HOLE_R) + "' cy='" + (MARGIN + HOLE_R + 16)
      + "' r='" + HOLE_R + "'/>\n";
  private static final String CSS = String.join("\n",
      ".bh .bg{fill:#1f7a3a}",
      ".bh .h{fill:#0b0b0f;stroke:#6d28d9;stroke-width:3}",
      ".bh rect{rx:3px}",
      ".bh .f{fill:#fff;stroke:#333}",
      ".bh .l{stroke:#16a34a;stroke-width:2.5}",
      ".bh .g{fill:#fff;fill-opacity:.35;stroke:#fff;stroke-dasharray:3 2}",
      ".bh .e{fill:none;stroke:#bfe3c6;stroke-dasharray:3 2}",
      ".bh text{font:bold 13px sans-serif;fill:#111}",
      ".bh .r{fill:#c62828}",
      ".bh .gt{fill-opacity:.6}",
      ".bh .c{font:12px sans-serif;fill:#e8f5e9}",
      ".bh .m{text-anchor:middle}",
      ".bh .fn{font:11px sans-serif;fill:#c8e6c9;text-anchor:middle}") + "\n";

  @Override
  public String svg(Frame frame) {
    BlackHoleState after = (BlackHoleState) frame.after();
    int movedFan = -1;
    Card moved = null;
    if (!frame.isStart()) {
      BlackHoleState before = (BlackHoleState) frame.before();
      movedFan = before.parseAction(frame.move());
      List<Card> fan = before.fan(movedFan);
      moved = fan.get(fan.size() - 1);
    }
    long playable = 0;
    for (int f : after.legalActions()) {
      playable |= 1L << f;
    }
    StringBuilder sb = new StringBuilder(4096).append(HEADER);
    int foundationX = MARGIN + HOLE_R - CARD_W / 2;
    int foundationY = MARGIN + HOLE_R + 16 - CARD_H / 2;
    card(sb, frame.isStart() ? "f" : "f " + MOVED, foundationX, foundationY, after.foundationTop(), false);
    sb.append('\n');
    text(sb, "c m", MARGIN + HOLE_R, MARGIN + 2 * HOLE_R + 34, (int) after.score() + "/52");
    sb.append('\n');
    for (int f = 0; f < BlackHole.FANS; f++) {
      int x = FANS_X + (f % FANS_PER_ROW) * PITCH_X;
      int y = MARGIN + (f / FANS_PER_ROW) * PITCH_Y;
      text(sb, "fn", x + CARD_W / 2, y + 10, Integer.toString(f + 1));
      y += NUMBER;
      List<Card> cards = after.fan(f);
      if (cards.isEmpty() && f != movedFan) {
        sb.append("<rect class='e' x='").append(x).append("' y='").append(y).append(CARD_SIZE);
      }
      for (int k = 0; k < cards.size(); k++) {
        boolean top = k == cards.size() - 1;
        card(sb, top && (playable >>> f & 1) != 0 ? "f l" : "f", x, y + k * STEP, cards.get(k), false);
      }
      if (f == movedFan) {
        card(sb, "g " + MOVED, x, y + cards.size() * STEP, moved, true);
      }
      sb.append('\n');
    }
    text(sb, "c", MARGIN, HEIGHT - MARGIN, caption(frame, after, movedFan));
    return sb.append("\n</svg>\n").toString();
  }

  private static String caption(Frame frame, BlackHoleState after, int movedFan) {
    StringBuilder c = new StringBuilder(frame.isStart() ? "start"
        : "move " + frame.number() + ": " + frame.move() + " from fan " + (movedFan + 1));
    c.append(" · foundation ").append((int) after.score()).append("/52");
    if (after.isWon()) {
      c.append(" · won");
    } else if (after.isTerminal()) {
      c.append(" · stuck");
    } else {
      c.append(" · ").append(after.legalActions().length).append(" playable");
    }
    return c.toString();
  }

  /** The move in words: the card and the fan it came from, numbered as the picture numbers them (1 to 17). */
  @Override
  public String moveText(Frame frame) {
    BlackHoleState before = (BlackHoleState) frame.before();
    int fan = before.parseAction(frame.move());
    List<Card> cards = before.fan(fan);
    return cards.get(cards.size() - 1) + " from fan " + (fan + 1);
  }

  @Override
  public String legend() {
    String bg = "<rect class='bg' width='24' height='28' rx='0'/>";
    String card = "' x='4' y='3' width='16' height='22'/>";
    return new Legend("bh")
        .item(28, 28, "<rect class='bg' width='28' height='28' rx='0'/><circle class='h' cx='14' cy='14' r='11'/>",
            "the black hole: the foundation, its top card and how many it holds")
        .item(24, 28, bg + "<rect class='f l" + card, "top card that can be played now (one rank from the hole's)")
        .item(24, 28, bg + "<rect class='g ll-moved" + card, "the card just played, where it stood")
        .item(24, 28, bg + "<rect class='e" + card, "empty fan")
        .item(24, 28, bg + "<text class='fn' x='12' y='18'>4</text>", "fan number")
        .html();
  }

  private static void card(StringBuilder sb, String cls, int x, int y, Card card, boolean ghost) {
    sb.append("<rect class='").append(cls).append("' x='").append(x).append("' y='").append(y).append(CARD_SIZE);
    boolean red = card.suit() == Suit.HEARTS || card.suit() == Suit.DIAMONDS;
    text(sb, ghost ? (red ? "r gt" : "gt") : red ? "r" : null, x + 3, y + 13, card.toString());
  }

  private static void text(StringBuilder sb, String cls, int x, int y, String text) {
    sb.append("<text");
    if (cls != null) {
      sb.append(" class='").append(cls).append('\'');
    }
    sb.append(" x='").append(x).append("' y='").append(y).append("'>").append(text).append("</text>");
  }

  @Override
  public String css() {
    return CSS;
  }
}
