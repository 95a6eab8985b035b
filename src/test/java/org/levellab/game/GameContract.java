package org.levellab.game;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.function.IntFunction;
import java.util.function.IntToLongFunction;
import java.util.random.RandomGenerator;
import org.levellab.core.RandomStreams;

/**
 * The contract of {@link State}, checked the same way for every game: seeded random games from a
 * start, every state along the way checked. A new game's test calls {@link #check} (or {@link
 * #checkSeeded} for many starts); it fails when a rule of the contract is broken (a legal action that
 * {@code whyIllegal} refuses, a notation that does not read back, a copy that shares state, a game
 * that never ends, a trace that does not replay); those checks are {@link Contract}'s, in the main
 * sources so that a notebook can run them on a game it defines. Two more checks every game needs take what only the
 * game's test knows: {@link #hiddenCardsAreHidden} (a game with hidden information supplies how its
 * hidden cards may be permuted) and {@link #equalKeysHaveEqualFutures} (a game's key merges only
 * positions with the same future).
 */
public final class GameContract {
  private GameContract() {}

  /** What a run of the contract saw, so a test can assert it covered something. */
  public record Coverage(int games, int decisions, int chanceNodes, int won, long illegalProbes) {}

  /**
   * Plays {@code games} seeded random games from copies of {@code start} (agent and chance streams
   * from {@code seed}), checking every state; each game must end within {@code maxMoves} steps (chance outcomes
   * included). The game must rebuild from the catalogue, the start's level must read back, and one
   * traced game must write, read back and replay. To check many starts, {@link #checkSeeded} does the
   * catalogue rebuild and the trace round trip once for all of them. The checks are {@link
   * Contract#check}'s; this fails on the first problem it finds.
   */
  public static Coverage check(State start, int games, long seed, int maxMoves) {
    return passed(Contract.check(start, games, seed, maxMoves));
  }

  /**
   * {@link #check} on {@code count} starts of one game: start {@code i} is {@code start.apply(i)},
   * played {@code games} times from the seed {@code seed.applyAsLong(i)}. Every start's level must read
   * back and every state is checked; the game is rebuilt from the catalogue once, and one trace (of
   * start 0) is written, read back and replayed, since the format and the replay are the same code
   * for every start. The coverage adds up over all starts ({@link Contract#checkSeeded}).
   */
  public static Coverage checkSeeded(int count, IntFunction<? extends State> start, IntToLongFunction seed,
      int games, int maxMoves) {
    assertTrue(count > 0, "a batch needs a start");
    return passed(Contract.checkSeeded(count, start, seed, games, maxMoves));
  }

  /** The coverage of a run that found no problem; fails with the first problem otherwise. */
  private static Coverage passed(Contract.Report report) {
    if (!report.ok()) {
      fail(report.problems().get(0) + (report.problems().size() > 1
          ? "\n(" + (report.problems().size() - 1) + " more problem(s): " + report.problems().subList(1,
              report.problems().size()) + ")" : ""));
    }
    Contract.Coverage c = report.coverage();
    return new Coverage(c.games(), c.decisions(), c.chanceNodes(), c.won(), c.illegalProbes());
  }

  /**
   * Makes a twin of a state: the same position with its hidden cards permuted the way the game allows
   * (the stock reordered, face-down cards exchanged), drawn with {@code rng}. It must not change
   * {@code state}; it may return an equal state when nothing is hidden at that point.
   */
  @FunctionalInterface
  public interface Twin<S extends State> {
    S of(S state, RandomGenerator rng);
  }

  /** What {@link #hiddenCardsAreHidden} compared: twins made, and how many differed from their state. */
  public record TwinCoverage(int twins, int differing) {}

