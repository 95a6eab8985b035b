package org.levellab.match3.view;

import java.util.List;
import org.levellab.game.view.Frame;
import org.levellab.game.view.GamePicture;
import org.levellab.match3.Board;
import org.levellab.match3.BoardText;
import org.levellab.match3.GemGem;
import org.levellab.match3.GemGemState;

/**
 * The trace viewer's picture of a match-3 step: the swap, then its cascade stage by stage
 * ({@link Cascade}). A large panel shows the board right after the swap, the two swapped gems
 * marked {@value GamePicture#MOVED} and the gems its lines clear crossed out; small panels follow,
 * one per refill, each with the refilled gem ringed, the refill's notation, and the gems crossed out
 * when that refill completed the board and made new lines. While a board is being refilled its
 * panels show only the gems refilled since the last clear (the rest, unchanged, is a plain shade):
 * the full board is drawn when it is complete again, at the end of each round of the cascade. The caption gives the points of the
 * step, the score against the target and the valid swaps left.
 *
 * <p>Each panel draws all gems of one type as one path of zero-length round-capped strokes in cell
 * units, moving from gem to gem by relative steps, so a full small panel of a 6x6 board costs about
 * 450 bytes, a refill's panel about 200, and a frame a few kilobytes.
 */
public final class GemGemPicture implements GamePicture {
  /** Pixels per cell of the swap's panel, and of the refills' panels. */
  private static final int BIG = 22;
  private static final int SMALL = 9;
  /** The small panels wrap to rows within this width. */
  private static final int WIDTH = 620;
  private static final int GAP = 8;
  /** A small panel is at least this wide, so its label fits. */
  private static final int SMALL_MIN = 56;
  private static final int LABEL = 14;
  private static final int CAPTION = 34;

  private final GemGem game;

  /** The picture of steps of {@code game} (its target appears in the caption). */
  public GemGemPicture(GemGem game) {
    this.game = game;
  }

  @Override
  public String svg(Frame frame) {
    List<Cascade.Panel> panels = Cascade.of(frame);
    int size = game.match3().size();
    int bigSide = size * BIG;
    int smallWidth = Math.max(size * SMALL, SMALL_MIN);
    int smallHeight = size * SMALL + LABEL;
    int left = bigSide + 2 * GAP;
    int columns = Math.max(1, (WIDTH - left) / (smallWidth + GAP));
    int smalls = panels.size() - 1;
    int rows = (smalls + columns - 1) / columns;
    int width = smalls == 0 ? Math.max(bigSide, 260) : left + Math.min(smalls, columns) * (smallWidth + GAP);
    int top = Math.max(bigSide + LABEL, rows * (smallHeight + GAP));
    int height = top + CAPTION;
    StringBuilder sb = new StringBuilder(4096);
    sb.append("<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"m3\" width=\"").append(width).append("\" height=\"")
        .append(height).append("\" viewBox=\"0 0 ").append(width).append(' ').append(height).append("\">");
    panel(sb, panels.get(0), 0, 0, BIG);
    letters(sb, panels.get(0).board());
    label(sb, bigSide / 2, bigSide + 12, panels.get(0).label() + points(panels.get(0)), "m3-t");
    for (int i = 1; i < panels.size(); i++) {
      int x = left + ((i - 1) % columns) * (smallWidth + GAP);
      int y = ((i - 1) / columns) * (smallHeight + GAP);
      panel(sb, panels.get(i), x + (smallWidth - size * SMALL) / 2, y, SMALL);
    }
    if (panels.size() > 1) {
      // The refills' labels share one class, set once on their group.
      sb.append("<g class=\"m3-s\">");
      for (int i = 1; i < panels.size(); i++) {
        int x = left + ((i - 1) % columns) * (smallWidth + GAP);
        int y = ((i - 1) / columns) * (smallHeight + GAP);
        label(sb, x + smallWidth / 2, y + size * SMALL + 11, panels.get(i).label() + points(panels.get(i)), null);
      }
      sb.append("</g>");
    }
    String[] caption = caption(frame, panels);
    for (int i = 0; i < caption.length; i++) {
      label(sb, width / 2, top + 13 + 15 * i, caption[i], "m3-c");
    }
    return sb.append("</svg>").toString();
  }

  private static String points(Cascade.Panel p) {
    return p.points() == 0 ? "" : " +" + p.points();
  }

  private String[] caption(Frame frame, List<Cascade.Panel> panels) {
    GemGemState after = (GemGemState) frame.after();
    String score = "score " + after.points() + " of " + game.target();
    String swaps = after.isWon() ? "target reached: won"
        : after.board().isGameOver() ? "no valid swap left: lost"
        : after.board().countLegalSwaps() + " valid swaps";
    if (frame.isStart()) {
      return new String[] {"start, " + score, swaps};
    }
    int points = panels.stream().mapToInt(Cascade.Panel::points).sum();
    int refills = frame.chance().size();
    return new String[] {"move " + frame.number() + ": " + frame.move() + ", +" + points + " points, "
        + refills + " refill" + (refills == 1 ? "" : "s"), score + ", " + swaps};
  }

