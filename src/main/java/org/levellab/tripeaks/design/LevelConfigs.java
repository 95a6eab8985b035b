package org.levellab.tripeaks.design;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import tech.tablesaw.api.DoubleColumn;
import tech.tablesaw.api.IntColumn;
import tech.tablesaw.api.StringColumn;
import tech.tablesaw.api.Table;

/** The shipped level design configurations ({@code datasets/tripeaks/*.toml}) and their theory. */
public final class LevelConfigs {
  private LevelConfigs() {}

  /**
   * The {@code datasets/tripeaks} folder, looked for in the working directory and its parents (a
   * notebook runs in {@code notebooks/}, the CLI and tests in the project root).
   */
  public static Path folder() {
    Path dir = Path.of("").toAbsolutePath();
    for (Path p = dir; p != null; p = p.getParent()) {
      Path candidate = p.resolve("datasets").resolve("tripeaks");
      if (Files.isDirectory(candidate)) {
        return candidate;
      }
    }
    throw new IllegalArgumentException("no datasets/tripeaks folder in " + dir + " or its parents");
  }

  /** A shipped configuration by name, e.g. {@code sim1-groups}. */
  public static LevelConfig load(String name) {
    Path file = folder().resolve(name.endsWith(".toml") ? name : name + ".toml");
    if (!Files.isRegularFile(file)) {
      throw new IllegalArgumentException("no level configuration " + file);
    }
    return LevelConfig.load(file);
  }

  /** One row of theoretical values per configuration (configured open cards, if any). */
  public static Table theoryTable(List<LevelConfig> configs) {
    Table t = Table.create("theory", StringColumn.create("config"), StringColumn.create("groups"),
        IntColumn.create("instances"), DoubleColumn.create("avg unique cards"),
        DoubleColumn.create("avg group size"), DoubleColumn.create("hold p"),
        DoubleColumn.create("hold uses"), DoubleColumn.create("min stockpile"),
        DoubleColumn.create("max stockpile"), DoubleColumn.create("configured consecutiveness"),
        DoubleColumn.create("consecutive matches"));
    for (LevelConfig c : configs) {
      LevelTheory.Report r = c.theory(null);
      t.stringColumn("config").append(c.name());
      t.stringColumn("groups").append(java.util.Arrays.toString(r.groupSizes()));
      t.intColumn("instances").append(r.groupInstances());
      t.doubleColumn("avg unique cards").append(r.averageUniqueCards());
      t.doubleColumn("avg group size").append(r.averageGroupSize());
      t.doubleColumn("hold p").append(r.holdProbability());
      t.doubleColumn("hold uses").append(r.holdSlotUses());
      t.doubleColumn("min stockpile").append(r.minStockpile());
      t.doubleColumn("max stockpile").append(r.maxStockpile());
      t.doubleColumn("configured consecutiveness").append(r.configuredConsecutiveness());
      t.doubleColumn("consecutive matches").append(r.expectedConsecutiveMatches());
    }
    return t;
  }
}
