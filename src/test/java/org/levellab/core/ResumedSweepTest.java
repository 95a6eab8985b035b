package org.levellab.core;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.UncheckedIOException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.levellab.search.Budget;
import org.levellab.tripeaks.Level;
import org.levellab.tripeaks.solve.Winnability;
import org.levellab.tripeaks.solve.WinnabilityBits;
import tech.tablesaw.api.IntColumn;
import tech.tablesaw.api.Table;

/**
 * A sweep or a bits run resumed from any prefix gives the rows of an uninterrupted run; outputs are
 * published without replacing another run's unless asked.
 */
class ResumedSweepTest {
  @TempDir Path dir;

  record Roll(int faces, int draw) {}

  /** A ledger that has decided the first {@code start} rows of {@code all} and records the rest. */
  static class Prefix<R> implements RunLedger<R> {
    final List<R> all;
    final int start;
    final List<R> recorded = new ArrayList<>();

    Prefix(List<R> all, int start) {
      this.all = all;
      this.start = start;
    }

    @Override
    public int start() {
      return start;
    }

    @Override
    public void replay(Consumer<? super R> sink) {
      all.subList(0, start).forEach(sink);
    }

    @Override
    public void decided(R row) {
      recorded.add(row);
    }
  }

  private static Sweep<Integer, Roll> dice() {
    return Sweep.of("dice", Roll.class, List.of(4, 6, 8), 50, 11, (faces, t, rng) -> new Roll(faces,
        rng.nextInt(1, faces + 1)));
  }

  @Test
  void aGroupedSweepResumedInsideAGroupGivesTheUninterruptedRows() {
    List<Roll> all = dice().collect(1, ProgressListener.NONE);
    for (int group : new int[] {1, 7, 150}) {
      for (int start : new int[] {0, 1, 6, 7, 8, 149, 150}) {
        Prefix<Roll> ledger = new Prefix<>(all, start);
        List<Roll> rows = dice().grouped(group).collect(2, ProgressListener.NONE, ledger);
        assertEquals(all, rows, "groups of " + group + " from " + start);
        assertEquals(all.subList(start, all.size()), ledger.recorded, "recorded from " + start);
      }
    }
  }

  @Test
  void aBitsRunResumedFromAnyBlockWritesTheSameFile() throws Exception {
    Budget budget = Budget.nodes(20_000);
    Level level = Level.golf();
    List<WinnabilityBits.Block> blocks = new ArrayList<>();
    Prefix<WinnabilityBits.Block> none = new Prefix<>(List.of(), 0) {
      @Override
      public void decided(WinnabilityBits.Block row) {
        blocks.add(row);
      }
    };
    WinnabilityBits whole = Winnability.runBits(level, 200, 4, 2, budget, ProgressListener.NONE, none).bits();
    assertEquals(Winnability.blocks(200), blocks.size());
    for (int start : new int[] {1, 3, 4}) {
      WinnabilityBits resumed = Winnability.runBits(level, 200, 4, 2, budget, ProgressListener.NONE,
          new Prefix<>(blocks, start)).bits();
      assertEquals(whole, resumed, "from block " + start);
      Path a = dir.resolve("a" + start);
      Path b = dir.resolve("b" + start);
      whole.write(a, false);
      resumed.write(b, false);
      assertArrayEquals(Files.readAllBytes(a), Files.readAllBytes(b));
    }
  }

  @Test
  void verdictsAndSweepTablesReplaceAnotherRunsFileOnlyWhenAsked() throws Exception {
    Level level = Level.golf();
    WinnabilityBits bits = Winnability.runBits(level, 70, 4, 1, Budget.nodes(5_000), ProgressListener.NONE).bits();
    Path file = dir.resolve(bits.fileName());
    Files.writeString(file, "another run's verdicts");
    UncheckedIOException e = assertThrows(UncheckedIOException.class, () -> bits.write(file, false));
    assertTrue(e.getCause() instanceof FileAlreadyExistsException, e.toString());
    assertEquals("another run's verdicts", Files.readString(file));
    bits.write(file, true);
    assertEquals(bits, WinnabilityBits.read(file));

    Table t = Table.create("x", IntColumn.create("a", 1, 2));
    Path table = Files.createDirectory(dir.resolve("table"));
    Files.writeString(table.resolve(Sweep.CSV_PART), "a\n9\n");
    UncheckedIOException twice = assertThrows(UncheckedIOException.class, () -> Sweep.writeCsv(t, table, false));
    assertTrue(twice.getMessage().endsWith(": it already exists"), twice.getMessage());
    assertEquals("a\n9\n", Files.readString(table.resolve(Sweep.CSV_PART)));
    Files.delete(table.resolve(Sweep.CSV_PART));
    Files.writeString(table.resolve("part-00001-spark.csv"), "a\n9\n");
    assertThrows(UncheckedIOException.class, () -> Sweep.writeCsv(t, table, false));
    Sweep.writeCsv(t, table, true);
    try (var files = Files.list(table)) {
      assertEquals(List.of(Sweep.CSV_PART), files.map(p -> p.getFileName().toString()).toList());
    }
  }
}
