package org.levellab.tripeaks.study;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.SplittableRandom;
import java.util.TreeSet;
import org.apache.commons.math3.stat.correlation.SpearmansCorrelation;
import org.apache.commons.math3.stat.descriptive.rank.Percentile;
import org.levellab.core.ProgressListener;
import org.levellab.core.RandomStreams;
import org.levellab.core.Tables;
import org.levellab.playtest.Playtest;
import org.levellab.playtest.Report;
import org.levellab.tripeaks.Layout;
import org.levellab.tripeaks.Level;
import org.levellab.tripeaks.TriPeaksState;
import tech.tablesaw.api.Table;

/**
 * Designed levels ranked by each agent of the skill ladder: do agents of different skill agree about
 * which level is harder, how many games per level a stable ranking needs, and where and why they
 * disagree.
 *
 * <p>A design is a TriPeaks level of varied settings (layout, K–A wrap, hold slot, stock size, brick
 * walls), dealt uniformly from a standard deck, so every rung applies, the clairvoyant one included.
 * Each agent plays the same seeded deals of every design ({@link Playtest}: common random numbers,
 * every win replayed through the rules). A level's difficulty for an agent is its win rate; rankings
 * are compared with Spearman's rank correlation (commons-math3, average ranks for ties) and a
 * percentile bootstrap over designs. Everything is a function of the seed, whatever the threads.
 */
public final class LevelRanking {
  private LevelRanking() {}

  /** Bootstrap resamples of the designs behind every interval. */
  public static final int BOOTSTRAP = 2_000;

  /**
   * One designed level.
   *
   * @param index its place in the list (its deals' seed is derived from it)
   * @param name the settings in words
   * @param level the rules
   * @param hiddenAtStart cards a player cannot see at the start: face-down board cards and the stock
   *     under the first waste card
   */
  public record Design(int index, String name, Level level, int hiddenAtStart) {}

  /**
   * {@code n} designs drawn from {@code seed}: the Microsoft layout (four in five) or Golf; the K–A
   * wrap on or off (Golf never wraps); a hold slot in one design of three; the stock from two thirds
   * of the layout's default to all of it (one deck); up to two brick walls on Microsoft's face-down
   * slots.
   */
  public static List<Design> designs(int n, long seed) {
    if (n < 2) {
      throw new IllegalArgumentException("designs: at least 2 levels to rank, got " + n);
    }
    List<Design> out = new ArrayList<>(n);
    for (int i = 0; i < n; i++) {
      SplittableRandom r = RandomStreams.forTask(RandomStreams.derive(seed, "designs"), i);
      boolean golf = r.nextInt(5) == 0;
      Layout layout = golf ? Layout.golf() : Layout.microsoft();
      int full = layout.defaultStockSize();
      int stock = r.nextInt(full * 2 / 3, full + 1);
      boolean wrap = !golf && r.nextBoolean();
      boolean hold = r.nextInt(3) == 0;
      Level.Builder b = Level.builder(layout).wrap(wrap).holdSlot(hold).stockSize(stock);
      TreeSet<Integer> walls = new TreeSet<>();
      if (!golf) {
        int k = r.nextInt(3);
        List<Integer> shut = faceDownSlots(Level.builder(layout).build());
        while (walls.size() < k) {
          walls.add(shut.get(r.nextInt(shut.size())));
        }
        b.walls(walls);
      }
      Level level = b.build();
      String name = String.format(Locale.ROOT, "%s%s, stock %d%s%s", layout.name(),
          golf ? "" : wrap ? ", wrap" : ", no wrap", stock, hold ? ", hold" : "",
          walls.isEmpty() ? "" : ", walls " + walls);
      out.add(new Design(i, name, level, hiddenAtStart(level)));
    }
    return List.copyOf(out);
  }

  private static List<Integer> faceDownSlots(Level level) {
    TriPeaksState s = level.newInitialState(0);
    List<Integer> slots = new ArrayList<>();
    for (int i = 0; i < level.layout().size(); i++) {
      if (!s.isFaceUp(i)) {
        slots.add(i);
      }
    }
    return slots;
  }

  /** Face-down board cards at the start plus the stock under the first waste card. */
  static int hiddenAtStart(Level level) {
    TriPeaksState s = level.newInitialState(0);
    int down = 0;
    for (int i = 0; i < level.layout().size(); i++) {
      if (!s.isFaceUp(i)) {
        down++;
      }
    }
    return down + s.stockLeft();
  }

