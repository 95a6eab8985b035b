package org.levellab.tripeaks.design;

import org.levellab.core.DataLines;
import org.levellab.core.TextFiles;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.TreeSet;
import org.levellab.tripeaks.Layout;
import org.levellab.tripeaks.Level;

/**
 * A level design experiment's configuration (the article's "initial parameters"): the layout, the
 * rank groups, the generator, the hold slot and stockpile probabilities, walls, and the simulation's
 * size. Immutable; build with {@link #builder()} or read a {@code .conf} file with {@link #load}.
 *
 * <h2>Text format ({@code datasets/tripeaks/*.conf})</h2>
 * <pre>
 * # comments and blank lines are ignored; one "key value" (or "key = value") per line
 * name            sim1-groups
 * layout          layouts/sim24.layout   (a file relative to the config, or a built-in layout name)
 * board_cards     24                     (only without a layout: theory needs just the card count)
 * groups          6,3,2,1                (repeating group sizes, 1..12 each, at most 13 groups)
 * generator       groups                 (groups | probabilistic)
 * consecutiveness 0.7                    (probabilistic only; default: the configured consecutiveness)
 * shuffle         true                   (shuffle the groups per player; default true)
 * unique_limit    3                      (most unique ranks per group, 2..12; default 12, no limit;
 *                                         "average" uses the article's 12 / N_groups - 1)
 * hold            0.5                    (hold slot use probability in [0, 1]; above 0 adds a hold slot)
 * stock           30                     (stock cards, the first starts the waste; default 30)
 * stock_match     1                      (stockpile matching probability in [0, 1]; default 1)
 * walls           3 8 10                 (slots behind brick walls)
 * wrap            true                   (K and A are neighbours; default true)
 * max_iterations  1000                   (moves before a player gives up; default 1000)
 * players         1000                   (default 1000)
 * seed            1                      (default 1)
 * open_cards      6                      (average open cards, for theory; default: measured)
 * </pre>
 * Errors name the source and the line: unknown or repeated keys, bad numbers, probabilities outside
 * [0, 1], impossible groups, walls on slots the layout does not have.
 */
public final class LevelConfig {
  /** How board ranks are generated. */
  public enum Generator {
    /** The article's group-based constrained randomization ({@link GroupRankGenerator}). */
    GROUPS,
    /** The purely probabilistic model with a consecutiveness parameter ({@link ProbabilisticRankGenerator}). */
    PROBABILISTIC
  }

  private final String name;
  private final String layoutRef;
  private final Layout layout;
  private final int boardCards;
  private final int[] groups;
  private final Generator generator;
  private final Double consecutiveness;
  private final boolean shuffle;
  private final int uniqueLimit;
  private final double holdProbability;
  private final int stock;
  private final double stockMatch;
  private final Set<Integer> walls;
  private final boolean wrap;
  private final int maxIterations;
  private final int players;
  private final long seed;
  private final Double openCards;

