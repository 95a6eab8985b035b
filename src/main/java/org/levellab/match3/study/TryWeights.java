package org.levellab.match3.study;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import org.levellab.core.Estimate;
import org.levellab.core.MonteCarlo;
import org.levellab.core.Stats;
import org.levellab.core.Tables;
import org.levellab.lab.Figures;
import org.levellab.lab.HtmlView;
import org.levellab.match3.GemGem;
import org.levellab.match3.Match3;
import org.levellab.match3.agents.AgentSpec;
import org.levellab.match3.agents.SharedLookahead;
import org.levellab.match3.agents.Weights;
import tech.tablesaw.api.DoubleColumn;
import tech.tablesaw.api.IntColumn;
import tech.tablesaw.api.StringColumn;
import tech.tablesaw.api.Table;
import tech.tablesaw.plotly.components.Axis;
import tech.tablesaw.plotly.components.Figure;
import tech.tablesaw.plotly.components.Layout;
import tech.tablesaw.plotly.components.Line;
import tech.tablesaw.plotly.traces.ScatterTrace;

/**
 * "Try your own weights": a weight vector of HGS or L-BFS against SGS, Score alone and the full
 * grid's winner on the same games, and its place among the grid's 14,641 calibration means (the
 * committed grid of {@code datasets/match3}: same 30 games of seed {@value #GRID_SEED}, s = 6, g = 4,
 * c = 250).
 *
 * <p>{@link #explore} is the study: every agent plays the same games of an exploration seed (never
 * the grid's calibration seed, nor a seed a verdict is stated on), so what a reader tries is compared
 * game by game (paired differences with 95% intervals), ranked among the grid with the uncertainty of
 * its own 30-game mean, and one weight is swept with the others fixed. Every number is the mean over
 * games of the swaps to the target, game overs extrapolated ({@link GameResult#costToTarget}), the
 * calibration's criterion, so fresh and calibration numbers measure the same thing. {@link #run} is
 * the first, shorter version, kept for notebooks written against it.
 */
public final class TryWeights {
  private TryWeights() {}

  /** The seed of the committed grids' calibration games. */
  public static final long GRID_SEED = 2026;
  /** Games per vector in the committed grids. */
  public static final int GRID_GAMES = 30;
  /** The target of the committed grids. */
  public static final int GRID_TARGET = 250;
  private static final int TARGET = GRID_TARGET;

  /** The committed grid file of an agent kind (L-BFS at U = 0.2) under {@code dir}. */
  public static Path gridFile(Path dir, AgentSpec.Kind kind) {
    return switch (kind) {
      case HGS -> dir.resolve("hgs-grid-s6-g4-c250-seed2026.csv");
      case LBFS -> dir.resolve("lbfs-grid-s6-g4-c250-u0.2-seed2026.csv");
      default -> throw new IllegalArgumentException("only HGS and L-BFS have weights and a grid, not "
          + kind + ": choose agent hgs or lbfs");
    };
  }

  /**
   * The outcome.
   *
   * @param table your agent, SGS and the grid winner: mean swaps on the fresh games with 95%
   *     intervals, and (for the weighted two) the calibration mean on the grid's 30 games
   * @param histogram the grid's calibration means, your vector and the winner marked
   * @param share share of the grid's vectors with a lower calibration mean than yours
   */
  public record Result(Table table, Figure histogram, double share) {}