  /**
   * Who won which game: {@code wins[design][agent][game]}.
   *
   * @param designs the levels, in order
   * @param agents the agents as written ({@code pimc:k=8}), in order
   * @param games deals per design
   */
  public record Played(List<Design> designs, List<String> agents, int games, long seed, boolean[][][] wins) {
    /** The share of its games agent {@code a} won on design {@code d}. */
    public double winRate(int d, int a) {
      return share(wins[d][a], 0, games);
    }

    /** Agent {@code a}'s win rates over the designs, using games {@code [from, to)} only. */
    double[] winRates(int a, int from, int to) {
      double[] w = new double[designs.size()];
      for (int d = 0; d < w.length; d++) {
        w[d] = share(wins[d][a], from, to);
      }
      return w;
    }

    /** One row per design: its settings, hidden cards at the start, and each agent's win rate. */
    public Table winRates() {
      Table t = Table.create("win rate per design");
      t.addColumns(tech.tablesaw.api.IntColumn.create("design"), tech.tablesaw.api.StringColumn.create("settings"),
          tech.tablesaw.api.IntColumn.create("hidden"));
      for (String a : agents) {
        t.addColumns(tech.tablesaw.api.DoubleColumn.create(a));
      }
      for (int d = 0; d < designs.size(); d++) {
        t.intColumn("design").append(d);
        t.stringColumn("settings").append(designs.get(d).name());
        t.intColumn("hidden").append(designs.get(d).hiddenAtStart());
        for (int a = 0; a < agents.size(); a++) {
          t.doubleColumn(agents.get(a)).append(winRate(d, a));
        }
      }
      return t;
    }
  }

  private static double share(boolean[] won, int from, int to) {
    int k = 0;
    for (int g = from; g < to; g++) {
      if (won[g]) {
        k++;
      }
    }
    return (double) k / (to - from);
  }

  /**
   * Every agent plays {@code games} seeded deals of every design. Design {@code d}'s deals come from
   * {@code derive(seed, "design " + d)}, the same for every agent.
   */
  public static Played play(List<Design> designs, List<String> agents, int games, long seed, int threads,
      ProgressListener progress) {
    Objects.requireNonNull(designs, "designs");
    boolean[][][] wins = new boolean[designs.size()][agents.size()][games];
    if (progress != null) {
      progress.start("designed levels", designs.size());
    }
    for (int i = 0; i < designs.size(); i++) {
      Design d = designs.get(i);
      Playtest<TriPeaksState> p = Playtest.of(d.level()).agents(agents).games(games)
          .seed(RandomStreams.derive(seed, "design " + d.index())).threads(threads)
          .progress(ProgressListener.NONE); // one progress line for the whole run, not one per design
      Report r = p.run();
      for (Playtest.GameRow row : r.rows()) {
        wins[i][agents.indexOf(row.agent())][row.game()] = row.won();
      }
      if (progress != null) {
        progress.advance(i + 1, designs.size());
      }
    }
    if (progress != null) {
      progress.finish(designs.size(), designs.size());
    }
    return new Played(designs, List.copyOf(agents), games, seed, wins);
  }

  /**
   * A Spearman correlation with its percentile-bootstrap interval ({@code lower}, {@code upper}, at
   * the confidence it was asked for), the resamples where it was undefined, and the two-sided
   * bootstrap p-value of rho = 0 (twice the smaller share of resamples on either side of 0, counted
   * as (m + 1) / (k + 1) so that k resamples never claim a p below 1 / (k + 1), in particular never 0).
   *
   * @param undefined resamples in which one side was constant (no ranking), left out of the interval
   */
  public record Correlation(String a, String b, double rho, double lower, double upper, int undefined,
      double pValue) {}

  /** Spearman's rho between two agents' win rates over the designs, with a bootstrap interval. */
  public static Correlation agreement(Played p, int a, int b, long seed) {
    double[] x = p.winRates(a, 0, p.games());
    double[] y = p.winRates(b, 0, p.games());
    return bootstrap(p.agents().get(a), p.agents().get(b), x, y,
        RandomStreams.derive(seed, "bootstrap " + a + " " + b), 0.95);
  }

