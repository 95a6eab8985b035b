package org.levellab.tripeaks.design.tune;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.levellab.tripeaks.design.LevelConfig;
import org.levellab.tripeaks.design.LevelConfigs;

/**
 * Notebook 07's precision study cuts one long run of players into batches and sets the same batch of
 * two levels side by side: that holds only if player {@code i}'s game depends on the seed and
 * {@code i} alone, and if the games are the ones {@link Playtest#measure} counts.
 */
class PlaytestGamesTest {
  @Test
  void aPlayersGameDependsOnlyOnTheSeedAndItsIndex() {
    LevelConfig c = LevelConfigs.load("sim1-groups");
    List<Playtest.Game> longRun = new Playtest("player", 2).games(c, 300, 5);
    List<Playtest.Game> prefix = new Playtest("player", 1).games(c, 120, 5);
    assertEquals(prefix, longRun.subList(0, 120));
    assertNotEquals(longRun, new Playtest("player", 2).games(c, 300, 6));
  }

  @Test
  void theGamesAreTheOnesAMeasureCounts() {
    // the notebook's probe: the committed Microsoft level tuned to a 60% win rate
    java.nio.file.Path data = LevelConfigs.folder().resolve("designer-loop.csv");
    DesignerLoopData.Row probe = DesignerLoopData.read(data).get(1);
    LevelConfig c = DesignerLoopData.config(probe, DesignerLoopData.settings(data).seed());
    Playtest p = new Playtest("player", 2);
    List<Playtest.Game> games = p.games(c, 400, 9);
    Playtest.Measure m = p.measure(c, 400, 9);
    long won = games.stream().filter(Playtest.Game::won).count();
    assertEquals(m.win().value() * 400, won, 1e-9);
    double chain = games.stream().mapToInt(Playtest.Game::longestChain).average().orElseThrow();
    assertEquals(m.chain().value(), chain, 1e-9);
    assertTrue(won > 0 && won < 400, "a level neither always won nor always lost: " + won);
  }

  @Test
  void noPlayersIsNamed() {
    LevelConfig c = LevelConfigs.load("sim1-groups");
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> new Playtest("player", 1).games(c, 0, 1));
    assertTrue(e.getMessage().startsWith("players:"), e.getMessage());
  }
}
