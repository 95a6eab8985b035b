package org.levellab.bench.baseline;

import java.util.Objects;
import java.util.random.RandomGenerator;
import org.levellab.cards.RankAdjacency;
import org.levellab.game.Agent;
import org.levellab.game.ChancePolicy;
import org.levellab.tripeaks.Move;
import org.levellab.tripeaks.TriPeaksState;
import org.levellab.tripeaks.design.PlayerSettings;

/**
 * A frozen copy of {@code tripeaks.study.PlayerModel} (main at 555e5c8), kept only so that benchmarks and tests
 * compare the player model's games before and after the performance work in the same run (A/B).
 *
 * <p>The article's simulated player: "players are not trying to find the best path, instead, they are
 * playing randomly, in a way that makes sense from a logical perspective", with the hold slot used
 * with probability {@code p_hold}, giving up after a maximum number of iterations.
 *
 * <p>Each iteration (one move) it chooses among the state's legal moves, seeing only what a player
 * sees (open cards, waste top, hold card):
 * <ol>
 *   <li>If board moves are legal (open cards match the waste top), play one of them chosen uniformly:
 *       never draw while a match is open.
 *   <li>Else, if the hold card matches an open card, bring it to the waste top with probability
 *       p_hold: it joins two groups into one chain. On a level whose hold card plays back ({@link
 *       org.levellab.tripeaks.Level#holdPlaysBack()}) it is played back with {@code P} when that is
 *       legal (it matches the waste top), which empties the slot for a later card; else swapped in
 *       with {@code S}.
 *   <li>Else, if {@code H} is legal, set the waste top aside with probability p_hold, keeping it for a
 *       later group it connects to (the card beneath may also match now).
 *   <li>Else draw if {@code D} is legal; with no stock left, bring a matching hold card in (as
 *       above), else set the waste top aside: any sensible player tries the hold slot before losing.
 * </ol>
 * With the hold rule {@code beneath} ({@link PlayerSettings.HoldRule#BENEATH}), steps 2 and 3 read
 * instead: if the held card can be played back ({@code P}: it goes onto the waste top), play it
 * back, emptying the slot; else, if {@code H} is legal and the card beneath the waste top matches an
 * open card, set the waste top aside with probability p_hold.
 * With p_hold = 0 the hold slot is touched only when the stock is empty. Random draws come from the
 * stream passed to {@link #act}: one {@code nextInt} among the board moves, one {@code nextDouble}
 * per hold slot chance taken up.
 *
 * <p>An agent of the common API ({@link org.levellab.game.Play} plays it), and the per-game
 * statistics of the article, counted as it moves: one instance per game, since it keeps a scratch
 * buffer and the counters. {@link #play} is the simulations' fast loop; it makes the same moves from
 * the same stream as a {@code Play}.
 */
public final class BaselinePlayerModel implements Agent<TriPeaksState> {
  private final PlayerSettings settings;
  private int[] legal; // sized for the level at the first move: a simulation makes one player per game
  private int moves;
  private int chains;
  private int chainLength;
  private int matchesInChains;
  private int segments;
  private boolean heldSinceClear;
  private long openSum;

  /** A player for one game with these settings. */
  public BaselinePlayerModel(PlayerSettings settings) {
    this.settings = Objects.requireNonNull(settings, "player settings");
  }

  public PlayerSettings settings() {
    return settings;
  }

  @Override
  public String label() {
    return "player model (hold slot use " + settings.holdProbability() + ", gives up after "
        + settings.maxIterations() + " moves)";
  }

  /**
   * What one game gave. {@code chains}: runs of board cards cleared between draws (a hold move does
   * not break a chain: it exists to continue one); {@code matchesInChains}: cards cleared minus
   * chains; {@code segments}: runs broken by draws or hold moves (the chains a player without the
   * hold slot's help would have made); {@code meanOpenCards}: open cards averaged over the moves.
   */
  public record Game(boolean won, boolean gaveUp, int moves, int chains, int matchesInChains,
      int segments, double meanOpenCards) {
    /** Mean consecutive matches per chain (cards matched in a row after a chain's first), 0 if none. */
    public double consecutiveMatches() {
      return chains == 0 ? 0 : (double) matchesInChains / chains;
    }
  }

