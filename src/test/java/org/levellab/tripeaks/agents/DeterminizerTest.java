package org.levellab.tripeaks.agents;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.levellab.core.RandomStreams;
import org.levellab.tripeaks.Deal;
import org.levellab.tripeaks.Level;
import org.levellab.tripeaks.TriPeaksObservation;
import org.levellab.tripeaks.TriPeaksState;

/**
 * Completions of the hidden cards agree with everything seen, use exactly the unseen cards of the
 * level's decks, and place them uniformly.
 */
class DeterminizerTest {
  @Test
  void completionsKeepWhatIsSeenAndUseTheUnseenCards() {
    int checked = 0;
    for (Level level : NoPeekTest.levels()) {
      SplittableRandom rng = RandomStreams.forTask(8, checked);
      for (int g = 0; g < 100; g++) {
        NoPeekTest.Pair pair = NoPeekTest.pair(level, rng);
        if (pair == null) {
          continue;
        }
        TriPeaksState s = pair.x();
        TriPeaksObservation o = s.observation();
        Determinizer d = new Determinizer();
        d.load(o);
        int n = level.layout().size();
        int[] board = new int[n];
        int[] stock = new int[level.stockSize()];
        d.sample(rng, board, stock);
        // a completion is a deal that fits the level, once the drawn stock cards are put back
        int[] count = new int[14];
        for (int slot = 0; slot < n; slot++) {
          int seen = o.rankAt(slot);
          assertTrue(seen == 0 || seen == board[slot], "slot " + slot + " keeps its seen rank");
          assertTrue(board[slot] >= 1 && board[slot] <= 13);
          count[board[slot]]++;
        }
        int drawn = level.stockSize() - s.stockLeft();
        for (int i = 0; i < level.stockSize(); i++) {
          assertEquals(i < drawn, stock[i] == 0, "stock card " + i);
          count[stock[i]]++;
        }
        // drawn stock cards are on the waste or in the hold slot, with the cleared board cards
        int[] waste = o.waste();
        for (int r : waste) {
          count[r]++;
        }
        count[o.hold()]++;
        for (int slot = 0; slot < n; slot++) {
          if (o.board()[slot] < 0) {
            count[-o.board()[slot]]--; // a cleared card was counted on the board and on the waste
          }
        }
        for (int r = 1; r <= 13; r++) {
          assertTrue(count[r] <= 4 * level.decks(), "rank " + r + ": " + count[r]);
        }
        assertEquals(level.totalCards(), java.util.Arrays.stream(count, 1, 14).sum());
        checked++;
      }
    }
    assertTrue(checked > 300, "checked " + checked);
  }

  @Test
  void aHiddenPlaceGetsEachUnseenCardAlike() {
    // Microsoft start: 18 face-down slots and 23 stock cards hide 41 cards; seen: 10 open + 1 waste.
    TriPeaksState s = Level.microsoft().deal(Deal.random(Level.microsoft(), new SplittableRandom(4)));
    Determinizer d = new Determinizer();
    d.load(s.observation());
    assertEquals(41, d.hiddenCount());
    int[] unseen = new int[14];
    for (int r = 1; r <= 13; r++) {
      unseen[r] = 4;
    }
    for (int slot = 0; slot < 10; slot++) {
      unseen[s.rankAt(slot)]--;
    }
    unseen[s.wasteTop()]--;
    int[] board = new int[28];
    int[] stock = new int[24];
    int[] atPeak = new int[14];
    int[] atLastStock = new int[14];
    SplittableRandom rng = new SplittableRandom(5);
    int samples = 41_000;
    for (int i = 0; i < samples; i++) {
      d.sample(rng, board, stock);
      atPeak[board[27]]++;
      atLastStock[stock[23]]++;
    }
    for (int r = 1; r <= 13; r++) {
      double expected = samples * unseen[r] / 41.0;
      double sd = Math.sqrt(expected);
      assertTrue(Math.abs(atPeak[r] - expected) < 5 * sd + 1, "rank " + r + " at the peak: " + atPeak[r]);
      assertTrue(Math.abs(atLastStock[r] - expected) < 5 * sd + 1, "rank " + r + " last in stock: " + atLastStock[r]);
    }
  }
}
