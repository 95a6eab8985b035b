package org.levellab.tripeaks.agents;

import java.util.Arrays;
import java.util.random.RandomGenerator;
import org.levellab.tripeaks.Level;
import org.levellab.tripeaks.Move;
import org.levellab.tripeaks.TriPeaksObservation;
import org.levellab.tripeaks.solve.PackedPosition;

/**
 * Single-observer information-set Monte Carlo tree search (SO-ISMCTS; Cowling, Powley and Whitehouse,
 * "Information Set Monte Carlo Tree Search", IEEE TCIAIG 2012), deciding from what a player sees
 * alone. The tree's nodes are the player's move sequences from the current information set; each of
 * the {@code iterations} iterations:
 * <ol>
 *   <li>draws one completion of the hidden cards consistent with the observation ({@link
 *       Determinizer}: the determinization);
 *   <li>descends the tree using only the moves legal in that determinization: while every such move
 *       has a child, picks the child maximising {@code mean + c * sqrt(ln(availability) / visits)},
 *       where a child's availability counts the iterations in which its move was legal (the paper's
 *       fix for moves that exist only in some determinizations);
 *   <li>expands one untried legal move (chosen uniformly), then plays the determinization out with
 *       the article's kind of player: a uniform board move when one matches, else a useful swap, a
 *       useful hold move, a draw;
 *   <li>backs up the reward: 1 for a win, else half the share of board cards cleared (so a lost
 *       playout that clears more still counts for something).
 * </ol>
 * It plays the root move visited most (ties: higher mean reward, then the smaller action id). Swaps that
 * change nothing, a swap straight after a swap, and (at the root) a swap back after its own swap
 * ({@link SwapMemory}) are not searched. Keeps its tree and buffers: one per thread.
 */
public final class IsmctsAgent extends SamplingAgent {
  private final int iterations;
  private final double exploration;
  private final int[] treeLegal = new int[Move.CODES];
  private final int[] moves = new int[Move.CODES];
  private final int[] childOf = new int[Move.CODES];
  private final int[] untried = new int[Move.CODES];
  private int[] path = new int[0];

  // the tree: node 0 is the root; children in a linked list
  private int[] action = new int[0];
  private int[] firstChild = new int[0];
  private int[] nextSibling = new int[0];
  private int[] visits = new int[0];
  private int[] availability = new int[0];
  private double[] reward = new double[0];
  private int size;

  /** ISMCTS with {@code iterations} iterations per decision and UCB exploration constant {@code c}. */
  public IsmctsAgent(int iterations, double c) {
    if (iterations < 1) {
      throw new IllegalArgumentException("iterations must be at least 1, was " + iterations);
    }
    if (!(c >= 0) || Double.isInfinite(c)) {
      throw new IllegalArgumentException("exploration constant must be 0 or more, was " + c);
    }
    this.iterations = iterations;
    this.exploration = c;
    grow(iterations + 1);
  }

  private static boolean searchable(PackedPosition p, int move) {
    return !SwapMemory.uselessSwap(p, move) && !(move == Move.CODE_SWAP && p.lastSwap());
  }

  @Override
  int choose(TriPeaksObservation o, PackedPosition p, int c, RandomGenerator rng) {
    size = 1;
    clearNode(0, -1);
    for (int it = 0; it < iterations; it++) {
      determinizer.sample(rng, board, stock);
      p.restore(root);
      p.setCards(board, stock);
      int node = 0;
      int depth = 0;
      path[depth++] = 0;
      while (!p.isOver()) {
        int k = node == 0 ? c : searchableMoves(p);
        int[] moves = node == 0 ? candidates : this.moves;
        if (k == 0) {
          break;
        }
        int u = 0;
        for (int i = 0; i < k; i++) {
          int child = find(node, moves[i]);
          childOf[i] = child;
          if (child < 0) {
            untried[u++] = moves[i];
          } else {
            availability[child]++;
          }
        }
        if (u > 0) {
          int a = untried[u == 1 ? 0 : rng.nextInt(u)];
          node = add(node, a);
          p.apply(a);
          path[depth++] = node;
          break;
        }
        node = select(k);
        p.apply(action[node]);
        path[depth++] = node;
      }
      double r = playOut(p, rng);
      for (int i = 0; i < depth; i++) {
        visits[path[i]]++;
        reward[path[i]] += r;
      }
    }
    int best = -1;
    for (int ch = firstChild[0]; ch >= 0; ch = nextSibling[ch]) {
      if (best < 0 || visits[ch] > visits[best]
          || visits[ch] == visits[best] && reward[ch] > reward[best]
          || visits[ch] == visits[best] && reward[ch] == reward[best] && action[ch] < action[best]) {
        best = ch;
      }
    }
    return action[best];
  }

