package org.levellab.tripeaks.study;

import java.util.List;
import java.util.Objects;
import java.util.random.RandomGenerator;
import org.levellab.game.ChancePolicy;
import org.levellab.tripeaks.Move;
import org.levellab.tripeaks.TriPeaksState;
import org.levellab.tripeaks.design.LevelConfig;
import org.levellab.tripeaks.design.LevelTheory;

/**
 * The article's simulated player: "players are not trying to find the best path, instead, they are
 * playing randomly, in a way that makes sense from a logical perspective", with the hold slot used
 * with probability {@code p_hold}, giving up after a maximum number of iterations.
 *
 * <p>Each iteration (one move), seeing only what a player sees (open cards, waste top, hold card,
 * whether stock is left):
 * <ol>
 *   <li>If open cards match the waste top, clear one of them chosen uniformly: never draw while a
 *       match is open.
 *   <li>Else, if the hold card matches an open card, swap it in ({@code S}) with probability p_hold:
 *       it joins two groups into one chain.
 *   <li>Else, if the hold slot is empty, set the waste top aside ({@code H}) with probability p_hold,
 *       keeping it for a later group it connects to (the card beneath may also match now).
 *   <li>Else draw; with no stock left the game is lost.
 * </ol>
 * With p_hold = 0 the hold slot is never touched. Immutable; the randomness comes from the stream
 * passed to {@link #play}.
 */
public final class PlayerModel {
  private final double holdProbability;
  private final int maxIterations;

  /**
   * @param holdProbability chance of each hold slot use that the rules offer, in [0, 1]
   * @param maxIterations moves before giving up (the article uses 1000)
   */
  public PlayerModel(double holdProbability, int maxIterations) {
    LevelTheory.checkProbability(holdProbability, "hold slot use probability");
    if (maxIterations < 1) {
      throw new IllegalArgumentException("max iterations must be at least 1, was " + maxIterations);
    }
    this.holdProbability = holdProbability;
    this.maxIterations = maxIterations;
  }

  /** The player of a configuration: its hold probability and iteration limit. */
  public static PlayerModel of(LevelConfig config) {
    return new PlayerModel(config.holdProbability(), config.maxIterations());
  }

  public double holdProbability() {
    return holdProbability;
  }

  public int maxIterations() {
    return maxIterations;
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
   * Plays {@code state} to the end (or the iteration limit), applying moves through the engine, which
   * checks each of them; the cards that turn up are chance outcomes chosen by {@code chance} (a
   * level generator, or the deck) from the same stream, right after the move that turns them up.
   *
   * @param moves when not null, every move made is appended (for replays and traces)
   */
  public Game play(TriPeaksState state, RandomGenerator rng, ChancePolicy<TriPeaksState> chance, List<Move> moves) {
    Objects.requireNonNull(state, "state");
    Objects.requireNonNull(rng, "rng");
    settle(state, chance, rng);
    int n = state.level().layout().size();
    int[] matching = new int[n];
    boolean hasHold = state.level().holdSlot();
    int iterations = 0;
    int chains = 0;
    int chainLen = 0;
    int matchesInChains = 0;
    int segments = 0;
    boolean heldSinceClear = false;
    long openSum = 0;
    while (!state.isOver()) {
      if (iterations == maxIterations) {
        if (chainLen > 0) {
          chains++;
          matchesInChains += chainLen - 1;
        }
        return new Game(false, true, iterations, chains, matchesInChains, segments,
            iterations == 0 ? 0 : (double) openSum / iterations);
      }
      iterations++;
      long open = state.openMask();
      openSum += Long.bitCount(open);
      int top = state.wasteTop();
      int k = 0;
      for (long m = open; m != 0; m &= m - 1) {
        int s = Long.numberOfTrailingZeros(m);
        if (state.matches(state.rankAt(s), top)) {
          matching[k++] = s;
        }
      }
      Move move;
      if (k > 0) {
        move = Move.board(matching[rng.nextInt(k)]);
      } else if (hasHold && state.holdCard() != 0 && anyMatch(state, open, state.holdCard())
          && rng.nextDouble() < holdProbability) {
        move = Move.SWAP;
      } else if (hasHold && state.holdCard() == 0 && state.wasteSize() >= 2
          && rng.nextDouble() < holdProbability) {
        move = Move.TO_HOLD;
      } else if (state.stockLeft() > 0) {
        move = Move.DRAW;
      } else if (hasHold && state.holdCard() != 0 && anyMatch(state, open, state.holdCard())) {
        move = Move.SWAP; // no stock left: any sensible player now tries the hold card
      } else if (hasHold && state.holdCard() == 0 && state.wasteSize() >= 2) {
        move = Move.TO_HOLD; // the card beneath the waste top is the last hope
      } else {
        break;
      }
      state.apply(move);
      settle(state, chance, rng);
      if (moves != null) {
        moves.add(move);
      }
      if (move.kind() == Move.Kind.BOARD) {
        if (chainLen == 0 || heldSinceClear) {
          segments++;
        }
        heldSinceClear = false;
        chainLen++;
      } else if (move.kind() == Move.Kind.DRAW) {
        if (chainLen > 0) {
          chains++;
          matchesInChains += chainLen - 1;
        }
        chainLen = 0;
        heldSinceClear = false;
      } else {
        heldSinceClear = true;
      }
    }
    if (chainLen > 0) {
      chains++;
      matchesInChains += chainLen - 1;
    }
    return new Game(state.isWon(), false, iterations, chains, matchesInChains, segments,
        iterations == 0 ? 0 : (double) openSum / iterations);
  }

  private static void settle(TriPeaksState state, ChancePolicy<TriPeaksState> chance, RandomGenerator rng) {
    while (state.isChanceNode()) {
      state.apply(chance.choose(state, rng));
    }
  }

  private static boolean anyMatch(TriPeaksState state, long open, int rank) {
    for (long m = open; m != 0; m &= m - 1) {
      if (state.matches(state.rankAt(Long.numberOfTrailingZeros(m)), rank)) {
        return true;
      }
    }
    return false;
  }
}
