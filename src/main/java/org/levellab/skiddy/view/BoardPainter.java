package org.levellab.skiddy.view;

import org.levellab.skiddy.Level;
import org.levellab.skiddy.Piece;
import org.levellab.skiddy.Tile;

/**
 * Writes the SVG of a Skiddy board, shared by the notebook pictures ({@link SkiddySvg}) and the
 * trace viewer's ({@link SkiddyPicture}). The same elements either carry their colours inline, so a
 * picture stands alone, or only a class, so that a page of many boards states each colour once in
 * its stylesheet ({@link #CSS}).
 *
 * <p>Runs of blocks are one path, the grid is one path, and each piece is a group translated to its
 * cell's centre, so a board costs about a kilobyte whatever its look.
 */
final class BoardPainter {
  static final int CELL = 28;
  private static final int HALF = CELL / 2;

  /** How the elements carry their colours. */
  enum Look {
    /** Presentation attributes on each element: a picture that stands alone. */
    INLINE,
    /** Class names only, styled by {@link #CSS}. */
    CLASSES
  }

  /** The roles of the board's elements: a class name, or the same look as inline attributes. */
  enum Paint {
    ROOT("sk", ""),
    FLOOR("sk-f", "fill=\"#eef2f5\""),
    GRID("sk-grid", "fill=\"none\" stroke=\"#c9d1d9\""),
    BLOCK("sk-blk", "fill=\"#4a4f57\""),
    RED_GOAL("sk-rg", "fill=\"#f4a3a3\""),
    BLUE_GOAL("sk-bg", "fill=\"#a3c4f4\""),
    PIT("sk-pit", "fill=\"#2b2b2b\" opacity=\"0.55\""),
    EXIT("sk-exit", "font-size=\"11\" text-anchor=\"middle\" font-family=\"sans-serif\" fill=\"#333\""),
    RED_LINK("sk-rl", "stroke=\"#b01818\" stroke-width=\"6\""),
    BLUE_LINK("sk-bl", "stroke=\"#1849b0\" stroke-width=\"6\""),
    RED("sk-r", "fill=\"#e03131\" stroke=\"#222\""),
    BLUE("sk-b", "fill=\"#1c7ed6\" stroke=\"#222\""),
    EYES("sk-eye", "fill=\"none\" stroke=\"#fff\" stroke-width=\"4\" stroke-linecap=\"round\""),
    ICE("sk-ice", "fill=\"#c5f6fa\" stroke=\"#66d9e8\""),
    CRATE("sk-crate", "fill=\"#b08150\" stroke=\"#6b4423\""),
    RED_TRAIL("sk-rt", "stroke=\"#e03131\" stroke-opacity=\"0.25\" stroke-width=\"10\" stroke-linecap=\"round\""),
    BLUE_TRAIL("sk-bt", "stroke=\"#1c7ed6\" stroke-opacity=\"0.25\" stroke-width=\"10\" stroke-linecap=\"round\""),
    ICE_TRAIL("sk-it", "stroke=\"#66d9e8\" stroke-opacity=\"0.35\" stroke-width=\"10\" stroke-linecap=\"round\""),
    CRATE_TRAIL("sk-ct", "stroke=\"#b08150\" stroke-opacity=\"0.35\" stroke-width=\"10\" stroke-linecap=\"round\""),
    GONE("sk-gone", "opacity=\"0.5\""),
    CAPTION("sk-cap", "font-size=\"12\" text-anchor=\"middle\" font-family=\"sans-serif\"");

    final String className;
    final String inline;

    Paint(String className, String inline) {
      this.className = className;
      this.inline = inline;
    }

    static Paint of(Piece p) {
      return switch (p) {
        case RED -> RED;
        case BLUE -> BLUE;
        case ICE -> ICE;
        case CRATE -> CRATE;
      };
    }

    static Paint trailOf(Piece p) {
      return switch (p) {
        case RED -> RED_TRAIL;
        case BLUE -> BLUE_TRAIL;
        case ICE -> ICE_TRAIL;
        case CRATE -> CRATE_TRAIL;
      };
    }
  }

