package org.levellab.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.Test;
import org.levellab.game.ChanceOutcome;
import org.levellab.game.Game;
import org.levellab.game.IllegalActionException;
import org.levellab.game.Observation;
import org.levellab.game.Replay;
import org.levellab.game.State;
import org.levellab.game.StateKey;

/**
 * {@link GameSolver} against plain exhaustive search (every simple path, no table, no cut) on
 * thousands of small seeded graph games with cycles, self-loops, dead ends and sound cuts; and the
 * same comparison catching a wrong cut and a wrong key, so that it is known to be able to fail.
 */
class GameSolverTest {

  /**
   * A toy game on a directed graph: the position is a node, action {@code i} follows the node's
   * {@code i}-th edge; a winning node ends the game won, a node without edges ends it lost. The game
   * may declare nodes dead ends ({@code cut}), key nodes through {@code keys} (two nodes with one key
   * are merged), write keys over {@code keyWords} words (1, 2 for 128 bits, 3 or more for wider
   * keys), have no keys at all, or make one node a chance node.
   */
  record GraphGame(int[][] edges, boolean[] win, boolean[] cut, int[] keys, int keyWords, boolean keyless,
      int chanceNode) implements Game<GraphState> {
    static GraphGame of(int[][] edges, boolean[] win, boolean[] cut) {
      int[] keys = new int[edges.length];
      Arrays.setAll(keys, i -> i);
      return new GraphGame(edges, win, cut, keys, 1, false, -1);
    }

    @Override
    public String name() {
      return "graph";
    }

    @Override
    public String rules() {
      return "";
    }

    @Override
    public int maxActions() {
      return Arrays.stream(edges).mapToInt(e -> e.length).max().orElse(0) + 1;
    }

    @Override
    public GraphState newInitialState(long seed) {
      return new GraphState(this, 0);
    }

    @Override
    public GraphState parseLevel(String text, String source) {
      return new GraphState(this, 0);
    }

    /** Nodes from which some path reaches a winning node. */
    boolean[] winnableNodes() {
      boolean[] can = win.clone();
      for (boolean changed = true; changed; ) {
        changed = false;
        for (int v = 0; v < edges.length; v++) {
          for (int w : edges[v]) {
            if (!can[v] && !win[v] && can[w]) {
              can[v] = true;
              changed = true;
            }
          }
        }
      }
      return can;
    }
  }

  static final class GraphState implements State {
    private final GraphGame g;
    private int node;

    GraphState(GraphGame g, int node) {
      this.g = g;
      this.node = node;
    }

    @Override
    public GraphGame game() {
      return g;
    }

    @Override
    public boolean isTerminal() {
      return g.win[node] || g.edges[node].length == 0;
    }

    @Override
    public boolean isChanceNode() {
      return node == g.chanceNode;
    }

    @Override
    public boolean isWon() {
      return g.win[node];
    }

    @Override
    public double score() {
      return 0;
    }

    @Override
    public int legalActions(int[] buffer) {
      if (isTerminal()) {
        return 0;
      }
      for (int i = 0; i < g.edges[node].length; i++) {
        buffer[i] = i;
      }
      return g.edges[node].length;
    }

    @Override
    public void apply(int action) {
      String why = whyIllegal(action);
      if (why != null) {
        throw new IllegalActionException(actionToString(action), why);
      }
      node = g.edges[node][action];
    }

    @Override
    public List<ChanceOutcome> chanceOutcomes() {
      return List.of();
    }

    @Override
    public boolean isDeadEnd() {
      return g.cut[node];
    }

    @Override
    public String actionToString(int action) {
      return "e" + action;
    }

    @Override
    public int parseAction(String notation) {
      return Integer.parseInt(notation.substring(1));
    }

    @Override
    public Observation observation() {
      return Observation.of("node " + node);
    }

    @Override
    public GraphState copy() {
      return new GraphState(g, node);
    }

    @Override
    public StateKey key() {
      if (g.keyless) {
        throw new UnsupportedOperationException("graph nodes are not keyed");
      }
      if (g.keyWords == 1) {
        return StateKey.of(g.keys[node]);
      }
      // the node in the lowest word, a 1 in the highest: the key really is that wide
      long[] words = new long[g.keyWords];
      words[0] = g.keys[node];
      words[g.keyWords - 1] |= 1;
      return g.keyWords == 2 ? new StateKey(words[1], words[0]) : StateKey.ofWords(words);
    }

