package org.levellab.cli;

import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.levellab.cards.Card;
import org.levellab.cards.Cards;
import org.levellab.cards.Rank;
import org.levellab.core.RandomStreams;
import org.levellab.core.TextFiles;
import org.levellab.pair.PairDeal;
import org.levellab.pair.PairGenerators;
import org.levellab.pair.PairReplay;
import org.levellab.pair.PairSolution;
import org.levellab.pair.PairSolver;
import org.levellab.pair.PairState;
import org.levellab.search.Verdict;
import picocli.CommandLine;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** The {@code levellab pair} commands: solve, replay and generate Pair Solitaire stacks. */
@Command(name = "pair", mixinStandardHelpOptions = true,
    description = "Pair Solitaire: exact solver, replay, stack generators.",
    subcommands = {PairCommand.Solve.class, PairCommand.Replay.class, PairCommand.Generate.class})
public final class PairCommand implements java.util.concurrent.Callable<Integer> {
  @CommandLine.Spec CommandLine.Model.CommandSpec spec;

  @Override
  public Integer call() {
    return LevelLabCommand.missingCommand(spec);
  }

  /** The stack a command works on: given inline or as a file, exactly one of the two. */
  static final class StackInput {
    @Option(names = "--stack", required = true, paramLabel = "CARDS",
        description = "The stack, top first, e.g. \"A♠ K♠ 3♥\" or \"AS KS 3H\".")
    String text;

    @Option(names = "--stack-file", required = true, paramLabel = "FILE",
        description = "A file with the stack, top first: cards separated by spaces, commas or lines; # comments.")
    Path file;

    PairDeal deal() {
      if (file != null) {
        return PairDeal.parse(TextFiles.read(file, "--stack-file"), file.toString());
      }
      return PairDeal.parse(text, "--stack");
    }
  }

  static List<String> names(List<Card> cards) {
    return cards.stream().map(Card::toString).toList();
  }

  /**
   * What {@code pair solve} found.
   *
   * @param cards cards in the stack
   * @param beatable true, false, or unknown (budget spent)
   * @param fewestRemaining the fewest cards reached: exact unless unknown
   * @param fewestIsExact whether the search was complete
   * @param moves the removals, in order, that reach {@code fewestRemaining}
   * @param remaining the cards left after them
   * @param nodes positions expanded
   * @param millis wall-clock time of the search
   */
  public record SolveReport(int cards, Verdict beatable, int fewestRemaining, boolean fewestIsExact,
      List<String> moves, List<String> remaining, long nodes, double millis) {
    static SolveReport of(PairDeal deal, PairSolution s) {
      PairState end = PairReplay.replay(deal, s.moves());
      return new SolveReport(deal.size(), s.beatable(), s.fewestRemaining(), s.decided(), names(s.moves()),
          names(end.cards()), s.nodes(), s.millis());
    }
  }

  /** {@code levellab pair solve --stack "A♠ K♠ 3♥ ..."}. */
  @Command(name = "solve", mixinStandardHelpOptions = true,
      description = "Decide whether a stack can be beaten (two cards left); otherwise the fewest cards it can be reduced to.")
  public static final class Solve implements Callable<Integer> {
    @ArgGroup(exclusive = true, multiplicity = "1")
    StackInput stack;

    @Mixin BudgetOptions budget;
    @Mixin JsonOption json;

    @Override
    public Integer call() {
      budget.budget(); // a bad value is named as such first
      PairDeal deal = stack.deal();
      PairSolver solver = PairSolver.builder().budget(budget.budget(BudgetOptions.Table.pairSolver(), 1)).build();
      SolveReport r = SolveReport.of(deal, solver.solve(deal));
      json.print(r, "beatable: " + r.beatable().toJson()
          + "\nfewest remaining: " + r.fewestRemaining() + (r.fewestIsExact() ? "" : " (best found; budget ran out)")
          + "\nmoves (" + r.moves().size() + "): " + String.join(" ", r.moves())
          + "\nremaining: " + String.join(" ", r.remaining())
          + String.format(Locale.ROOT, "%nnodes: %d, %.3f ms", r.nodes(), r.millis()));
      return 0;
    }
  }

