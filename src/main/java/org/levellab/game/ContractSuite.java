package org.levellab.game;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.function.IntFunction;
import java.util.function.IntToLongFunction;
import org.levellab.core.RandomStreams;

/**
 * Every contract check of one game in one run, the way {@code levellab contract} runs them and a
 * notebook or a game's own test can: the contract on seeded random play ({@link Contract#checkSeeded}),
 * hidden-card twins observed alike ({@link Contract#hiddenCardsAreHidden}, for a game with hidden
 * information whose state implements {@link HiddenCards}), equal keys with equal futures ({@link
 * Contract#equalKeysHaveEqualFutures}), a tampered trace refused ({@link Contract#tamperedTraceRefused})
 * and, when given a folder, golden traces replayed and compared ({@link GoldenTraces#checkFolder}).
 * Only the engine's jar is needed: nothing here depends on a test framework.
 *
 * <pre>{@code
 * ContractSuite.Result r = ContractSuite.of(Games.byName("acesup")).games(200).seed(1).run();
 * r.ok();          // no problem
 * r.problems();    // one line each, prefixed by the check that found it
 * r.summary();     // one line: what was checked
 * }</pre>
 *
 * <p>Starts: the game's seeded starts (game {@code i} plays the start of seed {@link
 * RandomStreams#taskSeed RandomStreams.taskSeed(seed, i)}, as {@code levellab solve --deals} deals them),
 * or one level for every game ({@link #level}). The key check plays the first {@value #KEY_GAMES} of the
 * games and files every state two moves around them: it keeps every keyed state, so it is the costly one.
 */
public final class ContractSuite {
  /** Random games played unless told otherwise. */
  public static final int DEFAULT_GAMES = 100;
  /** The step limit of a random game unless told otherwise. */
  public static final int DEFAULT_MAX_MOVES = 10_000;
  /** Games the key check plays at most. */
  public static final int KEY_GAMES = 10;
  /** How far around each state the key check looks for other orders of the same moves. */
  public static final int KEY_DEPTH = 2;
  /** Twins made at every state. */
  public static final int TWINS_PER_STATE = 2;

  private final Game<?> game;
  private State level;
  private String levelName;
  private int games = DEFAULT_GAMES;
  private long seed = 1;
  private int maxMoves = DEFAULT_MAX_MOVES;
  private Path goldens;

  private ContractSuite(Game<?> game) {
    this.game = Objects.requireNonNull(game, "game");
  }

  /**
   * The checks of {@code game}, on its seeded starts unless {@link #level} is given. The game must be
   * in the catalogue, since the checks rebuild it from its name and rules as traces do: a game defined
   * outside it is checked with {@link #of(GameFactory, String)}.
   *
   * @throws IllegalArgumentException when the catalogue has no game of that name, saying what to do
   */
  public static ContractSuite of(Game<?> game) {
    Objects.requireNonNull(game, "game");
    if (!Games.names().contains(game.name())) {
      throw new IllegalArgumentException(game.name() + " is not in the catalogue, and the contract rebuilds a game"
          + " from its name and rules: check it with ContractSuite.of(factory, rules), or Games.register its factory");
    }
    return new ContractSuite(game);
  }

  /**
   * The checks of the game {@code factory} makes with {@code rules} (empty for its defaults): the
   * factory is registered in this JVM's catalogue first ({@link Games#register}, which does nothing
   * for a factory registered already), so a game written in a notebook or a plug-in's own test needs
   * nothing else. A factory of several games checks the first it names.
   *
   * @throws IllegalArgumentException when the factory clashes with the catalogue or refuses the rules
   */
  public static ContractSuite of(GameFactory factory, String rules) {
    Games.register(factory);
    return new ContractSuite(factory.create(factory.names().get(0), rules));
  }

  /** Every game starts from {@code start} (a level read from a file), a state of this suite's game. */
  public ContractSuite level(State start, String name) {
    Objects.requireNonNull(start, "start");
    if (!start.game().name().equals(game.name())) {
      throw new IllegalArgumentException("the level is of game " + start.game().name() + ", not " + game.name());
    }
    this.level = start;
    this.levelName = name;
    return this;
  }

  /** How many random games to play (at least 1). */
  public ContractSuite games(int games) {
    if (games < 1) {
      throw new IllegalArgumentException("games must be at least 1, was " + games);
    }
    this.games = games;
    return this;
  }

