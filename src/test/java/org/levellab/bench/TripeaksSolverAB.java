package org.levellab.bench;

import java.nio.file.Path;
import java.util.Arrays;
import java.util.Locale;
import java.util.SplittableRandom;
import java.util.function.BiFunction;
import org.levellab.bench.baseline.BaselineExactSolver;
import org.levellab.bench.baseline.FlowBaselineExactSolver;
import org.levellab.bench.baseline.RunsBaselineExactSolver;
import org.levellab.core.Stats;
import org.levellab.tripeaks.Deal;
import org.levellab.tripeaks.Level;
import org.levellab.tripeaks.solve.ExactSolver;
import org.levellab.tripeaks.solve.SolverResult;

/**
 * Paired A/B of the TriPeaks exact solver against its frozen baseline on the same deals (the deal
 * pool of {@link TripeaksSolverBench}): each deal is solved by both, alternately, so a noisy machine
 * hits both alike. Prints nodes (deterministic) and time percentiles, and checks that every verdict
 * and fewest-draw count agrees. Run from the worktree root after {@code mvn test-compile}:
 *
 * <pre>java -cp target/classes:target/test-classes:$(cat cp.txt) org.levellab.bench.TripeaksSolverAB microsoft-fewest 300</pre>
 *
 * Workloads: {@code microsoft-fewest}, {@code microsoft-winnability}, {@code golf-winnability},
 * {@code blog-fewest} (the blog's deal, repeated). A third argument picks the baseline: {@code flow}
 * (the default, {@link FlowBaselineExactSolver}), {@code original} ({@link BaselineExactSolver}) or
 * {@code runs} ({@link RunsBaselineExactSolver}, the solver before the Golf work).
 */
public final class TripeaksSolverAB {
  private TripeaksSolverAB() {}

  public static void main(String[] args) {
    String work = args[0];
    int n = Integer.parseInt(args[1]);
    boolean golf = work.startsWith("golf");
    boolean fewest = work.endsWith("fewest");
    Level level = golf ? Level.golf() : Level.microsoft();
    SplittableRandom rng = new SplittableRandom(20260101L);
    Deal[] deals = new Deal[n];
    for (int i = 0; i < n; i++) {
      deals[i] = work.startsWith("blog") ? Deal.load(Path.of("datasets/tripeaks/blog-deal.deal"))
          : Deal.random(level, rng);
    }
    if (golf) { // the benchmark's Golf pool follows its 4,096 Microsoft deals
      rng = new SplittableRandom(20260101L);
      for (int i = 0; i < 4096; i++) {
        Deal.random(Level.microsoft(), rng);
      }
      for (int i = 0; i < n; i++) {
        deals[i] = Deal.random(level, rng);
      }
    }
    ExactSolver now = ExactSolver.builder().minimizeDraws(fewest).build();
    BiFunction<Level, Deal, SolverResult> old;
    if (args.length > 2 && args[2].equals("original")) {
      BaselineExactSolver original = BaselineExactSolver.builder().minimizeDraws(fewest).build();
      old = original::solve;
    } else if (args.length > 2 && args[2].equals("runs")) {
      RunsBaselineExactSolver runs = RunsBaselineExactSolver.builder().minimizeDraws(fewest).build();
      old = runs::solve;
    } else {
      FlowBaselineExactSolver flow = FlowBaselineExactSolver.builder().minimizeDraws(fewest).build();
      old = flow::solve;
    }
    for (int round = 0; round < 2; round++) { // round 0 warms the JIT up
      long oldNodes = 0;
      long newNodes = 0;
      double[] oldMs = new double[n];
      double[] newMs = new double[n];
      for (int i = 0; i < n; i++) {
        SolverResult a = old.apply(level, deals[i]);
        SolverResult b = now.solve(level, deals[i]);
        if (a.winnable() != b.winnable() || a.draws() != b.draws() && fewest) {
          throw new AssertionError("deal " + i + " differs: " + a + " vs " + b);
        }
        oldNodes += a.nodes();
        newNodes += b.nodes();
        oldMs[i] = a.millis();
        newMs[i] = b.millis();
      }
      if (round == 1) {
        System.out.printf(Locale.ROOT, "%s, %d deals, verdicts and draws identical%n", work, n);
        print("baseline", oldNodes, oldMs);
        print("now     ", newNodes, newMs);
        System.out.printf(Locale.ROOT, "  ratio   nodes %.2fx, median %.2fx, mean %.2fx, p99 %.2fx%n",
            (double) oldNodes / newNodes, Stats.percentile(oldMs, 50) / Stats.percentile(newMs, 50),
            mean(oldMs) / mean(newMs), Stats.percentile(oldMs, 99) / Stats.percentile(newMs, 99));
      }
    }
  }

  private static double mean(double[] x) {
    return Arrays.stream(x).average().orElse(0);
  }

  private static void print(String name, long nodes, double[] ms) {
    System.out.printf(Locale.ROOT, "  %s nodes %,d; ms median %.3f, mean %.3f, p90 %.3f, p99 %.3f, max %.1f%n",
        name, nodes, Stats.percentile(ms, 50), mean(ms), Stats.percentile(ms, 90), Stats.percentile(ms, 99),
        Arrays.stream(ms).max().orElse(0));
  }
}
