package org.levellab.game;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.function.IntFunction;
import java.util.function.IntToLongFunction;
import java.util.function.Supplier;
import java.util.random.RandomGenerator;
import org.levellab.core.RandomStreams;

/**
 * The contract of {@link State} checked on seeded random play, the same way for every game: seeded
 * random games from a start, every state along the way checked (legal actions listed once and in
 * range, accepted by {@code whyIllegal}, their notation read back; ids that are not legal refused
 * with a reason and the state left unchanged; chance outcomes in order and summing to 1; a copy equal
 * and independent, with the same observation and key; every game ending within a move limit), the
 * game rebuilt from the catalogue by name and rules, each start's level read back, and one traced
 * game written, read back and replayed through the rules ({@link Playthrough}).
 *
 * <p>The checks return what they saw ({@link Coverage}) and the problems they found, each one line
 * saying what is wrong and where: a notebook shows them, and the project's contract tests fail on the
 * first. A game stops being played at its first problem (a broken rule leaves nothing sound to check
 * after it); a run keeps at most {@value #MAX_PROBLEMS} problems.
 *
 * <pre>{@code
 * Contract.Report r = Contract.checkSeeded(1000, deal -> game.newInitialState(deal), deal -> deal, 2, 200);
 * r.ok();          // no problem found
 * r.coverage();    // games, decisions, chance nodes, wins, illegal ids probed
 * }</pre>
 */
public final class Contract {
  /** The most problems one run keeps: past these, the game is broken enough to say so. */
  public static final int MAX_PROBLEMS = 20;

  private Contract() {}

  /**
   * What a run of the checks saw, so a caller can tell that it covered something.
   *
   * @param games random games played
   * @param decisions decision nodes checked
   * @param chanceNodes chance nodes checked
   * @param won games that ended won
   * @param illegalProbes ids that are not legal, tried and refused
   */
  public record Coverage(int games, int decisions, int chanceNodes, int won, long illegalProbes) {}

  /**
   * A run's outcome: its coverage and its problems, in the order found (empty when the game kept the
   * contract everywhere it was checked).
   */
  public record Report(Coverage coverage, List<String> problems) {
    public Report {
      problems = List.copyOf(problems);
    }

    /** True when no problem was found. */
    public boolean ok() {
      return problems.isEmpty();
    }
  }

  /**
   * Plays {@code games} seeded random games from copies of {@code start} (agent and chance streams
   * from {@code seed}), checking every state; each game must end within {@code maxMoves} steps
   * (chance outcomes included). The game must rebuild from the catalogue, the start's level must read
   * back, and one traced game must write, read back and replay.
   */
  public static Report check(State start, int games, long seed, int maxMoves) {
    Objects.requireNonNull(start, "start");
    return checkSeeded(1, i -> start, i -> seed, games, maxMoves);
  }

  /**
   * {@link #check} on {@code count} starts of one game: start {@code i} is {@code start.apply(i)},
   * played {@code games} times from the seed {@code seed.applyAsLong(i)}. Every start's level must read
   * back and every state is checked; the game is rebuilt from the catalogue once, and one trace (of
   * start 0) is written, read back and replayed, since the format and the replay are the same code
   * for every start. The coverage adds up over all starts.
   *
   * @throws IllegalArgumentException when {@code count}, {@code games} or {@code maxMoves} is below 1
   */
  public static Report checkSeeded(int count, IntFunction<? extends State> start, IntToLongFunction seed,
      int games, int maxMoves) {
    if (count < 1 || games < 1 || maxMoves < 1) {
      throw new IllegalArgumentException("a contract run needs at least one start, one game and one move, got "
          + count + " starts, " + games + " games, " + maxMoves + " moves");
    }
    Run run = new Run();
    State first = run.guard("start 0", () -> start.apply(0));
    if (first == null) {
      return run.report();
    }
    Game<?> again = run.guard("the catalogue", () -> rebuilt(first.game()));
    for (int i = 0; i < count && !run.full(); i++) {
      int index = i;
      State s = i == 0 ? first : run.guard("start " + i, () -> start.apply(index));
      if (s == null) {
        continue;
      }
      String where = "start " + i;
      boolean sameGame = run.guard(where, () -> {
        require(first.game().name().equals(s.game().name()), "a batch is of one game: " + s.game().name()
            + " after " + first.game().name());
        require(first.game().rules().equals(s.game().rules()), "a batch is of one game with one set of rules");
        return true;
      }) != null;
      if (!sameGame) {
        continue;
      }
      if (again != null) {
        run.guard(where, () -> levelReadsBack(again, s));
      }
      playAndCheck(s, games, seed.applyAsLong(i), maxMoves, run, where);
    }
    if (!run.full()) {
      run.guard("the trace of start 0", () -> traceRoundTrip(first, seed.applyAsLong(0), maxMoves));
    }
    return run.report();
  }

