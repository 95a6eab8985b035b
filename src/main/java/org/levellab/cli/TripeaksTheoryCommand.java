package org.levellab.cli;

import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.Callable;
import org.levellab.core.ProgressListener;
import org.levellab.tripeaks.design.LevelConfig;
import org.levellab.tripeaks.design.LevelTheory;
import org.levellab.tripeaks.study.TriPeaksExperiment;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code levellab tripeaks theory}: every theoretical value of the level design article for a
 * configuration file or for a card count and group sizes.
 */
@Command(name = "theory", mixinStandardHelpOptions = true,
    description = {"Theoretical values of a TriPeaks level design (the article's formulas).",
        "Either --config FILE, or --board-cards N --groups 6,3,2,1; --hold and --stock-match replace the"
            + " configuration's values.",
        "With --config, the open cards are measured with the configuration's [run] seed unless --seed is given."})
public final class TripeaksTheoryCommand implements Callable<Integer> {
  /** Players simulated to measure the average open cards of a configuration's layout. */
  static final int MEASURING_PLAYERS = 200;

  @Option(names = "--config", paramLabel = "FILE",
      description = "Level design configuration (datasets/tripeaks/*.toml).")
  Path config;

  @Option(names = "--board-cards", paramLabel = "N", description = "Board cards (without --config).")
  Integer boardCards;

  @Option(names = "--groups", split = ",", paramLabel = "SIZES",
      description = "Repeating group sizes, e.g. 6,3,2,1 (without --config).")
  List<Integer> groups;

  @Option(names = "--hold", paramLabel = "P",
      description = "Hold slot use probability (default: the configuration's, else 0).")
  Double hold;

  @Option(names = "--stock-match", paramLabel = "P",
      description = "Stockpile matching probability (default: the configuration's, else 1).")
  Double stockMatch;

  @Option(names = "--open-cards", paramLabel = "X", description = "Average open cards (default: measured from "
      + MEASURING_PLAYERS + " simulated players of the configuration's layout; without --config, not shown).")
  Double openCards;

  @Mixin SeedOption seed;
  @Mixin ThreadsOption threads;
  @Mixin JsonOption json;

  /**
   * What the command prints as JSON.
   *
   * @param config the configuration, or null for --board-cards and --groups
   * @param openCardsSource where the average open cards come from (given, measured), or null
   */
  record Theory(LevelConfig config, String openCardsSource, LevelTheory.Report theory) {}

  @Override
  public Integer call() {
    LevelConfig c = null;
    int board;
    int[] sizes;
    if (config != null) {
      if (boardCards != null || groups != null) {
        throw new IllegalArgumentException("give either --config or --board-cards with --groups, not both");
      }
      c = LevelConfig.load(config);
      board = c.boardCards();
      sizes = c.generator().groupSizes();
    } else {
      if (boardCards == null || groups == null) {
        throw new IllegalArgumentException("give --config FILE, or both --board-cards and --groups");
      }
      board = boardCards;
      sizes = groups.stream().mapToInt(Integer::intValue).toArray();
      option("--board-cards", () -> LevelTheory.checkBoard(board));
      option("--groups", () -> LevelTheory.checkGroupsFit(board, sizes));
    }
    if (hold != null) {
      option("--hold", () -> LevelTheory.checkProbability(hold, "hold slot use probability"));
    }
    if (stockMatch != null) {
      option("--stock-match", () -> LevelTheory.checkStockProbability(stockMatch));
    }
    LevelTheory.Report configured = c != null ? c.theory(null) : null;
    double pHold = hold != null ? hold : configured != null ? configured.holdProbability() : 0;
    double pStock = stockMatch != null ? stockMatch : configured != null ? configured.stockpileMatchProbability() : 1;
    if (openCards != null) {
      option("--open-cards", () -> LevelTheory.checkOpenCards(openCards, board));
    }
    Double open = openCards;
    String openSource = open != null ? "given" : null;
    if (open == null && c != null) {
      open = TriPeaksExperiment.of(c).players(MEASURING_PLAYERS).seed(seed.seedOr(c.run().seed()))
          .threads(threads.threads()).progress(ProgressListener.NONE).run().mean("openCards").value();
      openSource = "measured, " + MEASURING_PLAYERS + " players";
    }
    LevelTheory.Report r = LevelTheory.report(board, sizes, pHold, pStock, open);
    json.print(new Theory(c, openSource, r), text(c != null ? c.name() : "command line", r, openSource));
    return 0;
  }

  /** Runs a check of an option's value; its error names the option. */
  private static void option(String name, Runnable check) {
    try {
      check.run();
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException(name + ": " + e.getMessage(), e);
    }
  }

  private static String text(String name, LevelTheory.Report r, String openSource) {
    StringBuilder s = new StringBuilder();
    s.append("theory of ").append(name).append(": ").append(r.boardCards()).append(" board cards, groups ")
        .append(Arrays.toString(r.groupSizes())).append(" (").append(r.groupInstances()).append(" group instances)\n");
    line(s, "average unique cards per group", r.averageUniqueCards());
    s.append(String.format("  %-38s %s%n", "minimum unique cards per group", Arrays.toString(r.minimumUniqueCards())));
    line(s, "average group size", r.averageGroupSize());
    if (r.averageOpenCards() != null) {
      line(s, "average open cards (" + openSource + ")", r.averageOpenCards());
      line(s, "average visible groups", r.averageVisibleGroups());
    }
    line(s, "hold slot use probability", r.holdProbability());
    line(s, "hold slot uses", r.holdSlotUses());
    line(s, "stockpile matching probability", r.stockpileMatchProbability());
    line(s, "minimum stockpile use", r.minStockpile());
    line(s, "maximum stockpile use", r.maxStockpile());
    line(s, "configured consecutiveness", r.configuredConsecutiveness());
    line(s, "expected consecutive matches", r.expectedConsecutiveMatches());
    return s.toString().stripTrailing();
  }

  private static void line(StringBuilder s, String what, double v) {
    s.append(String.format("  %-38s %.3f%n", what, v));
  }
}
