package org.levellab.skiddy;

import com.fasterxml.jackson.annotation.JsonProperty;
import org.levellab.core.Toml;
import org.levellab.game.Game;

/**
 * Skiddy as a game of the common API ({@link org.levellab.game}): the rules of the package Javadoc,
 * played one input at a time on a designed level; {@link SkiddyState} is a level being played. Levels
 * are designed, not dealt, so there is no seeded random start: {@link #parseLevel} reads the level
 * format of {@link Level}.
 *
 * <p>One option: a move limit ({@code move_limit = N} in the rules text; none by default). The
 * puzzle itself has none, and a player who slides into a dead end can slide forever; with a limit the
 * level is lost once it is reached, so every game ends (random players, contract tests).
 */
public final class Skiddy implements Game<SkiddyState> {
  private static final Skiddy UNLIMITED = new Skiddy(0);

  private final int moveLimit;

  private Skiddy(int moveLimit) {
    this.moveLimit = moveLimit;
  }

  /** The game as the source plays it: no move limit. */
  public static Skiddy game() {
    return UNLIMITED;
  }

  /** The game lost after {@code moves} inputs that moved something (when not won by then). */
  public static Skiddy withMoveLimit(int moves) {
    return new Skiddy(new Rules(moves).moveLimit());
  }

  /**
   * The rules text as a TOML record.
   *
   * @param moveLimit inputs after which the level is lost, at least 1; null for none
   */
  public record Rules(@JsonProperty("move_limit") Integer moveLimit) {
    public Rules {
      if (moveLimit != null && moveLimit < 1) {
        throw new IllegalArgumentException("move_limit: must be at least 1, was " + moveLimit);
      }
    }
  }

  /**
   * The game described by a rules text ({@link #rules()}); empty for the default.
   *
   * @throws IllegalArgumentException naming the line and the key
   */
  public static Skiddy fromRules(String rules) {
    if (rules == null || rules.isBlank()) {
      return UNLIMITED;
    }
    Rules r = Toml.read(rules, "skiddy rules", Rules.class);
    return r.moveLimit() == null ? UNLIMITED : new Skiddy(r.moveLimit());
  }

  /** Inputs after which the level is lost, 0 for none. */
  public int moveLimit() {
    return moveLimit;
  }

  @Override
  public String name() {
    return "skiddy";
  }

  @Override
  public String rules() {
    return moveLimit == 0 ? "" : "move_limit = " + moveLimit;
  }

  /** The four inputs: 0 up, 1 right, 2 down, 3 left ({@link Direction}). */
  @Override
  public int maxActions() {
    return Direction.values().length;
  }

  /** None: a level is a puzzle, and every slide is the player's. */
  @Override
  public boolean hasChanceNodes() {
    return false;
  }

  /** Always throws: Skiddy levels are designed, not dealt. */
  @Override
  public SkiddyState newInitialState(long seed) {
    throw new IllegalArgumentException("skiddy needs a level: its levels are designed, not dealt from a seed"
        + " (give a level file, see datasets/skiddy/)");
  }

  /** A level in the text format of {@link Level}, named after {@code source} unless it names itself. */
  @Override
  public SkiddyState parseLevel(String text, String source) {
    return start(Level.parse(text, source));
  }

  /** The start of a level. */
  public SkiddyState start(Level level) {
    return new SkiddyState(this, level);
  }

  @Override
  public String toString() {
    return moveLimit == 0 ? "Skiddy" : "Skiddy (move limit " + moveLimit + ")";
  }
}
