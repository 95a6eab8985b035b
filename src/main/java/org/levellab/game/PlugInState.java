package org.levellab.game;

import java.util.List;
import java.util.random.RandomGenerator;

/**
 * A state of a plug-in's game as a {@link PlugInGame} hands it out: each call goes to the plug-in's
 * own state, and one that throws or breaks the contract ends in a {@link PlugInFailure} that names the
 * method, the seed of the start (when it was dealt from one) and the step (actions applied since the
 * start). Checked promises: no null where an object is due; legal actions counted within the buffer,
 * each in {@code 0 .. maxActions()-1}, at least one in a state that is not over; {@link #apply}
 * refusing only what {@link #whyIllegal} calls illegal; a copy that is another object; the same key
 * for the same state (asked twice, and for a copy of the start). The exceptions the contract allows
 * pass as they are: {@link IllegalActionException} from apply for an illegal action, {@link
 * IllegalArgumentException} from {@link #parseAction}, {@link UnsupportedOperationException} from
 * {@link #key} for a state that has none.
 */
final class PlugInState implements State {
  private final PlugInGame game;
  private final State inner;
  private final long seed;
  private final boolean seeded;
  private int steps;

  PlugInState(PlugInGame game, State inner, long seed, boolean seeded, int steps) {
    this.game = game;
    this.inner = inner;
    this.seed = seed;
    this.seeded = seeded;
    this.steps = steps;
  }

  State inner() {
    return inner;
  }

  /** Seed and step, as far as known, for the failure's line. */
  String where() {
    return (seeded ? "seed " + seed + ", " : "") + "step " + steps;
  }

  private PlugInFailure threw(String method, Throwable e) {
    return game.threw(method, where(), e);
  }

  private PlugInFailure broke(String method, String what) {
    return game.failure(method, what, where(), null);
  }

  private <T> T notNull(T value, String method) {
    if (value == null) {
      throw broke(method, "returned null");
    }
    return value;
  }

  @Override
  public Game<?> game() {
    return game;
  }

  @Override
  public boolean isTerminal() {
    try {
      return inner.isTerminal();
    } catch (RuntimeException | LinkageError | AssertionError | StackOverflowError e) {
      throw threw("State.isTerminal", e);
    }
  }

  @Override
  public boolean isChanceNode() {
    try {
      return inner.isChanceNode();
    } catch (RuntimeException | LinkageError | AssertionError | StackOverflowError e) {
      throw threw("State.isChanceNode", e);
    }
  }

  @Override
  public boolean isWon() {
    try {
      return inner.isWon();
    } catch (RuntimeException | LinkageError | AssertionError | StackOverflowError e) {
      throw threw("State.isWon", e);
    }
  }

  @Override
  public double score() {
    try {
      return inner.score();
    } catch (RuntimeException | LinkageError | AssertionError | StackOverflowError e) {
      throw threw("State.score", e);
    }
  }

  @Override
  public int legalActions(int[] buffer) {
    int n;
    try {
      n = inner.legalActions(buffer);
    } catch (RuntimeException | LinkageError | AssertionError | StackOverflowError e) {
      throw threw("State.legalActions", e);
    }
    if (n < 0 || n > buffer.length) {
      throw broke("State.legalActions", "returned a count of " + n + " for a buffer of " + buffer.length);
    }
    int max = game.maxActions();
    for (int i = 0; i < n; i++) {
      if (buffer[i] < 0 || buffer[i] >= max) {
        throw broke("State.legalActions", "listed action " + buffer[i] + ", outside 0.." + (max - 1)
            + " (Game.maxActions is " + max + ")");
      }
    }
    if (n == 0 && !isTerminal()) {
      throw broke("State.legalActions", "listed no legal action in a state that is not over (isTerminal is false)");
    }
    return n;
  }

  @Override
  public String whyIllegal(int action) {
    try {
      return inner.whyIllegal(action);
    } catch (RuntimeException | LinkageError | AssertionError | StackOverflowError e) {
      throw threw("State.whyIllegal", e);
    }
  }

