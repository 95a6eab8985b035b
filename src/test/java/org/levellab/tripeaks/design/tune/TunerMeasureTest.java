package org.levellab.tripeaks.design.tune;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.levellab.core.ProgressListener;
import org.levellab.tripeaks.Layout;
import org.levellab.tripeaks.design.LevelConfig;
import org.levellab.tripeaks.design.LevelConfigs;
import tech.tablesaw.api.Table;

/**
 * The tuner judges candidates by a summary of their games (win rate and means, without the means'
 * bootstrap intervals) and works out a candidate's full measure only when asked: the summary must
 * give exactly the numbers of the full measure, and every candidate's loss and verdict must be those
 * the full measures give, so that the search takes the same path as when it measured everything.
 */
class TunerMeasureTest {
  private static boolean meets(TuneTarget t, double win, double chain, double stock, double tolerance) {
    return Math.abs(win - t.win()) <= tolerance && (t.chain() == null || t.chain().distance(chain) == 0)
        && (t.stock() == null || t.stock().distance(stock) == 0);
  }

  @Test
  void aSummaryHoldsTheMeasuresNumbersExactly() {
    Playtest p = new Playtest("player", 2);
    for (String name : List.of("sim1-groups", "sim1-probabilistic", "sim2-hold-on", "sim4-walls", "sim5-long")) {
      LevelConfig c = LevelConfigs.load(name);
      for (long seed : new long[] {1, 2}) {
        Playtest.Measure m = p.measure(c, 250, seed);
        Playtest.Summary s = p.summarize(c, 250, seed);
        assertEquals(m.win(), s.win(), name);
        assertEquals(Double.doubleToLongBits(m.chain().value()), Double.doubleToLongBits(s.chain()), name);
        assertEquals(Double.doubleToLongBits(m.stock().value()), Double.doubleToLongBits(s.stock()), name);
        TuneTarget t = TuneTarget.parse("win=0.5,chain=4..6,stock=10..14");
        assertEquals(Double.doubleToLongBits(m.loss(t)), Double.doubleToLongBits(s.loss(t)), name);
      }
    }
  }

  @Test
  void everyCandidateIsJudgedAsItsFullMeasureJudgesIt() {
    int players = 300;
    long seed = 4;
    double tolerance = 0.05;
    TuneTarget target = TuneTarget.parse("win=0.6,chain=4..9");
    DesignSpace space = new DesignSpace(Layout.named("microsoft"), "microsoft", 0.5, 1000, seed);
    Playtest playtest = new Playtest("player", 2);
    Tuner.Result r = new Tuner(space, target, playtest).players(players).seed(seed).tolerance(tolerance)
        .maxCandidates(24).progress(ProgressListener.NONE).run("x");
    int confirmed = 0;
    Tuner.Candidate best = r.candidates().get(0);
    for (Tuner.Candidate c : r.candidates()) {
      Playtest.Measure m = c.measure();
      assertEquals(playtest.measure(c.config(), players, seed), m, "candidate " + c.index());
      assertSame(m, c.measure(), "worked out once");
      double loss = m.loss(target);
      boolean met = false;
      if (meets(target, m.win().value(), m.chain().value(), m.stock().value(), tolerance / 2)) {
        Playtest.Measure confirm = c.confirm();
        assertNotNull(confirm, "candidate " + c.index());
        assertEquals(playtest.measure(c.config(), players, Tuner.confirmSeed(seed)), confirm);
        double w = (m.win().value() + confirm.win().value()) / 2;
        double ch = (m.chain().value() + confirm.chain().value()) / 2;
        double st = (m.stock().value() + confirm.stock().value()) / 2;
        loss = target.loss(w, ch, st);
        met = meets(target, w, ch, st, tolerance / 2);
        confirmed++;
      } else {
        assertNull(c.confirm(), "candidate " + c.index());
      }
      assertEquals(loss, c.loss(), "candidate " + c.index());
      assertEquals(met, c.met(), "candidate " + c.index());
      if (c.loss() < best.loss()) {
        best = c;
      }
    }
    assertTrue(r.candidates().size() > 1, "candidates: " + r.candidates().size());
    assertEquals(best.measure(), r.tuning());
    assertEquals(best.config().level(), r.config().level());
    Table t = r.candidatesTable();
    for (int i = 0; i < t.rowCount(); i++) {
      Playtest.Measure m = r.candidates().get(i).measure();
      assertEquals(m.win().value(), t.doubleColumn("win").get(i));
      assertEquals(m.chain().value(), t.doubleColumn("longest chain").get(i));
      assertEquals(m.stock().value(), t.doubleColumn("stock used").get(i));
    }
  }
}
