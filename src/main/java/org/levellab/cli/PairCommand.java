package org.levellab.cli;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import org.levellab.cards.Card;
import org.levellab.cards.Cards;
import org.levellab.cards.Rank;
import org.levellab.core.RandomStreams;
import org.levellab.pair.PairGame;
import org.levellab.pair.PairGenerators;
import org.levellab.pair.PairReplay;
import org.levellab.pair.PairSolution;
import org.levellab.pair.PairSolver;
import org.levellab.pair.PairState;
import org.levellab.search.Budget;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** The {@code levellab pair} commands: solve, replay and generate Pair Solitaire stacks. */
@Command(name = "pair", mixinStandardHelpOptions = true,
    description = "Pair Solitaire: exact solver, replay, stack generators.",
    subcommands = {PairCommand.Solve.class, PairCommand.Replay.class, PairCommand.Generate.class})
public final class PairCommand implements Runnable {
  @CommandLine.Spec CommandLine.Model.CommandSpec spec;

  @Override
  public void run() {
    spec.commandLine().usage(spec.commandLine().getOut());
  }

  static Budget budget(long maxNodes, long maxMillis) {
    if (maxNodes <= 0) {
      throw new IllegalArgumentException("--max-nodes must be positive, was " + maxNodes);
    }
    if (maxMillis <= 0) {
      throw new IllegalArgumentException("--max-millis must be positive, was " + maxMillis);
    }
    return new Budget(maxNodes, maxMillis);
  }

  static List<String> names(List<Card> cards) {
    List<String> out = new ArrayList<>(cards.size());
    for (Card c : cards) {
      out.add(c.toString());
    }
    return out;
  }

  /** {@code levellab pair solve --stack "A♠ K♠ 3♥ ..."}. */
  @Command(name = "solve", mixinStandardHelpOptions = true,
      description = "Decide whether a stack can be beaten (two cards left); otherwise the fewest cards it can be reduced to.")
  public static final class Solve implements Callable<Integer> {
    @Option(names = "--stack", required = true, description = "The stack, top first, e.g. \"A♠ K♠ 3♥\" or \"AS KS 3H\".")
    String stack;

    @Option(names = "--max-nodes", defaultValue = "100000000", description = "Node budget (default ${DEFAULT-VALUE}).")
    long maxNodes;

    @Option(names = "--max-millis", defaultValue = "10000", description = "Time budget in ms (default ${DEFAULT-VALUE}).")
    long maxMillis;

    @Option(names = "--json", description = "Print JSON.")
    boolean json;

    @Override
    public Integer call() {
      PairGame game = PairGame.parse(stack);
      PairSolution s = PairSolver.builder().budget(budget(maxNodes, maxMillis)).build().solve(game);
      Map<String, Object> out = new LinkedHashMap<>();
      out.put("cards", game.size());
      out.put("beatable", s.beatable().toJson());
      out.put("fewest_remaining", s.fewestRemaining());
      out.put("fewest_is_exact", s.decided());
      out.put("moves", names(s.moves()));
      out.put("remaining", names(PairReplay.replay(game, s.moves()).cards()));
      out.put("nodes", s.nodes());
      out.put("millis", s.millis());
      if (json) {
        System.out.println(Json.write(out));
      } else {
        System.out.println("beatable: " + s.beatable().toJson());
        System.out.println("fewest remaining: " + s.fewestRemaining() + (s.decided() ? "" : " (best found; budget ran out)"));
        System.out.println("moves (" + s.moves().size() + "): " + Cards.format(s.moves()));
        System.out.println("remaining: " + out.get("remaining").toString().replaceAll("[\\[\\],]", ""));
        System.out.printf("nodes: %d, %.3f ms%n", s.nodes(), s.millis());
      }
      return 0;
    }
  }

  /** {@code levellab pair replay --stack ... --moves "Q♥ 3♠ ..."}. */
  @Command(name = "replay", mixinStandardHelpOptions = true,
      description = "Apply removals to a stack; stops at the first illegal one with a clear error.")
  public static final class Replay implements Callable<Integer> {
    @Option(names = "--stack", required = true, description = "The stack, top first.")
    String stack;

