package org.levellab.match3.view;

import java.util.ArrayList;
import java.util.List;
import org.levellab.game.view.Frame;
import org.levellab.game.view.GamePicture;
import org.levellab.game.view.Legend;
import org.levellab.match3.Board;
import org.levellab.match3.BoardText;
import org.levellab.match3.GemGem;
import org.levellab.match3.GemGemState;
import org.levellab.match3.Swap;

/**
 * The trace viewer's picture of a match-3 step: one board, large enough to read, drawn stage by stage
 * ({@value GamePicture#STAGE}; the page steps through them with its stage buttons and while playing):
 * <ol>
 *   <li>{@code swap}: the board right after the swap, the two swapped gems marked {@value
 *       GamePicture#MOVED} and the gems its lines clear crossed out;
 *   <li>{@code fall}: the board once those gems are gone and the gems above have fallen (the fallen
 *       gems ringed with a dashed line), the empty cells at the top shown as holes;
 *   <li>{@code refill}: the holes filled, the new gems ringed, and, when they made new lines, the gems
 *       those clear crossed out; then {@code fall} and {@code refill} again, round by round, until the
 *       board is stable (its last stage is the step's end).
 * </ol>
 * Each stage's label gives the gems it clears ({@code +6}); the caption gives the move, the points of
 * the step, the score against the target and the valid swaps left. A start frame is one board.
 *
 * <p>The rounds come from {@link Cascade}: its panels are the board after the swap and after each
 * refill; a refill that completes the board ends a round. Each board draws all gems of one type as
 * one path of zero-length round-capped strokes in cell units, so a board costs well under a
 * kilobyte and a step of three rounds a few.
 */
public final class GemGemPicture implements GamePicture {
  /** Pixels per cell: a gem is 80% of it, about 30 pixels across. */
  static final int CELL = 36;
  private static final int MARGIN = 8;
  private static final int MIN_WIDTH = 300;
  private static final int STAGE_LINE = 18;
  private static final int CAPTION = 36;

  private final GemGem game;

  /** The picture of steps of {@code game} (its target appears in the caption). */
  public GemGemPicture(GemGem game) {
    this.game = game;
  }

  /** One stage drawn: the board, what it marks and its label. */
  record Stage(Board board, long cleared, long ringed, long fell, int[] swapped, String label) {}

  /** The stages of a frame: the start alone; else the swap, then fall and refill round by round. */
  static List<Stage> stages(Frame frame) {
    List<Cascade.Panel> panels = Cascade.of(frame);
    List<Stage> out = new ArrayList<>();
    Cascade.Panel first = panels.get(0);
    if (frame.isStart()) {
      out.add(new Stage(first.board(), 0, 0, 0, new int[0], "start"));
      return out;
    }
    out.add(new Stage(first.board(), first.cleared(), 0, 0, first.swapped(), "swap" + points(first.cleared())));
    Board previous = first.board();
    long cleared = first.cleared();
    for (int k = 0; k < panels.size(); k++) {
      Cascade.Panel p = panels.get(k);
      if (k > 0 && p.board().isFull()) {
        out.add(new Stage(p.board(), p.cleared(), p.refilled(), 0, new int[0],
            "refill " + Long.bitCount(p.refilled()) + points(p.cleared())));
        previous = p.board();
        cleared = p.cleared();
      }
      if ((k == 0 || p.board().isFull()) && p.cleared() != 0) {
        Board fallen = ((GemGemState) frame.stages().get(k)).board();
        out.add(new Stage(fallen, 0, 0, fell(previous, cleared, fallen), new int[0], "fall"));
      }
    }
    return out;
  }

  private static String points(long cleared) {
    return cleared == 0 ? "" : " +" + Long.bitCount(cleared);
  }

  /**
   * The gems that fell: cells holding a gem after the drop that held another gem, or a cleared one,
   * before it (a gem that fell onto a cell of its own colour is not told apart).
   */
  private static long fell(Board before, long cleared, Board after) {
    long out = 0;
    int n = after.size();
    for (int i = 0; i < n * n; i++) {
      int gem = after.get(i / n, i % n);
      if (gem != Board.EMPTY && ((cleared >>> i & 1) != 0 || before.get(i / n, i % n) != gem)) {
        out |= 1L << i;
      }
    }
    return out;
  }

