package org.levellab.bench;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.levellab.bench.baseline.BaselineGameSolver;
import org.levellab.blackhole.BlackHole;
import org.levellab.cards.Cards;
import org.levellab.pair.PairDeal;
import org.levellab.search.Budget;
import org.levellab.search.GameSolver;
import org.levellab.skiddy.Skiddy;
import org.levellab.skiddy.SkiddyLevels;
import org.levellab.tripeaks.Deal;
import org.levellab.tripeaks.Level;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * The game-independent exact solver through the common API, with its table of keys of any length
 * ({@code current}) and with the frozen table it had when keys were 128 bits ({@code baseline}, {@link
 * BaselineGameSolver}), in the same run: Black Hole deals, Pair Solitaire stacks and Skiddy levels
 * (64-bit keys), and TriPeaks deals (128-bit keys) within a node budget. Each operation solves every
 * start of the set once and returns the nodes expanded, which must be the same for both.
 *
 * <p>{@code mvn -B -o -Pbench test-compile exec:exec@bench -Dbench.args="GameSolverBench -f 1 -wi 2 -i 3"}
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(1)
public class GameSolverBench {
  @Param({"blackhole", "pair", "skiddy", "tripeaks"})
  String game;

  List<org.levellab.game.State> starts;
  Budget budget;

  @Setup
  public void setup() {
    starts = new ArrayList<>();
    budget = Budget.UNLIMITED;
    SplittableRandom rng = new SplittableRandom(1);
    switch (game) {
      case "blackhole" -> {
        for (long seed = 1; seed <= 4; seed++) {
          starts.add(BlackHole.game().newInitialState(seed));
        }
      }
      case "pair" -> {
        for (int i = 0; i < 4; i++) {
          starts.add(PairDeal.of(Cards.shuffled(Cards.standardDeck(), rng).subList(0, 24)).start());
        }
      }
      case "skiddy" -> {
        for (String level : List.of("big-8x7", "workshop", "two-rooms")) {
          starts.add(Skiddy.game().start(SkiddyLevels.load(level)));
        }
      }
      case "tripeaks" -> {
        budget = Budget.nodes(20_000);
        for (int i = 0; i < 2; i++) {
          starts.add(Level.microsoft().deal(Deal.random(Level.microsoft(), rng)));
        }
      }
      default -> throw new IllegalArgumentException(game);
    }
    if (current() != baseline()) {
      throw new IllegalStateException("the two solvers expand different numbers of positions on " + game);
    }
  }

  @Benchmark
  public long current() {
    GameSolver solver = GameSolver.withBudget(budget);
    long nodes = 0;
    for (org.levellab.game.State s : starts) {
      nodes += solver.solve(s).nodes();
    }
    return nodes;
  }

  @Benchmark
  public long baseline() {
    BaselineGameSolver solver = BaselineGameSolver.withBudget(budget);
    long nodes = 0;
    for (org.levellab.game.State s : starts) {
      nodes += solver.solve(s).nodes();
    }
    return nodes;
  }
}