    @Override
    public String levelText() {
      return "";
    }
  }

  /** A seeded graph of 1..9 nodes, 0..3 edges each (self-loops and cycles allowed), a sound random cut. */
  static GraphGame randomGame(long seed) {
    SplittableRandom rng = new SplittableRandom(seed);
    int n = 1 + rng.nextInt(9);
    int[][] edges = new int[n][];
    boolean[] win = new boolean[n];
    for (int v = 0; v < n; v++) {
      win[v] = v > 0 && rng.nextInt(6) == 0;
      edges[v] = win[v] ? new int[0] : rng.ints(rng.nextInt(4), 0, n).toArray();
    }
    boolean[] can = GraphGame.of(edges, win, new boolean[n]).winnableNodes();
    boolean[] cut = new boolean[n];
    for (int v = 0; v < n; v++) {
      cut[v] = !can[v] && rng.nextBoolean();
    }
    return GraphGame.of(edges, win, cut);
  }

  /** Plain exhaustive search: is there a simple path from the node to a win? No table, no cut. */
  static boolean plainSearch(GraphGame g, int node, boolean[] onPath) {
    if (g.win[node]) {
      return true;
    }
    onPath[node] = true;
    boolean found = false;
    for (int w : g.edges[node]) {
      if (!onPath[w] && plainSearch(g, w, onPath)) {
        found = true;
        break;
      }
    }
    onPath[node] = false;
    return found;
  }

  /** The seeds among {@code count} whose (changed) game the solver answers wrongly; checks every line it gives. */
  static List<Long> wrongAnswers(int count, UnaryOperator<GraphGame> change) {
    List<Long> wrong = new ArrayList<>();
    for (long seed = 0; seed < count; seed++) {
      GraphGame g = change.apply(randomGame(seed));
      boolean truth = plainSearch(g, 0, new boolean[g.edges.length]);
      GameSolver.Solution s = GameSolver.unlimited().solve(g.newInitialState(0));
      if (s.winnable() != Verdict.of(truth)) {
        wrong.add(seed);
      }
      if (s.winnable() == Verdict.TRUE) {
        assertTrue(Replay.moves(g.newInitialState(0), s.moves()).won(), "seed " + seed + ": the line must win");
        assertTrue(Replay.actions(g.newInitialState(0), s.actions().stream().mapToInt(Integer::intValue).toArray())
            .won(), "seed " + seed + ": the ids must win");
        assertEquals(s.moves().size(), s.actions().size());
      } else {
        assertTrue(s.moves().isEmpty() && s.actions().isEmpty(), "no line unless winnable");
      }
      assertTrue(s.nodes() <= g.edges.length, "each position is expanded at most once, seed " + seed);
    }
    return wrong;
  }

  @Test
  void agreesWithPlainExhaustiveSearchOnThousandsOfGraphs() {
    int winnable = 0;
    int cuts = 0;
    for (long seed = 0; seed < 5000; seed++) {
      GraphGame g = randomGame(seed);
      winnable += plainSearch(g, 0, new boolean[g.edges.length]) ? 1 : 0;
      for (boolean c : g.cut) {
        cuts += c ? 1 : 0;
      }
    }
    assertTrue(winnable > 1000 && winnable < 4000, "both answers are well represented: " + winnable + " winnable");
    assertTrue(cuts > 1000, "the games declare dead ends: " + cuts);
    assertEquals(List.of(), wrongAnswers(5000, g -> g));
    assertEquals(List.of(), wrongAnswers(5000, g -> new GraphGame(g.edges, g.win, g.cut, g.keys, 2, false, -1)),
        "128-bit keys give the same answers");
    for (int words : new int[] {3, 5}) {
      assertEquals(List.of(), wrongAnswers(5000, g -> new GraphGame(g.edges, g.win, g.cut, g.keys, words, false, -1)),
          words + "-word keys give the same answers");
    }
  }

