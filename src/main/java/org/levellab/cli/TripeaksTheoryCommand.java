package org.levellab.cli;

import java.nio.file.Path;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.Callable;
import org.levellab.core.ProgressListener;
import org.levellab.tripeaks.design.LevelConfig;
import org.levellab.tripeaks.design.LevelTheory;
import org.levellab.tripeaks.study.TriPeaksExperiment;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code levellab tripeaks theory}: every theoretical value of the level design article for a
 * configuration file or for a card count and group sizes.
 */
@Command(name = "theory", mixinStandardHelpOptions = true,
    description = {"Theoretical values of a TriPeaks level design (the article's formulas).",
        "Either --config FILE, or --board-cards N --groups 6,3,2,1 [--hold P]."})
public final class TripeaksTheoryCommand implements Callable<Integer> {
  @Option(names = "--config", description = "Level configuration file (datasets/tripeaks/*.conf).")
  Path config;

  @Option(names = "--board-cards", description = "Board cards (without --config).")
  Integer boardCards;

  @Option(names = "--groups", description = "Repeating group sizes, e.g. 6,3,2,1 (without --config).")
  String groups;

  @Option(names = "--hold", description = "Hold slot use probability (default: the config's, else 0).")
  Double hold;

  @Option(names = "--stock-match", description = "Stockpile matching probability (default: the config's, else 1).")
  Double stockMatch;

  @Option(names = "--open-cards", description = "Average open cards (default: configured, else measured "
      + "from 200 simulated players of the config's layout; without a layout, not shown).")
  Double openCards;

  @Option(names = "--json", description = "Print JSON.")
  boolean json;

  @Override
  public Integer call() {
    LevelConfig c;
    if (config != null) {
      if (boardCards != null || groups != null) {
        throw new IllegalArgumentException("give either --config or --board-cards with --groups, not both");
      }
      c = LevelConfig.load(config);
    } else {
      if (boardCards == null || groups == null) {
        throw new IllegalArgumentException("give --config FILE, or both --board-cards and --groups");
      }
      c = LevelConfig.builder().name("command line").boardCards(boardCards)
          .groups(LevelConfig.parseInts(groups, "--groups")).build();
    }
    LevelConfig.Builder b = c.toBuilder();
    if (hold != null) {
      b.holdProbability(hold);
    }
    if (stockMatch != null) {
      b.stockMatch(stockMatch);
    }
    c = b.build();
    Double open = openCards;
    String openSource = "given";
    if (open == null && c.openCards() != null) {
      open = c.openCards();
      openSource = "configured";
    }
    if (open == null && c.layout() != null) {
      open = TriPeaksExperiment.of(c).players(200).seed(c.seed()).progress(ProgressListener.NONE).run()
          .mean("openCards").value();
      openSource = "measured, 200 players";
    }
    LevelTheory.Report r = c.theory(open);
    if (json) {
      Map<String, Object> out = new LinkedHashMap<>();
      out.put("config", c.describe());
      out.put("open_cards_source", open == null ? null : openSource);
      out.put("theory", r);
      System.out.println(Json.write(out));
      return 0;
    }
    StringBuilder s = new StringBuilder();
    s.append("theory of ").append(c.name()).append(": ").append(r.boardCards()).append(" board cards, groups ")
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
    System.out.print(s);
    return 0;
  }

  private static void line(StringBuilder s, String what, double v) {
    s.append(String.format("  %-38s %.3f%n", what, v));
  }
}
