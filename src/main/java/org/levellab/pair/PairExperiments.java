package org.levellab.pair;

import java.util.ArrayList;
import java.util.List;
import org.apache.commons.math3.stat.regression.SimpleRegression;
import org.levellab.cards.Card;
import org.levellab.cards.Cards;
import org.levellab.cards.Rank;
import org.levellab.core.MonteCarlo;
import org.levellab.core.RandomStreams;
import org.levellab.search.Budget;
import tech.tablesaw.api.IntColumn;
import tech.tablesaw.api.StringColumn;
import tech.tablesaw.api.Table;

/**
 * The notebook's experiments as seeded, tested engine calls: each returns a Tablesaw table with one
 * row per trial, identical for the same seed whatever the thread count (apart from the measured
 * times).
 */
public final class PairExperiments {
  private PairExperiments() {}

  /** A worked game as a table: step, the card removed, the stack after it, and its legal removals. */
  public static Table trace(PairDeal deal, List<Card> moves) {
    List<PairState> states = PairReplay.trace(deal, moves);
    IntColumn step = IntColumn.create("step");
    StringColumn removed = StringColumn.create("removed");
    StringColumn stack = StringColumn.create("stack");
    StringColumn legal = StringColumn.create("legal removals");
    for (int i = 0; i < states.size(); i++) {
      step.append(i);
      removed.append(i == 0 ? "" : moves.get(i - 1).toString());
      stack.append(Cards.format(states.get(i).cards()));
      legal.append(Cards.format(states.get(i).legalRemovals()));
    }
    return Table.create("trace", step, removed, stack, legal);
  }

  /** One solved shuffle. */
  public record Solved(int trial, String verdict, boolean beatable, boolean decided, int fewest, long nodes,
      double millis) {}

  /**
   * Solves {@code trials} seeded Fisher-Yates shuffles of {@code deck} (trial i uses
   * {@code forTask(seed, i)}) with the exact solver under {@code budget}.
   */
  public static Table solveShuffles(List<Card> deck, int trials, long seed, Budget budget) {
    PairSolver solver = PairSolver.builder().budget(budget).build();
    return MonteCarlo.trials(trials).seed(seed).label("pair solve").run((i, rng) -> {
      PairSolution s = solver.solve(PairDeal.of(Cards.shuffled(deck, rng)));
      return new Solved(i, s.beatable().name(), s.beatable() == org.levellab.search.Verdict.TRUE, s.decided(),
          s.fewestRemaining(), s.nodes(), s.millis());
    });
  }

  /** The article's solver against the exact one on the same stack. */
  public record Baseline(int trial, int cards, String articleVerdict, long articleNodes, double articleMillis,
      String exactVerdict, long exactNodes, double exactMillis) {}

  /**
   * Runs the article's solver (left card only, no memory) and the exact solver on seeded shuffles of
   * {@code deck}, each with the same node budget.
   */
  public static Table articleVersusExact(List<Card> deck, int trials, long seed, long nodeBudget) {
    ArticleSolver article = new ArticleSolver(Budget.nodes(nodeBudget));
    PairSolver exact = PairSolver.builder().budget(Budget.nodes(nodeBudget)).build();
    return MonteCarlo.trials(trials).seed(seed).label("article vs exact").run((i, rng) -> {
      PairDeal g = PairDeal.of(Cards.shuffled(deck, rng));
      ArticleSolver.Result a = article.solve(g);
      PairSolution e = exact.solve(g);
      return new Baseline(i, g.size(), a.beatable().name(), a.nodes(), a.millis(), e.beatable().name(), e.nodes(),
          e.millis());
    });
  }

  /** One stack solved with and without the transposition table, within the same node budget. */
  public record TableAblation(int trial, int cards, String withTable, long nodesWithTable, String withoutTable,
      long nodesWithoutTable) {}

  /**
   * The transposition table's share of the work: for each size in {@code sizes}, {@code stacks}
   * seeded stacks of that many cards (the top of a shuffled 52-card deck, so partners are as sparse
   * as in a full stack; stack i of size k from {@code forTask(derive(seed, "k cards"), i)}), each
   * solved by the standard solver and by the same solver without its table, both within {@code
   * nodeBudget} nodes. Verdicts must agree wherever both decide.
   */
  public static Table tableAblation(int[] sizes, int stacks, long seed, long nodeBudget) {
    PairSolver with = PairSolver.builder().budget(Budget.nodes(nodeBudget)).build();
    PairSolver without = PairSolver.builder().budget(Budget.nodes(nodeBudget)).transpositions(false).build();
    List<TableAblation> rows = new ArrayList<>();
    for (int k : sizes) {
      if (k < 2 || k > 52) {
        throw new IllegalArgumentException("tableAblation: a stack has 2 to 52 cards, was " + k);
      }
      rows.addAll(MonteCarlo.trials(stacks).seed(RandomStreams.derive(seed, k + " cards")).label("table ablation "
          + k + " cards").collect((i, rng) -> {
            PairDeal d = PairDeal.of(Cards.shuffled(Cards.standardDeck(), rng).subList(0, k));
            PairSolution a = with.solve(d);
            PairSolution b = without.solve(d);
            if (a.decided() && b.decided() && a.beatable() != b.beatable()) {
              throw new IllegalStateException("the solver with and without its table disagree on " + d);
            }
            return new TableAblation(i, k, a.beatable().name(), a.nodes(), b.beatable().name(), b.nodes());
          }));
    }
    return org.levellab.core.Tables.fromRecords("transposition table ablation", rows);
  }

