package org.levellab.match3;

import java.util.List;
import org.levellab.game.Game;
import org.levellab.game.GameFactory;

/** Registers match-3 ({@link GemGem}) in the game catalogue as {@code match3}. */
public final class GemGemFactory implements GameFactory {
  @Override
  public List<String> names() {
    return List.of("match3");
  }

  @Override
  public Game<?> create(String name, String rules) {
    return GemGem.fromRules(rules);
  }

  @Override
  public String describe(String name) {
    return "Match-3 (GemGem, Hadar and Samuel): swap gems into lines of 3 to reach the target score;"
        + " refills are chance (rules: size, gems, target)";
  }
}
