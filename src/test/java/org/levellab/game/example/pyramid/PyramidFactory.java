package org.levellab.game.example.pyramid;

import java.util.List;
import org.levellab.game.Game;
import org.levellab.game.GameFactory;
import org.levellab.game.Rules;

/** Makes Pyramid for the catalogue; a test registers it at run time with {@link org.levellab.game.Games#register}. */
public final class PyramidFactory implements GameFactory {
  /** At most 7 rows and 24 stock cards, so that any choice of both fits one deck. */
  static final Rules RULES = Rules.of("pyramid").intRule("rows", 7, 1, 7).intRule("stock", 24, 0, 24);
  public static final PyramidFactory INSTANCE = new PyramidFactory();

  private PyramidFactory() {}

  @Override
  public List<String> names() {
    return List.of("pyramid");
  }

  @Override
  public Game<?> create(String name, String rules) {
    Rules.Values r = RULES.read(rules);
    return new Pyramid(r.getInt("rows"), r.getInt("stock"));
  }

  /** The game with these rules, typed. */
  public Pyramid pyramid(String rules) {
    return (Pyramid) create("pyramid", rules);
  }

  @Override
  public String describe(String name) {
    return "Pyramid: remove exposed pairs adding up to 13, and kings, until the pyramid is cleared";
  }
}
