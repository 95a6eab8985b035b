package org.levellab.tripeaks;

import org.levellab.core.DataLines;
import org.levellab.core.TextFiles;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Objects;

/**
 * The board of a TriPeaks-family game as data: card slots with a drawing position and which slots
 * cover which. A card is open when no card covering it remains on the board.
 *
 * <p>Positions use y pointing up (the Microsoft bottom row, which covers the others, has the
 * smallest y); they are only for drawing. Layouts are immutable and hold at most 64 slots (the
 * solver packs the cleared slots into one {@code long}).
 *
 * <p>How the board is dealt is part of the layout: TriPeaks deals a covered card face down (it turns
 * up when it opens), Golf deals its whole tableau face up (only the stock's order is hidden; a covered
 * card is seen but not yet playable). See {@link #dealtFaceUp()}.
 *
 * <h2>Text format ({@code datasets/tripeaks/*.layout})</h2>
 * <pre>
 * # comment lines and blank lines are ignored
 * name     my-layout          (optional, defaults to the file name)
 * stock    24                 (optional default stock size, default 52 - slots)
 * deal     face-down          (optional: covered cards dealt face down, the default; or face-up)
 * coverage explicit           (or: coverage overlap)
 * card     1.0 1.4            (card width and height; needed for coverage overlap)
 * slot  &lt;id&gt; &lt;x&gt; &lt;y&gt; [layer] [: &lt;ids of the slots that cover it&gt;]
 * </pre>
 * Slot ids are 0..n-1, each once, in any order. With {@code coverage explicit} each slot lists the
 * slots covering it after a colon (nothing after the colon, or no colon, means it starts open). With
 * {@code coverage overlap} a slot is covered by every slot of a higher {@code layer} whose card
 * rectangle (centred on x, y) overlaps it with positive area. Errors (bad numbers, unknown or repeated
 * ids, a slot covering itself, cycles) throw {@link IllegalArgumentException} naming the source, the
 * line and the slot.
 */
public final class Layout {
  /** Most slots a layout may hold (cleared slots are packed into one {@code long}). */
  public static final int MAX_SLOTS = 64;

  private final String name;
  private final double[] x;
  private final double[] y;
  private final int[][] coveredBy;
  private final int[][] covers;
  private final long[] coveredByMask;
  private final int defaultStockSize;
  private final boolean dealtFaceUp;

