package org.levellab.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.levellab.core.RandomStreams;
import org.levellab.search.Budget;
import org.levellab.search.GameSolver;
import org.levellab.search.Verdict;

class AgentsTest {
  @Test
  void everyGameHasTheRandomAgentFirst() {
    for (String g : Games.names()) {
      assertEquals(Agents.RANDOM, Agents.names(g).get(0), g);
    }
  }

  @Test
  void theRandomAgentPlaysEveryGameToItsEnd() {
    for (String g : Games.names()) {
      Game<?> game = Games.byName(g);
      Agent<?> a = Agents.parse(game, "Random");
      assertEquals("random", a.label(), g);
    }
  }

  @Test
  void unknownAgentsAndOptionsAreNamed() {
    Game<?> golf = Games.byName("golf");
    var unknown = assertThrows(IllegalArgumentException.class, () -> Agents.parse(golf, "wizard"));
    assertTrue(unknown.getMessage().contains("unknown agent 'wizard'"), unknown.getMessage());
    assertTrue(unknown.getMessage().contains("random"), unknown.getMessage());
    var option = assertThrows(IllegalArgumentException.class, () -> Agents.parse(golf, "random:k=3"));
    assertTrue(option.getMessage().contains("no option 'k'"), option.getMessage());
    var form = assertThrows(IllegalArgumentException.class, () -> Agents.parse(golf, "random:k"));
    assertTrue(form.getMessage().contains("key=value"), form.getMessage());
  }

  @Test
  void optionValuesAreChecked() {
    AgentOptions o = AgentOptions.of("pimc", Map.of("k", "32", "budget", "1e5", "bad", "0", "frac", "0.5"));
    assertEquals(32, o.positiveInt("k", 1));
    assertEquals(100_000, o.positiveInt("budget", 1));
    assertEquals(7, o.positiveInt("absent", 7));
    var zero = assertThrows(IllegalArgumentException.class, () -> o.positiveInt("bad", 1));
    assertTrue(zero.getMessage().contains("agent pimc option bad must be at least 1"), zero.getMessage());
    var frac = assertThrows(IllegalArgumentException.class, () -> o.positiveInt("frac", 1));
    assertTrue(frac.getMessage().contains("whole number"), frac.getMessage());
    assertEquals(0.5, o.number("frac", 0, 1, 0.2));
    assertThrows(IllegalArgumentException.class, () -> o.number("k", 0, 1, 0.2));
    assertThrows(IllegalArgumentException.class, () -> o.requireOnly(Set.of("k")));
  }

  @Test
  void everyGameWithoutChanceHasExactOnceAfterItsOwnAgents() {
    for (String g : Games.names()) {
      List<String> names = Agents.names(g);
      boolean chanceFree = !Games.byName(g).hasChanceNodes();
      assertEquals(names.size(), Set.copyOf(names).size(), g + ": no agent listed twice " + names);
      if (chanceFree) {
        assertTrue(names.contains(Agents.EXACT), g + " has no chance, so it has exact: " + names);
      }
    }
    assertEquals(List.of("random", "exact"), Agents.names("blackhole"), "the generic exact comes last");
    assertEquals(List.of("random", "greedy", "exact"), Agents.names("pair"), "a game's own exact keeps its place");
    assertTrue(!Agents.names("match3").contains(Agents.EXACT), "a game with chance gets no generic exact");
  }

  @Test
  void aGamesOwnExactTakesPrecedence() {
    Game<?> skiddy = Games.byName("skiddy");
    // the game's own exact reads states=N; the generic one reads budget=N
    var own = assertThrows(IllegalArgumentException.class, () -> Agents.parse(skiddy, "exact:budget=10"));
    assertTrue(own.getMessage().contains("no option 'budget'"), own.getMessage());
    assertTrue(Agents.describe("skiddy", "exact").startsWith("exact[:states=N]"), Agents.describe("skiddy", "exact"));
    assertTrue(Agents.describe("blackhole", "exact").contains("game-independent exact solver"),
        Agents.describe("blackhole", "exact"));
    var generic = assertThrows(IllegalArgumentException.class, () -> Agents.parse(Games.byName("blackhole"), "exact:k=3"));
    assertTrue(generic.getMessage().contains("no option 'k' (its options: budget)"), generic.getMessage());
    var chance = assertThrows(IllegalArgumentException.class, () -> Agents.parse(Games.byName("match3"), "exact"));
    assertTrue(chance.getMessage().contains("agent 'exact' does not apply to match3, only to ")
        && chance.getMessage().contains("blackhole"), chance.getMessage());
  }

  @Test
  void theGenericExactAgentWinsExactlyTheDealsTheSolverWins() {
    Game<?> game = Games.byName("blackhole");
    int won = 0;
    int lost = 0;
    for (long seed = 1; seed <= 40; seed++) {
      Verdict v = GameSolver.withBudget(Budget.nodes(Agents.EXACT_BUDGET)).solve(game.newInitialState(seed)).winnable();
      Agent<?> exact = Agents.parse(game, "exact");
      assertEquals("exact", exact.label());
      boolean playedToWin = play(game, exact, seed);
      if (v != Verdict.UNKNOWN) {
        assertEquals(v == Verdict.TRUE, playedToWin, "seed " + seed);
        won += playedToWin ? 1 : 0;
        lost += playedToWin ? 0 : 1;
      }
    }
    assertTrue(won >= 5 && lost >= 5, "both outcomes: " + won + " won, " + lost + " lost");
  }

  @SuppressWarnings("unchecked")
  private static <S extends State> boolean play(Game<S> game, Agent<?> agent, long seed) {
    return Play.from(game.newInitialState(seed)).agent((Agent<S>) agent, RandomStreams.of(seed)).maxMoves(200).run()
        .state().isWon();
  }
}