  /**
   * One panel's board at (x, y), {@code cell} pixels per cell, drawn in cell units. A full board
   * shows every gem; a board being refilled shows only the gems refilled since the last clear and
   * the cells still empty, on a shade that stands for the gems unchanged since the panel before.
   */
  private static void panel(StringBuilder sb, Cascade.Panel p, int x, int y, int cell) {
    Board b = p.board();
    int n = b.size();
    boolean full = b.isFull();
    sb.append("<g transform=\"translate(").append(x).append(' ').append(y).append(") scale(").append(cell)
        .append(")\"><rect width=\"").append(n).append("\" height=\"").append(n).append("\" class=\"")
        .append(full ? "m3-bg" : "m3-old").append("\"/>");
    long[] byGem = new long[b.gems() + 1];
    for (int i = 0; i < n * n; i++) {
      int gem = b.get(i / n, i % n);
      if (full || gem == Board.EMPTY || (p.refilled() >>> i & 1) != 0) {
        byGem[gem + 1] |= 1L << i;
      }
    }
    for (int g = 0; g < byGem.length; g++) {
      if (byGem[g] != 0) {
        sb.append("<path d=\"");
        dots(sb, byGem[g], n, ".5", "h0");
        sb.append("\" class=\"").append(g == 0 ? "m3-hole" : "m3-g" + (g - 1)).append("\"/>");
      }
    }
    if (p.cleared() != 0) {
      sb.append("<path d=\"");
      dots(sb, p.cleared(), n, ".25", "l.5.5m0-.5l-.5.5m0-.5");
      sb.append("\" class=\"m3-x\"/>");
    }
    if (p.filled() >= 0) {
      ring(sb, p.filled(), n, "m3-new");
    }
    sb.append("</g>");
    // Outside the scaled group, so that the page's outline of moved things keeps its pixel width.
    for (int i : p.swapped()) {
      sb.append("<rect x=\"").append(x + (i % n) * cell).append("\" y=\"").append(y + (i / n) * cell)
          .append("\" width=\"").append(cell).append("\" height=\"").append(cell).append("\" class=\"m3-sw ")
          .append(MOVED).append("\"/>");
    }
  }

  /**
   * Path data drawing {@code mark} at each cell of {@code cells}: an absolute move to the first
   * cell's anchor ({@code offset} into the cell both ways), then relative moves from anchor to
   * anchor, so the numbers stay one digit long. {@code mark} starts and ends at the anchor.
   */
  private static void dots(StringBuilder d, long cells, int n, String offset, String mark) {
    int at = -1;
    for (long m = cells; m != 0; m &= m - 1) {
      int i = Long.numberOfTrailingZeros(m);
      if (at < 0) {
        d.append('M').append(i % n == 0 ? "" : i % n).append(offset).append(' ').append(i / n == 0 ? "" : i / n)
            .append(offset);
      } else {
        d.append('m').append(i % n - at % n).append(' ').append(i / n - at / n);
      }
      d.append(mark);
      at = i;
    }
  }

  private static void ring(StringBuilder sb, int cell, int n, String classes) {
    sb.append("<path d=\"M").append(cell % n).append(' ').append(cell / n).append("h1v1h-1z\" class=\"")
        .append(classes).append("\"/>");
  }

  /** The gems' letters on the large panel, one text per row (x lists the cells' centres). */
  private static void letters(StringBuilder sb, Board b) {
    int n = b.size();
    for (int r = 0; r < n; r++) {
      StringBuilder xs = new StringBuilder();
      StringBuilder text = new StringBuilder();
      for (int c = 0; c < n; c++) {
        if (b.get(r, c) != Board.EMPTY) {
          xs.append(xs.length() == 0 ? "" : " ").append(c * BIG + BIG / 2);
          text.append(BoardText.letter(b.get(r, c)));
        }
      }
      if (text.length() > 0) {
        sb.append("<text class=\"m3-l\" x=\"").append(xs).append("\" y=\"").append(r * BIG + BIG / 2 + 4).append("\">")
            .append(text).append("</text>");
      }
    }
  }

  /** A line of text centred on x; {@code cls} null when a group around it sets the class. */
  private static void label(StringBuilder sb, int x, int y, String text, String cls) {
    sb.append("<text").append(cls == null ? "" : " class=\"" + cls + "\"").append(" x=\"").append(x).append("\" y=\"").append(y).append("\">")
        .append(text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")).append("</text>");
  }

  /** Gem colours A..G, told apart also by the letters on the large panel. */
  private static final String[] GEM_COLOURS = {"#e03131", "#1c7ed6", "#2f9e44", "#f59f00", "#9c36b5", "#f76707",
      "#495057"};

  @Override
  public String css() {
    StringBuilder sb = new StringBuilder();
    for (int g = 0; g < GEM_COLOURS.length; g++) {
      sb.append(g == 0 ? "" : ",").append(".m3-g").append(g);
    }
    sb.append("{fill:none;stroke-width:.8;stroke-linecap:round}\n");
    for (int g = 0; g < GEM_COLOURS.length; g++) {
      sb.append(".m3-g").append(g).append("{stroke:").append(GEM_COLOURS[g]).append("}\n");
    }
    return sb.append(".m3-bg{fill:#f1efe9}\n")
        .append(".m3-old{fill:#dcd8cf}\n")
        .append(".m3-hole{fill:none;stroke:#fff;stroke-width:.5;stroke-linecap:round}\n")
        .append(".m3-x{fill:none;stroke:#111;stroke-width:.12;stroke-linecap:round}\n")
        .append(".m3-new{fill:none;stroke:#111;stroke-width:.1}\n")
        .append(".m3-sw{fill:none;stroke:#111;stroke-width:2.5px}\n")
        .append(".m3-l{font:bold 11px sans-serif;text-anchor:middle;fill:#fff;pointer-events:none}\n")
        .append(".m3-t{font:12px sans-serif;text-anchor:middle}\n")
        .append(".m3-s{font:9px sans-serif;text-anchor:middle}\n")
        .append(".m3-c{font:12px sans-serif;text-anchor:middle}\n")
        .toString();
  }
}
