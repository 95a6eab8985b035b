package org.levellab.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

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
}
