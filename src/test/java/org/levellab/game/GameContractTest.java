package org.levellab.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.function.BiFunction;
import java.util.function.Function;
import java.util.random.RandomGenerator;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.levellab.game.example.AcesUp;
import org.levellab.game.example.AcesUpFactory;
import org.levellab.game.example.AcesUpState;
import org.opentest4j.AssertionFailedError;

/**
 * The contract harness fails the games it is meant to catch: a game whose observation shows a hidden
 * card, whose legal actions depend on one, or whose key leaves out something that matters. Each
 * broken game is the worked example with one method replaced ({@link Tampered}), so the same check
 * passes on the example itself.
 */
class GameContractTest {
  @BeforeAll
  static void register() {
    Games.register(AcesUpFactory.INSTANCE);
  }

  /** The example with {@code observation()} and {@code key()} replaced. */
  static class Tampered implements ChanceFreeState, HiddenCards {
    final AcesUpState inner;
    private final Function<AcesUpState, Observation> observe;
    private final Function<AcesUpState, StateKey> key;
    private final BiFunction<AcesUpState, Integer, String> notation;

    Tampered(AcesUpState inner, Function<AcesUpState, Observation> observe, Function<AcesUpState, StateKey> key) {
      this(inner, observe, key, AcesUpState::actionToString);
    }

    Tampered(AcesUpState inner, Function<AcesUpState, Observation> observe, Function<AcesUpState, StateKey> key,
        BiFunction<AcesUpState, Integer, String> notation) {
      this.inner = inner;
      this.observe = observe;
      this.key = key;
      this.notation = notation;
    }

    @Override
    public Tampered twin(RandomGenerator rng) {
      return new Tampered(inner.withStockShuffled(rng), observe, key, notation);
    }

    @Override public Game<?> game() { return inner.game(); }
    @Override public boolean isTerminal() { return inner.isTerminal(); }
    @Override public boolean isWon() { return inner.isWon(); }
    @Override public double score() { return inner.score(); }
    @Override public int legalActions(int[] buffer) { return inner.legalActions(buffer); }
    @Override public String whyIllegal(int action) { return inner.whyIllegal(action); }
    @Override public void apply(int action) { inner.apply(action); }
    @Override public String actionToString(int action) { return notation.apply(inner, action); }
    @Override public int parseAction(String notation) { return inner.parseAction(notation); }
    @Override public Observation observation() { return observe.apply(inner); }
    @Override public Tampered copy() { return new Tampered(inner.copy(), observe, key, notation); }
    @Override public StateKey key() { return key.apply(inner); }
    @Override public String levelText() { return inner.levelText(); }
    @Override public String toString() { return inner.toString(); }
  }

  private static Tampered honest(long deal) {
    return new Tampered(AcesUp.game().newInitialState(deal), AcesUpState::observation, AcesUpState::key);
  }

  @Test
  void theHiddenCardsCheckPassesTheExampleAndFailsAGameThatShowsItsStock() {
    int differing = 0;
    for (long deal = 0; deal < 20; deal++) {
      differing += GameContract.hiddenCardsAreHidden(honest(deal), 2, deal, 200, 2, Tampered::twin).differing();
    }
    assertTrue(differing > 100, "twins differing from their state: " + differing);
    // Showing the next card of the stock: twins with another next card are told apart.
    Tampered leaky = new Tampered(AcesUp.game().newInitialState(1),
        s -> Observation.of(s.observation() + " next " + s.toString().split("stock ")[1].split(" ")[0]),
        AcesUpState::key);
    AssertionFailedError e = assertThrows(AssertionFailedError.class,
        () -> GameContract.hiddenCardsAreHidden(leaky, 2, 1, 200, 2, Tampered::twin));
    assertTrue(e.getMessage().startsWith("a twin differing only in hidden cards is observed alike"), e.getMessage());
  }

