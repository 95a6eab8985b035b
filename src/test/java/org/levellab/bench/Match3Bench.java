package org.levellab.bench;

import java.util.concurrent.TimeUnit;
import org.levellab.match3.Match3;
import org.levellab.match3.agents.Agent;
import org.levellab.match3.agents.AgentSpec;
import org.levellab.match3.agents.Weights;
import org.levellab.match3.study.Match3Game;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * GemGem throughput at the paper's setting (s = 6, g = 4, c = 250): whole games per second on one
 * thread for HGS and L-BFS (U = 0.2), as sampled time per game (median and percentiles). Each
 * invocation plays the next game of seed 1, cycling over 256 games so every agent sees the same mix.
 *
 * <p>{@code mvn -q -B -Pbench test-compile exec:exec@bench -Dbench.args="Match3Bench -f 1 -wi 2 -i 3 -w 2s -r 2s"}
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.SampleTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
public class Match3Bench {
  @Param({"hgs", "lbfs"})
  public String agent;

  private final Match3 game = Match3.paper();
  private Agent player;
  private int next;


  @Setup(Level.Trial)
  public void setUp() {
    // The paper's best-looking HGS combination shape (score, pairs, depth, touching on).
    Weights w = Weights.parse("1,0.4,0,0.4,0.2");
    player = (agent.equals("hgs") ? AgentSpec.hgs(w) : AgentSpec.lbfs(w, 0.2)).create();
  }

  /** One whole game to c = 250 (or game over): the sampled time per game gives games per second. */
  @Benchmark
  public int playGame() {
    int i = next++ & 255;
    return Match3Game.play(game, player, 250, 1, i).swaps();
  }
}
