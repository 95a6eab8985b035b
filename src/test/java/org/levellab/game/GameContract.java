package org.levellab.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import org.levellab.core.RandomStreams;

/**
 * The contract of {@link State}, checked the same way for every game: seeded random games from a
 * start, every state along the way checked. A new game's test calls {@link #check}; it fails when a
 * rule of the contract is broken (a legal action that {@code whyIllegal} refuses, a notation that
 * does not read back, a copy that shares state, a game that never ends, a trace that does not
 * replay).
 */
public final class GameContract {
  private GameContract() {}

  /** What a run of the contract saw, so a test can assert it covered something. */
  public record Coverage(int games, int decisions, int chanceNodes, int won, long illegalProbes) {}

  /**
   * Plays {@code games} seeded random games from copies of {@code start} (agent and chance streams
   * from {@code seed}), checking every state; each game must end within {@code maxMoves} steps (chance outcomes
   * included).
   */
  public static Coverage check(State start, int games, long seed, int maxMoves) {
    Game<?> game = start.game();
    int max = game.maxActions();
    assertTrue(max > 0, "maxActions must be positive");
    // The game is rebuilt from its name and rules, and the level reads back.
    Game<?> again = Games.create(game.name(), game.rules());
    assertEquals(game.rules(), again.rules(), "rules text must survive Games.create");
    State reread = again.parseLevel(start.levelText(), "levelText()");
    assertEquals(start.toString(), reread.toString(), "parseLevel(levelText()) must give the same start");
    int decisions = 0;
    int chance = 0;
    int won = 0;
    long probes = 0;
    int[] buf = new int[max];
    for (int g = 0; g < games; g++) {
      SplittableRandom rng = RandomStreams.forTask(seed, g);
      State s = start.copy();
      int moves = 0;
      while (!s.isTerminal()) {
        int k = s.legalActions(buf);
        assertTrue(k > 0, "a state that is not terminal has a legal action: " + s);
        Set<Integer> seen = new HashSet<>();
        for (int i = 0; i < k; i++) {
          int a = buf[i];
          assertTrue(a >= 0 && a < max, "action id " + a + " outside 0.." + (max - 1));
          assertTrue(seen.add(a), "action " + a + " listed twice");
          assertNull(s.whyIllegal(a), "legal action " + s.actionToString(a) + " refused by whyIllegal");
          assertEquals(a, s.parseAction(s.actionToString(a)),
              "notation " + s.actionToString(a) + " must read back to its action");
        }
        // A few ids that are not legal: a reason, an exception, and an unchanged state.
        for (int probe = 0; probe < 3; probe++) {
          int a = rng.nextInt(max + 2) - 1;
          if (seen.contains(a)) {
            continue;
          }
          probes++;
          String before = s.toString();
          assertNotNull(s.whyIllegal(a), "id " + a + " is not listed as legal, so whyIllegal must say why");
          int bad = a;
          State target = s;
          assertThrows(IllegalArgumentException.class, () -> target.apply(bad));
          assertEquals(before, s.toString(), "a refused action must leave the state unchanged");
        }
        if (s.isChanceNode()) {
          chance++;
          List<ChanceOutcome> outcomes = s.chanceOutcomes();
          assertEquals(k, outcomes.size(), "one chance outcome per legal outcome id");
          double sum = 0;
          for (int i = 0; i < k; i++) {
            assertEquals(buf[i], outcomes.get(i).outcome(), "chance outcomes in legalActions order");
            sum += outcomes.get(i).probability();
          }
          assertEquals(1.0, sum, 1e-9, "chance probabilities sum to 1");
        } else {
          decisions++;
          assertTrue(s.chanceOutcomes().isEmpty(), "a decision node has no chance outcomes");
        }
        // Copies are independent and equal.
        State copy = s.copy();
        assertEquals(s.toString(), copy.toString());
        assertEquals(s.observation(), copy.observation(), "a copy is observed the same");
        if (game.hasChanceNodes()) {
          keyOrSkip(s, copy);
        } else {
          // a game that declares no chance promises a key for every state, and no chance node
          assertFalse(s.isChanceNode(), "a game without chance nodes reached one: " + s);
          assertEquals(s.key(), copy.key(), "a copy has the same key");
          assertEquals(s.key().hashCode(), copy.key().hashCode(), "equal keys hash alike");
        }
        int a = s.isChanceNode() ? s.sampleChance(rng) : buf[rng.nextInt(k)];
        assertNull(s.whyIllegal(a), "sampled outcome must be legal");
        String before = s.toString();
        copy.apply(a);
        assertEquals(before, s.toString(), "applying to a copy must not change the original");
        s.apply(a);
        assertEquals(copy.toString(), s.toString(), "the same action gives the same state");
        moves++;
        assertTrue(moves <= maxMoves, "a random game must end within " + maxMoves + " steps: " + s);
      }
      assertEquals(0, s.legalActions(buf), "a terminal state has no legal action");
      if (s.isWon()) {
        won++;
      }
    }
    // The trace of one game reads back and replays.
    Play.Result<State> r = Play.from(start).agent(RandomAgent.create(), RandomStreams.of(seed))
        .chance(ChancePolicy.sampled(), RandomStreams.of(RandomStreams.derive(seed, "chance"))).maxMoves(maxMoves).run();
    assertFalse(r.stopped(), "the traced random game must end");
    String text = r.playthrough().format();
    Playthrough back = Playthrough.parse(text, "trace");
    assertEquals(text, back.format(), "a trace must read back unchanged");
    Playthrough.Check c = back.replay();
    assertTrue(c.ok(), "the trace must replay: " + c.error());
    return new Coverage(games, decisions, chance, won, probes);
  }

  private static void keyOrSkip(State s, State copy) {
    try {
      assertEquals(s.key(), copy.key(), "a copy has the same key");
    } catch (UnsupportedOperationException e) {
      // a game with chance may leave states whose future depends on chance without a key (match-3)
    }
  }

  /** Checks that a tampered trace (one state line changed) fails to replay, naming the step. */
  public static void tamperedTraceFails(Playthrough p) {
    String text = p.format();
    int last = text.lastIndexOf("\n    ", text.lastIndexOf("\nend:"));
    assertTrue(last > 0, "the trace has a state line to tamper with");
    int eol = text.indexOf('\n', last + 1);
    String tampered = text.substring(0, last + 5) + "X" + text.substring(last + 5, eol) + text.substring(eol);
    assertNotEquals(text, tampered);
    Playthrough.Check c = Playthrough.parse(tampered, "tampered").replay();
    assertFalse(c.ok(), "a tampered trace must not replay");
    assertTrue(c.error().startsWith("step "), c.error());
  }
}
