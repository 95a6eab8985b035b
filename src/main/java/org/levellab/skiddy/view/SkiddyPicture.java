package org.levellab.skiddy.view;

import java.util.ArrayList;
import java.util.List;
import org.levellab.game.view.Frame;
import org.levellab.game.view.GamePicture;
import org.levellab.skiddy.Combo;
import org.levellab.skiddy.Direction;
import org.levellab.skiddy.Level;
import org.levellab.skiddy.Piece;
import org.levellab.skiddy.Skiddy;
import org.levellab.skiddy.SkiddyState;

/**
 * The trace viewer's picture of a Skiddy step: the board after the input, the pieces it slid marked
 * {@value GamePicture#MOVED} over a faint trail from where they were, the skiddies that left drawn
 * fading on (or beside) the goal they went through, and a caption with the move, the skiddies left
 * and what the move achieved. Colours are classes of {@link #css()}, so a frame is about 2 KB.
 */
public final class SkiddyPicture implements GamePicture {
  /** Room under the board for the caption's three lines. */
  private static final int CAPTION = 48;
  /** Narrow levels get a wider picture so the caption fits. */
  private static final int MIN_WIDTH = 180;
  private static final String[] ARROWS = {"\u2191", "\u2192", "\u2193", "\u2190"};

  private final Skiddy game;

  /** The picture of steps of {@code game} (its move limit appears in the caption). */
  public SkiddyPicture(Skiddy game) {
    this.game = game;
  }

  @Override
  public String svg(Frame frame) {
    SkiddyState after = (SkiddyState) frame.after();
    Level board = after.board();
    int boardWidth = board.width() * BoardPainter.CELL;
    int width = Math.max(boardWidth, MIN_WIDTH);
    int left = (width - boardWidth) / 2;
    StringBuilder sb = new StringBuilder(2048);
    BoardPainter painter = new BoardPainter(sb, BoardPainter.Look.CLASSES);
    painter.open(width, board.height() * BoardPainter.CELL + CAPTION);
    if (left > 0) {
      sb.append("<g transform=\"translate(").append(left).append(" 0)\">");
    }
    painter.tiles(board);
    Slide slide = null;
    if (!frame.isStart()) {
      SkiddyState before = (SkiddyState) frame.before();
      slide = Slide.of(before.board(), board, Direction.parse(frame.move()));
      for (Slide.Path p : slide.moved()) {
        painter.trail(p.piece(), p.fromX(), p.fromY(), p.toX(), p.toY());
      }
      for (Slide.Path p : slide.left()) {
        painter.trail(p.piece(), p.fromX(), p.fromY(), p.toX(), p.toY());
      }
    }
    painter.links(board);
    boolean[] moved = new boolean[board.width() * board.height()];
    if (slide != null) {
      for (Slide.Path p : slide.moved()) {
        moved[p.toY() * board.width() + p.toX()] = true;
      }
    }
    for (int y = 0; y < board.height(); y++) {
      for (int x = 0; x < board.width(); x++) {
        Piece p = board.piece(x, y);
        if (p != null) {
          painter.piece(p, x, y, moved[y * board.width() + x], false);
        }
      }
    }
    if (slide != null) {
      for (Slide.Path p : slide.left()) {
        painter.piece(p.piece(), p.toX(), p.toY(), true, true);
      }
    }
    if (left > 0) {
      sb.append("</g>");
    }
    painter.caption(width / 2, board.height() * BoardPainter.CELL, captionLines(frame, after, slide));
    painter.close();
    return sb.toString();
  }

  private String[] captionLines(Frame frame, SkiddyState after, Slide slide) {
    String limit = game.moveLimit() > 0 ? " of " + game.moveLimit() : "";
    String move = frame.isStart() ? "start" + (limit.isEmpty() ? "" : ", moves" + limit)
        : "move " + frame.number() + limit + ": " + words(slide);
    Level level = after.level();
    List<String> left = new ArrayList<>();
    for (Piece colour : new Piece[] {Piece.RED, Piece.BLUE}) {
      if (level.count(colour) > 0) {
        left.add(colour.name().toLowerCase(java.util.Locale.ROOT) + " " + after.skiddiesLeft(colour));
      }
    }
    List<String> news = new ArrayList<>();
    if (slide != null && !slide.left().isEmpty()) {
      news.add(slide.left().size() + " out");
    }
    if ((after.lastTags() & Combo.BREAKS_MAX_COMBO) != 0 && !frame.isStart()) {
      news.add("partial clear");
    }
    if ((after.lastTags() & Combo.BREAKS_NON_COMBO) != 0 && !frame.isStart()) {
      news.add("combo");
    }
    if (after.isWon()) {
      news.add("won");
    } else if (after.isTerminal()) {
      news.add(game.moveLimit() > 0 && after.moves() >= game.moveLimit() ? "move limit reached" : "stuck: nothing moves");
    }
    String tally = String.join(", ", left) + " left";
    return news.isEmpty() ? new String[] {move, tally} : new String[] {move, tally, String.join(", ", news)};
  }

