package org.levellab.cli;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import org.levellab.core.Progress;
import org.levellab.core.ProgressListener;
import org.levellab.tripeaks.design.tune.DesignSpace;
import org.levellab.tripeaks.design.tune.LevelSequence;
import org.levellab.tripeaks.design.tune.TuneTarget;
import org.levellab.tripeaks.design.tune.Tuner;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import tech.tablesaw.api.Table;

/**
 * {@code levellab tripeaks sequence}: one tuned configuration per level of a difficulty curve, in a
 * folder, with {@code sequence.csv} (target against reached on fresh seeds). Exits 3 when some level
 * missed its target.
 */
@Command(name = "sequence", mixinStandardHelpOptions = true,
    description = {"Tune one TriPeaks level per line of a curve file (a win rate, or win=..,chain=..,stock=..).",
        "Writes DIR/level-NN.toml and DIR/sequence.csv; exit code 3 when a level missed its target."})
public final class TripeaksSequenceCommand implements Callable<Integer> {
  @Mixin TripeaksTuneCommand.LayoutOption layout;

  @Option(names = "--curve", required = true, paramLabel = "FILE", description = "Curve file: one target per level.")
  Path curve;

  @Mixin TripeaksTuneCommand.TuneOptions tune;

  @Option(names = "--out", required = true, paramLabel = "DIR", description = "Folder for the configurations.")
  Path out;

  @Option(names = "--overwrite", description = "Write into a folder that is not empty.")
  boolean overwrite;

  /** The table of targets against results, beside the configurations. */
  static final String TABLE = "sequence.csv";

  @Override
  public Integer call() {
    long seed = tune.seed.seed();
    DesignSpace space = layout.space(out.toAbsolutePath(), tune, seed);
    List<TuneTarget> targets = LevelSequence.readCurve(curve, space.boardCards(), space.maxStock());
    java.util.Set<String> names = new java.util.HashSet<>();
    for (int i = 0; i < targets.size(); i++) {
      names.add(LevelSequence.fileName(i, targets.size()));
    }
    names.add(TABLE);
    OutputFolder folder = OutputFolder.open(out, "--out", overwrite, names::contains,
        OutputFile.input("--curve", curve), OutputFile.input("--layout", layout.file()));
    ProgressListener bar = Progress.newDefault();
    bar.start("sequence", targets.size());
    List<Tuner.Result> results;
    try {
      results = LevelSequence.tune(targets, seed, (t, s) -> {
        Tuner tuner = tune.tuner(space, t);
        return tuner.seed(s);
      }, i -> bar.advance(i + 1, targets.size()));
    } finally {
      bar.finish(targets.size(), targets.size());
    }
    for (int i = 0; i < results.size(); i++) {
      folder.write(LevelSequence.fileName(i, results.size()), TripeaksTuneCommand.toml(results.get(i),
          space.layoutRef()));
    }
    Table t = LevelSequence.table(results);
    folder.write(TABLE, t.write().toString("csv"));
    long missed = results.stream().filter(r -> !r.reached()).count();
    StringBuilder s = new StringBuilder(String.format("%-6s %-28s %-8s %-26s %s%n", "level", "target", "tuning",
        "fresh win [95%]", "reached"));
    for (int i = 0; i < results.size(); i++) {
      Tuner.Result r = results.get(i);
      s.append(String.format("%-6d %-28s %-8.4f %-26s %s%n", i + 1, r.target(), r.tuning().win().value(),
          TripeaksTuneCommand.est(r.fresh().win()), r.reached() ? "yes" : "NO"));
    }
    if (folder.ok()) {
      s.append(results.size()).append(" configurations and " + TABLE + " written to ").append(out);
    }
    if (missed > 0) {
      s.append("\n").append(missed).append(" level").append(missed == 1 ? "" : "s")
          .append(" did NOT reach the target (closest levels written)");
    }
    System.out.println(s);
    folder.finish();
    return missed == 0 ? 0 : TripeaksTuneCommand.NOT_REACHED;
  }
}
