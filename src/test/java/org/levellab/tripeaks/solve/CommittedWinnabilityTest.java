package org.levellab.tripeaks.solve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.levellab.core.Estimate;
import org.levellab.core.RandomStreams;
import org.levellab.core.Stats;
import org.levellab.game.Replay;
import org.levellab.search.Verdict;
import org.levellab.tripeaks.Deal;
import org.levellab.tripeaks.Level;

/**
 * The committed winnability runs ({@code datasets/tripeaks/winnability-1e7.csv} and the verdict files
 * beside it): every row's verdict file is there, read back, agrees with the row's counts and interval,
 * decides every deal, and its first 2,000 verdicts are those of a fresh solve of the same deals, every
 * winning line replayed through the rules.
 */
class CommittedWinnabilityTest {
  private static final Path DIR = Path.of("datasets", "tripeaks");
  private static final Path TABLE = DIR.resolve("winnability-1e7.csv");
  private static final int CHECKED = 2000;

  @Test
  void everyRowsVerdictFileMatchesItsRowAndFreshSolves() throws IOException {
    List<String> lines = Files.readAllLines(TABLE, StandardCharsets.UTF_8);
    assertEquals(WinnabilitySummaryCsv.header(), lines.get(0));
    assertTrue(lines.size() > 1, TABLE + " has no rows");
    for (String line : lines.subList(1, lines.size())) {
      String[] f = line.split(",", 12);
      String layout = f[0];
      boolean wrap = Boolean.parseBoolean(f[1]);
      long seed = Long.parseLong(f[3]);
      Level standard = switch (layout) {
        case "microsoft" -> Level.microsoft();
        case "golf" -> Level.golf();
        default -> throw new AssertionError("a committed run of an unexpected layout: " + line);
      };
      Level level = standard.toBuilder().wrap(wrap).build();
      Path file = DIR.resolve(WinnabilityBits.fileName(level, seed));
      assertTrue(Files.isRegularFile(file), file + " is missing for row: " + line);
      WinnabilityBits bits = WinnabilityBits.read(file);
      assertEquals(level, bits.level(), file.toString());
      assertEquals(layout, bits.layout());
      assertEquals(wrap, bits.wrap());
      assertEquals(Integer.parseInt(f[2]), bits.deals());
      assertEquals(seed, bits.seed());
      assertEquals(Long.parseLong(f[4]), bits.winnableCount(), line);
      assertEquals(Long.parseLong(f[5]), bits.notWinnableCount(), line);
      assertEquals(0L, Long.parseLong(f[6]), "the committed runs leave no deal undecided: " + line);
      assertEquals(0L, bits.unknownCount());
      Estimate share = Stats.proportion(bits.winnableCount(), bits.decidedCount(), 0.95);
      assertEquals(share.value(), Double.parseDouble(f[7]), 1e-8);
      assertEquals(share.lower(), Double.parseDouble(f[8]), 1e-8);
      assertEquals(share.upper(), Double.parseDouble(f[9]), 1e-8);
      assertTrue(Double.parseDouble(f[10]) > 0, "cpu seconds: " + line);
      assertTrue(f[11].contains("winnability") && f[11].contains("--seed " + seed), f[11]);
      assertFirstVerdictsMatchFreshSolves(bits);
    }
  }

  private static void assertFirstVerdictsMatchFreshSolves(WinnabilityBits bits) {
    Level level = bits.level();
    ExactSolver solver = ExactSolver.builder().minimizeDraws(false).budget(bits.budget()).build();
    int won = 0;
    for (int i = 0; i < CHECKED; i++) {
      Deal deal = Deal.random(level, RandomStreams.forTask(bits.seed(), i));
      SolverResult r = solver.solve(level, deal);
      assertEquals(r.winnable(), bits.verdict(i), bits.fileName() + ", deal " + i);
      if (r.winnable() == Verdict.TRUE) {
        won++;
        Replay.Result replay = Replay.moves(level.deal(deal), r.movesText());
        assertTrue(replay.won(), bits.fileName() + ", deal " + i + ": " + replay.error());
      }
    }
    assertTrue(won > 0 && won < CHECKED, won + " of the first " + CHECKED + " won: the check would not see a flipped file");
    assertEquals(won, bits.prefix(CHECKED).winnableCount());
  }
}
