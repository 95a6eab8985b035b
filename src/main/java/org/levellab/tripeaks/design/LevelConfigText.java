package org.levellab.tripeaks.design;

import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;

/**
 * Writes a level configuration as the TOML that {@link LevelConfig#load} reads back to an equal
 * record (what {@code levellab tripeaks tune} ships). The layout is written as the reference the
 * reader resolves: a built-in name as it is, a layout file as its path relative to the folder the
 * configuration goes to.
 */
public final class LevelConfigText {
  private LevelConfigText() {}

  /**
   * How a configuration written to {@code configFolder} names {@code layoutFile}: relative to that
   * folder, with forward slashes.
   */
  public static String layoutRef(Path layoutFile, Path configFolder) {
    Path rel = configFolder.toAbsolutePath().normalize().relativize(layoutFile.toAbsolutePath().normalize());
    return rel.toString().replace('\\', '/');
  }

  /**
   * The configuration as TOML.
   *
   * @param layoutRef the layout as the reader will resolve it ({@link #layoutRef}, or a built-in name)
   * @param comment lines written first as {@code #} comments (may be empty)
   */
  public static String write(LevelConfig c, String layoutRef, List<String> comment) {
    StringBuilder s = new StringBuilder();
    for (String line : comment) {
      s.append("# ").append(line).append('\n');
    }
    s.append("name = ").append(quote(c.name())).append("\n\n");
    LevelSettings l = c.level();
    s.append("[level]\n");
    s.append("layout = ").append(quote(layoutRef)).append('\n');
    s.append("stock = ").append(l.stock()).append('\n');
    s.append("wrap = ").append(l.wrap()).append('\n');
    s.append("hold_slot = ").append(l.holdSlot()).append('\n');
    if (l.holdPlaysBack()) {
      s.append("hold_plays_back = true\n");
    }
    s.append("walls = ").append(list(l.walls())).append("\n\n");
    GeneratorSettings g = c.generator();
    s.append("[generator]\n");
    s.append("kind = ").append(quote(g.kind().name().toLowerCase(Locale.ROOT))).append('\n');
    s.append("groups = ").append(list(g.groups())).append('\n');
    if (g.kind() == GeneratorSettings.Kind.GROUPS) {
      s.append("shuffle = ").append(g.shuffle()).append('\n');
      s.append("unique_limit = ").append(g.uniqueLimit()).append('\n');
      s.append("waste_visible = ").append(g.wasteVisible()).append('\n');
    }
    if (g.consecutiveness() != null) {
      s.append("consecutiveness = ").append(number(g.consecutiveness())).append('\n');
    }
    s.append("stock_match = ").append(number(g.stockMatch())).append("\n\n");
    s.append("[player]\n");
    s.append("hold_probability = ").append(number(c.player().holdProbability())).append('\n');
    s.append("max_iterations = ").append(c.player().maxIterations()).append('\n');
    if (c.player().holdRule() != PlayerSettings.HoldRule.KEEP) {
      s.append("hold_rule = \"").append(c.player().holdRule().key()).append("\"\n");
    }
    s.append('\n');
    s.append("[run]\n");
    s.append("players = ").append(c.run().players()).append('\n');
    s.append("seed = ").append(c.run().seed()).append('\n');
    return s.toString();
  }

  private static String list(List<Integer> values) {
    return values.stream().map(String::valueOf).collect(Collectors.joining(", ", "[", "]"));
  }

  /** A TOML float that reads back to the same double. */
  private static String number(double v) {
    return Double.toString(v);
  }

  private static String quote(String text) {
    StringBuilder s = new StringBuilder("\"");
    for (char ch : text.toCharArray()) {
      if (ch == '"' || ch == '\\') {
        s.append('\\').append(ch);
      } else if (ch < 0x20) {
        s.append(String.format("\\u%04x", (int) ch));
      } else {
        s.append(ch);
      }
    }
    return s.append('"').toString();
  }
}