  private LevelConfig(Builder b) {
    this.name = b.name;
    this.layoutRef = b.layoutRef;
    this.layout = b.layout;
    this.groups = b.groups == null ? null : b.groups.clone();
    if (groups == null) {
      throw new IllegalArgumentException("configuration '" + name + "' needs group sizes (groups 6,3,2,1)");
    }
    LevelTheory.checkGroups(groups);
    if (layout != null) {
      if (b.boardCards != null && b.boardCards != layout.size()) {
        throw new IllegalArgumentException("board_cards " + b.boardCards + " disagrees with layout "
            + layout.name() + ", which has " + layout.size() + " slots");
      }
      this.boardCards = layout.size();
    } else {
      if (b.boardCards == null) {
        throw new IllegalArgumentException("configuration '" + name + "' needs a layout or board_cards");
      }
      this.boardCards = b.boardCards;
    }
    if (boardCards < 1 || boardCards > 64) {
      throw new IllegalArgumentException("board cards must be in 1..64, was " + boardCards);
    }
    this.generator = b.generator;
    if (b.consecutiveness != null) {
      LevelTheory.checkProbability(b.consecutiveness, "consecutiveness");
    }
    this.consecutiveness = b.consecutiveness;
    this.shuffle = b.shuffle;
    this.uniqueLimit = b.uniqueLimitAverage ? GroupRankGenerator.averageUniqueLimit(groups.length)
        : b.uniqueLimit != null ? b.uniqueLimit : LevelTheory.RANKS - 1;
    if (uniqueLimit < 2 || uniqueLimit > LevelTheory.RANKS - 1) {
      throw new IllegalArgumentException("unique_limit must be in 2..12, was " + uniqueLimit);
    }
    LevelTheory.checkProbability(b.holdProbability, "hold slot use probability");
    this.holdProbability = b.holdProbability;
    if (b.stock < 1 || b.stock > Level.MAX_STOCK) {
      throw new IllegalArgumentException("stock must be in 1.." + Level.MAX_STOCK + ", was " + b.stock);
    }
    this.stock = b.stock;
    LevelTheory.checkProbability(b.stockMatch, "stockpile matching probability");
    this.stockMatch = b.stockMatch;
    for (int w : b.walls) {
      if (w < 0 || w >= boardCards) {
        throw new IllegalArgumentException("wall on slot " + w + ", which does not exist (the "
            + (layout != null ? "layout " + layout.name() : "board") + " has slots 0.." + (boardCards - 1) + ")");
      }
    }
    if (b.walls.size() > Level.MAX_WALLS) {
      throw new IllegalArgumentException("at most " + Level.MAX_WALLS + " walls, got " + b.walls.size());
    }
    this.walls = Collections.unmodifiableSet(new TreeSet<>(b.walls));
    this.wrap = b.wrap;
    if (b.maxIterations < 1) {
      throw new IllegalArgumentException("max_iterations must be at least 1, was " + b.maxIterations);
    }
    this.maxIterations = b.maxIterations;
    if (b.players < 1) {
      throw new IllegalArgumentException("players must be at least 1, was " + b.players);
    }
    this.players = b.players;
    this.seed = b.seed;
    if (b.openCards != null && !(b.openCards > 0 && b.openCards <= boardCards)) {
      throw new IllegalArgumentException("open_cards must be in (0, " + boardCards + "], was " + b.openCards);
    }
    this.openCards = b.openCards;
  }

  /** A builder with the article's common defaults (1000 players, 1000 iterations, shuffle, p_stock 1). */
  public static Builder builder() {
    return new Builder();
  }

  /** A builder holding this configuration, to derive a variant. */
  public Builder toBuilder() {
    Builder b = new Builder();
    b.name = name;
    b.layoutRef = layoutRef;
    b.layout = layout;
    b.boardCards = layout == null ? boardCards : null;
    b.groups = groups.clone();
    b.generator = generator;
    b.consecutiveness = consecutiveness;
    b.shuffle = shuffle;
    b.uniqueLimit = uniqueLimit;
    b.holdProbability = holdProbability;
    b.stock = stock;
    b.stockMatch = stockMatch;
    b.walls.addAll(walls);
    b.wrap = wrap;
    b.maxIterations = maxIterations;
    b.players = players;
    b.seed = seed;
    b.openCards = openCards;
    return b;
  }

