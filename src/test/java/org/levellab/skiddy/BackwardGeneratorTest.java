package org.levellab.skiddy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.levellab.cli.CliRun;

class BackwardGeneratorTest {
  private static final LevelGenerator.Options EIGHT_BY_SEVEN_4 = LevelGenerator.Options.builder(8, 7).pieces(4)
      .colors(2).build();

  /** Backward levels are solvable with a max-combo solution far more often than random ones. */
  @Test
  void backwardLevelsAreSolvableAndKeptLevelsRateThreeStars() {
    LevelGenerator.Run run = LevelGenerator.generate(EIGHT_BY_SEVEN_4, 1, 3, 2000, 2, LevelGenerator.Method.BACKWARD);
    assertEquals(3, run.levels().size());
    for (LevelGenerator.Attempt a : run.levels()) {
      assertEquals(3, Verification.of(a.level()).stars());
    }
    int solvable = 0;
    for (int i = 0; i < 100; i++) {
      Verification v = Verification.of(BackwardGenerator.level(EIGHT_BY_SEVEN_4, 9, i), 200_000);
      solvable += v.complete() && v.shortestMaxCombo() != null ? 1 : 0;
    }
    assertTrue(solvable >= 80, solvable + " of 100 backward levels have a max-combo solution");
  }

  @Property(tries = 200, seed = "2026")
  void backwardLevelsWriteAndReadBackUnchanged(@ForAll long seed, @ForAll @IntRange(min = 0, max = 1000) int index,
      @ForAll @IntRange(min = 2, max = 6) int pieces) {
    LevelGenerator.Options o = LevelGenerator.Options.builder(8, 7).pieces(pieces).colors(2).build();
    Level level = BackwardGenerator.level(o, seed, index);
    assertEquals(level, BackwardGenerator.level(o, seed, index));
    Level back = Level.parse(level.format(), "x.txt");
    assertEquals(level, back);
    assertEquals(level.name(), back.name());
  }

  /**
   * The command: generate --out writes one file per level (6 skiddies of 2 colours on 8x7,
   * the default backward method), which analyze reads back and rates 3 stars; no report in it.
   */
  @Test
  void generateWritesLevelFilesThatAnalyzeReads(@TempDir Path dir) throws Exception {
    Path out = dir.resolve("levels");
    CliRun.Result r = CliRun.run("skiddy", "generate", "--width", "8", "--height", "7", "--pieces", "6",
        "--colors", "2", "--count", "3", "--out", out.toString());
    assertEquals(0, r.code(), r.err());
    List<Path> files;
    try (Stream<Path> s = Files.list(out)) {
      files = s.filter(p -> !p.getFileName().toString().equals("summary.txt")).sorted().toList();
    }
    assertEquals(3, files.size());
    for (Path f : files) {
      Level l = Level.read(f);
      assertNotNull(l);
      assertEquals(l.format(), Files.readString(f));
      CliRun.Result a = CliRun.run("skiddy", "analyze", "--level", f.toString(), "--json");
      assertEquals(0, a.code(), a.err());
      assertEquals(3, org.levellab.cli.Json.mapper().readTree(a.out()).get("stars").asInt(), a.out());
    }
    assertTrue(Files.readString(out.resolve("summary.txt")).contains("accepted 3"));
    CliRun.Result bad = CliRun.run("skiddy", "generate", "--width", "8", "--height", "7", "--pieces", "4",
        "--out", dir.resolve("missing/deeper").toString());
    assertEquals(2, bad.code());
    assertTrue(bad.err().contains("does not exist"), bad.err());
  }
}
