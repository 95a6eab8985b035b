package org.levellab.tripeaks.solve;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import java.util.SplittableRandom;
import java.util.zip.GZIPInputStream;
import java.util.zip.GZIPOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.levellab.core.ProgressListener;
import org.levellab.core.Stats;
import org.levellab.search.Budget;
import org.levellab.search.Verdict;
import org.levellab.tripeaks.Layout;
import org.levellab.tripeaks.Level;

/** The verdict bits: the file format read back exactly, the writer's checks, and runs against per-deal rows. */
class WinnabilityBitsTest {
  static final Level[] LEVELS = {
    Level.microsoft(), Level.golf(), Level.microsoft().toBuilder().wrap(false).build(),
    Level.builder(Layout.microsoft()).holdSlot(true).wall(14).wall(3).build(),
    Level.golf().toBuilder().stockSize(12).build()
  };

  /** Random verdicts for {@code deals} deals: TRUE, FALSE, and now and then UNKNOWN. */
  static Verdict[] randomVerdicts(int deals, SplittableRandom rng) {
    double unknown = rng.nextInt(3) == 0 ? 0 : rng.nextDouble() * 0.2;
    double win = rng.nextDouble();
    Verdict[] v = new Verdict[deals];
    for (int i = 0; i < deals; i++) {
      v[i] = rng.nextDouble() < unknown ? Verdict.UNKNOWN : Verdict.of(rng.nextDouble() < win);
    }
    return v;
  }

  /** Blocks of the given verdicts, cut at random multiples of 64, recorded in a shuffled order. */
  static WinnabilityBits.Run record(Level level, long seed, Budget budget, Verdict[] v, SplittableRandom rng) {
    WinnabilityBits.Writer w = new WinnabilityBits.Writer(level, seed, v.length, budget);
    List<int[]> ranges = new ArrayList<>();
    for (int from = 0; from < v.length; ) {
      int to = Math.min(v.length, from + 64 * (1 + rng.nextInt(4)));
      ranges.add(new int[] {from, to});
      from = to;
    }
    Collections.shuffle(ranges, new Random(rng.nextLong()));
    for (int[] r : ranges) {
      Winnability.BlockBuilder b = new Winnability.BlockBuilder(r[0], r[1]);
      for (int i = r[0]; i < r[1]; i++) {
        b.add(new Winnability.DealOutcome(i, v[i].toJson().toString(), v[i] == Verdict.TRUE, v[i] == Verdict.UNKNOWN,
            0, 10 + i, 0.5));
      }
      w.record(b.build(7));
    }
    return w.finish();
  }

  static byte[] content(WinnabilityBits bits) throws IOException {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    bits.write(out);
    return out.toByteArray();
  }

  static WinnabilityBits readBack(byte[] content) throws IOException {
    return WinnabilityBits.read(new ByteArrayInputStream(content), "test");
  }

