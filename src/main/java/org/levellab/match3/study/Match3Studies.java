package org.levellab.match3.study;

import java.util.ArrayList;
import java.util.List;
import org.levellab.core.Estimate;
import org.levellab.core.ProgressListener;
import org.levellab.core.Stats;
import org.levellab.core.Tables;
import org.levellab.match3.Match3;
import org.levellab.match3.agents.AgentSpec;
import org.levellab.match3.agents.Weights;
import tech.tablesaw.api.DoubleColumn;
import tech.tablesaw.api.IntColumn;
import tech.tablesaw.api.StringColumn;
import tech.tablesaw.api.Table;

/**
 * The paper's studies as tables, for notebooks and the CLI: agents compared on the same games, the
 * game-over rate over board sizes and gem counts, and the weight sets of its figures.
 */
public final class Match3Studies {
  private Match3Studies() {}

  /** The five heuristics alone: [1,0,0,0,0] ... [0,0,0,0,1] (Figure 6). */
  public static List<Weights> singleHeuristics() {
    List<Weights> out = new ArrayList<>();
    for (int i = 0; i < 5; i++) {
      double[] w = new double[5];
      w[i] = 1;
      out.add(Weights.of(w));
    }
    return out;
  }

  /**
   * Every vector of {0,1}^5 (Figure 7), those with the Score weight first, then by binary value of
   * [ws, wp, wn, wd, wt] descending, as the paper's figure lists them (Score combinations on top).
   */
  public static List<Weights> canonicalWeights() {
    List<Weights> out = new ArrayList<>();
    for (int m = 31; m >= 0; m--) {
      out.add(Weights.of((m >> 4) & 1, (m >> 3) & 1, (m >> 2) & 1, (m >> 1) & 1, m & 1));
    }
    return out;
  }

  /**
   * Each agent plays the same games (game i of the seed, i below {@code games}); one row per agent:
   * label, kind, heuristics switched on, U, games, mean swaps over games that reached the target with
   * its 95% interval ({@code meanSwaps}, {@code meanSwaps_lo}, {@code meanSwaps_hi}), the game-over
   * rate with its Wilson interval ({@code gameOverRate}, {@code _lo}, {@code _hi}), mean extrapolated
   * cost, mean time per swap choice (microseconds) and points per swap.
   */
  public static Table compare(List<AgentSpec> agents, Match3 game, int target, int games, long seed, int threads) {
    Table t = Table.create("agents on the same games", StringColumn.create("agent"), StringColumn.create("kind"),
        StringColumn.create("heuristics"), DoubleColumn.create("U"), IntColumn.create("games"));
    t.addColumns(Tables.estimateColumns("meanSwaps"));
    t.addColumns(Tables.estimateColumns("gameOverRate"));
    t.addColumns(DoubleColumn.create("meanCost"), DoubleColumn.create("microsPerSwap"),
        DoubleColumn.create("pointsPerSwap"));
    for (AgentSpec a : agents) {
      List<GameResult> rs = results(a, game, target, games, seed, threads);
      Match3Experiment.Summary s = Match3Experiment.Summary.of(rs, target);
      long swaps = rs.stream().mapToLong(GameResult::swaps).sum();
      long points = rs.stream().mapToLong(GameResult::score).sum();
      t.stringColumn("agent").append(a.label());
      t.stringColumn("kind").append(a.kind() == AgentSpec.Kind.LBFS ? "L-BFS" : a.kind().name());
      t.stringColumn("heuristics").append(a.kind() == AgentSpec.Kind.HGS || a.kind() == AgentSpec.Kind.LBFS
          ? a.weights().label() : "-");
      t.doubleColumn("U").append(a.kind() == AgentSpec.Kind.LBFS ? a.uncertainty() : Double.NaN);
      t.intColumn("games").append(games);
      Tables.appendEstimate(t, "meanSwaps", s.swaps());
      Tables.appendEstimate(t, "gameOverRate", s.gameOverRate());
      t.doubleColumn("meanCost").append(s.meanCost());
      t.doubleColumn("microsPerSwap").append(s.microsPerSwap());
      t.doubleColumn("pointsPerSwap").append(swaps == 0 ? Double.NaN : (double) points / swaps);
    }
    return t;
  }