  /**
   * Plays {@code agent} (HGS or L-BFS with its weights and U), SGS and the best vector of the grid
   * of the agent's kind on games 0..games-1 of {@code seed}, and scores {@code agent} on the grid's
   * calibration games. The first version of the study, kept for notebooks written against it: {@link
   * #explore} adds the paired differences, the rank's uncertainty, a weight sweep and other boards,
   * and refuses the grid's seed, which this does not check.
   */
  public static Result run(AgentSpec agent, int games, long seed, Path gridDir, int threads) {
    Path file = gridFile(gridDir, agent.kind());
    if (!Files.isRegularFile(file)) {
      throw new IllegalArgumentException("grid file " + file + " not found (datasets/match3)");
    }
    Table grid = Table.read().csv(file.toFile());
    Calibration.Point winner = Calibration.points(Calibration.top(grid, 1)).get(0);
    AgentSpec best = agent.withWeights(winner.weights()).withUncertainty(AgentSpec.DEFAULT_U);
    Match3 paper = Match3.paper();
    Table fresh = Match3Studies.compare(List.of(agent, AgentSpec.sgs(), best), paper, TARGET, games,
        seed, threads);
    Calibration.Setup setup = new Calibration.Setup(agent, paper, TARGET, GRID_GAMES, GRID_SEED,
        threads);
    double mine = Calibration.score(setup, agent.weights())[0];
    double[] means = grid.numberColumn("cost").asDoubleArray();
    int below = 0;
    for (double m : means) {
      below += m < mine ? 1 : 0;
    }
    double share = (double) below / means.length;

    StringColumn who = StringColumn.create("agent");
    StringColumn swaps = StringColumn.create("mean swaps to 250 [95%], " + games + " fresh games");
    StringColumn calib = StringColumn.create("calibration mean (" + GRID_GAMES + " games of seed "
        + GRID_SEED + ")");
    String[] roles = {"yours: ", "", "grid winner: "};
    double[] calibMeans = {mine, Double.NaN, winner.cost()};
    for (int i = 0; i < 3; i++) {
      who.append(roles[i] + fresh.stringColumn("agent").get(i));
      swaps.append(Match3Tables.interval(fresh.doubleColumn("meanSwaps").get(i),
          fresh.doubleColumn("meanSwaps_lo").get(i), fresh.doubleColumn("meanSwaps_hi").get(i)));
      calib.append(Match3Tables.number(calibMeans[i]));
    }
    Table table = Table.create("your weights against SGS and the grid's winner", who, swaps, calib);
    String grid0 = agent.kind() == AgentSpec.Kind.HGS ? "HGS" : "L-BFS (U = 0.2)";
    String note = agent.kind() == AgentSpec.Kind.LBFS && agent.uncertainty() != AgentSpec.DEFAULT_U
        ? "; your U differs from the grid's" : "";
    Figure fig = histogram(means, mine, winner.cost(),
        String.format(Locale.ROOT, "%s grid: %,d calibration means; %.1f%% of them are lower than yours%s",
            grid0, means.length, 100 * share, note));
    return new Result(table, fig, share);
  }

  /** The board of the committed grids, s = 6 and g = 4 (the paper's). */
  public static Match3 gridGame() {
    return Match3.paper();
  }

  /** 0, 0.4, ..., 2: the values a swept weight takes unless the caller gives others. */
  public static double[] defaultSweepValues() {
    double[] v = new double[6];
    for (int i = 0; i < v.length; i++) {
      v[i] = 2 * i / 5.0;
    }
    return v;
  }