  /**
   * Thousands of random runs (sizes 1 to 700, every level kind, unknowns or none, negative seeds)
   * written and read back: the same value, every verdict, the counts; and the bitsets in the file are
   * deal i at bit i % 8 of byte i / 8, as BitSet.toByteArray lays them out.
   */
  @Test
  void theFormatReadsBackEveryVerdictAndLaysBitsOutAsBitSetDoes() throws IOException {
    SplittableRandom rng = new SplittableRandom(20240611);
    int withUnknown = 0;
    for (int t = 0; t < 3000; t++) {
      int deals = 1 + (t % 5 == 0 ? rng.nextInt(700) : rng.nextInt(130));
      Level level = LEVELS[rng.nextInt(LEVELS.length)];
      long seed = rng.nextLong();
      Budget budget = rng.nextBoolean() ? Budget.nodes(1 + rng.nextInt(1_000_000)) : new Budget(5, 17);
      Verdict[] v = randomVerdicts(deals, rng);
      WinnabilityBits bits = record(level, seed, budget, v, rng).bits();
      String ctx = "case " + t + ": " + bits;
      byte[] content = content(bits);
      WinnabilityBits back = readBack(content);
      assertEquals(bits, back, ctx);
      assertEquals(level, back.level(), ctx);
      assertEquals(seed, back.seed(), ctx);
      assertEquals(budget, back.budget(), ctx);
      assertEquals(WinnabilityBits.fileName(level, seed), back.fileName(), ctx);
      long win = 0;
      long unknown = 0;
      BitSet expectWin = new BitSet();
      BitSet expectDecided = new BitSet();
      for (int i = 0; i < deals; i++) {
        assertEquals(v[i], back.verdict(i), ctx + ", deal " + i);
        assertEquals(v[i] != Verdict.UNKNOWN, back.isDecided(i), ctx + ", deal " + i);
        if (v[i] == Verdict.UNKNOWN) {
          int deal = i;
          assertThrows(IllegalStateException.class, () -> back.isWinnable(deal), ctx);
          unknown++;
        } else {
          assertEquals(v[i] == Verdict.TRUE, back.isWinnable(i), ctx + ", deal " + i);
          expectDecided.set(i);
        }
        if (v[i] == Verdict.TRUE) {
          win++;
          expectWin.set(i);
        }
      }
      withUnknown += unknown > 0 ? 1 : 0;
      assertEquals(win, back.winnableCount(), ctx);
      assertEquals(unknown, back.unknownCount(), ctx);
      assertEquals(deals - win - unknown, back.notWinnableCount(), ctx);
      assertEquals(unknown == 0, back.complete(), ctx);
      assertEquals(expectWin, back.winnable(), ctx);
      // the two bitsets close the content: each ceil(deals / 8) bytes, in BitSet.toByteArray order
      int n = (deals + 7) / 8;
      assertArrayEquals(Arrays.copyOf(expectWin.toByteArray(), n),
          Arrays.copyOfRange(content, content.length - 2 * n, content.length - n), ctx);
      assertArrayEquals(Arrays.copyOf(expectDecided.toByteArray(), n),
          Arrays.copyOfRange(content, content.length - n, content.length), ctx);
      if (deals - unknown > 0) {
        assertEquals(Stats.proportion(win, deals - unknown, 0.95), back.share(), ctx);
      } else {
        assertTrue(Double.isNaN(back.share().value()), ctx);
      }
    }
    assertTrue(withUnknown > 1000, withUnknown + " runs with unknown deals");
  }

  /** The header, field by field, as the format documents it (what a reader in another language relies on). */
  @Test
  void theHeaderIsTheDocumentedSequenceOfFields(@TempDir Path dir) throws IOException {
    Level level = Level.microsoft().toBuilder().wrap(false).build();
    Verdict[] v = {Verdict.TRUE, Verdict.FALSE, Verdict.UNKNOWN, Verdict.TRUE, Verdict.TRUE, Verdict.FALSE,
      Verdict.FALSE, Verdict.TRUE, Verdict.TRUE, Verdict.UNKNOWN};
    WinnabilityBits bits = record(level, -3, new Budget(1000, 250), v, new SplittableRandom(1)).bits();
    Path file = dir.resolve(bits.fileName());
    assertEquals("microsoft-nowrap--3.bits.gz", file.getFileName().toString());
    bits.write(file);
    try (DataInputStream d = new DataInputStream(new GZIPInputStream(Files.newInputStream(file)))) {
      byte[] magic = new byte[4];
      d.readFully(magic);
      assertEquals("LLWB", new String(magic, java.nio.charset.StandardCharsets.US_ASCII));
      assertEquals(1, d.readInt());
      assertEquals("tripeaks", string(d));
      assertEquals("microsoft", string(d));
      assertEquals(0, d.readUnsignedByte());
      assertEquals(level, org.levellab.game.Games.create("tripeaks", string(d)));
      assertEquals(-3, d.readLong());
      assertEquals(10, d.readInt());
      assertEquals(1000, d.readLong());
      assertEquals(250, d.readLong());
      assertEquals(5, d.readInt());
      assertEquals(8, d.readInt());
      // deals 0, 3, 4, 7 | 8: bits 0b10011001, then 0b01; decided: all but 2 and 9
      assertArrayEquals(new byte[] {(byte) 0b10011001, 0b01, (byte) 0b11111011, 0b01}, d.readAllBytes());
    }
    assertEquals(bits, WinnabilityBits.read(file));
  }

  private static String string(DataInputStream d) throws IOException {
    byte[] b = new byte[d.readInt()];
    d.readFully(b);
    return new String(b, java.nio.charset.StandardCharsets.UTF_8);
  }

