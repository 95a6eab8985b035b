package org.levellab.match3;

import java.util.Objects;
import java.util.function.IntUnaryOperator;
import org.levellab.core.Toml;
import org.levellab.game.Game;

/**
 * Match-3 as a game of the common API (catalogue name {@code match3}): an {@code s x s} board of
 * {@code g} gem types ({@link Match3}) played until the score reaches the target {@code c} (won) or
 * no valid swap is left (lost). The paper's setting, and the defaults, are s = 6, g = 4, c = 250.
 *
 * <h2>Rules text</h2>
 * <pre>
 * size = 6      # s, 4..8
 * gems = 4      # g, 4..7
 * target = 250  # c, at least 1
 * </pre>
 *
 * <h2>Levels</h2>
 * A level is the initial board in {@link BoardText} format: one row per line, gem types as letters
 * {@code A}, {@code B}, ..., every cell known, no line of 3. {@link #newInitialState(long)} draws the
 * board of game 0 of the seed ({@link Match3Streams#board}), the one the experiments start from.
 *
 * @param match3 the board size and gem count
 * @param target the score that wins, c
 */
public record GemGem(Match3 match3, int target) implements Game<GemGemState> {
  /** The paper's target score. */
  public static final int DEFAULT_TARGET = 250;

  public GemGem {
    Objects.requireNonNull(match3, "match3");
    checkTarget(target);
  }

  /** The paper's game: s = 6, g = 4, c = 250. */
  public static GemGem paper() {
    return new GemGem(Match3.paper(), DEFAULT_TARGET);
  }

  /** Rejects a target score below 1. */
  public static int checkTarget(int target) {
    if (target < 1) {
      throw new IllegalArgumentException("target score c must be at least 1, was " + target);
    }
    return target;
  }

  /** The rules text as read: every key optional, defaults s = 6, g = 4, c = 250. */
  record Rules(Integer size, Integer gems, Integer target) {
    Rules {
      size = checked("size", size == null ? Match3.paper().size() : size, Match3::checkSize);
      gems = checked("gems", gems == null ? Match3.paper().gems() : gems, Match3::checkGems);
      target = checked("target", target == null ? DEFAULT_TARGET : target, GemGem::checkTarget);
    }

    /**
     * Names the key first, so that {@link Toml} reports the line and the key (it reads the message of
     * the innermost cause, so the check's own exception is not chained).
     */
    private static int checked(String key, int value, IntUnaryOperator check) {
      try {
        return check.applyAsInt(value);
      } catch (IllegalArgumentException e) {
        throw new IllegalArgumentException(key + ": " + e.getMessage());
      }
    }
  }

  /**
   * The game of a rules text ({@link #rules()} writes one); an empty text gives the paper's game.
   *
   * @throws IllegalArgumentException naming the line and key of a bad or unknown value
   */
  public static GemGem fromRules(String rules) {
    Rules r = rules == null || rules.isBlank() ? new Rules(null, null, null)
        : Toml.read(rules, "match3 rules", Rules.class);
    return new GemGem(new Match3(r.size(), r.gems()), r.target());
  }

  @Override
  public String name() {
    return "match3";
  }

  @Override
  public String rules() {
    return "size = " + match3.size() + "\ngems = " + match3.gems() + "\ntarget = " + target;
  }

  /** Swap codes {@code 0 .. 2s^2-1} (the refill outcomes, gem types {@code 0 .. g-1}, lie below). */
  @Override
  public int maxActions() {
    return 2 * match3.cells();
  }

  /** Yes: every refill after a match is a chance node. */
  @Override
  public boolean hasChanceNodes() {
    return true;
  }

  /** The board of game 0 of the seed, exactly as the seeded experiments draw it. */
  @Override
  public GemGemState newInitialState(long seed) {
    return new GemGemState(this, match3.newBoard(Match3Streams.board(seed, 0)));
  }

  @Override
  public GemGemState parseLevel(String text, String source) {
    return new GemGemState(this, BoardText.parseLevel(text, match3, source));
  }

  /**
   * A game from a given start board: full, without lines, of this game's size and gem count.
   *
   * @throws IllegalArgumentException when it is not
   */
  public GemGemState start(Board board) {
    if (!board.game().equals(match3)) {
      throw new IllegalArgumentException("the board is " + board.size() + "x" + board.size() + " with "
          + board.gems() + " gem types, the game's is " + match3.size() + "x" + match3.size() + " with "
          + match3.gems());
    }
    return parseLevel(BoardText.lines(board), "start board");
  }
}
