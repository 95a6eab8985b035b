package org.levellab.skiddy;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import org.levellab.core.TextFiles;

/**
 * An immutable Skiddy level: the board (tiles) and the pieces' starting cells.
 *
 * <p>Text format, one character per cell, one line per row: {@code #} block, {@code .} floor,
 * {@code o} pit, {@code R}/{@code B} red/blue goal (border only), {@code r}/{@code b} red/blue
 * skiddy, {@code i} ice cube, {@code c} crate (pieces stand on floor). Lines starting with {@code ;}
 * are comments; a comment {@code ; name: X} names the level (else the file name does). Files are
 * strict UTF-8 ({@link TextFiles}: a byte-order mark is dropped), and every error names the file, the
 * line and the column. Example (the source's level 1-1 as we reconstructed it):
 *
 * <pre>
 * ######
 * #r.r.#
 * #....#
 * #R####
 * </pre>
 *
 * <p>Validity: a width of {@value #MIN_WIDTH} to {@value #MAX_WIDTH} and a height of {@value
 * #MIN_HEIGHT} to {@value #MAX_HEIGHT} cells (border included); the border holds only blocks and goals,
 * never in a corner (no piece could reach it); the inside holds no goals; at least one skiddy; every
 * skiddy colour has a goal; at most {@value #MAX_PIECES} pieces.
 */
public final class Level {
  public static final int MIN_WIDTH = 5;
  public static final int MAX_WIDTH = 8;
  public static final int MIN_HEIGHT = 4;
  public static final int MAX_HEIGHT = 7;
  /** Pieces pack in 5 bits each into a 64-bit state. */
  public static final int MAX_PIECES = 12;

  private final String name;
  private final int width;
  private final int height;
  private final Tile[] tiles;
  private final Piece[] pieces;

  private Level(String name, int width, int height, Tile[] tiles, Piece[] pieces) {
    this.name = name;
    this.width = width;
    this.height = height;
    this.tiles = tiles;
    this.pieces = pieces;
  }

  public String name() {
    return name;
  }

  public int width() {
    return width;
  }

  public int height() {
    return height;
  }

  /** The tile at column x, row y (0-based, border included). */
  public Tile tile(int x, int y) {
    return tiles[y * width + x];
  }

  /** The piece starting at column x, row y, or null. */
  public Piece piece(int x, int y) {
    return pieces[y * width + x];
  }

  /** How many pieces of a kind the level holds. */
  public int count(Piece kind) {
    return (int) Arrays.stream(pieces).filter(p -> p == kind).count();
  }

  /** Skiddies and ice cubes: the pieces that slide. */
  public int movingPieces() {
    return count(Piece.RED) + count(Piece.BLUE) + count(Piece.ICE);
  }

  /** A new engine for this level (engines hold scratch buffers: one per thread). */
  public SkiddyGame game() {
    return new SkiddyGame(this);
  }

  /** The same board with a new name. */
  public Level named(String newName) {
    return new Level(newName, width, height, tiles, pieces);
  }

  /** The same board with pieces moved (used to draw states). */
  Level withPieces(Piece[] newPieces) {
    return new Level(name, width, height, tiles, newPieces);
  }

  /**
   * Reads a level file, named after the file unless it names itself.
   *
   * @throws IllegalArgumentException naming the file (and the line and column) when it is missing, a
   *     folder, not UTF-8 text or not a valid level
   */
  public static Level read(Path file) {
    return parse(TextFiles.read(file, "level file"), file.toString());
  }

  /**
   * Parses a level named after its source (a file name without folder and {@code .txt}) unless it
   * names itself.
   */
  public static Level parse(String text, String source) {
    Objects.requireNonNull(text, "level text");
    Objects.requireNonNull(source, "source");
    String base = source.substring(Math.max(source.lastIndexOf('/'), source.lastIndexOf('\\')) + 1);
    return parse(text, source, base.replaceFirst("\\.txt$", ""));
  }

