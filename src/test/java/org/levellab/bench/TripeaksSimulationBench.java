package org.levellab.bench;

import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.levellab.core.ProgressListener;
import org.levellab.tripeaks.study.ExperimentResult;
import org.levellab.tripeaks.design.LevelConfig;
import org.levellab.tripeaks.study.TriPeaksExperiment;
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
 * "1,000 players of any simulation in under a second on 2 cores": one call runs 1,000 players of a
 * shipped configuration (generation, play, per-player table) and, with {@code summary}, its summary
 * with intervals. Run from the project root (the configs are read from datasets/tripeaks).
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SampleTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(1)
public class TripeaksSimulationBench {
  @Param({"sim1-groups", "sim1-probabilistic", "sim2-hold-on", "sim3-hold-off", "sim4-walls", "sim5-long"})
  String config;

  @Param({"2"})
  int threads;

  LevelConfig level;

  @Setup
  public void load() {
    level = LevelConfig.load(Path.of("datasets", "tripeaks", config + ".toml"));
  }

  @Benchmark
  public Object thousandPlayers() {
    return TriPeaksExperiment.of(level).players(1000).seed(1).threads(threads)
        .progress(ProgressListener.NONE).run().players();
  }

  @Benchmark
  public Object thousandPlayersWithSummary() {
    ExperimentResult r = TriPeaksExperiment.of(level).players(1000).seed(1).threads(threads)
        .progress(ProgressListener.NONE).run();
    return r.summary();
  }
}
