package org.levellab.skiddy;

import java.util.List;
import org.levellab.game.Game;
import org.levellab.game.GameFactory;

/** Registers Skiddy in the game catalogue. */
public final class SkiddyFactory implements GameFactory {
  @Override
  public List<String> names() {
    return List.of("skiddy");
  }

  @Override
  public Game<?> create(String name, String rules) {
    return Skiddy.fromRules(rules);
  }

  @Override
  public String describe(String name) {
    return "Skiddy (BigBangPixel): a slippery sliding puzzle; each input slides every piece, a level file is needed";
  }
}
