package org.levellab.match3.agents;

import it.unimi.dsi.fastutil.ints.Int2ObjectOpenHashMap;
import java.util.random.RandomGenerator;
import org.levellab.game.ChancePolicy;
import org.levellab.match3.GemGemState;

/**
 * Open-loop UCT over sampled refills, on the common API: the tree's nodes are sequences of swaps, not
 * boards. Each iteration copies the state, and every refill on its way is drawn afresh from the
 * agent's stream ({@link ChancePolicy#sampled()}), so one node stands for every board its swaps can
 * lead to, weighted by how likely the refills are (open-loop MCTS, as in Perez Liebana et al. 2015;
 * chance nodes are sampled per iteration, never stored). Because the boards under a node differ from
 * one iteration to the next, a swap is scored only when it is legal on the board at hand: the
 * selection uses UCB1 with availability counts (as in ISMCTS), {@code Q + C sqrt(ln avail / n)}.
 *
 * <p>An iteration selects down the tree, adds one node, then plays {@code horizon} uniformly random
 * swaps. Its value is the share of the points still needed that the iteration gained, capped at 1
 * (1 when it reaches the target; a board with no swap left ends it with what it had). The agent plays
 * the most visited swap of the root (the first in the state's order on a tie).
 */
final class OpenLoopMcts implements org.levellab.game.Agent<GemGemState> {
  static final int ITERATIONS = 200;
  static final double C = 0.5;
  static final int HORIZON = 2;

  private static final ChancePolicy<GemGemState> REFILLS = ChancePolicy.sampled();

  private final int iterations;
  private final double c;
  private final int horizon;
  private int[][] buffers = new int[0][];
  private Node[] path = new Node[0];

  OpenLoopMcts(int iterations, double c, int horizon) {
    this.iterations = iterations;
    this.c = c;
    this.horizon = horizon;
  }

  /** The statistics of one swap sequence. */
  private static final class Node {
    final Int2ObjectOpenHashMap<Node> children = new Int2ObjectOpenHashMap<>();
    int visits;
    int available;
    double value;
  }

  @Override
  public int act(GemGemState state, RandomGenerator rng) {
    int[] legal = state.legalActions();
    if (legal.length == 0) {
      throw new IllegalStateException("no legal action: the game is over");
    }
    if (legal.length == 1) {
      return legal[0];
    }
    int max = state.game().maxActions();
    double need = Math.max(1, state.pointsToTarget());
    int base = state.points();
    Node root = new Node();
    for (int it = 0; it < iterations; it++) {
      GemGemState s = state.copy();
      Node node = root;
      int depth = 0;
      push(0, root);
      boolean expanded = false;
      while (!s.isTerminal() && !expanded) {
        int[] buf = buffer(depth, max);
        int k = s.legalActions(buf);
        int chosen = -1;
        double bestScore = Double.NEGATIVE_INFINITY;
        for (int i = 0; i < k; i++) {
          Node child = node.children.get(buf[i]);
          if (child == null) {
            child = new Node();
            node.children.put(buf[i], child);
          }
          child.available++;
          double score = child.visits == 0 ? Double.POSITIVE_INFINITY
              : child.value / child.visits + c * Math.sqrt(Math.log(child.available) / child.visits);
          if (score > bestScore) {
            bestScore = score;
            chosen = buf[i];
          }
        }
        Node child = node.children.get(chosen);
        expanded = child.visits == 0;
        s.apply(chosen);
        REFILLS.settle(s, rng);
        node = child;
        push(++depth, node);
      }
      for (int h = 0; h < horizon && !s.isTerminal(); h++) {
        int[] buf = buffer(depth + 1, max);
        int k = s.legalActions(buf);
        s.apply(buf[rng.nextInt(k)]);
        REFILLS.settle(s, rng);
      }
      double value = Math.min(1, (s.points() - base) / need);
      for (int d = 0; d <= depth; d++) {
        path[d].visits++;
        path[d].value += value;
      }
    }
    int best = legal[0];
    int most = -1;
    for (int a : legal) {
      Node child = root.children.get(a);
      int v = child == null ? 0 : child.visits;
      if (v > most) {
        most = v;
        best = a;
      }
    }
    return best;
  }

  private void push(int depth, Node node) {
    if (path.length <= depth) {
      path = java.util.Arrays.copyOf(path, Math.max(16, 2 * depth + 2));
    }
    path[depth] = node;
  }

  private int[] buffer(int depth, int max) {
    if (buffers.length <= depth) {
      buffers = java.util.Arrays.copyOf(buffers, Math.max(16, 2 * depth + 2));
    }
    if (buffers[depth] == null || buffers[depth].length < max) {
      buffers[depth] = new int[max];
    }
    return buffers[depth];
  }

  @Override
  public String label() {
    return "MCTS " + iterations + " it";
  }
}