  /**
   * States that differ only in hidden cards are observed alike. Plays {@code games} seeded random
   * games from copies of {@code start}; at every state makes {@code twinsPerState} twins with {@code
   * twin}, and checks that each has the same {@link State#observation()}, the same flags (terminal,
   * chance node), and at a decision node the same legal actions in the same order with the same
   * notation. A twin that differs in what a player sees, or lets the player act on a hidden card,
   * fails. The caller asserts that the twins differed often enough to mean something ({@link
   * TwinCoverage#differing()}).
   */
  public static <S extends State> TwinCoverage hiddenCardsAreHidden(S start, int games, long seed, int maxMoves,
      int twinsPerState, Twin<S> twin) {
    int twins = 0;
    int differing = 0;
    for (int g = 0; g < games; g++) {
      SplittableRandom play = RandomStreams.forTask(seed, g);
      SplittableRandom shuffle = RandomStreams.forTask(RandomStreams.derive(seed, "twins"), g);
      @SuppressWarnings("unchecked")
      S s = (S) start.copy();
      for (int moves = 0; ; moves++) {
        for (int t = 0; t < twinsPerState; t++) {
          String before = s.toString();
          S other = twin.of(s, shuffle);
          assertEquals(before, s.toString(), "making a twin must not change the state");
          twins++;
          differing += other.toString().equals(before) ? 0 : 1;
          assertObservedAlike(s, other);
        }
        if (s.isTerminal()) {
          break;
        }
        assertTrue(moves < maxMoves, "a random game must end within " + maxMoves + " steps: " + s);
        int[] legal = s.legalActions();
        s.apply(s.isChanceNode() ? s.sampleChance(play) : legal[play.nextInt(legal.length)]);
      }
    }
    return new TwinCoverage(twins, differing);
  }

  private static void assertObservedAlike(State s, State twin) {
    String where = "\n  state: " + s + "\n  twin:  " + twin;
    assertEquals(s.observation(), twin.observation(), "a twin differing only in hidden cards is observed alike" + where);
    assertEquals(s.isTerminal(), twin.isTerminal(), "a twin ends when its state ends" + where);
    assertEquals(s.isChanceNode(), twin.isChanceNode(), "a twin is a chance node when its state is" + where);
    if (s.isChanceNode()) {
      return; // outcomes may name the hidden cards themselves
    }
    int[] actions = s.legalActions();
    assertArrayEquals(actions, twin.legalActions(), "a twin has the same legal actions, in order" + where);
    for (int a : actions) {
      assertEquals(s.actionToString(a), twin.actionToString(a), "a twin writes action " + a + " alike" + where);
    }
  }

  /** What {@link #equalKeysHaveEqualFutures} compared: states keyed, and pairs of distinct states with equal keys. */
  public record KeyCoverage(int states, int pairs) {}

  /**
   * Equal keys have the same legal actions and the same futures. Plays {@code games} seeded random
   * games from copies of {@code start}; every state on the way, and every state up to {@code depth}
   * moves beyond it (where other orders of the same moves meet again), is filed by its {@link
   * State#key()}. Each pair of states with equal keys but different {@code toString()} is then
   * played side by side along one seeded random line: at every step both have equal keys, the same
   * terminal, won and chance flags, and as many legal actions (or chance outcomes), which lead to the
   * same keys (with the same probabilities); the line picks an action of the first state by the seed
   * and the action of the second that leads to the same key. Actions are matched by the keys they
   * lead to, not by id or notation, since a key may rightly merge positions that differ in what
   * cannot matter (a suit, which of two alike piles is which). States without a key (a game with
   * chance may refuse one) are not filed. A key that leaves out something that matters fails; the
   * caller asserts that enough pairs were found ({@link KeyCoverage#pairs()}).
   */
  public static KeyCoverage equalKeysHaveEqualFutures(State start, int games, long seed, int maxMoves, int depth) {
    Map<StateKey, State> firstByKey = new HashMap<>();
    Map<StateKey, Set<String>> seenByKey = new HashMap<>();
    List<State[]> pairs = new ArrayList<>();
    int states = 0;
    for (int g = 0; g < games; g++) {
      SplittableRandom rng = RandomStreams.forTask(seed, g);
      State s = start.copy();
      for (int moves = 0; ; moves++) {
        states += file(s, depth, firstByKey, seenByKey, pairs);
        if (s.isTerminal()) {
          break;
        }
        assertTrue(moves < maxMoves, "a random game must end within " + maxMoves + " steps: " + s);
        int[] legal = s.legalActions();
        s.apply(s.isChanceNode() ? s.sampleChance(rng) : legal[rng.nextInt(legal.length)]);
      }
    }
    SplittableRandom lines = RandomStreams.of(RandomStreams.derive(seed, "equal keys"));
    for (State[] pair : pairs) {
      sameFuture(pair[0].copy(), pair[1].copy(), lines, maxMoves);
    }
    return new KeyCoverage(states, pairs.size());
  }