  /**
   * What a reader tries: an agent (HGS or L-BFS, its weights and U), the board and target, how many
   * games of the exploration seed every agent plays, and one weight to sweep over some values with
   * the others fixed at the agent's.
   *
   * @param seed an exploration seed ({@link org.levellab.core.Seeds#exploration}); the grid's
   *     calibration seed {@value #GRID_SEED} is refused, since a weight judged on the games that chose
   *     the grid's winner would be judged on a biased sample
   * @param sweptWeight ws, wp, wn, wd or wt (or the heuristic's letter or name, as in {@link
   *     Weights#NAMES})
   * @param sweepValues the values of the swept weight (the agent's own value is always added)
   */
  public record Try(AgentSpec agent, Match3 game, int target, int games, long seed, String sweptWeight,
      double[] sweepValues, int threads) {
    public Try {
      Objects.requireNonNull(agent, "agent");
      Objects.requireNonNull(game, "game");
      gridFile(Path.of("."), agent.kind()); // refuses an agent without weights, with the reason
      GemGem.checkTarget(target);
      if (games < 2) {
        throw new IllegalArgumentException("an interval needs at least 2 games, was " + games);
      }
      if (seed == GRID_SEED) {
        throw new IllegalArgumentException("seed " + seed + " is the grid's calibration seed: pass an "
            + "exploration seed, e.g. Lab.seeds(2026).exploration(\"try your own weights\")");
      }
      weightIndex(sweptWeight);
      Objects.requireNonNull(sweepValues, "sweep values");
      if (sweepValues.length == 0) {
        throw new IllegalArgumentException("the sweep needs at least one value of " + sweptWeight);
      }
      sweepValues = sweepValues.clone();
      for (double v : sweepValues) {
        if (!Double.isFinite(v)) {
          throw new IllegalArgumentException("sweep value " + v + " of " + sweptWeight + " is not a finite number");
        }
      }
      if (threads < 1) {
        throw new IllegalArgumentException("thread count must be at least 1, was " + threads);
      }
    }

    /** The grid's board and target, the depth weight wd swept over 0, 0.4, ..., 2. */
    public static Try of(AgentSpec agent, int games, long explorationSeed, int threads) {
      return new Try(agent, gridGame(), GRID_TARGET, games, explorationSeed, "wd", defaultSweepValues(),
          threads);
    }

    /** Another board (s x s, g gem types) and target c; off the grid's, the grid is left out. */
    public Try withBoard(int size, int gems, int target) {
      return new Try(agent, new Match3(size, gems), target, games, seed, sweptWeight, sweepValues, threads);
    }

    /** Another swept weight, over {@code values} ({@link #defaultSweepValues()} if none). */
    public Try withSweep(String weight, double... values) {
      return new Try(agent, game, target, games, seed, weight,
          values.length == 0 ? defaultSweepValues() : values, threads);
    }

    @Override
    public double[] sweepValues() {
      return sweepValues.clone();
    }

    /** Whether board and target are the committed grid's, so the grid can be compared with. */
    public boolean onGrid() {
      return game.equals(gridGame()) && target == GRID_TARGET;
    }

    /** The swept weight's position in {@code [ws, wp, wn, wd, wt]}. */
    public int sweptIndex() {
      return weightIndex(sweptWeight);
    }

    /** The swept weight's name, "w" and its letter: ws, wp, wn, wd or wt. */
    public String sweptName() {
      return "w" + Weights.LETTERS.get(sweptIndex());
    }

    /** The swept values with the agent's own value, ascending, each once. */
    double[] sweepWithOwn() {
      java.util.TreeSet<Double> all = new java.util.TreeSet<>();
      for (double v : sweepValues) {
        all.add(v == 0 ? 0.0 : v); // -0.0 and 0.0 are one weight
      }
      double own = agent.weights().toArray()[sweptIndex()];
      all.add(own == 0 ? 0.0 : own);
      return all.stream().mapToDouble(Double::doubleValue).toArray();
    }
  }

  /** The position of a weight named ws, wp, wn, wd or wt (or its letter, or its heuristic's name). */
  static int weightIndex(String name) {
    String k = name == null ? "" : name.trim().toLowerCase(Locale.ROOT);
    for (int i = 0; i < Weights.NAMES.length; i++) {
      String letter = Weights.LETTERS.get(i);
      if (k.equals("w" + letter) || k.equals(letter) || k.equals(Weights.NAMES[i])) {
        return i;
      }
    }
    throw new IllegalArgumentException("'" + name + "' is not a weight: expected ws, wp, wn, wd or wt");
  }

  /** One agent's games in a study: its role, the agent, and its results in game order. */
  public record Run(String role, AgentSpec agent, List<GameResult> results) {
    public Run {
      results = List.copyOf(results);
    }

    /** Per game, swaps to the target (game overs extrapolated: {@link GameResult#costToTarget}). */
    public double[] costs(int target) {
      return results.stream().mapToDouble(r -> r.costToTarget(target)).toArray();
    }

    /** Games that ended in game over before the target. */
    public int gameOvers() {
      return (int) results.stream().filter(GameResult::gameOver).count();
    }

    /** "role: label", or the label alone when the role is the label. */
    public String name() {
      return role.equals(agent.label()) ? role : role + ": " + agent.label();
    }
  }

