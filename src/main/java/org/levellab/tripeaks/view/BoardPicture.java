package org.levellab.tripeaks.view;

import org.levellab.game.Replay;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import org.levellab.cards.Card;
import org.levellab.cards.Rank;
import org.levellab.tripeaks.Deal;
import org.levellab.tripeaks.Layout;
import org.levellab.tripeaks.Level;
import org.levellab.tripeaks.Move;
import org.levellab.tripeaks.TriPeaksObservation;
import org.levellab.tripeaks.TriPeaksState;

/**
 * SVG pictures of a TriPeaks board, in the spirit of the solver blog's figure: every card in its
 * layout position on a green table, its rank, and a red badge with the step of the move list at which
 * it is cleared (board cards) or comes onto the waste (stock cards, drawn as a row underneath, top of
 * the stock below in rows, top card first; the first stock card starts the waste at step 0). Cards
 * that the moves never clear or draw are greyed, and a legend under the stock says so (and that a
 * deal recorded without suits shows ranks alone). Show it in a notebook with {@code
 * Lab.svg(BoardPicture.solution(...))}.
 */
public final class BoardPicture {
  private static final double CARD_W = BoardGeometry.CARD_W;
  private static final double CARD_H = BoardGeometry.CARD_H;
  private static final double UNIT_X = BoardGeometry.UNIT_X;
  private static final double UNIT_Y = BoardGeometry.UNIT_Y;
  private static final double MARGIN = BoardGeometry.MARGIN;

  private BoardPicture() {}

  /**
   * The deal with the clearing order of {@code moves} (which must be legal, see {@link Replay}) on
   * each card.
   *
   * @throws IllegalArgumentException naming the first illegal move
   */
  public static String solution(Level level, Deal deal, List<Move> moves) {
    Objects.requireNonNull(moves, "moves");
    Replay.movesOrThrow(level.deal(deal), Replay.split(Move.format(moves)));
    Layout l = level.layout();
    int n = l.size();
    int[] boardStep = new int[n];
    int[] stockStep = new int[deal.stockSize()];
    Arrays.fill(stockStep, -1);
    stockStep[0] = 0;
    int draws = 0;
    for (int i = 0; i < moves.size(); i++) {
      Move m = moves.get(i);
      if (m.isBoard()) {
        boardStep[m.slot()] = i + 1;
      } else if (m == Move.DRAW) {
        stockStep[++draws] = i + 1;
      }
    }
    StringBuilder sb = new StringBuilder();
    double[] box = bounds(l);
    double boardW = (box[2] - box[0]) * UNIT_X + CARD_W;
    double boardH = (box[3] - box[1]) * UNIT_Y + CARD_H;
    int stockN = deal.stockSize();
    // The stock is dealt out in rows, not fanned: a fan would hide the badges of all but one card.
    int perRow = Math.max(1, (int) ((boardW + 4) / (CARD_W + 4)));
    int stockRows = (stockN + perRow - 1) / perRow;
    double stockW = Math.min(stockN, perRow) * (CARD_W + 4) - 4;
    double width = Math.max(boardW, stockW) + 2 * MARGIN;
    List<String> legend = legend(deal, boardStep, stockStep);
    double height = boardH + stockRows * (CARD_H + 6) + 3 * MARGIN + 12 + LEGEND_LINE * legend.size();
    header(sb, width, height);
    for (int s : drawOrder(l)) {
      double cx = MARGIN + (l.x(s) - box[0]) * UNIT_X;
      double cy = MARGIN + (box[3] - l.y(s)) * UNIT_Y;
      String label = cardLabel(deal.hasSuits() ? deal.boardCards().get(s) : null, deal.boardRank(s));
      card(sb, cx, cy, label, redSuit(deal, s, true), boardStep[s], boardStep[s] == 0, level.walls().contains(s),
          "B" + s);
    }
    double sy = MARGIN * 2 + boardH + 14;
    sb.append(String.format(Locale.ROOT,
        "<text x='%.1f' y='%.1f' font-size='11' fill='#e8f5e9' font-family='sans-serif'>stock (top first);"
            + " badge = step at which the card is cleared or drawn</text>%n", MARGIN, sy - 4));
    for (int i = 0; i < stockN; i++) {
      double cx = MARGIN + (i % perRow) * (CARD_W + 4);
      double cy = sy + (i / perRow) * (CARD_H + 6);
      String label = cardLabel(deal.hasSuits() ? deal.stockCards().get(i) : null, deal.stockRank(i));
      card(sb, cx, cy, label, redSuit(deal, i, false), stockStep[i], stockStep[i] < 0, false, "stock " + i);
    }
    double ly = sy + stockRows * (CARD_H + 6) + 8;
    for (String line : legend) {
      sb.append(String.format(Locale.ROOT, "<text x='%.1f' y='%.1f' font-size='11' fill='#e8f5e9'"
          + " font-family='sans-serif'>%s</text>%n", MARGIN, ly, escape(line)));
      ly += LEGEND_LINE;
    }
    sb.append("</svg>\n");
    return sb.toString();
  }

  /** Height of one legend line under the stock. */
  private static final double LEGEND_LINE = 15;

  /**
   * The lines that explain what the picture leaves unsaid: which grey cards the moves never reached,
   * and that a deal recorded without suits is drawn with ranks alone.
   */
  static List<String> legend(Deal deal, int[] boardStep, int[] stockStep) {
    long greyBoard = Arrays.stream(boardStep).filter(s -> s == 0).count();
    long greyStock = Arrays.stream(stockStep).filter(s -> s < 0).count();
    List<String> lines = new java.util.ArrayList<>();
    if (greyBoard > 0 && greyStock > 0) {
      lines.add("grey: never cleared (board) or never drawn (stock) by these moves");
    } else if (greyStock > 0) {
      lines.add("grey: never drawn (still in the stock when the board is cleared)");
    } else if (greyBoard > 0) {
      lines.add("grey: never cleared by these moves");
    }
    if (!deal.hasSuits()) {
      lines.add("ranks only: the deal records no suits (suits do not matter in TriPeaks)");
    }
    return lines;
  }

