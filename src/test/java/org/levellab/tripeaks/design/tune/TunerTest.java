package org.levellab.tripeaks.design.tune;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.levellab.core.ProgressListener;
import org.levellab.tripeaks.Layout;
import org.levellab.tripeaks.design.LevelConfig;
import org.levellab.tripeaks.design.LevelConfigText;
import org.levellab.tripeaks.design.LevelConfigs;
import org.levellab.tripeaks.study.ExperimentResult;
import org.levellab.tripeaks.study.TriPeaksExperiment;

class TunerTest {
  private static Tuner tuner(String layout, String target, int players, long seed) {
    DesignSpace space = new DesignSpace(Layout.named(layout), layout, 0.5, 1000, seed);
    return new Tuner(space, TuneTarget.parse(target), new Playtest("player", 2)).players(players).seed(seed)
        .progress(ProgressListener.NONE);
  }

  /** The promise: the written configuration simulated afresh, with a new seed, lands in its interval. */
  @Test
  void aTunedLevelSimulatedAfreshLandsInThePromisedInterval(@TempDir Path dir) throws Exception {
    Tuner.Result r = tuner("microsoft", "win=0.6", 2400, 1).run("m60");
    assertTrue(r.reached(), r.statement());
    Path file = dir.resolve("m60.toml");
    Files.writeString(file, LevelConfigText.write(r.config(), "microsoft", List.of("test")));
    LevelConfig back = LevelConfig.load(file);
    assertEquals(r.config(), back);
    ExperimentResult again = TriPeaksExperiment.of(back).seed(777).threads(2).progress(ProgressListener.NONE).run();
    double win = again.share("won").value();
    assertTrue(r.promise().contains(win), win + " outside " + r.promise());
    // the [run] table replays the fresh measurement exactly
    ExperimentResult fresh = TriPeaksExperiment.of(back).threads(1).progress(ProgressListener.NONE).run();
    assertEquals(r.fresh().win().value(), fresh.share("won").value());
  }

  /** The player agent through Playtest plays the same games as the article's simulation. */
  @Test
  void playtestWithThePlayerIsTheSimulation() {
    LevelConfig c = LevelConfigs.load("sim1-groups");
    Playtest.Measure m = new Playtest("player", 2).measure(c, 300, 5);
    ExperimentResult e = TriPeaksExperiment.of(c).players(300).seed(5).threads(1).progress(ProgressListener.NONE)
        .run();
    assertEquals(e.share("won").value(), m.win().value());
    assertEquals(e.mean("longestChain").value(), m.chain().value(), 1e-12);
    assertEquals(e.mean("stockUsed").value(), m.stock().value(), 1e-12);
  }

  @Test
  void anUnreachableTargetEndsWithTheClosestLevelAndSaysSo() {
    Tuner.Result r = tuner("microsoft", "win=1.2", 200, 3).maxCandidates(20).run("x");
    assertFalse(r.reached());
    assertTrue(r.statement().startsWith("TARGET NOT REACHED"), r.statement());
    assertTrue(r.statement().contains("outside [0, 1]"), r.statement());
    Tuner.Result chain = tuner("microsoft", "win=0.5,chain=20..30", 200, 3).maxCandidates(20).run("x");
    assertFalse(chain.reached());
    assertTrue(chain.statement().contains("TARGET NOT REACHED"), chain.statement());
  }

  @Test
  void targetsAndCurvesNameWhatIsWrong() {
    TuneTarget t = TuneTarget.parse("win=0.60,chain=5..7,stock=8..14");
    assertEquals(0.6, t.win());
    assertEquals(new TuneTarget.Range(5, 7), t.chain());
    assertEquals(t, TuneTarget.parse(t.toString()));
    assertThrows(IllegalArgumentException.class, () -> TuneTarget.parse("chain=5..7"));
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> LevelSequence.parseCurve("# curve\n0.9\n0.8\nwin=abc\n", "c.txt"));
    assertTrue(e.getMessage().startsWith("c.txt line 4: "), e.getMessage());
    List<TuneTarget> curve = LevelSequence.fallingCurve(30, 0.9, 0.5, 5, 0.1);
    assertEquals(30, curve.size());
    assertEquals(curve, LevelSequence.parseCurve(LevelSequence.formatCurve(curve), "x"));
    assertEquals(0.9, curve.get(0).win());
    assertEquals(0.6, curve.get(29).win(), "level 30 is a breather: 0.5 + 0.1");
    assertEquals(0.514, curve.get(28).win());
    assertTrue(curve.get(4).win() > curve.get(3).win(), "level 5 is a breather");
  }
}