  /**
   * What {@code pair replay} reached.
   *
   * @param movesApplied removals applied (all of them: a replay stops with an error at an illegal one)
   * @param remaining the cards left, top first
   * @param remainingCount how many
   * @param beaten whether two cards are left
   * @param legalRemovals the cards that may be removed next
   */
  public record ReplayReport(int movesApplied, List<String> remaining, int remainingCount, boolean beaten,
      List<String> legalRemovals) {
    static ReplayReport of(PairState end) {
      return new ReplayReport(end.deal().size() - end.size(), names(end.cards()), end.size(), end.isBeaten(),
          names(end.legalRemovals()));
    }
  }

  /** {@code levellab pair replay --stack ... --moves "Q♥ 3♠ ..."}. */
  @Command(name = "replay", mixinStandardHelpOptions = true,
      description = "Apply removals to a stack; stops at the first illegal one with a clear error.")
  public static final class Replay implements Callable<Integer> {
    @ArgGroup(exclusive = true, multiplicity = "1")
    StackInput stack;

    @Option(names = "--moves", required = true, description = "Cards to remove, in order, e.g. \"Q♥ 3♠\".")
    String moves;

    @Mixin JsonOption json;

    @Override
    public Integer call() {
      PairState end = PairReplay.replay(stack.deal(), moves);
      ReplayReport r = ReplayReport.of(end);
      json.print(r, "applied " + r.movesApplied() + " removals"
          + "\nstack (" + r.remainingCount() + "): " + String.join(" ", r.remaining())
          + "\n" + (r.beaten() ? "beaten" : "legal removals: " + String.join(" ", r.legalRemovals())));
      return 0;
    }
  }

  /**
   * What {@code pair generate} made.
   *
   * @param method shuffle, filtered, perfect or perfect-beatable
   * @param seed the seed
   * @param stack the stack, top first, in card notation
   * @param cards cards in it
   * @param tries shuffles (filtered) or places tried (perfect)
   * @param solverCalls exact solves
   * @param solverUnknown solves that ran out of budget
   * @param millis time to make it
   */
  public record GenerateReport(String method, long seed, String stack, int cards, int tries, int solverCalls,
      int solverUnknown, double millis) {
    static GenerateReport of(PairGenerators.Generated g, long seed) {
      return new GenerateReport(g.method().label(), seed, g.deal().toString(), g.deal().size(),
          g.tries(), g.solverCalls(), g.unknown(), g.millis());
    }
  }

  /** {@code levellab pair generate --method shuffle|filtered|perfect|perfect-beatable --seed N}. */
  @Command(name = "generate", mixinStandardHelpOptions = true,
      description = "Make a stack: pure shuffle, filtered shuffle (proven beatable), the article's perfect sequence"
          + " (each new card at the first place from the top where it can be removed at once), or perfect-beatable"
          + " (each at the first place that keeps the stack beatable, by the solver). A stack or place the solver"
          + " cannot decide within the budget is rejected.")
  public static final class Generate implements Callable<Integer> {
    @Option(names = "--method", defaultValue = "shuffle",
        description = "shuffle, filtered, perfect or perfect-beatable (default ${DEFAULT-VALUE}).")
    String method;

    @Option(names = "--start", paramLabel = "CARDS",
        description = "Perfect sequence: the starting stack, top first (e.g. \"2♥ 2♠ 2♣ 2♦\"; default: the cards of"
            + " --start-rank in random order).")
    String startCards;

    @Option(names = "--insert", paramLabel = "CARDS",
        description = "Perfect sequence: the cards to insert, in this order (e.g. \"9♣ K♦\"; default: the rest of the"
            + " deck in random order).")
    String insertCards;

