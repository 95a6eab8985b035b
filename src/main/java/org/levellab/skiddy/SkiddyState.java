package org.levellab.skiddy;

import java.util.List;
import org.levellab.game.ChanceOutcome;
import org.levellab.game.IllegalActionException;
import org.levellab.game.Observation;
import org.levellab.game.State;
import org.levellab.game.StateKey;

/**
 * A Skiddy level being played, through the common API: the packed position of the fast engine
 * {@link SkiddyGame} (one engine per thread, shared by a state's copies), the tags of the last move
 * and, under a move limit, the moves made.
 *
 * <ul>
 *   <li><b>Actions</b>: the four inputs 0 up, 1 right, 2 down, 3 left, written {@code U R D L}, listed in
 *       that order. An input after which nothing moved is not a move, so it is not legal ("nothing
 *       moves").
 *   <li><b>End</b>: won when no skiddy is left; lost when no input moves anything, or when the move
 *       limit (if any, see {@link Skiddy}) is reached. Without a limit a player may slide forever.
 *   <li><b>Score</b>: skiddies removed so far.
 *   <li><b>Observation</b>: the board (nothing is hidden), and the moves made under a limit.
 *   <li><b>Key</b>: the packed position (with the moves made under a limit).
 *   <li><b>{@link #toString()}</b>: skiddies left per colour, the last move's partial clear and combo
 *       ({@link Combo}), won, then the board.
 * </ul>
 */
public final class SkiddyState implements State {
  private static final Direction[] INPUTS = Direction.values();

  private final Skiddy game;
  private final Course course;
  private long packed;
  private int lastTags;
  private int moves;

  /** The level and its engines: shared by a state and its copies, never changed. */
  private static final class Course {
    final Level level;
    final int skiddies;
    /** Engines keep scratch buffers and are not thread-safe: one per thread. */
    final ThreadLocal<SkiddyGame> engines;

    Course(Level level) {
      this.level = level;
      this.skiddies = level.count(Piece.RED) + level.count(Piece.BLUE);
      this.engines = ThreadLocal.withInitial(level::game);
    }
  }

  SkiddyState(Skiddy game, Level level) {
    this.game = game;
    this.course = new Course(level);
    this.packed = course.engines.get().initial();
  }

  private SkiddyState(SkiddyState o) {
    this.game = o.game;
    this.course = o.course;
    this.packed = o.packed;
    this.lastTags = o.lastTags;
    this.moves = o.moves;
  }

  private SkiddyGame engine() {
    return course.engines.get();
  }

  @Override
  public Skiddy game() {
    return game;
  }

  /** The level this game started from. */
  public Level level() {
    return course.level;
  }

  /** The position as the fast engine packs it ({@link SkiddyGame}). */
  public long packed() {
    return packed;
  }

  /** The board now: the level with the pieces where they are (skiddies that left omitted). */
  public Level board() {
    return engine().levelAt(packed);
  }

  /** Skiddies of a colour still on the board. */
  public int skiddiesLeft(Piece colour) {
    return engine().skiddiesLeft(packed, colour);
  }

  /** The {@link Combo} tags of the last move (0 at the start). */
  public int lastTags() {
    return lastTags;
  }

  /** Moves made so far. */
  public int moves() {
    return moves;
  }

  private boolean limitReached() {
    return game.moveLimit() > 0 && moves >= game.moveLimit();
  }

  @Override
  public boolean isTerminal() {
    if (isWon() || limitReached()) {
      return true;
    }
    SkiddyGame e = engine();
    for (int a = 0; a < INPUTS.length; a++) {
      if (e.next(packed, a) != packed) {
        return false;
      }
    }
    return true;
  }

  @Override
  public boolean isChanceNode() {
    return false;
  }

  @Override
  public boolean isWon() {
    return engine().isWin(packed);
  }

  /** Skiddies removed so far (all of them when won). */
  @Override
  public double score() {
    return course.skiddies - skiddiesLeft(Piece.RED) - skiddiesLeft(Piece.BLUE);
  }

  @Override
  public int legalActions(int[] buffer) {
    if (isWon() || limitReached()) {
      return 0;
    }
    SkiddyGame e = engine();
    int k = 0;
    for (int a = 0; a < INPUTS.length; a++) {
      if (e.next(packed, a) != packed) {
        buffer[k++] = a;
      }
    }
    return k;
  }

  @Override
  public String whyIllegal(int action) {
    if (action < 0 || action >= INPUTS.length) {
      return "there is no input " + action + " (inputs are 0 U, 1 R, 2 D, 3 L)";
    }
    if (isWon()) {
      return "the level is won";
    }
    if (limitReached()) {
      return "the move limit of " + game.moveLimit() + " is reached";
    }
    return engine().next(packed, action) == packed ? "nothing moves" : null;
  }

  @Override
  public void apply(int action) {
    String why = whyIllegal(action);
    if (why != null) {
      throw new IllegalActionException(actionToString(action), why);
    }
    SkiddyGame e = engine();
    long next = e.next(packed, action);
    lastTags = e.tags(packed, action, next);
    packed = next;
    moves++;
  }

  @Override
  public List<ChanceOutcome> chanceOutcomes() {
    return List.of();
  }

  /** {@code U R D L}; an id that is no input is written {@code input <id>}. */
  @Override
  public String actionToString(int action) {
    return action >= 0 && action < INPUTS.length ? INPUTS[action].name() : "input " + action;
  }

  /** {@code U R D L} (either case). */
  @Override
  public int parseAction(String notation) {
    return Direction.parse(notation).ordinal();
  }

  @Override
  public Observation observation() {
    return Observation.of(board().board() + limitLine());
  }

  private String limitLine() {
    return game.moveLimit() > 0 ? "moves " + moves + " of " + game.moveLimit() + "\n" : "";
  }

  @Override
  public SkiddyState copy() {
    return new SkiddyState(this);
  }

  @Override
  public StateKey key() {
    return game.moveLimit() > 0 ? new StateKey(moves, packed) : StateKey.of(packed);
  }

  @Override
  public String levelText() {
    return course.level.format();
  }

  /**
   * {@code red left 1, blue left 0, partial clear, combo, won} (the last three only when they hold for
   * the last move), the moves made under a limit, then the board.
   */
  @Override
  public String toString() {
    StringBuilder sb = new StringBuilder("red left ").append(skiddiesLeft(Piece.RED))
        .append(", blue left ").append(skiddiesLeft(Piece.BLUE));
    if ((lastTags & Combo.BREAKS_MAX_COMBO) != 0) {
      sb.append(", partial clear");
    }
    if ((lastTags & Combo.BREAKS_NON_COMBO) != 0) {
      sb.append(", combo");
    }
    if (isWon()) {
      sb.append(", won");
    }
    return sb.append('\n').append(limitLine()).append(board().board()).toString();
  }
}
