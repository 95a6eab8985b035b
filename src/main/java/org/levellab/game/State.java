package org.levellab.game;

import java.util.Arrays;
import java.util.List;
import java.util.random.RandomGenerator;

/**
 * The state of one game being played: the one place a game's rules act. Shaped like OpenSpiel's
 * {@code State}: legal actions as ints with a readable notation, {@link #apply}, a terminal test, an
 * outcome, explicit chance nodes and an observation.
 *
 * <h2>Turns</h2>
 * A state is either a <b>decision node</b> (the player picks one of {@link #legalActions}), a
 * <b>chance node</b> ({@link #isChanceNode()}: the game's randomness acts, such as a stock card
 * coming up, a face-down card turning over or a match-3 refill; its {@link #legalActions} are then
 * the possible outcomes, with probabilities from {@link #chanceOutcomes}), or <b>terminal</b>. Who
 * picks a chance outcome is outside the state: a {@link ChancePolicy} (sampling from a stream, a
 * fixed deal, a level generator). A state whose hidden cards are already fixed (a dealt TriPeaks
 * game) turns them over inside {@link #apply} and has no chance nodes for them.
 *
 * <h2>Contract</h2>
 * <ul>
 *   <li>Action ids lie in {@code 0 .. game().maxActions()-1}; {@link #legalActions(int[])} lists them
 *       in a fixed, documented order (agents' tie-breaks and seeded random choices rely on it).
 *   <li>{@link #whyIllegal} is null exactly for the legal ids; {@link #apply} throws {@link
 *       IllegalActionException} with that reason for any other id and leaves the state unchanged.
 *   <li>{@link #parseAction}{@code (}{@link #actionToString}{@code (a)) == a} for every legal id.
 *   <li>{@link #copy} is independent: applying actions to one never changes the other (nor any
 *       generator's or agent's state, which live outside).
 *   <li>{@link #toString} writes the whole state, deterministically: golden traces compare it.
 * </ul>
 * States are mutable and not thread-safe; copy one per thread.
 */
public interface State {
  /** The game this state belongs to. */
  Game<?> game();

  /** True when the game is over: no action and no chance event remains. */
  boolean isTerminal();

  /** True when the next step is the game's randomness, not the player's choice. */
  boolean isChanceNode();

  /** True when the game is over and won (a cleared board, a beaten stack, a target reached). */
  boolean isWon();

  /**
   * The game's own measure of progress, documented per game (TriPeaks: board cards cleared; match-3:
   * points; Pair Solitaire: cards removed); meaningful at any time, final when terminal.
   */
  double score();

  /**
   * The legal actions (or, at a chance node, the possible outcomes) into {@code buffer}, whose length
   * must be at least {@code game().maxActions()}; returns the count, 0 when terminal.
   */
  int legalActions(int[] buffer);

  /** The legal actions (or chance outcomes) as a new array. */
  default int[] legalActions() {
    int[] b = new int[game().maxActions()];
    return Arrays.copyOf(b, legalActions(b));
  }

  /** Why {@code action} cannot be applied now, or null when it can. */
  default String whyIllegal(int action) {
    if (isTerminal()) {
      return "the game is over";
    }
    for (int a : legalActions()) {
      if (a == action) {
        return null;
      }
    }
    return (isChanceNode() ? "not a possible outcome here: " : "not a legal move here: ")
        + actionToString(action);
  }

  /** True when {@code action} can be applied now. */
  default boolean isLegal(int action) {
    return whyIllegal(action) == null;
  }

  /**
   * Applies a legal action, or at a chance node a possible outcome.
   *
   * @throws IllegalActionException saying why, when it is not legal (the state is unchanged)
   */
  void apply(int action);

  /**
   * At a chance node, every possible outcome with its probability (summing to 1), in the order of
   * {@link #legalActions}; empty at a decision node.
   */
  List<ChanceOutcome> chanceOutcomes();

  /**
   * An outcome drawn from {@link #chanceOutcomes} with {@code rng}. Games override it to draw in
   * their own documented way (one {@code nextInt} per draw, say), so that a seeded stream gives the
   * same outcomes as their fast engines.
   */
  default int sampleChance(RandomGenerator rng) {
    List<ChanceOutcome> outcomes = chanceOutcomes();
    if (outcomes.isEmpty()) {
      throw new IllegalStateException("not a chance node");
    }
    double u = rng.nextDouble();
    double acc = 0;
    for (ChanceOutcome o : outcomes) {
      acc += o.probability();
      if (u < acc) {
        return o.outcome();
      }
    }
    return outcomes.get(outcomes.size() - 1).outcome();
  }

  /**
   * A sound test that no win can follow from this state, whatever is played (false when unsure).
   * Solvers cut such states; a game offers what it can prove cheaply (a card that can never be
   * played), or nothing. Never true for a state from which a win is reachable.
   */
  default boolean isDeadEnd() {
    return false;
  }

  /** The action's notation in this state (at a chance node, the outcome's, such as {@code B12=7}). */
  String actionToString(int action);

  /**
   * The action (or chance outcome) written {@code notation} in this state.
   *
   * <p>The default looks the notation up among {@link #actionToString} of the legal actions, then of
   * every action id below {@code game().maxActions()} (so that an illegal move can still be named and
   * refused with its reason); a game whose notation is not one string per action, or whose action ids
   * are too many to walk, overrides it.
   *
   * @throws IllegalArgumentException for text that names no action, saying what notation is expected
   */
  default int parseAction(String notation) {
    String wanted = notation == null ? "" : notation.strip();
    int[] legal = legalActions();
    for (int a : legal) {
      if (wanted.equals(actionToString(a))) {
        return a;
      }
    }
    for (int a = 0; a < game().maxActions(); a++) {
      String written;
      try {
        written = actionToString(a);
      } catch (RuntimeException e) {
        continue; // an id with no notation in this state
      }
      if (wanted.equals(written)) {
        return a;
      }
    }
    StringBuilder moves = new StringBuilder();
    for (int i = 0; i < Math.min(legal.length, 8); i++) {
      moves.append(i == 0 ? "" : ", ").append(actionToString(legal[i]));
    }
    throw new IllegalArgumentException("'" + wanted + "' is not a move here ("
        + (legal.length == 0 ? "no move is legal" : "legal: " + moves + (legal.length > 8 ? ", ..." : "")) + ")");
  }

  /** What the player sees: equal for two states that differ only in what is hidden from the player. */
  Observation observation();

  /** An independent copy (see the class comment). */
  State copy();

  /**
   * The position's exact key for transposition tables: equal for states from which the same futures
   * follow, different otherwise (no hashing). A key has as many bits as the position needs: two longs
   * ({@link StateKey#StateKey(long, long)}) when it fits 128 bits, else written field by field with a
   * {@link StateKey#packer()}. A game that declares no chance nodes ({@link Game#hasChanceNodes()}
   * false) keys every state; others may throw {@link UnsupportedOperationException} for states whose
   * future depends on chance still to come (an undealt deal, a refill).
   */
  StateKey key();

  /**
   * The level this game started from, in the format {@link Game#parseLevel} reads: a deal, a stack,
   * a level file, a board. Empty when nothing was dealt in advance (all chance is in the play).
   */
  String levelText();
}