  @Override
  public String svg(Frame frame) {
    List<Stage> stages = stages(frame);
    int n = game.match3().size();
    int side = n * CELL;
    int width = Math.max(side + 2 * MARGIN, MIN_WIDTH);
    int left = (width - side) / 2;
    int top = MARGIN;
    int height = top + side + STAGE_LINE + CAPTION;
    StringBuilder sb = new StringBuilder(1024 * (1 + stages.size()));
    sb.append("<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"m3\" width=\"").append(width).append("\" height=\"")
        .append(height).append("\" viewBox=\"0 0 ").append(width).append(' ').append(height).append("\">");
    for (Stage s : stages) {
      if (stages.size() > 1) {
        sb.append("<g class=\"").append(STAGE).append("\" data-label=\"").append(escape(s.label())).append("\">");
      }
      board(sb, s, left, top);
      if (stages.size() > 1) {
        label(sb, width / 2, top + side + 14, s.label(), "m3-t");
        sb.append("</g>");
      }
    }
    String[] caption = caption(frame, stages);
    for (int i = 0; i < caption.length; i++) {
      label(sb, width / 2, top + side + STAGE_LINE + 13 + 15 * i, caption[i], "m3-c");
    }
    return sb.append("</svg>").toString();
  }

  /** The move in words: {@code swap r5c5 ↓ +10}, the points its cascade scored. */
  @Override
  public String moveText(Frame frame) {
    GemGemState before = (GemGemState) frame.before();
    GemGemState after = (GemGemState) frame.after();
    return swapWords(frame.move()) + " +" + (after.points() - before.points());
  }

  /** {@code r5c5-down} as {@code swap r5c5 ↓}. */
  static String swapWords(String notation) {
    Swap swap = Swap.parse(notation);
    String cell = notation.strip();
    cell = cell.substring(0, cell.indexOf('-'));
    return "swap " + cell + " " + (swap.vertical() ? "\u2193" : "\u2192");
  }

  private String[] caption(Frame frame, List<Stage> stages) {
    GemGemState after = (GemGemState) frame.after();
    String score = "score " + after.points() + " of " + game.target();
    String swaps = after.isWon() ? "target reached: won"
        : after.board().isGameOver() ? "no valid swap left: lost"
        : after.board().countLegalSwaps() + " valid swaps";
    if (frame.isStart()) {
      return new String[] {"start, " + score, swaps};
    }
    GemGemState before = (GemGemState) frame.before();
    long rounds = stages.stream().filter(s -> s.cleared() != 0).count();
    return new String[] {"move " + frame.number() + ": " + swapWords(frame.move()) + ", +"
        + (after.points() - before.points()) + " points in " + rounds + (rounds == 1 ? " round" : " rounds"),
        score + ", " + swaps};
  }

  /** One stage's board at (x, y), drawn in cell units, with its marks. */
  private static void board(StringBuilder sb, Stage s, int x, int y) {
    Board b = s.board();
    int n = b.size();
    sb.append("<g transform=\"translate(").append(x).append(' ').append(y).append(") scale(").append(CELL)
        .append(")\"><rect width=\"").append(n).append("\" height=\"").append(n).append("\" class=\"m3-bg\"/>");
    long[] byGem = new long[b.gems() + 1];
    for (int i = 0; i < n * n; i++) {
      byGem[b.get(i / n, i % n) + 1] |= 1L << i;
    }
    for (int g = 0; g < byGem.length; g++) {
      if (byGem[g] != 0) {
        sb.append("<path d=\"");
        dots(sb, byGem[g], n, ".5", "h0");
        sb.append("\" class=\"").append(g == 0 ? "m3-hole" : "m3-g" + (g - 1)).append("\"/>");
      }
    }
    outlines(sb, s.fell(), n, "m3-fell");
    outlines(sb, s.ringed(), n, "m3-new");
    if (s.cleared() != 0) {
      sb.append("<path d=\"");
      dots(sb, s.cleared(), n, ".25", "l.5.5m0-.5l-.5.5m0-.5");
      sb.append("\" class=\"m3-x\"/>");
    }
    sb.append("</g>");
    letters(sb, b, x, y);
    // Outside the scaled group, so that the page's outline of moved things keeps its pixel width.
    for (int i : s.swapped()) {
      sb.append("<rect x=\"").append(x + (i % n) * CELL).append("\" y=\"").append(y + (i / n) * CELL)
          .append("\" width=\"").append(CELL).append("\" height=\"").append(CELL).append("\" class=\"m3-sw ")
          .append(MOVED).append("\"/>");
    }
  }

