package org.levellab.match3;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.random.RandomGenerator;
import org.levellab.game.ChanceOutcome;
import org.levellab.game.IllegalActionException;
import org.levellab.game.Observation;
import org.levellab.game.State;
import org.levellab.game.StateKey;

/**
 * A match-3 game being played through the common API, shaped like the match-3 example of Unity
 * ML-Agents: the cascade is a sequence of explicit steps (find the lines, clear them, let the gems
 * fall, fill the empty cells) and the fill is the game's randomness, as chance nodes.
 *
 * <h2>Turns</h2>
 * <ul>
 *   <li>A <b>decision node</b> is a full, stable board. The actions are the valid swaps, as the
 *       engine's swap codes ({@code cell * 2 + dir}, dir 0 with the right neighbour, 1 with the cell
 *       below), listed in increasing code order ({@link Board#legalSwaps}); notation {@link Swap}'s,
 *       such as {@code r3c3-down}. Applying one exchanges the gems, then finds the lines, clears them
 *       and lets the gems above fall ({@link Board#clearLinesAndDrop()}), leaving empty cells.
 *   <li>A <b>chance node</b> is a board with an empty cell: one node per empty cell, in row-major
 *       order ({@link Board#nextEmpty}). Its outcomes are the gem types {@code 0..g-1}, each with
 *       probability 1/g, written as the cell and the letter, such as {@code r1c4=B}; {@link
 *       #sampleChance} draws one with a single {@code rng.nextInt(g)}. Filling the last empty cell
 *       finds, clears and drops the lines the refill made, which empties cells again (more chance
 *       nodes), or leaves the board stable (a decision node).
 *   <li>The game is <b>terminal</b> on a stable board whose score has reached the target (won) or
 *       that has no valid swap left (lost); the target is checked first, as the experiments do.
 * </ul>
 *
 * <h2>One play of the fast board</h2>
 * {@code board.play(swap, refills)} on the fast {@link Board} is, here, the action {@code swap}
 * followed by every chance node up to the next decision node, each outcome drawn with {@code
 * refills.nextInt(g)} (as {@link org.levellab.game.ChancePolicy#sampled()} does): the refill of each
 * round of the cascade, cell by cell in row-major order, is exactly {@link Board#refill}. So with the
 * same stream both give the same boards, and the points of the cascade are {@link #swapPoints()}.
 *
 * <p>The score is the points: gems cleared, counted as they are cleared. {@link #toString()} writes
 * {@code score <points> (+<points of the last swap's cascade>)} and then the board, one row per line
 * ('.' for an empty cell). Nothing is hidden, so the observation is the whole state. Positions have no
 * {@link #key()}: a board of up to 8x8 cells of 7 types does not fit 128 bits, and the refills are
 * chance.
 */
public final class GemGemState implements State {
  private static final Pattern FILL = Pattern.compile("(r\\d{1,2}c\\d{1,2})=(.)");

  private final GemGem game;
  private final String level;
  private final Board board;
  private int score;
  private int swapPoints;

  GemGemState(GemGem game, Board start) {
    this.game = game;
    this.board = start.copy();
    this.level = BoardText.lines(start);
  }

  private GemGemState(GemGemState o) {
    this.game = o.game;
    this.level = o.level;
    this.board = o.board.copy();
    this.score = o.score;
    this.swapPoints = o.swapPoints;
  }

  @Override
  public GemGem game() {
    return game;
  }

  /** A copy of the board (cells being refilled are {@link Board#EMPTY}). */
  public Board board() {
    return board.copy();
  }

  /** The score: gems cleared so far. */
  public int points() {
    return score;
  }

  /** Points still needed to reach the target (0 once reached). */
  public int pointsToTarget() {
    return Math.max(0, game.target() - score);
  }

  /** The points of the last swap's cascade so far (0 before the first swap). */
  public int swapPoints() {
    return swapPoints;
  }

  private int nextEmpty() {
    return board.nextEmpty(0);
  }

  @Override
  public boolean isChanceNode() {
    return nextEmpty() >= 0;
  }

  @Override
  public boolean isTerminal() {
    return !isChanceNode() && (score >= game.target() || board.isGameOver());
  }

  @Override
  public boolean isWon() {
    return !isChanceNode() && score >= game.target();
  }

  /** The points: gems cleared so far. */
  @Override
  public double score() {
    return score;
  }

