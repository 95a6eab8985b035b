package org.levellab.cli;

import java.io.IOException;
import java.nio.file.Files;
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

  @Option(names = "--out", paramLabel = "FILE", description = "Write the deal file here.")
  Path out;

  @Mixin SeedOption seed;

  @Override
  public Integer call() {
    Outputs.checkFile(out, "--out");
    Level level = levelOptions.level();
    Deal deal = Deal.random(level, RandomStreams.of(seed.seed()));
    String text = "# tripeaks deal --layout " + level.layout().name() + " --seed " + seed.seed() + "\n" + deal.format();
    if (out == null) {
      System.out.print(text);
      return 0;
    }
    try {
      Files.writeString(out, text);
    } catch (IOException e) {
      throw new IllegalArgumentException("--out " + out + " cannot be written: " + e.getMessage(), e);
    }
    System.err.println("deal written to " + out);
    return 0;
  }
}