  @Test
  void fileNamesCarryLayoutWrapVariantsAndSeed() {
    assertEquals("microsoft-1.bits.gz", WinnabilityBits.fileName(Level.microsoft(), 1));
    assertEquals("microsoft-nowrap-1.bits.gz",
        WinnabilityBits.fileName(Level.microsoft().toBuilder().wrap(false).build(), 1));
    assertEquals("golf-1.bits.gz", WinnabilityBits.fileName(Level.golf(), 1));
    assertEquals("golf-wrap-7.bits.gz", WinnabilityBits.fileName(Level.golf().toBuilder().wrap(true).build(), 7));
    assertEquals("microsoft-hold-walls3.14-2.bits.gz", WinnabilityBits.fileName(LEVELS[3], 2));
    assertEquals("golf-stock12-2.bits.gz", WinnabilityBits.fileName(LEVELS[4], 2));
  }

  /** A file that is cut, altered or not one at all is refused with the file named, never half read. */
  @Test
  void damagedFilesAreRefused(@TempDir Path dir) throws IOException {
    Verdict[] v = randomVerdicts(300, new SplittableRandom(3));
    WinnabilityBits bits = record(Level.golf(), 1, Budget.nodes(100), v, new SplittableRandom(4)).bits();
    byte[] content = content(bits);
    Path file = dir.resolve("golf-1.bits.gz");
    // cut short
    gzip(file, Arrays.copyOf(content, content.length - 1));
    assertTrue(assertThrows(IllegalArgumentException.class, () -> WinnabilityBits.read(file)).getMessage()
        .contains("cut short"));
    // a byte too many
    gzip(file, Arrays.copyOf(content, content.length + 1));
    assertThrows(IllegalArgumentException.class, () -> WinnabilityBits.read(file));
    // another magic, another version
    byte[] other = content.clone();
    other[0] = 'X';
    gzip(file, other);
    assertThrows(IllegalArgumentException.class, () -> WinnabilityBits.read(file));
    other = content.clone();
    other[7] = 2;
    gzip(file, other);
    assertTrue(assertThrows(IllegalArgumentException.class, () -> WinnabilityBits.read(file)).getMessage()
        .contains("version 2"));
    // a flipped winnable bit no longer matches the header's count
    other = content.clone();
    int n = (300 + 7) / 8;
    other[other.length - 2 * n] ^= 1;
    gzip(file, other);
    assertThrows(IllegalArgumentException.class, () -> WinnabilityBits.read(file));
    // a bit past the last deal (300 = 37 bytes and 4 bits)
    other = content.clone();
    other[other.length - 1] |= (byte) 0x80;
    gzip(file, other);
    assertTrue(assertThrows(IllegalArgumentException.class, () -> WinnabilityBits.read(file)).getMessage()
        .contains("past the last deal"));
    // not gzip at all
    Files.write(file, content);
    assertThrows(IllegalArgumentException.class, () -> WinnabilityBits.read(file));
  }

  @Test
  void anUndecidedDealThatClaimsToBeWinnableIsRefused(@TempDir Path dir) throws IOException {
    Verdict[] v = new Verdict[70];
    Arrays.fill(v, Verdict.FALSE);
    v[66] = Verdict.UNKNOWN;
    WinnabilityBits bits = record(Level.microsoft(), 1, Budget.nodes(100), v, new SplittableRandom(4)).bits();
    byte[] content = content(bits);
    int n = (70 + 7) / 8;
    content[content.length - n - 1] |= 0b100; // winnable bit of deal 66, keeping the count by clearing none
    int countAt = content.length - 2 * n - 8;
    content[countAt + 3] = 1; // the header's winnable count
    Path file = dir.resolve("microsoft-1.bits.gz");
    gzip(file, content);
    assertTrue(assertThrows(IllegalArgumentException.class, () -> WinnabilityBits.read(file)).getMessage()
        .contains("deal 66 is winnable but not decided"));
  }

  private static void gzip(Path file, byte[] content) throws IOException {
    try (OutputStream out = new GZIPOutputStream(Files.newOutputStream(file))) {
      out.write(content);
    }
  }

