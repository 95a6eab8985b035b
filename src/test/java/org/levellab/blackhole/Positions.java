package org.levellab.blackhole;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.levellab.game.State;
import org.levellab.search.GameSolver;
import org.levellab.search.Verdict;

/** Seeded Black Hole positions for property tests, and a search that trusts nothing of the state but its rules. */
final class Positions {
  private Positions() {}

  /**
   * Positions with at most {@code maxLeft} cards in the fans, from {@code deals} seeded deals: along
   * seeded random games (mostly lost), and along a winning line with every position one or two moves
   * off it (both kinds, near the border between them).
   */
  static List<BlackHoleState> sample(int deals, long seed, int maxLeft) {
    List<BlackHoleState> out = new ArrayList<>();
    SplittableRandom rng = new SplittableRandom(seed);
    for (int d = 0; d < deals; d++) {
      BlackHoleState start = BlackHole.game().newInitialState(rng.nextLong());
      BlackHoleState s = start.copy();
      while (!s.isTerminal()) {
        if (left(s) <= maxLeft) {
          out.add(s.copy());
        }
        int[] moves = s.legalActions();
        s.apply(moves[rng.nextInt(moves.length)]);
      }
      GameSolver.Solution line = GameSolver.unlimited().solve(start);
      if (line.winnable() != Verdict.TRUE) {
        continue;
      }
      s = start.copy();
      for (int a : line.actions()) {
        if (left(s) <= maxLeft) {
          out.add(s.copy());
          for (int b : s.legalActions()) {
            BlackHoleState c = s.copy();
            c.apply(b);
            out.add(c);
            for (int b2 : c.legalActions()) {
              BlackHoleState c2 = c.copy();
              c2.apply(b2);
              out.add(c2);
            }
          }
        }
        s.apply(a);
      }
    }
    return out;
  }

  /** Cards left in the fans. */
  static int left(State s) {
    return 52 - (int) s.score();
  }

  /**
   * Whether a win follows, by depth-first search remembering positions by their full text (never by
   * {@link State#key()}) and never cutting ({@link State#isDeadEnd()} is not called).
   */
  static boolean winnable(State s) {
    return winnable(s, Integer.MAX_VALUE);
  }

  /** The same, or null when more than {@code cap} positions would be needed. */
  static Boolean winnable(State s, int cap) {
    Map<String, Boolean> memo = new HashMap<>();
    try {
      return winnable(s, memo, cap);
    } catch (TooBig e) {
      return null;
    }
  }

  private static final class TooBig extends RuntimeException {
    TooBig() {
      super(null, null, false, false);
    }
  }

  private static boolean winnable(State s, Map<String, Boolean> memo, int cap) {
    if (s.isWon()) {
      return true;
    }
    String text = s.toString();
    Boolean known = memo.get(text);
    if (known != null) {
      return known;
    }
    if (memo.size() >= cap) {
      throw new TooBig();
    }
    boolean win = false;
    for (int a : s.legalActions()) {
      State c = s.copy();
      c.apply(a);
      if (winnable(c, memo, cap)) {
        win = true;
        break;
      }
    }
    memo.put(text, win);
    return win;
  }
}
