package org.levellab.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.levellab.game.example.AcesUp;
import org.levellab.game.example.AcesUpAgents;
import org.levellab.game.example.AcesUpFactory;

/**
 * Games and agents defined at run time join the catalogues of the JVM ({@link Games#register},
 * {@link Agents#register}); a name belongs to one factory, and a refused registration adds nothing.
 */
class CatalogueRegistrationTest {
  /** What these tests register under made-up names, taken out afterwards: other tests list the catalogue. */
  private static final List<GameFactory> MADE_UP_GAMES = new ArrayList<>();
  private static final List<AgentFactory> MADE_UP_AGENTS = new ArrayList<>();

  @BeforeAll
  static void register() {
    Games.register(AcesUpFactory.INSTANCE);
    Agents.register(AcesUpAgents.INSTANCE);
  }

  @AfterAll
  static void leaveTheCatalogueAsOtherTestsExpectIt() {
    MADE_UP_GAMES.forEach(Games::unregister);
    MADE_UP_AGENTS.forEach(Agents::unregister);
    assertFalse(Games.names().stream().anyMatch(n -> n.startsWith("late-alias")), Games.names().toString());
  }

  /** A factory of the given names, each making the example game. */
  private static GameFactory factory(String... names) {
    GameFactory f = new GameFactory() {
      @Override
      public List<String> names() {
        return List.of(names);
      }

      @Override
      public Game<?> create(String name, String rules) {
        return AcesUp.game();
      }
    };
    MADE_UP_GAMES.add(f);
    return f;
  }

  /** An agent factory offering the given agents for one game. */
  private static AgentFactory agents(String game, String... names) {
    AgentFactory f = new AgentFactory() {
      @Override
      public List<String> games() {
        return List.of(game);
      }

      @Override
      public List<String> agents(String g) {
        return List.of(names);
      }

      @Override
      public Agent<?> create(Game<?> g, String agent, AgentOptions options) {
        return RandomAgent.create();
      }
    };
    MADE_UP_AGENTS.add(f);
    return f;
  }

  @Test
  void aRegisteredGameIsKnownByNameAndRegisteringItAgainDoesNothing() {
    assertTrue(Games.names().contains("acesup"));
    assertEquals(AcesUp.game(), Games.create(" AcesUp ", ""));
    assertEquals(AcesUpFactory.INSTANCE, Games.factoryOf("acesup"));
    int before = Games.names().size();
    Games.register(AcesUpFactory.INSTANCE);
    assertEquals(before, Games.names().size());
  }

  @Test
  void aClashingNameIsRefusedAndNothingOfThatFactoryIsAdded() {
    String shipped = Games.names().get(0);
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> Games.register(factory("clash-test-fresh", shipped)));
    assertTrue(e.getMessage().startsWith("game name '" + shipped + "' is already claimed by "), e.getMessage());
    assertFalse(Games.names().contains("clash-test-fresh"));
    e = assertThrows(IllegalArgumentException.class, () -> Games.register(factory("acesup")));
    assertTrue(e.getMessage().contains(AcesUpFactory.class.getName()), e.getMessage());
    e = assertThrows(IllegalArgumentException.class, () -> Games.register(factory(" Upper")));
    assertTrue(e.getMessage().endsWith("must be non-blank, trimmed lower case"), e.getMessage());
    assertThrows(IllegalArgumentException.class, () -> Games.register(factory()));
  }

  @Test
  void aGameRegisteredAfterItsAgentsWereAskedForGetsTheExactAgent() {
    // Asking first files the unknown name as a game with chance; registering must forget that.
    assertEquals(List.of("random"), Agents.names("late-alias-of-acesup"));
    Games.register(factory("late-alias-of-acesup"));
    assertEquals(List.of("random", "exact"), Agents.names("late-alias-of-acesup"));
  }

  @Test
  void agentNamesMustNotClash() {
    assertTrue(Agents.names("acesup").contains("discarder"));
    Agents.register(AcesUpAgents.INSTANCE); // the same factory again: nothing happens
    assertEquals(List.of("random", "discarder", "exact"), Agents.names("acesup"));
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> Agents.register(agents("acesup", "cautious", "discarder")));
    assertTrue(e.getMessage().startsWith("agent 'discarder' of game acesup is already offered by "
        + AcesUpAgents.class.getName()), e.getMessage());
    assertFalse(Agents.names("acesup").contains("cautious"), "a refused factory adds nothing");
    e = assertThrows(IllegalArgumentException.class, () -> Agents.register(agents("acesup", "random")));
    assertTrue(e.getMessage().startsWith("agent 'random' is every game's already"), e.getMessage());
    e = assertThrows(IllegalArgumentException.class, () -> Agents.register(agents("acesup", "Greedy")));
    assertTrue(e.getMessage().contains("trimmed lower case"), e.getMessage());
    // Another game's agent of the same name is no clash.
    Agents.register(agents("late-alias-of-acesup-2", "discarder"));
    assertEquals(List.of("random", "discarder"), Agents.names("late-alias-of-acesup-2"));
  }
}