    @Option(names = "--ranks", defaultValue = "13", description = "Ranks in the deck, ace up (default ${DEFAULT-VALUE}).")
    int ranks;

    @Option(names = "--suits", defaultValue = "4", description = "Suits in the deck (default ${DEFAULT-VALUE}).")
    int suits;

    @CommandLine.Spec CommandLine.Model.CommandSpec spec;

    @Option(names = "--start-rank", defaultValue = "2", description = "Perfect sequence: the starting rank (default ${DEFAULT-VALUE}).")
    String startRank;

    @Option(names = "--max-tries", defaultValue = "10000", description = "Filtered: shuffles before giving up (default ${DEFAULT-VALUE}).")
    int maxTries;

    @Option(names = "--out", paramLabel = "FILE",
        description = "Write the stack to this file (pair solve --stack-file reads it back; - for the standard"
            + " output).")
    Path out;

    @Option(names = "--overwrite", description = "Replace --out if it exists.")
    boolean overwrite;

    @Mixin SeedOption seed;
    @Mixin BudgetOptions budget;
    @Mixin JsonOption json;

    @Override
    public Integer call() {
      try (OutputFile file = OutputFile.open(out, "--out", overwrite)) {
        return generate(file);
      }
    }

    private int generate(OutputFile file) {
      PairGenerators.Method m = method();
      List<Card> deck = deck();
      Rank start = startRank();
      if (maxTries < 1) {
        throw new IllegalArgumentException("--max-tries must be at least 1, was " + maxTries);
      }
      if ((startCards != null || insertCards != null) && m != PairGenerators.Method.PERFECT) {
        throw new IllegalArgumentException((startCards != null ? "--start" : "--insert")
            + " goes with --method perfect, not " + m.label());
      }
      refuseIgnored(m);
      if (m == PairGenerators.Method.PERFECT && (startCards != null || insertCards != null)) {
        return generateFrom(file, deck, start);
      }
      if (m == PairGenerators.Method.PERFECT || m == PairGenerators.Method.PERFECT_BEATABLE) {
        long ofStartRank = deck.stream().filter(c -> c.rank() == start).count();
        if (ofStartRank < 2) {
          throw new IllegalArgumentException("--start-rank " + start + ": the deck (--ranks " + ranks + ", --suits "
              + suits + ") has " + ofStartRank + " card(s) of that rank; the perfect sequence needs at least 2");
        }
      }
      // only the methods that solve hold a table: the others take the budget as given (and do not use it)
      boolean solves = m == PairGenerators.Method.FILTERED || m == PairGenerators.Method.PERFECT_BEATABLE;
      PairSolver solver = PairSolver.builder()
          .budget(solves ? budget.budget(BudgetOptions.Table.pairSolver(), 1) : budget.budget()).build();
      var rng = RandomStreams.of(seed.seed());
      PairGenerators.Generated g = switch (m) {
        case SHUFFLE -> PairGenerators.shuffle(deck, rng);
        case FILTERED -> PairGenerators.filtered(deck, rng, solver, maxTries);
        case PERFECT -> PairGenerators.perfect(deck, rng, start);
        case PERFECT_BEATABLE -> PairGenerators.perfectBeatable(deck, rng, start, solver);
      };
      return report(file, g);
    }

    /** The perfect sequence from a given start and order of inserts (the rest of the deck shuffled when not given). */
    private Integer generateFrom(OutputFile file, List<Card> deck, Rank start) {
      List<Card> first = startCards != null ? cards(startCards, "--start")
          : Cards.shuffled(deck.stream().filter(c -> c.rank() == start).toList(), RandomStreams.of(seed.seed()));
      List<Card> inserts;
      if (insertCards != null) {
        inserts = cards(insertCards, "--insert");
      } else {
        List<Card> rest = deck.stream().filter(c -> !first.contains(c)).toList();
        inserts = Cards.shuffled(rest, RandomStreams.of(RandomStreams.derive(seed.seed(), "inserts")));
      }
      for (Card c : first) {
        if (inserts.contains(c)) {
          throw new IllegalArgumentException("--insert " + c + " is already in --start");
        }
      }
      try {
        return report(file, PairGenerators.perfect(first, inserts));
      } catch (IllegalArgumentException e) {
        throw new IllegalArgumentException((startCards != null ? "--start/--insert: " : "--insert: ") + e.getMessage(), e);
      }
    }

