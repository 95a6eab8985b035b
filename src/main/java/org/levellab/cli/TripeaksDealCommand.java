package org.levellab.cli;

import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.levellab.core.RandomStreams;
import org.levellab.tripeaks.Deal;
import org.levellab.tripeaks.Level;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code levellab tripeaks deal --layout microsoft --seed 7 --out deal.deal}: a uniformly random deal
 * from standard decks, as a deal file that {@code tripeaks solve --deal FILE} reads back unchanged.
 */
@Command(name = "deal", mixinStandardHelpOptions = true,
    description = {"Deal a TriPeaks level at random from standard decks, as a deal file (board: ... / stock: ...).",
        "tripeaks solve --deal FILE reads it back; without --out the deal file is the standard output.",
        "--hold, --no-wrap and --walls are refused: they do not change the cards, and the file holds only cards."})
public final class TripeaksDealCommand implements Callable<Integer> {
  @Mixin TripeaksCommand.LevelOptions levelOptions = new TripeaksCommand.LevelOptions();

  @Option(names = "--out", paramLabel = "FILE", description = "Write the deal file here (- for the standard output).")
  Path out;

  @Option(names = "--overwrite", description = "Replace --out if it exists.")
  boolean overwrite;

  @Mixin SeedOption seed;

  @Override
  public Integer call() {
    refuseRulesOnly();
    try (OutputFile file = OutputFile.open(out == null ? Path.of(OutputFile.STDOUT) : out, "--out", overwrite,
        OutputFile.input("--layout", levelOptions.layoutFile()))) {
      Level level = levelOptions.level();
      Deal deal = Deal.random(level, RandomStreams.of(seed.seed()));
      file.write("# tripeaks deal --layout " + level.layout().name() + " --seed " + seed.seed() + "\n"
          + deal.format());
      if (file.written() && !file.toStdout()) {
        System.err.println("deal written to " + file);
      }
      OutputFile.finish(file);
      return 0;
    }
  }

  /**
   * Refuses the level options that change the rules but not the cards dealt: the deal file holds
   * only cards, so the file would be the same without them and a later solve would not know them.
   */
  private void refuseRulesOnly() {
    java.util.List<String> given = new java.util.ArrayList<>();
    if (levelOptions.hold) {
      given.add("--hold");
    }
    if (levelOptions.noWrap) {
      given.add("--no-wrap");
    }
    if (levelOptions.walls != null) {
      given.add("--walls");
    }
    if (!given.isEmpty()) {
      String list = String.join(", ", given);
      throw new IllegalArgumentException(list + ": the rules of the level, not its cards, and a deal file holds only"
          + " cards; give " + list + " to the command that plays the deal (tripeaks solve --deal FILE ...)");
    }
  }
}