  /**
   * Makes a twin of a state: the same position with its hidden cards permuted the way the game allows
   * (the stock reordered, face-down cards exchanged), drawn with {@code rng}. It must not change
   * {@code state}; it may return an equal state when nothing is hidden at that point. A state that
   * implements {@link HiddenCards} offers one ({@link #twinsOf}).
   */
  @FunctionalInterface
  public interface Twin<S extends State> {
    S of(S state, RandomGenerator rng);
  }

  /**
   * What {@link #hiddenCardsAreHidden} compared and found.
   *
   * @param twins twins made
   * @param differing twins that differed from their state (a check whose twins never differ saw nothing hidden)
   * @param problems one line each, in the order found
   */
  public record Twins(int twins, int differing, List<String> problems) {
    public Twins {
      problems = List.copyOf(problems);
    }

    /** True when no problem was found. */
    public boolean ok() {
      return problems.isEmpty();
    }
  }

  /**
   * What {@link #equalKeysHaveEqualFutures} compared and found.
   *
   * @param states states keyed
   * @param pairs pairs of distinct states with equal keys, each played side by side
   * @param problems one line each, in the order found
   */
  public record Keys(int states, int pairs, List<String> problems) {
    public Keys {
      problems = List.copyOf(problems);
    }

    /** True when no problem was found. */
    public boolean ok() {
      return problems.isEmpty();
    }
  }

  /**
   * States that differ only in hidden cards are observed alike. Plays {@code games} seeded random
   * games from copies of {@code start}; at every state makes {@code twinsPerState} twins with {@code
   * twin}, and checks that each has the same {@link State#observation()}, the same flags (terminal,
   * chance node), and at a decision node the same legal actions in the same order with the same
   * notation. A twin that differs in what a player sees, or lets the player act on a hidden card, is a
   * problem; a game stops at its first. The caller judges whether the twins differed often enough to
   * mean something ({@link Twins#differing()}).
   */
  public static <S extends State> Twins hiddenCardsAreHidden(S start, int games, long seed, int maxMoves,
      int twinsPerState, Twin<S> twin) {
    Objects.requireNonNull(start, "start");
    Objects.requireNonNull(twin, "twin");
    return TwinCheck.run(start, games, seed, maxMoves, twinsPerState, twin);
  }

  /**
   * The twin maker of a state that implements {@link HiddenCards} (also when a plug-in's game hands
   * the state out guarded), or null when it offers none.
   */
  public static Twin<State> twinsOf(State state) {
    State own = state instanceof PlugInState guarded ? guarded.inner() : state;
    if (!(own instanceof HiddenCards)) {
      return null;
    }
    return (s, rng) -> {
      if (s instanceof PlugInState guarded && guarded.inner() instanceof HiddenCards hidden) {
        return new PlugInState((PlugInGame) guarded.game(), hidden.twin(rng), 0, false, 0);
      }
      if (s instanceof HiddenCards hidden) {
        return hidden.twin(rng);
      }
      throw new Broken("a state of the game offers no twins (it does not implement HiddenCards): " + s);
    };
  }

  /**
   * Equal keys have the same legal actions and the same futures. Plays {@code games} seeded random
   * games from copies of {@code start}; every state on the way, and every state up to {@code depth}
   * moves beyond it (where other orders of the same moves meet again), is filed by its {@link
   * State#key()}. Each pair of states with equal keys but different {@code toString()} is then played
   * side by side along one seeded random line: at every step both have equal keys, the same terminal,
   * won and chance flags, and as many legal actions (or chance outcomes), which lead to the same keys
   * (with the same probabilities); the line picks an action of the first state by the seed and the
   * action of the second that leads to the same key. Actions are matched by the keys they lead to, not
   * by id or notation, since a key may rightly merge positions that differ in what cannot matter (a
   * suit, which of two alike piles is which). States without a key (a game with chance may refuse one)
   * are not filed. A key that leaves out something that matters is a problem.
   */
  public static Keys equalKeysHaveEqualFutures(State start, int games, long seed, int maxMoves, int depth) {
    Objects.requireNonNull(start, "start");
    return KeyCheck.run(start, games, seed, maxMoves, depth);
  }

