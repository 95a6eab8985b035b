package org.levellab.blackhole;

import java.util.List;
import org.levellab.game.Game;
import org.levellab.game.GameFactory;

/** Registers Black Hole in the game catalogue. */
public final class BlackHoleFactory implements GameFactory {
  @Override
  public List<String> names() {
    return List.of("blackhole");
  }

  @Override
  public Game<?> create(String name, String rules) {
    GameFactory.requireNoRules(name, rules);
    return BlackHole.game();
  }

  @Override
  public String describe(String name) {
    return "Black Hole (Parlett): 17 fans of 3 onto one foundation, one rank up or down, K-A wrap";
  }
}