  /** The legal moves worth searching at {@code p} into {@link #moves}. */
  private int searchableMoves(PackedPosition p) {
    int k = p.legalMoves(treeLegal);
    int c = 0;
    for (int i = 0; i < k; i++) {
      if (searchable(p, treeLegal[i])) {
        moves[c++] = treeLegal[i];
      }
    }
    return c;
  }

  private int select(int k) {
    int best = -1;
    double bestValue = Double.NEGATIVE_INFINITY;
    for (int i = 0; i < k; i++) {
      int ch = childOf[i];
      double v = reward[ch] / visits[ch] + exploration * Math.sqrt(Math.log(availability[ch]) / visits[ch]);
      if (v > bestValue) {
        bestValue = v;
        best = ch;
      }
    }
    return best;
  }

  /** Plays the determinization to its end with the article's kind of player; the reward. */
  private double playOut(PackedPosition p, RandomGenerator rng) {
    int limit = 4 * (p.boardSize() + p.level().stockSize()) + 8;
    for (int steps = 0; steps < limit && !p.isOver(); steps++) {
      long matches = p.openMatching(p.wasteTop());
      int move;
      if (matches != 0) {
        int count = Long.bitCount(matches);
        int pick = count == 1 ? 0 : rng.nextInt(count);
        for (int i = 0; i < pick; i++) {
          matches &= matches - 1;
        }
        move = Long.numberOfTrailingZeros(matches);
      } else {
        move = quietMove(p);
        if (move < 0) {
          break;
        }
      }
      p.apply(move);
    }
    return p.isWon() ? 1 : 0.5 * p.boardCleared() / p.boardSize();
  }

  /** With no board move: a useful swap, a useful hold move, a draw; -1 when none is left. */
  private int quietMove(PackedPosition p) {
    int k = p.legalMoves(treeLegal);
    int best = -1;
    long bestPreference = 50; // a swap or hold move that plays nothing now would only go round in circles
    for (int i = 0; i < k; i++) {
      // no board move is legal here, so the preference reads no board card
      long pref = GreedyAgent.preference(p, treeLegal[i], 0L);
      if (pref > bestPreference) {
        best = treeLegal[i];
        bestPreference = pref;
      }
    }
    return best;
  }

  private int find(int node, int a) {
    for (int ch = firstChild[node]; ch >= 0; ch = nextSibling[ch]) {
      if (action[ch] == a) {
        return ch;
      }
    }
    return -1;
  }

  private int add(int parent, int a) {
    if (size == action.length) {
      grow(2 * size);
    }
    int ch = size++;
    clearNode(ch, a);
    availability[ch] = 1;
    nextSibling[ch] = firstChild[parent];
    firstChild[parent] = ch;
    return ch;
  }

  private void clearNode(int node, int a) {
    action[node] = a;
    firstChild[node] = -1;
    nextSibling[node] = -1;
    visits[node] = 0;
    availability[node] = 0;
    reward[node] = 0;
  }

  private void grow(int capacity) {
    action = Arrays.copyOf(action, capacity);
    firstChild = Arrays.copyOf(firstChild, capacity);
    nextSibling = Arrays.copyOf(nextSibling, capacity);
    visits = Arrays.copyOf(visits, capacity);
    availability = Arrays.copyOf(availability, capacity);
    reward = Arrays.copyOf(reward, capacity);
  }

  @Override
  PackedPosition newPosition(Level level) {
    path = new int[2 * (level.layout().size() + level.stockSize()) + 8];
    return super.newPosition(level);
  }

  @Override
  public String label() {
    return "ismcts (" + iterations + " iterations, c " + exploration + ")";
  }
}
