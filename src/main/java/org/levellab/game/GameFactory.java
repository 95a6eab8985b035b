package org.levellab.game;

import java.util.List;

/**
 * Makes the games of one package for the catalogue ({@link Games}). A game package registers its
 * factory in {@code META-INF/services/org.levellab.game.GameFactory}, so the generic commands
 * ({@code levellab play | replay | solve}) and traces find it by name. A listed class must be public,
 * with a public constructor without arguments; one that is not, or whose {@link #names()} throws or
 * returns null, is named in a warning and left out ({@link PlugIns}).
 */
public interface GameFactory {
  /** The names this factory makes, such as {@code tripeaks} and {@code golf}. */
  List<String> names();

  /**
   * The game of that name with the given rules ({@link Game#rules()} text; empty for the defaults).
   *
   * @throws IllegalArgumentException for rules it cannot read, naming the key and the line
   */
  Game<?> create(String name, String rules);

  /**
   * Refuses rules text for a game that has no rule options, naming the game, the line and the key
   * ({@link Rules#of} with nothing declared): what {@link #create} of such a game calls first. A game
   * with options reads them with {@link Rules} instead.
   */
  static void requireNoRules(String name, String rules) {
    Rules.of(name).read(rules);
  }

  /** One line saying what the game is, for help texts. */
  default String describe(String name) {
    return name;
  }
}
