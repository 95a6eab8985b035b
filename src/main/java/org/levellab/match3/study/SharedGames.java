package org.levellab.match3.study;

import java.util.List;
import java.util.Objects;
import java.util.SplittableRandom;
import java.util.random.RandomGenerator;
import org.levellab.match3.Board;
import org.levellab.match3.GemGem;
import org.levellab.match3.Match3;
import org.levellab.match3.agents.AgentSpec;
import org.levellab.match3.agents.SharedLookahead;
import org.levellab.match3.agents.Weights;

/**
 * Many weight vectors of one HGS or L-BFS agent playing the same seeded game at once. Vectors that
 * have played the same swaps so far stand on the same board with the same refills to come, so they
 * share one look-ahead ({@link SharedLookahead}) and split only where their choices differ: the
 * games form a trie of swap prefixes, walked depth first. Each vector keeps its own agent stream,
 * so every vector plays exactly the game {@link Match3Game#play} plays for it alone: the same swaps,
 * scores and game overs (the only difference: time per swap is not measured, {@code NaN}).
 */
public final class SharedGames {
  /**
   * One game for every vector.
   *
   * @param results per vector, in the vectors' order
   * @param swaps per vector, its swap codes in play order, or null if not recorded
   * @param positions boards searched (trie nodes): the work, against {@code vectors x swaps} alone
   */
  public record Played(GameResult[] results, int[][] swaps, long positions) {}

  private final Match3 game;
  private final List<Weights> vectors;
  private final int target;
  private final int index;
  private final boolean record;
  private final SharedLookahead search;
  private final SplittableRandom[] own;
  private final GameResult[] results;
  private final int[][] swaps;
  private final int[] path = new int[1024];
  private final Tape tape;
  private long positions;

  private SharedGames(Match3 game, AgentSpec agent, List<Weights> vectors, int target, long seed,
      int index, boolean record) {
    this.game = game;
    this.vectors = vectors;
    this.target = target;
    this.index = index;
    this.record = record;
    this.search = new SharedLookahead(agent, vectors);
    this.own = new SplittableRandom[vectors.size()];
    for (int v = 0; v < own.length; v++) {
      own[v] = Match3Game.agentStream(seed, index);
    }
    this.results = new GameResult[vectors.size()];
    this.swaps = record ? new int[vectors.size()][] : null;
    this.tape = new Tape(Match3Game.refills(seed, index), game.gems());
  }

  /**
   * Plays game {@code index} of {@code seed} with {@code agent}'s kind and U under every weight
   * vector; {@code record} keeps each vector's swaps.
   */
  public static Played play(Match3 game, AgentSpec agent, List<Weights> vectors, int target, long seed,
      int index, boolean record) {
    Objects.requireNonNull(game, "game");
    Objects.requireNonNull(vectors, "weight vectors");
    GemGem.checkTarget(target);
    SharedGames g = new SharedGames(game, agent, vectors, target, seed, index, record);
    int[] all = new int[vectors.size()];
    for (int v = 0; v < all.length; v++) {
      all[v] = v;
    }
    if (all.length > 0) {
      g.node(Match3Game.initialBoard(game, seed, index), 0, 0, 0, all);
    }
    return new Played(g.results, g.swaps, g.positions);
  }

  /** The vectors in {@code members} stand on {@code board} after {@code played} swaps. */
  private void node(Board board, int tapeAt, int score, int played, int[] members) {
    boolean over = false;
    if (score < target) {
      over = board.isGameOver();
      if (!over) {
        split(board, tapeAt, score, played, members);
        return;
      }
    }
    for (int v : members) {
      results[v] = new GameResult(index, played, !over, over, score, Double.NaN);
      if (record) {
        swaps[v] = java.util.Arrays.copyOf(path, played);
      }
    }
  }

  private void split(Board board, int tapeAt, int score, int played, int[] members) {
    positions++;
    search.search(board);
    int[] choice = new int[members.length];
    int[] perSwap = new int[board.swapCodeLimit()];
    for (int i = 0; i < members.length; i++) {
      int v = members[i];
      choice[i] = search.choose(vectors.get(v), own[v]);
      perSwap[choice[i]]++;
    }
    // Children in swap-code order; the order changes nothing but the walk's.
    for (int s = 0; s < perSwap.length; s++) {
      if (perSwap[s] == 0) {
        continue;
      }
      int[] sub = new int[perSwap[s]];
      int m = 0;
      for (int i = 0; i < members.length; i++) {
        if (choice[i] == s) {
          sub[m++] = members[i];
        }
      }
      Board child = board.copy();
      Tape.Cursor refills = tape.at(tapeAt);
      int points = child.play(s, refills);
      if (played >= path.length) {
        throw new IllegalStateException("game " + index + " longer than " + path.length + " swaps");
      }
      path[played] = s;
      node(child, refills.position, score + points, played + 1, sub);
    }
  }

  /**
   * The game's refill draws, drawn once from its stream in order and replayed from any position:
   * every branch of the trie sees the draws the game would have given it.
   */
  private static final class Tape {
    private final SplittableRandom source;
    private final int gems;
    private int[] draws = new int[4096];
    private int size;

    Tape(SplittableRandom source, int gems) {
      this.source = source;
      this.gems = gems;
    }

    Cursor at(int position) {
      return new Cursor(position);
    }

    private int draw(int i) {
      while (i >= size) {
        if (size == draws.length) {
          draws = java.util.Arrays.copyOf(draws, size * 2);
        }
        draws[size++] = source.nextInt(gems);
      }
      return draws[i];
    }

    /** A reader of the tape; only {@code nextInt(g)}, the refill's one call, is supported. */
    final class Cursor implements RandomGenerator {
      int position;

      Cursor(int position) {
        this.position = position;
      }

      @Override
      public int nextInt(int bound) {
        if (bound != gems) {
          throw new IllegalStateException("refills draw nextInt(" + gems + "), not nextInt(" + bound + ")");
        }
        return draw(position++);
      }

      @Override
      public long nextLong() {
        throw new UnsupportedOperationException("the refill tape replays nextInt(g) draws only");
      }
    }
  }
}
