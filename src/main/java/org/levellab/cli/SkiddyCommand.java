package org.levellab.cli;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.levellab.search.Analysis;
import org.levellab.search.StateGraphAnalyzer;
import org.levellab.skiddy.Level;
import org.levellab.skiddy.LevelGenerator;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** The {@code levellab skiddy} commands: verify a level, generate 3-star levels. */
@Command(name = "skiddy", mixinStandardHelpOptions = true,
    description = "Skiddy, the slippery sliding puzzle: exhaustive verification and 3-star generation.",
    subcommands = {SkiddyCommand.Analyze.class, SkiddyCommand.Generate.class})
public final class SkiddyCommand implements Runnable {
  @CommandLine.Spec CommandLine.Model.CommandSpec spec;

  @Override
  public void run() {
    spec.commandLine().usage(spec.commandLine().getOut());
  }

  /** The JSON form of a verification. */
  static Map<String, Object> json(Analysis a) {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("status", a.complete() ? "complete" : "too large");
    if (!a.complete()) {
      m.put("reason", a.stopReason());
      m.put("statesSeen", a.states());
      m.put("stars", null);
      return m;
    }
    m.put("stars", a.stars());
    m.put("states", a.states());
    m.put("winStates", a.winStates());
    m.put("deadEnds", a.deadEnds());
    m.put("deadEndPath", a.deadEndPath() == null ? null : String.join(" ", a.deadEndPath()));
    m.put("shortest", nullIfNone(a.shortest()));
    m.put("shortestMaxCombo", nullIfNone(a.shortestMaxCombo()));
    m.put("shortestNonCombo", nullIfNone(a.shortestNonCombo()));
    m.put("shortestSolutions", a.shortestCount());
    m.put("solution", moves(a.solution()));
    m.put("maxComboSolution", moves(a.maxComboSolution()));
    m.put("nonComboSolution", moves(a.nonComboSolution()));
    m.put("rating", a.rating());
    m.put("millis", Math.round(a.millis() * 100) / 100.0);
    return m;
  }

  private static Integer nullIfNone(int length) {
    return length < 0 ? null : length;
  }

  private static String moves(List<String> moves) {
    return moves == null ? null : String.join(" ", moves);
  }

  private static String len(int length) {
    return length < 0 ? "none" : Integer.toString(length);
  }

  /** Human-readable lines of a verification. */
  static String text(Analysis a) {
    if (!a.complete()) {
      return "too large: " + a.stopReason() + " (" + a.states() + " states seen)\n";
    }
    StringBuilder sb = new StringBuilder();
    sb.append("stars: ").append(a.stars()).append("  (").append(a.rating().explanation()).append(")\n");
    sb.append("states: ").append(a.states()).append(" (").append(a.winStates()).append(" won)\n");
    sb.append("dead ends: ").append(a.deadEnds());
    if (a.deadEndPath() != null) {
      sb.append(" (one after: ").append(a.deadEndPath().isEmpty() ? "the start" : String.join(" ", a.deadEndPath()))
          .append(')');
    }
    sb.append('\n');
    sb.append("shortest: ").append(len(a.shortest())).append(", max-combo: ").append(len(a.shortestMaxCombo()))
        .append(", non-combo: ").append(len(a.shortestNonCombo())).append(" (").append(a.shortestCount())
        .append(" shortest solution").append(a.shortestCount() == 1 ? "" : "s").append(")\n");
    if (a.solution() != null) {
      sb.append("solution: ").append(String.join(" ", a.solution())).append('\n');
    }
    return sb.toString();
  }

  /** {@code levellab skiddy analyze --level FILE}. */
  @Command(name = "analyze", mixinStandardHelpOptions = true,
      description = "Explore every state of a level and rate it 0-3 stars.")
  static final class Analyze implements Runnable {
    @CommandLine.Spec CommandLine.Model.CommandSpec spec;

    @Option(names = "--level", required = true, paramLabel = "FILE", description = "Level text file.")
    Path level;

    @Option(names = "--max-states", defaultValue = "2000000",
        description = "State budget; a larger graph is reported as too large (default: ${DEFAULT-VALUE}).")
    long maxStates;

    @Option(names = "--json", description = "Print JSON.")
    boolean json;

    @Override
    public void run() {
      Level l = Level.read(level);
      Analysis a = StateGraphAnalyzer.withMaxStates(maxStates).analyze(l.game());
      var out = spec.commandLine().getOut();
      if (json) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("level", l.name());
        m.putAll(json(a));
        out.println(Json.write(m));
      } else {
        out.print("level " + l.name() + "\n" + l.board() + text(a));
      }
      out.flush();
    }
  }

  /** {@code levellab skiddy generate --width 6 --height 6 --pieces 4 --colors 2 --seed 1}. */
  @Command(name = "generate", mixinStandardHelpOptions = true,
      description = "Generate random levels and keep the 3-star ones.")
  static final class Generate implements Runnable {
    @CommandLine.Spec CommandLine.Model.CommandSpec spec;

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
        description = "Inner blocks (default: one per 6 inner cells).")
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

    @Option(names = "--seed", defaultValue = "1", description = "Random seed (default: ${DEFAULT-VALUE}).")
    long seed;

    @Option(names = "--json", description = "Print JSON.")
    boolean json;

    @Override
    public void run() {
      LevelGenerator.Options o = LevelGenerator.Options.builder(width, height).pieces(pieces).colors(colors)
          .ice(ice).crates(crates).pits(pits).blocks(blocks).maxStates(maxStates).minMoves(minMoves).build();
      LevelGenerator.Run run = LevelGenerator.generate(o, seed, count, maxAttempts);
      var out = spec.commandLine().getOut();
      if (json) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("options", o);
        m.put("seed", seed);
        m.put("tried", run.tried());
        m.put("accepted", run.levels().size());
        Map<String, Integer> rejected = new LinkedHashMap<>();
        run.outcomes().forEach((k, v) -> {
          if (k != LevelGenerator.Outcome.ACCEPTED) {
            rejected.put(k.name().toLowerCase(java.util.Locale.ROOT).replace('_', '-'), v);
          }
        });
        m.put("rejected", rejected);
        m.put("levels", run.levels().stream().map(a -> {
          Map<String, Object> l = new LinkedHashMap<>();
          l.put("name", a.level().name());
          l.put("rows", a.level().board().lines().toList());
          l.putAll(json(a.analysis()));
          return l;
        }).toList());
        out.println(Json.write(m));
      } else {
        out.println("tried " + run.tried() + ", accepted " + run.levels().size() + " (3 stars)");
        run.outcomes().forEach((k, v) -> {
          if (k != LevelGenerator.Outcome.ACCEPTED) {
            out.println("  rejected " + k.name().toLowerCase(java.util.Locale.ROOT).replace('_', '-') + ": " + v);
          }
        });
        for (LevelGenerator.Attempt a : run.levels()) {
          out.print("\n" + a.level().format() + text(a.analysis()));
        }
        if (run.levels().size() < count) {
          out.println("\nonly " + run.levels().size() + " of " + count + " levels found in " + maxAttempts
              + " attempts");
        }
      }
      out.flush();
    }
  }
}
