package org.levellab.cli;

import com.fasterxml.jackson.annotation.JsonUnwrapped;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.levellab.skiddy.Level;
import org.levellab.skiddy.LevelGenerator;
import org.levellab.skiddy.Verification;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** The {@code levellab skiddy} commands: verify a level, generate 3-star levels. */
@Command(name = "skiddy", mixinStandardHelpOptions = true,
    description = "Skiddy, the slippery sliding puzzle: exhaustive verification and 3-star generation.",
    subcommands = {SkiddyCommand.Analyze.class, SkiddyCommand.Generate.class})
public final class SkiddyCommand implements java.util.concurrent.Callable<Integer> {
  @CommandLine.Spec CommandLine.Model.CommandSpec spec;

  @Override
  public Integer call() {
    return LevelLabCommand.missingCommand(spec);
  }

  /**
   * What {@code skiddy analyze} reports.
   *
   * @param level the level's name
   * @param verification its verification (its fields appear beside the name)
   */
  public record AnalyzeReport(String level, @JsonUnwrapped Verification verification) {}

  /**
   * What {@code skiddy generate} reports.
   *
   * @param options the generator's options
   * @param seed the run's seed
   * @param tried attempts made
   * @param accepted levels kept (3 stars)
   * @param rejected rejected attempts per reason
   * @param levels the levels kept
   */
  public record GenerateReport(LevelGenerator.Options options, long seed, int tried, int accepted,
      Map<String, Integer> rejected, List<GeneratedLevel> levels) {}

  /**
   * A level kept by the generator.
   *
   * @param name its name ({@code gen-<seed>-<attempt>})
   * @param rows the board, one string per row
   * @param verification its verification (its fields appear beside the name)
   */
  public record GeneratedLevel(String name, List<String> rows, @JsonUnwrapped Verification verification) {}

  private static String len(Integer length) {
    return length == null ? "none" : Integer.toString(length);
  }

  /** Human-readable lines of a verification. */
  static String text(Verification v) {
    if (!v.complete()) {
      return "too large: " + v.stopReason() + " (" + v.states() + " states seen)\n";
    }
    StringBuilder sb = new StringBuilder();
    sb.append("stars: ").append(v.stars()).append("  (").append(v.rating().explanation()).append(")\n");
    sb.append("states: ").append(v.states()).append(" (").append(v.winStates()).append(" won)\n");
    sb.append("dead ends: ").append(v.deadEnds());
    if (v.deadEndPath() != null) {
      sb.append(" (one after: ").append(v.deadEndPath().isEmpty() ? "the start" : String.join(" ", v.deadEndPath()))
          .append(')');
    }
    sb.append('\n');
    sb.append("shortest: ").append(len(v.shortest())).append(", max-combo: ").append(len(v.shortestMaxCombo()))
        .append(", non-combo: ").append(len(v.shortestNonCombo())).append(" (").append(v.shortestSolutions())
        .append(" shortest solution").append(v.shortestSolutions() == 1 ? "" : "s").append(")\n");
    if (v.solution() != null) {
      sb.append("solution: ").append(String.join(" ", v.solution())).append('\n');
    }
    return sb.toString();
  }

  private static void atLeast(long value, long min, String option) {
    if (value < min) {
      throw new IllegalArgumentException(option + " must be at least " + min + ", was " + value);
    }
  }

  /** {@code levellab skiddy analyze --level FILE}. */
  @Command(name = "analyze", mixinStandardHelpOptions = true,
      description = "Explore every state of a level and rate it 0-3 stars.")
  static final class Analyze implements Runnable {
    @Option(names = "--level", required = true, paramLabel = "FILE", description = "Level text file.")
    Path level;

    @Option(names = "--max-states", defaultValue = "2000000",
        description = "State budget; a larger graph is reported as too large (default: ${DEFAULT-VALUE}).")
    long maxStates;

    @Mixin JsonOption json;

    @Override
    public void run() {
      atLeast(maxStates, 1, "--max-states");
      Level l = Level.read(level);
      Verification v = Verification.of(l, maxStates);
      json.print(new AnalyzeReport(l.name(), v), ("level " + l.name() + "\n" + l.board() + text(v)).stripTrailing());
    }
  }

  /**
   * {@code levellab skiddy generate --width 8 --height 7 --pieces 6 --colors 2 --count 3 --out DIR}:
   * each kept level goes to its own file in DIR ({@code skiddy analyze --level} reads it back), the
   * report to standard error and {@code DIR/summary.txt}. Without {@code --out} the levels, in the
   * level file format, are the standard output and the report goes to standard error.
   */
  @Command(name = "generate", mixinStandardHelpOptions = true,
      description = {"Generate levels (built backward from the solved board, or placed at random) and keep the"
          + " 3-star ones.",
          "With --out DIR each level is a file there (skiddy analyze reads it); the report goes to standard"
          + " error and DIR/summary.txt."})
  static final class Generate implements Runnable {
    @Option(names = "--method", defaultValue = "backward",
        description = "backward (reverse moves from the solved board) or random (random placement)"
            + " (default: ${DEFAULT-VALUE}).")
    String method;

