package org.levellab.game;

import java.util.random.RandomGenerator;

/**
 * An agent from a plug-in jar as the catalogue hands it out ({@link Agents}): it is given the plug-in
 * game's own states (not the guarded ones), and an action it chooses is checked before anyone plays
 * it: an exception, no action (a negative id), an id outside the game's actions or an action the
 * rules call illegal ends in a {@link PlugInFailure} naming the agent, the game, the jar and, when
 * the game is a guarded plug-in game too, the seed and the step.
 */
final class PlugInAgent<S extends State> implements Agent<S> {
  private final Agent<State> inner;
  private final String game;
  private final String agent;
  private final String location;

  PlugInAgent(Agent<State> inner, String game, String agent, String location) {
    this.inner = inner;
    this.game = game;
    this.agent = agent;
    this.location = location;
  }

  private PlugInFailure failure(String method, String what, State state, Throwable cause) {
    if (cause instanceof PlugInFailure f) {
      return f;
    }
    String where = state instanceof PlugInState p ? p.where() : "";
    return new PlugInFailure("plug-in agent '" + agent + "' of game '" + game + "'", game, location, method, what,
        where, cause);
  }

  @Override
  public int act(S state, RandomGenerator rng) {
    int a;
    try {
      a = inner.act(PlugIns.unwrap(state), rng);
    } catch (RuntimeException | LinkageError | AssertionError | StackOverflowError e) {
      throw failure("Agent.act", "threw " + PlugInFailure.describe(e), state, e);
    }
    if (a < 0) {
      throw failure("Agent.act", "returned no action (" + a + ")", state, null);
    }
    int max = state.game().maxActions();
    if (a >= max) {
      throw failure("Agent.act", "returned action " + a + ", outside 0.." + (max - 1), state, null);
    }
    String why = state.whyIllegal(a);
    if (why != null) {
      throw failure("Agent.act", "chose action " + a + ", which is not legal here: " + why, state, null);
    }
    return a;
  }

  @Override
  public String label() {
    String l;
    try {
      l = inner.label();
    } catch (RuntimeException | LinkageError | AssertionError | StackOverflowError e) {
      throw failure("Agent.label", "threw " + PlugInFailure.describe(e), null, e);
    }
    return l == null ? agent : l;
  }
}
