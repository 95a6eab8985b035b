package org.levellab.pair;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.levellab.cards.Card;
import org.levellab.cards.Cards;
import org.levellab.core.RandomStreams;
import org.levellab.search.Budget;

/**
 * Decides the shuffles of the datasets/pair dataset that {@link PairSolver} left UNKNOWN at its
 * node budget, with {@link PairSatSolver}, and writes the answers into the dataset. Two steps, so
 * that the long one can run a shuffle at a time on one core, from the worktree root after {@code
 * mvn test-compile}:
 *
 * <pre>
 * java -cp target/classes:target/test-classes:$(cat cp.txt) org.levellab.pair.UndecidedShuffles decide 2026 2604 8368 ... &gt;&gt; decided.csv
 * java -cp target/classes:target/test-classes:$(cat cp.txt) org.levellab.pair.UndecidedShuffles write 2026 datasets/pair decided.csv
 * </pre>
 *
 * {@code beatable} only asks whether two cards are reachable and prints {@code trial, answer,
 * conflicts, millis, line}. {@code decide} prints one row per shuffle: {@code trial, verdict, fewest_remaining, conflicts,
 * millis, start_bound, line}, where {@code start_bound} is the cards left by the first line the
 * descent started from and {@code line} is the removals reaching the fewest cards, in card
 * notation. {@code write} puts verdict and fewest cards into {@code shuffles-seed<S>.csv}
 * (other rows and the node column untouched) and rewrites {@code not-proven-beatable-seed<S>.csv}
 * with how each row was decided.
 */
public final class UndecidedShuffles {
  private UndecidedShuffles() {}

  public static void main(String[] args) throws IOException {
    long seed = Long.parseLong(args[1]);
    if (args[0].equals("beatable")) {
      for (int i = 2; i < args.length; i++) {
        int trial = Integer.parseInt(args[i]);
        PairSatSolver.Reach r = PairSatSolver.unlimited().reach(shuffle(seed, trial), PairDeal.BEATEN_SIZE);
        System.out.println(trial + "," + r.reachable() + "," + r.conflicts() + "," + Math.round(r.millis()) + ","
            + Cards.format(r.moves()));
        System.out.flush();
      }
    } else if (args[0].equals("decide")) {
      for (int i = 2; i < args.length; i++) {
        System.out.println(decide(seed, Integer.parseInt(args[i])));
        System.out.flush();
      }
    } else if (args[0].equals("ascend")) {
      for (int i = 2; i < args.length; i++) {
        System.out.println(ascend(seed, Integer.parseInt(args[i])));
        System.out.flush();
      }
    } else if (args[0].equals("descend")) {
      for (int i = 2; i < args.length; i++) {
        System.out.println(descend(seed, Integer.parseInt(args[i])));
        System.out.flush();
      }
    } else if (args[0].equals("write")) {
      write(seed, Path.of(args[2]), Path.of(args[3]));
    } else {
      throw new IllegalArgumentException("beatable|decide|ascend|descend SEED TRIAL... | write SEED DIR DECIDED_CSV");
    }
  }

  static PairDeal shuffle(long seed, int trial) {
    return PairDeal.of(Cards.shuffled(Cards.standardDeck(), RandomStreams.forTask(seed, trial)));
  }

  /**
   * Decides one shuffle: a line from {@link PairSolver} with a small node budget gives the first
   * bound, then {@link PairSatSolver#solve(PairDeal, List)} asks for two cards and descends.
   */
  /**
   * The fewest cards by asking, from two cards up, whether some line leaves exactly k cards: the first
   * k that is reachable is the fewest (any line can be played on until it stops, so the fewest over
   * all reachable positions is the fewest over the ends). Cheap where the answer is near two, as it
   * is for the stacks the node-bounded search could not decide. Same row as {@link #decide}, with
   * {@code start_bound} 2.
   */
  static String ascend(long seed, int trial) {
    PairDeal deal = shuffle(seed, trial);
    long conflicts = 0;
    double millis = 0;
    for (int k = PairDeal.BEATEN_SIZE; k <= deal.size(); k++) {
      PairSatSolver.Reach r = PairSatSolver.unlimited().reach(deal, k);
      conflicts += r.conflicts();
      millis += r.millis();
      if (r.reachable() == org.levellab.search.Verdict.TRUE) {
        PairState end = PairReplay.replay(deal, r.moves());
        if (end.size() != k) {
          throw new IllegalStateException("shuffle " + trial + ": the line leaves " + end.size() + " cards, not " + k);
        }
        return trial + "," + (k == PairDeal.BEATEN_SIZE ? "TRUE" : "FALSE") + "," + k + "," + conflicts + ","
            + Math.round(millis) + "," + PairDeal.BEATEN_SIZE + "," + Cards.format(r.moves());
      }
      if (r.reachable() != org.levellab.search.Verdict.FALSE) {
        throw new IllegalStateException("shuffle " + trial + ": undecided at " + k + " cards");
      }
    }
    throw new IllegalStateException("shuffle " + trial + ": no card count reachable");
  }