  /**
   * A trace with one state line changed must fail to replay, naming the step: the replay compares
   * states, not only moves. Returns the problems (none when the tampered trace was refused).
   */
  public static List<String> tamperedTraceRefused(Playthrough playthrough) {
    Objects.requireNonNull(playthrough, "playthrough");
    Run run = new Run();
    run.guard("the tampered trace", () -> {
      String text = playthrough.format();
      int end = text.lastIndexOf("\nend:");
      int last = end < 0 ? -1 : text.lastIndexOf("\n    ", end);
      require(last > 0, "the trace has no state line to tamper with");
      int eol = text.indexOf('\n', last + 1);
      String tampered = text.substring(0, last + 5) + "X" + text.substring(last + 5, eol) + text.substring(eol);
      Playthrough.Check c = Playthrough.parse(tampered, "tampered").replay();
      require(!c.ok(), "a trace with its last state line changed must not replay");
      require(c.error().startsWith("step "), "a tampered trace must be refused naming its step, not: " + c.error());
      return true;
    });
    return run.report().problems();
  }

  /** A problem found: its message; {@link Run#guard} adds where it was found. */
  static final class Broken extends RuntimeException {
    Broken(String message) {
      super(message, null, false, false);
    }
  }

  static void require(boolean holds, String problem) {
    if (!holds) {
      throw new Broken(problem);
    }
  }

  static void requireEqual(Object expected, Object actual, String problem) {
    if (!Objects.equals(expected, actual)) {
      throw new Broken(problem + ": expected <" + expected + "> but was <" + actual + ">");
    }
  }

  /** {@link #require} with the problem written only when it is one (the checks of every step). */
  private static void require(boolean holds, Supplier<String> problem) {
    if (!holds) {
      throw new Broken(problem.get());
    }
  }

  private static void requireEqual(Object expected, Object actual, Supplier<String> problem) {
    if (!Objects.equals(expected, actual)) {
      throw new Broken(problem.get() + ": expected <" + expected + "> but was <" + actual + ">");
    }
  }

  /** Counts and problems of one run. */
  static final class Run {
    int games;
    int decisions;
    int chance;
    int won;
    long probes;
    final List<String> problems = new ArrayList<>();

    boolean full() {
      return problems.size() >= MAX_PROBLEMS;
    }

    /** Runs one check: its value, or null after recording the problem it found (or the game threw). */
    <T> T guard(String where, java.util.function.Supplier<T> check) {
      try {
        return check.get();
      } catch (Broken e) {
        add(e.getMessage() + " (" + where + ")");
      } catch (RuntimeException e) {
        add("the game threw " + e.getClass().getSimpleName() + ": " + e.getMessage() + " (" + where + ")");
      }
      return null;
    }

    void add(String problem) {
      if (!full()) {
        problems.add(oneLine(problem));
      }
    }

    Report report() {
      return new Report(new Coverage(games, decisions, chance, won, probes), problems);
    }
  }

  /**
   * A problem on one line: a state that writes itself on several lines is joined with {@code " / "},
   * so that a list of problems (a notebook's, the command line's) stays one problem a line.
   */
  static String oneLine(String problem) {
    return problem.strip().replaceAll("[ \\t]*\\R[ \\t]*", " / ");
  }

  /** The game rebuilt from its name and rules through the catalogue, with the same rules. */
  private static Game<?> rebuilt(Game<?> game) {
    require(game.maxActions() > 0, "maxActions must be positive, was " + game.maxActions());
    Game<?> again = Games.create(game.name(), game.rules());
    requireEqual(game.rules(), again.rules(), "rules text must survive Games.create");
    return again;
  }

  private static Boolean levelReadsBack(Game<?> again, State start) {
    State reread = again.parseLevel(start.levelText(), "levelText()");
    requireEqual(start.toString(), reread.toString(), "parseLevel(levelText()) must give the same start");
    return true;
  }

  private static void playAndCheck(State start, int games, long seed, int maxMoves, Run run, String where) {
    int[] buf = new int[Math.max(1, start.game().maxActions())];
    for (int g = 0; g < games && !run.full(); g++) {
      int game = g;
      run.games++;
      Boolean won = run.guard(where + ", game " + g, () -> playOne(start, game, seed, maxMoves, buf, run));
      run.won += Boolean.TRUE.equals(won) ? 1 : 0;
    }
  }

