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
        "tripeaks solve --deal FILE reads it back; without --out the deal file is the standard output."})
public final class TripeaksDealCommand implements Callable<Integer> {
  @Mixin TripeaksCommand.LevelOptions levelOptions = new TripeaksCommand.LevelOptions();

  @Option(names = "--out", paramLabel = "FILE", description = "Write the deal file here (- for the standard output).")
  Path out;

  @Option(names = "--overwrite", description = "Replace --out if it exists.")
  boolean overwrite;

  @Mixin SeedOption seed;

  @Override
  public Integer call() {
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
}
