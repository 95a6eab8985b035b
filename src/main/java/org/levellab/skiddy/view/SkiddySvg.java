package org.levellab.skiddy.view;

import java.util.List;
import org.levellab.lab.HtmlView;
import org.levellab.skiddy.Level;
import org.levellab.skiddy.Piece;
import org.levellab.skiddy.SkiddyGame;
import org.levellab.skiddy.Tile;

/** Pictures of Skiddy boards for notebooks: inline SVG. */
public final class SkiddySvg {
  private static final int CELL = 28;

  private SkiddySvg() {}

  /** A level (or a state's board) as a picture. */
  public static HtmlView draw(Level level) {
    return new HtmlView(svg(level, null));
  }

  /** The board of a state, with a caption. */
  public static HtmlView draw(SkiddyGame game, long state, String caption) {
    return new HtmlView(svg(game.levelAt(state), caption));
  }

  /**
   * A row of boards: the states along a path, each captioned with the move that led to it (the first
   * with "start"), optionally the last one outlined in red (a dead end).
   */
  public static HtmlView path(SkiddyGame game, long[] states, List<String> moves, boolean lastIsDeadEnd) {
    if (moves.size() != states.length - 1) {
      throw new IllegalArgumentException("a path of " + states.length + " states needs " + (states.length - 1)
          + " moves, got " + moves.size());
    }
    StringBuilder sb = new StringBuilder("<div style=\"display:flex;flex-wrap:wrap;gap:8px;align-items:flex-end\">");
    for (int i = 0; i < states.length; i++) {
      String cap = i == 0 ? "start" : (i + ". " + moves.get(i - 1));
      boolean dead = lastIsDeadEnd && i == states.length - 1;
      sb.append("<div style=\"").append(dead ? "outline:3px solid #d62728;" : "").append("\">")
          .append(svg(game.levelAt(states[i]), dead ? cap + " (dead end)" : cap)).append("</div>");
    }
    return new HtmlView(sb.append("</div>").toString());
  }

  /** The SVG text of a board. */
  public static String svg(Level level, String caption) {
    int w = level.width() * CELL;
    int h = level.height() * CELL + (caption == null ? 0 : 18);
    StringBuilder sb = new StringBuilder();
    sb.append("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"").append(w).append("\" height=\"").append(h)
        .append("\" viewBox=\"0 0 ").append(w).append(' ').append(h).append("\">");
    for (int y = 0; y < level.height(); y++) {
      for (int x = 0; x < level.width(); x++) {
        Tile t = level.tile(x, y);
        String fill = switch (t) {
          case FLOOR, PIT -> "#eef2f5";
          case BLOCK -> "#4a4f57";
          case RED_GOAL -> "#f4a3a3";
          case BLUE_GOAL -> "#a3c4f4";
        };
        rect(sb, x * CELL, y * CELL, CELL, CELL, fill, "#c9d1d9");
        if (t == Tile.PIT) {
          sb.append(String.format("<circle cx=\"%d\" cy=\"%d\" r=\"%d\" fill=\"#2b2b2b\" opacity=\"0.55\"/>",
              x * CELL + CELL / 2, y * CELL + CELL / 2, CELL / 3));
        }
        if (t.isGoal()) {
          sb.append(String.format("<text x=\"%d\" y=\"%d\" font-size=\"11\" text-anchor=\"middle\" "
              + "font-family=\"sans-serif\" fill=\"#333\">exit</text>", x * CELL + CELL / 2, y * CELL + CELL / 2 + 4));
        }
      }
    }
    // Links between stuck skiddies, under the pieces.
    for (int y = 1; y < level.height() - 1; y++) {
      for (int x = 1; x < level.width() - 1; x++) {
        Piece p = level.piece(x, y);
        if (p == null || !p.isSkiddy()) {
          continue;
        }
        String c = p == Piece.RED ? "#b01818" : "#1849b0";
        if (level.piece(x + 1, y) == p) {
          line(sb, x, y, x + 1, y, c);
        }
        if (level.piece(x, y + 1) == p) {
          line(sb, x, y, x, y + 1, c);
        }
      }
    }
    for (int y = 0; y < level.height(); y++) {
      for (int x = 0; x < level.width(); x++) {
        Piece p = level.piece(x, y);
        if (p == null) {
          continue;
        }
        int cx = x * CELL + CELL / 2;
        int cy = y * CELL + CELL / 2;
        switch (p) {
          case RED, BLUE -> sb.append(String.format(
              "<circle cx=\"%d\" cy=\"%d\" r=\"%d\" fill=\"%s\" stroke=\"#222\" stroke-width=\"1\"/>"
                  + "<circle cx=\"%d\" cy=\"%d\" r=\"2\" fill=\"#fff\"/><circle cx=\"%d\" cy=\"%d\" r=\"2\" fill=\"#fff\"/>",
              cx, cy, CELL / 2 - 3, p == Piece.RED ? "#e03131" : "#1c7ed6", cx - 4, cy - 3, cx + 4, cy - 3));
          case ICE -> rect(sb, x * CELL + 4, y * CELL + 4, CELL - 8, CELL - 8, "#c5f6fa", "#66d9e8");
          case CRATE -> rect(sb, x * CELL + 3, y * CELL + 3, CELL - 6, CELL - 6, "#b08150", "#6b4423");
        }
      }
    }
    if (caption != null) {
      sb.append(String.format("<text x=\"%d\" y=\"%d\" font-size=\"12\" text-anchor=\"middle\" "
          + "font-family=\"sans-serif\">%s</text>", w / 2, h - 4, escape(caption)));
    }
    return sb.append("</svg>").toString();
  }

  private static void rect(StringBuilder sb, int x, int y, int w, int h, String fill, String stroke) {
    sb.append(String.format("<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" fill=\"%s\" stroke=\"%s\"/>",
        x, y, w, h, fill, stroke));
  }

  private static void line(StringBuilder sb, int x1, int y1, int x2, int y2, String colour) {
    sb.append(String.format("<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"%s\" stroke-width=\"6\"/>",
        x1 * CELL + CELL / 2, y1 * CELL + CELL / 2, x2 * CELL + CELL / 2, y2 * CELL + CELL / 2, colour));
  }

  private static String escape(String s) {
    return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;");
  }
}