  /**
   * The study of {@link #explore}. {@code rank} and {@code histogram} are null, and {@code
   * calibration} empty, when the board or target is not the grid's ({@code note} says so).
   *
   * @param agents yours, Score alone, SGS and (on the grid's board) the grid's winner: mean swaps on
   *     the exploration games and, for the weighted ones, on the grid's 30 calibration games, with
   *     95% intervals
   * @param differences your vector minus Score alone and minus the grid's winner, game by game
   * @param rank your rank among the grid's vectors at your calibration mean and at both ends of its
   *     interval
   * @param histogram the grid's calibration means, your mean with its interval and the winner marked
   * @param sweep one row per value of the swept weight (the others at yours)
   * @param sweepFigure the sweep's mean swaps with their 95% band
   * @param note "" or one line on what was left out or differs from the grid
   * @param fresh every agent's games of the exploration seed: yours, Score alone, SGS, the grid's
   *     winner if on the grid, then the sweep's vectors in the sweep's order
   * @param calibration yours, Score alone and the grid's winner on the grid's calibration games
   */
  public record Report(Try tried, Table agents, Table differences, Table rank, Figure histogram, Table sweep,
      Figure sweepFigure, String note, List<Run> fresh, List<Run> calibration) {
    /** Everything to show, in reading order: the note if any, tables and figures. */
    public List<Object> views() {
      List<Object> out = new ArrayList<>();
      if (!note.isEmpty()) {
        out.add(new HtmlView("<p>" + note.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
            + "</p>"));
      }
      out.add(agents);
      out.add(differences);
      if (rank != null) {
        out.add(rank);
        out.add(histogram);
      }
      out.add(sweep);
      out.add(sweepFigure);
      return out;
    }
  }

  /** Column of the agents' and the sweep's mean swaps on the exploration games (with _lo, _hi). */
  static String swapsColumn(Try t) {
    return "mean swaps to " + t.target() + ", " + t.games() + " exploration games";
  }

  /** Column of the calibration means in the agents' table (with _lo, _hi). */
  static final String CALIBRATION_COLUMN = "calibration mean, " + GRID_GAMES + " games of seed " + GRID_SEED;

  /** Column of the paired differences (with _lo, _hi). */
  static String differenceColumn(Try t) {
    return "yours minus theirs, swaps to " + t.target() + " per game";
  }