  /**
   * The fewest cards by asking, from a line's count down, whether some line leaves exactly k cards.
   * A move removes one card, so a line that leaves k cards passed through k + 1: the counts a shuffle
   * can reach are every count from its fewest up, and the first k that cannot be reached proves the
   * fewest is k + 1. One proof of unreachability, where {@link #ascend} needs one per count below the
   * fewest: the way for stacks that stop far from two cards. The first bound is the line of {@link
   * PairSolver} within a million nodes. Same row as {@link #decide}.
   */
  static String descend(long seed, int trial) {
    PairDeal deal = shuffle(seed, trial);
    PairSolution start = PairSolver.builder().budget(Budget.nodes(1_000_000)).build().solve(deal);
    int bound = start.fewestRemaining();
    List<Card> line = start.moves();
    long conflicts = 0;
    double millis = 0;
    int fewest = bound;
    for (int k = bound - 1; k >= PairDeal.BEATEN_SIZE; k--) {
      PairSatSolver.Reach r = PairSatSolver.unlimited().reach(deal, k);
      conflicts += r.conflicts();
      millis += r.millis();
      if (r.reachable() == org.levellab.search.Verdict.FALSE) {
        break;
      }
      if (r.reachable() != org.levellab.search.Verdict.TRUE) {
        throw new IllegalStateException("shuffle " + trial + ": undecided at " + k + " cards");
      }
      fewest = k;
      line = r.moves();
    }
    PairState end = PairReplay.replay(deal, line);
    if (end.size() != fewest) {
      throw new IllegalStateException("shuffle " + trial + ": the line leaves " + end.size() + " cards, not " + fewest);
    }
    return trial + "," + (fewest == PairDeal.BEATEN_SIZE ? "TRUE" : "FALSE") + "," + fewest + "," + conflicts + ","
        + Math.round(millis) + "," + bound + "," + Cards.format(line);
  }

  static String decide(long seed, int trial) {
    PairDeal deal = shuffle(seed, trial);
    PairSolution start = PairSolver.builder().budget(Budget.nodes(1_000_000)).build().solve(deal);
    PairSolution s = PairSatSolver.unlimited().solve(deal, start.moves());
    if (!s.decided()) {
      throw new IllegalStateException("shuffle " + trial + ": undecided");
    }
    return trial + "," + s.beatable() + "," + s.fewestRemaining() + "," + s.nodes() + "," + Math.round(s.millis())
        + "," + start.fewestRemaining() + "," + Cards.format(s.moves());
  }

  static void write(long seed, Path dir, Path decidedCsv) throws IOException {
    Map<Integer, String[]> decided = new HashMap<>();
    for (String row : Files.readAllLines(decidedCsv, StandardCharsets.UTF_8)) {
      if (!row.isBlank()) {
        String[] f = row.split(",", -1);
        decided.put(Integer.parseInt(f[0]), f);
      }
    }
    Path all = dir.resolve("shuffles-seed" + seed + ".csv");
    List<String> rows = Files.readAllLines(all, StandardCharsets.UTF_8);
    StringBuilder out = new StringBuilder(rows.get(0)).append('\n');
    for (String row : rows.subList(1, rows.size())) {
      String[] f = row.split(",", -1);
      String[] d = decided.get(Integer.parseInt(f[0]));
      if (d != null) {
        row = f[0] + "," + d[1] + "," + d[2] + "," + f[3];
      }
      out.append(row).append('\n');
    }
    Files.writeString(all, out, StandardCharsets.UTF_8);

    Path hard = dir.resolve("not-proven-beatable-seed" + seed + ".csv");
    List<String> hardRows = Files.readAllLines(hard, StandardCharsets.UTF_8);
    StringBuilder h = new StringBuilder(
        "trial,verdict,fewest_remaining,nodes,decided_by,sat_conflicts,sat_seconds,stack,line\n");
    for (String row : hardRows.subList(1, hardRows.size())) {
      String[] f = row.split(",", 5);
      int trial = Integer.parseInt(f[0]);
      String stack = '"' + shuffle(seed, trial).toString() + '"';
      String[] d = decided.get(trial);
      if (d == null) {
        h.append(row).append('\n'); // decided before, or still undecided: as it stands
      } else {
        String seconds = String.format(java.util.Locale.ROOT, "%.1f", Long.parseLong(d[4]) / 1000.0);
        h.append(String.join(",", f[0], d[1], d[2], f[3], "PairSatSolver", d[3], seconds, stack,
            '"' + d[6] + '"')).append('\n');
      }
    }
    Files.writeString(hard, h, StandardCharsets.UTF_8);
  }
}