  /** The current state as a player sees it: drawn from its {@link TriPeaksState#observation()}. */
  public static String state(TriPeaksState state) {
    return observation(state.observation());
  }

  /**
   * What a player sees: face-down cards as card backs (a brown border while walled), cleared slots
   * empty, the waste top, the stock count and the hold card. Drawn from the observation alone, so
   * two games that differ only in hidden cards give the same picture.
   */
  public static String observation(TriPeaksObservation seen) {
    Level level = seen.level();
    Layout l = level.layout();
    int[] board = seen.board();
    int[] walls = seen.walls();
    StringBuilder sb = new StringBuilder();
    double[] box = bounds(l);
    double width = (box[2] - box[0]) * UNIT_X + CARD_W + 2 * MARGIN;
    double height = (box[3] - box[1]) * UNIT_Y + 2 * CARD_H + 4 * MARGIN;
    header(sb, width, height);
    for (int s : drawOrder(l)) {
      int r = board[s];
      if (r < 0) {
        continue;
      }
      double cx = MARGIN + (l.x(s) - box[0]) * UNIT_X;
      double cy = MARGIN + (box[3] - l.y(s)) * UNIT_Y;
      boolean walled = walls[s] >= 0 && walls[s] < 3;
      if (r > 0) {
        card(sb, cx, cy, Rank.of(r).label(), false, 0, false, walled, "B" + s);
      } else {
        sb.append(String.format(Locale.ROOT, "<g><title>B%d (face down)</title><rect x='%.1f' y='%.1f' width='%.0f'"
            + " height='%.0f' rx='4' fill='#1e40af' stroke='%s' stroke-width='%s'/></g>%n", s, cx, cy, CARD_W, CARD_H,
            walled ? "#b45309" : "#ffffff", walled ? "4" : "1.5"));
      }
    }
    double sy = height - CARD_H - MARGIN;
    int top = seen.wasteTop();
    card(sb, MARGIN, sy, top == 0 ? "" : Rank.of(top).label(), false, 0, top == 0, false, "waste");
    sb.append(String.format(Locale.ROOT, "<text x='%.1f' y='%.1f' font-size='12' fill='#e8f5e9'"
        + " font-family='sans-serif'>waste · stock left %d%s</text>%n", MARGIN + CARD_W + 8, sy + CARD_H / 2,
        seen.stockLeft(), level.holdSlot() ? " · hold " + (seen.hold() == 0 ? "empty" : Rank.of(seen.hold()).label())
            : ""));
    sb.append("</svg>\n");
    return sb.toString();
  }

  private static void header(StringBuilder sb, double width, double height) {
    sb.append(String.format(Locale.ROOT, "<svg xmlns='http://www.w3.org/2000/svg' width='%.0f' height='%.0f'"
        + " viewBox='0 0 %.0f %.0f'>%n", width, height, width, height));
    sb.append("<rect width='100%' height='100%' fill='#228b22'/>\n");
  }

  private static boolean redSuit(Deal deal, int i, boolean board) {
    if (!deal.hasSuits()) {
      return false;
    }
    Card c = board ? deal.boardCards().get(i) : deal.stockCards().get(i);
    char sym = c.toString().charAt(c.toString().length() - 1);
    return sym == '♥' || sym == '♦';
  }

  private static String cardLabel(Card card, int rank) {
    return card != null ? card.toString() : Rank.of(rank).label();
  }

  private static void card(StringBuilder sb, double x, double y, String label, boolean red, int step,
      boolean grey, boolean wall, String title) {
    sb.append("<g><title>").append(title).append("</title>");
    sb.append(String.format(Locale.ROOT, "<rect x='%.1f' y='%.1f' width='%.0f' height='%.0f' rx='4' fill='%s'"
        + " stroke='%s' stroke-width='%s'/>", x, y, CARD_W, CARD_H, grey ? "#c8c8c8" : "#ffffff",
        wall ? "#b45309" : "#333333", wall ? "4" : "1"));
    sb.append(String.format(Locale.ROOT, "<text x='%.1f' y='%.1f' font-size='15' font-weight='bold'"
        + " font-family='sans-serif' fill='%s'>%s</text>", x + 4, y + 17, red ? "#c62828" : "#111111",
        escape(label)));
    if (step > 0 || (step == 0 && !grey && title.startsWith("stock"))) {
      // Top right, beside the rank: the only part of a card that the cards in front leave visible.
      double bx = x + CARD_W - 12;
      double by = y + 12;
      sb.append(String.format(Locale.ROOT, "<circle cx='%.1f' cy='%.1f' r='10' fill='#ffffff' stroke='#d32f2f'"
          + " stroke-width='2.5'/><text x='%.1f' y='%.1f' font-size='10' font-weight='bold' text-anchor='middle'"
          + " font-family='sans-serif' fill='#d32f2f'>%d</text>", bx, by, bx, by + 3.5, step));
    }
    sb.append("</g>\n");
  }

  private static String escape(String s) {
    return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;");
  }

  private static double[] bounds(Layout l) {
    return BoardGeometry.bounds(l);
  }

  private static List<Integer> drawOrder(Layout l) {
    return BoardGeometry.drawOrder(l);
  }
}