  /**
   * The study: your agent, Score alone (same kind and U), SGS, the grid's winner (at the grid's U) and
   * the swept vectors play the same games 0..games-1 of the exploration seed; on the grid's board and
   * target, your vector (with Score alone and the winner) also plays the grid's 30 calibration games
   * and is ranked among the grid of its kind read from {@code gridDir}. Vectors of one kind and U share
   * their look-ahead ({@link SharedGames}); the numbers are those each agent gets alone, whatever the
   * thread count.
   */
  public static Report explore(Try t, Path gridDir) {
    AgentSpec yours = t.agent();
    AgentSpec scoreAlone = yours.withWeights(Weights.SCORE);
    List<String> notes = new ArrayList<>();
    Table grid = null;
    AgentSpec winner = null;
    if (t.onGrid()) {
      grid = readGrid(gridDir, yours.kind());
      winner = gridAgent(yours.kind(), Calibration.points(Calibration.top(grid, 1)).get(0).weights());
      if (!yours.withWeights(Weights.SCORE).equals(winner.withWeights(Weights.SCORE))) {
        notes.add("Your agent's U or L-BFS rules differ from the grid's (U = 0.2, the paper's text): "
            + "the grid and its winner are another agent, compared on the same games.");
      }
    } else {
      notes.add(String.format(Locale.ROOT, "s = %d, g = %d, c = %d differ from the grid's (s = 6, g = 4, "
          + "c = 250): the grid's rank and winner are left out rather than compared across different games.",
          t.game().size(), t.game().gems(), t.target()));
    }

    List<String> roles = new ArrayList<>(List.of("yours", "Score alone", "SGS"));
    List<AgentSpec> players = new ArrayList<>(List.of(yours, scoreAlone, AgentSpec.sgs()));
    if (winner != null) {
      roles.add("grid winner");
      players.add(winner);
    }
    int firstSwept = players.size();
    double[] values = t.sweepWithOwn();
    int k = t.sweptIndex();
    for (double v : values) {
      double[] w = yours.weights().toArray();
      w[k] = v;
      roles.add(t.sweptName() + " = " + Match3Tables.number(v));
      players.add(yours.withWeights(Weights.of(w)));
    }
    List<Run> fresh = runs(roles, players, play(players, t.game(), t.target(), t.games(), t.seed(),
        t.threads(), "try your weights: " + players.size() + " agents"));
    List<Run> calibration = List.of();
    if (winner != null) {
      List<AgentSpec> calibrated = List.of(yours, scoreAlone, winner);
      calibration = runs(List.of("yours", "Score alone", "grid winner"), calibrated,
          play(calibrated, gridGame(), GRID_TARGET, GRID_GAMES, GRID_SEED, t.threads(),
              "your weights on the grid's games"));
    }
    String note = String.join(" ", notes);

    Table agents = agentsTable(t, fresh.subList(0, firstSwept), calibration);
    Table differences = differencesTable(t, fresh.get(0),
        winner == null ? List.of(fresh.get(1)) : List.of(fresh.get(1), fresh.get(3)));
    Table rank = null;
    Figure histogram = null;
    if (grid != null) {
      Estimate mine = Stats.mean(calibration.get(0).costs(GRID_TARGET), 0.95);
      double[] means = grid.numberColumn("cost").asDoubleArray();
      rank = rankTable(grid, means, mine);
      double share = (double) below(means, mine.value()) / means.length;
      double winnerMean = Calibration.points(Calibration.top(grid, 1)).get(0).cost();
      histogram = histogram(means, mine.value(), winnerMean, mine.lower(), mine.upper(),
          String.format(Locale.ROOT, "%s grid: %,d calibration means; %.1f%% of them are lower than yours "
              + "(%.1f%% to %.1f%% over your 95%% interval)", gridName(yours.kind()), means.length, 100 * share,
              100.0 * below(means, mine.lower()) / means.length, 100.0 * below(means, mine.upper()) / means.length));
    }
    Table sweep = sweepTable(t, fresh.subList(firstSwept, fresh.size()));
    Figure sweepFigure = sweepFigure(t, sweep, fresh.get(1), winner == null ? null : fresh.get(3));
    return new Report(t, agents, differences, rank, histogram, sweep, sweepFigure, note, fresh, calibration);
  }

  private static Table readGrid(Path gridDir, AgentSpec.Kind kind) {
    Path file = gridFile(gridDir, kind);
    if (!Files.isRegularFile(file)) {
      throw new IllegalArgumentException("grid file " + file + " not found (datasets/match3)");
    }
    return Table.read().csv(file.toFile());
  }

  /** The agent the grid of a kind was computed with, at weights {@code w}. */
  static AgentSpec gridAgent(AgentSpec.Kind kind, Weights w) {
    return kind == AgentSpec.Kind.HGS ? AgentSpec.hgs(w) : AgentSpec.lbfs(w, AgentSpec.DEFAULT_U);
  }

  private static String gridName(AgentSpec.Kind kind) {
    return kind == AgentSpec.Kind.HGS ? "HGS" : "L-BFS (U = 0.2)";
  }

  private static List<Run> runs(List<String> roles, List<AgentSpec> players, List<List<GameResult>> results) {
    List<Run> out = new ArrayList<>(players.size());
    for (int p = 0; p < players.size(); p++) {
      out.add(new Run(roles.get(p), players.get(p), results.get(p)));
    }
    return out;
  }