  /**
   * The move in words: the kinds of piece it slid and the input's arrow, then the skiddies that left
   * ({@code red, ice ↓ (blue out)}). One input slides every piece that can; the kinds named are
   * those that changed cell, read from the boards before and after ({@link Slide}).
   */
  @Override
  public String moveText(Frame frame) {
    Direction input = Direction.parse(frame.move());
    try {
      return words(Slide.of(((SkiddyState) frame.before()).board(), ((SkiddyState) frame.after()).board(), input));
    } catch (IllegalArgumentException unreadable) {
      return ARROWS[input.ordinal()];
    }
  }

  private static String words(Slide slide) {
    java.util.EnumSet<Piece> slid = java.util.EnumSet.noneOf(Piece.class);
    int[] out = new int[Piece.values().length];
    for (Slide.Path p : slide.moved()) {
      slid.add(p.piece());
    }
    for (Slide.Path p : slide.left()) {
      slid.add(p.piece());
      out[p.piece().ordinal()]++;
    }
    List<String> kinds = new ArrayList<>();
    for (Piece p : slid) {
      kinds.add(name(p));
    }
    List<String> gone = new ArrayList<>();
    for (Piece p : Piece.values()) {
      if (out[p.ordinal()] > 0) {
        gone.add((out[p.ordinal()] > 1 ? out[p.ordinal()] + " " : "") + name(p));
      }
    }
    return (kinds.isEmpty() ? "" : String.join(", ", kinds) + " ") + ARROWS[slide.direction().ordinal()]
        + (gone.isEmpty() ? "" : " (" + String.join(", ", gone) + " out)");
  }

  private static String name(Piece p) {
    return p.name().toLowerCase(java.util.Locale.ROOT);
  }

  @Override
  public String legend() {
    org.levellab.game.view.Legend l = new org.levellab.game.view.Legend("sk");
    for (Piece p : Piece.values()) {
      StringBuilder sb = new StringBuilder("<rect width=\"28\" height=\"28\" class=\"sk-f\"/>");
      new BoardPainter(sb, BoardPainter.Look.CLASSES).piece(p, 0, 0, false, false);
      l.item(28, 28, sb.toString(), switch (p) {
        case RED -> "red skiddy";
        case BLUE -> "blue skiddy";
        case ICE -> "ice: slides, never leaves";
        case CRATE -> "crate: pushed one cell";
      });
    }
    StringBuilder linked = new StringBuilder("<rect width=\"56\" height=\"28\" class=\"sk-f\"/>");
    BoardPainter painter = new BoardPainter(linked, BoardPainter.Look.CLASSES);
    linked.append("<path d=\"M14 14L42 14\" class=\"sk-rl\"/>");
    painter.piece(Piece.RED, 0, 0, false, false);
    painter.piece(Piece.RED, 1, 0, false, false);
    l.item(56, 28, linked.toString(), "stuck together: move as one");
    l.item(28, 28, "<rect width=\"28\" height=\"28\" class=\"sk-f\"/><circle cx=\"14\" cy=\"14\" r=\"9\""
        + " class=\"sk-pit\"/>", "pit: stops a piece, the next input moves it on");
    l.item(28, 28, "<rect width=\"28\" height=\"28\" class=\"sk-rg\"/><text x=\"14\" y=\"18\" class=\"sk-exit\">exit"
        + "</text>", "exit of its colour");
    l.item(28, 28, "<rect width=\"28\" height=\"28\" class=\"sk-blk\"/>", "block");
    l.item(56, 28, "<rect width=\"56\" height=\"28\" class=\"sk-f\"/><path d=\"M6 14L42 14\" class=\"sk-rt\"/>"
        + "<g transform=\"translate(42 14)\" class=\"sk-r ll-moved\"><circle r=\"11\"/></g>",
        "trail: where a piece slid from (outlined: it moved)");
    l.item(28, 28, "<rect width=\"28\" height=\"28\" class=\"sk-f\"/><g transform=\"translate(14 14)\""
        + " class=\"sk-r sk-gone\"><circle r=\"11\"/></g>", "faded: left through its exit");
    return l.html();
  }

  @Override
  public String css() {
    return BoardPainter.CSS + ".sk-gone circle{stroke-dasharray:3 2}\n";
  }
}