  /** Parses a level; {@code where} names the source in error messages. */
  public static Level parse(String text, String where, String defaultName) {
    Objects.requireNonNull(text, "level text");
    String name = defaultName;
    List<String> rows = new ArrayList<>();
    List<Integer> lineNumbers = new ArrayList<>();
    String[] lines = TextFiles.stripBom(text).split("\r?\n", -1);
    for (int i = 0; i < lines.length; i++) {
      String line = lines[i].stripTrailing();
      if (line.startsWith(";")) {
        String c = line.substring(1).trim();
        if (c.toLowerCase(java.util.Locale.ROOT).startsWith("name:")) {
          name = c.substring(5).trim();
        }
        continue;
      }
      if (line.isEmpty()) {
        if (!rows.isEmpty() && i < lines.length - 1 && !restBlank(lines, i)) {
          throw new IllegalArgumentException(where + ": line " + (i + 1) + " is empty inside the board");
        }
        continue;
      }
      rows.add(line);
      lineNumbers.add(i + 1);
    }
    if (rows.isEmpty()) {
      throw new IllegalArgumentException(where + ": no board rows");
    }
    int w = rows.get(0).length();
    for (int r = 1; r < rows.size(); r++) {
      if (rows.get(r).length() != w) {
        throw new IllegalArgumentException(where + ": ragged rows: line " + lineNumbers.get(r) + " has "
            + rows.get(r).length() + " cells but the first row has " + w);
      }
    }
    Builder b;
    try {
      b = new Builder(w, rows.size());
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException(where + ": " + e.getMessage(), e);
    }
    b.name(name).where(where).lines(lineNumbers.stream().mapToInt(Integer::intValue).toArray());
    for (int y = 0; y < rows.size(); y++) {
      String row = rows.get(y);
      for (int x = 0; x < w; x++) {
        char ch = row.charAt(x);
        Tile t = null;
        Piece p = null;
        for (Tile tt : Tile.values()) {
          if (tt.symbol() == ch) {
            t = tt;
          }
        }
        for (Piece pp : Piece.values()) {
          if (pp.symbol() == ch) {
            p = pp;
          }
        }
        if (t == null && p == null) {
          throw new IllegalArgumentException(where + ": unknown character '" + ch + "' at line "
              + lineNumbers.get(y) + ", column " + (x + 1) + " (expected one of # . o R B r b i c)");
        }
        b.tile(x, y, t == null ? Tile.FLOOR : t);
        if (p != null) {
          b.piece(x, y, p);
        }
      }
    }
    return b.build();
  }

  private static boolean restBlank(String[] lines, int from) {
    for (int i = from; i < lines.length; i++) {
      if (!lines[i].isBlank() && !lines[i].startsWith(";")) {
        return false;
      }
    }
    return true;
  }

  /** The level in the text format, with a name comment. */
  public String format() {
    StringBuilder sb = new StringBuilder();
    if (name != null && !name.isBlank()) {
      sb.append("; name: ").append(name).append('\n');
    }
    sb.append(board());
    return sb.toString();
  }

  /** The board rows only, one line per row. */
  public String board() {
    StringBuilder sb = new StringBuilder();
    for (int y = 0; y < height; y++) {
      for (int x = 0; x < width; x++) {
        Piece p = pieces[y * width + x];
        sb.append(p != null ? p.symbol() : tiles[y * width + x].symbol());
      }
      sb.append('\n');
    }
    return sb.toString();
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Level l && l.width == width && Arrays.equals(l.tiles, tiles)
        && Arrays.equals(l.pieces, pieces);
  }

  @Override
  public int hashCode() {
    return Arrays.hashCode(tiles) * 31 + Arrays.hashCode(pieces);
  }

  @Override
  public String toString() {
    return format();
  }

  /** Builds a level cell by cell; {@link #build()} validates it. Cells start as floor. */
  public static final class Builder {
    private final int width;
    private final int height;
    private final Tile[] tiles;
    private final Piece[] pieces;
    private String name = "level";
    private String where = "level";
    private int[] lineOfRow;

    public Builder(int width, int height) {
      if (width < MIN_WIDTH || width > MAX_WIDTH || height < MIN_HEIGHT || height > MAX_HEIGHT) {
        throw new IllegalArgumentException("level size " + width + "x" + height + " is out of range: width "
            + MIN_WIDTH + ".." + MAX_WIDTH + ", height " + MIN_HEIGHT + ".." + MAX_HEIGHT + " (border included)");
      }
      this.width = width;
      this.height = height;
      this.tiles = new Tile[width * height];
      this.pieces = new Piece[width * height];
      Arrays.fill(tiles, Tile.FLOOR);
    }

    public Builder name(String name) {
      this.name = name;
      return this;
    }