  /**
   * Games 0..games-1 of {@code seed} for every player: per player, its results in game order. Players
   * that differ only in their weights play each game together ({@link SharedGames}), the others
   * alone; a game's results depend on (seed, game) only, never on the threads.
   */
  static List<List<GameResult>> play(List<AgentSpec> players, Match3 game, int target, int games, long seed,
      int threads, String label) {
    java.util.Map<AgentSpec, List<Integer>> groups = new java.util.LinkedHashMap<>();
    for (int p = 0; p < players.size(); p++) {
      AgentSpec a = players.get(p);
      groups.computeIfAbsent(SharedLookahead.supports(a) ? a.withWeights(Weights.SCORE) : a,
          x -> new ArrayList<>()).add(p);
    }
    List<GameResult[]> perGame = MonteCarlo.trials(games).seed(seed).threads(threads).label(label)
        .collect((i, rng) -> {
          GameResult[] out = new GameResult[players.size()];
          for (java.util.Map.Entry<AgentSpec, List<Integer>> g : groups.entrySet()) {
            List<Integer> members = g.getValue();
            if (SharedLookahead.supports(g.getKey())) {
              List<Weights> vectors = members.stream().map(p -> players.get(p).weights()).toList();
              GameResult[] shared = SharedGames.play(game, g.getKey(), vectors, target, seed, i, false).results();
              for (int m = 0; m < members.size(); m++) {
                out[members.get(m)] = shared[m];
              }
            } else {
              for (int p : members) {
                out[p] = Match3Game.play(game, players.get(p), target, seed, i);
              }
            }
          }
          return out;
        });
    List<List<GameResult>> byPlayer = new ArrayList<>(players.size());
    for (int p = 0; p < players.size(); p++) {
      List<GameResult> rs = new ArrayList<>(games);
      for (GameResult[] g : perGame) {
        rs.add(g[p]);
      }
      byPlayer.add(rs);
    }
    return byPlayer;
  }

  private static Table agentsTable(Try t, List<Run> fresh, List<Run> calibration) {
    String swaps = swapsColumn(t);
    Table table = Table.create(t.onGrid() ? "your weights against Score alone, SGS and the grid's winner"
        : String.format(Locale.ROOT, "your weights against Score alone and SGS (s = %d, g = %d, c = %d)",
            t.game().size(), t.game().gems(), t.target()), StringColumn.create("agent"));
    table.addColumns(Tables.estimateColumns(swaps));
    table.addColumns(IntColumn.create("game overs"));
    if (!calibration.isEmpty()) {
      table.addColumns(Tables.estimateColumns(CALIBRATION_COLUMN));
    }
    for (Run r : fresh) {
      table.stringColumn("agent").append(r.name());
      Tables.appendEstimate(table, swaps, Stats.mean(r.costs(t.target()), 0.95));
      table.intColumn("game overs").append(r.gameOvers());
      if (!calibration.isEmpty()) {
        Run c = calibration.stream().filter(x -> x.role().equals(r.role())).findFirst().orElse(null);
        Tables.appendEstimate(table, CALIBRATION_COLUMN, c == null ? null : Stats.mean(c.costs(GRID_TARGET), 0.95));
      }
    }
    return table;
  }

  private static Table differencesTable(Try t, Run yours, List<Run> rivals) {
    String diff = differenceColumn(t);
    Table table = Table.create("your vector against Score alone" + (rivals.size() > 1 ? " and the grid's winner" : "")
        + ", game by game (" + t.games() + " exploration games; below 0: yours needs fewer swaps)",
        StringColumn.create("yours"), StringColumn.create("compared with"));
    table.addColumns(Tables.estimateColumns(diff));
    table.addColumns(IntColumn.create("games"), StringColumn.create("reading"));
    double[] mine = yours.costs(t.target());
    for (Run r : rivals) {
      Estimate d = Stats.pairedDifference(mine, r.costs(t.target()), 0.95);
      table.stringColumn("yours").append(yours.agent().label());
      table.stringColumn("compared with").append(r.name());
      Tables.appendEstimate(table, diff, d);
      table.intColumn("games").append(mine.length);
      table.stringColumn("reading").append(d.upper() < 0 ? "yours needs fewer swaps"
          : d.lower() > 0 ? "yours needs more swaps" : "no clear difference at 95%");
    }
    return table;
  }

  /** Grid vectors with a calibration mean strictly below {@code x}. */
  static int below(double[] means, double x) {
    int n = 0;
    for (double m : means) {
      n += m < x ? 1 : 0;
    }
    return n;
  }

