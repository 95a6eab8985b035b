package org.levellab.cli;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.levellab.core.Estimate;
import org.levellab.tripeaks.Layout;
import org.levellab.tripeaks.design.LevelConfigText;
import org.levellab.tripeaks.design.PlayerSettings;
import org.levellab.tripeaks.design.tune.DesignSpace;
import org.levellab.tripeaks.design.tune.Playtest;
import org.levellab.tripeaks.design.tune.TuneTarget;
import org.levellab.tripeaks.design.tune.Tuner;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code levellab tripeaks tune}: a level configuration tuned to a target win rate (and chain and
 * stock ranges), written as TOML that {@code tripeaks simulate --config} reads back. Exits 3 when
 * the target was not reached (the closest level is written all the same).
 */
@Command(name = "tune", mixinStandardHelpOptions = true,
    description = {"Tune a TriPeaks level's generator to a target (CMA-ES over groups, stock, stock matching,"
        + " walls, hold slot; common random numbers).",
        "Exit code 3: the target was not reached; the closest level found is written."})
public final class TripeaksTuneCommand implements Callable<Integer> {
  /** Exit code when the target was not reached. */
  public static final int NOT_REACHED = 3;

  @Mixin LayoutOption layout;

  @Option(names = "--target", required = true, paramLabel = "SPEC",
      description = "win=0.60[,chain=5..7][,stock=8..14]: win rate, mean longest chain, mean stock cards used.")
  String target;

  @Mixin TuneOptions tune;

  @Option(names = "--name", paramLabel = "NAME", description = "The level's name (default: the file name).")
  String name;

  @Option(names = "--out", required = true, paramLabel = "FILE",
      description = "Where the configuration goes (.toml; - for the standard output).")
  Path out;

  @Option(names = "--overwrite", description = "Replace --out if it exists.")
  boolean overwrite;

  @Mixin JsonOption json;

  /** The layout option shared by tune and sequence. */
  public static final class LayoutOption {
    @Option(names = "--layout", required = true, paramLabel = "NAME|FILE",
        description = "Built-in layout (microsoft, golf) or a layout file.")
    String layout;

    /** The layout file named, or null for a built-in layout (an input of the command). */
    Path file() {
      String l = layout.trim();
      return Layout.builtInNames().contains(l.toLowerCase(Locale.ROOT)) ? null : Path.of(l);
    }

    /** The design space on this layout, naming it as a configuration written to {@code folder} will. */
    DesignSpace space(Path folder, TuneOptions t, long seed) {
      String l = layout.trim();
      Layout lay;
      String ref;
      if (Layout.builtInNames().contains(l.toLowerCase(Locale.ROOT))) {
        lay = Layout.named(l);
        ref = l.toLowerCase(Locale.ROOT);
      } else if (Files.isRegularFile(Path.of(l))) {
        try {
          lay = Layout.load(Path.of(l));
        } catch (IllegalArgumentException e) {
          throw new IllegalArgumentException("--layout: " + e.getMessage(), e);
        }
        ref = LevelConfigText.layoutRef(Path.of(l), folder);
      } else {
        throw new IllegalArgumentException("--layout: '" + l + "' is neither a built-in layout ("
            + String.join(", ", Layout.builtInNames()) + ") nor a layout file");
      }
      try {
        return new DesignSpace(lay, ref, t.holdProbability, PlayerSettings.DEFAULT_MAX_ITERATIONS, seed);
      } catch (IllegalArgumentException e) {
        throw new IllegalArgumentException("--hold-probability: " + e.getMessage(), e);
      }
    }
  }

  /** The tuner's options shared by tune and sequence. */
  public static final class TuneOptions {
    @Option(names = "--agent", defaultValue = "player", paramLabel = "NAME",
        description = "Who plays: player (the article's model), or greedy, pimc... from the agent catalogue"
            + " (default: ${DEFAULT-VALUE}).")
    String agent;

    @Option(names = "--players", defaultValue = "2400", paramLabel = "N",
        description = "Players per candidate and for the fresh check (default: ${DEFAULT-VALUE}, about ±0.02 at 60%%).")
    int players;

    @Option(names = "--tolerance", defaultValue = "0.02",
        description = "Fresh win rate within this of the target counts as reached (default: ${DEFAULT-VALUE}).")
    double tolerance;

    @Option(names = "--max-candidates", defaultValue = "200", paramLabel = "N",
        description = "Most configurations tried (default: ${DEFAULT-VALUE}).")
    int maxCandidates;

    @Option(names = "--hold-probability", defaultValue = "0.5", paramLabel = "P",
        description = "Hold slot use of the player model on levels with a hold slot (default: ${DEFAULT-VALUE}).")
    double holdProbability;

    @Mixin SeedOption seed;
    @Mixin ThreadsOption threads;