  private static List<GameResult> results(AgentSpec a, Match3 game, int target, int games, long seed, int threads) {
    return Match3Experiment.builder().game(game).agent(a).target(target).games(games).seed(seed).threads(threads)
        .build().results();
  }

  /**
   * Figure 3: the game-over rate (Wilson 95%) of an agent for every board size and gem count, with
   * s/g. One row per (s, g).
   */
  public static Table gameOverRates(AgentSpec agent, int[] sizes, int[] gemCounts, int target, int games,
      long seed, int threads) {
    Table t = Table.create("game-over rate by s and g", IntColumn.create("s"), IntColumn.create("g"),
        DoubleColumn.create("ratio"));
    t.addColumns(Tables.estimateColumns("gameOverRate"));
    t.addColumns(DoubleColumn.create("meanSwaps"));
    for (int s : sizes) {
      for (int g : gemCounts) {
        List<GameResult> rs = Match3Experiment.builder().size(s).gems(g).agent(agent).target(target)
            .games(games).seed(seed).threads(threads).progress(ProgressListener.NONE).build().results();
        Match3Experiment.Summary sum = Match3Experiment.Summary.of(rs, target);
        t.intColumn("s").append(s);
        t.intColumn("g").append(g);
        t.doubleColumn("ratio").append((double) s / g);
        Tables.appendEstimate(t, "gameOverRate", sum.gameOverRate());
        t.doubleColumn("meanSwaps").append(sum.swaps().value());
      }
    }
    return t.sortAscendingOn("ratio", "s");
  }

  /**
   * {@code agent} against each rival on the same games: one row per rival with the mean paired
   * difference in swaps, agent minus rival, and its 95% interval ({@code meanDifference}, {@code
   * meanDifference_lo}, {@code meanDifference_hi}; see {@link #pairedDifference}).
   */
  public static Table pairedDifferences(AgentSpec agent, List<AgentSpec> rivals, Match3 game, int target, int games,
      long seed, int threads) {
    Table t = Table.create(agent.label() + " minus rival, same games", StringColumn.create("rival"));
    t.addColumns(Tables.estimateColumns("meanDifference"));
    List<GameResult> mine = results(agent, game, target, games, seed, threads);
    for (AgentSpec r : rivals) {
      t.stringColumn("rival").append(r.label());
      Tables.appendEstimate(t, "meanDifference", pairedDifference(mine, results(r, game, target, games, seed, threads)));
    }
    return t;
  }

  /**
   * What switching one heuristic on does, from a {@link #compare} table of the {0,1}^5 vectors
   * ({@link #canonicalWeights()}): for each algorithm (HGS, L-BFS), the mean change in mean swaps
   * when the heuristic's weight goes from 0 to 1 with the others fixed, over the 16 pairs, and how
   * many pairs got worse (more swaps).
   *
   * @param letter the heuristic, as in {@link Weights#label()}: s, p, n, d or t
   */
  public static Table switchingOn(Table compare, String letter) {
    int k = Weights.LETTERS.indexOf(letter);
    if (k < 0) {
      throw new IllegalArgumentException("'" + letter + "' is not a heuristic (s, p, n, d, t)");
    }
    String name = Weights.NAMES[k];
    Table out = Table.create("effect of switching " + Character.toUpperCase(name.charAt(0)) + name.substring(1) + " on",
        StringColumn.create("algorithm"), DoubleColumn.create("mean change in swaps"),
        IntColumn.create("pairs that got worse"));
    for (String kind : new String[] {"HGS", "L-BFS"}) {
      Table t = compare.where(compare.stringColumn("kind").isEqualTo(kind));
      double sum = 0;
      int worse = 0;
      int pairs = 0;
      for (int i = 0; i < t.rowCount(); i++) {
        double[] w = Weights.ofLabel(t.stringColumn("heuristics").get(i)).toArray();
        if (w[k] != 0) {
          continue;
        }
        w[k] = 1;
        Table on = t.where(t.stringColumn("heuristics").isEqualTo(Weights.of(w).label()));
        double d = on.doubleColumn("meanSwaps").get(0) - t.doubleColumn("meanSwaps").get(i);
        sum += d;
        pairs++;
        if (d > 0) {
          worse++;
        }
      }
      out.stringColumn("algorithm").append(kind);
      out.doubleColumn("mean change in swaps").append(sum / pairs);
      out.intColumn("pairs that got worse").append(worse);
    }
    return out;
  }

