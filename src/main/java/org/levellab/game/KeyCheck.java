package org.levellab.game;

import static org.levellab.game.Contract.require;
import static org.levellab.game.Contract.requireEqual;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.random.RandomGenerator;
import org.levellab.core.RandomStreams;

/** {@link Contract#equalKeysHaveEqualFutures}: a key merges only positions with the same future. */
final class KeyCheck {
  private final Map<StateKey, State> firstByKey = new HashMap<>();
  private final Map<StateKey, Set<String>> seenByKey = new HashMap<>();
  private final List<State[]> pairs = new ArrayList<>();
  private int states;

  private KeyCheck() {}

  static Contract.Keys run(State start, int games, long seed, int maxMoves, int depth) {
    KeyCheck check = new KeyCheck();
    Contract.Run run = new Contract.Run();
    for (int g = 0; g < games && !run.full(); g++) {
      int game = g;
      run.guard("game " + g, () -> check.fileGame(start, game, seed, maxMoves, depth));
    }
    SplittableRandom lines = RandomStreams.of(RandomStreams.derive(seed, "equal keys"));
    for (int i = 0; i < check.pairs.size() && !run.full(); i++) {
      State[] pair = check.pairs.get(i);
      run.guard("pair " + i, () -> sameFuture(pair[0].copy(), pair[1].copy(), lines, maxMoves));
    }
    return new Contract.Keys(check.states, check.pairs.size(), run.problems);
  }

  private Boolean fileGame(State start, int g, long seed, int maxMoves, int depth) {
    SplittableRandom rng = RandomStreams.forTask(seed, g);
    State s = start.copy();
    for (int moves = 0; ; moves++) {
      states += file(s, depth);
      if (s.isTerminal()) {
        return true;
      }
      require(moves < maxMoves, "a random game must end within " + maxMoves + " steps: " + s);
      int[] legal = s.legalActions();
      s.apply(s.isChanceNode() ? s.sampleChance(rng) : legal[rng.nextInt(legal.length)]);
    }
  }

  /** Files {@code s} and its descendants up to {@code depth} moves; returns how many were keyed. */
  private int file(State s, int depth) {
    StateKey key = keyOrNull(s);
    int keyed = 0;
    if (key != null) {
      keyed++;
      State first = firstByKey.putIfAbsent(key, s.copy());
      if (seenByKey.computeIfAbsent(key, k -> new HashSet<>()).add(s.toString()) && first != null) {
        pairs.add(new State[] {first, s.copy()});
      }
    }
    if (depth > 0 && !s.isTerminal()) {
      for (int a : s.legalActions()) {
        State next = s.copy();
        next.apply(a);
        keyed += file(next, depth - 1);
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

  private static Boolean sameFuture(State a, State b, RandomGenerator rng, int maxMoves) {
    for (int step = 0; ; step++) {
      String where = " after " + step + " steps of the same line; first: " + a + "; second: " + b;
      StateKey key = keyOrNull(a);
      if (key == null) {
        require(keyOrNull(b) == null, "one of two states with equal keys has a key and the other none" + where);
        return true; // chance still to come: nothing more to compare by key
      }
      requireEqual(key, keyOrNull(b), "states with equal keys must keep equal keys along the same line" + where
          + "; keys");
      require(a.isTerminal() == b.isTerminal(), "states with equal keys end together" + where);
      require(a.isWon() == b.isWon(), "states with equal keys are won together" + where);
      require(a.isChanceNode() == b.isChanceNode(), "states with equal keys are chance nodes together" + where);
      if (a.isTerminal()) {
        return true;
      }
      require(step < maxMoves, "a line from equal keys must end within " + maxMoves + " steps" + where);
      List<Successor> nextA = successors(a);
      List<Successor> nextB = successors(b);
      require(nextA.size() == nextB.size(), "states with equal keys have as many legal actions (" + nextA.size()
          + " and " + nextB.size() + ")" + where);
      Map<Successor.Kind, Integer> countA = new HashMap<>();
      Map<Successor.Kind, Integer> countB = new HashMap<>();
      nextA.forEach(n -> countA.merge(n.kind(), 1, Integer::sum));
      nextB.forEach(n -> countB.merge(n.kind(), 1, Integer::sum));
      require(countA.equals(countB), "states with equal keys have legal actions leading to the same keys" + where);
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
}
