package org.levellab.match3.agents;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.levellab.match3.Board;
import org.levellab.match3.Match3;
import org.levellab.match3.ReferenceBoard;
import org.levellab.match3.study.Match3Game;

/** Agents against brute force on the reference board, and the rules they must keep. */
class AgentTest {

  /** Boards met in real play (SGS games), so the agents see realistic positions. */
  private static List<Board> positions(Match3 game, int count, long seed) {
    List<Board> out = new ArrayList<>();
    SplittableRandom rng = new SplittableRandom(seed);
    int[] buf = new int[2 * game.cells()];
    while (out.size() < count) {
      Board b = game.newBoard(rng);
      for (int step = 0; step < 8 && out.size() < count; step++) {
        int k = b.legalSwaps(buf);
        if (k == 0) {
          break;
        }
        out.add(b.copy());
        b.play(buf[rng.nextInt(k)], rng);
      }
    }
    return out;
  }

  /** A leaf of the naive L-BFS: what its value is made of, under which first swap it lies. */
  private record Leaf(int first, int d, int len, int pairs, int moves, int depthSum, int touching) {}

  /**
   * The leaves of a naive L-BFS on the reference board (breadth first): boards past the limit or
   * without a valid swap. Which boards are leaves depends on the limit only, never on the weights, so
   * one expansion serves every weight vector (the expansion is the brute force's whole cost).
   */
  private static List<Leaf> referenceLeaves(ReferenceBoard root, double limit, List<Integer> firsts) {
    record Node(ReferenceBoard b, int first, int d, int depthSum, int len) {}
    int n = root.s * root.s;
    List<Leaf> leaves = new ArrayList<>();
    List<Node> frontier = new ArrayList<>();
    for (int i = 0; i < firsts.size(); i++) {
      ReferenceBoard c = root.copy();
      int pts = c.playKnown(firsts.get(i));
      frontier.add(new Node(c, i, pts, depthOf(firsts.get(i), root.s), 1));
    }
    while (!frontier.isEmpty()) {
      List<Node> next = new ArrayList<>();
      for (Node node : frontier) {
        List<Integer> moves = node.b.validSwaps();
        if ((double) node.d / n > limit || moves.isEmpty()) {
          leaves.add(new Leaf(node.first, node.d, node.len, node.b.pairs(), moves.size(), node.depthSum,
              node.b.touching()));
          continue;
        }
        for (int m : moves) {
          ReferenceBoard c = node.b.copy();
          int pts = c.playKnown(m);
          next.add(new Node(c, node.first, node.d + pts, node.depthSum + depthOf(m, root.s), node.len + 1));
        }
      }
      frontier = next;
    }
    return leaves;
  }

  /** The naive L-BFS's value of each first swap: its best leaf under {@code w}. */
  private static double[] referenceLbfs(List<Leaf> leaves, Weights w, int firsts) {
    double[] best = new double[firsts];
    java.util.Arrays.fill(best, Double.NEGATIVE_INFINITY);
    for (Leaf leaf : leaves) {
      double v = w.score() * leaf.d() / leaf.len() + w.pairs() * leaf.pairs()
          + w.moves() * leaf.moves() + w.depth() * leaf.depthSum() / leaf.len()
          + w.touching() * leaf.touching();
      best[leaf.first()] = Math.max(best[leaf.first()], v);
    }
    return best;
  }

  /** A naive L-BFS on the reference board: best leaf value under each first swap (breadth first). */
  private static double[] referenceLbfs(ReferenceBoard root, Weights w, double limit, List<Integer> firsts) {
    return referenceLbfs(referenceLeaves(root, limit, firsts), w, firsts.size());
  }

  private static int depthOf(int code, int s) {
    return (code / 2) / s + 1 + code % 2;
  }

  private static void assertChoosesABest(double[] values, List<Integer> swaps, int chosen, String what) {
    double max = java.util.Arrays.stream(values).max().getAsDouble();
    int i = swaps.indexOf(chosen);
    assertTrue(i >= 0, what + ": chose a swap that is not valid: " + chosen);
    assertEquals(max, values[i], 1e-9, what + ": chose a swap whose value is not the best");
  }