    Tuner tuner(DesignSpace space, TuneTarget target) {
      Playtest p;
      try {
        p = new Playtest(agent, threads.threads());
      } catch (IllegalArgumentException e) {
        throw new IllegalArgumentException("--agent: " + e.getMessage(), e);
      }
      try {
        return new Tuner(space, target, p).players(players).tolerance(tolerance).maxCandidates(maxCandidates)
            .seed(seed.seed());
      } catch (IllegalArgumentException e) {
        throw new IllegalArgumentException("--" + e.getMessage().replace("max candidates", "max-candidates"), e);
      }
    }
  }

  @Override
  public Integer call() {
    try (OutputFile file = OutputFile.open(out, "--out", overwrite, OutputFile.input("--layout", layout.file()))) {
      TuneTarget t = parseTarget(target);
      Path folder = file.toStdout() ? Path.of("").toAbsolutePath() : out.toAbsolutePath().getParent();
      DesignSpace space = layout.space(folder, tune, tune.seed.seed());
      String why = t.unreachableBecause(space.boardCards(), space.maxStock());
      if (why != null) {
        // refused before the search, which would otherwise spend its budget on it and report it missed
        throw new IllegalArgumentException("--target " + target + ": " + why + ", so no level can reach it");
      }
      Tuner tuner = tune.tuner(space, t);
      String levelName = name != null ? name
          : file.toStdout() ? "tuned" : out.getFileName().toString().replaceFirst("\\.toml$", "");
      Tuner.Result r = tuner.run(levelName);
      file.write(toml(r, space.layoutRef()));
      String written = file.written() ? file.toString() : null;
      json.print(OutputFile.summaryStream(file), new Report(r.target().toString(), r.agent(), r.reached(),
          r.statement(), r.tuning(), r.fresh(), r.promise(), r.winnersCurse(), r.candidates().size(), r.millis(),
          written), text(r, written));
      OutputFile.finish(file);
      return r.reached() ? 0 : NOT_REACHED;
    }
  }

  /** What {@code --json} prints. */
  record Report(String target, String agent, boolean reached, String statement, Playtest.Measure tuning,
      Playtest.Measure fresh, Estimate promise, double winnersCurse, int candidates, double millis, String out) {}

  static TuneTarget parseTarget(String text) {
    try {
      return TuneTarget.parse(text);
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException("--target: " + e.getMessage(), e);
    }
  }

  /** The chosen configuration as TOML, with a comment saying what it was tuned to and what it gave. */
  static String toml(Tuner.Result r, String layoutRef) {
    List<String> comment = List.of(
        "tuned by levellab tripeaks tune: target " + r.target() + ", agent " + r.agent(),
        String.format("win on the tuning seeds %s, on fresh seeds %s (the [run] below)", est(r.tuning().win()),
            est(r.fresh().win())),
        String.format("a new run of %d players should give a win rate in [%.4f, %.4f]",
            r.config().run().players(), r.promise().lower(), r.promise().upper()),
        r.reached() ? "target reached" : "target NOT reached: the closest level found");
    return LevelConfigText.write(r.config(), layoutRef, comment);
  }

  static String est(Estimate e) {
    return String.format("%.4f [%.4f, %.4f]", e.value(), e.lower(), e.upper());
  }

  static String text(Tuner.Result r, String out) {
    StringBuilder s = new StringBuilder();
    s.append("target ").append(r.target()).append(", agent ").append(r.agent()).append(", ")
        .append(r.tuning().players()).append(" players per candidate, ").append(r.candidates().size())
        .append(" candidates, ").append(String.format("%.1f s", r.millis() / 1000)).append('\n');
    s.append("chosen: ").append(r.config()).append(", stock ").append(r.config().level().stock())
        .append(", stock match ").append(r.config().generator().stockMatch()).append('\n');
    s.append(String.format("%-14s %-28s %-22s %-22s%n", "", "win", "longest chain", "stock used"));
    for (var row : List.of(List.of("tuning seeds", r.tuning()), List.of("fresh seeds", r.fresh()))) {
      Playtest.Measure m = (Playtest.Measure) row.get(1);
      s.append(String.format("%-14s %-28s %-22s %-22s%n", row.get(0), est(m.win()), est2(m.chain()),
          est2(m.stock())));
    }
    s.append(String.format("winner's curse (tuning - fresh win rate): %+.4f%n", r.winnersCurse()));
    s.append(String.format("a new run of %d players should give a win rate in [%.4f, %.4f]%n",
        r.config().run().players(), r.promise().lower(), r.promise().upper()));
    s.append(r.statement()).append('\n');
    if (out != null) {
      s.append("configuration written to ").append(out);
    }
    return s.toString().stripTrailing();
  }

  private static String est2(Estimate e) {
    return String.format("%.2f [%.2f, %.2f]", e.value(), e.lower(), e.upper());
  }
}
