package org.levellab.tripeaks.agents;

import java.util.List;
import java.util.Locale;
import org.levellab.core.Estimate;
import org.levellab.core.MonteCarlo;
import org.levellab.core.RandomStreams;
import org.levellab.core.Stats;
import org.levellab.game.Agent;
import org.levellab.game.Agents;
import org.levellab.game.Play;
import org.levellab.game.Replay;
import org.levellab.tripeaks.Level;
import org.levellab.tripeaks.TriPeaksState;
import org.levellab.tripeaks.solve.Winnability;

/**
 * A quick study for the closing note (not a test): win rates of agents on seeded random deals, each
 * won game replayed through the rules. Deal i is {@code level.newInitialState(taskSeed(seed, i))}, the
 * agent's stream {@code forTask(seed + 1, i)}: the same numbers whatever the thread count.
 *
 * <pre>mvn -B -q dependency:build-classpath -Dmdep.outputFile=/tmp/cp.txt; mvn -B -q test-compile
 * java -cp target/classes:target/test-classes:$(cat /tmp/cp.txt) org.levellab.tripeaks.agents.AgentStudy \
 *     microsoft 500 1 random player greedy ismcts pimc exact winnability</pre>
 * The first argument is {@code microsoft}, {@code microsoft-nowrap} or {@code golf}.
 */
public final class AgentStudy {
  private AgentStudy() {}

  record Row(boolean won, int moves, int draws) {}

  public static void main(String[] args) {
    Level level = args[0].equals("microsoft-nowrap") ? Level.microsoft().toBuilder().wrap(false).build()
        : Level.named(args[0]);
    int deals = Integer.parseInt(args[1]);
    long seed = Long.parseLong(args[2]);
    for (String spec : List.of(args).subList(3, args.length)) {
      Level lv = level;
      if (spec.equals("winnability")) {
        // the same deals (deal i from forTask(seed, i)), by the winnability runs' exact solver
        System.out.println(args[0] + " winnability: " + Winnability.run(lv, deals, seed));
        continue;
      }
      long t0 = System.nanoTime();
      ThreadLocal<Agent<TriPeaksState>> agents = ThreadLocal.withInitial(() -> Agents.parse(lv, spec));
      List<Row> rows = MonteCarlo.trials(deals).seed(seed).label(spec).collect((i, rng) -> {
        TriPeaksState start = lv.newInitialState(RandomStreams.taskSeed(seed, i));
        Play.Result<TriPeaksState> r = Play.from(start).agent(agents.get(), RandomStreams.forTask(seed + 1, i))
            .record(false).run();
        boolean won = r.state().isWon();
        if (won && !Replay.actions(start, r.actions().stream().mapToInt(Integer::intValue).toArray()).won()) {
          throw new IllegalStateException("deal " + i + ": the won game does not replay");
        }
        return new Row(won, r.actions().size(), r.state().drawsUsed());
      });
      long wins = rows.stream().filter(Row::won).count();
      Estimate e = Stats.proportion(wins, deals, 0.95);
      double secs = (System.nanoTime() - t0) / 1e9;
      System.out.printf(Locale.ROOT, "%-10s %-28s win %6.2f%% [%.2f, %.2f]  (%d/%d)  mean draws %.2f  %.1f s%n",
          args[0], spec, 100 * e.value(), 100 * e.lower(), 100 * e.upper(), wins, deals,
          rows.stream().mapToInt(Row::draws).average().orElse(0), secs);
    }
  }
}
