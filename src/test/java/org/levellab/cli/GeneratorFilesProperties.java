package org.levellab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.LongRange;
import org.junit.jupiter.api.Test;
import org.levellab.core.RandomStreams;
import org.levellab.pair.PairDeal;
import org.levellab.pair.PairGenerators;
import org.levellab.tripeaks.Deal;
import org.levellab.tripeaks.Level;

/**
 * Every generator's --out file loads back as the very level it generated (write, read, same level),
 * and an --out that cannot be written fails before any work.
 */
class GeneratorFilesProperties {
  @Property(tries = 40, seed = "2026")
  void pairGenerateOutLoadsBackTheSameStack(@ForAll @LongRange(min = -1000, max = 1000) long seed,
      @ForAll @IntRange(min = 1, max = 13) int ranks, @ForAll @IntRange(min = 2, max = 4) int suits) throws Exception {
    Path dir = Files.createTempDirectory("pair");
    Path file = dir.resolve("stack.txt");
    CliRun.Result r = CliRun.run("pair", "generate", "--seed", Long.toString(seed), "--ranks", Integer.toString(ranks),
        "--suits", Integer.toString(suits), "--out", file.toString());
    assertEquals(0, r.code(), r.err());
    PairDeal expected = PairGenerators.shuffle(PairGenerators.deck(ranks, suits), RandomStreams.of(seed)).deal();
    PairDeal back = PairDeal.parse(Files.readString(file), file.toString());
    assertEquals(expected, back);
    assertEquals(0, CliRun.run("pair", "solve", "--stack-file", file.toString()).code());
    Files.delete(file);
    Files.delete(dir);
  }

  @Property(tries = 40, seed = "2026")
  void tripeaksDealOutLoadsBackTheSameDeal(@ForAll @LongRange(min = -1000, max = 1000) long seed,
      @ForAll boolean golf) throws Exception {
    Path dir = Files.createTempDirectory("deal");
    Path file = dir.resolve("x.deal");
    String layout = golf ? "golf" : "microsoft";
    CliRun.Result r = CliRun.run("tripeaks", "deal", "--layout", layout, "--seed", Long.toString(seed), "--out",
        file.toString());
    assertEquals(0, r.code(), r.err());
    Deal expected = Deal.random(Level.named(layout), RandomStreams.of(seed));
    assertEquals(expected, Deal.load(file));
    CliRun.Result solve = CliRun.run("tripeaks", "solve", "--layout", layout, "--deal", file.toString(), "--any",
        "--json");
    assertEquals(0, solve.code(), solve.err());
    Files.delete(file);
    Files.delete(dir);
  }

  /** Output paths are checked first: a missing folder fails at once, naming the option. */
  @Test
  void unwritableOutputsFailBeforeAnyWork() throws Exception {
    Path missing = Files.createTempDirectory("out").resolve("no/such/folder");
    for (String[] args : new String[][] {
        {"pair", "generate", "--out", missing.resolve("s.txt").toString()},
        {"tripeaks", "deal", "--out", missing.resolve("d.deal").toString()},
        {"tripeaks", "tune", "--layout", "microsoft", "--target", "win=0.6", "--out", missing.resolve("t.toml")
            .toString()},
        {"skiddy", "generate", "--width", "8", "--height", "7", "--pieces", "6", "--colors", "2", "--out",
            missing.toString()}}) {
      long t0 = System.nanoTime();
      CliRun.Result r = CliRun.run(args);
      assertEquals(2, r.code(), String.join(" ", args));
      assertTrue(r.err().startsWith("levellab: error: --out "), r.err());
      assertTrue(r.err().contains("does not exist"), r.err());
      assertEquals(1, r.err().strip().lines().count(), r.err());
      assertTrue(System.nanoTime() - t0 < 5_000_000_000L, "failed before the work: " + String.join(" ", args));
    }
  }

  @Test
  void tuneSaysWhenTheTargetIsNotReachedAndSequenceNamesTheBadLine() throws Exception {
    Path dir = Files.createTempDirectory("tune");
    Path out = dir.resolve("x.toml");
    CliRun.Result impossible = CliRun.run("tripeaks", "tune", "--layout", "microsoft", "--target", "win=1.2",
        "--players", "200", "--max-candidates", "10", "--out", out.toString());
    assertEquals(2, impossible.code(), impossible.err());
    assertEquals("levellab: error: --target win=1.2: a win rate of 1.2 is outside [0, 1], so no level can reach it",
        impossible.err().strip());
    assertFalse(Files.exists(out), "a refused target writes nothing");
    // In range, but out of reach of 200 players: their win rates are multiples of 0.005, none within 0.0005 of 0.998.
    CliRun.Result r = CliRun.run("tripeaks", "tune", "--layout", "microsoft", "--target", "win=0.998", "--tolerance",
        "0.0005", "--players", "200", "--max-candidates", "10", "--out", out.toString());
    assertEquals(TripeaksTuneCommand.NOT_REACHED, r.code(), r.err());
    assertTrue(r.out().contains("TARGET NOT REACHED: win=0.998"), r.out());
    assertTrue(Files.readString(out).contains("target NOT reached"));
    Path curve = dir.resolve("curve.txt");
    Files.writeString(curve, "0.9\n0.8\n0.7x\n");
    CliRun.Result bad = CliRun.run("tripeaks", "sequence", "--layout", "microsoft", "--curve", curve.toString(),
        "--out", dir.resolve("seq").toString());
    assertEquals(2, bad.code());
    assertTrue(bad.err().contains("curve.txt line 3: "), bad.err());
    assertTrue(Files.notExists(dir.resolve("seq")), "nothing written for a bad curve");
  }
}