  /** The seed of the starts and of the random play. */
  public ContractSuite seed(long seed) {
    this.seed = seed;
    return this;
  }

  /** The steps (chance outcomes included) within which every random game must end (at least 1). */
  public ContractSuite maxMoves(int maxMoves) {
    if (maxMoves < 1) {
      throw new IllegalArgumentException("max moves must be at least 1, was " + maxMoves);
    }
    this.maxMoves = maxMoves;
    return this;
  }

  /** Also check every {@code *.trace} of the game under {@code folder} against the rules; null for none. */
  public ContractSuite goldens(Path folder) {
    this.goldens = folder;
    return this;
  }

  /**
   * What a run found.
   *
   * @param game the game's name
   * @param level the level's name, or null for seeded starts
   * @param seed the seed
   * @param coverage what the contract on random play saw
   * @param twins what the hidden-card check compared, or null when it did not run
   * @param hiddenCards how the hidden-card check went: "checked", "nothing hidden" (the game declares
   *     no hidden information), or "not checked: ..." saying why
   * @param keys what the key check compared
   * @param tamperedTraceRefused true when a trace with a changed state was refused
   * @param goldenTraces golden traces checked (0 without a folder)
   * @param problems one line each, prefixed by the check that found it
   * @param summary one line
   */
  public record Result(String game, String level, long seed, Contract.Coverage coverage, Contract.Twins twins,
      String hiddenCards, Contract.Keys keys, boolean tamperedTraceRefused, int goldenTraces,
      List<String> problems, String summary) {
    public Result {
      problems = List.copyOf(problems);
    }

    /** True when no check found a problem. */
    public boolean ok() {
      return problems.isEmpty();
    }
  }

  /**
   * Runs every check.
   *
   * @throws IllegalArgumentException when the game has no seeded starts and no level was given, or the
   *     golden folder is not one or holds no trace of the game
   */
  public Result run() {
    IntFunction<State> start;
    IntToLongFunction seeds;
    int starts;
    int perStart;
    if (level != null) {
      start = i -> level;
      seeds = i -> seed;
      starts = 1;
      perStart = games;
    } else {
      seededStart(0); // a game without seeded starts says so before any work
      start = this::seededStart;
      seeds = i -> RandomStreams.taskSeed(seed, i);
      starts = games;
      perStart = 1;
    }
    // checked before any work, like a bad start
    GoldenTraces.Folder golden = null;
    if (goldens != null && !java.nio.file.Files.isDirectory(goldens)) {
      throw new IllegalArgumentException(goldens + " is not a folder of golden traces");
    }
    List<String> problems = new ArrayList<>();

    Contract.Report contract = Contract.checkSeeded(starts, start, seeds, perStart, maxMoves);
    add(problems, "contract", contract.problems());

    Contract.Twins twins = null;
    String hidden;
    State first = start.apply(0);
    Contract.Twin<State> twin = Contract.twinsOf(first);
    if (!game.hasHiddenInformation()) {
      hidden = "nothing hidden";
    } else if (twin == null) {
      hidden = "not checked: its state does not implement HiddenCards, which makes the twins";
    } else {
      twins = twins(start, seeds, starts, perStart, twin);
      add(problems, "hidden cards", twins.problems());
      if (twins.ok() && twins.differing() == 0) {
        add(problems, "hidden cards", List.of("none of the " + twins.twins() + " twins differed from its state:"
            + " HiddenCards.twin permutes nothing, so the check saw no hidden card"));
      }
      hidden = "checked";
    }

    Contract.Keys keys = keys(start, seeds, starts, perStart);
    add(problems, "equal keys", keys.problems());

    boolean refused = false;
    Play.Result<State> traced = null;
    try {
      traced = Play.from(first).agent(RandomAgent.create(), RandomStreams.of(seeds.applyAsLong(0)))
          .chance(ChancePolicy.sampled(), RandomStreams.of(RandomStreams.derive(seeds.applyAsLong(0), "chance")))
          .maxMoves(maxMoves).run();
    } catch (RuntimeException e) {
      add(problems, "tampered trace", List.of("the traced random game threw " + e.getClass().getSimpleName() + ": "
          + e.getMessage()));
    }
    if (traced != null) {
      List<String> tampered = Contract.tamperedTraceRefused(traced.playthrough());
      add(problems, "tampered trace", tampered);
      refused = tampered.isEmpty();
    }

    if (goldens != null) {
      golden = GoldenTraces.checkFolder(goldens, game.name());
      add(problems, "golden traces", golden.problems());
    }
    int goldenTraces = golden == null ? 0 : golden.traces();
    String summary = summary(contract.coverage(), twins, hidden, keys, refused, goldenTraces, problems.size());
    return new Result(game.name(), levelName, seed, contract.coverage(), twins, hidden, keys, refused, goldenTraces,
        problems, summary);
  }

