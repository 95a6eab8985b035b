package org.levellab.bench;

import java.io.IOException;
import java.io.PrintWriter;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Locale;
import java.util.function.BiFunction;
import org.levellab.bench.baseline.RunsBaselineExactSolver;
import org.levellab.core.RandomStreams;
import org.levellab.core.Stats;
import org.levellab.search.Verdict;
import org.levellab.tripeaks.Deal;
import org.levellab.tripeaks.Level;
import org.levellab.tripeaks.solve.ExactSolver;
import org.levellab.tripeaks.solve.SolverResult;
import org.levellab.tripeaks.solve.WinnabilityBits;

/**
 * Paired A/B of Golf winnability on the committed run's own deals: deal i of {@code
 * datasets/tripeaks/golf-1.bits.gz} (seed 1, {@code RandomStreams.forTask(1, i)}, its node budget),
 * solved by the frozen {@link RunsBaselineExactSolver} and by today's {@link ExactSolver}
 * alternately, so a noisy machine hits both alike. Every verdict must equal the committed one (the
 * run stops at the first that does not). Prints nodes (deterministic) and CPU time of the solving
 * thread per deal: mean, median, p90, p99, max. Run from the worktree root after {@code mvn
 * test-compile}:
 *
 * <pre>java [-Dbaseline=general] -cp target/classes:target/test-classes:$(cat cp.txt) org.levellab.bench.GolfWinnabilityAB 0 20000 [both|new|old] [per-deal.csv]</pre>
 *
 * With {@code -Dbaseline=general} the baseline is today's solver with its column search off
 * ({@link ExactSolver.Builder#columnSearch(boolean)}), the general search that the column search
 * stands in for.
 *
 * The first 2,000 deals (or all, if fewer) are solved once before measuring, to warm the JIT up.
 */
public final class GolfWinnabilityAB {
  private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

  private GolfWinnabilityAB() {}

  public static void main(String[] args) throws IOException {
    int from = Integer.parseInt(args[0]);
    int to = Integer.parseInt(args[1]);
    String which = args.length > 2 ? args[2] : "both";
    Path perDeal = args.length > 3 ? Path.of(args[3]) : null;
    WinnabilityBits bits = WinnabilityBits.read(Path.of("datasets/tripeaks/golf-1.bits.gz"));
    Level level = bits.level();
    if (to > bits.deals() || from < 0 || from >= to) {
      throw new IllegalArgumentException("deals [" + from + ", " + to + ") outside the committed "
          + bits.deals());
    }
    ExactSolver now = ExactSolver.builder().minimizeDraws(false).budget(bits.budget()).build();
    // -Dbaseline=general: today's general search (no column search) instead of the frozen solver
    BiFunction<Level, Deal, SolverResult> base = "general".equals(System.getProperty("baseline"))
        ? ExactSolver.builder().minimizeDraws(false).budget(bits.budget()).columnSearch(false).build()::solve
        : RunsBaselineExactSolver.builder().minimizeDraws(false).budget(bits.budget()).build()::solve;
    boolean runOld = !which.equals("new");
    boolean runNew = !which.equals("old");
    int n = to - from;
    int warm = Math.min(n, 2000);
    for (int i = from; i < from + warm; i++) {
      Deal d = Deal.random(level, RandomStreams.forTask(bits.seed(), i));
      if (runOld) {
        base.apply(level, d);
      }
      if (runNew) {
        now.solve(level, d);
      }
    }
    long[] oldNodes = new long[n];
    long[] newNodes = new long[n];
    double[] oldMs = new double[n];
    double[] newMs = new double[n];
    for (int i = from; i < to; i++) {
      Deal d = Deal.random(level, RandomStreams.forTask(bits.seed(), i));
      Verdict want = bits.verdict(i);
      if (runOld) {
        long t = cpu();
        SolverResult a = base.apply(level, d);
        oldMs[i - from] = (cpu() - t) / 1e6;
        oldNodes[i - from] = a.nodes();
        check("baseline", i, a, want);
      }
      if (runNew) {
        long t = cpu();
        SolverResult b = now.solve(level, d);
        newMs[i - from] = (cpu() - t) / 1e6;
        newNodes[i - from] = b.nodes();
        check("now", i, b, want);
      }
    }
    System.out.printf(Locale.ROOT, "golf deals [%d, %d) of seed %d: %d verdicts equal to the committed ones%n",
        from, to, bits.seed(), n);
    if (runOld) {
      print("baseline", oldNodes, oldMs);
    }
    if (runNew) {
      print("now     ", newNodes, newMs);
    }
    if (runOld && runNew) {
      System.out.printf(Locale.ROOT, "  ratio   nodes %.2fx, CPU mean %.2fx, median %.2fx, p99 %.2fx%n",
          (double) sum(oldNodes) / sum(newNodes), mean(oldMs) / mean(newMs),
          Stats.percentile(oldMs, 50) / Stats.percentile(newMs, 50),
          Stats.percentile(oldMs, 99) / Stats.percentile(newMs, 99));
    }
    if (perDeal != null) {
      try (PrintWriter w = new PrintWriter(Files.newBufferedWriter(perDeal))) {
        w.println("deal,winnable,old_nodes,new_nodes,old_ms,new_ms");
        for (int i = 0; i < n; i++) {
          w.printf(Locale.ROOT, "%d,%b,%d,%d,%.4f,%.4f%n", from + i, bits.isWinnable(from + i), oldNodes[i],
              newNodes[i], oldMs[i], newMs[i]);
        }
      }
    }
  }

  private static void check(String who, int deal, SolverResult r, Verdict want) {
    if (r.winnable() != want) {
      throw new AssertionError(who + ": deal " + deal + " answered " + r.winnable() + ", committed " + want);
    }
  }

  private static long cpu() {
    return THREADS.getCurrentThreadCpuTime();
  }

  private static long sum(long[] x) {
    return Arrays.stream(x).sum();
  }

  private static double mean(double[] x) {
    return Arrays.stream(x).average().orElse(0);
  }

  private static void print(String name, long[] nodes, double[] ms) {
    double[] nd = Arrays.stream(nodes).asDoubleStream().toArray();
    System.out.printf(Locale.ROOT,
        "  %s nodes %,d: mean %.0f, median %.0f, p90 %.0f, p99 %.0f, max %.0f%n"
            + "           CPU ms mean %.4f, median %.4f, p90 %.3f, p99 %.3f, max %.1f%n",
        name, sum(nodes), mean(nd), Stats.percentile(nd, 50), Stats.percentile(nd, 90),
        Stats.percentile(nd, 99), Arrays.stream(nd).max().orElse(0), mean(ms), Stats.percentile(ms, 50),
        Stats.percentile(ms, 90), Stats.percentile(ms, 99), Arrays.stream(ms).max().orElse(0));
  }
}
