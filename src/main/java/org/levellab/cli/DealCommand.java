package org.levellab.cli;

import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.levellab.game.Game;
import org.levellab.game.State;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code levellab deal}: the seeded start of any game of the catalogue that deals from a seed, as
 * level text ({@link org.levellab.game.State#levelText()}) that {@code --level} reads back in {@code
 * play}, {@code solve}, {@code hint} and {@code playtest}: the file and the seed give the same game.
 */
@Command(name = "deal", mixinStandardHelpOptions = true,
    description = {"Write the seeded start of a game (the deal 'play --seed' and 'solve --seed' play) as a level"
        + " file that --level reads back.",
        "Without --out the level is the standard output; --json prints {game, seed, rules, level} instead."})
public final class DealCommand implements Callable<Integer> {
  @Option(names = "--game", required = true, paramLabel = "GAME",
      description = "The game: ${COMPLETION-CANDIDATES} (one that deals from a seed).",
      completionCandidates = PlayCommand.GameNames.class)
  String game;

  @Mixin RuleOptions rules;

  @Option(names = "--out", paramLabel = "FILE", description = "Write the level file here (- for the standard"
      + " output).")
  Path out;

  @Option(names = "--overwrite", description = "Replace --out if it exists.")
  boolean overwrite;

  @Mixin SeedOption seed;
  @Mixin JsonOption json;

  /**
   * A dealt start.
   *
   * @param game the game's name
   * @param seed the seed it was dealt from
   * @param rules the game's rules text (empty for a game without rule options)
   * @param level the level text, in the format the game's {@code --level} reads
   */
  public record DealReport(String game, long seed, String rules, String level) {}

  @Override
  public Integer call() {
    // checked before the deal: a bad --out is refused before any work
    try (OutputFile file = OutputFile.open(out, "--out", overwrite)) {
      Game<?> g = rules.game(game);
      String level = LevelHeader.line(g.name()) + withNewline(seededStart(g).levelText());
      DealReport report = new DealReport(g.name(), seed.seed(), g.rules(), level);
      if (!file.asked()) {
        json.print(report, level.stripTrailing());
        return 0;
      }
      file.write(level);
      // with --out - the level alone is the standard output: no text summary, a JSON one on stderr
      if (json.json() || !file.toStdout()) {
        json.print(OutputFile.summaryStream(file), report, g.name() + " seeded start " + seed.seed()
            + (file.written() ? " written to " + file : ""));
      }
      OutputFile.finish(file);
      return 0;
    }
  }

  private State seededStart(Game<?> g) {
    try {
      return g.newInitialState(seed.seed());
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException("--game " + g.name() + " has no seeded starts to deal: " + e.getMessage(), e);
    }
  }

  private static String withNewline(String text) {
    return text.isEmpty() || text.endsWith("\n") ? text : text + "\n";
  }
}
