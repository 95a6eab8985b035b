package org.levellab.tripeaks.design;

import com.fasterxml.jackson.annotation.JacksonInject;
import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import com.fasterxml.jackson.databind.ser.std.StdSerializer;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Supplier;
import org.levellab.tripeaks.Layout;
import org.levellab.tripeaks.Level;

/**
 * The {@code [level]} table of a level design configuration: the board the designer lays out. A
 * designed level's ranks are chosen by a generator, not dealt from a deck, so its game is {@link
 * Level.Deck#CUSTOM}. The rules on stock sizes and walls are {@link Level}'s; errors name the key.
 *
 * <pre>
 * [level]
 * layout = "layouts/design24.layout"   # a layout file relative to the configuration, or "microsoft" | "golf"
 * stock = 30                           # stock cards, the first starts the waste (default 30)
 * wrap = true                          # K and A are neighbours (default true)
 * hold_slot = false                    # the level has a hold slot (default false)
 * hold_plays_back = false              # the held card may be played back onto a matching waste top,
 *                                      # emptying the slot (default false; needs hold_slot)
 * walls = [0, 8, 9, 12, 16]            # slots behind brick walls (default none)
 * </pre>
 *
 * @param layout the board (written out by its name)
 * @param walls slots behind brick walls, each once
 */
public record LevelSettings(@JsonSerialize(using = LevelSettings.LayoutName.class) Layout layout, int stock,
    boolean wrap, boolean holdSlot, boolean holdPlaysBack, List<Integer> walls) {
  /** The stock when none is given. */
  public static final int DEFAULT_STOCK = 30;
  /** The key under which {@link LevelConfig#parse} passes the configuration's folder. */
  static final String FOLDER = "levellab.configFolder";

  public LevelSettings {
    Objects.requireNonNull(layout, "layout");
    walls = List.copyOf(Objects.requireNonNull(walls, "walls"));
    Set<Integer> once = new HashSet<>();
    for (int w : walls) {
      if (!once.add(w)) {
        throw new IllegalArgumentException("walls: slot " + w + " is listed twice");
      }
    }
    Level.Builder b = Level.builder(layout).wrap(wrap).holdSlot(holdSlot).deck(Level.Deck.CUSTOM);
    b.holdPlaysBack(holdPlaysBack).build(); // its error names the key
    keyed("stock", () -> b.stockSize(stock).build());
    Set<Integer> wallSet = new TreeSet<>(walls);
    keyed("walls", () -> b.walls(wallSet).build());
  }

  /** Settings whose hold card, if any, is never played back (the default rule). */
  public LevelSettings(Layout layout, int stock, boolean wrap, boolean holdSlot, List<Integer> walls) {
    this(layout, stock, wrap, holdSlot, false, walls);
  }

  /** The defaults on {@code layout}: stock 30, wrap, no hold slot, no walls. */
  public static LevelSettings of(Layout layout) {
    return new LevelSettings(layout, DEFAULT_STOCK, true, false, List.of());
  }

  /** Reads the table; {@code folder} is where relative layout files are looked for (null: the working folder). */
  @JsonCreator
  static LevelSettings read(@JacksonInject(FOLDER) Path folder, @JsonProperty("layout") String layout,
      @JsonProperty("stock") Integer stock, @JsonProperty("wrap") Boolean wrap,
      @JsonProperty("hold_slot") Boolean holdSlot, @JsonProperty("hold_plays_back") Boolean holdPlaysBack,
      @JsonProperty("walls") List<Integer> walls) {
    return new LevelSettings(resolve(layout, folder), stock != null ? stock : DEFAULT_STOCK, wrap == null || wrap,
        holdSlot != null && holdSlot, holdPlaysBack != null && holdPlaysBack, walls != null ? walls : List.of());
  }

  /**
   * A layout file (relative to {@code folder} unless absolute) when one exists there, else a built-in
   * layout name.
   */
  static Layout resolve(String ref, Path folder) {
    if (ref == null || ref.isBlank()) {
      throw new IllegalArgumentException("layout: missing (a layout file, relative to the configuration, or a"
          + " built-in name: " + String.join(", ", Layout.builtInNames()) + ")");
    }
    Path file = folder != null ? folder.resolve(ref) : Path.of(ref);
    return keyed("layout", () -> {
      if (Files.exists(file)) {
        return Layout.load(file);
      }
      if (ref.contains("/") || ref.contains("\\") || ref.endsWith(".layout")) {
        throw new IllegalArgumentException("layout file " + file + " does not exist");
      }
      return Layout.named(ref);
    });
  }

  /** The engine's game: this board with a custom deck (the generator chooses every rank). */
  public Level game() {
    return Level.builder(layout).wrap(wrap).holdSlot(holdSlot).holdPlaysBack(holdPlaysBack)
        .walls(new TreeSet<>(walls)).stockSize(stock).deck(Level.Deck.CUSTOM).build();
  }

  /** These settings on another board (walls kept: they must exist on it). */
  public LevelSettings withLayout(Layout other) {
    return new LevelSettings(other, stock, wrap, holdSlot, holdPlaysBack, walls);
  }

  /** These settings with the hold card played back or not ({@code hold_plays_back}). */
  public LevelSettings withHoldPlaysBack(boolean playsBack) {
    return new LevelSettings(layout, stock, wrap, holdSlot, playsBack, walls);
  }

  /** Runs {@code check}, naming {@code key} in its error (the configuration key it concerns). */
  private static <T> T keyed(String key, Supplier<T> check) {
    try {
      return check.get();
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException(key + ": " + e.getMessage(), e);
    }
  }

  /** Writes the layout as its name in JSON and TOML. */
  static final class LayoutName extends StdSerializer<Layout> {
    LayoutName() {
      super(Layout.class);
    }

    @Override
    public void serialize(Layout layout, JsonGenerator gen, SerializerProvider provider) throws IOException {
      gen.writeString(layout.name());
    }
  }
}
