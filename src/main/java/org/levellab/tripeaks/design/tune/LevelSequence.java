package org.levellab.tripeaks.design.tune;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.function.IntConsumer;
import org.levellab.core.ProgressListener;
import org.levellab.core.RandomStreams;
import org.levellab.core.TextFiles;
import tech.tablesaw.api.BooleanColumn;
import tech.tablesaw.api.DoubleColumn;
import tech.tablesaw.api.IntColumn;
import tech.tablesaw.api.StringColumn;
import tech.tablesaw.api.Table;

/**
 * A sequence of levels tuned to a difficulty curve: one {@link TuneTarget} per level, each level
 * tuned on its own seed ({@code RandomStreams.taskSeed(seed, level)}), and a table of target
 * against reached (fresh seeds).
 *
 * <p>Curve file: one level per line, either a win rate ({@code 0.85}) or a whole target ({@code
 * win=0.85,chain=4..6}); blank lines and lines starting with {@code #} are skipped. A malformed
 * line is an error naming the file and the line.
 */
public final class LevelSequence {
  private LevelSequence() {}

  /** Reads a curve file. */
  public static List<TuneTarget> readCurve(Path file) {
    return parseCurve(TextFiles.read(file, "curve file"), file.toString());
  }

  /**
   * Reads a curve file, refusing, by its line, a target no level on a board of {@code boardCards}
   * cards can meet ({@link TuneTarget#unreachableBecause}), before any tuning.
   */
  public static List<TuneTarget> readCurve(Path file, int boardCards, int maxStock) {
    List<TuneTarget> targets = readCurve(file);
    int level = 0;
    String[] lines = TextFiles.stripBom(TextFiles.read(file, "curve file")).split("\r?\n", -1);
    for (int i = 0; i < lines.length; i++) {
      String line = lines[i].strip();
      if (line.isEmpty() || line.startsWith("#")) {
        continue;
      }
      String why = targets.get(level++).unreachableBecause(boardCards, maxStock);
      if (why != null) {
        throw new IllegalArgumentException(file + " line " + (i + 1) + ": " + why + ", so no level can reach it");
      }
    }
    return targets;
  }

  /** Reads curve text; {@code source} names it in errors. */
  public static List<TuneTarget> parseCurve(String text, String source) {
    List<TuneTarget> targets = new ArrayList<>();
    String[] lines = TextFiles.stripBom(text).split("\r?\n", -1);
    for (int i = 0; i < lines.length; i++) {
      String line = lines[i].strip();
      if (line.isEmpty() || line.startsWith("#")) {
        continue;
      }
      try {
        targets.add(TuneTarget.parse(line.contains("=") ? line : "win=" + line));
      } catch (IllegalArgumentException e) {
        throw new IllegalArgumentException(source + " line " + (i + 1) + ": " + e.getMessage()
            + " (a line is a win rate such as 0.85, or a target such as win=0.85,chain=4..6)", e);
      }
    }
    if (targets.isEmpty()) {
      throw new IllegalArgumentException(source + ": no levels (one target per line)");
    }
    return targets;
  }

  /**
   * A falling curve with breathers: {@code levels} win rates from {@code from} to {@code to} in even
   * steps, and every {@code breatherEvery}-th level {@code breather} easier (capped at {@code from}).
   */
  public static List<TuneTarget> fallingCurve(int levels, double from, double to, int breatherEvery,
      double breather) {
    if (levels < 1) {
      throw new IllegalArgumentException("levels: must be at least 1, was " + levels);
    }
    List<TuneTarget> t = new ArrayList<>();
    for (int i = 0; i < levels; i++) {
      double w = levels == 1 ? from : from + (to - from) * i / (levels - 1);
      if (breatherEvery > 0 && (i + 1) % breatherEvery == 0) {
        w = Math.min(Math.max(from, to), w + breather);
      }
      t.add(TuneTarget.win(Math.round(w * 1000) / 1000.0));
    }
    return t;
  }

  /** The curve as file text ({@link #parseCurve} reads it back). */
  public static String formatCurve(List<TuneTarget> targets) {
    StringBuilder s = new StringBuilder("# one level per line: a win rate, or win=..,chain=..,stock=..\n");
    for (TuneTarget t : targets) {
      s.append(t.chain() == null && t.stock() == null ? TuneTarget.fmt(t.win()) : t.toString()).append('\n');
    }
    return s.toString();
  }

  /** The seed of level {@code index} (0-based) of a sequence seeded {@code seed}. */
  public static long levelSeed(long seed, int index) {
    return RandomStreams.taskSeed(seed, index);
  }

  /** The file name of level {@code index} (0-based): {@code level-01.toml}. */
  public static String fileName(int index, int levels) {
    int digits = Math.max(2, Integer.toString(levels).length());
    return String.format("level-%0" + digits + "d.toml", index + 1);
  }

  /**
   * Tunes every level of the curve.
   *
   * @param tuner makes the tuner of a level from its target and seed
   * @param done called with each level's index once it is tuned (for progress)
   */
  public static List<Tuner.Result> tune(List<TuneTarget> curve, long seed, TunerFactory tuner, IntConsumer done) {
    Objects.requireNonNull(done, "done");
    List<Tuner.Result> results = new ArrayList<>();
    for (int i = 0; i < curve.size(); i++) {
      results.add(tuner.tuner(curve.get(i), levelSeed(seed, i)).progress(ProgressListener.NONE)
          .run(fileName(i, curve.size()).replace(".toml", "")));
      done.accept(i);
    }
    return results;
  }

  /** Makes the tuner of one level. */
  @FunctionalInterface
  public interface TunerFactory {
    Tuner tuner(TuneTarget target, long seed);
  }

  /**
   * Target against reached: level, target win, win on the tuning seeds, fresh win with its 95%
   * interval, mean longest chain and stock use (fresh), reached.
   */
  public static Table table(List<Tuner.Result> results) {
    Table t = Table.create("sequence", IntColumn.create("level"), StringColumn.create("target"),
        DoubleColumn.create("target win"), DoubleColumn.create("tuning win"), DoubleColumn.create("fresh win"),
        DoubleColumn.create("fresh win lo"), DoubleColumn.create("fresh win hi"),
        DoubleColumn.create("longest chain"), DoubleColumn.create("stock used"), BooleanColumn.create("reached"));
    for (int i = 0; i < results.size(); i++) {
      Tuner.Result r = results.get(i);
      t.intColumn("level").append(i + 1);
      t.stringColumn("target").append(r.target().toString());
      t.doubleColumn("target win").append(r.target().win());
      t.doubleColumn("tuning win").append(r.tuning().win().value());
      t.doubleColumn("fresh win").append(r.fresh().win().value());
      t.doubleColumn("fresh win lo").append(r.fresh().win().lower());
      t.doubleColumn("fresh win hi").append(r.fresh().win().upper());
      t.doubleColumn("longest chain").append(r.fresh().chain().value());
      t.doubleColumn("stock used").append(r.fresh().stock().value());
      t.booleanColumn("reached").append(r.reached());
    }
    return t;
  }
}
