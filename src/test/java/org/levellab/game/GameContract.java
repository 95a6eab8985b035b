package org.levellab.game;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

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
 * that never ends, a trace that does not replay). Two more checks every game needs take what only the
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
   * catalogue rebuild and the trace round trip once for all of them.
   */
  public static Coverage check(State start, int games, long seed, int maxMoves) {
    Tally tally = new Tally();
    Game<?> again = rebuilt(start.game());
    levelReadsBack(again, start);
    playAndCheck(start, games, seed, maxMoves, tally);
    traceRoundTrip(start, seed, maxMoves);
    return tally.coverage();
  }

  /**
   * {@link #check} on {@code count} starts of one game: start {@code i} is {@code start.apply(i)},
   * played {@code games} times from the seed {@code seed.applyAsLong(i)}. Every start's level must read
   * back and every state is checked; the game is rebuilt from the catalogue once, and one trace (of
   * start 0) is written, read back and replayed, since the format and the replay are the same code
   * for every start. The coverage adds up over all starts.
   */
  public static Coverage checkSeeded(int count, IntFunction<? extends State> start, IntToLongFunction seed,
      int games, int maxMoves) {
    assertTrue(count > 0, "a batch needs a start");
    Tally tally = new Tally();
    State first = start.apply(0);
    Game<?> again = rebuilt(first.game());
    for (int i = 0; i < count; i++) {
      State s = i == 0 ? first : start.apply(i);
      assertEquals(first.game().name(), s.game().name(), "a batch is of one game");
      assertEquals(first.game().rules(), s.game().rules(), "a batch is of one game with one set of rules");
      levelReadsBack(again, s);
      playAndCheck(s, games, seed.applyAsLong(i), maxMoves, tally);
    }
    traceRoundTrip(first, seed.applyAsLong(0), maxMoves);
    return tally.coverage();
  }

  /** Counts of what the checks saw. */
  private static final class Tally {
    int games;
    int decisions;
    int chance;
    int won;
    long probes;

    Coverage coverage() {
      return new Coverage(games, decisions, chance, won, probes);
    }
  }

  /** The game is rebuilt from its name and rules through the catalogue, with the same rules. */
  private static Game<?> rebuilt(Game<?> game) {
    assertTrue(game.maxActions() > 0, "maxActions must be positive");
    Game<?> again = Games.create(game.name(), game.rules());
    assertEquals(game.rules(), again.rules(), "rules text must survive Games.create");
    return again;
  }

  private static void levelReadsBack(Game<?> again, State start) {
    State reread = again.parseLevel(start.levelText(), "levelText()");
    assertEquals(start.toString(), reread.toString(), "parseLevel(levelText()) must give the same start");
  }

  private static void playAndCheck(State start, int games, long seed, int maxMoves, Tally tally) {
    Game<?> game = start.game();
    int max = game.maxActions();
    int decisions = 0;
    int chance = 0;
    int won = 0;
    long probes = 0;
    int[] buf = new int[max];
    tally.games += games;
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
    tally.decisions += decisions;
    tally.chance += chance;
    tally.won += won;
    tally.probes += probes;
  }

  /** The trace of one seeded random game writes, reads back unchanged and replays through the rules. */
  private static void traceRoundTrip(State start, long seed, int maxMoves) {
    Play.Result<State> r = Play.from(start).agent(RandomAgent.create(), RandomStreams.of(seed))
        .chance(ChancePolicy.sampled(), RandomStreams.of(RandomStreams.derive(seed, "chance"))).maxMoves(maxMoves).run();
    assertFalse(r.stopped(), "the traced random game must end");
    String text = r.playthrough().format();
    Playthrough back = Playthrough.parse(text, "trace");
    assertEquals(text, back.format(), "a trace must read back unchanged");
    Playthrough.Check c = back.replay();
    assertTrue(c.ok(), "the trace must replay: " + c.error());
  }

  private static void keyOrSkip(State s, State copy) {
    try {
      assertEquals(s.key(), copy.key(), "a copy has the same key");
    } catch (UnsupportedOperationException e) {
      // a game with chance may leave states whose future depends on chance without a key (match-3)
    }
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
