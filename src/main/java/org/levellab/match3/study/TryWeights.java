package org.levellab.match3.study;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.levellab.match3.Match3;
import org.levellab.match3.agents.AgentSpec;
import tech.tablesaw.api.DoubleColumn;
import tech.tablesaw.api.StringColumn;
import tech.tablesaw.api.Table;
import tech.tablesaw.plotly.components.Axis;
import tech.tablesaw.plotly.components.Figure;
import tech.tablesaw.plotly.components.Layout;
import tech.tablesaw.plotly.components.Line;
import tech.tablesaw.plotly.traces.ScatterTrace;

/**
 * "Try your own weights": a weight vector of HGS or L-BFS against SGS and the full grid's winner on
 * the same fresh games, and its place among the grid's 14,641 calibration means (the committed grid
 * of {@code datasets/match3}: same 30 games of seed {@value #GRID_SEED}, s = 6, g = 4, c = 250).
 */
public final class TryWeights {
  private TryWeights() {}

  /** The seed of the committed grids' calibration games. */
  public static final long GRID_SEED = 2026;
  /** Games per vector in the committed grids. */
  public static final int GRID_GAMES = 30;
  private static final int TARGET = 250;

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
   * calibration games.
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

  /** Bins per swap in the histogram (bins of 0.2 swaps; a 30-game mean moves in steps of 1/30). */
  private static final int BINS_PER_SWAP = 5;

  private static Figure histogram(double[] means, double mine, double best, String title) {
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
          .line(Line.builder().dash(k == 0 ? Line.Dash.SOLID : Line.Dash.DASH).width(3).build())
          .name(names[k] + " (" + Match3Tables.number(xs[k]) + ")").build());
    }
    Layout layout = Layout.builder(title)
        .xAxis(Axis.builder().type(Axis.Type.LINEAR).title("calibration mean swaps to 250 "
            + "(30 games; bins of 0.2 swaps)").build())
        .yAxis(Axis.builder().title("weight vectors (count)").build())
        .width(860).height(420).build();
    return new Figure(layout, traces.toArray(new tech.tablesaw.plotly.traces.Trace[0]));
  }
}
