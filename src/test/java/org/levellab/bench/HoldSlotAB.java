package org.levellab.bench;

import java.util.Arrays;
import java.util.List;
import org.levellab.core.RandomStreams;
import org.levellab.search.Budget;
import org.levellab.tripeaks.Move;
import org.levellab.tripeaks.TriPeaksState;
import org.levellab.tripeaks.agents.TriPeaksAgentsAccess;
import org.levellab.bench.baseline.RunsBaselineExactSolver;
import org.levellab.tripeaks.solve.SolverResult;
import org.levellab.tripeaks.study.LevelRanking;

/**
 * Paired A/B of the clairvoyant's whole-deal solve on notebook 06's hold-slot designs: the exact
 * solver as the agent used it before (first solution, frozen in bench/baseline) against the agent's
 * hold-slot search, on the same deals: verdicts and lines must agree; prints nodes and time per
 * design, and per game the verdict's initial and thousands of nodes (new/old).
 *
 * <pre>java -cp ... org.levellab.bench.HoldSlotAB [designs|hold] [games] [first game] [new: the new search only]</pre>
 */
public final class HoldSlotAB {
  private HoldSlotAB() {}

  public static void main(String[] args) {
    String which = args.length > 0 ? args[0] : "hold";
    int games = args.length > 1 ? Integer.parseInt(args[1]) : 32;
    int first = args.length > 2 ? Integer.parseInt(args[2]) : 0;
    boolean old = args.length <= 3 || !args[3].equals("new");
    List<LevelRanking.Design> all = LevelRanking.designs(50, 2026);
    List<LevelRanking.Design> chosen = which.equals("hold")
        ? all.stream().filter(d -> d.level().holdSlot()).toList()
        : Arrays.stream(which.split(",")).map(x -> all.get(Integer.parseInt(x))).toList();
    RunsBaselineExactSolver solver = RunsBaselineExactSolver.builder().minimizeDraws(false)
        .budget(Budget.nodes(50_000_000L)).build();
    TriPeaksAgentsAccess.Search search = TriPeaksAgentsAccess.holdSlotSearch();
    long oldNodes = 0;
    long newNodes = 0;
    double oldMs = 0;
    double newMs = 0;
    int differ = 0;
    for (LevelRanking.Design d : chosen) {
      long seed = RandomStreams.derive(2026, "design " + d.index());
      long on = 0;
      long nn = 0;
      double om = 0;
      double nm = 0;
      StringBuilder per = new StringBuilder();
      for (int i = first; i < first + games; i++) {
        TriPeaksState s = d.level().newInitialState(RandomStreams.taskSeed(seed, i));
        long t1 = System.nanoTime();
        var v = search.solve(d.level(), s.deal(), 50_000_000L);
        long t2 = System.nanoTime();
        nn += search.nodes();
        nm += (t2 - t1) / 1e6;
        per.append(String.format(" %s%d", v.toString().charAt(0), search.nodes() / 1000));
        if (old) {
          long t0 = System.nanoTime();
          SolverResult r = solver.solve(d.level(), s.deal());
          om += (System.nanoTime() - t0) / 1e6;
          on += r.nodes();
          int[] line = r.moves().stream().mapToInt(Move::code).toArray();
          if (r.winnable() != v || !Arrays.equals(line, search.line())) {
            differ++;
            per.append("!");
          }
          per.append('/').append(r.nodes() / 1000);
        }
      }
      System.out.printf("%2d %-45s old %,12d nodes %8.0f ms  new %,12d nodes %8.0f ms |%s%n", d.index(), d.name(),
          on, om, nn, nm, per);
      oldNodes += on;
      newNodes += nn;
      oldMs += om;
      newMs += nm;
    }
    System.out.printf("all: old %,d nodes %.0f ms, new %,d nodes %.0f ms, differing %d%n", oldNodes, oldMs, newNodes,
        newMs, differ);
  }
}