    private static List<Card> cards(String text, String option) {
      try {
        List<Card> cards = Cards.parse(text);
        if (cards.isEmpty()) {
          throw new IllegalArgumentException("no cards given");
        }
        return cards;
      } catch (IllegalArgumentException e) {
        throw new IllegalArgumentException(option + ": " + e.getMessage(), e);
      }
    }

    private Integer report(OutputFile file, PairGenerators.Generated g) {
      GenerateReport r = GenerateReport.of(g, seed.seed());
      file.write("# pair generate --method " + r.method() + " --seed " + r.seed() + "\n" + g.deal() + "\n");
      json.print(OutputFile.summaryStream(file), r, r.stack() + String.format(Locale.ROOT,
          "%n%s, seed %d: %d tries, %d solver calls, %.1f ms", r.method(), r.seed(), r.tries(), r.solverCalls(),
          r.millis()) + (file.written() ? "\nstack written to " + file : ""));
      OutputFile.finish(file);
      return 0;
    }

    /** Refuses an option that the chosen method would not read (each reads only its own). */
    private void refuseIgnored(PairGenerators.Method m) {
      budget.budget(); // a bad value is named as such first
      CommandLine.ParseResult given = spec.commandLine().getParseResult();
      boolean perfect = m == PairGenerators.Method.PERFECT || m == PairGenerators.Method.PERFECT_BEATABLE;
      boolean solves = m == PairGenerators.Method.FILTERED || m == PairGenerators.Method.PERFECT_BEATABLE;
      if (given.hasMatchedOption("--start-rank") && (!perfect || startCards != null)) {
        throw new IllegalArgumentException("--start-rank would be ignored: " + (startCards != null
            ? "--start gives the starting stack" : "it starts the perfect sequences, not --method " + m.label()));
      }
      if (given.hasMatchedOption("--max-tries") && m != PairGenerators.Method.FILTERED) {
        throw new IllegalArgumentException("--max-tries would be ignored: it bounds --method filtered's shuffles, not"
            + " --method " + m.label() + "'s");
      }
      for (String budgetOption : List.of("--max-nodes", "--max-millis")) {
        if (given.hasMatchedOption(budgetOption) && !solves) {
          throw new IllegalArgumentException(budgetOption + " would be ignored: --method " + m.label()
              + " calls no solver (filtered and perfect-beatable do)");
        }
      }
    }

    private PairGenerators.Method method() {
      try {
        return PairGenerators.Method.parse(method);
      } catch (IllegalArgumentException e) {
        throw new IllegalArgumentException("--method: " + e.getMessage(), e);
      }
    }

    private List<Card> deck() {
      if (ranks < 1 || ranks > 13) {
        throw new IllegalArgumentException("--ranks must be 1 to 13, was " + ranks);
      }
      if (suits < 1 || suits > 4) {
        throw new IllegalArgumentException("--suits must be 1 to 4, was " + suits);
      }
      if (ranks * suits < 2) {
        throw new IllegalArgumentException("--ranks " + ranks + " and --suits " + suits
            + " give 1 card; a stack needs at least 2");
      }
      return PairGenerators.deck(ranks, suits);
    }

    private Rank startRank() {
      try {
        return Rank.parse(startRank);
      } catch (IllegalArgumentException e) {
        throw new IllegalArgumentException("--start-rank: " + e.getMessage(), e);
      }
    }
  }
}