    @Option(names = "--moves", required = true, description = "Cards to remove, in order, e.g. \"Q♥ 3♠\".")
    String moves;

    @Option(names = "--json", description = "Print JSON.")
    boolean json;

    @Override
    public Integer call() {
      PairGame game = PairGame.parse(stack);
      PairState end = PairReplay.replay(game, moves);
      Map<String, Object> out = new LinkedHashMap<>();
      out.put("moves_applied", game.size() - end.size());
      out.put("remaining", names(end.cards()));
      out.put("remaining_count", end.size());
      out.put("beaten", end.isBeaten());
      out.put("legal_removals", names(end.legalRemovals()));
      if (json) {
        System.out.println(Json.write(out));
      } else {
        System.out.println("applied " + out.get("moves_applied") + " removals");
        System.out.println("stack (" + end.size() + "): " + end);
        System.out.println(end.isBeaten() ? "beaten" : "legal removals: " + Cards.format(end.legalRemovals()));
      }
      return 0;
    }
  }

  /** {@code levellab pair generate --method shuffle|filtered|perfect --seed N}. */
  @Command(name = "generate", mixinStandardHelpOptions = true,
      description = "Make a stack: pure shuffle, filtered shuffle (proven beatable), or the article's perfect sequence.")
  public static final class Generate implements Callable<Integer> {
    @Option(names = "--method", defaultValue = "shuffle", description = "shuffle, filtered or perfect (default ${DEFAULT-VALUE}).")
    String method;

    @Option(names = "--seed", defaultValue = "1", description = "Seed (default ${DEFAULT-VALUE}).")
    long seed;

    @Option(names = "--ranks", defaultValue = "13", description = "Ranks in the deck, ace up (default ${DEFAULT-VALUE}).")
    int ranks;

    @Option(names = "--suits", defaultValue = "4", description = "Suits in the deck (default ${DEFAULT-VALUE}).")
    int suits;

    @Option(names = "--start-rank", defaultValue = "2", description = "Perfect sequence: the starting rank (default ${DEFAULT-VALUE}).")
    String startRank;

    @Option(names = "--max-tries", defaultValue = "10000", description = "Filtered: shuffles before giving up (default ${DEFAULT-VALUE}).")
    int maxTries;

    // A node budget, not a time limit, so the same seed gives the same stack on any machine.
    @Option(names = "--max-nodes", defaultValue = "2000000", description = "Node budget per solve (default ${DEFAULT-VALUE}); a stack or place the solver cannot decide within it is rejected.")
    long maxNodes;

    @Option(names = "--json", description = "Print JSON.")
    boolean json;

    @Override
    public Integer call() {
      PairGenerators.Method m = PairGenerators.Method.parse(method);
      List<Card> deck = PairGenerators.deck(ranks, suits);
      PairSolver solver = PairSolver.builder().budget(budget(maxNodes, Long.MAX_VALUE)).build();
      Rank start;
      try {
        start = Rank.parse(startRank);
      } catch (IllegalArgumentException e) {
        throw new IllegalArgumentException("--start-rank: " + e.getMessage());
      }
      var rng = RandomStreams.of(seed);
      PairGenerators.Generated g = switch (m) {
        case SHUFFLE -> PairGenerators.shuffle(deck, rng);
        case FILTERED -> PairGenerators.filtered(deck, rng, solver, maxTries);
        case PERFECT -> PairGenerators.perfect(deck, rng, start, solver);
      };
      Map<String, Object> out = new LinkedHashMap<>();
      out.put("method", m.name().toLowerCase());
      out.put("seed", seed);
      out.put("stack", g.game().toString());
      out.put("cards", g.game().size());
      out.put("tries", g.tries());
      out.put("solver_calls", g.solverCalls());
      out.put("solver_unknown", g.unknown());
      out.put("millis", g.millis());
      if (json) {
        System.out.println(Json.write(out));
      } else {
        System.out.println(g.game());
        System.out.printf("%s, seed %d: %d tries, %d solver calls, %.1f ms%n",
            out.get("method"), seed, g.tries(), g.solverCalls(), g.millis());
      }
      return 0;
    }
  }
}
