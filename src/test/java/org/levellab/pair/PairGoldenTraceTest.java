package org.levellab.pair;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.levellab.cards.Card;
import org.levellab.cards.Cards;
import org.levellab.core.RandomStreams;
import org.levellab.search.Budget;

/**
 * Golden traces: seeded games written out move by move, so any change of the rules, the random
 * player, the scoring or the solver's search shows as a diff. Regenerate deliberately with
 * {@code -Dpair.golden.write=true} and review the diff.
 */
class PairGoldenTraceTest {
  private static final Path DIR = Path.of("src/test/resources/org/levellab/pair");

  /** A seeded shuffle played by the random player, each removal checked by the independent rules. */
  static String randomPlayTrace(List<Card> deck, long seed) {
    SplittableRandom rng = RandomStreams.of(seed);
    PairGame g = PairGame.of(Cards.shuffled(deck, rng));
    StringBuilder sb = new StringBuilder();
    sb.append("# Pair Solitaire: seeded shuffle (RandomStreams.of(").append(seed)
        .append(")), then uniformly random legal removals from the same stream\n");
    sb.append("stack: ").append(g).append('\n');
    PairState s = g.start();
    List<Card> ref = new ArrayList<>(g.stack());
    int move = 0;
    while (true) {
      List<Card> legal = s.legalRemovals();
      sb.append("  legal: ").append(Cards.format(legal)).append('\n');
      if (legal.isEmpty()) {
        break;
      }
      Card c = legal.get(rng.nextInt(legal.size()));
      ref = BruteForce.apply(ref, List.of(c));
      s = s.apply(c);
      assertEquals(ref, s.cards());
      sb.append(++move).append(". remove ").append(c).append(" -> ").append(s).append('\n');
    }
    sb.append("end: ").append(s.size()).append(" cards, beaten ").append(s.isBeaten())
        .append(", article score ").append(PairScore.article().score(g, s)).append('\n');
    return sb.toString();
  }

  static String solverTrace() {
    StringBuilder sb = new StringBuilder("# Exact solver on seeded 52-card shuffles (forTask(2026, i)), 1,000,000-node budget\n");
    PairSolver solver = PairSolver.builder().budget(Budget.nodes(1_000_000)).build();
    for (int i = 0; i < 8; i++) {
      PairGame g = PairGame.of(Cards.shuffled(Cards.standardDeck(), RandomStreams.forTask(2026, i)));
      PairSolution s = solver.solve(g);
      BruteForce.apply(g.stack(), s.moves());
      sb.append(i).append(": ").append(g).append('\n');
      sb.append("   ").append(s.beatable()).append(", fewest ").append(s.fewestRemaining())
          .append(", nodes ").append(s.nodes()).append(", moves ").append(Cards.format(s.moves())).append('\n');
    }
    return sb.toString();
  }

  static void check(String name, String actual) throws IOException {
    if (Boolean.getBoolean("pair.golden.write")) {
      Files.writeString(DIR.resolve(name), actual, StandardCharsets.UTF_8);
    }
    try (InputStream in = PairGoldenTraceTest.class.getResourceAsStream(name)) {
      String expected = in == null ? "(missing golden file " + name + ")" : new String(in.readAllBytes(), StandardCharsets.UTF_8);
      assertEquals(expected, actual, "golden trace " + name + " changed");
    }
  }

  @Test
  void fullDeckRandomPlay() throws IOException {
    check("random-play-52-seed7.txt", randomPlayTrace(Cards.standardDeck(), 7));
  }

  @Test
  void smallDeckRandomPlay() throws IOException {
    check("random-play-12-seed3.txt", randomPlayTrace(PairGenerators.deck(4, 3), 3));
  }

  @Test
  void solverOnSeededShuffles() throws IOException {
    check("solver-52.txt", solverTrace());
  }
}