    /** How error messages name this level (a file name). */
    public Builder where(String where) {
      this.where = where;
      return this;
    }

    /** The text line of each row, so that errors name lines rather than rows. */
    Builder lines(int[] lineOfRow) {
      this.lineOfRow = lineOfRow.clone();
      return this;
    }

    public Builder tile(int x, int y, Tile t) {
      tiles[cell(x, y)] = Objects.requireNonNull(t, "tile");
      return this;
    }

    public Builder piece(int x, int y, Piece p) {
      pieces[cell(x, y)] = p;
      return this;
    }

    /** Blocks on every border cell that is not a goal yet. */
    public Builder border() {
      for (int y = 0; y < height; y++) {
        for (int x = 0; x < width; x++) {
          if ((x == 0 || y == 0 || x == width - 1 || y == height - 1) && !tiles[y * width + x].isGoal()) {
            tiles[y * width + x] = Tile.BLOCK;
          }
        }
      }
      return this;
    }

    public Tile tileAt(int x, int y) {
      return tiles[cell(x, y)];
    }

    public Piece pieceAt(int x, int y) {
      return pieces[cell(x, y)];
    }

    private int cell(int x, int y) {
      if (x < 0 || y < 0 || x >= width || y >= height) {
        throw new IllegalArgumentException("cell (" + x + ", " + y + ") is outside the " + width + "x" + height
            + " board");
      }
      return y * width + x;
    }

    private String at(int x, int y) {
      return where + (lineOfRow != null ? ": line " + lineOfRow[y] : ": row " + (y + 1)) + ", column " + (x + 1);
    }

    /** A board of a state: the same cells, no level validation (pieces may sit in pits, none left). */
    Level buildBoard() {
      return new Level(name, width, height, tiles.clone(), pieces.clone());
    }

    public Level build() {
      int count = 0;
      boolean[] colourHasGoal = new boolean[2];
      for (int y = 0; y < height; y++) {
        for (int x = 0; x < width; x++) {
          Tile t = tiles[y * width + x];
          Piece p = pieces[y * width + x];
          boolean border = x == 0 || y == 0 || x == width - 1 || y == height - 1;
          boolean corner = (x == 0 || x == width - 1) && (y == 0 || y == height - 1);
          if (border) {
            if (t != Tile.BLOCK && !t.isGoal()) {
              throw new IllegalArgumentException(at(x, y) + ": the border holds only blocks and goals, found '"
                  + (p != null ? p.symbol() : t.symbol()) + "'");
            }
            if (p != null) {
              throw new IllegalArgumentException(at(x, y) + ": a piece cannot stand on the border");
            }
            if (t.isGoal() && corner) {
              throw new IllegalArgumentException(at(x, y) + ": a goal in a corner can never be reached");
            }
          } else if (t.isGoal()) {
            throw new IllegalArgumentException(at(x, y) + ": goal '" + t.symbol()
                + "' inside the board; goals belong on the border");
          }
          if (t == Tile.RED_GOAL) {
            colourHasGoal[0] = true;
          } else if (t == Tile.BLUE_GOAL) {
            colourHasGoal[1] = true;
          }
          if (p != null) {
            if (t != Tile.FLOOR) {
              throw new IllegalArgumentException(at(x, y) + ": piece '" + p.symbol() + "' must start on floor");
            }
            count++;
          }
        }
      }
      if (count > MAX_PIECES) {
        throw new IllegalArgumentException(where + ": " + count + " pieces, at most " + MAX_PIECES
            + " are supported");
      }
      boolean anySkiddy = false;
      for (int y = 0; y < height; y++) {
        for (int x = 0; x < width; x++) {
          Piece p = pieces[y * width + x];
          if (p != null && p.isSkiddy()) {
            anySkiddy = true;
            if (!colourHasGoal[p == Piece.RED ? 0 : 1]) {
              throw new IllegalArgumentException(at(x, y) + ": " + p.name().toLowerCase(java.util.Locale.ROOT)
                  + " skiddy has no " + p.name().toLowerCase(java.util.Locale.ROOT) + " goal on the border");
            }
          }
        }
      }
      if (!anySkiddy) {
        throw new IllegalArgumentException(where + ": no skiddies: a level needs at least one piece to clear");
      }
      return new Level(name, width, height, tiles.clone(), pieces.clone());
    }
  }
}