  /** The stylesheet of {@link Look#CLASSES}: the inline look, once per page. */
  static final String CSS = css();

  private final StringBuilder out;
  private final Look look;

  BoardPainter(StringBuilder out, Look look) {
    this.out = out;
    this.look = look;
  }

  private static String css() {
    StringBuilder sb = new StringBuilder();
    for (Paint p : Paint.values()) {
      if (p.inline.isEmpty()) {
        continue;
      }
      sb.append('.').append(p.className).append('{');
      for (String attribute : p.inline.split("\" ")) {
        String[] kv = attribute.split("=\"", 2);
        sb.append(kv[0]).append(':').append(kv[1].replace("\"", "")).append(';');
      }
      sb.setLength(sb.length() - 1);
      sb.append("}\n");
    }
    // Numbers without units are pixels in CSS only for these properties; state them as such.
    return sb.toString().replaceAll("(font-size|stroke-width):(\\d+)", "$1:$2px");
  }

  /** The attributes of a role, with extra classes (only written in the class look). */
  private BoardPainter paint(Paint p, String... extraClasses) {
    if (look == Look.INLINE) {
      if (!p.inline.isEmpty()) {
        out.append(' ').append(p.inline);
      }
      return this;
    }
    out.append(" class=\"").append(p.className);
    for (String c : extraClasses) {
      out.append(' ').append(c);
    }
    out.append('"');
    return this;
  }

  /** Opens the root {@code <svg>} of a picture {@code width x height} pixels. */
  void open(int width, int height) {
    out.append("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"").append(width).append("\" height=\"")
        .append(height).append("\" viewBox=\"0 0 ").append(width).append(' ').append(height).append('"');
    if (look == Look.CLASSES) {
      paint(Paint.ROOT);
    }
    out.append('>');
  }

  void close() {
    out.append("</svg>");
  }

  /** Tiles, grid, pits and exit labels, at the top left of the picture. */
  void tiles(Level level) {
    int w = level.width();
    int h = level.height();
    out.append("<rect width=\"").append(w * CELL).append("\" height=\"").append(h * CELL).append('"');
    paint(Paint.FLOOR).out.append("/>");
    StringBuilder blocks = new StringBuilder();
    for (int y = 0; y < h; y++) {
      for (int x = 0; x < w; ) {
        if (level.tile(x, y) != Tile.BLOCK) {
          x++;
          continue;
        }
        int run = x;
        while (run < w && level.tile(run, y) == Tile.BLOCK) {
          run++;
        }
        blocks.append('M').append(x * CELL).append(' ').append(y * CELL).append('h').append((run - x) * CELL)
            .append('v').append(CELL).append('h').append(-(run - x) * CELL).append('z');
        x = run;
      }
    }
    if (blocks.length() > 0) {
      out.append("<path d=\"").append(blocks).append('"');
      paint(Paint.BLOCK).out.append("/>");
    }
    for (int y = 0; y < h; y++) {
      for (int x = 0; x < w; x++) {
        Tile t = level.tile(x, y);
        if (t.isGoal()) {
          out.append("<rect x=\"").append(x * CELL).append("\" y=\"").append(y * CELL).append("\" width=\"")
              .append(CELL).append("\" height=\"").append(CELL).append('"');
          paint(t == Tile.RED_GOAL ? Paint.RED_GOAL : Paint.BLUE_GOAL).out.append("/>");
        }
      }
    }
    StringBuilder grid = new StringBuilder();
    for (int y = 0; y <= h; y++) {
      grid.append("M0 ").append(y * CELL).append('h').append(w * CELL);
    }
    for (int x = 0; x <= w; x++) {
      grid.append('M').append(x * CELL).append(" 0v").append(h * CELL);
    }
    out.append("<path d=\"").append(grid).append('"');
    paint(Paint.GRID).out.append("/>");
    for (int y = 0; y < h; y++) {
      for (int x = 0; x < w; x++) {
        Tile t = level.tile(x, y);
        if (t == Tile.PIT) {
          out.append("<circle cx=\"").append(x * CELL + HALF).append("\" cy=\"").append(y * CELL + HALF)
              .append("\" r=\"").append(CELL / 3).append('"');
          paint(Paint.PIT).out.append("/>");
        } else if (t.isGoal()) {
          out.append("<text x=\"").append(x * CELL + HALF).append("\" y=\"").append(y * CELL + HALF + 4).append('"');
          paint(Paint.EXIT).out.append(">exit</text>");
        }
      }
    }
  }