  /**
   * The move to make (a decision node that is not over); counts it as made. Legal moves come board
   * moves first, then H, S, P, D ({@link TriPeaksState#legalActions}).
   */
  @Override
  public int act(TriPeaksState state, RandomGenerator rng) {
    if (legal == null) {
      // a decision node lists at most one move per slot, then H, S, P and D
      legal = new int[state.level().layout().size() + Move.NON_BOARD];
    }
    int k = state.legalActions(legal);
    int boardMoves = 0;
    while (boardMoves < k && Move.isBoardCode(legal[boardMoves])) {
      boardMoves++;
    }
    int move;
    if (boardMoves > 0) {
      move = legal[rng.nextInt(boardMoves)];
    } else {
      boolean toHold = false;
      boolean swap = false;
      boolean playBack = false;
      boolean draw = false;
      for (int i = 0; i < k; i++) {
        toHold |= legal[i] == Move.CODE_TO_HOLD;
        swap |= legal[i] == Move.CODE_SWAP;
        playBack |= legal[i] == Move.CODE_PLAY_HOLD;
        draw |= legal[i] == Move.CODE_DRAW;
      }
      // P and S both bring the hold card to the top; P (legal only where the rule allows it) also
      // empties the slot, so it is preferred.
      int join = !(swap || playBack) || !matchesOpen(state, state.holdCard()) ? -1
          : playBack ? Move.CODE_PLAY_HOLD : Move.CODE_SWAP;
      double p = settings.holdProbability();
      boolean beneath = settings.holdRule() == PlayerSettings.HoldRule.BENEATH;
      if (beneath && playBack) {
        move = Move.CODE_PLAY_HOLD;
      } else if (beneath && toHold && matchesOpen(state, state.wasteBeneath()) && rng.nextDouble() < p) {
        move = Move.CODE_TO_HOLD;
      } else if (beneath && draw) {
        move = Move.CODE_DRAW;
      } else if (!beneath && join >= 0 && rng.nextDouble() < p) {
        move = join;
      } else if (!beneath && toHold && rng.nextDouble() < p) {
        move = Move.CODE_TO_HOLD;
      } else if (draw) {
        move = Move.CODE_DRAW;
      } else if (join >= 0) {
        move = join;
      } else if (toHold) {
        move = Move.CODE_TO_HOLD;
      } else {
        throw new IllegalStateException("no move to choose: the game is over or at a chance node: " + state);
      }
    }
    count(state, move);
    return move;
  }

  private void count(TriPeaksState state, int move) {
    moves++;
    openSum += Long.bitCount(state.openMask());
    if (Move.isBoardCode(move)) {
      if (chainLength == 0 || heldSinceClear) {
        segments++;
      }
      heldSinceClear = false;
      chainLength++;
    } else if (move == Move.CODE_DRAW) {
      endChain();
      heldSinceClear = false;
    } else {
      heldSinceClear = true;
    }
  }

  private void endChain() {
    if (chainLength > 0) {
      chains++;
      matchesInChains += chainLength - 1;
    }
    chainLength = 0;
  }

  private static boolean matchesOpen(TriPeaksState state, int rank) {
    RankAdjacency adjacency = state.level().adjacency();
    return (state.openOfRank(adjacency.lower(rank)) | state.openOfRank(adjacency.upper(rank))) != 0;
  }

  /**
   * Plays {@code state} to the end or the iteration limit, resolving each chance node with {@code
   * chance} right after the move that opens it, all from the one stream {@code rng} (as a {@link
   * org.levellab.game.Play} with this agent and chance policy on the same stream does).
   */
  public Game play(TriPeaksState state, ChancePolicy<TriPeaksState> chance, RandomGenerator rng) {
    chance.settle(state, rng);
    while (!state.isTerminal() && moves < settings.maxIterations()) {
      state.apply(act(state, rng));
      chance.settle(state, rng);
    }
    return game(state);
  }


  /** The statistics of the game this player played, ended at {@code last} (over, or given up). */
  public Game game(TriPeaksState last) {
    endChain();
    return new Game(last.isWon(), !last.isTerminal(), moves, chains, matchesInChains, segments,
        moves == 0 ? 0 : (double) openSum / moves);
  }
}
