package org.levellab.tripeaks.agents;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.levellab.core.RandomStreams;
import org.levellab.search.Verdict;
import org.levellab.tripeaks.Deal;
import org.levellab.tripeaks.Layout;
import org.levellab.tripeaks.Level;
import org.levellab.tripeaks.TriPeaksObservation;
import org.levellab.tripeaks.TriPeaksState;
import org.levellab.tripeaks.solve.PackedPosition;
import org.levellab.tripeaks.solve.PositionSearch;

/**
 * On tiny levels, where every completion of the hidden cards can be enumerated (13^h of them with a
 * custom deck, h hidden cards): when some move wins in every completion, PIMC with 200 samples never
 * plays a move that loses in at least half of them (it would have to win all 200 samples, a chance of
 * at most 2^-200).
 */
class PimcPropertyTest {
  /** A tiny random level: each slot covered by up to two slots of smaller index; any ranks. */
  static Level tinyLevel(SplittableRandom rng) {
    int n = 3 + rng.nextInt(4);
    double[] x = new double[n];
    int[][] cov = new int[n][];
    for (int s = 0; s < n; s++) {
      x[s] = s;
      List<Integer> c = new ArrayList<>();
      for (int t = 0; t < s && c.size() < 2; t++) {
        if (rng.nextInt(s + 1) < 2) {
          c.add(t);
        }
      }
      cov[s] = c.stream().mapToInt(Integer::intValue).toArray();
    }
    Level.Builder b = Level.builder(Layout.of("tiny" + n, x, new double[n], cov, 3)).stockSize(2 + rng.nextInt(3))
        .wrap(rng.nextBoolean()).holdSlot(rng.nextInt(3) == 0).deck(Level.Deck.CUSTOM);
    return b.build();
  }

  static Deal narrowDeal(Level level, SplittableRandom rng) {
    int lo = rng.nextInt(13);
    int[] b = new int[level.layout().size()];
    int[] s = new int[level.stockSize()];
    for (int i = 0; i < b.length; i++) {
      b[i] = 1 + (lo + rng.nextInt(4)) % 13;
    }
    for (int i = 0; i < s.length; i++) {
      s[i] = 1 + (lo + rng.nextInt(4)) % 13;
    }
    return Deal.of(b, s);
  }

  /** For each legal move, in how many completions of the hidden cards (13^hidden) it can still win. */
  static int[] winsOverAllCompletions(TriPeaksState state, int[] moves) {
    TriPeaksObservation o = state.observation();
    Level level = state.level();
    int n = level.layout().size();
    PackedPosition p = new PackedPosition(level);
    PositionSearch search = new PositionSearch(p, 12);
    p.load(o);
    int[] board = new int[n];
    int[] stock = new int[level.stockSize()];
    List<int[]> hidden = new ArrayList<>(); // {0, slot} or {1, stock index}
    for (int s = 0; s < n; s++) {
      board[s] = Math.abs(o.board()[s]);
      if (board[s] == 0) {
        hidden.add(new int[] {0, s});
      }
    }
    for (int i = level.stockSize() - o.stockLeft(); i < level.stockSize(); i++) {
      hidden.add(new int[] {1, i});
    }
    int[] wins = new int[moves.length];
    PackedPosition.Mark root = new PackedPosition.Mark();
    int completions = (int) Math.pow(13, hidden.size());
    for (int c = 0; c < completions; c++) {
      int code = c;
      for (int[] h : hidden) {
        (h[0] == 0 ? board : stock)[h[1]] = 1 + code % 13;
        code /= 13;
      }
      p.load(o);
      search.setCards(board, stock);
      p.save(root);
      for (int i = 0; i < moves.length; i++) {
        p.restore(root);
        p.apply(moves[i]);
        if (search.solve(10_000_000) == Verdict.TRUE) {
          wins[i]++;
        }
      }
    }
    return wins;
  }

  @Test
  void pimcNeverPlaysAPoorMoveWhenACertainWinExists() {
    int checked = 0;
    int mixed = 0;
    for (int t = 0; checked < 150 && t < 20_000; t++) {
      SplittableRandom rng = RandomStreams.forTask(99, t);
      Level level = tinyLevel(rng);
      TriPeaksState s = level.deal(narrowDeal(level, rng));
      for (int m = rng.nextInt(4); m > 0 && !s.isTerminal(); m--) {
        int[] legal = s.legalActions();
        s.apply(legal[rng.nextInt(legal.length)]);
      }
      int hidden = 0;
      for (int v : s.observation().board()) {
        hidden += v == 0 ? 1 : 0;
      }
      hidden += s.stockLeft();
      if (s.isTerminal() || hidden == 0 || hidden > 3 || s.legalActions().length < 2) {
        continue;
      }
      int[] moves = s.legalActions();
      int[] wins = winsOverAllCompletions(s, moves);
      int total = (int) Math.pow(13, hidden);
      boolean certainWin = false;
      boolean somePoor = false;
      for (int w : wins) {
        certainWin |= w == total;
        somePoor |= 2 * w <= total;
      }
      if (!certainWin) {
        continue;
      }
      checked++;
      mixed += somePoor ? 1 : 0;
      int chosen = new PimcAgent(200, 10_000_000).act(s, RandomStreams.forTask(5, t));
      for (int i = 0; i < moves.length; i++) {
        assertTrue(moves[i] != chosen || 2 * wins[i] > total, "case " + t + ": " + level + " at " + s
            + ": PIMC played " + s.actionToString(chosen) + ", which wins in " + wins[i] + " of " + total);
      }
    }
    assertTrue(checked >= 150 && mixed >= 20, checked + " positions checked, " + mixed + " with a poor move");
  }
}
