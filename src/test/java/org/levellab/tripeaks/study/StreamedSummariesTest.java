package org.levellab.tripeaks.study;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.levellab.core.ProgressListener;
import org.levellab.core.Tables;
import org.levellab.search.Budget;
import org.levellab.tripeaks.Level;
import org.levellab.tripeaks.design.LevelConfig;
import org.levellab.tripeaks.solve.Winnability;

/** The streamed runs of the CLI give the summaries of the collect-then-summarise runs, on any threads. */
class StreamedSummariesTest {
  @Test
  void simulateStreamedGivesTheOverviewOfTheCollectedRunAndItsRows() {
    LevelConfig c = LevelConfig.load(Path.of("datasets/tripeaks/sim1-groups.toml"));
    for (int threads : new int[] {1, 2, 4}) {
      TriPeaksExperiment e = TriPeaksExperiment.of(c).players(300).seed(7).threads(threads)
          .progress(ProgressListener.NONE);
      ExperimentResult collected = e.run();
      List<TriPeaksExperiment.PlayerResult> rows = new ArrayList<>();
      ExperimentResult.Overview streamed = e.stream(rows::add);
      ExperimentResult.Overview expected = collected.overview();
      // the theory report holds arrays (no value equality): compare the numbers it takes from the run
      assertEquals(expected.summary(), streamed.summary(), threads + " threads");
      assertEquals(List.of(expected.players(), expected.seed(), expected.theory().averageOpenCards(),
          expected.theory().minStockpile(), expected.theory().maxStockpile()), List.of(streamed.players(),
          streamed.seed(), streamed.theory().averageOpenCards(), streamed.theory().minStockpile(),
          streamed.theory().maxStockpile()));
      assertEquals(collected.players().printAll(), Tables.fromRecords(c.name(), rows).printAll());
    }
  }

  @Test
  void winnabilityStreamedGivesTheSummaryOfTheCollectedRun() {
    Budget budget = Budget.nodes(20_000);
    Winnability.Summary collected = Winnability.run(Level.golf(), 60, 3, 1, budget);
    for (int threads : new int[] {1, 2, 4}) {
      List<Winnability.DealOutcome> rows = new ArrayList<>();
      Winnability.Summary streamed = Winnability.stream(Level.golf(), 60, 3, threads, budget, rows::add);
      assertNull(streamed.perDeal());
      // solve times are wall-clock: compare everything else, and the times' order statistics' form
      assertEquals(List.of(collected.deals(), collected.winnable(), collected.notWinnable(), collected.unknown(),
          collected.share(), collected.shareIfUnknownLost()), List.of(streamed.deals(), streamed.winnable(),
          streamed.notWinnable(), streamed.unknown(), streamed.share(), streamed.shareIfUnknownLost()));
      Winnability.Summary again = Winnability.summarize(Level.golf(), 3, rows);
      assertEquals(again.p50Millis(), streamed.p50Millis());
      assertEquals(again.p99Millis(), streamed.p99Millis());
      assertEquals(again.maxMillis(), streamed.maxMillis());
      assertEquals(collected.perDeal().column("verdict").asList(), again.perDeal().column("verdict").asList());
    }
  }
}
