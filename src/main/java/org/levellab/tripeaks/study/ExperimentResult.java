package org.levellab.tripeaks.study;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.levellab.core.Estimate;
import org.levellab.core.Stats;
import org.levellab.core.Tables;
import tech.tablesaw.api.BooleanColumn;
import tech.tablesaw.api.IntColumn;
import tech.tablesaw.api.NumericColumn;
import tech.tablesaw.api.StringColumn;
import tech.tablesaw.api.Table;
import org.levellab.tripeaks.design.LevelConfig;
import org.levellab.tripeaks.design.LevelTheory;

/**
 * The per-player table of a {@link TriPeaksExperiment} with summaries: means (Student t) and shares
 * (Wilson) with 95% intervals, and the theory of the configuration beside them.
 */
public final class ExperimentResult {
  /** Confidence of every interval. */
  public static final double CONFIDENCE = 0.95;

  private final LevelConfig config;
  private final Table players;
  private final long seed;

  ExperimentResult(LevelConfig config, Table players, long seed) {
    this.config = Objects.requireNonNull(config, "config");
    this.players = Objects.requireNonNull(players, "players");
    this.seed = seed;
  }

  public LevelConfig config() {
    return config;
  }

  /** One row per player (see {@link TriPeaksExperiment.PlayerResult} for the columns). */
  public Table players() {
    return players;
  }

  public long seed() {
    return seed;
  }

  public int playerCount() {
    return players.rowCount();
  }

  /** Mean of a numeric column with its 95% interval. */
  public Estimate mean(String column) {
    return Stats.mean(players, column, CONFIDENCE);
  }

  /** Mean of a numeric column over the players who won (or who lost, {@code won = false}). */
  public Estimate meanWhere(String column, boolean won) {
    BooleanColumn w = players.booleanColumn("won");
    Table t = players.where(won ? w.isTrue() : w.isFalse());
    if (t.rowCount() == 0) {
      throw new IllegalArgumentException("no player " + (won ? "won" : "lost") + " in " + config.name());
    }
    return Stats.mean(t, column, CONFIDENCE);
  }

  /**
   * The players who won ({@code won = true}) or failed, as a result of their own named
   * "{@code <config> winners}" or "{@code <config> failed}", so that figures show them apart (a
   * failed player's stockpile use is the whole stock, not a cost of winning).
   */
  public ExperimentResult among(boolean won) {
    BooleanColumn w = players.booleanColumn("won");
    Table t = players.where(won ? w.isTrue() : w.isFalse());
    LevelConfig named = new LevelConfig(config.name() + (won ? " winners" : " failed"), config.level(),
        config.generator(), config.player(), config.run());
    return new ExperimentResult(named, t, seed);
  }

  /** Share of players for whom a boolean column is true. */
  public Estimate share(String booleanColumn) {
    return Stats.proportion(players, booleanColumn, CONFIDENCE);
  }

  /** Refuses a range [lo, hi] the wrong way round (or NaN), whose share would be a silent 0. */
  private static void checkRange(double lo, double hi) {
    if (!(lo <= hi)) {
      throw new IllegalArgumentException("range [" + lo + ", " + hi + "] is the wrong way round (give lo <= hi)");
    }
  }

  /**
   * Share of players whose {@code column} lies in [lo, hi], with its Wilson interval.
   *
   * @throws IllegalArgumentException when lo &gt; hi
   */
  public Estimate shareBetween(String column, double lo, double hi) {
    checkRange(lo, hi);
    NumericColumn<?> c = players.numberColumn(column);
    int k = 0;
    for (int i = 0; i < c.size(); i++) {
      double v = c.getDouble(i);
      if (v >= lo && v <= hi) {
        k++;
      }
    }
    return Stats.proportion(k, c.size(), CONFIDENCE);
  }

