package org.levellab.core;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Checkpoints: rows kept exactly, a prefix resumed to the uninterrupted run's rows, refusals in one line. */
class CheckpointTest {
  @TempDir Path dir;

  enum Kind { SMALL, LARGE }

  record Inner(int a, String b) {}

  record Everything(int i, long l, double d, float f, boolean b, Integer boxed, Double nothing, String s,
      String none, Kind kind, int[] ints, long[] longs, double[] doubles, Inner inner) {}

  record Draw(int draw, double value, String label) {}

  private static <R> R roundTrip(RowCodec<R> codec, R row) throws Exception {
    ByteArrayOutputStream b = new ByteArrayOutputStream();
    codec.write(new DataOutputStream(b), row);
    return codec.read(new DataInputStream(new ByteArrayInputStream(b.toByteArray())));
  }

  @Test
  void aRowComesBackBitForBit() throws Exception {
    double oddNaN = Double.longBitsToDouble(0x7ff8_0000_0000_1234L);
    Everything e = new Everything(-7, Long.MIN_VALUE, oddNaN, -0.0f, true, null, null, "é ✓ \"q\", x", null,
        Kind.LARGE, new int[] {1, -2}, new long[] {Long.MAX_VALUE}, new double[] {-0.0, 1e-300}, new Inner(3, "z"));
    Everything back = roundTrip(RowCodec.of(Everything.class), e);
    assertEquals(0x7ff8_0000_0000_1234L, Double.doubleToRawLongBits(back.d()));
    assertEquals(Float.floatToRawIntBits(-0.0f), Float.floatToRawIntBits(back.f()));
    assertEquals(e.s(), back.s());
    assertNull(back.boxed());
    assertNull(back.none());
    assertEquals(Kind.LARGE, back.kind());
    assertArrayEquals(e.ints(), back.ints());
    assertArrayEquals(e.longs(), back.longs());
    assertEquals(Double.doubleToRawLongBits(-0.0), Double.doubleToRawLongBits(back.doubles()[0]));
    assertEquals(e.inner(), back.inner());

    Inner[] game = {new Inner(1, "random"), new Inner(2, "greedy")};
    assertArrayEquals(game, roundTrip(RowCodec.arrayOf(Inner.class), game));
  }

  @Test
  void aTypeACheckpointCannotKeepIsRefusedByName() {
    record Bad(int a, List<String> b) {}
    String why = assertThrows(IllegalArgumentException.class, () -> RowCodec.of(Bad.class)).getMessage();
    assertTrue(why.startsWith("Bad.b is a List: a checkpoint keeps"), why);
  }

  private static Sweep<Integer, Draw> draws(int trials, int failAt) {
    return Sweep.of("draws", Draw.class, List.of(0), trials, 5, (p, t, rng) -> {
      if (t == failAt) {
        throw new IllegalStateException("boom at " + t);
      }
      return new Draw(t, rng.nextDouble(), "t" + (t % 3));
    });
  }

  private static Checkpoint.Identity identity(long seed) {
    return Checkpoint.Identity.of("draws").with("seed", seed).with("trials", 300);
  }

  @Test
  void aFailedRunKeepsItsPrefixAndTheResumedRunGivesTheUninterruptedRows() throws Exception {
    List<Draw> whole = draws(300, -1).collect(3, ProgressListener.NONE);
    Path cp = dir.resolve("run.checkpoint");
    Checkpoint<Draw> first = Checkpoint.start(cp, identity(5), 300, RowCodec.of(Draw.class));
    assertFalse(Files.exists(cp), "nothing is written before the first save");
    List<Draw> seen = new ArrayList<>();
    assertThrows(MonteCarlo.TrialFailedException.class,
        () -> draws(300, 137).forEachOrdered(1, ProgressListener.NONE, seen::add, first));
    assertEquals(137, first.decidedCount(), "one thread: every trial before the failing one is decided");
    assertTrue(first.keep());
    assertTrue(Checkpoint.exists(cp));

    // a save that a kill cut off: bytes after the prefix's rows, which the state does not name
    Files.write(cp.resolve(Checkpoint.ROWS), new byte[] {1, 2, 3, 4, 5, 6, 7}, StandardOpenOption.APPEND);

    Checkpoint<Draw> second = Checkpoint.resume(cp, identity(5), 300, RowCodec.of(Draw.class));
    assertEquals(137, second.start());
    List<Draw> resumed = draws(300, -1).collect(2, ProgressListener.NONE, second);
    assertEquals(whole, resumed);
    second.finish();
    assertFalse(Files.exists(cp), "a finished run's checkpoint is removed");
  }

