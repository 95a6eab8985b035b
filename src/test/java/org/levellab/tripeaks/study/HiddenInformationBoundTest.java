package org.levellab.tripeaks.study;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.levellab.core.Estimate;
import org.levellab.core.Stats;
import org.levellab.tripeaks.Level;

/**
 * The committed hidden-information bound: one row per ladder layout, of the agent named before the run,
 * whose share and interval follow from its counts; and a run of the same agent is the same on one
 * thread or two.
 */
class HiddenInformationBoundTest {
  private static final Path FILE = Path.of("datasets", "tripeaks", "hidden-information-bound.csv");

  @Test
  void theCommittedRowsAreTheDeclaredAgentOnEveryLayoutWithIntervalsFromTheirCounts() throws IOException {
    List<String> lines = Files.readAllLines(FILE, StandardCharsets.UTF_8);
    assertEquals("layout,wrap,agent,deals,seed,won,share,share_lo,share_hi,command", lines.get(0));
    List<String> layouts = new ArrayList<>();
    for (String line : lines.subList(1, lines.size())) {
      String[] f = line.split(",", 10);
      layouts.add(f[0]);
      Level level = HiddenInformationBound.layouts().get(f[0]);
      assertEquals(level.wrap(), Boolean.parseBoolean(f[1]), line);
      assertEquals(HiddenInformationBound.DECLARED, f[2], "the agent is the one named before the run: " + line);
      int deals = Integer.parseInt(f[3]);
      long won = Long.parseLong(f[5]);
      assertTrue(won >= 0 && won <= deals, line);
      Estimate e = Stats.proportion(won, deals, 0.95);
      assertEquals(e.value(), Double.parseDouble(f[6]), 1e-6, line);
      assertEquals(e.lower(), Double.parseDouble(f[7]), 1e-6, line);
      assertEquals(e.upper(), Double.parseDouble(f[8]), 1e-6, line);
      assertTrue(f[9].contains(HiddenInformationBound.class.getName() + " " + deals + " " + f[4])
          && (f[9].endsWith(FILE.toString().replace('\\', '/') + "\"")
              // a row run again alone names its layout last
              || f[9].endsWith(FILE.toString().replace('\\', '/') + " " + f[0] + "\"")),
          "the command that wrote the row: " + line);
    }
    assertEquals(new ArrayList<>(HiddenInformationBound.layouts().keySet()), layouts);
  }

  @Test
  void aRunIsTheSameOnOneThreadOrTwo() {
    Level microsoft = HiddenInformationBound.layouts().get("microsoft");
    HiddenInformationBound.Row one = HiddenInformationBound.run("microsoft", microsoft, HiddenInformationBound.DECLARED, 24,
        2026, 1, "test");
    HiddenInformationBound.Row two = HiddenInformationBound.run("microsoft", microsoft, HiddenInformationBound.DECLARED, 24,
        2026, 2, "test");
    assertEquals(one, two);
    assertEquals(24, one.deals());
    assertTrue(one.won() > 0 && one.won() < 24, "a run with wins and losses to compare: " + one);
  }
}
