package org.levellab.game.view;

import java.util.ArrayList;
import java.util.List;
import org.levellab.game.ChanceOutcome;
import org.levellab.game.Game;
import org.levellab.game.IllegalActionException;
import org.levellab.game.Observation;
import org.levellab.game.State;
import org.levellab.game.StateKey;

/**
 * A game plugged in without a picture factory, for the viewer's tests: a secret digit is drawn by
 * chance at the start (hidden from the player), then the player guesses digits ({@code g0} ..
 * {@code g9}) and is told higher or lower, with {@value #GUESSES} guesses to find it. Not in the
 * catalogue: tests hand it to the viewer directly.
 */
final class GuessGame implements Game<GuessGame.Guess> {
  static final String NAME = "guess";
  static final int GUESSES = 4;

  @Override
  public String name() {
    return NAME;
  }

  @Override
  public String rules() {
    return "";
  }

  @Override
  public int maxActions() {
    return 10;
  }

  @Override
  public Guess newInitialState(long seed) {
    return new Guess(this, -1, new ArrayList<>());
  }

  @Override
  public Guess parseLevel(String text, String source) {
    if (!text.isBlank()) {
      throw new IllegalArgumentException(source + " line 1: the guessing game has no level, got '" + text.strip() + "'");
    }
    return newInitialState(0);
  }

  @Override
  public boolean hasHiddenInformation() {
    return true;
  }

  /** The secret (-1 before it is drawn) and the guesses so far. */
  static final class Guess implements State {
    private final GuessGame game;
    private int secret;
    private final List<Integer> guesses;

    Guess(GuessGame game, int secret, List<Integer> guesses) {
      this.game = game;
      this.secret = secret;
      this.guesses = guesses;
    }

    @Override
    public Game<?> game() {
      return game;
    }

    @Override
    public boolean isChanceNode() {
      return secret < 0;
    }

    @Override
    public boolean isWon() {
      return !guesses.isEmpty() && guesses.get(guesses.size() - 1) == secret;
    }

    @Override
    public boolean isTerminal() {
      return !isChanceNode() && (isWon() || guesses.size() >= GUESSES);
    }

    @Override
    public double score() {
      return isWon() ? GUESSES - guesses.size() + 1 : 0;
    }

    @Override
    public int legalActions(int[] buffer) {
      if (isTerminal()) {
        return 0;
      }
      for (int d = 0; d < 10; d++) {
        buffer[d] = d;
      }
      return 10;
    }

    @Override
    public void apply(int action) {
      String why = whyIllegal(action);
      if (why != null) {
        throw new IllegalActionException(actionToString(action), why);
      }
      if (isChanceNode()) {
        secret = action;
      } else {
        guesses.add(action);
      }
    }

    @Override
    public List<ChanceOutcome> chanceOutcomes() {
      List<ChanceOutcome> out = new ArrayList<>();
      if (isChanceNode()) {
        for (int d = 0; d < 10; d++) {
          out.add(new ChanceOutcome(d, 0.1));
        }
      }
      return out;
    }

    @Override
    public String actionToString(int action) {
      return (isChanceNode() ? "secret=" : "g") + action;
    }

    @Override
    public int parseAction(String notation) {
      String prefix = isChanceNode() ? "secret=" : "g";
      if (!notation.matches(java.util.regex.Pattern.quote(prefix) + "\\d")) {
        throw new IllegalArgumentException("expected " + prefix + "<digit>, got '" + notation + "'");
      }
      return notation.charAt(notation.length() - 1) - '0';
    }

    @Override
    public Observation observation() {
      StringBuilder sb = new StringBuilder("guesses:");
      for (int g : guesses) {
        sb.append(' ').append(g).append(g == secret ? "=" : g < secret ? "<" : ">");
      }
      return Observation.of(sb.append("\nleft ").append(GUESSES - guesses.size()).toString());
    }

    @Override
    public State copy() {
      return new Guess(game, secret, new ArrayList<>(guesses));
    }

    @Override
    public StateKey key() {
      long k = secret + 1;
      for (int g : guesses) {
        k = k * 11 + g + 1;
      }
      return StateKey.of(k);
    }

    @Override
    public String levelText() {
      return "";
    }

    @Override
    public String toString() {
      return observation() + "\nsecret " + (secret < 0 ? "?" : Integer.toString(secret));
    }
  }
}