  @Test
  void theWriterTakesEveryDealExactlyOnceInWholeWords() {
    WinnabilityBits.Writer w = new WinnabilityBits.Writer(Level.microsoft(), 1, 200, Budget.nodes(10));
    long[] one = {0};
    assertThrows(IllegalArgumentException.class,
        () -> new WinnabilityBits.Block(10, 64, one, one, 0, 0, 0, 0)); // not aligned
    assertThrows(IllegalArgumentException.class,
        () -> w.record(new WinnabilityBits.Block(0, 50, one, one, 0, 0, 0, 0))); // ends inside a word
    assertThrows(IllegalArgumentException.class,
        () -> w.record(new WinnabilityBits.Block(192, 201, one, one, 0, 0, 0, 0))); // past the run
    assertThrows(IllegalArgumentException.class,
        () -> w.record(new WinnabilityBits.Block(0, 64, new long[] {1}, new long[] {0}, 0, 0, 0, 0)));
    assertThrows(IllegalArgumentException.class,
        () -> w.record(new WinnabilityBits.Block(192, 200, new long[] {0}, new long[] {1L << 8}, 0, 0, 0, 0)));
    w.record(new WinnabilityBits.Block(0, 128, new long[] {5, 0}, new long[] {-1, -1}, 3, 1.5, 1, 9));
    assertThrows(IllegalArgumentException.class,
        () -> w.record(new WinnabilityBits.Block(64, 128, one, one, 0, 0, 0, 0))); // twice
    assertFalse(w.complete());
    assertTrue(assertThrows(IllegalStateException.class, w::finish).getMessage().contains("deals 128.."));
    w.record(new WinnabilityBits.Block(128, 200, new long[] {0, 0}, new long[] {-1, 0xFF}, 4, 2.5, 2, 1));
    WinnabilityBits.Run r = w.finish();
    assertEquals(2, r.bits().winnableCount());
    assertEquals(198, r.bits().notWinnableCount());
    assertEquals(7, r.nodes());
    assertEquals(2, r.maxMillis());
    assertEquals(10, r.taskCpuNanos());
    assertEquals(4.0 / 200, r.meanMillis(), 1e-12);
  }

  /**
   * The bits of a run are the verdicts of its per-deal rows, deal by deal, on one thread or several,
   * with a budget small enough that some deals stay undecided; and they count deals in the progress.
   */
  @Test
  void runBitsGivesTheRowsVerdictsOnAnyThreadCount() {
    for (Level level : new Level[] {Level.microsoft(), Level.golf()}) {
      // small enough that some deals stay undecided, large enough that some are proved lost
      Budget budget = Budget.nodes(level == Level.golf() ? 3_000 : 100_000);
      int deals = 333;
      Winnability.Summary rows = Winnability.run(level, deals, 9, 2, budget);
      WinnabilityBits.Writer fromRows = new WinnabilityBits.Writer(level, 9, deals, budget);
      List<Winnability.DealOutcome> outcomes = new ArrayList<>();
      var sweep = Winnability.sweep(level, deals, 9, budget);
      for (int i = 0; i < deals; i++) {
        try {
          outcomes.add(sweep.task(i));
        } catch (Exception e) {
          throw new AssertionError(e);
        }
      }
      fromRows.recordAll(outcomes);
      WinnabilityBits expected = fromRows.finish().bits();
      assertTrue(expected.unknownCount() > 0 && expected.winnableCount() > 0 && expected.notWinnableCount() > 0,
          expected.toString());
      assertEquals(rows.winnable(), expected.winnableCount());
      assertEquals(rows.unknown(), expected.unknownCount());
      long[] last = {0, 0};
      ProgressListener progress = new ProgressListener() {
        @Override
        public void start(String label, long total) {
          last[1] = total;
        }

        @Override
        public void advance(long done, long total) {
          last[0] = done;
        }

        @Override
        public void finish(long done, long total) {
          last[0] = done;
        }
      };
      for (int threads : new int[] {1, 2, 3}) {
        WinnabilityBits.Run run = Winnability.runBits(level, deals, 9, threads, budget, progress);
        assertEquals(expected, run.bits(), level + ", " + threads + " threads");
        assertEquals(outcomes.stream().mapToLong(Winnability.DealOutcome::nodes).sum(), run.nodes());
        assertEquals(deals, last[0]);
        assertEquals(deals, last[1]);
      }
    }
  }

  /** Deal i depends on the seed and i only: a shorter run's bits are the first deals of a longer one's. */
  @Test
  void aShorterRunIsAPrefixOfALongerOne() {
    Budget budget = Budget.nodes(20_000);
    WinnabilityBits longer = Winnability.runBits(Level.microsoft(), 200, 4, 2, budget, ProgressListener.NONE).bits();
    for (int n : new int[] {1, 63, 64, 65, 130}) {
      assertEquals(Winnability.runBits(Level.microsoft(), n, 4, 1, budget, ProgressListener.NONE).bits(),
          longer.prefix(n), n + " deals");
    }
  }
}