  private State seededStart(int i) {
    try {
      return game.newInitialState(RandomStreams.taskSeed(seed, i));
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException(game.name() + " has no seeded starts (" + e.getMessage() + "): give a level",
          e);
    }
  }

  private Contract.Twins twins(IntFunction<State> start, IntToLongFunction seeds, int starts, int perStart,
      Contract.Twin<State> twin) {
    int made = 0;
    int differing = 0;
    List<String> problems = new ArrayList<>();
    for (int i = 0; i < starts && problems.size() < Contract.MAX_PROBLEMS; i++) {
      Contract.Twins t = Contract.hiddenCardsAreHidden(start.apply(i), perStart, seeds.applyAsLong(i), maxMoves,
          TWINS_PER_STATE, twin);
      made += t.twins();
      differing += t.differing();
      problems.addAll(where(i, t.problems()));
    }
    return new Contract.Twins(made, differing, cap(problems));
  }

  private Contract.Keys keys(IntFunction<State> start, IntToLongFunction seeds, int starts, int perStart) {
    int keyStarts = Math.min(starts, KEY_GAMES);
    int keyGames = Math.min(perStart, KEY_GAMES);
    int states = 0;
    int pairs = 0;
    List<String> problems = new ArrayList<>();
    for (int i = 0; i < keyStarts && problems.size() < Contract.MAX_PROBLEMS; i++) {
      Contract.Keys k = Contract.equalKeysHaveEqualFutures(start.apply(i), keyGames, seeds.applyAsLong(i), maxMoves,
          KEY_DEPTH);
      states += k.states();
      pairs += k.pairs();
      problems.addAll(where(i, k.problems()));
    }
    return new Contract.Keys(states, pairs, cap(problems));
  }

  /** Names the start of each problem when there are several starts. */
  private List<String> where(int start, List<String> problems) {
    if (level != null) {
      return problems;
    }
    long s = RandomStreams.taskSeed(seed, start);
    return problems.stream().map(p -> p + " [start " + start + ": seed " + s + "]").toList();
  }

  private static List<String> cap(List<String> problems) {
    return problems.size() <= Contract.MAX_PROBLEMS ? problems : problems.subList(0, Contract.MAX_PROBLEMS);
  }

  private static void add(List<String> problems, String check, List<String> found) {
    for (String p : found) {
      problems.add(check + ": " + Contract.oneLine(p));
    }
  }

  private String summary(Contract.Coverage c, Contract.Twins twins, String hidden, Contract.Keys keys,
      boolean refused, int goldenTraces, int problems) {
    StringBuilder sb = new StringBuilder(game.name());
    sb.append(problems == 0 ? ": the contract holds" : ": " + problems + (problems == 1 ? " problem" : " problems"));
    sb.append(" (").append(level != null ? "level " + levelName : "seeded starts of seed " + seed).append("): ");
    sb.append(count(c.games())).append(" random games, ").append(count(c.decisions())).append(" decisions, ")
        .append(count(c.chanceNodes())).append(" chance nodes, ").append(count(c.won())).append(" won; ");
    sb.append("hidden cards ").append(twins != null
        ? count(twins.twins()) + " twins (" + count(twins.differing()) + " differing)" : hidden).append("; ");
    sb.append("keys ").append(count(keys.states())).append(" states, ").append(count(keys.pairs()))
        .append(" equal-key pairs played out; ");
    sb.append(refused ? "tampered trace refused" : "tampered trace not refused");
    if (goldens != null) {
      sb.append("; ").append(goldenTraces).append(goldenTraces == 1 ? " golden trace" : " golden traces");
    }
    return sb.toString();
  }

  private static String count(long n) {
    return String.format(Locale.ROOT, "%,d", n);
  }
}
