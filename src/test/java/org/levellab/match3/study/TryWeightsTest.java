package org.levellab.match3.study;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.levellab.match3.Match3;
import org.levellab.match3.agents.AgentSpec;
import org.levellab.match3.agents.Weights;
import tech.tablesaw.api.Table;

class TryWeightsTest {

  /** A small stand-in for the committed grid: three vectors scored on the grid's own games. */
  @Test
  void yourVectorAgainstSgsAndTheWinnerAndItsShareOfTheGrid(@TempDir Path dir) {
    Calibration.Setup setup = new Calibration.Setup(AgentSpec.hgs(Weights.SCORE), Match3.paper(), 250,
        TryWeights.GRID_GAMES, TryWeights.GRID_SEED, 2);
    List<Weights> vs = List.of(Weights.SCORE, new Weights(0, 1, 0, 0, 0), new Weights(0, 0, 0, 1, 0));
    Table grid = Calibration.evaluate(setup, vs);
    grid.write().csv(TryWeights.gridFile(dir, AgentSpec.Kind.HGS).toFile());
    TryWeights.Result r = TryWeights.run(AgentSpec.hgs(new Weights(0, 1, 0, 0, 0)), 3, 9, dir, 2);
    assertEquals(3, r.table().rowCount());
    assertTrue(r.table().stringColumn("agent").get(2).contains("[1, 0, 0, 0, 0]"), "Score alone wins here");
    double mine = grid.doubleColumn("cost").get(1);
    long lower = grid.doubleColumn("cost").asList().stream().filter(c -> c < mine).count();
    assertEquals(lower / 3.0, r.share(), 1e-12);
    assertTrue(r.table().stringColumn(1).get(0).matches("[0-9.]+ \\[[0-9.]+, [0-9.]+\\]"));
    assertThrows(IllegalArgumentException.class, () -> TryWeights.run(AgentSpec.sgs(), 3, 9, dir, 2));
  }
}