    @Option(names = "--out", paramLabel = "DIR", description = "Folder for the level files (created if missing).")
    Path out;

    @Option(names = "--overwrite", description = "Write into a folder that is not empty.")
    boolean overwrite;

    @Option(names = "--width", required = true, description = "Width, border included (5-8).")
    int width;

    @Option(names = "--height", required = true, description = "Height, border included (4-7).")
    int height;

    @Option(names = "--pieces", required = true, description = "Skiddies.")
    int pieces;

    @Option(names = "--colors", defaultValue = "1", description = "Skiddy colours, 1 or 2 (default: ${DEFAULT-VALUE}).")
    int colors;

    @Option(names = "--ice", defaultValue = "0", description = "Ice cubes (default: ${DEFAULT-VALUE}).")
    int ice;

    @Option(names = "--crates", defaultValue = "0", description = "Crates (default: ${DEFAULT-VALUE}).")
    int crates;

    @Option(names = "--pits", defaultValue = "0", description = "Pits (default: ${DEFAULT-VALUE}).")
    int pits;

    @Option(names = "--blocks", defaultValue = "-1",
        description = "Inner blocks (default: none for backward, whose repairs add them; one per 6 inner cells"
            + " for random).")
    int blocks;

    @Option(names = "--min-moves", defaultValue = "2",
        description = "Shortest solution must be at least this long (default: ${DEFAULT-VALUE}).")
    int minMoves;

    @Option(names = "--count", defaultValue = "1", description = "Levels wanted (default: ${DEFAULT-VALUE}).")
    int count;

    @Option(names = "--max-attempts", defaultValue = "10000",
        description = "Give up after this many attempts (default: ${DEFAULT-VALUE}).")
    int maxAttempts;

    @Option(names = "--max-states", defaultValue = "200000",
        description = "State budget per level (default: ${DEFAULT-VALUE}).")
    int maxStates;

    @Mixin SeedOption seed;
    @Mixin ThreadsOption threads;
    @Mixin JsonOption json;

    @Override
    public void run() {
      atLeast(count, 1, "--count");
      atLeast(maxAttempts, 1, "--max-attempts");
      atLeast(maxStates, 1, "--max-states");
      atLeast(minMoves, 0, "--min-moves");
      LevelGenerator.Method m = switch (method.trim().toLowerCase(java.util.Locale.ROOT)) {
        case "backward" -> LevelGenerator.Method.BACKWARD;
        case "random" -> LevelGenerator.Method.RANDOM;
        default -> throw new IllegalArgumentException("--method must be backward or random, was '" + method + "'");
      };
      LevelGenerator.Options o = LevelGenerator.Options.builder(width, height).pieces(pieces).colors(colors)
          .ice(ice).crates(crates).pits(pits)
          .blocks(blocks < 0 && m == LevelGenerator.Method.BACKWARD ? 0 : blocks).maxStates(maxStates).minMoves(minMoves).build();
      OutputFolder folder = OutputFolder.open(out, "--out", overwrite, name -> true);
      LevelGenerator.Run run = LevelGenerator.generate(o, seed.seed(), count, maxAttempts, threads.threads(), m);
      List<GeneratedLevel> kept = run.levels().stream()
          .map(a -> new GeneratedLevel(a.level().name(), a.level().board().lines().toList(), a.verification()))
          .toList();
      GenerateReport report = new GenerateReport(o, seed.seed(), run.tried(), run.levels().size(), run.rejected(),
          kept);
      StringBuilder text = new StringBuilder("method " + m.name().toLowerCase(java.util.Locale.ROOT) + ", tried "
          + run.tried() + ", accepted " + run.levels().size() + " (3 stars) in "
          + String.format(java.util.Locale.ROOT, "%.2f s", run.millis() / 1000) + "\n");
      run.rejected().forEach((reason, c) -> text.append("  rejected ").append(reason).append(": ").append(c)
          .append('\n'));
      for (LevelGenerator.Attempt a : run.levels()) {
        text.append('\n').append(a.level().format()).append(text(a.verification()));
      }
      if (run.levels().size() < count) {
        text.append("\nonly ").append(run.levels().size()).append(" of ").append(count).append(" levels found in ")
            .append(maxAttempts).append(" attempts\n");
      }
      String summary = text.toString().stripTrailing();
      StringBuilder levels = new StringBuilder();
      for (LevelGenerator.Attempt a : run.levels()) {
        levels.append(levels.length() == 0 ? "" : "\n").append(a.level().format());
      }
      if (folder != null) {
        for (LevelGenerator.Attempt a : run.levels()) {
          Path file = folder.write(a.level().name() + ".txt", a.level().format());
          if (file != null) {
            summary += "\nwritten " + file;
          }
        }
        folder.write("summary.txt", summary + "\n");
      }
      if (json.json()) {
        json.print(report, "");
      } else {
        System.err.println(summary);
        if (out == null) {
          System.out.print(levels);
        }
      }
      if (folder != null) {
        folder.finish();
      }
      if (run.levels().size() < count) {
        throw new IllegalArgumentException("only " + run.levels().size() + " of " + count + " levels found in "
            + maxAttempts + " attempts");
      }
    }
  }
}
