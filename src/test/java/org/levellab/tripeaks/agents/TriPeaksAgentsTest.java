package org.levellab.tripeaks.agents;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.levellab.core.RandomStreams;
import org.levellab.game.Agent;
import org.levellab.game.Agents;
import org.levellab.game.ChancePolicy;
import org.levellab.game.Games;
import org.levellab.game.Play;
import org.levellab.game.Playthrough;
import org.levellab.game.Replay;
import org.levellab.tripeaks.Fixtures;
import org.levellab.tripeaks.Level;
import org.levellab.tripeaks.TriPeaksState;
import org.levellab.tripeaks.design.GeneratorDealer;
import org.levellab.tripeaks.design.LevelConfig;

/** The catalogue's TriPeaks agents: names, options, whole games that replay, seeds that repeat. */
class TriPeaksAgentsTest {
  static final List<String> ALL = List.of("player", "greedy", "ismcts:iterations=80", "pimc:k=8:budget=1000",
      "exact");

  @Test
  void theLadderIsListedWeakestFirstForTriPeaksAndGolf() {
    for (String g : List.of("tripeaks", "golf")) {
      assertEquals(List.of("random", "player", "greedy", "ismcts", "pimc", "exact"), Agents.names(g));
      assertTrue(Agents.describe(g, "pimc").contains("k="));
    }
    assertEquals("pimc (k 32, budget 20000)", Agents.parse(Level.microsoft(), "pimc:k=32:budget=20000").label());
  }

  @Test
  void badOptionsAreOneLineErrorsNamingTheOption() {
    Level m = Level.microsoft();
    String[][] cases = {{"pimc:k=0", "option k"}, {"pimc:budget=-5", "option budget"},
        {"ismcts:iterations=0", "option iterations"}, {"pimc:samples=3", "no option 'samples'"},
        {"exact:budget=0", "option budget"}, {"player:hold=2", "option hold"}, {"greedy:k=1", "takes none"}};
    for (String[] c : cases) {
      var e = assertThrows(IllegalArgumentException.class, () -> Agents.parse(m, c[0]), c[0]);
      assertTrue(e.getMessage().contains(c[1]) && !e.getMessage().contains("\n"), c[0] + ": " + e.getMessage());
    }
    var other = assertThrows(IllegalArgumentException.class, () -> Agents.parse(Games.byName("pair"), "pimc"));
    assertTrue(other.getMessage().contains("does not apply to pair"), other.getMessage());
  }

  static Play.Result<TriPeaksState> play(Agent<TriPeaksState> agent, TriPeaksState start, long seed) {
    return Play.from(start).agent(agent, RandomStreams.of(seed)).record(false).run();
  }

  @Test
  void everyWonGameReplaysAndTheSameSeedPlaysTheSameGame() {
    for (String spec : ALL) {
      int won = 0;
      int games = 0;
      for (Level level : NoPeekTest.levels()) {
        Agent<TriPeaksState> reused = Agents.parse(level, spec);
        for (int g = 0; g < 8; g++) {
          long seed = RandomStreams.taskSeed(11, g);
          TriPeaksState start = level.newInitialState(seed);
          Play.Result<TriPeaksState> r = play(reused, start, seed);
          assertFalse(r.stopped(), spec + " game " + g + " on " + level);
          int[] moves = r.actions().stream().mapToInt(Integer::intValue).toArray();
          Replay.Result replay = Replay.actions(start, moves);
          assertTrue(replay.ok(), spec + ": " + replay.error());
          assertEquals(r.state().isWon(), replay.won(), spec + " game " + g + " on " + level);
          // a fresh agent (no scratch from earlier games) plays the same game from the same seed
          assertEquals(r.actions(), play(Agents.parse(level, spec), start, seed).actions(), spec + " game " + g);
          won += r.state().isWon() ? 1 : 0;
          games++;
        }
      }
      assertTrue(won > 0 && won < games || spec.equals("exact") && won > games / 2, spec + " won " + won);
    }
  }

  @Test
  void undealtAndGeneratedLevelsArePlayedFromWhatIsSeen() {
    LevelConfig sim = LevelConfig.load(Fixtures.DATASETS.resolve("sim4-walls.toml"));
    Level designed = sim.game();
    for (String spec : ALL.subList(0, 4)) {
      for (int g = 0; g < 4; g++) {
        SplittableRandom rng = RandomStreams.forTask(3, g);
        Play.Result<TriPeaksState> undealt = Play.from(Level.golf().undealt())
            .agent(Agents.parse(Level.golf(), spec), rng).run();
        assertTrue(undealt.state().isTerminal(), spec);
        SplittableRandom chance = RandomStreams.forTask(4, g);
        Play.Result<TriPeaksState> generated = Play.from(designed.undealt())
            .agent(Agents.parse(designed, spec), rng)
            .chance(new GeneratorDealer(sim.generator(), designed, chance), chance).run();
        assertTrue(generated.state().isTerminal(), spec);
        // the playthrough holds every card that turned up: it replays through the rules
        List<String> steps = new ArrayList<>();
        for (Playthrough.Step step : generated.playthrough().steps()) {
          if (step.number() > 0) {
            steps.add(step.action());
          }
          step.chance().forEach(c -> steps.add(c.replaceFirst("\\[.*", ""))); // the generator's note
        }
        Replay.Result replay = Replay.moves(designed.undealt(), steps);
        assertTrue(replay.ok() && replay.state().isWon() == generated.state().isWon(), spec + ": " + replay.error());
      }
    }
    TriPeaksState undealt = Level.microsoft().undealt();
    ChancePolicy.<TriPeaksState>sampled().settle(undealt, new SplittableRandom(2));
    var e = assertThrows(IllegalArgumentException.class,
        () -> Agents.parse(Level.microsoft(), "exact").act(undealt, new SplittableRandom(3)));
    assertTrue(e.getMessage().contains("needs a dealt game"), e.getMessage());
  }
}