  /** Every pair of agents, in the agents' order. */
  public static Table agreements(Played p, long seed) {
    List<Correlation> rows = new ArrayList<>();
    for (int a = 0; a < p.agents().size(); a++) {
      for (int b = a + 1; b < p.agents().size(); b++) {
        rows.add(agreement(p, a, b, seed));
      }
    }
    return Tables.fromRecords("rank agreement between agents", rows);
  }

  static Correlation bootstrap(String a, String b, double[] x, double[] y, long seed, double confidence) {
    double rho = spearman(x, y);
    SplittableRandom r = new SplittableRandom(seed);
    double[] rs = new double[BOOTSTRAP];
    int k = 0;
    int undefined = 0;
    double[] xs = new double[x.length];
    double[] ys = new double[y.length];
    for (int i = 0; i < BOOTSTRAP; i++) {
      for (int j = 0; j < x.length; j++) {
        int pick = r.nextInt(x.length);
        xs[j] = x[pick];
        ys[j] = y[pick];
      }
      double v = spearman(xs, ys);
      if (Double.isNaN(v)) {
        undefined++;
      } else {
        rs[k++] = v;
      }
    }
    if (k == 0) {
      return new Correlation(a, b, rho, Double.NaN, Double.NaN, undefined, Double.NaN);
    }
    Percentile q = new Percentile();
    double[] kept = Arrays.copyOf(rs, k);
    int atOrBelow = 0;
    int atOrAbove = 0;
    for (double v : kept) {
      atOrBelow += v <= 0 ? 1 : 0;
      atOrAbove += v >= 0 ? 1 : 0;
    }
    double pValue = Math.min(1, 2.0 * (Math.min(atOrBelow, atOrAbove) + 1) / (k + 1));
    double tail = 100 * (1 - confidence) / 2;
    return new Correlation(a, b, rho, q.evaluate(kept, tail), q.evaluate(kept, 100 - tail), undefined, pValue);
  }

  /** Spearman's rho, NaN when either side has no spread (every level equally hard for that agent). */
  static double spearman(double[] x, double[] y) {
    if (constant(x) || constant(y)) {
      return Double.NaN;
    }
    return new SpearmansCorrelation().correlation(x, y);
  }

  private static boolean constant(double[] v) {
    for (double d : v) {
      if (d != v[0]) {
        return false;
      }
    }
    return true;
  }

  /**
   * The stability of one agent's ranking with {@code games} games per level: the Spearman correlation
   * between the rankings that two disjoint halves of those games give (split-half), and the
   * Spearman–Brown projection {@code 2r / (1 + r)} to all {@code games}.
   */
  public record Stability(String agent, int games, double splitHalf, double projected) {}

  /**
   * Split-half stability of each agent's ranking at 2, 4, 8, … games per level (the first games of
   * each design, halves of equal size), up to all games played.
   */
  public static Table stability(Played p) {
    List<Integer> sizes = new ArrayList<>();
    for (int g = 2; g <= p.games(); g *= 2) {
      sizes.add(g);
    }
    int all = p.games() - p.games() % 2;
    if (all >= 2 && sizes.get(sizes.size() - 1) != all) {
      sizes.add(all);
    }
    List<Stability> rows = new ArrayList<>();
    for (int a = 0; a < p.agents().size(); a++) {
      for (int g : sizes) {
        double r = spearman(p.winRates(a, 0, g / 2), p.winRates(a, g / 2, g));
        rows.add(new Stability(p.agents().get(a), g, r, Double.isNaN(r) ? Double.NaN : 2 * r / (1 + r)));
      }
    }
    return Tables.fromRecords("split-half stability of the rankings", rows);
  }

  /**
   * Games per level for a ranking of reliability {@code target} (Spearman–Brown from the split-half
   * correlation {@code r} of halves of {@code half} games each): {@code half · target (1 − r) / (r (1 −
   * target))}; NaN when {@code r} is not positive.
   */
  public static double gamesNeeded(double r, int half, double target) {
    if (!(r > 0) || !(target > 0 && target < 1)) {
      return Double.NaN;
    }
    return half * target * (1 - r) / (r * (1 - target));
  }

  /**
   * One design's disagreement between two agents: the difference of its difficulty ranks (1 the
   * hardest level, average ranks for ties) and of its win rates.
   */
  public record Disagreement(int design, String settings, int hidden, double rankA, double rankB,
      double rankShift, double winA, double winB) {}