  @Test
  void theHiddenCardsCheckFailsANotationThatNamesAHiddenCard() {
    // "deal" written with the first card it will bring: twins with another stock write it otherwise.
    Tampered telling = new Tampered(AcesUp.game().newInitialState(2), AcesUpState::observation, AcesUpState::key,
        (s, a) -> s.actionToString(a).equals("deal") ? "deal:" + s.toString().split("stock ")[1].split(" ")[0]
            : s.actionToString(a));
    AssertionFailedError e = assertThrows(AssertionFailedError.class,
        () -> GameContract.hiddenCardsAreHidden(telling, 1, 2, 200, 2, Tampered::twin));
    assertTrue(e.getMessage().startsWith("a twin writes action 8 alike"), e.getMessage());
  }

  @Test
  void theEqualKeysCheckFailsAKeyThatLeavesOutAColumn() {
    for (long deal = 0; deal < 5; deal++) {
      GameContract.KeyCoverage c = GameContract.equalKeysHaveEqualFutures(honest(deal), 2, deal, 200, 2);
      assertEquals(0, c.pairs());
      assertTrue(c.states() > 100, c.toString());
    }
    // The key without the last column: positions that differ there are merged, wrongly.
    Function<AcesUpState, StateKey> withoutLastColumn = s -> {
      String[] parts = s.observation().toString().split(" \\| "); // four columns, then the deals left
      return StateKey.ofWords(parts[0].hashCode(), parts[1].hashCode(), parts[2].hashCode(), parts[4].hashCode());
    };
    Tampered broken = new Tampered(AcesUp.game().newInitialState(0), AcesUpState::observation, withoutLastColumn);
    AssertionFailedError e = assertThrows(AssertionFailedError.class,
        () -> GameContract.equalKeysHaveEqualFutures(broken, 4, 0, 200, 2));
    assertTrue(e.getMessage().startsWith("states with equal keys"), e.getMessage());
  }

  @Test
  void theEqualKeysCheckFailsAKeyThatLeavesOutTheDealsMade() {
    // Without the number of deals made, a position before a deal and one after it can meet.
    List<Long> deals = List.of(0L, 1L, 2L, 3L, 4L, 5L, 6L, 7L);
    Function<AcesUpState, StateKey> withoutDeals = s -> StateKey.ofWords(s.observation().toString()
        .replaceAll("stock \\d+ deals", "").hashCode());
    int failed = 0;
    for (long deal : deals) {
      Tampered broken = new Tampered(AcesUp.game().newInitialState(deal), AcesUpState::observation, withoutDeals);
      try {
        GameContract.equalKeysHaveEqualFutures(broken, 4, deal, 200, 2);
      } catch (AssertionFailedError e) {
        failed++;
      }
    }
    assertTrue(failed > 0, "a key without the deals made must fail on some deal");
  }

  @Test
  void aBatchChecksEveryStartAndAddsUpItsCoverage() {
    GameContract.Coverage batch = GameContract.checkSeeded(20, i -> AcesUp.game().newInitialState(i), i -> i, 3, 200);
    int games = 0;
    int decisions = 0;
    for (int i = 0; i < 20; i++) {
      GameContract.Coverage one = GameContract.check(AcesUp.game().newInitialState(i), 3, i, 200);
      games += one.games();
      decisions += one.decisions();
    }
    assertEquals(games, batch.games());
    assertEquals(decisions, batch.decisions());
    // A start whose level does not read back fails the batch, wherever it is.
    AssertionFailedError e = assertThrows(AssertionFailedError.class, () -> GameContract.checkSeeded(5,
        i -> i == 3 ? new Tampered(AcesUp.game().newInitialState(i), AcesUpState::observation, AcesUpState::key) {
          @Override
          public String levelText() {
            return AcesUp.game().newInitialState(99).levelText();
          }
        } : AcesUp.game().newInitialState(i), i -> i, 1, 200));
    assertTrue(e.getMessage().startsWith("parseLevel(levelText()) must give the same start"), e.getMessage());
  }
}
