package org.levellab.search;

import java.util.Locale;
import org.levellab.blackhole.BlackHole;
import org.levellab.game.Game;
import org.levellab.game.State;
import org.levellab.pair.PairSolitaire;

/**
 * Nodes and time of {@link ShortestSolver} beside {@link GameSolver} on a few seeded deals of Black
 * Hole and Pair Solitaire, for the record (not a test): {@code java -cp ... ShortestSolverReport
 * [deals] [maxNodes] [game]} (both games unless one is named). Both games win in a fixed number of moves (51, and 50 for a full stack), so the proof that no
 * shorter line exists costs a full search of the shallower layers.
 */
public final class ShortestSolverReport {
  private ShortestSolverReport() {}

  public static void main(String[] args) {
    int deals = args.length > 0 ? Integer.parseInt(args[0]) : 5;
    long maxNodes = args.length > 1 ? Long.parseLong(args[1]) : 5_000_000L;
    Budget budget = Budget.nodes(maxNodes);
    for (Game<?> game : new Game<?>[] {BlackHole.game(), PairSolitaire.game()}) {
      if (args.length > 2 && !args[2].equals(game.name())) {
        continue;
      }
      System.out.printf(Locale.ROOT, "%-10s %4s | %-7s %6s %10s %9s | %-7s %5s %7s %10s %9s%n", "game", "seed",
          "solver", "moves", "nodes", "ms", "fewest", "moves", "proven", "nodes", "ms");
      for (long seed = 1; seed <= deals; seed++) {
        State start = game.newInitialState(seed);
        GameSolver.Solution g = GameSolver.withBudget(budget).solve(start);
        ShortestSolver.Solution s = ShortestSolver.withBudget(budget).solve(start);
        System.out.printf(Locale.ROOT, "%-10s %4d | %-7s %6d %10d %9.1f | %-7s %5s %7s %10d %9.1f%n", game.name(), seed,
            g.winnable().toJson(), g.moves().size(), g.nodes(), g.millis(), s.winnable().toJson(),
            s.length() < 0 ? "-" : s.length() + (s.proven() ? "" : " (>=" + s.atLeast() + ")"), s.proven(), s.nodes(),
            s.millis());
      }
    }
  }
}
