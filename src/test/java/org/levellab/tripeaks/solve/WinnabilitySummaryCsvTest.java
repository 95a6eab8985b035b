package org.levellab.tripeaks.solve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.levellab.core.Estimate;
import org.levellab.core.Stats;
import tech.tablesaw.api.Table;
import tech.tablesaw.io.csv.CsvReadOptions;

/** The summary rows: one header, whole rows appended, fields a CSV reader reads back. */
class WinnabilitySummaryCsvTest {
  @Test
  void rowsAppendUnderOneHeaderAndReadBack(@TempDir Path dir) throws Exception {
    Path file = dir.resolve("winnability-1e7.csv");
    var a = new WinnabilitySummaryCsv.Row("microsoft", true, 1000, 1, 900, 90, 10, Stats.proportion(900, 990, 0.95),
        12.345, "levellab tripeaks winnability --deals 1000");
    var b = new WinnabilitySummaryCsv.Row("my, \"odd\" layout", false, 5, -2, 0, 0, 5,
        new Estimate(Double.NaN, 0, 1, 0, 0.95), Double.NaN, "levellab tripeaks winnability --layout 'my, \"odd\"'");
    WinnabilitySummaryCsv.append(file, a);
    WinnabilitySummaryCsv.append(file, b);
    List<String> lines = Files.readAllLines(file);
    assertEquals(3, lines.size());
    assertEquals(String.join(",", WinnabilitySummaryCsv.COLUMNS), lines.get(0));
    assertEquals("microsoft,true,1000,1,900,90,10,0.90909091," + String.format(java.util.Locale.ROOT, "%.8f,%.8f",
        a.share().lower(), a.share().upper()) + ",12.35,levellab tripeaks winnability --deals 1000", lines.get(1));
    Table t = Table.read().usingOptions(CsvReadOptions.builder(file.toFile()).header(true));
    assertEquals(WinnabilitySummaryCsv.COLUMNS, t.columnNames());
    assertEquals(2, t.rowCount());
    assertEquals("my, \"odd\" layout", t.getString(1, "layout"));
    assertEquals(b.command(), t.getString(1, "command"));
    assertEquals("", t.getString(1, "share"));
    assertEquals(a.share().upper(), Double.parseDouble(t.getString(0, "share_hi")), 1e-8);
  }

  @Test
  void aFileWithAnotherHeaderOrCountsThatDoNotAddUpAreRefused(@TempDir Path dir) throws Exception {
    Path file = dir.resolve("other.csv");
    Files.writeString(file, "layout,wrap\n");
    var row = new WinnabilitySummaryCsv.Row("golf", false, 2, 1, 1, 1, 0, Stats.proportion(1, 2, 0.95), 1, "x");
    assertTrue(assertThrows(IllegalArgumentException.class, () -> WinnabilitySummaryCsv.append(file, row))
        .getMessage().contains("not a winnability summary table"));
    assertEquals("layout,wrap\n", Files.readString(file));
    assertThrows(IllegalArgumentException.class, () -> new WinnabilitySummaryCsv.Row("golf", false, 3, 1, 1, 1, 0,
        Stats.proportion(1, 2, 0.95), 1, "x"));
  }

  @Test
  void processCpuTimeGrowsWithWork() {
    long start = WinnabilitySummaryCsv.processCpuNanos();
    assertTrue(start > 0, "the JVM reports its CPU time");
    double x = 0;
    for (int i = 0; i < 50_000_000; i++) {
      x += Math.sqrt(i);
    }
    double seconds = WinnabilitySummaryCsv.processCpuSecondsSince(start);
    assertTrue(seconds > 0 && x > 0, seconds + " s");
  }
}