  /** One seeded random game, every state checked; true when it ends won. */
  private static Boolean playOne(State start, int g, long seed, int maxMoves, int[] buf, Run run) {
    Game<?> game = start.game();
    int max = game.maxActions();
    SplittableRandom rng = RandomStreams.forTask(seed, g);
    State s = start.copy();
    int moves = 0;
    while (!s.isTerminal()) {
      // The state's text at this step: every check below that the state is unchanged compares with it,
      // and a problem names it. Messages are built only for a problem (a step used to build a dozen).
      String now = s.toString();
      int step = moves;
      Supplier<String> at = () -> " at step " + step + ": " + now;
      int k = s.legalActions(buf);
      require(k > 0, () -> "a state that is not terminal has a legal action" + at.get());
      Set<Integer> seen = new HashSet<>();
      for (int i = 0; i < k; i++) {
        int a = buf[i];
        require(a >= 0 && a < max, () -> "action id " + a + " outside 0.." + (max - 1) + at.get());
        require(seen.add(a), () -> "action " + a + " listed twice" + at.get());
        require(s.whyIllegal(a) == null, () -> "legal action " + s.actionToString(a) + " refused by whyIllegal: "
            + s.whyIllegal(a) + at.get());
        String notation = s.actionToString(a);
        requireEqual(a, s.parseAction(notation),
            () -> "notation " + notation + " must read back to its action" + at.get());
      }
      // A few ids that are not legal: a reason, an exception, and an unchanged state.
      for (int probe = 0; probe < 3; probe++) {
        int a = rng.nextInt(max + 2) - 1;
        if (seen.contains(a)) {
          continue;
        }
        run.probes++;
        require(s.whyIllegal(a) != null,
            () -> "id " + a + " is not listed as legal, so whyIllegal must say why" + at.get());
        try {
          s.apply(a);
          throw new Broken("id " + a + " is not legal, so apply must refuse it" + at.get());
        } catch (IllegalArgumentException expected) {
          // refused, as it must be (IllegalActionException is one)
        }
        requireEqual(now, s.toString(), () -> "a refused action must leave the state unchanged");
      }
      if (s.isChanceNode()) {
        run.chance++;
        List<ChanceOutcome> outcomes = s.chanceOutcomes();
        requireEqual(k, outcomes.size(), () -> "one chance outcome per legal outcome id" + at.get());
        double sum = 0;
        for (int i = 0; i < k; i++) {
          requireEqual(buf[i], outcomes.get(i).outcome(), () -> "chance outcomes in legalActions order" + at.get());
          sum += outcomes.get(i).probability();
        }
        double total = sum;
        require(Math.abs(sum - 1) <= 1e-9, () -> "chance probabilities sum to 1, not " + total + at.get());
      } else {
        run.decisions++;
        require(s.chanceOutcomes().isEmpty(), () -> "a decision node has no chance outcomes" + at.get());
      }
      // Copies are independent and equal.
      State copy = s.copy();
      requireEqual(now, copy.toString(), () -> "a copy writes itself as its state does");
      requireEqual(s.observation(), copy.observation(), () -> "a copy is observed the same");
      if (game.hasChanceNodes()) {
        keyOrSkip(s, copy);
      } else {
        // a game that declares no chance promises a key for every state, and no chance node
        require(!s.isChanceNode(), () -> "a game without chance nodes reached one" + at.get());
        requireEqual(s.key(), copy.key(), () -> "a copy has the same key");
        requireEqual(s.key().hashCode(), copy.key().hashCode(), () -> "equal keys hash alike");
      }
      int a = s.isChanceNode() ? s.sampleChance(rng) : buf[rng.nextInt(k)];
      require(s.whyIllegal(a) == null, () -> "sampled outcome must be legal" + at.get());
      copy.apply(a);
      requireEqual(now, s.toString(), () -> "applying to a copy must not change the original");
      s.apply(a);
      requireEqual(copy.toString(), s.toString(), () -> "the same action gives the same state");
      moves++;
      require(moves <= maxMoves, () -> "a random game must end within " + maxMoves + " steps: " + s);
    }
    requireEqual(0, s.legalActions(buf), "a terminal state has no legal action");
    return s.isWon();
  }

  /** The trace of one seeded random game writes, reads back unchanged and replays through the rules. */
  private static Boolean traceRoundTrip(State start, long seed, int maxMoves) {
    Play.Result<State> r = Play.from(start).agent(RandomAgent.create(), RandomStreams.of(seed))
        .chance(ChancePolicy.sampled(), RandomStreams.of(RandomStreams.derive(seed, "chance")))
        .maxMoves(maxMoves).run();
    require(!r.stopped(), "the traced random game must end within " + maxMoves + " moves");
    String text = r.playthrough().format();
    Playthrough back = Playthrough.parse(text, "trace");
    requireEqual(text, back.format(), "a trace must read back unchanged");
    Playthrough.Check c = back.replay();
    require(c.ok(), "the trace must replay: " + c.error());
    return true;
  }

  private static void keyOrSkip(State s, State copy) {
    StateKey key;
    try {
      key = s.key();
    } catch (UnsupportedOperationException e) {
      return; // a game with chance may leave states whose future depends on chance without a key
    }
    requireEqual(key, copy.key(), "a copy has the same key");
  }
}
