package org.levellab.game;

import static org.junit.jupiter.api.Assertions.fail;

import java.util.List;
import java.util.function.IntFunction;
import java.util.function.IntToLongFunction;

/**
 * The contract checks of {@link Contract} (main sources, so that a notebook, {@code levellab contract}
 * and a game's own jar run the same ones) as JUnit assertions: each method runs its check and fails
 * with the first problem found, naming how many more there were. A new game's test calls {@link
 * #check} (or {@link #checkSeeded} for many starts), {@link #equalKeysHaveEqualFutures}, {@link
 * #hiddenCardsAreHidden} for a game with hidden cards, and {@link #tamperedTraceFails} on a trace.
 */
public final class GameContract {
  private GameContract() {}

  /** What a run of the contract saw, so a test can assert it covered something. */
  public record Coverage(int games, int decisions, int chanceNodes, int won, long illegalProbes) {}

  /** {@link Contract#check}; fails on the first problem. */
  public static Coverage check(State start, int games, long seed, int maxMoves) {
    return passed(Contract.check(start, games, seed, maxMoves));
  }

  /** {@link Contract#checkSeeded}; fails on the first problem. */
  public static Coverage checkSeeded(int count, IntFunction<? extends State> start, IntToLongFunction seed,
      int games, int maxMoves) {
    return passed(Contract.checkSeeded(count, start, seed, games, maxMoves));
  }

  private static Coverage passed(Contract.Report report) {
    failOn(report.problems());
    Contract.Coverage c = report.coverage();
    return new Coverage(c.games(), c.decisions(), c.chanceNodes(), c.won(), c.illegalProbes());
  }

  /** What {@link #hiddenCardsAreHidden} compared: twins made, and how many differed from their state. */
  public record TwinCoverage(int twins, int differing) {}

  /** {@link Contract#hiddenCardsAreHidden}; fails on the first problem. */
  public static <S extends State> TwinCoverage hiddenCardsAreHidden(S start, int games, long seed, int maxMoves,
      int twinsPerState, Contract.Twin<S> twin) {
    Contract.Twins t = Contract.hiddenCardsAreHidden(start, games, seed, maxMoves, twinsPerState, twin);
    failOn(t.problems());
    return new TwinCoverage(t.twins(), t.differing());
  }

  /** What {@link #equalKeysHaveEqualFutures} compared: states keyed, and pairs of distinct states with equal keys. */
  public record KeyCoverage(int states, int pairs) {}

  /** {@link Contract#equalKeysHaveEqualFutures}; fails on the first problem. */
  public static KeyCoverage equalKeysHaveEqualFutures(State start, int games, long seed, int maxMoves, int depth) {
    Contract.Keys k = Contract.equalKeysHaveEqualFutures(start, games, seed, maxMoves, depth);
    failOn(k.problems());
    return new KeyCoverage(k.states(), k.pairs());
  }

  /** {@link Contract#tamperedTraceRefused}: a trace with one state line changed fails to replay, naming the step. */
  public static void tamperedTraceFails(Playthrough p) {
    failOn(Contract.tamperedTraceRefused(p));
  }

  /** Fails with the first problem, and says how many more there were. */
  static void failOn(List<String> problems) {
    if (!problems.isEmpty()) {
      fail(problems.get(0) + (problems.size() > 1 ? "\n(" + (problems.size() - 1) + " more problem(s): "
          + problems.subList(1, problems.size()) + ")" : ""));
    }
  }
}
