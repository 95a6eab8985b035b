package org.levellab.search;

import it.unimi.dsi.fastutil.HashCommon;
import it.unimi.dsi.fastutil.longs.Long2IntOpenHashMap;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;

/**
 * Exhaustive verification of a game's state graph, after the "reversed tree" of BigBangPixel's
 * article <i>Simple mechanics, complex puzzle creation, part 2</i>.
 *
 * <p>Generation is breadth-first from the root with a dictionary of unique states (fastutil's
 * primitive {@link Long2IntOpenHashMap}); every state keeps its first parent, its generating move and its depth, and
 * every duplicate met during generation is recorded as a secondary parent of the state it
 * duplicates. Win states are terminal. Once the graph is complete, wins are propagated back towards
 * the root through every parent, first and secondary, as a backward breadth-first search (the
 * article's recursive {@code PropagateStateToRoot}, done iteratively and once per state), which also
 * gives every state's distance to the nearest win. A state that no propagation reaches is a dead
 * end, and because every parent link is followed no state is wrongly left a dead end.
 *
 * <p>A state budget bounds the search: past it (or past the memory the JVM can spare, or the time
 * limit) the result is {@link StateGraph.Status#TOO_LARGE}, never an exhausted heap.
 *
 * <pre>{@code
 * Analysis a = StateGraphAnalyzer.withMaxStates(1_000_000).analyze(game, List.of(myClass));
 * a.deadEnds();  a.shortestOf(myClass).moves();
 * }</pre>
 */
public final class StateGraphAnalyzer {
  /** The default state budget: about 100 MB of graph for a four-move game. */
  public static final int DEFAULT_MAX_STATES = 2_000_000;

  private final Budget budget;
  private final long memoryLimit;

  private StateGraphAnalyzer(Budget budget, long memoryLimit) {
    this.budget = Objects.requireNonNull(budget, "budget");
    this.memoryLimit = memoryLimit;
  }

  private StateGraphAnalyzer(Budget budget) {
    this(budget, 0);
  }

  /**
   * The same analyzer with an explicit memory ceiling for the graph, in bytes (by default half of
   * the heap that is free when a search starts).
   */
  public StateGraphAnalyzer withMemoryLimit(long bytes) {
    if (bytes <= 0) {
      throw new IllegalArgumentException("memory limit must be positive, was " + bytes + " bytes");
    }
    return new StateGraphAnalyzer(budget, bytes);
  }

  /** An analyzer with the default state budget and no time limit. */
  public static StateGraphAnalyzer standard() {
    return new StateGraphAnalyzer(Budget.nodes(DEFAULT_MAX_STATES));
  }

  /** An analyzer that gives up past {@code maxStates} unique states. */
  public static StateGraphAnalyzer withMaxStates(long maxStates) {
    if (maxStates < 1 || maxStates > Integer.MAX_VALUE - 8) {
      throw new IllegalArgumentException("state budget must be in [1, " + (Integer.MAX_VALUE - 8)
          + "], was " + maxStates);
    }
    return new StateGraphAnalyzer(Budget.nodes(maxStates));
  }

  /** An analyzer bounded by a {@link Budget}: nodes are unique states, millis the generation time. */
  public static StateGraphAnalyzer withBudget(Budget budget) {
    return new StateGraphAnalyzer(budget);
  }

  public Budget budget() {
    return budget;
  }

