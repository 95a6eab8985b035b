package org.levellab.game.example;

import java.util.List;
import org.levellab.game.Game;
import org.levellab.game.GameFactory;

/**
 * Puts Aces Up in the game catalogue. A game in the project lists its factory in {@code
 * META-INF/services/org.levellab.game.GameFactory}; this one, defined in the tests, joins at run time
 * with {@link org.levellab.game.Games#register} (as a game defined in a notebook cell would).
 */
public final class AcesUpFactory implements GameFactory {
  /** The one instance, so that registering it again (from another test) does nothing. */
  public static final AcesUpFactory INSTANCE = new AcesUpFactory();

  private AcesUpFactory() {}

  @Override
  public List<String> names() {
    return List.of("acesup");
  }

  @Override
  public Game<?> create(String name, String rules) {
    GameFactory.requireNoRules(name, rules);
    return AcesUp.game();
  }

  @Override
  public String describe(String name) {
    return "Aces Up: discard a top card below a higher one of its suit, until only the aces are left";
  }
}
