package org.levellab.playtest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import org.levellab.cli.Json;
import org.levellab.core.ProgressListener;
import org.levellab.core.RandomStreams;
import org.levellab.core.Stats;
import org.levellab.game.Game;
import org.levellab.game.Games;
import org.levellab.pair.PairAgents;
import org.levellab.pair.PairSolitaire;
import org.levellab.pair.PairSolver;
import org.levellab.pair.PairState;
import org.levellab.search.Budget;
import org.levellab.search.Verdict;
import org.levellab.skiddy.Skiddy;
import org.levellab.tripeaks.Level;
import org.levellab.tripeaks.solve.Winnability;
import org.junit.jupiter.api.Test;

class PlaytestTest {
  private static <S extends org.levellab.game.State> Playtest<S> quiet(Game<S> g) {
    return Playtest.of(g).progress(ProgressListener.NONE);
  }

  @Test
  void theSameSeedGivesTheSameReportOnAnyThreadCount() {
    Game<?> g = Games.byName("match3");
    String one = Json.write(quiet(g).agents(List.of("random", "sgs", "mcts:iterations=20")).games(12).seed(4)
        .threads(1).run());
    String three = Json.write(quiet(g).agents(List.of("random", "sgs", "mcts:iterations=20")).games(12).seed(4)
        .threads(3).run());
    assertEquals(one, three);
  }

  @Test
  void everyAgentPlaysTheSameDealsAndAnAgentsNumbersDoNotDependOnTheOthers() {
    PairSolitaire g = PairSolitaire.game();
    Report both = quiet(g).agents(List.of("greedy", "random")).games(60).seed(9).threads(2).run();
    Report alone = quiet(g).agents(List.of("random")).games(60).seed(9).threads(1).run();
    assertEquals(Json.write(alone.agents().get(0)), Json.write(both.agents().get(1)));
    // game i is deal i of the seed, the deal 'solve --deals' solves.
    // At 100,000 nodes each of these 60 deals gets the verdict it gets at the default 2,000,000
    // (59 beatable, 1 unknown), so the rows compare as before; the unknown deal no longer burns
    // 2,000,000 nodes twice.
    long budget = 100_000;
    assertTrue(budget < PairAgents.EXACT_BUDGET);
    Report exact = quiet(g).agents(List.of("exact:budget=" + budget)).games(60).seed(9).run();
    PairSolver solver = PairSolver.builder().budget(Budget.nodes(budget)).build();
    int won = 0;
    for (Playtest.GameRow r : exact.rows()) {
      PairState deal = g.newInitialState(RandomStreams.taskSeed(9, r.game()));
      assertEquals(solver.solve(deal).beatable() == Verdict.TRUE, r.won(), () -> "deal " + r.game());
      won += r.won() ? 1 : 0;
    }
    assertEquals(60, exact.rows().size());
    assertTrue(won > 0 && won < 60, "both outcomes among the deals: " + won + " won");
  }

  @Test
  void summariesAreComputedFromTheGames() {
    Report r = quiet(PairSolitaire.game()).agents(List.of("random", "greedy")).games(101).seed(2).run();
    assertEquals(202, r.rows().size());
    for (Report.AgentResult a : r.agents()) {
      List<Playtest.GameRow> mine = r.rows().stream().filter(x -> x.agent().equals(a.agent())).toList();
      long wins = mine.stream().filter(Playtest.GameRow::won).count();
      assertEquals(wins, a.wins());
      assertEquals(Stats.proportion(wins, 101, 0.95), a.winRate());
      int[] moves = mine.stream().mapToInt(Playtest.GameRow::moves).sorted().toArray();
      assertEquals(Arrays.stream(moves).average().orElseThrow(), a.moves().mean(), 1e-12);
      assertEquals(moves[50], a.moves().median());
      assertEquals(moves[100], a.moves().max());
      // best 5% of 101 games: the 6 highest scores
      double[] scores = mine.stream().mapToDouble(Playtest.GameRow::score).sorted().toArray();
      double top = Arrays.stream(scores, 95, 101).average().orElseThrow();
      assertEquals(top, a.best5Score(), 1e-12);
    }
    assertEquals(2, r.table().rowCount());
    assertEquals(202, r.gamesTable().rowCount());
    assertNull(r.gap(), "nothing is hidden in Pair Solitaire");
  }

  @Test
  void aLevelGetsTheExactVerdictAndAGameWithChanceNone() {
    Skiddy g = Skiddy.game();
    Report r = quiet(g).level(g.loadLevel(Path.of("datasets/skiddy/1-1.txt")), "1-1")
        .agents(List.of("greedy", "exact")).games(5).run();
    assertEquals(Verdict.TRUE, r.verdict());
    Game<?> m = Games.byName("match3");
    assertNull(quiet(m).agents(List.of("sgs")).games(2).run().verdict());
  }

  @Test
  void theClairvoyantRungWinsExactlyTheWinnableDealsAndTheGapIsPaired() {
    for (Level level : List.of(Level.microsoft(), Level.golf())) {
      int n = 60;
      Report r = quiet(level).agents(List.of("greedy", "exact")).games(n).seed(5).run();
      Winnability.Summary w = Winnability.run(level, n, 5);
      assertEquals(0, w.unknown());
      assertEquals(w.winnable(), r.agents().get(1).wins(), level.name());
      Report.Gap gap = r.gap();
      assertEquals("exact", gap.clairvoyant());
      assertEquals("greedy", gap.bestHidden());
      double diff = (r.agents().get(1).wins() - r.agents().get(0).wins()) / (double) n;
      assertEquals(diff, gap.gap().value(), 1e-12);
      assertTrue(gap.gap().lower() <= diff && diff <= gap.gap().upper());
    }
  }

  @Test
  void badAgentsAreRefusedBeforeAnyGame() {
    Game<?> g = Games.byName("match3");
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> quiet(g).agents(List.of("sgs", "pimc")).run());
    assertTrue(e.getMessage().startsWith("agent 'pimc' does not apply to match3"), e.getMessage());
    assertThrows(IllegalArgumentException.class, () -> quiet(g).agents(List.of("mcts:iterations=0")).run());
    assertThrows(IllegalArgumentException.class, () -> quiet(g).games(0));
  }
}
