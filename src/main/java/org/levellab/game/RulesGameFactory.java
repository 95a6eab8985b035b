package org.levellab.game;

import java.util.List;
import java.util.Objects;
import java.util.function.Function;

/**
 * A {@link GameFactory} for one game made from its declared {@link Rules}: the factory a game with
 * rule options would otherwise write by hand. The game's name is the rules' {@link Rules#game()};
 * {@link #create} reads the rules text with them (typed values, defaults, unknown keys and checks
 * across keys refused in one line naming the key and the line) and hands the values to {@code make}.
 * <pre>{@code
 * // in a notebook cell
 * GameFactory f = new RulesGameFactory(Pyramid.RULES, "Pyramid: pairs adding up to 13", Pyramid::new);
 * Games.register(f);
 *
 * // in a plug-in jar, listed in META-INF/services/org.levellab.game.GameFactory
 * public final class PyramidFactory extends RulesGameFactory {
 *   public PyramidFactory() {
 *     super(Pyramid.RULES, "Pyramid: pairs adding up to 13", Pyramid::new);
 *   }
 * }
 * }</pre>
 * A game built this way keeps the values it was made with and returns {@link Rules.Values#text()}
 * from {@link Game#rules()}, so that the catalogue rebuilds it from its rules text.
 */
public class RulesGameFactory implements GameFactory {
  private final Rules rules;
  private final String description;
  private final Function<Rules.Values, ? extends Game<?>> make;

  /**
   * @param rules the game's rule options; their {@link Rules#game()} is the game's name (trimmed lower case)
   * @param description one line saying what the game is, for help texts
   * @param make the game with these rules
   */
  public RulesGameFactory(Rules rules, String description, Function<Rules.Values, ? extends Game<?>> make) {
    this.rules = Objects.requireNonNull(rules, "rules");
    this.description = Objects.requireNonNull(description, "description");
    this.make = Objects.requireNonNull(make, "make");
  }

  /** The rule options this factory reads. */
  public Rules rules() {
    return rules;
  }

  @Override
  public List<String> names() {
    return List.of(rules.game());
  }

  /**
   * The game with these rules.
   *
   * @throws IllegalArgumentException for another name, or rules the declaration refuses (one line
   *     naming the key and the line)
   */
  @Override
  public Game<?> create(String name, String rulesText) {
    if (!rules.game().equals(name)) {
      throw new IllegalArgumentException(getClass().getSimpleName() + " makes " + rules.game() + ", not " + name);
    }
    return make.apply(rules.read(rulesText));
  }

  @Override
  public String describe(String name) {
    return description;
  }
}