  /** Reads a configuration file; a relative layout path is resolved against the file's folder. */
  public static LevelConfig load(Path file) {
    Objects.requireNonNull(file, "config file");
    String text;
    try {
      text = Files.readString(file, StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read level configuration " + file + ": " + e.getMessage(), e);
    }
    Path dir = file.toAbsolutePath().getParent();
    return parse(text, file.toString(), dir);
  }

  /**
   * Parses the text format.
   *
   * @param sourceName named in error messages
   * @param baseDir folder for relative layout files (null: built-in layout names only)
   */
  public static LevelConfig parse(String text, String sourceName, Path baseDir) {
    Objects.requireNonNull(text, "text");
    Builder b = builder();
    String base = sourceName;
    int slash = Math.max(base.lastIndexOf('/'), base.lastIndexOf('\\'));
    b.name(base.substring(slash + 1).replaceFirst("\\.conf$", ""));
    Map<String, Integer> seen = new HashMap<>();
    Integer wallsLine = null;
    for (DataLines.Line dataLine : DataLines.of(TextFiles.stripBom(text))) {
      int lineNumber = dataLine.number();
      String line = dataLine.text();
      String where = sourceName + " line " + lineNumber;
      String key;
      String value;
      int eq = line.indexOf('=');
      int sp = indexOfSpace(line);
      if (eq >= 0) {
        key = line.substring(0, eq).trim();
        value = line.substring(eq + 1).trim();
      } else if (sp >= 0) {
        key = line.substring(0, sp);
        value = line.substring(sp).trim();
      } else {
        throw new IllegalArgumentException(where + ": '" + line + "' needs a value (key value)");
      }
      key = key.toLowerCase(Locale.ROOT);
      Integer before = seen.put(key, lineNumber);
      if (before != null) {
        throw new IllegalArgumentException(where + ": key '" + key + "' repeats line " + before);
      }
      if (value.isEmpty()) {
        throw new IllegalArgumentException(where + ": key '" + key + "' has no value");
      }
      try {
        switch (key) {
          case "name" -> b.name(value);
          case "layout" -> b.layout(value, baseDir);
          case "board_cards" -> b.boardCards(parseInt(value, key));
          case "groups" -> b.groups(parseInts(value, key));
          case "generator" -> b.generator(parseGenerator(value));
          case "consecutiveness" -> b.consecutiveness(parseDouble(value, key));
          case "shuffle" -> b.shuffle(parseBoolean(value, key));
          case "unique_limit" -> b.uniqueLimit(value.trim().equalsIgnoreCase("average") ? null
              : Integer.valueOf(parseInt(value, key)), value.trim().equalsIgnoreCase("average"));
          case "hold" -> b.holdProbability(parseDouble(value, key));
          case "stock" -> b.stock(parseInt(value, key));
          case "stock_match" -> b.stockMatch(parseDouble(value, key));
          case "walls" -> {
            wallsLine = lineNumber;
            for (int w : parseInts(value, key)) {
              b.wall(w);
            }
          }
          case "wrap" -> b.wrap(parseBoolean(value, key));
          case "max_iterations" -> b.maxIterations(parseInt(value, key));
          case "players" -> b.players(parseInt(value, key));
          case "seed" -> b.seed(parseLong(value, key));
          case "open_cards" -> b.openCards(parseDouble(value, key));
          default -> throw new IllegalArgumentException("unknown key '" + key + "' (known: name, layout, "
              + "board_cards, groups, generator, consecutiveness, shuffle, unique_limit, hold, stock, stock_match, walls, "
              + "wrap, max_iterations, players, seed, open_cards)");
        }
        checkEarly(b, key);
      } catch (IllegalArgumentException e) {
        throw new IllegalArgumentException(where + ": " + e.getMessage(), e);
      } catch (UncheckedIOException e) {
        throw new IllegalArgumentException(where + ": " + e.getMessage(), e);
      }
    }
    try {
      return b.build();
    } catch (IllegalArgumentException e) {
      String at = e.getMessage().startsWith("wall") && wallsLine != null ? " line " + wallsLine : "";
      throw new IllegalArgumentException(sourceName + at + ": " + e.getMessage(), e);
    }
  }

  /** Range checks that belong to one key, so the error names its line. */
  private static void checkEarly(Builder b, String key) {
    switch (key) {
      case "groups" -> LevelTheory.checkGroups(b.groups);
      case "hold" -> LevelTheory.checkProbability(b.holdProbability, "hold slot use probability");
      case "stock_match" -> LevelTheory.checkProbability(b.stockMatch, "stockpile matching probability");
      case "consecutiveness" -> LevelTheory.checkProbability(b.consecutiveness, "consecutiveness");
      default -> { }
    }
  }

  private static int indexOfSpace(String s) {
    for (int i = 0; i < s.length(); i++) {
      if (Character.isWhitespace(s.charAt(i))) {
        return i;
      }
    }
    return -1;
  }

  private static int parseInt(String v, String key) {
    try {
      return Integer.parseInt(v.trim());
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException(key + " must be a whole number, was '" + v + "'");
    }
  }

  private static long parseLong(String v, String key) {
    try {
      return Long.parseLong(v.trim());
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException(key + " must be a whole number, was '" + v + "'");
    }
  }

  private static double parseDouble(String v, String key) {
    try {
      return Double.parseDouble(v.trim());
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException(key + " must be a number, was '" + v + "'");
    }
  }

  private static boolean parseBoolean(String v, String key) {
    String s = v.trim().toLowerCase(Locale.ROOT);
    if (s.equals("true") || s.equals("yes") || s.equals("on")) {
      return true;
    }
    if (s.equals("false") || s.equals("no") || s.equals("off")) {
      return false;
    }
    throw new IllegalArgumentException(key + " must be true or false, was '" + v + "'");
  }

  /** Whole numbers separated by commas and/or spaces ("6,3,2,1" or "6 3 2 1"). */
  public static int[] parseInts(String v, String what) {
    String[] parts = v.trim().split("[,\\s]+");
    int[] out = new int[parts.length];
    for (int i = 0; i < parts.length; i++) {
      try {
        out[i] = Integer.parseInt(parts[i]);
      } catch (NumberFormatException e) {
        throw new IllegalArgumentException(what + ": item " + (i + 1) + " '" + parts[i]
            + "' is not a whole number");
      }
    }
    return out;
  }

  private static Generator parseGenerator(String v) {
    try {
      return Generator.valueOf(v.trim().toUpperCase(Locale.ROOT));
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException("generator must be groups or probabilistic, was '" + v + "'");
    }
  }

  // ---- accessors ---------------------------------------------------------------------------------

  public String name() {
    return name;
  }

  /** The layout as written in the configuration (file or built-in name), or null. */
  public String layoutRef() {
    return layoutRef;
  }

  /** The layout, or null for a theory-only configuration. */
  public Layout layout() {
    return layout;
  }

  public int boardCards() {
    return boardCards;
  }

  /** The configured (repeating) group sizes. */
  public int[] groups() {
    return groups.clone();
  }

  public Generator generator() {
    return generator;
  }

  /**
   * The probabilistic generator's chance that a new card matches an open card: as configured, else
   * the article's configured consecutiveness of the groups ({@link LevelTheory#configuredConsecutiveness}).
   */
  public double consecutiveness() {
    return consecutiveness != null ? consecutiveness
        : LevelTheory.configuredConsecutiveness(boardCards, groups);
  }

  public boolean shuffle() {
    return shuffle;
  }

  /** Most unique ranks one group may use (12: no limit). */
  public int uniqueLimit() {
    return uniqueLimit;
  }

  /** The player's hold slot use probability; a level has a hold slot when it is above 0. */
  public double holdProbability() {
    return holdProbability;
  }

  public boolean holdSlot() {
    return holdProbability > 0;
  }

  public int stock() {
    return stock;
  }

  public double stockMatch() {
    return stockMatch;
  }

  public Set<Integer> walls() {
    return walls;
  }

  public boolean wrap() {
    return wrap;
  }

  public int maxIterations() {
    return maxIterations;
  }

  public int players() {
    return players;
  }

  public long seed() {
    return seed;
  }

  /** The configured average open cards, or null (then experiments measure it). */
  public Double openCards() {
    return openCards;
  }

  /** The engine's game description for this configuration. */
  public Level level() {
    if (layout == null) {
      throw new IllegalArgumentException("configuration '" + name + "' has no layout, so it cannot be played"
          + " (only its theory can be computed)");
    }
    // Generators choose any rank (a designed level is not dealt from a deck).
    return Level.builder(layout).wrap(wrap).holdSlot(holdSlot()).walls(walls).stockSize(stock)
        .deck(Level.Deck.CUSTOM).build();
  }

  /** Every theoretical value, with the given average open cards (null: the configured one, if any). */
  public LevelTheory.Report theory(Double averageOpenCards) {
    Double open = averageOpenCards != null ? averageOpenCards : openCards;
    return LevelTheory.report(boardCards, groups, holdProbability, stockMatch > 0 ? stockMatch : 1, open);
  }

  /** The settings as ordered key/value pairs (for tables and JSON). */
  public Map<String, Object> describe() {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("name", name);
    m.put("layout", layout != null ? layout.name() : null);
    m.put("board_cards", boardCards);
    m.put("groups", groups.clone());
    m.put("generator", generator.name().toLowerCase(Locale.ROOT));
    if (generator == Generator.PROBABILISTIC) {
      m.put("consecutiveness", consecutiveness());
    }
    m.put("shuffle", shuffle);
    m.put("unique_limit", uniqueLimit);
    m.put("hold", holdProbability);
    m.put("stock", stock);
    m.put("stock_match", stockMatch);
    m.put("walls", walls.stream().mapToInt(Integer::intValue).toArray());
    m.put("wrap", wrap);
    m.put("max_iterations", maxIterations);
    m.put("players", players);
    m.put("seed", seed);
    m.put("open_cards", openCards);
    return m;
  }

  @Override
  public String toString() {
    return "LevelConfig[" + name + ", " + boardCards + " cards, groups " + Arrays.toString(groups) + ", "
        + generator.name().toLowerCase(Locale.ROOT) + (holdSlot() ? ", hold " + holdProbability : "")
        + (walls.isEmpty() ? "" : ", walls " + walls) + "]";
  }

  /** Builder for {@link LevelConfig}. */
  public static final class Builder {
    private String name = "level";
    private String layoutRef;
    private Layout layout;
    private Integer boardCards;
    private int[] groups;
    private Generator generator = Generator.GROUPS;
    private Double consecutiveness;
    private boolean shuffle = true;
    private Integer uniqueLimit;
    private boolean uniqueLimitAverage;
    private double holdProbability;
    private int stock = 30;
    private double stockMatch = 1;
    private final Set<Integer> walls = new TreeSet<>();
    private boolean wrap = true;
    private int maxIterations = 1000;
    private int players = 1000;
    private long seed = 1;
    private Double openCards;

    private Builder() {}

    public Builder name(String name) {
      this.name = Objects.requireNonNull(name, "name");
      return this;
    }

    public Builder layout(Layout layout) {
      this.layout = Objects.requireNonNull(layout, "layout");
      this.layoutRef = layout.name();
      return this;
    }

    /**
     * A layout file (relative to {@code baseDir} when not absolute) if it exists, else a built-in
     * layout name.
     */
    public Builder layout(String ref, Path baseDir) {
      Objects.requireNonNull(ref, "layout");
      Path p = baseDir != null ? baseDir.resolve(ref) : Path.of(ref);
      if (Files.isRegularFile(p)) {
        this.layout = Layout.load(p);
      } else if (ref.contains("/") || ref.contains("\\") || ref.endsWith(".layout")) {
        throw new IllegalArgumentException("layout file " + p + " does not exist");
      } else {
        this.layout = Layout.named(ref);
      }
      this.layoutRef = ref;
      return this;
    }

    public Builder boardCards(int boardCards) {
      this.boardCards = boardCards;
      return this;
    }

    public Builder groups(int... sizes) {
      this.groups = Objects.requireNonNull(sizes, "groups").clone();
      return this;
    }

    public Builder generator(Generator generator) {
      this.generator = Objects.requireNonNull(generator, "generator");
      return this;
    }

    public Builder consecutiveness(Double c) {
      this.consecutiveness = c;
      return this;
    }

    public Builder shuffle(boolean shuffle) {
      this.shuffle = shuffle;
      return this;
    }

    /** Most unique ranks per group (null: no limit). */
    public Builder uniqueLimit(Integer limit) {
      return uniqueLimit(limit, false);
    }

    /** Limits each group to the article's average unique cards ({@link GroupRankGenerator#averageUniqueLimit}). */
    public Builder uniqueLimitAverage() {
      return uniqueLimit(null, true);
    }

    private Builder uniqueLimit(Integer limit, boolean average) {
      this.uniqueLimit = limit;
      this.uniqueLimitAverage = average;
      return this;
    }

    public Builder holdProbability(double p) {
      this.holdProbability = p;
      return this;
    }

    public Builder stock(int stock) {
      this.stock = stock;
      return this;
    }

    public Builder stockMatch(double p) {
      this.stockMatch = p;
      return this;
    }

    public Builder wall(int slot) {
      walls.add(slot);
      return this;
    }

    public Builder walls(Set<Integer> slots) {
      walls.clear();
      walls.addAll(slots);
      return this;
    }

    public Builder wrap(boolean wrap) {
      this.wrap = wrap;
      return this;
    }

    public Builder maxIterations(int n) {
      this.maxIterations = n;
      return this;
    }

    public Builder players(int n) {
      this.players = n;
      return this;
    }

    public Builder seed(long seed) {
      this.seed = seed;
      return this;
    }

    public Builder openCards(Double open) {
      this.openCards = open;
      return this;
    }

    public LevelConfig build() {
      return new LevelConfig(this);
    }
  }
}
