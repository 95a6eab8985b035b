package org.levellab.tripeaks.study;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.levellab.core.ProgressListener;
import org.levellab.core.RandomStreams;
import org.levellab.core.Tables;
import tech.tablesaw.api.IntColumn;
import tech.tablesaw.api.StringColumn;
import tech.tablesaw.api.Table;
import org.levellab.tripeaks.Layout;
import org.levellab.tripeaks.design.LevelConfig;

/**
 * The article's Simulation 5: the same group configurations played on layouts with different
 * numbers of open cards. Each (configuration, layout) pair is a {@link TriPeaksExperiment} seeded
 * with {@link RandomStreams#derive(long, String) derive(seed, config + "@" + layout)}.
 */
public final class OpenCardsExperiment {
  /** The seven Simulation 5 layout files, in {@code datasets/tripeaks/layouts/}. */
  public static final int[] NOMINAL_OPEN = {1, 2, 3, 4, 6, 8, 12};

  private OpenCardsExperiment() {}

  /** The Simulation 5 layouts from a {@code datasets/tripeaks} folder. */
  public static List<Layout> layouts(Path datasetFolder) {
    List<Layout> out = new ArrayList<>();
    for (int k : NOMINAL_OPEN) {
      out.add(Layout.load(datasetFolder.resolve("layouts").resolve("open" + k + ".layout")));
    }
    return out;
  }

  /**
   * Runs every configuration on every layout: one row per pair with the measured open cards,
   * consecutive matches, stock used, longest chain and fallbacks: means with 95% intervals, in the
   * columns {@code x}, {@code x_lo}, {@code x_hi} ({@link Tables#estimateColumns}).
   */
  public static Table run(List<LevelConfig> configs, List<Layout> layouts, int players, long seed,
      ProgressListener progress) {
    Objects.requireNonNull(configs, "configs");
    Objects.requireNonNull(layouts, "layouts");
    Table t = Table.create("open cards", StringColumn.create("config"), StringColumn.create("layout"),
        IntColumn.create("players"));
    String[] metrics = {"openCards", "consecutiveMatches", "stockUsed", "longestChain", "fallbacks"};
    for (String m : metrics) {
      t.addColumns(Tables.estimateColumns(m));
    }
    for (LevelConfig c : configs) {
      for (Layout l : layouts) {
        LevelConfig cl = c.withLayout(l);
        TriPeaksExperiment e = TriPeaksExperiment.of(cl).players(players)
            .seed(RandomStreams.derive(seed, c.name() + "@" + l.name()));
        if (progress != null) {
          e.progress(progress);
        }
        ExperimentResult r = e.run();
        t.stringColumn("config").append(c.name());
        t.stringColumn("layout").append(l.name());
        t.intColumn("players").append(players);
        for (String m : metrics) {
          Tables.appendEstimate(t, m, r.mean(m));
        }
      }
    }
    return t;
  }
}
