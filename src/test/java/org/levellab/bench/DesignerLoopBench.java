package org.levellab.bench;

import java.util.concurrent.TimeUnit;
import org.levellab.core.ProgressListener;
import org.levellab.skiddy.LevelGenerator;
import org.levellab.tripeaks.Layout;
import org.levellab.tripeaks.design.tune.DesignSpace;
import org.levellab.tripeaks.design.tune.Playtest;
import org.levellab.tripeaks.design.tune.TuneTarget;
import org.levellab.tripeaks.design.tune.Tuner;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;

/**
 * The designer's loop on 2 threads (the budget: a tuning under a minute, Skiddy at least one
 * 3-star 8x7 level with 6 skiddies per second). Each operation is a whole job, seeded by the
 * invocation count so that repeated operations do not replay one lucky seed:
 * <ul>
 *   <li>{@code tuneWinRate}: one TriPeaks level tuned to win=0.6 with the player model, 2,400 players
 *       per candidate (±0.02 at 95%), on the Microsoft layout or the 24-card design layout;
 *   <li>{@code skiddyBackward} / {@code skiddyRandom}: three kept 8x7 levels with 6 (or 5) skiddies of
 *       2 colours; levels per second = 3 / time per operation.
 * </ul>
 * {@code mvn -B -q -Pbench test-compile exec:exec@bench -Dbench.args="DesignerLoopBench -f 1 -wi 1 -i 5"}
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.SECONDS)
@Fork(1)
public class DesignerLoopBench {
  @Param({"microsoft", "design24"})
  String layout;

  private long next = 1;

  @Benchmark
  public double tuneWinRate() {
    Layout l = layout.equals("microsoft") ? Layout.named("microsoft")
        : Layout.load(java.nio.file.Path.of("datasets/tripeaks/layouts/design24.layout"));
    long seed = next++;
    DesignSpace space = new DesignSpace(l, layout, 0.5, 1000, seed);
    return new Tuner(space, TuneTarget.win(0.6), new Playtest("player", 2)).players(2400).seed(seed)
        .progress(ProgressListener.NONE).run("bench").fresh().win().value();
  }

  /** Skiddy benches ignore the layout parameter: they run once per layout value, two samples more. */
  @Benchmark
  public int skiddyBackward6() {
    LevelGenerator.Options o = LevelGenerator.Options.builder(8, 7).pieces(6).colors(2).blocks(0).minMoves(2)
        .build();
    return LevelGenerator.generate(o, next++, 3, 100_000, 2, LevelGenerator.Method.BACKWARD).levels().size();
  }

  @Benchmark
  public int skiddyBackward5() {
    LevelGenerator.Options o = LevelGenerator.Options.builder(8, 7).pieces(5).colors(2).blocks(0).minMoves(2)
        .build();
    return LevelGenerator.generate(o, next++, 3, 100_000, 2, LevelGenerator.Method.BACKWARD).levels().size();
  }
}
