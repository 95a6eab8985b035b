package org.levellab.skiddy.view;

import java.util.List;
import org.levellab.lab.HtmlView;
import org.levellab.skiddy.Level;
import org.levellab.skiddy.SkiddyGame;

/** Pictures of Skiddy boards for notebooks: inline SVG. */
public final class SkiddySvg {
  private static final int CELL = BoardPainter.CELL;

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

  /** The SVG text of a board, its colours inline so that it stands alone. */
  public static String svg(Level level, String caption) {
    int w = level.width() * CELL;
    int h = level.height() * CELL + (caption == null ? 0 : 18);
    StringBuilder sb = new StringBuilder();
    BoardPainter painter = new BoardPainter(sb, BoardPainter.Look.INLINE);
    painter.open(w, h);
    painter.tiles(level);
    painter.links(level);
    painter.pieces(level);
    if (caption != null) {
      painter.caption(w / 2, level.height() * CELL + 1, caption);
    }
    painter.close();
    return sb.toString();
  }
}
