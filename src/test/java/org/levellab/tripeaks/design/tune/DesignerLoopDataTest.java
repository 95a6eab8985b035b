package org.levellab.tripeaks.design.tune;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.levellab.tripeaks.design.LevelConfigs;

class DesignerLoopDataTest {
  private static final Path COMMITTED = LevelConfigs.folder().resolve("designer-loop.csv");

  /**
   * The committed file is what its command makes: its rows are the planned tunings in order, and the
   * cheapest single level and the cheapest curve level, tuned again, give their committed rows.
   */
  @Test
  void theCommittedRowsAreWhatTheirSeedsGive() {
    DesignerLoopData.Settings s = DesignerLoopData.settings(COMMITTED);
    List<DesignerLoopData.Row> rows = DesignerLoopData.read(COMMITTED);
    List<DesignerLoopData.Plan> plans = DesignerLoopData.plans(s);
    assertEquals(plans.size(), rows.size());
    for (int i = 0; i < rows.size(); i++) {
      DesignerLoopData.Row r = rows.get(i);
      DesignerLoopData.Plan p = plans.get(i);
      assertEquals(p.set() + " " + p.level() + " " + p.layout() + " " + p.target() + " " + p.tuningSeed(),
          r.set() + " " + r.level() + " " + r.layout() + " " + r.target() + " " + r.tuningSeed());
    }
    for (String set : List.of("single", "curve")) {
      int at = cheapest(rows, set);
      DesignerLoopData.Tuned again = DesignerLoopData.tune(plans.get(at), s, 2);
      assertTrue(DesignerLoopData.same(rows.get(at), again.row()),
          "committed " + rows.get(at).csvLine() + "\nagain     " + again.row().csvLine());
      // the point in the file decodes to the configuration the tuner chose
      assertEquals(again.result().config(), DesignerLoopData.config(rows.get(at), s.seed()));
    }
  }

  private static int cheapest(List<DesignerLoopData.Row> rows, String set) {
    return java.util.stream.IntStream.range(0, rows.size()).filter(i -> rows.get(i).set().equals(set)).boxed()
        .min(Comparator.comparingLong(i -> rows.get(i).games())).orElseThrow();
  }

  /** A row does not depend on the thread count. */
  @Test
  void aRowIsTheSameOnOneThreadAndOnTwo() {
    DesignerLoopData.Settings s = new DesignerLoopData.Settings(120, 6, 2, 11);
    DesignerLoopData.Plan p = DesignerLoopData.plans(s).get(4);
    DesignerLoopData.Row one = DesignerLoopData.tune(p, s, 1).row();
    DesignerLoopData.Row two = DesignerLoopData.tune(p, s, 2).row();
    assertTrue(DesignerLoopData.same(one, two), one.csvLine() + "\n" + two.csvLine());
  }

  @Test
  void rowsSurviveTheFileAndAChangedRowIsNotTheSame(@TempDir Path dir) throws Exception {
    DesignerLoopData.Settings s = new DesignerLoopData.Settings(100, 4, 1, 5);
    List<DesignerLoopData.Row> rows = DesignerLoopData.run(s, 2, r -> { });
    Path file = dir.resolve("loop.csv");
    Files.writeString(file, DesignerLoopData.csv(rows,
        "java -cp target/levellab.jar org.levellab.tripeaks.design.tune.DesignerLoopData 100 4 1 5 2 loop.csv"));
    List<DesignerLoopData.Row> back = DesignerLoopData.read(file);
    assertEquals(rows.size(), back.size());
    for (int i = 0; i < rows.size(); i++) {
      assertEquals(rows.get(i).csvLine(), back.get(i).csvLine());
    }
    assertEquals(s, DesignerLoopData.settings(file));
    DesignerLoopData.Row r = rows.get(0);
    DesignerLoopData.Row changed = new DesignerLoopData.Row(r.set(), r.level(), r.layout(), r.target(),
        r.tuningSeed(), r.maxCandidates(), r.candidates(), r.games(), r.metOnTuningSeeds(), r.players(),
        r.tuningWon(), r.freshSeed(), r.freshWon() + 1, r.freshChain(), r.freshStock(), r.reached(), r.confirmSeed(),
        r.confirmWon(), r.groups(), r.stock(), r.stockMatch(), r.walls(), r.holdSlot(), r.point(), r.seconds());
    assertFalse(DesignerLoopData.same(r, changed));
  }

  @Test
  void aMalformedLineIsNamedByFileAndLine(@TempDir Path dir) throws Exception {
    Path file = dir.resolve("bad.csv");
    Files.writeString(file, "# command\n" + DesignerLoopData.HEADER + "\nsingle,1,microsoft\n");
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> DesignerLoopData.read(file));
    assertTrue(e.getMessage().startsWith(file + " line 3: expected 31 fields"), e.getMessage());
    Files.writeString(file, "# command\nlayout,wrong\n");
    e = assertThrows(IllegalArgumentException.class, () -> DesignerLoopData.read(file));
    assertTrue(e.getMessage().startsWith(file + " line 2: expected the header"), e.getMessage());
  }
}
