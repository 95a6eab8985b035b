package org.levellab.pair.view;

import java.util.ArrayList;
import java.util.List;
import org.levellab.cards.Card;
import org.levellab.cards.Suit;
import org.levellab.game.view.Frame;
import org.levellab.game.view.GamePicture;
import org.levellab.game.view.Legend;
import org.levellab.pair.PairDeal;
import org.levellab.pair.PairState;

/**
 * The trace viewer's picture of one Pair Solitaire step: the stack, top card first, as a row that
 * wraps into rows of {@value #PER_ROW}. At a move, the stack is drawn as it stood before the move, so
 * the removed card keeps its place as a dashed ghost marked {@value GamePicture#MOVED}, and the cards
 * two places away that pair with it (the pair that allowed the removal) are marked in amber. Cards
 * that can be removed next have a green border. A caption gives the move, the cards left and the
 * removable count. Nothing is hidden in Pair Solitaire, so the picture has no hidden layer.
 *
 * <p>Styles are classes of {@link #css()}, scoped by the root's class {@code ps}.
 */
public final class PairPicture implements GamePicture {
  /** Cards per row. */
  public static final int PER_ROW = 13;
  private static final int CARD_W = 34;
  private static final int CARD_H = 46;
  private static final int GAP = 4;
  private static final int MARGIN = 10;
  private static final int CAPTION = 22;
  private static final String CARD_SIZE = "' width='" + CARD_W + "' height='" + CARD_H + "'/>";
  private static final String CSS = String.join("\n",
      ".ps .bg{fill:#1f7a3a}",
      ".ps rect{rx:3px}",
      ".ps .f{fill:#fff;stroke:#333}",
      ".ps .l{stroke:#16a34a;stroke-width:2.5}",
      ".ps .p{fill:#fde68a}",
      ".ps .g{fill:#fff;fill-opacity:.35;stroke:#fff;stroke-dasharray:3 2}",
      ".ps text{font:bold 13px sans-serif;fill:#111}",
      ".ps .r{fill:#c62828}",
      ".ps .gt{fill-opacity:.6}",
      ".ps .c{font:12px sans-serif;fill:#e8f5e9}") + "\n";

  @Override
  public String svg(Frame frame) {
    PairState after = (PairState) frame.after();
    PairState drawn = frame.isStart() ? after : (PairState) frame.before();
    PairDeal deal = after.deal();
    int rows = Math.max(1, (deal.size() + PER_ROW - 1) / PER_ROW);
    int width = 2 * MARGIN + Math.min(deal.size(), PER_ROW) * (CARD_W + GAP) - GAP;
    width = Math.max(width, 300);
    int height = 2 * MARGIN + rows * (CARD_H + GAP) + CAPTION;
    StringBuilder sb = new StringBuilder(4096);
    sb.append("<svg xmlns='http://www.w3.org/2000/svg' class='ps' width='").append(width).append("' height='")
        .append(height).append("' viewBox='0 0 ").append(width).append(' ').append(height).append("'>\n")
        .append("<rect class='bg' width='").append(width).append("' height='").append(height).append("'/>\n");

    List<Integer> positions = positions(drawn.remainingMask());
    int removed = frame.isStart() ? -1 : drawn.parseAction(frame.move());
    long pair = frame.isStart() ? 0 : partners(drawn, removed);
    long removable = 0;
    for (int a : after.legalActions()) {
      removable |= 1L << a;
    }
    for (int i = 0; i < positions.size(); i++) {
      int p = positions.get(i);
      int x = MARGIN + (i % PER_ROW) * (CARD_W + GAP);
      int y = MARGIN + (i / PER_ROW) * (CARD_H + GAP);
      Card card = deal.card(p);
      String cls = p == removed ? "g " + MOVED
          : "f" + ((pair >>> p & 1) != 0 ? " p" : "") + ((removable >>> p & 1) != 0 ? " l" : "");
      sb.append("<rect class='").append(cls).append("' x='").append(x).append("' y='").append(y).append(CARD_SIZE);
      String textClass = p == removed ? (red(card) ? "r gt" : "gt") : red(card) ? "r" : null;
      sb.append("<text");
      if (textClass != null) {
        sb.append(" class='").append(textClass).append('\'');
      }
      sb.append(" x='").append(x + 3).append("' y='").append(y + 16).append("'>").append(card).append("</text>\n");
    }
    sb.append("<text class='c' x='").append(MARGIN).append("' y='").append(height - MARGIN).append("'>")
        .append(caption(frame, after, removed, pair, deal)).append("</text>\n");
    return sb.append("</svg>\n").toString();
  }

  /** The cards two places from {@code removed} in {@code before}'s stack that pair with it: why it could go. */
  private static long partners(PairState before, int removed) {
    List<Integer> positions = positions(before.remainingMask());
    PairDeal deal = before.deal();
    int k = positions.indexOf(removed);
    long pair = 0;
    if (k >= 0) {
      for (int j : new int[] {k - 2, k + 2}) {
        if (j >= 0 && j < positions.size() && PairDeal.matches(deal.card(removed), deal.card(positions.get(j)))) {
          pair |= 1L << positions.get(j);
        }
      }
    }
    return pair;
  }

  /** The move in words: the card removed, then the card it pairs with ({@code 6♣ + 6♦}). */
  @Override
  public String moveText(Frame frame) {
    PairState before = (PairState) frame.before();
    int removed = before.parseAction(frame.move());
    List<String> partners = new ArrayList<>();
    for (int p : positions(partners(before, removed))) {
      partners.add(before.deal().card(p).toString());
    }
    return before.deal().card(removed) + (partners.isEmpty() ? "" : " + " + String.join(" / ", partners));
  }

  @Override
  public String legend() {
    String bg = "<rect class='bg' width='24' height='28' rx='0'/>";
    String card = "' x='4' y='3' width='16' height='22'/>";
    return new Legend("ps")
        .item(24, 28, bg + "<rect class='f l" + card, "can be removed now (pairs with a card two places away)")
        .item(24, 28, bg + "<rect class='g ll-moved" + card, "the card the move removed")
        .item(24, 28, bg + "<rect class='f p" + card, "the card it paired with")
        .note("cards pair by rank or by suit; the stack reads top first, row by row")
        .html();
  }

  private static String caption(Frame frame, PairState after, int removed, long pair, PairDeal deal) {
    StringBuilder c = new StringBuilder(frame.isStart() ? "start" : "move " + frame.number() + ": " + deal.card(removed));
    if (removed >= 0) {
      List<String> partners = new ArrayList<>();
      for (int p : positions(pair)) {
        partners.add(deal.card(p).toString());
      }
      c.append(" pairs with ").append(String.join(" and ", partners));
    }
    c.append(" · ").append(after.size()).append(after.size() == 1 ? " card left" : " cards left");
    if (after.isBeaten()) {
      c.append(" · beaten");
    } else if (after.isTerminal()) {
      c.append(" · stuck");
    } else {
      int n = after.legalActions().length;
      c.append(" · ").append(n).append(" removable");
    }
    return c.toString();
  }

  private static List<Integer> positions(long mask) {
    List<Integer> out = new ArrayList<>();
    for (long m = mask; m != 0; m &= m - 1) {
      out.add(Long.numberOfTrailingZeros(m));
    }
    return out;
  }

  private static boolean red(Card card) {
    return card.suit() == Suit.HEARTS || card.suit() == Suit.DIAMONDS;
  }

  @Override
  public String css() {
    return CSS;
  }
}
