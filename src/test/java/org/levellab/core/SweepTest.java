package org.levellab.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.levellab.search.Budget;
import org.levellab.tripeaks.Level;
import org.levellab.tripeaks.solve.Winnability;
import tech.tablesaw.api.IntColumn;
import tech.tablesaw.api.Table;

class SweepTest {
  record Roll(int faces, long draw, double half, boolean even, String name) {}

  static Sweep<Integer, Roll> dice(long seed) {
    return Sweep.of("dice", Roll.class, List.of(4, 6, 20), 50, seed, (faces, t, rng) -> {
      int v = rng.nextInt(1, faces + 1);
      return new Roll(faces, rng.nextLong(), v / 2.0, v % 2 == 0, "d" + faces + "-" + t);
    });
  }

  @Test
  void theSameRowsOnAnyNumberOfThreads() {
    Table one = dice(7).run(1);
    Table three = dice(7).run(3);
    assertEquals(150, one.rowCount());
    assertEquals(List.of("point", "trial", "faces", "draw", "half", "even", "name"), one.columnNames());
    assertEquals(one.printAll(), three.printAll());
    assertTrue(!one.printAll().equals(dice(8).run(2).printAll()), "another seed gives other rows");
  }

  @Test
  void groupedTasksGiveTheSameRowsForAnyGroupSizeAndThreads() {
    String expected = dice(9).run(1).printAll();
    for (int group : new int[] {1, 2, 7, 50, 149, 150, 151, 1000}) {
      Sweep<Integer, Roll> g = dice(9).grouped(group);
      assertEquals((150 + group - 1) / group, g.groups(), "groups of " + group);
      assertEquals(expected, g.run(1).printAll(), "groups of " + group + ", 1 thread");
      assertEquals(expected, g.run(3).printAll(), "groups of " + group + ", 3 threads");
    }
    var e = assertThrows(IllegalArgumentException.class, () -> dice(9).grouped(0));
    assertEquals("tasks per group must be at least 1, was 0", e.getMessage());
  }

  /** A worker that takes a group runs all its tasks, in order, on its own thread. */
  @Test
  void aGroupRunsWholeOnOneThread() {
    var seen = new java.util.concurrent.ConcurrentHashMap<Integer, List<String>>();
    record Mark(int index) {}
    Sweep<Integer, Mark> s = Sweep.of("marks", Mark.class,
        java.util.stream.IntStream.range(0, 40).boxed().toList(), 1, 3, (p, t, rng) -> {
          seen.computeIfAbsent(p / 6, k -> java.util.Collections.synchronizedList(new java.util.ArrayList<>()))
              .add(p + "@" + Thread.currentThread().getName());
          return new Mark(p);
        }).grouped(6);
    s.collect(3);
    for (var e : seen.entrySet()) {
      List<String> marks = e.getValue();
      String thread = marks.get(0).substring(marks.get(0).indexOf('@'));
      for (int i = 0; i < marks.size(); i++) {
        assertEquals((e.getKey() * 6 + i) + thread, marks.get(i), "group " + e.getKey());
      }
    }
    assertEquals(7, seen.size());
  }

  @Test
  void pointsShareTheTrialsStreams() throws Exception {
    Sweep<Integer, Roll> d = dice(3);
    // trial t gets forTask(seed, t) whatever the point: common random numbers across points
    assertEquals(d.task(5).draw(), d.task(50 + 5).draw());
    assertEquals(RandomStreams.forTask(3, 5).nextInt(1, 5), (int) Math.round(d.task(5).half() * 2) / 1);
    assertEquals(2, d.tableRow(2 * 50 + 9)[0]);
    assertEquals(9, d.tableRow(2 * 50 + 9)[1]);
  }

  @Test
  void csvRoundTripKeepsTypesAndOrder(@TempDir Path dir) throws Exception {
    Table t = dice(5).run(2);
    Sweep.writeCsv(t, dir);
    Table back = Sweep.readCsv(dir, Roll.class);
    assertEquals(t.printAll(), back.setName(t.name()).printAll());
    // parts written by Spark: several files, each with its header, read in part order
    Files.delete(dir.resolve(Sweep.CSV_PART));
    t.inRange(0, 70).write().csv(dir.resolve("part-00000-x-c000.csv").toFile());
    t.inRange(70, 150).write().csv(dir.resolve("part-00001-x-c000.csv").toFile());
    Files.writeString(dir.resolve("_SUCCESS"), "");
    assertEquals(t.printAll(), Sweep.readCsv(dir, Roll.class).setName(t.name()).printAll());
  }

  @Test
  void writeCsvReplacesThePartsWholeAndLeavesNoTemporaryFile(@TempDir Path dir) throws Exception {
    Table t = dice(5).run(2);
    Files.writeString(dir.resolve("part-00003-old.csv"), "an old part\n");
    Sweep.writeCsv(t, dir);
    try (var files = Files.list(dir)) {
      assertEquals(List.of(Sweep.CSV_PART), files.map(p -> p.getFileName().toString()).toList());
    }
    assertTrue(Files.readString(dir.resolve(Sweep.CSV_PART)).endsWith("\n"));
  }

