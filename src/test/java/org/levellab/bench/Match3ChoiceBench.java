package org.levellab.bench;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.levellab.match3.Board;
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
 * One swap choice at the paper's setting (s = 6, g = 4): HGS and L-BFS (U = 0.2) with the weights of
 * {@link Match3Bench}, on 512 fixed boards met in seeded SGS games (every board playable), cycled so
 * every agent sees the same mix. The time is the agent's decision alone, without the game around it.
 *
 * <p>{@code mvn -q -B -Pbench test-compile exec:exec@bench -Dbench.args="Match3ChoiceBench -f 2 -wi 3 -i 5 -w 2s -r 2s"}
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
public class Match3ChoiceBench {
  @Param({"hgs", "lbfs"})
  public String agent;

  private Agent player;
  private Board[] boards;
  private SplittableRandom rng;
  private int next;

  @Setup(Level.Trial)
  public void setUp() {
    Weights w = Weights.parse("1,0.4,0,0.4,0.2");
    player = (agent.equals("hgs") ? AgentSpec.hgs(w) : AgentSpec.lbfs(w, 0.2)).create();
    Match3 game = Match3.paper();
    List<Board> found = new ArrayList<>();
    Agent sgs = AgentSpec.sgs().create();
    SplittableRandom refills = new SplittableRandom(7);
    for (int g = 0; found.size() < 512; g++) {
      Board b = Match3Game.initialBoard(game, 1, g);
      for (int step = 0; step < 20 && found.size() < 512 && !b.isGameOver(); step++) {
        found.add(b.copy());
        b.play(sgs.choose(b, 250, refills), refills);
      }
    }
    boards = found.toArray(new Board[0]);
    rng = new SplittableRandom(11);
  }

  /** One decision on the next board. */
  @Benchmark
  public int choose() {
    return player.choose(boards[next++ & 511], 250, rng);
  }
}
