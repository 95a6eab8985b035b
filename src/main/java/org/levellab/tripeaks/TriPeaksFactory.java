package org.levellab.tripeaks;

import java.util.List;
import java.util.Locale;
import java.util.TreeSet;
import org.levellab.core.Toml;
import org.levellab.game.Game;
import org.levellab.game.GameFactory;

/**
 * Registers TriPeaks in the game catalogue as {@code tripeaks} (Microsoft layout, K-A wrap) and
 * {@code golf} (Golf layout, no wrap), and reads and writes a level's rules as TOML:
 * <pre>
 * layout = "microsoft"          # a built-in layout, or the name of the layout written below
 * layout_text = '''...'''       # a layout file's text, for layouts that are not built in
 * stock = 24
 * wrap = true
 * hold_slot = false
 * hold_plays_back = false       # the held card may go back onto a matching waste top (needs hold_slot)
 * walls = [3, 8]
 * deck = "standard"             # or "custom": any ranks
 * </pre>
 * Every key is optional; missing keys take the named game's defaults (a missing {@code wrap} is
 * false for the Golf layout, true for any other).
 */
public final class TriPeaksFactory implements GameFactory {
  private static final String LITERAL = "'''";

  /** The rules as read from TOML; null fields keep the defaults. */
  record Rules(String layout, String layoutText, Integer stock, Boolean wrap, Boolean holdSlot,
      Boolean holdPlaysBack, List<Integer> walls, String deck) {
    Rules {
      if (deck != null && !deck.equals("standard") && !deck.equals("custom")) {
        throw new IllegalArgumentException("deck: must be \"standard\" or \"custom\", was \"" + deck + "\"");
      }
      if (stock != null && (stock < 1 || stock > Level.MAX_STOCK)) {
        throw new IllegalArgumentException("stock: must be 1.." + Level.MAX_STOCK
            + " (its first card starts the waste), was " + stock);
      }
    }
  }

  @Override
  public List<String> names() {
    return List.of("tripeaks", "golf");
  }

  @Override
  public String describe(String name) {
    return name.equals("golf") ? "Golf patience: 7 columns of 5, no K-A wrap (the TriPeaks engine)"
        : "TriPeaks (Microsoft three peaks by default; any layout, hold slot, walls)";
  }

  @Override
  public Game<?> create(String name, String rules) {
    Level base = name.equals("golf") ? Level.golf() : Level.microsoft();
    if (rules == null || rules.isBlank()) {
      return base;
    }
    Rules r = Toml.read(rules, name + " rules", Rules.class);
    Layout layout = base.layout();
    if (r.layoutText() != null) {
      layout = Layout.parse(r.layoutText(), "layout_text");
    } else if (r.layout() != null) {
      layout = Layout.named(r.layout());
    }
    Level.Builder b = Level.builder(layout).wrap(r.wrap() != null ? r.wrap() : !layout.name().equals("golf"));
    if (r.stock() != null) {
      b.stockSize(r.stock());
    }
    if (r.holdSlot() != null) {
      b.holdSlot(r.holdSlot());
    }
    if (r.holdPlaysBack() != null) {
      b.holdPlaysBack(r.holdPlaysBack());
    }
    if (r.walls() != null) {
      TreeSet<Integer> walls = new TreeSet<>();
      for (int w : r.walls()) {
        if (!walls.add(w)) {
          // as in a level configuration and on the command line (--walls)
          throw new IllegalArgumentException(name + " rules: walls: slot " + w + " is listed twice");
        }
      }
      b.walls(walls);
    }
    if (r.deck() != null) {
      b.deck(Level.Deck.valueOf(r.deck().toUpperCase(Locale.ROOT)));
    }
    try {
      return b.build();
    } catch (IllegalArgumentException e) {
      // What only the layout can tell (walls on slots it does not have, its own stock size).
      throw new IllegalArgumentException(name + " rules: " + e.getMessage(), e);
    }
  }

  /** The level's rules as TOML text (read back by {@link #create}). */
  static String rules(Level level) {
    Layout layout = level.layout();
    boolean builtIn = Layout.builtInNames().contains(layout.name()) && Layout.named(layout.name()).equals(layout);
    StringBuilder sb = new StringBuilder();
    sb.append("layout = ").append(basicString(layout.name())).append('\n');
    if (!builtIn) {
      String text = layout.format();
      // A literal block reads best; only a layout name holding its delimiter needs escapes.
      sb.append("layout_text = ").append(text.contains(LITERAL) ? basicString(text) : LITERAL + "\n" + text + LITERAL)
          .append('\n');
    }
    sb.append("stock = ").append(level.stockSize()).append('\n');
    sb.append("wrap = ").append(level.wrap()).append('\n');
    sb.append("hold_slot = ").append(level.holdSlot()).append('\n');
    if (level.holdPlaysBack()) {
      // written only when on, so the rules of every level without it read as before
      sb.append("hold_plays_back = true\n");
    }
    sb.append("walls = ").append(level.walls()).append('\n');
    sb.append("deck = \"").append(level.deck().name().toLowerCase(Locale.ROOT)).append("\"\n");
    return sb.toString();
  }

  /** {@code text} as a TOML basic string: quotes, backslashes and control characters escaped. */
  static String basicString(String text) {
    StringBuilder sb = new StringBuilder("\"");
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (c == '"' || c == '\\') {
        sb.append('\\').append(c);
      } else if (c == '\n') {
        sb.append("\\n");
      } else if (c < 0x20 || c == 0x7f) {
        sb.append(String.format(Locale.ROOT, "\\u%04X", (int) c));
      } else {
        sb.append(c);
      }
    }
    return sb.append('"').toString();
  }
}