  private Layout(String name, double[] x, double[] y, int[][] coveredBy, int defaultStockSize,
      boolean dealtFaceUp, String source, int[] lineOfSlot) {
    this.name = name;
    this.dealtFaceUp = dealtFaceUp;
    this.x = x;
    this.y = y;
    int n = x.length;
    if (n == 0) {
      throw new IllegalArgumentException(source + ": a layout needs at least one slot");
    }
    if (n > MAX_SLOTS) {
      throw new IllegalArgumentException(source + ": a layout may have at most " + MAX_SLOTS
          + " slots, has " + n);
    }
    this.coveredBy = new int[n][];
    this.coveredByMask = new long[n];
    List<List<Integer>> cov = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      cov.add(new ArrayList<>());
    }
    for (int s = 0; s < n; s++) {
      int[] c = coveredBy[s].clone();
      Arrays.sort(c);
      for (int k = 0; k < c.length; k++) {
        String where = source + (lineOfSlot != null ? " line " + lineOfSlot[s] : "") + ": slot " + s;
        if (c[k] < 0 || c[k] >= n) {
          throw new IllegalArgumentException(where + " is covered by slot " + c[k]
              + ", which does not exist (slots are 0.." + (n - 1) + ")");
        }
        if (c[k] == s) {
          throw new IllegalArgumentException(where + " covers itself");
        }
        if (k > 0 && c[k] == c[k - 1]) {
          throw new IllegalArgumentException(where + " lists slot " + c[k] + " twice");
        }
        coveredByMask[s] |= 1L << c[k];
        cov.get(c[k]).add(s);
      }
      this.coveredBy[s] = c;
    }
    this.covers = new int[n][];
    for (int s = 0; s < n; s++) {
      covers[s] = cov.get(s).stream().mapToInt(Integer::intValue).toArray();
    }
    checkAcyclic(source, lineOfSlot);
    if (defaultStockSize < 1) {
      throw new IllegalArgumentException(source + ": stock size must be at least 1 (its first card"
          + " starts the waste), was " + defaultStockSize);
    }
    this.defaultStockSize = defaultStockSize;
  }

  /** A cycle (a covers b covers ... covers a) would leave cards that can never open. */
  private void checkAcyclic(String source, int[] lineOfSlot) {
    int n = x.length;
    int[] state = new int[n]; // 0 new, 1 on the current path, 2 done
    int[] parent = new int[n];
    for (int root = 0; root < n; root++) {
      if (state[root] != 0) {
        continue;
      }
      // Iterative DFS along "is covered by" edges.
      int[] stack = new int[n];
      int[] next = new int[n];
      int sp = 0;
      stack[sp++] = root;
      state[root] = 1;
      parent[root] = -1;
      while (sp > 0) {
        int s = stack[sp - 1];
        if (next[s] < coveredBy[s].length) {
          int t = coveredBy[s][next[s]++];
          if (state[t] == 1) {
            List<Integer> cycle = new ArrayList<>();
            for (int u = s; u != t && u != -1; u = parent[u]) {
              cycle.add(0, u);
            }
            cycle.add(0, t);
            cycle.add(t);
            throw new IllegalArgumentException(source
                + (lineOfSlot != null ? " line " + lineOfSlot[t] : "") + ": slot " + t
                + " is in a coverage cycle " + cycle.toString().replace(", ", " covered by ")
                    .replace("[", "").replace("]", ""));
          }
          if (state[t] == 0) {
            state[t] = 1;
            parent[t] = s;
            stack[sp++] = t;
          }
        } else {
          state[s] = 2;
          sp--;
        }
      }
    }
  }

  /**
   * A layout from explicit coverage lists.
   *
   * @param coveredBy for each slot, the slots covering it
   */
  public static Layout of(String name, double[] x, double[] y, int[][] coveredBy, int defaultStockSize) {
    Objects.requireNonNull(name, "name");
    if (x.length != y.length || x.length != coveredBy.length) {
      throw new IllegalArgumentException("layout " + name + ": x, y and coverage must have one entry"
          + " per slot (" + x.length + ", " + y.length + ", " + coveredBy.length + ")");
    }
    return new Layout(name, x.clone(), y.clone(), deepClone(coveredBy), defaultStockSize, false,
        "layout " + name, null);
  }

  /** The same board dealt face up ({@code true}: every card seen from the start) or face down. */
  public Layout withDealtFaceUp(boolean faceUp) {
    return faceUp == dealtFaceUp ? this
        : new Layout(name, x, y, coveredBy, defaultStockSize, faceUp, "layout " + name, null);
  }

  private static int[][] deepClone(int[][] a) {
    int[][] c = new int[a.length][];
    for (int i = 0; i < a.length; i++) {
      c[i] = Objects.requireNonNull(a[i], "coverage of slot " + i).clone();
    }
    return c;
  }

  /**
   * Microsoft Solitaire's three peaks: 28 slots in the solver blog's board order, bottom row (10
   * cards) left to right, then rows of 9, 6 and 3. Slot 10+j is covered by j and j+1; the third row
   * is three pairs, pair k (slots 19+2k, 20+2k) covered by (10+3k, 11+3k) and (11+3k, 12+3k); peak k
   * (slot 25+k) by pair k. Default stock 24.
   */
  public static Layout microsoft() {
    return MICROSOFT;
  }

  private static final Layout MICROSOFT = buildMicrosoft();
  private static final Layout GOLF = buildGolf();

  private static Layout buildMicrosoft() {
    double[] x = new double[28];
    double[] y = new double[28];
    int[][] cov = new int[28][];
    for (int j = 0; j < 10; j++) {
      x[j] = j;
      y[j] = 0;
      cov[j] = new int[0];
    }
    for (int j = 0; j < 9; j++) {
      x[10 + j] = j + 0.5;
      y[10 + j] = 0.5;
      cov[10 + j] = new int[] {j, j + 1};
    }
    for (int k = 0; k < 3; k++) {
      x[19 + 2 * k] = 3 * k + 1;
      x[20 + 2 * k] = 3 * k + 2;
      y[19 + 2 * k] = y[20 + 2 * k] = 1.0;
      cov[19 + 2 * k] = new int[] {10 + 3 * k, 11 + 3 * k};
      cov[20 + 2 * k] = new int[] {11 + 3 * k, 12 + 3 * k};
      x[25 + k] = 3 * k + 1.5;
      y[25 + k] = 1.5;
      cov[25 + k] = new int[] {19 + 2 * k, 20 + 2 * k};
    }
    return new Layout("microsoft", x, y, cov, 24, false, "layout microsoft", null);
  }

  /**
   * Golf patience: 7 columns of 5 cards, each card covered by the one dealt on top of it, all 35
   * dealt face up (a player sees every tableau card; only the bottom card of each column is playable,
   * and only the stock's order is hidden). Slot {@code 5c + d} is column c, depth d (d = 0 dealt
   * first, at the top of the picture; d = 4 starts open). Default stock 17. Golf is played without
   * the K-A wrap: see {@link Level#golf()}.
   */
  public static Layout golf() {
    return GOLF;
  }

  private static Layout buildGolf() {
    double[] x = new double[35];
    double[] y = new double[35];
    int[][] cov = new int[35][];
    for (int c = 0; c < 7; c++) {
      for (int d = 0; d < 5; d++) {
        int s = 5 * c + d;
        x[s] = c * 1.1;
        y[s] = (4 - d) * 0.4;
        cov[s] = d < 4 ? new int[] {s + 1} : new int[0];
      }
    }
    return new Layout("golf", x, y, cov, 17, true, "layout golf", null);
  }

  /** A built-in layout by name: {@code microsoft} or {@code golf} (any case). */
  public static Layout named(String name) {
    switch (Objects.requireNonNull(name, "layout name").trim().toLowerCase(Locale.ROOT)) {
      case "microsoft":
        return MICROSOFT;
      case "golf":
        return GOLF;
      default:
        throw new IllegalArgumentException("unknown layout '" + name
            + "' (built-in layouts: microsoft, golf; or give a layout file)");
    }
  }

  /** The names of the built-in layouts. */
  public static List<String> builtInNames() {
    return List.of("microsoft", "golf");
  }

  /** Loads a layout file in the format described above (strict UTF-8, see {@link TextFiles}). */
  public static Layout load(Path file) {
    return parse(TextFiles.read(file, "layout file"), file.getFileName().toString());
  }

  /** Parses layout text; {@code sourceName} names the text in error messages (a file name). */
  public static Layout parse(String text, String sourceName) {
    Objects.requireNonNull(text, "layout text");
    String src = sourceName == null ? "layout" : sourceName;
    String name = src.replaceFirst("\\.[^.]*$", "");
    Integer stock = null;
    String coverage = "explicit";
    boolean faceUp = false;
    double cardW = Double.NaN;
    double cardH = Double.NaN;
    record SlotLine(int id, double x, double y, int layer, int[] coveredBy, boolean hasCover, int line) {}
    List<SlotLine> slots = new ArrayList<>();
    for (DataLines.Line dataLine : DataLines.of(TextFiles.stripBom(text))) {
      int ln = dataLine.number();
      String line = dataLine.text();
      String where = src + " line " + ln;
      String[] parts = line.split("\\s+", 2);
      String key = parts[0].toLowerCase(Locale.ROOT);
      String rest = parts.length > 1 ? parts[1].trim() : "";
      switch (key) {
        case "name":
          if (rest.isEmpty()) {
            throw new IllegalArgumentException(where + ": 'name' needs a value");
          }
          name = rest;
          break;
        case "stock":
          stock = parseInt(rest, where, "stock size");
          break;
        case "deal":
          switch (rest.toLowerCase(Locale.ROOT)) {
            case "face-up" -> faceUp = true;
            case "face-down" -> faceUp = false;
            default -> throw new IllegalArgumentException(where + ": deal must be 'face-up' or 'face-down', was '"
                + rest + "'");
          }
          break;
        case "coverage":
          coverage = rest.toLowerCase(Locale.ROOT);
          if (!coverage.equals("explicit") && !coverage.equals("overlap")) {
            throw new IllegalArgumentException(where + ": coverage must be 'explicit' or 'overlap', was '"
                + rest + "'");
          }
          break;
        case "card": {
          String[] wh = rest.split("\\s+");
          if (wh.length != 2) {
            throw new IllegalArgumentException(where + ": 'card' needs a width and a height");
          }
          cardW = parseDouble(wh[0], where, "card width");
          cardH = parseDouble(wh[1], where, "card height");
          if (!(cardW > 0) || !(cardH > 0)) {
            throw new IllegalArgumentException(where + ": card width and height must be positive");
          }
          break;
        }
        case "slot": {
          String head = rest;
          String tail = null;
          int colon = rest.indexOf(':');
          if (colon >= 0) {
            head = rest.substring(0, colon).trim();
            tail = rest.substring(colon + 1).trim();
          }
          String[] f = head.split("\\s+");
          if (f.length < 3 || f.length > 4) {
            throw new IllegalArgumentException(where + ": expected 'slot <id> <x> <y> [layer] [: covered-by ids]',"
                + " got '" + line + "'");
          }
          int id = parseInt(f[0], where, "slot id");
          double sx = parseDouble(f[1], where, "x of slot " + id);
          double sy = parseDouble(f[2], where, "y of slot " + id);
          int layer = f.length == 4 ? parseInt(f[3], where, "layer of slot " + id) : 0;
          int[] cov = new int[0];
          if (tail != null && !tail.isEmpty()) {
            String[] ids = tail.split("[\\s,]+");
            cov = new int[ids.length];
            for (int k = 0; k < ids.length; k++) {
              cov[k] = parseInt(ids[k], where, "covering slot id of slot " + id);
            }
          }
          slots.add(new SlotLine(id, sx, sy, layer, cov, tail != null, ln));
          break;
        }
        default:
          throw new IllegalArgumentException(where + ": unknown keyword '" + parts[0]
              + "' (expected name, stock, deal, coverage, card or slot)");
      }
    }
    int n = slots.size();
    if (n == 0) {
      throw new IllegalArgumentException(src + ": no 'slot' lines");
    }
    if (n > MAX_SLOTS) {
      throw new IllegalArgumentException(src + ": a layout may have at most " + MAX_SLOTS
          + " slots, has " + n);
    }
    SlotLine[] byId = new SlotLine[n];
    for (SlotLine s : slots) {
      if (s.id < 0 || s.id >= n) {
        throw new IllegalArgumentException(src + " line " + s.line + ": slot id " + s.id
            + " out of range (the file has " + n + " slots, so ids are 0.." + (n - 1) + ")");
      }
      if (byId[s.id] != null) {
        throw new IllegalArgumentException(src + " line " + s.line + ": slot " + s.id
            + " already defined on line " + byId[s.id].line);
      }
      byId[s.id] = s;
    }
    double[] xs = new double[n];
    double[] ys = new double[n];
    int[][] cov = new int[n][];
    int[] lineOf = new int[n];
    for (int i = 0; i < n; i++) {
      xs[i] = byId[i].x;
      ys[i] = byId[i].y;
      lineOf[i] = byId[i].line;
      cov[i] = byId[i].coveredBy;
    }
    if (coverage.equals("overlap")) {
      if (Double.isNaN(cardW)) {
        throw new IllegalArgumentException(src + ": coverage overlap needs a 'card <width> <height>' line");
      }
      for (int i = 0; i < n; i++) {
        if (byId[i].hasCover) {
          throw new IllegalArgumentException(src + " line " + lineOf[i] + ": slot " + i
              + " lists covering slots, but the file derives coverage from overlap");
        }
        List<Integer> c = new ArrayList<>();
        for (int j = 0; j < n; j++) {
          if (byId[j].layer > byId[i].layer
              && Math.abs(xs[i] - xs[j]) < cardW - 1e-9 && Math.abs(ys[i] - ys[j]) < cardH - 1e-9) {
            c.add(j);
          }
        }
        cov[i] = c.stream().mapToInt(Integer::intValue).toArray();
      }
    }
    int stockSize = stock != null ? stock : 52 - n;
    if (stockSize < 1) {
      throw new IllegalArgumentException(src + ": stock size must be at least 1 (give a 'stock' line),"
          + " was " + stockSize);
    }
    return new Layout(name, xs, ys, cov, stockSize, faceUp, src, lineOf);
  }

  private static int parseInt(String s, String where, String what) {
    try {
      return Integer.parseInt(s.trim());
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException(where + ": " + what + " must be an integer, was '" + s.trim() + "'");
    }
  }

  private static double parseDouble(String s, String where, String what) {
    try {
      double v = Double.parseDouble(s.trim());
      if (!Double.isFinite(v)) {
        throw new NumberFormatException();
      }
      return v;
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException(where + ": " + what + " must be a number, was '" + s.trim() + "'");
    }
  }

  /** Writes this layout in the text format (explicit coverage); {@link #parse} reads it back. */
  public String format() {
    StringBuilder sb = new StringBuilder();
    sb.append("name ").append(name).append('\n');
    sb.append("stock ").append(defaultStockSize).append('\n');
    if (dealtFaceUp) {
      sb.append("deal face-up\n");
    }
    sb.append("coverage explicit\n");
    for (int s = 0; s < size(); s++) {
      sb.append("slot ").append(s).append(' ').append(x[s]).append(' ').append(y[s]).append(" :");
      for (int c : coveredBy[s]) {
        sb.append(' ').append(c);
      }
      sb.append('\n');
    }
    return sb.toString();
  }

  public String name() {
    return name;
  }

  /** Number of board slots. */
  public int size() {
    return x.length;
  }

  /** Horizontal drawing position of a slot (card widths). */
  public double x(int slot) {
    return x[check(slot)];
  }

  /** Vertical drawing position of a slot, y up. */
  public double y(int slot) {
    return y[check(slot)];
  }

  /** The slots covering {@code slot} (ascending); a copy. */
  public int[] coveredBy(int slot) {
    return coveredBy[check(slot)].clone();
  }

  /** The slots that {@code slot} covers (ascending); a copy. */
  public int[] covers(int slot) {
    return covers[check(slot)].clone();
  }

  /** Bit mask of the slots covering {@code slot}. */
  public long coveredByMask(int slot) {
    return coveredByMask[check(slot)];
  }

  /**
   * True when the board is dealt face up: every card is seen from the start, a covered one is
   * only not yet playable (Golf). False: a covered card is dealt face down and turns up when it
   * opens (TriPeaks).
   */
  public boolean dealtFaceUp() {
    return dealtFaceUp;
  }

  /** Stock size used by {@link Level#builder(Layout)} unless set. */
  public int defaultStockSize() {
    return defaultStockSize;
  }

  /** Slots open at the start (nothing covers them), as a bit mask. */
  public long initiallyOpenMask() {
    long m = 0;
    for (int s = 0; s < size(); s++) {
      if (coveredBy[s].length == 0) {
        m |= 1L << s;
      }
    }
    return m;
  }

  // Package-private direct access for the engine's hot loops (no copies).
  int[] coversRaw(int slot) {
    return covers[slot];
  }

  int[] coveredByRaw(int slot) {
    return coveredBy[slot];
  }

  int check(int slot) {
    if (slot < 0 || slot >= x.length) {
      throw new IllegalArgumentException("slot " + slot + " out of range for layout " + name
          + " (slots 0.." + (x.length - 1) + ")");
    }
    return slot;
  }

  @Override
  public boolean equals(Object o) {
    if (!(o instanceof Layout l)) {
      return false;
    }
    return name.equals(l.name) && Arrays.equals(x, l.x) && Arrays.equals(y, l.y)
        && Arrays.deepEquals(coveredBy, l.coveredBy) && defaultStockSize == l.defaultStockSize
        && dealtFaceUp == l.dealtFaceUp;
  }

  @Override
  public int hashCode() {
    return Objects.hash(name, Arrays.hashCode(x), Arrays.deepHashCode(coveredBy));
  }

  @Override
  public String toString() {
    return "Layout[" + name + ", " + size() + " slots, stock " + defaultStockSize
        + (dealtFaceUp ? ", dealt face up" : "") + "]";
  }
}