  @Test
  void aResumeOfAnotherRunOrOfNothingIsRefusedInOneLineNamingTheCheckpoint() throws Exception {
    Path cp = dir.resolve("c");
    assertEquals("there is no checkpoint in " + cp + " (a run keeps one there from its first save on, after 60 s)",
        assertThrows(IllegalArgumentException.class,
            () -> Checkpoint.resume(cp, identity(5), 300, RowCodec.of(Draw.class))).getMessage());
    Checkpoint<Draw> c = Checkpoint.start(cp, identity(5), 300, RowCodec.of(Draw.class));
    c.decided(new Draw(0, 0.5, "t0"));
    assertTrue(c.keep());

    assertEquals("the checkpoint " + cp + " is of another run: its seed is '5', this run's is '6'",
        assertThrows(IllegalArgumentException.class,
            () -> Checkpoint.resume(cp, identity(6), 300, RowCodec.of(Draw.class))).getMessage());
    assertEquals("the checkpoint " + cp + " is of another run: it is of 'levellab draws', this run is 'levellab"
        + " dice'", assertThrows(IllegalArgumentException.class, () -> Checkpoint.resume(cp,
            Checkpoint.Identity.of("dice").with("seed", 5).with("trials", 300), 300, RowCodec.of(Draw.class)))
            .getMessage());
    assertEquals("the checkpoint " + cp + " is of another run: it has 300 trials, this run 400",
        assertThrows(IllegalArgumentException.class,
            () -> Checkpoint.resume(cp, identity(5), 400, RowCodec.of(Draw.class))).getMessage());

    // in use: a run under way holds the folder's lock
    Checkpoint<Draw> holder = Checkpoint.resume(cp, identity(5), 300, RowCodec.of(Draw.class));
    assertTrue(Checkpoint.inUse(cp));
    assertEquals("the checkpoint " + cp + " is in use by a run under way", assertThrows(IllegalArgumentException.class,
        () -> Checkpoint.resume(cp, identity(5), 300, RowCodec.of(Draw.class))).getMessage());
    holder.close();
    assertFalse(Checkpoint.inUse(cp));

    byte[] state = Files.readAllBytes(cp.resolve(Checkpoint.STATE));
    Files.write(cp.resolve(Checkpoint.STATE), java.util.Arrays.copyOf(state, state.length - 5));
    assertEquals("the checkpoint " + cp + " is damaged: its state file is cut short",
        assertThrows(IllegalArgumentException.class,
            () -> Checkpoint.resume(cp, identity(5), 300, RowCodec.of(Draw.class))).getMessage());
    Files.writeString(cp.resolve(Checkpoint.STATE), "not a checkpoint at all");
    assertTrue(assertThrows(IllegalArgumentException.class,
        () -> Checkpoint.resume(cp, identity(5), 300, RowCodec.of(Draw.class))).getMessage()
        .startsWith("the folder " + cp + " is not a LevelLab checkpoint"));
  }

  @Test
  void savesComeEveryIntervalFromTheWriterThreadAndHoldAPrefix() throws Exception {
    String before = System.getProperty(Checkpoint.INTERVAL_PROPERTY);
    System.setProperty(Checkpoint.INTERVAL_PROPERTY, "0.05");
    try {
      Path cp = dir.resolve("timed");
      Checkpoint<Draw> c = Checkpoint.start(cp, identity(5), 300, RowCodec.of(Draw.class));
      List<Draw> rows = draws(300, -1).collect(1, ProgressListener.NONE);
      for (int i = 0; i < 150; i++) {
        c.decided(rows.get(i));
        Thread.sleep(2);
      }
      c.close(); // stopped without a last save: what stands is the last periodic one
      Checkpoint<Draw> back = Checkpoint.resume(cp, identity(5), 300, RowCodec.of(Draw.class));
      assertTrue(back.start() > 0 && back.start() <= 150, "saved " + back.start());
      List<Draw> kept = new ArrayList<>();
      back.replay(kept::add);
      assertEquals(rows.subList(0, back.start()), kept);
      back.finish();
    } finally {
      if (before == null) {
        System.clearProperty(Checkpoint.INTERVAL_PROPERTY);
      } else {
        System.setProperty(Checkpoint.INTERVAL_PROPERTY, before);
      }
    }
  }

  @Test
  void anIdentityNamesItsFirstDifference() {
    record Def(String game, int deals, long seed) {}
    Checkpoint.Identity a = Checkpoint.Identity.ofRecord("solve", new Def("pair", 10, 1));
    assertEquals(Map.of("game", "pair", "deals", "10", "seed", "1"), a.fields());
    assertNull(a.difference(Checkpoint.Identity.ofRecord("solve", new Def("pair", 10, 1))));
    assertEquals("its deals is '12', this run's is '10'",
        a.difference(Checkpoint.Identity.ofRecord("solve", new Def("pair", 12, 1))));
    String longRules = "x".repeat(200) + "\n";
    assertEquals("its rules is '" + "x".repeat(77) + "...' (201 characters), this run's is 'a\\nb'",
        Checkpoint.Identity.of("t").with("rules", "a\nb").difference(Checkpoint.Identity.of("t").with("rules", longRules)));
  }

  @Test
  void aRunFromALaterTrialGivesTheSameRowsForThoseTrials() {
    record Roll(int trial, double x) {}
    List<Roll> all = MonteCarlo.trials(5000).seed(3).threads(1).progress(ProgressListener.NONE)
        .collect((i, rng) -> new Roll(i, rng.nextDouble()));
    for (int threads : new int[] {1, 3}) {
      for (int from : new int[] {0, 1, 1023, 2500, 4999, 5000}) {
        List<Roll> tail = MonteCarlo.trials(5000).seed(3).threads(threads).progress(ProgressListener.NONE).from(from)
            .collect((i, rng) -> new Roll(i, rng.nextDouble()));
        assertEquals(all.subList(from, 5000), tail, "from " + from + " on " + threads + " threads");
      }
    }
  }
}
