package org.levellab.game.example;

import java.util.List;
import java.util.random.RandomGenerator;
import org.levellab.game.ChanceFreeState;
import org.levellab.game.Game;
import org.levellab.game.GameFactory;
import org.levellab.game.HiddenCards;
import org.levellab.game.Observation;
import org.levellab.game.StateKey;

/**
 * Aces Up broken on purpose, one way per game name, for the tests that show the contract checks catch
 * what they are meant to: {@value #KEY_WITHOUT_LAST_COLUMN} (a key that ignores the last column, so
 * positions that differ there are merged) and {@value #SHOWS_NEXT_CARD} (an observation that shows the
 * next card of the hidden stock). Everything else is the example's.
 */
public final class BrokenAcesUp implements Game<BrokenAcesUp.BrokenState> {
  /** The game whose key leaves out the last column. */
  public static final String KEY_WITHOUT_LAST_COLUMN = "acesup-key-without-last-column";
  /** The game whose observation shows the next card of the stock. */
  public static final String SHOWS_NEXT_CARD = "acesup-shows-next-card";

  /** Both broken games, for {@link org.levellab.game.Games#register}. */
  public static final GameFactory FACTORY = new GameFactory() {
    @Override
    public List<String> names() {
      return List.of(KEY_WITHOUT_LAST_COLUMN, SHOWS_NEXT_CARD);
    }

    @Override
    public Game<?> create(String name, String rules) {
      GameFactory.requireNoRules(name, rules);
      return new BrokenAcesUp(name);
    }

    @Override
    public String describe(String name) {
      return "Aces Up broken on purpose (" + name + "), for the contract checks' tests";
    }
  };

  private final String name;

  private BrokenAcesUp(String name) {
    this.name = name;
  }

  @Override
  public String name() {
    return name;
  }

  @Override
  public String rules() {
    return "";
  }

  @Override
  public int maxActions() {
    return AcesUp.game().maxActions();
  }

  @Override
  public BrokenState newInitialState(long seed) {
    return new BrokenState(this, AcesUp.game().newInitialState(seed));
  }

  @Override
  public BrokenState parseLevel(String text, String source) {
    return new BrokenState(this, AcesUp.game().parseLevel(text, source));
  }

  @Override
  public boolean hasHiddenInformation() {
    return true;
  }

  @Override
  public boolean hasChanceNodes() {
    return false;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof BrokenAcesUp b && b.name.equals(name);
  }

  @Override
  public int hashCode() {
    return name.hashCode();
  }

  /** The example's state with its key or its observation broken. */
  public static final class BrokenState implements ChanceFreeState, HiddenCards {
    private final BrokenAcesUp game;
    private final AcesUpState inner;

    BrokenState(BrokenAcesUp game, AcesUpState inner) {
      this.game = game;
      this.inner = inner;
    }

    @Override public Game<?> game() { return game; }
    @Override public boolean isTerminal() { return inner.isTerminal(); }
    @Override public boolean isWon() { return inner.isWon(); }
    @Override public double score() { return inner.score(); }
    @Override public int legalActions(int[] buffer) { return inner.legalActions(buffer); }
    @Override public String whyIllegal(int action) { return inner.whyIllegal(action); }
    @Override public void apply(int action) { inner.apply(action); }
    @Override public String actionToString(int action) { return inner.actionToString(action); }
    @Override public int parseAction(String notation) { return inner.parseAction(notation); }
    @Override public BrokenState copy() { return new BrokenState(game, inner.copy()); }
    @Override public BrokenState twin(RandomGenerator rng) { return new BrokenState(game, inner.twin(rng)); }
    @Override public String levelText() { return inner.levelText(); }
    @Override public String toString() { return inner.toString(); }

    @Override
    public Observation observation() {
      if (!game.name.equals(SHOWS_NEXT_CARD)) {
        return inner.observation();
      }
      String[] stock = inner.toString().split("stock ", 2);
      return Observation.of(inner.observation() + " next " + (stock.length < 2 ? "-" : stock[1].split(" ")[0]));
    }

    @Override
    public StateKey key() {
      if (!game.name.equals(KEY_WITHOUT_LAST_COLUMN)) {
        return inner.key();
      }
      String[] parts = inner.observation().toString().split(" \\| "); // four columns, then the deals left
      return StateKey.ofWords(parts[0].hashCode(), parts[1].hashCode(), parts[2].hashCode(), parts[4].hashCode());
    }
  }
}
