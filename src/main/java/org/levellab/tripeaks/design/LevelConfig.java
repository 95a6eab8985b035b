package org.levellab.tripeaks.design;

import com.fasterxml.jackson.annotation.JacksonInject;
import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonProperty;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import org.levellab.core.TextFiles;
import org.levellab.core.Toml;
import org.levellab.tripeaks.Layout;
import org.levellab.tripeaks.Level;

/**
 * A level design experiment's configuration (the article's "initial parameters"), one TOML file per
 * experiment ({@code datasets/tripeaks/*.toml}), one table per concern:
 *
 * <pre>
 * name = "sim1-groups"       # optional: the file name without .toml
 *
 * [level]                    # the board: LevelSettings
 * layout = "layouts/design24.layout"
 * hold_slot = false
 *
 * [generator]                # how ranks are chosen: GeneratorSettings
 * kind = "groups"
 * groups = [6, 3, 2, 1]
 *
 * [player]                   # the simulated player: PlayerSettings
 * hold_probability = 0
 *
 * [run]                      # the simulation's size and seed: RunSettings
 * players = 1000
 * seed = 1
 * </pre>
 *
 * Each table is a record that checks its own keys; this record checks what spans tables: the
 * configured groups must fit on the level's board, and a player may use a hold slot only on a level
 * that has one. Errors name the file, the line and the key ({@code sim4.toml line 9: level.walls:
 * wall on slot 30, which does not exist ...}).
 *
 * @param name the experiment's name (tables and figures show it)
 * @param player null gives the defaults (no hold slot use, 1000 moves)
 * @param run null gives the defaults (1000 players, seed 1)
 */
public record LevelConfig(String name, LevelSettings level, GeneratorSettings generator, PlayerSettings player,
    RunSettings run) {
  private static final String NAME = "levellab.configName";

  public LevelConfig {
    if (name == null || name.isBlank()) {
      throw new IllegalArgumentException("name: must not be empty");
    }
    if (level == null) {
      throw new IllegalArgumentException("level: missing (the [level] table, with at least its layout)");
    }
    if (generator == null) {
      throw new IllegalArgumentException("generator: missing (the [generator] table, with its kind and groups)");
    }
    player = player != null ? player : PlayerSettings.of(0);
    run = run != null ? run : RunSettings.defaults();
    try {
      LevelTheory.checkGroupsFit(level.layout().size(), generator.groupSizes());
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException("generator.groups: " + e.getMessage(), e);
    }
    if (player.holdProbability() > 0 && !level.holdSlot()) {
      throw new IllegalArgumentException("player.hold_probability: " + player.holdProbability()
          + " needs a level with a hold slot (level.hold_slot = true)");
    }
    if (player.holdRule() == PlayerSettings.HoldRule.BENEATH && !level.holdPlaysBack()) {
      throw new IllegalArgumentException("player.hold_rule: \"beneath\" plays the held card back, which needs"
          + " level.hold_plays_back = true");
    }
  }

  /** A configuration with the default player and run. */
  public static LevelConfig of(String name, LevelSettings level, GeneratorSettings generator) {
    return new LevelConfig(name, level, generator, null, null);
  }

  /** Reads the file's tables; a missing {@code name} is the file name without its extension. */
  @JsonCreator
  static LevelConfig read(@JacksonInject(NAME) String fileName, @JsonProperty("name") String name,
      @JsonProperty("level") LevelSettings level, @JsonProperty("generator") GeneratorSettings generator,
      @JsonProperty("player") PlayerSettings player, @JsonProperty("run") RunSettings run) {
    return new LevelConfig(name != null ? name : fileName, level, generator, player, run);
  }

  /** Reads a configuration file (strict UTF-8); a relative layout path is resolved against the file's folder. */
  public static LevelConfig load(Path file) {
    Objects.requireNonNull(file, "config file");
    return parse(TextFiles.read(file, "level configuration"), file.toString(), file.toAbsolutePath().getParent());
  }

  /**
   * Reads configuration text.
   *
   * @param source named in error messages (a file name); its last part without extension is the
   *     default name
   * @param folder where relative layout files are looked for (null: the working folder)
   * @throws IllegalArgumentException naming the source, the line and the key
   */
  public static LevelConfig parse(String text, String source, Path folder) {
    Map<String, Object> context = new HashMap<>();
    context.put(NAME, Path.of(source).getFileName().toString().replaceFirst("\\.[^.]*$", ""));
    // Map.copyOf in the reader refuses null values: "no folder" is the working folder.
    context.put(LevelSettings.FOLDER, folder != null ? folder : Path.of("").toAbsolutePath());
    return Toml.read(text, source, LevelConfig.class, context);
  }

  /** The engine's game of this level (a custom deck: the generator chooses every rank). */
  public Level game() {
    return level.game();
  }

  /** Cards on the board. */
  public int boardCards() {
    return level.layout().size();
  }

  /** The probabilistic generator's match chance on this board ({@link GeneratorSettings#consecutivenessOn}). */
  public double consecutiveness() {
    return generator.consecutivenessOn(boardCards());
  }

  /** Every theoretical value, with the given average open cards (null: none). */
  public LevelTheory.Report theory(Double averageOpenCards) {
    double stockMatch = generator.stockMatch();
    // With stock cards that never match, the stockpile estimates would divide by 0: they assume 1 then.
    return LevelTheory.report(boardCards(), generator.groupSizes(), player.holdProbability(),
        stockMatch > 0 ? stockMatch : 1, averageOpenCards);
  }

  /** This configuration on another board (Simulation 5); its walls must exist there and its groups fit. */
  public LevelConfig withLayout(Layout layout) {
    return new LevelConfig(name, level.withLayout(layout), generator, player, run);
  }

  /** This configuration with another player. */
  public LevelConfig withPlayer(PlayerSettings other) {
    return new LevelConfig(name, level, generator, other, run);
  }

  @Override
  public String toString() {
    return "LevelConfig[" + name + ", " + boardCards() + " cards, groups " + generator.groups() + ", "
        + generator.kind().name().toLowerCase(Locale.ROOT)
        + (level.holdSlot() ? ", hold " + player.holdProbability() : "")
        + (level.walls().isEmpty() ? "" : ", walls " + level.walls()) + "]";
  }
}