  private static Table rankTable(Table grid, double[] means, Estimate mine) {
    double[] distinct = Calibration.distinct(grid).numberColumn("cost").asDoubleArray();
    String vectors = String.format(Locale.ROOT, "rank among %,d grid vectors", means.length);
    String agents = String.format(Locale.ROOT, "rank among %,d distinct agents", distinct.length);
    Table t = Table.create("your rank in the grid (1 = fewest swaps; ties share the better rank), at your "
        + "calibration mean and at both ends of its 95% interval", StringColumn.create("at"),
        DoubleColumn.create("calibration mean"), IntColumn.create(vectors),
        DoubleColumn.create("share of grid vectors below"), IntColumn.create(agents));
    String[] at = {"lower end (best case)", "your mean", "upper end (worst case)"};
    double[] x = {mine.lower(), mine.value(), mine.upper()};
    for (int i = 0; i < 3; i++) {
      t.stringColumn("at").append(at[i]);
      t.doubleColumn("calibration mean").append(x[i]);
      t.intColumn(vectors).append(1 + below(means, x[i]));
      t.doubleColumn("share of grid vectors below").append((double) below(means, x[i]) / means.length);
      t.intColumn(agents).append(1 + below(distinct, x[i]));
    }
    return t;
  }

  private static Table sweepTable(Try t, List<Run> swept) {
    String swaps = swapsColumn(t);
    String name = t.sweptName();
    Table table = Table.create("one weight swept: " + name + " with the others at yours "
        + t.agent().weights() + " (" + t.games() + " exploration games)", DoubleColumn.create(name),
        StringColumn.create("weights"));
    table.addColumns(Tables.estimateColumns(swaps));
    table.addColumns(IntColumn.create("game overs"), StringColumn.create("vector"));
    double own = t.agent().weights().toArray()[t.sweptIndex()];
    for (Run r : swept) {
      double v = r.agent().weights().toArray()[t.sweptIndex()];
      table.doubleColumn(name).append(v);
      table.stringColumn("weights").append(r.agent().weights().toString());
      Tables.appendEstimate(table, swaps, Stats.mean(r.costs(t.target()), 0.95));
      table.intColumn("game overs").append(r.gameOvers());
      table.stringColumn("vector").append(v == own ? "yours" : "");
    }
    return table;
  }

  private static Figure sweepFigure(Try t, Table sweep, Run scoreAlone, Run winner) {
    String name = t.sweptName();
    String swaps = swapsColumn(t);
    List<tech.tablesaw.plotly.traces.Trace> traces = new ArrayList<>(Figures.bandTraces(sweep, name, swaps,
        Tables.lo(swaps), Tables.hi(swaps), t.agent().kind() == AgentSpec.Kind.HGS ? "HGS" : "L-BFS", 0));
    Table own = sweep.where(sweep.stringColumn("vector").isEqualTo("yours"));
    traces.add(ScatterTrace.builder(own.doubleColumn(name), own.doubleColumn(swaps))
        .mode(ScatterTrace.Mode.MARKERS)
        .marker(tech.tablesaw.plotly.components.Marker.builder().size(14).color(Figures.color(1))
            .symbol(tech.tablesaw.plotly.components.Symbol.DIAMOND).build())
        .name("your vector " + t.agent().weights()).build());
    double x0 = sweep.doubleColumn(name).min();
    double x1 = sweep.doubleColumn(name).max();
    Run[] refs = {scoreAlone, winner};
    for (int i = 0; i < refs.length; i++) {
      if (refs[i] == null) {
        continue;
      }
      double m = Stats.mean(refs[i].costs(t.target()), 0.95).value();
      traces.add(ScatterTrace.builder(DoubleColumn.create("x", x0, x1), DoubleColumn.create("y", m, m))
          .mode(ScatterTrace.Mode.LINE)
          .line(Line.builder().dash(i == 0 ? Line.Dash.DASH : Line.Dash.DOT).width(2).color(Figures.color(2 + i))
              .build())
          .name(refs[i].name() + " (" + Match3Tables.number(m) + ")").build());
    }
    Layout layout = Layout.builder("mean swaps to " + t.target() + " as " + name + " varies, the other weights "
            + "at yours (95% band; same " + t.games() + " games for every point)")
        .xAxis(Axis.builder().type(Axis.Type.LINEAR).title(name + " (" + Weights.NAMES[t.sweptIndex()]
            + " weight)").build())
        .yAxis(Axis.builder().title("mean swaps to " + t.target() + " (game overs extrapolated)").build())
        .width(860).height(440).build();
    return new Figure(layout, traces.toArray(new tech.tablesaw.plotly.traces.Trace[0]));
  }

