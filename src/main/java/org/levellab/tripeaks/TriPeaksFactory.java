package org.levellab.tripeaks;

import java.util.List;
import java.util.Locale;
import java.util.Set;
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
 * walls = [3, 8]
 * deck = "standard"             # or "custom": any ranks
 * </pre>
 * Every key is optional; missing keys take the named game's defaults.
 */
public final class TriPeaksFactory implements GameFactory {
  /** The rules as read from TOML; null fields keep the defaults. */
  record Rules(String layout, String layoutText, Integer stock, Boolean wrap, Boolean holdSlot, List<Integer> walls,
      String deck) {
    Rules {
      if (deck != null && !deck.equals("standard") && !deck.equals("custom")) {
        throw new IllegalArgumentException("deck: must be \"standard\" or \"custom\", was \"" + deck + "\"");
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
    // Golf never wraps; every other layout wraps unless the rules say otherwise.
    Level.Builder b = Level.builder(layout).wrap(r.wrap() != null ? r.wrap() : !layout.name().equals("golf"));
    if (r.stock() != null) {
      b.stockSize(r.stock());
    }
    if (r.holdSlot() != null) {
      b.holdSlot(r.holdSlot());
    }
    if (r.walls() != null) {
      b.walls(new TreeSet<>(r.walls()));
    }
    if (r.deck() != null) {
      b.deck(Level.Deck.valueOf(r.deck().toUpperCase(Locale.ROOT)));
    }
    return b.build();
  }

  /** The level's rules as TOML text (read back by {@link #create}). */
  static String rules(Level level) {
    Layout layout = level.layout();
    boolean builtIn = Layout.builtInNames().contains(layout.name()) && Layout.named(layout.name()).equals(layout);
    StringBuilder sb = new StringBuilder();
    sb.append("layout = \"").append(layout.name()).append("\"\n");
    if (!builtIn) {
      sb.append("layout_text = '''\n").append(layout.format()).append("'''\n");
    }
    sb.append("stock = ").append(level.stockSize()).append('\n');
    sb.append("wrap = ").append(level.wrap()).append('\n');
    sb.append("hold_slot = ").append(level.holdSlot()).append('\n');
    Set<Integer> walls = level.walls();
    sb.append("walls = ").append(walls.toString()).append('\n');
    sb.append("deck = \"").append(level.deck().name().toLowerCase(Locale.ROOT)).append("\"\n");
    return sb.toString();
  }
}