  @Override
  public void apply(int action) {
    try {
      inner.apply(action);
    } catch (IllegalActionException e) {
      String why;
      try {
        why = inner.whyIllegal(action);
      } catch (RuntimeException | LinkageError | AssertionError | StackOverflowError again) {
        throw threw("State.whyIllegal", again);
      }
      if (why == null) {
        throw game.failure("State.apply", "refused action " + action + ", which whyIllegal calls legal: "
            + e.getMessage(), where(), e);
      }
      throw e; // an illegal action refused, as the contract says
    } catch (RuntimeException | LinkageError | AssertionError | StackOverflowError e) {
      throw threw("State.apply", e);
    }
    steps++;
  }

  @Override
  public List<ChanceOutcome> chanceOutcomes() {
    try {
      return notNull(inner.chanceOutcomes(), "State.chanceOutcomes");
    } catch (RuntimeException | LinkageError | AssertionError | StackOverflowError e) {
      throw threw("State.chanceOutcomes", e);
    }
  }

  @Override
  public int sampleChance(RandomGenerator rng) {
    try {
      return inner.sampleChance(rng);
    } catch (RuntimeException | LinkageError | AssertionError | StackOverflowError e) {
      throw threw("State.sampleChance", e);
    }
  }

  @Override
  public boolean isDeadEnd() {
    try {
      return inner.isDeadEnd();
    } catch (RuntimeException | LinkageError | AssertionError | StackOverflowError e) {
      throw threw("State.isDeadEnd", e);
    }
  }

  @Override
  public String actionToString(int action) {
    try {
      return notNull(inner.actionToString(action), "State.actionToString");
    } catch (RuntimeException | LinkageError | AssertionError | StackOverflowError e) {
      throw threw("State.actionToString", e);
    }
  }

  @Override
  public int parseAction(String notation) {
    try {
      return inner.parseAction(notation);
    } catch (IllegalArgumentException e) {
      throw e; // text that names no action: the input's fault
    } catch (RuntimeException | LinkageError | AssertionError | StackOverflowError e) {
      throw threw("State.parseAction", e);
    }
  }

  @Override
  public Observation observation() {
    try {
      return notNull(inner.observation(), "State.observation");
    } catch (RuntimeException | LinkageError | AssertionError | StackOverflowError e) {
      throw threw("State.observation", e);
    }
  }

  @Override
  public PlugInState copy() {
    State c;
    try {
      c = notNull(inner.copy(), "State.copy");
    } catch (RuntimeException | LinkageError | AssertionError | StackOverflowError e) {
      throw threw("State.copy", e);
    }
    if (c == inner) {
      throw broke("State.copy", "returned the state itself, not a copy");
    }
    return new PlugInState(game, c, seed, seeded, steps);
  }

  /**
   * The plug-in's key, asked twice: a key that changes while the state does not (one drawn at random,
   * or from the object's identity) would make the solver expand a position again and again or merge
   * positions that differ. At the start, a copy's key is compared too.
   */
  @Override
  public StateKey key() {
    StateKey k = ownKey(inner);
    if (!k.equals(ownKey(inner))) {
      throw broke("State.key", "gave two different keys for the same state");
    }
    if (steps == 0) {
      State c;
      try {
        c = inner.copy();
      } catch (RuntimeException | LinkageError | AssertionError | StackOverflowError e) {
        throw threw("State.copy", e);
      }
      if (c != null && c != inner && !k.equals(ownKey(c))) {
        throw broke("State.key", "gave a copy of the state another key than the state");
      }
    }
    return k;
  }

  private StateKey ownKey(State s) {
    try {
      return notNull(s.key(), "State.key");
    } catch (UnsupportedOperationException e) {
      throw e; // a state that has no key, as the contract allows (chance still to come)
    } catch (RuntimeException | LinkageError | AssertionError | StackOverflowError e) {
      throw threw("State.key", e);
    }
  }

  @Override
  public String levelText() {
    try {
      return notNull(inner.levelText(), "State.levelText");
    } catch (RuntimeException | LinkageError | AssertionError | StackOverflowError e) {
      throw threw("State.levelText", e);
    }
  }

  @Override
  public String toString() {
    try {
      return notNull(inner.toString(), "State.toString");
    } catch (RuntimeException | LinkageError | AssertionError | StackOverflowError e) {
      throw threw("State.toString", e);
    }
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof PlugInState s && inner.equals(s.inner);
  }

  @Override
  public int hashCode() {
    return inner.hashCode();
  }
}