  /** A square outline in each cell of {@code cells}, one path. */
  private static void outlines(StringBuilder sb, long cells, int n, String cls) {
    if (cells == 0) {
      return;
    }
    sb.append("<path d=\"");
    dots(sb, cells, n, ".06", "h.88v.88h-.88z");
    sb.append("\" class=\"").append(cls).append("\"/>");
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

  /** The gems' letters, one text per row (x lists the cells' centres), so colours need not be told apart. */
  private static void letters(StringBuilder sb, Board b, int x0, int y0) {
    int n = b.size();
    for (int r = 0; r < n; r++) {
      StringBuilder xs = new StringBuilder();
      StringBuilder text = new StringBuilder();
      for (int c = 0; c < n; c++) {
        if (b.get(r, c) != Board.EMPTY) {
          xs.append(xs.length() == 0 ? "" : " ").append(x0 + c * CELL + CELL / 2);
          text.append(BoardText.letter(b.get(r, c)));
        }
      }
      if (text.length() > 0) {
        sb.append("<text class=\"m3-l\" x=\"").append(xs).append("\" y=\"").append(y0 + r * CELL + CELL / 2 + 5)
            .append("\">").append(text).append("</text>");
      }
    }
  }

  /** A line of text centred on x. */
  private static void label(StringBuilder sb, int x, int y, String text, String cls) {
    sb.append("<text class=\"").append(cls).append("\" x=\"").append(x).append("\" y=\"").append(y).append("\">")
        .append(escape(text)).append("</text>");
  }

  private static String escape(String text) {
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
  }

  /** Gem colours A..G, told apart also by their letters. */
  private static final String[] GEM_COLOURS = {"#e03131", "#1c7ed6", "#2f9e44", "#f59f00", "#9c36b5", "#f76707",
      "#495057"};

  @Override
  public String legend() {
    String cell = "<rect width='1' height='1' class='m3-bg'/>";
    String gem = "<path d='M.5 .5h0' class='m3-g1'/>";
    return new Legend("m3")
        .item(24, 24, "<g transform='scale(24)'>" + cell + gem + "</g><rect width='24' height='24' class='m3-sw "
            + MOVED + "'/>", "swapped gems")
        .item(24, 24, "<g transform='scale(24)'>" + cell + gem
            + "<path d='M.25 .25l.5.5m0-.5l-.5.5' class='m3-x'/></g>", "cleared by a line")
        .item(24, 24, "<g transform='scale(24)'>" + cell + "<path d='M.5 .5h0' class='m3-hole'/></g>", "empty")
        .item(24, 24, "<g transform='scale(24)'>" + cell + gem + "<path d='M.06 .06h.88v.88h-.88z' class='m3-fell'/></g>",
            "fell")
        .item(24, 24, "<g transform='scale(24)'>" + cell + gem + "<path d='M.06 .06h.88v.88h-.88z' class='m3-new'/></g>",
            "new gem (refill)")
        .note("stage buttons: swap, fall, refill, round by round")
        .html();
  }

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
        .append(".m3-hole{fill:none;stroke:#fff;stroke-width:.5;stroke-linecap:round}\n")
        .append(".m3-x{fill:none;stroke:#111;stroke-width:.12;stroke-linecap:round}\n")
        .append(".m3-new{fill:none;stroke:#111;stroke-width:.07}\n")
        .append(".m3-fell{fill:none;stroke:#555;stroke-width:.05;stroke-dasharray:.1 .08}\n")
        .append(".m3-sw{fill:none;stroke:#111;stroke-width:2.5px}\n")
        .append(".m3-l{font:bold 13px sans-serif;text-anchor:middle;fill:#fff;pointer-events:none}\n")
        .append(".m3-t{font:bold 13px sans-serif;text-anchor:middle}\n")
        .append(".m3-c{font:13px sans-serif;text-anchor:middle}\n")
        .toString();
  }
}