  /** Share of the players who won whose {@code column} lies in [lo, hi]. */
  public Estimate shareBetweenAmongWinners(String column, double lo, double hi) {
    checkRange(lo, hi);
    NumericColumn<?> c = players.numberColumn(column);
    BooleanColumn won = players.booleanColumn("won");
    int k = 0;
    int n = 0;
    for (int i = 0; i < c.size(); i++) {
      if (won.get(i)) {
        n++;
        double v = c.getDouble(i);
        if (v >= lo && v <= hi) {
          k++;
        }
      }
    }
    if (n == 0) {
      throw new IllegalArgumentException("no player won in " + config.name());
    }
    return Stats.proportion(k, n, CONFIDENCE);
  }

  /** Counts and shares (with Wilson intervals) of each value of an integer column. */
  public Table histogram(String intColumn) {
    int[] v = players.intColumn(intColumn).asIntArray();
    Table h = Stats.integerHistogram(v, CONFIDENCE);
    h.setName(config.name() + " " + intColumn);
    return h;
  }

  /** The configuration's theory, with the average open cards measured in this run. */
  public LevelTheory.Report theory() {
    return config.theory(mean("openCards").value());
  }

  /** The summary as ordered metric name to estimate. */
  public Map<String, Estimate> estimates() {
    Map<String, Estimate> m = new LinkedHashMap<>();
    m.put("win_rate", share("won"));
    m.put("gave_up_rate", share("gaveUp"));
    m.put("stock_drawn", mean("stockDrawn"));
    m.put("stock_used", mean("stockUsed"));
    m.put("longest_chain", mean("longestChain"));
    m.put("consecutive_matches", mean("consecutiveMatches"));
    m.put("hold_uses", mean("holdUses"));
    m.put("walls_broken", mean("wallsBroken"));
    m.put("fallbacks", mean("fallbacks"));
    m.put("consecutiveness", mean("consecutiveness"));
    m.put("consecutiveness_hold", mean("consecutivenessHold"));
    m.put("open_cards", mean("openCards"));
    LevelTheory.Report th = theory();
    m.put("share_stock_in_theory_range", shareBetween("stockUsed", th.minStockpile(), th.maxStockpile()));
    m.put("share_stock_below_theory_min", shareBetween("stockUsed", Double.NEGATIVE_INFINITY,
        Math.nextDown(th.minStockpile())));
    return m;
  }

  /** The summary table: metric, value with its 95% interval ({@code value_lo}, {@code value_hi}), n. */
  public Table summary() {
    Table t = Table.create(config.name() + " summary", StringColumn.create("metric"));
    t.addColumns(Tables.estimateColumns("value"));
    t.addColumns(IntColumn.create("n"));
    for (Map.Entry<String, Estimate> e : estimates().entrySet()) {
      t.stringColumn("metric").append(e.getKey());
      Tables.appendEstimate(t, "value", e.getValue());
      t.intColumn("n").append((int) e.getValue().n());
    }
    return t;
  }

  /**
   * Summaries side by side: one row per metric, for each result its value and 95% interval as
   * "value [lower, upper]".
   */
  public static Table compare(ExperimentResult... results) {
    Table t = Table.create("summaries", StringColumn.create("metric"));
    for (ExperimentResult r : results) {
      t.addColumns(StringColumn.create(r.config().name()));
    }
    List<Map<String, Estimate>> all = new java.util.ArrayList<>();
    for (ExperimentResult r : results) {
      all.add(r.estimates());
    }
    for (String metric : all.get(0).keySet()) {
      t.stringColumn("metric").append(metric);
      for (int k = 0; k < results.length; k++) {
        Estimate e = all.get(k).get(metric);
        t.stringColumn(results[k].config().name()).append(
            String.format("%.3f [%.3f, %.3f]", e.value(), e.lower(), e.upper()));
      }
    }
    return t;
  }

  /**
   * The run in one record (what {@code levellab tripeaks simulate --json} writes): the configuration,
   * the players and seed, the theory with the measured open cards, and every estimate of {@link
   * #estimates()}.
   */
  public record Overview(LevelConfig config, int players, long seed, LevelTheory.Report theory,
      Map<String, Estimate> summary) {
    public Overview {
      summary = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(summary));
    }
  }

  /** This run as an {@link Overview}. */
  public Overview overview() {
    return new Overview(config, playerCount(), seed, theory(), estimates());
  }
}