  /** Files {@code s} and its descendants up to {@code depth} moves; returns how many were keyed. */
  private static int file(State s, int depth, Map<StateKey, State> firstByKey, Map<StateKey, Set<String>> seenByKey,
      List<State[]> pairs) {
    StateKey key = keyOrNull(s);
    int keyed = 0;
    if (key != null) {
      keyed++;
      State first = firstByKey.putIfAbsent(key, s.copy());
      String text = s.toString();
      if (seenByKey.computeIfAbsent(key, k -> new HashSet<>()).add(text) && first != null) {
        pairs.add(new State[] {first, s.copy()});
      }
    }
    if (depth > 0 && !s.isTerminal()) {
      for (int a : s.legalActions()) {
        State next = s.copy();
        next.apply(a);
        keyed += file(next, depth - 1, firstByKey, seenByKey, pairs);
      }
    }
    return keyed;
  }

  private static StateKey keyOrNull(State s) {
    try {
      return s.key();
    } catch (UnsupportedOperationException e) {
      return null; // a state whose future depends on chance still to come may have no key
    }
  }

  private static void sameFuture(State a, State b, RandomGenerator rng, int maxMoves) {
    for (int step = 0; ; step++) {
      String where = " after " + step + " steps of the same line\n  first:  " + a + "\n  second: " + b;
      StateKey key = keyOrNull(a);
      if (key == null) {
        assertNull(keyOrNull(b), "one of two states with equal keys has a key and the other none" + where);
        return; // chance still to come: nothing more to compare by key
      }
      assertEquals(key, b.key(), "states with equal keys must keep equal keys along the same line" + where);
      assertEquals(a.isTerminal(), b.isTerminal(), "states with equal keys end together" + where);
      assertEquals(a.isWon(), b.isWon(), "states with equal keys are won together" + where);
      assertEquals(a.isChanceNode(), b.isChanceNode(), "states with equal keys are chance nodes together" + where);
      if (a.isTerminal()) {
        return;
      }
      assertTrue(step < maxMoves, "a line from equal keys must end within " + maxMoves + " steps" + where);
      List<Successor> nextA = successors(a);
      List<Successor> nextB = successors(b);
      assertEquals(nextA.size(), nextB.size(), "states with equal keys have as many legal actions" + where);
      Map<Successor.Kind, Integer> countA = new HashMap<>();
      Map<Successor.Kind, Integer> countB = new HashMap<>();
      nextA.forEach(n -> countA.merge(n.kind(), 1, Integer::sum));
      nextB.forEach(n -> countB.merge(n.kind(), 1, Integer::sum));
      assertEquals(countA, countB, "states with equal keys have legal actions leading to the same keys" + where);
      Successor pick = nextA.get(rng.nextInt(nextA.size()));
      Successor match = nextB.stream().filter(n -> n.kind().equals(pick.kind())).findFirst().orElseThrow();
      a.apply(pick.action());
      b.apply(match.action());
    }
  }

  /** An action and where it leads: the key after it (null when none), and its probability at a chance node. */
  private record Successor(int action, Kind kind) {
    record Kind(StateKey key, double probability) {}
  }

  private static List<Successor> successors(State s) {
    List<Successor> out = new ArrayList<>();
    if (s.isChanceNode()) {
      for (ChanceOutcome o : s.chanceOutcomes()) {
        State next = s.copy();
        next.apply(o.outcome());
        out.add(new Successor(o.outcome(), new Successor.Kind(keyOrNull(next), o.probability())));
      }
    } else {
      for (int a : s.legalActions()) {
        State next = s.copy();
        next.apply(a);
        out.add(new Successor(a, new Successor.Kind(keyOrNull(next), 1)));
      }
    }
    return out;
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