  /** How far right of the markers the histogram's axis reaches, in swaps. */
  static final double HISTOGRAM_REACH = 4;

  /** Bins per swap in the histogram (bins of 0.2 swaps; a 30-game mean moves in steps of 1/30). */
  private static final int BINS_PER_SWAP = 5;

  private static Figure histogram(double[] means, double mine, double best, String title) {
    return histogram(means, mine, best, Double.NaN, Double.NaN, title);
  }

  /** The histogram, with the ends of your mean's 95% interval as thin lines when they are numbers. */
  private static Figure histogram(double[] means, double mine, double best, double lo, double hi, String title) {
    // Counted here, not by plotly: 14,641 raw values would make every saved page 240 kB heavier.
    java.util.TreeMap<Long, Integer> bins = new java.util.TreeMap<>();
    int tallest = 1;
    for (double m : means) {
      tallest = Math.max(tallest, bins.merge(Math.round(m * BINS_PER_SWAP), 1, Integer::sum));
    }
    double[] x = new double[bins.size()];
    double[] y = new double[bins.size()];
    int i = 0;
    for (java.util.Map.Entry<Long, Integer> e : bins.entrySet()) {
      x[i] = e.getKey() / (double) BINS_PER_SWAP;
      y[i++] = e.getValue();
    }
    List<tech.tablesaw.plotly.traces.Trace> traces = new ArrayList<>();
    Object[] centres = new Object[x.length];
    for (int j = 0; j < x.length; j++) {
      centres[j] = x[j]; // numbers, so plotly draws a numeric axis the markers share
    }
    traces.add(tech.tablesaw.plotly.traces.BarTrace.builder(centres, y).name("grid vectors").build());
    String[] names = {"your vector", "grid winner"};
    double[] xs = {mine, best};
    for (int k = 0; k < 2; k++) {
      traces.add(ScatterTrace.builder(DoubleColumn.create("x", xs[k], xs[k]),
              DoubleColumn.create("y", 0, tallest)).mode(ScatterTrace.Mode.LINE)
          .line(Line.builder().dash(k == 0 ? Line.Dash.SOLID : Line.Dash.DASH).width(3).color(Figures.color(1 + k))
              .build())
          .name(names[k] + " (" + Match3Tables.number(xs[k]) + ")").build());
    }
    if (!Double.isNaN(lo) && !Double.isNaN(hi)) {
      double[] ends = {lo, hi};
      for (int k = 0; k < 2; k++) {
        traces.add(ScatterTrace.builder(DoubleColumn.create("x", ends[k], ends[k]),
                DoubleColumn.create("y", 0, tallest)).mode(ScatterTrace.Mode.LINE)
            .line(Line.builder().dash(Line.Dash.DOT).width(2).color(Figures.color(1)).build())
            .legendGroup("interval").showLegend(k == 0)
            .name("your 95% interval [" + Match3Tables.number(lo) + ", " + Match3Tables.number(hi) + "]").build());
      }
    }
    // the grid's tail runs to 40 swaps and more; the markers sit near its best end, so the axis
    // stops a few swaps past them and says how many vectors it leaves out
    double right = Math.max(Math.max(mine, best), Double.isNaN(hi) ? mine : hi) + HISTOGRAM_REACH;
    double left = java.util.Arrays.stream(means).min().orElse(mine) - 0.5;
    long beyond = java.util.Arrays.stream(means).filter(m -> m > right).count();
    Layout layout = Layout.builder(title)
        .xAxis(Axis.builder().type(Axis.Type.LINEAR).range(left, right).title("calibration mean swaps to 250 "
            + "(30 games; bins of 0.2 swaps" + (beyond > 0 ? String.format(Locale.ROOT,
                "; %,d vectors above %s swaps not shown", beyond, Match3Tables.number(right)) : "") + ")").build())
        .yAxis(Axis.builder().title("weight vectors (count)").build())
        .width(860).height(420).build();
    return new Figure(layout, traces.toArray(new tech.tablesaw.plotly.traces.Trace[0]));
  }
}