  /**
   * The mean paired difference in swaps, a minus b, over the games both agents finished (same game
   * indices, same seed), with a 95% t interval: a far tighter comparison than two separate means.
   */
  public static Estimate pairedDifference(List<GameResult> a, List<GameResult> b) {
    if (a.size() != b.size()) {
      throw new IllegalArgumentException("paired comparison needs the same games: " + a.size() + " vs " + b.size());
    }
    List<Double> d = new ArrayList<>();
    for (int i = 0; i < a.size(); i++) {
      if (a.get(i).game() != b.get(i).game()) {
        throw new IllegalArgumentException("row " + i + " pairs game " + a.get(i).game() + " with game " + b.get(i).game());
      }
      if (a.get(i).reached() && b.get(i).reached()) {
        d.add((double) (a.get(i).swaps() - b.get(i).swaps()));
      }
    }
    double[] diffs = d.stream().mapToDouble(Double::doubleValue).toArray();
    if (diffs.length < 2) {
      // fewer than two games both agents finished: a difference, or none, but no interval
      return new Estimate(diffs.length == 0 ? Double.NaN : diffs[0], Double.NaN, Double.NaN, diffs.length, 0.95,
          Estimate.Kind.DIFFERENCE, "");
    }
    return Stats.pairedDifference(diffs, new double[diffs.length], 0.95);
  }

  /**
   * The two initial-board constructions ({@link Match3.Start}) on the same games (same board stream,
   * same refills): per agent and construction, mean swaps with its 95% interval, the game-over rate,
   * the mean number of valid swaps on the initial board, and the paired difference in swaps
   * (no pairs minus no lines) with its interval.
   */
  public static Table startingBoards(List<AgentSpec> agents, Match3 game, int target, int games, long seed,
      int threads) {
    Table t = Table.create("initial board: no lines (ours) against no pairs (the paper's code)",
        StringColumn.create("agent"), StringColumn.create("initial board"));
    t.addColumns(Tables.estimateColumns("meanSwaps"));
    t.addColumns(DoubleColumn.create("gameOverRate"), DoubleColumn.create("initialValidSwaps"));
    t.addColumns(Tables.estimateColumns("pairedDifference"));
    for (AgentSpec a : agents) {
      List<GameResult> base = null;
      for (Match3.Start start : Match3.Start.values()) {
        List<GameResult> rs = org.levellab.core.MonteCarlo.trials(games).seed(seed).threads(threads)
            .progress(ProgressListener.NONE)
            .collect((i, rng) -> Match3Game.play(game, a, target, seed, i, start));
        double moves = 0;
        for (int i = 0; i < games; i++) {
          moves += Match3Game.initialBoard(game, seed, i, start).countLegalSwaps();
        }
        Match3Experiment.Summary sum = Match3Experiment.Summary.of(rs, target);
        t.stringColumn("agent").append(a.label());
        t.stringColumn("initial board").append(start == Match3.Start.NO_LINES ? "no lines" : "no pairs");
        Tables.appendEstimate(t, "meanSwaps", sum.swaps());
        t.doubleColumn("gameOverRate").append(sum.gameOverRate().value());
        t.doubleColumn("initialValidSwaps").append(moves / games);
        Tables.appendEstimate(t, "pairedDifference", base == null
            ? new Estimate(0, 0, 0, games, 0.95) : pairedDifference(rs, base));
        base = base == null ? rs : base;
      }
    }
    return t;
  }
}
