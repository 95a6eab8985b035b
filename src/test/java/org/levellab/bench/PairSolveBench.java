package org.levellab.bench;

import java.util.concurrent.TimeUnit;
import org.levellab.cards.Cards;
import org.levellab.core.RandomStreams;
import org.levellab.pair.PairDeal;
import org.levellab.pair.PairSolution;
import org.levellab.pair.PairSolver;
import org.levellab.search.Budget;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;

/**
 * Exact solve time per random 52-card stack: each call solves the next of 10,000 seeded shuffles
 * (cycling), with a 1 s budget. Sample mode gives the distribution (median, p99); the tear-down
 * prints how many solves were decided within the budget.
 *
 * <pre>mvn -q -B -Pbench test-compile exec:exec@bench -Dbench.args="PairSolveBench -f 1 -wi 1 -i 3 -w 5s -r 20s"</pre>
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SampleTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Fork(1)
public class PairSolveBench {
  static final int STACKS = 10_000;

  PairDeal[] deals;
  PairSolver solver;
  int next;
  long solves;
  long undecided;

  @Setup(Level.Trial)
  public void setUp() {
    deals = new PairDeal[STACKS];
    for (int i = 0; i < STACKS; i++) {
      deals[i] = PairDeal.of(Cards.shuffled(Cards.standardDeck(), RandomStreams.forTask(20260, i)));
    }
    solver = PairSolver.builder().budget(Budget.millis(1000)).build();
  }

  @Benchmark
  public PairSolution solve() {
    PairSolution s = solver.solve(deals[next]);
    next = (next + 1) % STACKS;
    solves++;
    if (!s.decided()) {
      undecided++;
    }
    return s;
  }

  @TearDown(Level.Trial)
  public void report() {
    System.out.printf("%nPairSolveBench: %d solves (stacks 0..%d), %d undecided within 1 s (%.3f%% decided)%n",
        solves, Math.min(solves, STACKS) - 1, undecided, 100.0 * (solves - undecided) / Math.max(1, solves));
  }
}
