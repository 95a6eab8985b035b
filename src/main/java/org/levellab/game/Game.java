package org.levellab.game;

import java.nio.file.Path;
import org.levellab.core.TextFiles;

/**
 * The immutable description of a game: its rules and parameters, a name, and the way to start it. A
 * game never changes; everything that changes during play lives in its {@link State}.
 *
 * <p>Shaped like OpenSpiel's {@code Game}: one object per rule set (a TriPeaks layout with its
 * options, a match-3 board size and gem count), from which states are made, either from a given level
 * ({@link #parseLevel}: a deal, a stack, a board, a level file) or from a seed ({@link
 * #newInitialState}: a seeded random deal).
 *
 * @param <S> the game's state type
 */
public interface Game<S extends State> {
  /** The name the catalogue knows the game by ({@code tripeaks}, {@code pair}, ...). */
  String name();

  /**
   * The rules and parameters as text, one {@code key = value} per line; {@link Games#create(String,
   * String)} rebuilds an equal game from the name and this text. Empty when the game has no options.
   */
  String rules();

  /**
   * One more than the largest action or chance-outcome id of any state: ids lie in {@code 0 ..
   * maxActions()-1}, so a buffer of this length holds any state's legal actions.
   */
  int maxActions();

  /**
   * A seeded random start: a random deal, stack or board drawn from {@code seed} alone (the same seed
   * gives the same start). Games whose levels are designed, not dealt, throw {@link
   * IllegalArgumentException} saying that a level is needed.
   */
  S newInitialState(long seed);

  /**
   * The start of a given level, in the game's level format ({@link State#levelText()} writes it).
   *
   * @param source named in error messages (a file name, or "level")
   * @throws IllegalArgumentException naming the source, the line and what is wrong
   */
  S parseLevel(String text, String source);

  /** {@link #parseLevel} on a file read as strict UTF-8 text (see {@link TextFiles#read}). */
  default S loadLevel(Path file) {
    return parseLevel(TextFiles.read(file, "level file"), file.toString());
  }

  /**
   * True when a player does not see everything the state holds (face-down cards, the stock order):
   * then {@link State#observation()} is less than the state.
   */
  default boolean hasHiddenInformation() {
    return false;
  }

  /**
   * True when play may reach a chance node ({@link State#isChanceNode()}) from some start of this
   * game: a seeded start ({@link #newInitialState}) or a level {@link #parseLevel} reads, an empty one
   * included. False is a promise that no state of the game is ever a chance node and that every
   * state has a {@link State#key()}; the game-independent exact agent ({@link Agents}) is offered
   * only then. The default, true, promises nothing: a game that does not say is treated as one with
   * chance.
   */
  default boolean hasChanceNodes() {
    return true;
  }
}
