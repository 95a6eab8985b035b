package org.levellab.pair;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.levellab.cards.Card;
import org.levellab.cards.Cards;
import org.levellab.core.RandomStreams;
import org.levellab.search.Budget;
import tech.tablesaw.api.Row;
import tech.tablesaw.api.Table;

/**
 * Writes the datasets/pair shuffles dataset: {@code trials} seeded 52-card shuffles solved by
 * {@link PairExperiments#solveShuffles} under a node budget, as {@code shuffles-seed<S>.csv}
 * (trial, verdict, fewest_remaining, nodes) and {@code not-proven-beatable-seed<S>.csv} (the same
 * columns and the stack, top first). Run from the worktree root after {@code mvn test-compile}:
 *
 * <pre>java -cp target/classes:target/test-classes:$(cat cp.txt) org.levellab.pair.ShufflesDataset 100000 2026 datasets/pair</pre>
 */
public final class ShufflesDataset {
  private ShufflesDataset() {}

  public static void main(String[] args) throws IOException {
    int trials = Integer.parseInt(args[0]);
    long seed = Long.parseLong(args[1]);
    Path dir = Path.of(args[2]);
    Table t = PairExperiments.solveShuffles(Cards.standardDeck(), trials, seed, Budget.nodes(50_000_000L));
    Path all = dir.resolve("shuffles-seed" + seed + ".csv");
    Path hard = dir.resolve("not-proven-beatable-seed" + seed + ".csv");
    try (PrintWriter a = new PrintWriter(Files.newBufferedWriter(all, StandardCharsets.UTF_8));
        PrintWriter h = new PrintWriter(Files.newBufferedWriter(hard, StandardCharsets.UTF_8))) {
      a.print("trial,verdict,fewest_remaining,nodes\n");
      h.print("trial,verdict,fewest_remaining,nodes,stack\n");
      for (Row r : t) {
        int i = r.getInt("trial");
        String line = i + "," + r.getString("verdict") + "," + r.getInt("fewest") + "," + r.getLong("nodes");
        a.print(line + "\n");
        if (!r.getBoolean("beatable")) {
          List<Card> stack = Cards.shuffled(Cards.standardDeck(), RandomStreams.forTask(seed, i));
          h.print(line + ",\"" + Cards.format(stack) + "\"\n");
        }
      }
    }
  }
}
