package org.levellab.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
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
