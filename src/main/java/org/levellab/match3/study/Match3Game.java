package org.levellab.match3.study;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.SplittableRandom;
import org.levellab.match3.Board;
import org.levellab.match3.BoardText;
import org.levellab.match3.GemGem;
import org.levellab.match3.Match3;
import org.levellab.match3.Match3Streams;
import org.levellab.match3.Swap;
import org.levellab.match3.agents.Agent;
import org.levellab.match3.agents.AgentSpec;

/**
 * Plays seeded games on the fast {@link Board}. Game {@code i} of a run seeded {@code seed} takes its
 * initial board, its refill stream and its agent's stream from {@code (seed, i)} alone ({@link
 * Match3Streams}), so every agent meets the same initial board and the same sequence of refill draws
 * in game {@code i}, and results do not depend on threads. The same game played through the common
 * API ({@link org.levellab.match3.GemGemState}, with these refills as its chance outcomes) gives the
 * same swaps, boards and scores.
 */
public final class Match3Game {
  private Match3Game() {}

  /** One swap of a traced game: the swap, the points its cascade scored, the score and board after. */
  public record Step(int swap, Swap move, int points, int score, String boardAfter) {}

  /** A traced game: the initial board, every step, and the result. */
  public record Trace(String initialBoard, List<Step> steps, GameResult result) {}

  /** The initial board of game {@code index} (see {@link Match3Streams}). */
  public static Board initialBoard(Match3 game, long seed, int index) {
    return initialBoard(game, seed, index, Match3.Start.NO_LINES);
  }

  /** The initial board of game {@code index} drawn by another construction, from the same stream. */
  public static Board initialBoard(Match3 game, long seed, int index, Match3.Start start) {
    return game.newBoard(Match3Streams.board(seed, index), start);
  }

  /** The refill stream of game {@code index}. */
  public static SplittableRandom refills(long seed, int index) {
    return Match3Streams.refills(seed, index);
  }

  /** The agent's own stream in game {@code index}. */
  public static SplittableRandom agentStream(long seed, int index) {
    return Match3Streams.agent(seed, index);
  }

  /** Plays game {@code index} with a new agent until the score reaches {@code target} or game over. */
  public static GameResult play(Match3 game, AgentSpec agent, int target, long seed, int index) {
    return run(game, agent.create(), target, seed, index, null, Match3.Start.NO_LINES);
  }

  /** Plays game {@code index} from an initial board drawn by {@code start}; refills as always. */
  public static GameResult play(Match3 game, AgentSpec agent, int target, long seed, int index,
      Match3.Start start) {
    return run(game, agent.create(), target, seed, index, null, start);
  }

  /** Plays game {@code index} with the given agent (reusing its buffers). */
  public static GameResult play(Match3 game, Agent agent, int target, long seed, int index) {
    return run(game, agent, target, seed, index, null, Match3.Start.NO_LINES);
  }

  /** Plays game {@code index} and records every step. */
  public static Trace trace(Match3 game, AgentSpec agent, int target, long seed, int index) {
    List<Step> steps = new ArrayList<>();
    String initial = BoardText.format(initialBoard(game, seed, index));
    GameResult r = run(game, agent.create(), target, seed, index, steps, Match3.Start.NO_LINES);
    return new Trace(initial, List.copyOf(steps), r);
  }

  private static GameResult run(Match3 game, Agent agent, int target, long seed, int index,
      List<Step> steps, Match3.Start start) {
    Objects.requireNonNull(game, "game");
    Objects.requireNonNull(agent, "agent");
    GemGem.checkTarget(target);
    Board board = initialBoard(game, seed, index, start);
    SplittableRandom refills = refills(seed, index);
    SplittableRandom own = agentStream(seed, index);
    int score = 0;
    int swaps = 0;
    long nanos = 0;
    boolean over = false;
    while (score < target) {
      if (board.isGameOver()) {
        over = true;
        break;
      }
      long t0 = System.nanoTime();
      int s = agent.choose(board, target - score, own);
      nanos += System.nanoTime() - t0;
      // play() re-checks validity, so an agent can never slip an invalid swap through.
      int points = board.play(s, refills);
      score += points;
      swaps++;
      if (steps != null) {
        steps.add(new Step(s, Swap.of(s, game.size()), points, score, BoardText.format(board)));
      }
    }
    double micros = swaps == 0 ? 0 : nanos / 1e3 / swaps;
    return new GameResult(index, swaps, !over, over, score, micros);
  }
}
