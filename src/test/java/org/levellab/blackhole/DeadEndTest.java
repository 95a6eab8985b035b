package org.levellab.blackhole;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.levellab.cards.Card;
import org.levellab.game.ChanceOutcome;
import org.levellab.game.Observation;
import org.levellab.game.Replay;
import org.levellab.game.State;
import org.levellab.game.StateKey;
import org.levellab.search.GameSolver;
import org.levellab.search.Verdict;

/**
 * The dead-end cut is sound: on thousands of seeded positions, a position it cuts has no win by a
 * search that never cuts. A deliberately wrong cut (the classic slip of forgetting that a fan's top
 * card may go on the foundation right now) fails the same checks, both directly and through the
 * solver, so the checks are known to be able to fail.
 */
class DeadEndTest {
  private static List<BlackHoleState> positions;
  private static List<Boolean> truth;

  @BeforeAll
  static void sample() {
    positions = Positions.sample(250, 11, 20);
    truth = new ArrayList<>();
    for (BlackHoleState s : positions) {
      truth.add(Positions.winnable(s));
    }
  }

  /** Positions the cut drops although a win follows from them. */
  private static List<BlackHoleState> unsound(Predicate<BlackHoleState> cut) {
    List<BlackHoleState> bad = new ArrayList<>();
    for (int i = 0; i < positions.size(); i++) {
      if (truth.get(i) && cut.test(positions.get(i))) {
        bad.add(positions.get(i));
      }
    }
    return bad;
  }

  @Test
  void theCutNeverDropsAWinnablePositionAndCutsMostLostOnes() {
    long winnable = truth.stream().filter(w -> w).count();
    long lost = positions.size() - winnable;
    long cut = positions.stream().filter(BlackHoleState::isDeadEnd).count();
    assertTrue(winnable > 5000 && lost > 5000, "both kinds sampled: " + winnable + " winnable, " + lost + " lost");
    assertEquals(List.of(), unsound(BlackHoleState::isDeadEnd).stream().map(Object::toString).toList());
    assertTrue(cut > 0.8 * lost, "the cut proves most lost positions lost: " + cut + " of " + lost);
  }

  /** A card whose neighbouring ranks left all lie under it in its own fan: dead, unless (forgotten here) it may go now. */
  static boolean wrongCut(BlackHoleState s) {
    for (int f = 0; f < BlackHole.FANS; f++) {
      List<Card> fan = s.fan(f);
      for (int k = 0; k < fan.size(); k++) {
        int r = fan.get(k).rank().value();
        boolean neighbourFree = false;
        for (int g = 0; g < BlackHole.FANS && !neighbourFree; g++) {
          List<Card> other = s.fan(g);
          for (int j = g == f ? k + 1 : 0; j < other.size(); j++) {
            neighbourFree |= BlackHole.playable(r, other.get(j).rank().value());
          }
        }
        if (!neighbourFree) {
          return true;
        }
      }
    }
    return false;
  }

  @Test
  void aWrongCutIsCaughtByTheSoundnessCheckAndByTheSolver() {
    List<BlackHoleState> bad = unsound(s -> s.isDeadEnd() || wrongCut(s));
    assertTrue(bad.size() > 10, "the wrong cut drops winnable positions: " + bad.size());
    // Through the solver: with the wrong cut it calls some winnable positions lost.
    int wrongVerdicts = 0;
    for (BlackHoleState s : bad) {
      GameSolver.Solution right = GameSolver.unlimited().solve(s);
      GameSolver.Solution wrong = GameSolver.unlimited().solve(new WithCut(s, DeadEndTest::wrongCut));
      assertEquals(Verdict.TRUE, right.winnable(), s::toString);
      wrongVerdicts += wrong.winnable() == Verdict.FALSE ? 1 : 0;
    }
    assertTrue(wrongVerdicts > 0, "the wrong cut makes the solver answer wrongly");
  }

  @Test
  void theSolverAgreesWithTheSearchThatNeverCutsAndItsLinesWin() {
    int compared = 0;
    for (int i = 0; i < positions.size(); i += 3) {
      BlackHoleState s = positions.get(i);
      GameSolver.Solution sol = GameSolver.unlimited().solve(s);
      assertEquals(Verdict.of(truth.get(i)), sol.winnable(), s::toString);
      if (sol.winnable() == Verdict.TRUE) {
        assertTrue(Replay.moves(s, sol.moves()).won(), "the line wins from " + s);
        assertEquals(Positions.left(s), sol.moves().size(), "a win plays every card left");
      }
      compared++;
    }
    assertTrue(compared > 3000, "compared " + compared);
  }

  /** A Black Hole state with another dead-end test: everything else is the real state's. */
  static final class WithCut implements State {
    private final BlackHoleState s;
    private final Predicate<BlackHoleState> cut;

    WithCut(BlackHoleState s, Predicate<BlackHoleState> cut) {
      this.s = s;
      this.cut = cut;
    }

    @Override
    public boolean isDeadEnd() {
      return cut.test(s);
    }

    @Override
    public BlackHole game() {
      return s.game();
    }

    @Override
    public boolean isTerminal() {
      return s.isTerminal();
    }

    @Override
    public boolean isChanceNode() {
      return false;
    }

    @Override
    public boolean isWon() {
      return s.isWon();
    }

    @Override
    public double score() {
      return s.score();
    }

    @Override
    public int legalActions(int[] buffer) {
      return s.legalActions(buffer);
    }

    @Override
    public void apply(int action) {
      s.apply(action);
    }

    @Override
    public List<ChanceOutcome> chanceOutcomes() {
      return List.of();
    }

    @Override
    public String actionToString(int action) {
      return s.actionToString(action);
    }

    @Override
    public int parseAction(String notation) {
      return s.parseAction(notation);
    }

    @Override
    public Observation observation() {
      return s.observation();
    }

    @Override
    public WithCut copy() {
      return new WithCut(s.copy(), cut);
    }

    @Override
    public StateKey key() {
      return s.key();
    }

    @Override
    public String levelText() {
      return s.levelText();
    }
  }
}