  /**
   * Per design, agent {@code a}'s and {@code b}'s difficulty ranks, largest disagreement first.
   */
  public static Table disagreements(Played p, int a, int b) {
    double[] wa = p.winRates(a, 0, p.games());
    double[] wb = p.winRates(b, 0, p.games());
    double[] ra = new org.apache.commons.math3.stat.ranking.NaturalRanking().rank(wa);
    double[] rb = new org.apache.commons.math3.stat.ranking.NaturalRanking().rank(wb);
    List<Disagreement> rows = new ArrayList<>();
    for (int d = 0; d < wa.length; d++) {
      Design des = p.designs().get(d);
      rows.add(new Disagreement(d, des.name(), des.hiddenAtStart(), ra[d], rb[d], rb[d] - ra[d], wa[d], wb[d]));
    }
    rows.sort((x, y) -> Double.compare(Math.abs(y.rankShift()), Math.abs(x.rankShift())));
    return Tables.fromRecords("where " + p.agents().get(a) + " and " + p.agents().get(b) + " disagree", rows);
  }

  /**
   * The tested explanation of a disagreement: Spearman's rho, over designs, between a level property
   * ({@code property[d]}) and the win-rate gap {@code win(a) − win(b)}, with its bootstrap interval.
   */
  public static Correlation explains(Played p, int a, int b, String propertyName, double[] property, long seed) {
    return explains(p, a, b, propertyName, property, seed, 0.95);
  }

  /** As {@link #explains(Played, int, int, String, double[], long)} with the interval at {@code confidence}. */
  public static Correlation explains(Played p, int a, int b, String propertyName, double[] property, long seed,
      double confidence) {
    double[] wa = p.winRates(a, 0, p.games());
    double[] wb = p.winRates(b, 0, p.games());
    double[] gap = new double[wa.length];
    for (int d = 0; d < gap.length; d++) {
      gap[d] = wa[d] - wb[d];
    }
    String gapName = p.agents().get(a) + " - " + p.agents().get(b) + " win rate";
    return bootstrap(propertyName, gapName, property, gap,
        RandomStreams.derive(seed, "explains " + propertyName + " " + a + " " + b), confidence);
  }

  /**
   * The level properties {@link #explanations} tests: cards hidden at the start, stock size, the K–A
   * wrap, a hold slot, walls, and the Golf layout (1 or 0 for the yes/no ones).
   */
  public static java.util.Map<String, double[]> properties(Played p) {
    java.util.Map<String, double[]> m = new java.util.LinkedHashMap<>();
    List<Design> ds = p.designs();
    m.put("cards hidden at the start", ds.stream().mapToDouble(Design::hiddenAtStart).toArray());
    m.put("stock size", ds.stream().mapToDouble(d -> d.level().stockSize()).toArray());
    m.put("K-A wrap (1 yes, 0 no)", ds.stream().mapToDouble(d -> d.level().wrap() ? 1 : 0).toArray());
    m.put("hold slot (1 yes, 0 no)", ds.stream().mapToDouble(d -> d.level().holdSlot() ? 1 : 0).toArray());
    m.put("walls", ds.stream().mapToDouble(d -> d.level().walls().size()).toArray());
    m.put("Golf layout (1 yes, 0 no)",
        ds.stream().mapToDouble(d -> d.level().layout().name().equals("golf") ? 1 : 0).toArray());
    return m;
  }

  /**
   * Which level properties go with the win-rate gap between agents {@code a} and {@code b}: one
   * {@link #explains} row per property of {@link #properties}.
   */
  public static Table explanations(Played p, int a, int b, long seed) {
    // several tests of one question: each interval at 1 - 0.05/m (Bonferroni), so that all m hold
    // together at 95%, and Holm's adjusted p-values beside them
    var props = properties(p);
    double each = 1 - 0.05 / props.size();
    List<Correlation> rows = new ArrayList<>();
    for (var e : props.entrySet()) {
      rows.add(explains(p, a, b, e.getKey(), e.getValue(), seed, each));
    }
    Table t = Tables.fromRecords("what goes with the gap " + p.agents().get(a) + " - " + p.agents().get(b)
        + " (intervals simultaneous over " + props.size() + " properties, Bonferroni)", rows);
    double[] raw = rows.stream().mapToDouble(c -> Double.isNaN(c.pValue()) ? 1 : c.pValue()).toArray();
    t.addColumns(tech.tablesaw.api.DoubleColumn.create("pHolm", org.levellab.core.Stats.holm(raw)));
    return t;
  }
}
