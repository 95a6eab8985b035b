package org.levellab.playtest;

import com.fasterxml.jackson.annotation.JsonIgnore;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import org.levellab.core.Estimate;
import org.levellab.core.Stats;
import org.levellab.core.Tables;
import org.levellab.game.Agents;
import org.levellab.game.Game;
import org.levellab.search.Verdict;
import tech.tablesaw.api.Table;

/**
 * What a {@link Playtest} found: one {@link AgentResult} per agent, in the order asked, the exact
 * verdict on a given level, and the luck–skill gap.
 *
 * @param game the game's name
 * @param rules the game's rules text
 * @param level the level's name, or null for seeded deals
 * @param dealt true when game i was the seeded deal i (no level given)
 * @param games games per agent
 * @param seed the run's seed
 * @param agents one result per agent
 * @param verdict the exact solver's answer on the given level (null for deals, or where no exact
 *     solver applies, as for a game with chance)
 * @param gap the clairvoyant rung's win rate minus the best hidden-information agent's (null unless the
 *     game hides information and both were played)
 * @param rows every game of every agent (not in JSON)
 */
public record Report(String game, String rules, String level, boolean dealt, int games, long seed,
    List<AgentResult> agents, Verdict verdict, Gap gap, @JsonIgnore List<Playtest.GameRow> rows) {
  /** The share of the best runs whose mean score {@link AgentResult#best5Score} reports (Roohi et al.). */
  public static final double BEST_SHARE = 0.05;

  public Report {
    agents = List.copyOf(agents);
    rows = List.copyOf(rows);
  }

  /**
   * Agent {@code a}'s win rate minus agent {@code b}'s on the same games, paired game by game, with
   * its 95% bootstrap interval: the comparison to use when both agents were named before the run
   * ({@link #gap} picks the best hidden-information agent after it).
   *
   * @throws IllegalArgumentException for an agent that did not play, naming it
   */
  public Estimate pairedWinDifference(String a, String b) {
    double[] wa = wins(a);
    double[] wb = wins(b);
    return Stats.pairedDifference(wa, wb, 0.95);
  }

  private double[] wins(String agent) {
    double[] w = new double[games];
    boolean found = false;
    for (Playtest.GameRow r : rows) {
      if (r.agent().equals(agent)) {
        w[r.game()] = r.won() ? 1 : 0;
        found = true;
      }
    }
    if (!found) {
      throw new IllegalArgumentException("agent '" + agent + "' did not play (played: "
          + agents.stream().map(AgentResult::agent).toList() + ")");
    }
    return w;
  }

  /**
   * One agent's results.
   *
   * @param agent the agent as written
   * @param description the catalogue's one line on it
   * @param wins games won
   * @param winRate the share won, with its Wilson 95% interval
   * @param moves the moves it used per game (every game)
   * @param movesWon the moves it used in the games it won (null when it won none)
   * @param score the mean final score ({@code State.score()}) with a 95% bootstrap interval (null with
   *     fewer than two games)
   * @param best5Score the mean final score of its best 5% of games (at least one game), ranked by
   *     score, a won game first among equal scores: Roohi et al. (CHI PLAY 2021) found an agent's best
   *     runs predict human pass rates better than its average
   * @param stopped games ended by the move limit (counted as not won)
   */
  public record AgentResult(String agent, String description, long wins, Estimate winRate, Distribution moves,
      Distribution movesWon, Estimate score, double best5Score, long stopped) {}

  /**
   * A distribution of counts: mean, 10th, 50th and 90th percentiles (nearest rank) and the extremes.
   */
  public record Distribution(double mean, int min, int p10, int median, int p90, int max) {
    static Distribution of(int[] values) {
      if (values.length == 0) {
        return null;
      }
      int[] v = values.clone();
      Arrays.sort(v);
      return new Distribution(Arrays.stream(v).average().orElse(0), v[0], rank(v, 0.1), rank(v, 0.5),
          rank(v, 0.9), v[v.length - 1]);
    }

    private static int rank(int[] sorted, double q) {
      return sorted[Math.max(0, (int) Math.ceil(q * sorted.length) - 1)];
    }
  }

  /**
   * The luck–skill gap: the clairvoyant rung's win rate minus the best hidden-information agent's, on
   * the same games. The interval is a paired 95% bootstrap interval over the per-game differences (each
   * -1, 0 or 1); the common deals make it much narrower than two independent intervals. The best
   * hidden-information agent is picked after the run: where a claim rests on it, name the agent
   * before the run and use {@link Report#pairedWinDifference}.
   *
   * @param clairvoyant the agent that sees everything
   * @param bestHidden the hidden-information agent with the highest win rate (the first one on a tie)
   * @param gap the difference with its interval
   */
  public record Gap(String clairvoyant, String bestHidden, Estimate gap) {}

  static Report of(Game<?> game, String level, boolean dealt, int games, long seed, List<String> agents,
      List<Playtest.GameRow[]> perGame, Verdict verdict) {
    int n = agents.size();
    List<Playtest.GameRow> rows = new ArrayList<>();
    for (Playtest.GameRow[] g : perGame) {
      rows.addAll(Arrays.asList(g));
    }
    List<AgentResult> results = new ArrayList<>();
    for (int j = 0; j < n; j++) {
      int jj = j;
      List<Playtest.GameRow> mine = perGame.stream().map(g -> g[jj]).toList();
      results.add(result(game, agents.get(j), mine));
    }
    return new Report(game.name(), game.rules(), level, dealt, games, seed, results, verdict,
        gap(game, agents, perGame, results), rows);
  }

  private static AgentResult result(Game<?> game, String spec, List<Playtest.GameRow> mine) {
    long wins = mine.stream().filter(Playtest.GameRow::won).count();
    int[] moves = mine.stream().mapToInt(Playtest.GameRow::moves).toArray();
    int[] movesWon = mine.stream().filter(Playtest.GameRow::won).mapToInt(Playtest.GameRow::moves).toArray();
    double[] scores = mine.stream().mapToDouble(Playtest.GameRow::score).toArray();
    List<Playtest.GameRow> best = mine.stream()
        .sorted(Comparator.comparingDouble(Playtest.GameRow::score).reversed()
            .thenComparing(Playtest.GameRow::won, Comparator.reverseOrder())
            .thenComparingInt(Playtest.GameRow::game))
        .limit(Math.max(1, (long) Math.ceil(BEST_SHARE * mine.size())))
        .toList();
    double best5 = best.stream().mapToDouble(Playtest.GameRow::score).average().orElse(0);
    long stopped = mine.stream().filter(Playtest.GameRow::stopped).count();
    return new AgentResult(spec, Agents.describe(game.name(), baseName(spec)), wins,
        Stats.proportion(wins, mine.size(), 0.95), Distribution.of(moves), Distribution.of(movesWon),
        scores.length < 2 ? null : Stats.mean(scores, 0.95), best5, stopped);
  }

  private static Gap gap(Game<?> game, List<String> agents, List<Playtest.GameRow[]> perGame,
      List<AgentResult> results) {
    if (!game.hasHiddenInformation()) {
      return null;
    }
    int clairvoyant = -1;
    int best = -1;
    for (int j = 0; j < agents.size(); j++) {
      if (baseName(agents.get(j)).equals(Playtest.CLAIRVOYANT)) {
        if (clairvoyant < 0) {
          clairvoyant = j;
        }
      } else if (best < 0 || results.get(j).wins() > results.get(best).wins()) {
        best = j;
      }
    }
    if (clairvoyant < 0 || best < 0 || perGame.size() < 2) {
      return null; // an interval needs two games
    }
    double[] d = new double[perGame.size()];
    for (int i = 0; i < d.length; i++) {
      d[i] = (perGame.get(i)[clairvoyant].won() ? 1 : 0) - (perGame.get(i)[best].won() ? 1 : 0);
    }
    // a paired bootstrap of per-game differences (each -1, 0 or 1) stays inside [-1, 1]
    return new Gap(agents.get(clairvoyant), agents.get(best), Stats.pairedDifference(d, new double[d.length], 0.95));
  }

  /** The agent's name without its options: {@code pimc} for {@code pimc:k=32}. */
  public static String baseName(String spec) {
    int colon = spec.indexOf(':');
    return (colon < 0 ? spec : spec.substring(0, colon)).trim().toLowerCase(java.util.Locale.ROOT);
  }

  /**
   * The report as a table, one row per agent: agent, wins, games, win_rate with win_rate_lo and
   * win_rate_hi, moves_mean, moves_median, moves_p90, score with its interval, best5_score, stopped.
   */
  public Table table() {
    Table t = Table.create(game + " playtest");
    t.addColumns(tech.tablesaw.api.StringColumn.create("agent"), tech.tablesaw.api.IntColumn.create("wins"),
        tech.tablesaw.api.IntColumn.create("games"));
    t.addColumns(Tables.estimateColumns("win_rate"));
    t.addColumns(tech.tablesaw.api.DoubleColumn.create("moves_mean"),
        tech.tablesaw.api.IntColumn.create("moves_median"), tech.tablesaw.api.IntColumn.create("moves_p90"));
    t.addColumns(Tables.estimateColumns("score"));
    t.addColumns(tech.tablesaw.api.DoubleColumn.create("best5_score"),
        tech.tablesaw.api.IntColumn.create("stopped"));
    for (AgentResult a : agents) {
      t.stringColumn("agent").append(a.agent());
      t.intColumn("wins").append((int) a.wins());
      t.intColumn("games").append(games);
      Tables.appendEstimate(t, "win_rate", a.winRate());
      t.doubleColumn("moves_mean").append(a.moves().mean());
      t.intColumn("moves_median").append(a.moves().median());
      t.intColumn("moves_p90").append(a.moves().p90());
      Tables.appendEstimate(t, "score", a.score());
      t.doubleColumn("best5_score").append(a.best5Score());
      t.intColumn("stopped").append((int) a.stopped());
    }
    return t;
  }

  /** Every game of every agent as a table: game, agent, won, moves, score, stopped. */
  public Table gamesTable() {
    return Tables.fromRecords(game + " playtest games", rows);
  }
}