  /** Generates the whole reachable graph (or stops at the budget) and returns it for queries. */
  public StateGraph explore(PackedStateSpace game) {
    Objects.requireNonNull(game, "game");
    long t0 = System.nanoTime();
    Budget.Meter meter = budget.start();
    int maxMoves = game.maxMoves();
    if (maxMoves < 1 || maxMoves > 256) {
      throw new IllegalArgumentException("maxMoves must be in [1, 256], was " + maxMoves);
    }
    Runtime rt = Runtime.getRuntime();
    // Leave the JVM headroom: the graph may use about half of what is free when the search starts.
    long memoryLimit = this.memoryLimit > 0 ? this.memoryLimit
        : (rt.maxMemory() - (rt.totalMemory() - rt.freeMemory())) / 2;
    long cap = Math.min(budget.maxNodes(), Integer.MAX_VALUE - 8L);
    int initialCap = (int) Math.min(cap + 1, 1 << 12);
    long[] states = new long[initialCap];
    int[] parent = new int[initialCap];
    byte[] parentMove = new byte[initialCap];
    int[] depth = new int[initialCap];
    int[] edgeStart = new int[initialCap + 1];
    int[] edgeTo = new int[initialCap * 2];
    byte[] edgeMove = new byte[initialCap * 2];
    byte[] edgeTags = new byte[initialCap * 2];
    Long2IntOpenHashMap index = new Long2IntOpenHashMap(initialCap);
    index.defaultReturnValue(-1);
    int n = 0;
    int edges = 0;
    String stop = null;

    try {
      long root = game.initial();
      index.putIfAbsent(root, 0);
      states[0] = root;
      parent[0] = -1;
      parentMove[0] = -1;
      n = 1;
      if (meter.tick()) {
        stop = "state budget of " + budget.maxNodes() + " reached";
      }
      int head = 0;
      while (head < n && stop == null) {
        int cur = head++;
        edgeStart[cur] = edges;
        long s = states[cur];
        if (game.isWin(s)) {
          continue;
        }
        int moves = Math.min(maxMoves, game.moveCount(s));
        for (int m = 0; m < moves; m++) {
          long t = game.next(s, m);
          if (t == PackedStateSpace.NONE || t == s) {
            continue;
          }
          int id = index.putIfAbsent(t, n);
          if (id < 0) {
            // Unique state: the article's AddUniqueNode. Its first parent is the current state.
            if (meter.tick()) {
              stop = meter.nodes() > budget.maxNodes()
                  ? "state budget of " + budget.maxNodes() + " reached"
                  : "time budget of " + budget.maxMillis() + " ms reached";
              break;
            }
            if (n == states.length) {
              int grown = (int) Math.min(cap + 1, (long) states.length * 2);
              long bytes = (long) grown * 30 + tableBytes(index) * 2 + (long) edgeTo.length * 6;
              if (bytes > memoryLimit) {
                stop = "memory limit reached at " + n + " states";
                break;
              }
              states = Arrays.copyOf(states, grown);
              parent = Arrays.copyOf(parent, grown);
              parentMove = Arrays.copyOf(parentMove, grown);
              depth = Arrays.copyOf(depth, grown);
              edgeStart = Arrays.copyOf(edgeStart, grown + 1);
            }
            id = n++;
            states[id] = t;
            parent[id] = cur;
            parentMove[id] = (byte) m;
            depth[id] = depth[cur] + 1;
          }
          // Every transition is kept; for a duplicate it makes cur a secondary parent of id.
          if (edges == edgeTo.length) {
            int grown = (int) Math.min(Integer.MAX_VALUE - 8L, (long) edgeTo.length * 2);
            if (grown == edges || (long) grown * 6 + (long) states.length * 30 + tableBytes(index) > memoryLimit) {
              stop = "memory limit reached at " + n + " states";
              break;
            }
            edgeTo = Arrays.copyOf(edgeTo, grown);
            edgeMove = Arrays.copyOf(edgeMove, grown);
            edgeTags = Arrays.copyOf(edgeTags, grown);
          }
          edgeTo[edges] = id;
          edgeMove[edges] = (byte) m;
          edgeTags[edges] = (byte) game.tags(s, m, t);
          edges++;
        }
      }
      if (stop == null) {
        edgeStart[n] = edges;
      }
    } catch (OutOfMemoryError e) {
      // A last resort: the arrays above are dropped with this frame, so the JVM recovers.
      stop = "out of memory at " + n + " states";
    }
    double millis = (System.nanoTime() - t0) / 1e6;
    if (stop != null) {
      return StateGraph.tooLarge(game, n, stop, millis);
    }
    return new StateGraph(game, n, Arrays.copyOf(states, n), Arrays.copyOf(parent, n),
        Arrays.copyOf(parentMove, n), Arrays.copyOf(depth, n), Arrays.copyOf(edgeStart, n + 1),
        Arrays.copyOf(edgeTo, edges), Arrays.copyOf(edgeMove, edges), Arrays.copyOf(edgeTags, edges),
        index, millis);
  }

  /** About the bytes the dictionary holds: a long key and an int value per slot. */
  private static long tableBytes(Long2IntOpenHashMap index) {
    return 12L * HashCommon.arraySize(index.size(), Long2IntOpenHashMap.DEFAULT_LOAD_FACTOR);
  }

  /** Explores the graph and summarizes it: counts, dead ends, the shortest solutions of any kind. */
  public Analysis analyze(PackedStateSpace game) {
    return explore(game).analysis();
  }

  /**
   * Explores the graph and summarizes it, with the shortest solutions of each of the game's {@code
   * classes} (see {@link StateGraph#analysis(List)}).
   */
  public Analysis analyze(PackedStateSpace game, List<SolutionClass> classes) {
    return explore(game).analysis(classes);
  }
}