  @Test
  void aWrongCutOrAWrongKeyIsCaughtByTheSameComparison() {
    // A cut that also drops a node from which a win can be reached.
    List<Long> badCut = wrongAnswers(3000, g -> {
      boolean[] can = g.winnableNodes();
      boolean[] cut = g.cut.clone();
      for (int v = 1; v < cut.length; v++) {
        if (can[v] && !g.win[v]) {
          cut[v] = true;
          break;
        }
      }
      return new GraphGame(g.edges, g.win, cut, g.keys, 1, false, -1);
    });
    assertFalse(badCut.isEmpty(), "an unsound cut must give wrong answers");
    // A key that merges nodes with different futures (odd and even nodes).
    List<Long> badKey = wrongAnswers(3000, g -> {
      int[] keys = new int[g.edges.length];
      Arrays.setAll(keys, i -> i % 2);
      return new GraphGame(g.edges, g.win, g.cut, keys, 1, false, -1);
    });
    assertFalse(badKey.isEmpty(), "a key that merges different positions must give wrong answers");
    List<Long> badWideKey = wrongAnswers(3000, g -> {
      int[] keys = new int[g.edges.length];
      Arrays.setAll(keys, i -> i % 2);
      return new GraphGame(g.edges, g.win, g.cut, keys, 4, false, -1);
    });
    assertEquals(badKey, badWideKey, "the same merge written in wide keys gives the same wrong answers");
  }

  @Test
  void aSmallBudgetAnswersUnknownOrTheTruthAndSaysHowFarItWent() {
    int unknown = 0;
    for (long seed = 0; seed < 3000; seed++) {
      GraphGame g = randomGame(seed);
      boolean truth = plainSearch(g, 0, new boolean[g.edges.length]);
      long budget = 1 + seed % 3;
      GameSolver.Solution s = GameSolver.withBudget(Budget.nodes(budget)).solve(g.newInitialState(0));
      if (s.winnable() == Verdict.UNKNOWN) {
        unknown++;
        assertEquals(budget, s.nodes(), "an unknown answer spent the whole budget");
      } else {
        assertEquals(Verdict.of(truth), s.winnable(), "seed " + seed);
        assertTrue(s.nodes() <= budget);
      }
    }
    assertTrue(unknown > 100, "small budgets run out on some graphs: " + unknown);
  }

  @Test
  void edgeCases() {
    boolean[] none = new boolean[3];
    // A start that is already won, and one the game proves dead.
    GraphGame won = GraphGame.of(new int[][] {{}, {}, {}}, new boolean[] {true, false, false}, none);
    GameSolver.Solution w = GameSolver.unlimited().solve(won.newInitialState(0));
    assertEquals(Verdict.TRUE, w.winnable());
    assertEquals(List.of(), w.moves());
    GraphGame dead = GraphGame.of(new int[][] {{1}, {2}, {0}}, new boolean[3], new boolean[] {true, false, false});
    assertEquals(Verdict.FALSE, GameSolver.unlimited().solve(dead.newInitialState(0)).winnable());
    // A pure cycle without a win ends.
    GraphGame cycle = GraphGame.of(new int[][] {{1, 0}, {2}, {0, 1}}, new boolean[3], none);
    GameSolver.Solution c = GameSolver.unlimited().solve(cycle.newInitialState(0));
    assertEquals(Verdict.FALSE, c.winnable());
    assertEquals(3, c.nodes());
    // A chance node and a game without keys are refused with a reason.
    GraphGame chance = new GraphGame(new int[][] {{1}, {2}, {}}, new boolean[] {false, false, true}, none,
        new int[] {0, 1, 2}, 1, false, 1);
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> GameSolver.unlimited().solve(chance.newInitialState(0)));
    assertEquals("the game-independent solver needs a game without chance (a dealt deal or a puzzle), but graph"
        + " reaches a chance node after 1 moves", e.getMessage());
    GraphGame keyless = new GraphGame(new int[][] {{1}, {2}, {}}, new boolean[] {false, false, true}, none,
        new int[] {0, 1, 2}, 1, true, -1);
    e = assertThrows(IllegalArgumentException.class, () -> GameSolver.unlimited().solve(keyless.newInitialState(0)));
    assertTrue(e.getMessage().startsWith("the game-independent solver needs positions with a key"), e.getMessage());
    // Chance and no keys (match-3): refused for its chance.
    GraphGame both = new GraphGame(new int[][] {{1}, {2}, {}}, new boolean[] {false, false, true}, none,
        new int[] {0, 1, 2}, 1, true, 1);
    e = assertThrows(IllegalArgumentException.class, () -> GameSolver.unlimited().solve(both.newInitialState(0)));
    assertTrue(e.getMessage().startsWith("the game-independent solver needs a game without chance"), e.getMessage());
  }
}