  /** One generated stack with its cost and difficulty. */
  public record GeneratedStack(int trial, String method, int cards, double millis, int tries, int solverCalls,
      int solverUnknown, double randomWinRate, double randomCardsLeft, int legalFirstMoves, int winningFirstMoves, int unknownFirstMoves) {}

  /**
   * Generates {@code trials} stacks with a method and measures each: generation time, tries, the
   * random player's win rate and mean cards left over {@code plays} games, and the number of winning first moves.
   */
  public static Table compareGenerator(PairGenerators.Method method, List<Card> deck, int trials, long seed,
      int plays, Budget budget) {
    PairSolver solver = PairSolver.builder().budget(budget).build();
    return MonteCarlo.trials(trials).seed(seed).label("pair " + method.label()).run((i, rng) -> {
      PairGenerators.Generated g = generate(method, deck, rng, solver);
      PairPlay.RandomPlayStats rp = PairPlay.randomPlayStats(g.deal(), plays, RandomStreams.derive(seed, "plays " + i));
      PairPlay.FirstMoves fm = PairPlay.winningFirstMoves(g.deal(), solver);
      return new GeneratedStack(i, method.label(), g.deal().size(), g.millis(), g.tries(),
          g.solverCalls(), g.unknown(), rp.winRate(), rp.meanCardsLeft(), fm.legal(), fm.winning(), fm.unknown());
    });
  }

  /** What one generated stack cost to make. */
  public record GenerationCost(int trial, String method, int cards, double millis, int tries, int solverCalls,
      int solverUnknown) {}

  /**
   * The cost of making {@code trials} stacks with a method, nothing else (no play, no solving of the
   * result): stack i from {@code forTask(seed, i)}, so the stacks are the ones {@link
   * #compareGenerator} and {@link org.levellab.pair.study.PairDifficulty#compare} make with the same
   * seed, and their measures can be joined on the trial.
   */
  public static Table generationCost(PairGenerators.Method method, List<Card> deck, int trials, long seed,
      Budget budget) {
    PairSolver solver = PairSolver.builder().budget(budget).build();
    return MonteCarlo.trials(trials).seed(seed).label("pair " + method.label() + " cost").run((i, rng) -> {
      PairGenerators.Generated g = generate(method, deck, rng, solver);
      return new GenerationCost(i, method.label(), g.deal().size(), g.millis(), g.tries(), g.solverCalls(),
          g.unknown());
    });
  }

  /** One stack by {@code method} from the 2s (the start rank of the article's example). */
  public static PairGenerators.Generated generate(PairGenerators.Method method, List<Card> deck,
      java.util.random.RandomGenerator rng, PairSolver solver) {
    return switch (method) {
      case SHUFFLE -> PairGenerators.shuffle(deck, rng);
      case FILTERED -> PairGenerators.filtered(deck, rng, solver, 100_000);
      case PERFECT -> PairGenerators.perfect(deck, rng, Rank.TWO);
      case PERFECT_BEATABLE -> PairGenerators.perfectBeatable(deck, rng, Rank.TWO, solver);
    };
  }

  /** One perfect-sequence build at a deck size. */
  public record Build(int ranks, int cards, int rep, double millis, int tries, int solverCalls) {}

  /**
   * Times the article's perfect-sequence generator on decks of 4 suits and each of {@code ranks}
   * ranks, {@code reps} builds each, starting from the 2s as the article and {@link
   * #compareGenerator} do, to test its claim that it runs in linear time.
   */
  public static Table perfectScaling(int[] ranks, int reps, long seed, Budget budget) {
    return perfectScaling(PairGenerators.Method.PERFECT, ranks, reps, seed, budget);
  }

  /** As {@link #perfectScaling(int[], int, long, Budget)} for either reading of the perfect sequence. */
  public static Table perfectScaling(PairGenerators.Method method, int[] ranks, int reps, long seed, Budget budget) {
    if (method != PairGenerators.Method.PERFECT && method != PairGenerators.Method.PERFECT_BEATABLE) {
      throw new IllegalArgumentException("perfectScaling times a perfect sequence, not " + method.label());
    }
    PairSolver solver = PairSolver.builder().budget(budget).build();
    List<Build> rows = new ArrayList<>();
    for (int r : ranks) {
      List<Card> deck = PairGenerators.deck(r, 4);
      // One thread: these are timings, and a shared core would blur them.
      List<Build> part = MonteCarlo.trials(reps).seed(RandomStreams.derive(seed, "ranks " + r)).threads(1)
          .label(method.label() + " " + deck.size() + " cards").collect((i, rng) -> {
            PairGenerators.Generated g = generate(method, deck, rng, solver);
            return new Build(r, deck.size(), i, g.millis(), g.tries(), g.solverCalls());
          });
      rows.addAll(part);
    }
    return org.levellab.core.Tables.fromRecords("perfect scaling", rows);
  }

  /**
   * The slope of log(y) against log(x): the exponent k of y ~ x^k (1 for linear time, 2 for
   * quadratic). Values must be positive.
   */
  public static double logLogSlope(double[] x, double[] y) {
    if (x.length != y.length || x.length < 2) {
      throw new IllegalArgumentException("logLogSlope: need two equally long arrays of at least 2 values, got "
          + x.length + " and " + y.length);
    }
    SimpleRegression reg = new SimpleRegression();
    for (int i = 0; i < x.length; i++) {
      if (x[i] <= 0 || y[i] <= 0) {
        throw new IllegalArgumentException("logLogSlope: values must be positive, got x=" + x[i] + " y=" + y[i]
            + " at " + i);
      }
      reg.addData(Math.log(x[i]), Math.log(y[i]));
    }
    return reg.getSlope();
  }
}
