package org.levellab.game;

import static org.levellab.game.Contract.require;
import static org.levellab.game.Contract.requireEqual;

import java.util.Arrays;
import java.util.SplittableRandom;
import org.levellab.core.RandomStreams;

/** {@link Contract#hiddenCardsAreHidden}: twins that differ only in hidden cards are observed alike. */
final class TwinCheck {
  private TwinCheck() {}

  static <S extends State> Contract.Twins run(S start, int games, long seed, int maxMoves, int twinsPerState,
      Contract.Twin<S> twin) {
    Contract.Run run = new Contract.Run();
    int[] counts = new int[2]; // twins made, twins that differed
    for (int g = 0; g < games && !run.full(); g++) {
      int game = g;
      run.guard("game " + g, () -> playOne(start, game, seed, maxMoves, twinsPerState, twin, counts));
    }
    return new Contract.Twins(counts[0], counts[1], run.problems);
  }

  private static <S extends State> Boolean playOne(S start, int g, long seed, int maxMoves, int twinsPerState,
      Contract.Twin<S> twin, int[] counts) {
    SplittableRandom play = RandomStreams.forTask(seed, g);
    SplittableRandom shuffle = RandomStreams.forTask(RandomStreams.derive(seed, "twins"), g);
    @SuppressWarnings("unchecked")
    S s = (S) start.copy();
    for (int moves = 0; ; moves++) {
      for (int t = 0; t < twinsPerState; t++) {
        String before = s.toString();
        S other = twin.of(s, shuffle);
        require(other != null, "the twin maker returned no state, at step " + moves);
        requireEqual(before, s.toString(), "making a twin must not change the state, at step " + moves);
        counts[0]++;
        counts[1] += whole(other).equals(whole(s)) ? 0 : 1;
        observedAlike(s, other, "at step " + moves + "; state: " + s + "; twin: " + other);
      }
      if (s.isTerminal()) {
        return true;
      }
      require(moves < maxMoves, "a random game must end within " + maxMoves + " steps: " + s);
      int[] legal = s.legalActions();
      s.apply(s.isChanceNode() ? s.sampleChance(play) : legal[play.nextInt(legal.length)]);
    }
  }

  private static String whole(State s) {
    return s instanceof HiddenCards h ? h.hiddenText() : s.toString();
  }

  private static void observedAlike(State s, State twin, String where) {
    requireEqual(s.observation(), twin.observation(), "a twin differing only in hidden cards is observed alike, "
        + where + "; observed");
    require(s.isTerminal() == twin.isTerminal(), "a twin ends when its state ends, " + where);
    require(s.isChanceNode() == twin.isChanceNode(), "a twin is a chance node when its state is, " + where);
    if (s.isChanceNode()) {
      return; // outcomes may name the hidden cards themselves
    }
    int[] actions = s.legalActions();
    int[] theirs = twin.legalActions();
    require(Arrays.equals(actions, theirs), "a twin has the same legal actions, in order, " + where
        + "; actions " + Arrays.toString(actions) + " and " + Arrays.toString(theirs));
    for (int a : actions) {
      requireEqual(s.actionToString(a), twin.actionToString(a), "a twin writes action " + a + " alike, " + where
          + "; written");
    }
  }
}