  /** The links between skiddies stuck together, drawn under the pieces. */
  void links(Level level) {
    for (int y = 1; y < level.height() - 1; y++) {
      for (int x = 1; x < level.width() - 1; x++) {
        Piece p = level.piece(x, y);
        if (p == null || !p.isSkiddy()) {
          continue;
        }
        Paint link = p == Piece.RED ? Paint.RED_LINK : Paint.BLUE_LINK;
        if (level.piece(x + 1, y) == p) {
          segment(x, y, x + 1, y, link);
        }
        if (level.piece(x, y + 1) == p) {
          segment(x, y, x, y + 1, link);
        }
      }
    }
  }

  /** A faint band along the cells a piece slid over, from cell (x1, y1) to cell (x2, y2). */
  void trail(Piece p, int x1, int y1, int x2, int y2) {
    segment(x1, y1, x2, y2, Paint.trailOf(p));
  }

  private void segment(int x1, int y1, int x2, int y2, Paint paint) {
    out.append("<path d=\"M").append(x1 * CELL + HALF).append(' ').append(y1 * CELL + HALF).append('L')
        .append(x2 * CELL + HALF).append(' ').append(y2 * CELL + HALF).append('"');
    paint(paint).out.append("/>");
  }

  /** Every piece of the board, none marked. */
  void pieces(Level level) {
    for (int y = 0; y < level.height(); y++) {
      for (int x = 0; x < level.width(); x++) {
        Piece p = level.piece(x, y);
        if (p != null) {
          piece(p, x, y, false, false);
        }
      }
    }
  }

  /**
   * One piece on cell (x, y): a skiddy with its eyes, an ice cube or a crate. {@code moved} adds the
   * page's class of what the move touched; {@code gone} draws it faded (a skiddy leaving through its
   * goal).
   */
  void piece(Piece p, int x, int y, boolean moved, boolean gone) {
    out.append("<g transform=\"translate(").append(x * CELL + HALF).append(' ').append(y * CELL + HALF).append(")\"");
    String[] extra = moved && gone ? new String[] {"ll-moved", Paint.GONE.className}
        : moved ? new String[] {"ll-moved"} : gone ? new String[] {Paint.GONE.className} : new String[0];
    paint(Paint.of(p), extra);
    if (gone && look == Look.INLINE) {
      paint(Paint.GONE);
    }
    out.append('>');
    switch (p) {
      case RED, BLUE -> {
        out.append("<circle r=\"").append(HALF - 3).append("\"/><path d=\"M-4 -3h0m8 0h0\"");
        paint(Paint.EYES).out.append("/>");
      }
      case ICE -> square(HALF - 4);
      case CRATE -> square(HALF - 3);
    }
    out.append("</g>");
  }

  private void square(int half) {
    out.append("<rect x=\"").append(-half).append("\" y=\"").append(-half).append("\" width=\"").append(2 * half)
        .append("\" height=\"").append(2 * half).append("\"/>");
  }

  /** Lines of text centred under the board, the first baseline at {@code top + 13}. */
  void caption(int centreX, int top, String... lines) {
    for (int i = 0; i < lines.length; i++) {
      out.append("<text x=\"").append(centreX).append("\" y=\"").append(top + 13 + 15 * i).append('"');
      paint(Paint.CAPTION).out.append('>').append(escape(lines[i])).append("</text>");
    }
  }

  static String escape(String s) {
    return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;");
  }
}