  @Override
  public int legalActions(int[] buffer) {
    if (isChanceNode()) {
      for (int gem = 0; gem < board.gems(); gem++) {
        buffer[gem] = gem;
      }
      return board.gems();
    }
    return isTerminal() ? 0 : board.legalSwaps(buffer);
  }

  @Override
  public String whyIllegal(int action) {
    if (isChanceNode()) {
      return action >= 0 && action < board.gems() ? null
          : "the refill of " + cell(nextEmpty()) + " is a gem type A.." + BoardText.letter(board.gems() - 1)
              + ", not id " + action;
    }
    if (isTerminal()) {
      return "the game is over (" + (isWon() ? "the target " + game.target() + " is reached" : "no valid swap is left")
          + ")";
    }
    if (action < 0 || action >= game.maxActions()) {
      return "no swap has id " + action + " (ids are 0.." + (game.maxActions() - 1) + ")";
    }
    Swap swap = Swap.of(action, board.size());
    if (!swap.fits(board.size())) {
      return swap + " leaves the " + board.size() + "x" + board.size() + " board";
    }
    return board.isValid(action) ? null : swap + " makes no line of 3";
  }

  @Override
  public void apply(int action) {
    String why = whyIllegal(action);
    if (why != null) {
      throw new IllegalActionException(actionToString(action), why);
    }
    if (isChanceNode()) {
      board.fill(nextEmpty(), action);
      if (!isChanceNode()) {
        clearLines();
      }
    } else {
      board.swap(action);
      swapPoints = 0;
      clearLines();
    }
  }

  /** Finds, clears and drops the lines of a full board; the cleared cells become chance nodes. */
  private void clearLines() {
    int cleared = board.clearLinesAndDrop();
    score += cleared;
    swapPoints += cleared;
  }

  @Override
  public List<ChanceOutcome> chanceOutcomes() {
    if (!isChanceNode()) {
      return List.of();
    }
    List<ChanceOutcome> out = new ArrayList<>();
    for (int gem = 0; gem < board.gems(); gem++) {
      out.add(new ChanceOutcome(gem, 1.0 / board.gems()));
    }
    return out;
  }

  /** One {@code rng.nextInt(g)}: the draw {@link Board#refill} makes for this cell. */
  @Override
  public int sampleChance(RandomGenerator rng) {
    if (!isChanceNode()) {
      throw new IllegalStateException("not a chance node: the board has no empty cell");
    }
    return rng.nextInt(board.gems());
  }

  private String cell(int index) {
    return BoardText.cell(index, board.size());
  }

  /** A swap ({@code r3c3-down}) at a decision node, a refill ({@code r1c4=B}) at a chance node. */
  @Override
  public String actionToString(int action) {
    if (isChanceNode()) {
      return cell(nextEmpty()) + "=" + (action >= 0 && action < board.gems() ? BoardText.letter(action) : "#" + action);
    }
    return action >= 0 && action < game.maxActions() ? Swap.of(action, board.size()).toString() : "swap#" + action;
  }

  @Override
  public int parseAction(String notation) {
    if (!isChanceNode()) {
      return Swap.parse(notation).code(board.size());
    }
    String next = cell(nextEmpty());
    Matcher m = FILL.matcher(notation == null ? "" : notation.trim());
    if (!m.matches()) {
      throw new IllegalArgumentException("'" + notation + "' is not a refill: the next empty cell is filled, written like "
          + next + "=A");
    }
    if (!m.group(1).equals(next)) {
      throw new IllegalArgumentException("'" + notation + "' refills " + m.group(1) + ", but the next empty cell is " + next);
    }
    int gem = BoardText.gem(m.group(2).charAt(0), board.gems());
    if (gem < 0) {
      throw new IllegalArgumentException("'" + notation + "': '" + m.group(2) + "' is not a gem (A.."
          + BoardText.letter(board.gems() - 1) + ")");
    }
    return gem;
  }

  @Override
  public Observation observation() {
    return Observation.of(toString());
  }

  @Override
  public GemGemState copy() {
    return new GemGemState(this);
  }

  @Override
  public StateKey key() {
    throw new UnsupportedOperationException("match-3 positions have no key: a board of up to 8x8 cells of 7 gem"
        + " types does not fit 128 bits, and the refills are chance");
  }

  @Override
  public String levelText() {
    return level;
  }

  @Override
  public String toString() {
    return "score " + score + " (+" + swapPoints + ")\n" + BoardText.lines(board).stripTrailing();
  }
}
