package org.levellab.core;

import java.util.List;
import tech.tablesaw.api.DoubleColumn;
import tech.tablesaw.api.IntColumn;
import tech.tablesaw.api.LongColumn;
import tech.tablesaw.api.StringColumn;
import tech.tablesaw.api.Table;

/**
 * How long a sweep would take on N executor cores, from a measured cost per trial: a plan on paper.
 * Trials are independent, so the work divides by the cores; the fixed part (starting the
 * application, scheduling) does not.
 *
 * @param name the sweep
 * @param trials its trials
 * @param coreSecondsPerTrial measured: wall time × cores used ÷ trials run
 * @param fixedSeconds measured: what a run costs beyond its trials (Spark's start-up)
 */
public record SweepPlan(String name, long trials, double coreSecondsPerTrial, double fixedSeconds) {
  public SweepPlan {
    if (trials < 1 || !(coreSecondsPerTrial > 0) || !(fixedSeconds >= 0)) {
      throw new IllegalArgumentException("a plan needs trials >= 1, a positive cost per trial and a fixed cost"
          + " >= 0; got " + trials + ", " + coreSecondsPerTrial + ", " + fixedSeconds);
    }
  }

  /** The measured cost of a run: {@code wallSeconds} on {@code cores} cores for {@code trialsRun} trials. */
  public static double coreSecondsPerTrial(double wallSeconds, int cores, long trialsRun) {
    return wallSeconds * cores / trialsRun;
  }

  /** Wall-clock seconds on {@code cores} executor cores. */
  public double seconds(int cores) {
    if (cores < 1) {
      throw new IllegalArgumentException("cores must be at least 1, was " + cores);
    }
    return fixedSeconds + trials * coreSecondsPerTrial / cores;
  }

  /** One row per plan and core count: sweep, trials, coreSecondsPerTrial, cores, hours. */
  public static Table table(List<SweepPlan> plans, int... cores) {
    Table t = Table.create("plans", StringColumn.create("sweep"), LongColumn.create("trials"),
        DoubleColumn.create("coreSecondsPerTrial"), IntColumn.create("cores"), DoubleColumn.create("hours"));
    for (SweepPlan p : plans) {
      for (int n : cores) {
        t.stringColumn("sweep").append(p.name());
        t.longColumn("trials").append(p.trials());
        t.doubleColumn("coreSecondsPerTrial").append(p.coreSecondsPerTrial());
        t.intColumn("cores").append(n);
        t.doubleColumn("hours").append(p.seconds(n) / 3600);
      }
    }
    return t;
  }
}
