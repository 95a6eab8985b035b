package org.levellab.tripeaks.study;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class LevelRankingDataTest {
  private static final Path COMMITTED = Path.of("datasets/tripeaks/level-ranking.csv");

  @TempDir Path dir;

  private static String[] command() throws Exception {
    String first = Files.readAllLines(COMMITTED).get(0);
    assertTrue(first.startsWith("# java -cp target/levellab.jar org.levellab.tripeaks.study.LevelRankingData "), first);
    return first.split(" ");
  }

  @Test
  void theCommittedRankingsFirstGamesArePlayedAgainAlike() throws Exception {
    String[] c = command();
    int levels = Integer.parseInt(c[5]);
    long seed = Long.parseLong(c[7]);
    List<LevelRanking.Design> designs = LevelRanking.designs(levels, seed);
    LevelRanking.Played then = LevelRankingData.read(COMMITTED, designs);
    assertEquals(levels, then.designs().size());
    List<String> cheap = List.of("player", "greedy");
    LevelRanking.Played now = LevelRanking.play(designs.subList(0, 3), cheap, 4, seed, 2, null);
    for (int d = 0; d < 3; d++) {
      for (String agent : cheap) {
        for (int g = 0; g < 4; g++) {
          assertEquals(then.wins()[d][then.agents().indexOf(agent)][g], now.wins()[d][cheap.indexOf(agent)][g],
              "level " + d + ", " + agent + ", game " + g);
        }
      }
    }
  }

  @Test
  void aRankingSurvivesTheFileAndARowOutOfOrderIsNamed() throws Exception {
    List<LevelRanking.Design> designs = LevelRanking.designs(2, 7);
    LevelRanking.Played p = LevelRanking.play(designs, List.of("greedy", "random"), 3, 7, 1, null);
    Path f = dir.resolve("ranking.csv");
    String text = LevelRankingData.csv(p, "made here");
    Files.writeString(f, text);
    LevelRanking.Played back = LevelRankingData.read(f, designs);
    assertEquals(p.agents(), back.agents());
    for (int d = 0; d < 2; d++) {
      for (int a = 0; a < 2; a++) {
        assertEquals(p.winRate(d, a), back.winRate(d, a));
      }
    }
    List<String> lines = new java.util.ArrayList<>(text.lines().toList());
    java.util.Collections.swap(lines, 3, 4); // level 0's second agent and level 1's first
    Files.writeString(f, String.join("\n", lines) + "\n");
    String why = assertThrows(IllegalArgumentException.class, () -> LevelRankingData.read(f, designs)).getMessage();
    assertTrue(why.startsWith(f + " line 4: expected level 0, agent random"), why);
  }
}
