package org.levellab.bench;

import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.levellab.game.Agent;
import org.levellab.game.Agents;
import org.levellab.tripeaks.Level;
import org.levellab.tripeaks.TriPeaksState;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * The hidden-information agents' cost on one core, sampled per call so JMH reports the median: one
 * decision (PIMC with k = 32 and the default budget, ISMCTS with the default 1,000 iterations,
 * greedy) at positions of seeded Microsoft deals, and one whole PIMC game. The positions: deal i
 * played by the greedy player for i mod 30 moves, kept when at least two moves are legal (a position
 * with one legal move costs nothing); they cycle through a fixed pool, so runs compare.
 *
 * <pre>mvn -q -B -Pbench test-compile exec:exec@bench -Dbench.args="TripeaksAgentsBench -f 1 -wi 3 -i 5 -w 2s -r 2s"</pre>
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.SampleTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
public class TripeaksAgentsBench {
  private static final int POOL = 256;
  private final Level level = Level.microsoft();
  private TriPeaksState[] positions;
  private TriPeaksState[] starts;
  private int next;
  private SplittableRandom rng;
  private Agent<TriPeaksState> pimc;
  private Agent<TriPeaksState> ismcts;
  private Agent<TriPeaksState> greedy;

  @Setup
  public void setUp() {
    pimc = Agents.parse(level, "pimc:k=32");
    ismcts = Agents.parse(level, "ismcts");
    greedy = Agents.parse(level, "greedy");
    rng = new SplittableRandom(11);
    positions = new TriPeaksState[POOL];
    starts = new TriPeaksState[POOL];
    SplittableRandom r = new SplittableRandom(2026);
    for (int i = 0, made = 0; made < POOL; i++) {
      TriPeaksState s = level.newInitialState(i);
      starts[made] = s.copy();
      for (int m = 0; m < i % 30 && !s.isTerminal(); m++) {
        s.apply(greedy.act(s, r));
      }
      if (!s.isTerminal() && s.legalActions().length >= 2) {
        positions[made++] = s;
      }
    }
  }

  @Benchmark
  public int pimcDecision() {
    return pimc.act(positions[next++ & (POOL - 1)], rng);
  }

  @Benchmark
  public int ismctsDecision() {
    return ismcts.act(positions[next++ & (POOL - 1)], rng);
  }

  @Benchmark
  public int greedyDecision() {
    return greedy.act(positions[next++ & (POOL - 1)], rng);
  }

  /** A whole game by PIMC (k = 32, default budget) from a deal's start. */
  @Benchmark
  public boolean pimcGame() {
    TriPeaksState s = starts[next++ & (POOL - 1)].copy();
    while (!s.isTerminal()) {
      s.apply(pimc.act(s, rng));
    }
    return s.isWon();
  }
}