  @Test
  void readCsvRefusesWhatIsNotASweepTableInOneLineNamingTheFile(@TempDir Path dir) throws Exception {
    Table t = dice(5).run(2);
    Path missing = dir.resolve("none");
    assertEquals("the sweep table " + missing + " does not exist", refused(missing).getMessage());
    Path file = Files.writeString(dir.resolve("file.csv"), "x\n");
    assertEquals("the sweep table " + file + " is a file, not a folder of part-*.csv files",
        refused(file).getMessage());
    Path empty = Files.createDirectory(dir.resolve("empty"));
    Files.writeString(empty.resolve("_SUCCESS"), "");
    assertTrue(refused(empty).getMessage().startsWith("the folder " + empty + " holds no part-*.csv file: it is not"
        + " a sweep table"), refused(empty).getMessage());

    Path other = Files.createDirectory(dir.resolve("other"));
    Sweep.writeCsv(Table.create("x", IntColumn.create("a", 1, 2)), other);
    String otherWhy = refused(other).getMessage();
    assertEquals(other.resolve(Sweep.CSV_PART) + ": its columns are a, not those of a sweep table of Roll"
        + " (point,trial," + rollColumns() + ")", otherWhy);

    String csv = Sweep.csv(t) + "\n";
    Path cut = Files.createDirectory(dir.resolve("cut"));
    Files.writeString(cut.resolve(Sweep.CSV_PART), csv.substring(0, csv.length() - 7));
    assertEquals(cut.resolve(Sweep.CSV_PART) + " is cut short: its last line has no line end, so the file is"
        + " incomplete", refused(cut).getMessage());

    Path shortLine = Files.createDirectory(dir.resolve("short"));
    String[] lines = csv.split("\n");
    Files.writeString(shortLine.resolve(Sweep.CSV_PART), lines[0] + "\n" + lines[1] + "\n0,1\n");
    assertEquals(shortLine.resolve(Sweep.CSV_PART) + " line 3: it has fewer values than the header (the line is cut"
        + " short); not a sweep table of Roll", refused(shortLine).getMessage());

    Path badValue = Files.createDirectory(dir.resolve("bad"));
    Files.writeString(badValue.resolve(Sweep.CSV_PART), lines[0] + "\n" + lines[1].replaceFirst("^\\d+,", "x,")
        + "\n");
    String bad = refused(badValue).getMessage();
    assertTrue(bad.startsWith(badValue.resolve(Sweep.CSV_PART) + " line 2: its value in column point is not of the"
        + " column's type"), bad);
    for (String internal : List.of("Exception", "tablesaw", "Row number")) {
      assertFalse(bad.contains(internal), bad);
    }

    // a write under way (a hidden temporary part) is not read
    Path busy = Files.createDirectory(dir.resolve("busy"));
    Sweep.writeCsv(t, busy);
    Files.writeString(busy.resolve(".part-00001.csv.x1" + AtomicFile.TEMP_SUFFIX), "point,trial\n0,");
    assertEquals(t.printAll(), Sweep.readCsv(busy, Roll.class).setName(t.name()).printAll());
  }

  private static String rollColumns() {
    return String.join(",", Tables.columns(Roll.class).stream().map(c -> c.name()).toList());
  }

  private static IllegalArgumentException refused(Path dir) {
    return assertThrows(IllegalArgumentException.class, () -> Sweep.readCsv(dir, Roll.class));
  }

  record Clash(int trial, double x) {}

  @Test
  void refusesRowsWithTheirOwnTrialColumnAndBadSizes() {
    var e = assertThrows(IllegalArgumentException.class,
        () -> Sweep.of("c", Clash.class, List.of(1), 1, 1, (p, t, rng) -> new Clash(t, 0)));
    assertTrue(e.getMessage().contains("'trial'"), e.getMessage());
    assertThrows(IllegalArgumentException.class,
        () -> Sweep.of("c", Roll.class, List.of(1), 0, 1, (p, t, rng) -> null));
  }

  @Test
  void recordsComeBackFromTheirPlainValues() {
    Roll r = new Roll(6, -3L, 2.5, true, "x");
    assertEquals(r, Tables.record(Roll.class, Tables.values(r)));
  }

  @Test
  void winnabilityDefinitionMakesTheSameLevelAndRows() {
    Level level = Level.microsoft().toBuilder().wrap(false).holdSlot(true).build();
    Winnability.Definition def = Winnability.Definition.of(level, 12, 9, Budget.nodes(200_000));
    assertEquals(level, def.level());
    var viaDefinition = def.sweep().table(def.sweep().collect(2)).removeColumns("millis");
    var direct = Winnability.run(level, 12, 9, 1, Budget.nodes(200_000)).perDeal().removeColumns("millis");
    assertEquals(direct.printAll(), viaDefinition.removeColumns("point", "trial").setName(direct.name()).printAll());
  }
}
