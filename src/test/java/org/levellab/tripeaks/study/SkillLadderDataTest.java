package org.levellab.tripeaks.study;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.levellab.tripeaks.Level;

class SkillLadderDataTest {
  private static final Path COMMITTED = Path.of("datasets/tripeaks/skill-ladder.csv");

  @TempDir Path dir;

  @Test
  void theCommittedLadderHoldsEveryRungOnEveryLayoutAndSaysHowItWasMade() throws Exception {
    String first = Files.readAllLines(COMMITTED).get(0);
    assertTrue(first.startsWith("# java -cp target/levellab.jar org.levellab.tripeaks.study.SkillLadderData "), first);
    List<SkillLadderData.Game> all = SkillLadderData.read(COMMITTED);
    int deals = Integer.parseInt(first.split(" ")[5]);
    Map<String, Map<String, Long>> counts = all.stream().collect(Collectors.groupingBy(SkillLadderData.Game::layout,
        Collectors.groupingBy(SkillLadderData.Game::agent, Collectors.counting())));
    assertEquals(SkillLadderData.layouts().keySet(), counts.keySet());
    for (Map<String, Long> byAgent : counts.values()) {
      assertEquals(SkillLadderData.RUNGS.size(), byAgent.size(), byAgent.toString());
      byAgent.values().forEach(n -> assertEquals(deals, n));
    }
  }

  @Test
  void theCommittedLaddersFirstGamesArePlayedAgainAlike() {
    List<SkillLadderData.Game> all = SkillLadderData.read(COMMITTED);
    long seed = Long.parseLong(firstLineWord(6));
    List<String> cheap = List.of("random", "player", "greedy", "exact");
    for (Map.Entry<String, Level> e : SkillLadderData.layouts().entrySet()) {
      List<SkillLadderData.Game> now = SkillLadderData.play(e.getKey(), e.getValue(), cheap, 3, seed, 2);
      for (SkillLadderData.Game g : now) {
        SkillLadderData.Game then = all.stream()
            .filter(x -> x.layout().equals(g.layout()) && x.agent().equals(g.agent()) && x.game() == g.game())
            .findFirst().orElseThrow();
        assertEquals(then, g);
      }
      assertEquals(cheap.size() * 3, now.size());
    }
  }

  @Test
  void rowsSurviveTheFileAndABadLineIsNamed() throws Exception {
    List<SkillLadderData.Game> games = List.of(new SkillLadderData.Game("golf", "greedy", 0, true, 40, 35),
        new SkillLadderData.Game("golf", "greedy", 1, false, 31, 17.5));
    Path f = dir.resolve("ladder.csv");
    Files.writeString(f, SkillLadderData.csv(games, "made here"));
    assertEquals(games, SkillLadderData.read(f));
    Files.writeString(f, SkillLadderData.csv(games, "made here") + "golf,greedy,2,true,x,3\n");
    String why = assertThrows(IllegalArgumentException.class, () -> SkillLadderData.read(f)).getMessage();
    assertTrue(why.startsWith(f + " line 5: "), why);
  }

  private static String firstLineWord(int i) {
    try {
      return Files.readAllLines(COMMITTED).get(0).split(" ")[i];
    } catch (java.io.IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
  }
}