  @Test
  void lbfsPicksAFirstSwapOfTheBestLeafAsBruteForceFindsIt() {
    Match3 game = new Match3(6, 4);
    Weights[] ws = {Weights.SCORE, Weights.parse("1,1,0,1,1"), Weights.parse("0,0,1,0,0"),
        Weights.parse("0.4,1.8,0,0.2,1.2"), Weights.parse("0,0,0,0,1")};
    SplittableRandom rng = new SplittableRandom(5);
    int checked = 0;
    for (Board b : positions(game, 40, 11)) {
      ReferenceBoard ref = ReferenceBoard.from(b);
      List<Integer> firsts = ref.validSwaps();
      // The same weights and limits, in the same order (the agents' tie-breaks draw from rng), with
      // each limit's brute-force tree grown once for all five weight vectors.
      List<List<Leaf>> leaves = List.of(referenceLeaves(ref, 0.1, firsts), referenceLeaves(ref, 0.2, firsts));
      for (Weights w : ws) {
        for (int ui = 0; ui < 2; ui++) {
          double u = ui == 0 ? 0.1 : 0.2;
          int chosen = AgentSpec.lbfs(w, u).create().choose(b, 250, rng);
          assertChoosesABest(referenceLbfs(leaves.get(ui), w, firsts.size()), firsts, chosen, "L-BFS " + w + " U=" + u);
          checked++;
        }
      }
    }
    assertEquals(400, checked);
  }

  @Test
  void hgsIsLbfsCutAfterOneSwapAndSgsMaximisesTheDirectScore() {
    Match3 game = new Match3(7, 5);
    for (Board b : positions(game, 200, 3)) {
      ReferenceBoard ref = ReferenceBoard.from(b);
      List<Integer> firsts = ref.validSwaps();
      Weights w = Weights.parse("1,0.6,0.2,1,0.4");
      int hgs = AgentSpec.hgs(w).create().choose(b, 250, new SplittableRandom(1));
      // With U = 0 every swap's board is already past the limit: the one-swap look-ahead of HGS.
      assertChoosesABest(referenceLbfs(ref, w, 0.0, firsts), firsts, hgs, "HGS");
      assertEquals(hgs, AgentSpec.lbfs(w, 0.0).create().choose(b, 250, new SplittableRandom(1)),
          "L-BFS with U = 0 is HGS, tie-breaks included");
      double[] direct = firsts.stream().mapToDouble(ref::directScore).toArray();
      assertChoosesABest(direct, firsts, AgentSpec.sgs().create().choose(b, 250, new SplittableRandom(2)), "SGS");
    }
  }

  @Test
  void tiesAreBrokenAtRandomAmongTheBestOnly() {
    // All-zero weights: every valid swap ties, so over many draws HGS plays each of them.
    Board b = positions(new Match3(6, 4), 1, 8).get(0);
    List<Integer> valid = ReferenceBoard.from(b).validSwaps();
    java.util.Set<Integer> seen = new java.util.HashSet<>();
    Agent a = AgentSpec.hgs(Weights.of(0, 0, 0, 0, 0)).create();
    SplittableRandom rng = new SplittableRandom(4);
    for (int i = 0; i < 400; i++) {
      seen.add(a.choose(b, 250, rng));
    }
    assertEquals(new java.util.HashSet<>(valid), seen);
  }

  @Test
  void noAgentEverPlaysAnInvalidSwap() {
    AgentSpec[] specs = {AgentSpec.sgs(), AgentSpec.hgs(Weights.parse("1,1,1,1,1")),
        AgentSpec.lbfs(Weights.parse("1,0,0,1,0")), AgentSpec.monteCarlo(4, 1)};
    int swaps = 0;
    for (AgentSpec spec : specs) {
      // L-BFS on 8x8 boards with 4 gems searches millions of nodes per swap: sizes up to 6 for it.
      int maxSize = spec.kind() == AgentSpec.Kind.LBFS ? 6 : 8;
      for (int s = 4; s <= maxSize; s += 2) {
        for (int g = 4; g <= 7; g += 3) {
          Match3 game = new Match3(s, g);
          for (int i = 0; i < 4; i++) {
            Board b = Match3Game.initialBoard(game, 9, i);
            SplittableRandom refills = Match3Game.refills(9, i);
            SplittableRandom own = Match3Game.agentStream(9, i);
            Agent agent = spec.create();
            for (int step = 0; step < 40 && !b.isGameOver(); step++) {
              Board before = b.copy();
              int chosen = agent.choose(b, 250, own);
              assertEquals(before, b, "the agent must not change the board it is shown");
              assertTrue(ReferenceBoard.from(b).valid(chosen), spec.label() + " played an invalid swap");
              b.play(chosen, refills);
              assertTrue(b.isFull() && b.isStable());
              swaps++;
            }
          }
        }
      }
    }
    assertTrue(swaps > 500, "played " + swaps);
  }
}
