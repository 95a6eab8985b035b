package org.levellab.tripeaks.design.tune;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.SplittableRandom;
import org.levellab.core.RandomStreams;
import org.levellab.tripeaks.Layout;
import org.levellab.tripeaks.Level;
import org.levellab.tripeaks.design.GeneratorSettings;
import org.levellab.tripeaks.design.LevelConfig;
import org.levellab.tripeaks.design.LevelSettings;
import org.levellab.tripeaks.design.PlayerSettings;
import org.levellab.tripeaks.design.RunSettings;

/**
 * The generator's parameters as a point of the unit cube {@code [0, 1]^7}, where a derivative-free
 * optimizer searches, and the configuration each point stands for ({@link #decode}).
 *
 * <p>The discrete parameters are relaxed to the cube and rounded when decoded (the scheme the
 * optimizer sees: a piecewise-constant objective, which CMA-ES tolerates since it ranks candidates
 * rather than following slopes; the tuner caches results per decoded configuration, so nearby
 * points that round alike cost nothing):
 * <ol>
 *   <li>group count {@code k = round(1 + x0 (K - 1))}, {@code K = min(6, board)};
 *   <li>mean group size {@code m = 1 + 7 x1} (1 to 8 cards);
 *   <li>skew {@code s = 0.9 x2}: group {@code i} of {@code k} has size {@code round(m (1 + s (1 - 2i/(k-1))))},
 *       long groups first, each clipped to 1..12, then shrunk largest first until they fit the board;
 *   <li>stock matching probability {@code 0.2 + 0.8 x3};
 *   <li>stock size {@code round(lo + x4 (hi - lo))}, {@code lo = 4}, {@code hi = min(63, 2 board)};
 *   <li>walls {@code w = round(x5 W)}, {@code W = min(16, board / 4)}, on the first {@code w} slots of a
 *       fixed shuffle of the layout's slots (seeded by the tuning seed: the same point, the same walls);
 *   <li>hold slot: on when {@code x6 >= 0.5}; then the player uses it with the given probability.
 * </ol>
 * Groups are shuffled per player and the unique-rank limit is off (the article's settings).
 */
public final class DesignSpace {
  /** Dimensions of the cube. */
  public static final int DIMENSIONS = 7;
  static final int MAX_GROUPS = 6;
  static final double MAX_MEAN_GROUP = 8;
  static final double MAX_SKEW = 0.9;
  static final double MIN_STOCK_MATCH = 0.2;
  static final int MIN_STOCK = 4;

  private final Layout layout;
  private final String layoutRef;
  private final double holdProbability;
  private final int maxIterations;
  private final List<Integer> wallOrder;

  /**
   * @param layoutRef how the written configuration names the layout (a built-in name or a path)
   * @param holdProbability the player's hold slot use when a point turns the hold slot on
   * @param wallSeed seeds the order in which slots get walls
   */
  public DesignSpace(Layout layout, String layoutRef, double holdProbability, int maxIterations, long wallSeed) {
    this.layout = layout;
    this.layoutRef = layoutRef;
    new PlayerSettings(holdProbability, maxIterations); // checks both, naming the key
    this.holdProbability = holdProbability;
    this.maxIterations = maxIterations;
    List<Integer> order = new ArrayList<>();
    for (int s = 0; s < layout.size(); s++) {
      order.add(s);
    }
    SplittableRandom rng = RandomStreams.of(RandomStreams.derive(wallSeed, "tune walls"));
    for (int i = order.size() - 1; i > 0; i--) {
      Collections.swap(order, i, rng.nextInt(i + 1));
    }
    this.wallOrder = List.copyOf(order);
  }

  public Layout layout() {
    return layout;
  }

  public String layoutRef() {
    return layoutRef;
  }

  /** Cards on the board. */
  public int boardCards() {
    return layout.size();
  }

  /** The largest stock a candidate may get. */
  public int maxStock() {
    return Math.min(Level.MAX_STOCK, 2 * boardCards());
  }

  /** The configuration at point {@code x} (clamped to the cube), named {@code name}, with its run settings. */
  public LevelConfig decode(double[] x, String name, RunSettings run) {
    if (x.length != DIMENSIONS) {
      throw new IllegalArgumentException("a design point has " + DIMENSIONS + " coordinates, got " + x.length);
    }
    int board = boardCards();
    int maxGroups = Math.min(MAX_GROUPS, board);
    int k = (int) Math.round(1 + clamp(x[0]) * (maxGroups - 1));
    double mean = 1 + clamp(x[1]) * (MAX_MEAN_GROUP - 1);
    double skew = MAX_SKEW * clamp(x[2]);
    int[] sizes = new int[k];
    int sum = 0;
    for (int i = 0; i < k; i++) {
      double t = k == 1 ? 0 : 1 - 2.0 * i / (k - 1);
      sizes[i] = (int) Math.max(1, Math.min(12, Math.round(mean * (1 + skew * t))));
      sum += sizes[i];
    }
    while (sum > board) {
      int largest = 0;
      for (int i = 1; i < k; i++) {
        if (sizes[i] > sizes[largest]) {
          largest = i;
        }
      }
      sizes[largest]--;
      sum--;
    }
    double stockMatch = round3(MIN_STOCK_MATCH + (1 - MIN_STOCK_MATCH) * clamp(x[3]));
    int stock = (int) Math.round(MIN_STOCK + clamp(x[4]) * (maxStock() - MIN_STOCK));
    int maxWalls = Math.min(Level.MAX_WALLS, board / 4);
    int walls = (int) Math.round(clamp(x[5]) * maxWalls);
    boolean hold = clamp(x[6]) >= 0.5;
    List<Integer> wallSlots = new ArrayList<>(wallOrder.subList(0, walls));
    Collections.sort(wallSlots);
    List<Integer> groups = new ArrayList<>();
    for (int s : sizes) {
      groups.add(s);
    }
    LevelSettings level = new LevelSettings(layout, stock, true, hold, wallSlots);
    GeneratorSettings generator = new GeneratorSettings(GeneratorSettings.Kind.GROUPS, groups, true,
        GeneratorSettings.NO_UNIQUE_LIMIT, null, stockMatch, true);
    PlayerSettings player = new PlayerSettings(hold ? holdProbability : 0, maxIterations);
    return new LevelConfig(name, level, generator, player, run);
  }

  /** The centre of the cube: the optimizer's start. */
  public static double[] centre() {
    double[] c = new double[DIMENSIONS];
    java.util.Arrays.fill(c, 0.5);
    c[5] = 0; // no walls to start: obstacles are the designer's last resort
    c[6] = 0.25; // no hold slot to start
    return c;
  }

  private static double clamp(double v) {
    return Double.isNaN(v) ? 0.5 : Math.max(0, Math.min(1, v));
  }

  private static double round3(double v) {
    return Math.round(v * 1000) / 1000.0;
  }
}
