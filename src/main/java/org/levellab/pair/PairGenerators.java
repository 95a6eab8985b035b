package org.levellab.pair;

import java.util.ArrayList;
import java.util.List;
import java.util.random.RandomGenerator;
import org.levellab.cards.Card;
import org.levellab.cards.Cards;
import org.levellab.cards.Rank;
import org.levellab.cards.Suit;
import org.levellab.search.Verdict;

/** The article's three ways to make a stack: pure shuffle, filtered shuffle, perfect sequence. */
public final class PairGenerators {
  private PairGenerators() {}

  /** The generator names used by the CLI and the notebook. */
  public enum Method {
    SHUFFLE, FILTERED, PERFECT;

    public static Method parse(String name) {
      for (Method m : values()) {
        if (m.name().equalsIgnoreCase(name == null ? "" : name.trim())) {
          return m;
        }
      }
      throw new IllegalArgumentException("unknown method '" + name + "' (expected shuffle, filtered or perfect)");
    }
  }

  /**
   * A generated stack with what it cost: {@code tries} shuffles (filtered) or beatability checks
   * (perfect), {@code solverCalls} exact solves, of which {@code unknown} ran out of budget.
   */
  public record Generated(PairDeal deal, Method method, int tries, int solverCalls, int unknown, double millis) {}

  /**
   * A deck for study: the lowest {@code ranks} ranks (ace up) in the first {@code suits} suits
   * (♠ ♥ ♦ ♣ order). {@code deck(13, 4)} is the standard 52-card deck.
   */
  public static List<Card> deck(int ranks, int suits) {
    if (ranks < 1 || ranks > 13) {
      throw new IllegalArgumentException("deck: ranks must be 1 to 13, was " + ranks);
    }
    if (suits < 1 || suits > 4) {
      throw new IllegalArgumentException("deck: suits must be 1 to 4, was " + suits);
    }
    if (ranks * suits < 2) {
      throw new IllegalArgumentException("deck: needs at least 2 cards, " + ranks + " rank(s) x " + suits + " suit(s) gives 1");
    }
    List<Card> deck = new ArrayList<>();
    for (int s = 0; s < suits; s++) {
      for (int r = 1; r <= ranks; r++) {
        deck.add(Card.of(Rank.of(r), Suit.values()[s]));
      }
    }
    return deck;
  }

  /** Pure shuffle: a seeded Fisher-Yates shuffle of the deck. */
  public static Generated shuffle(List<Card> deck, RandomGenerator rng) {
    long t0 = System.nanoTime();
    PairDeal g = PairDeal.of(Cards.shuffled(deck, rng));
    return new Generated(g, Method.SHUFFLE, 1, 0, 0, (System.nanoTime() - t0) / 1e6);
  }

  /**
   * Filtered shuffle: shuffles until the exact solver proves the stack beatable. A shuffle the solver
   * cannot decide within its budget is rejected like an unbeatable one (the guarantee must hold).
   *
   * @param maxTries gives up with an error after this many shuffles (the article's point: the loop
   *     has no bound of its own)
   */
  public static Generated filtered(List<Card> deck, RandomGenerator rng, PairSolver solver, int maxTries) {
    if (maxTries < 1) {
      throw new IllegalArgumentException("maxTries must be at least 1, was " + maxTries);
    }
    long t0 = System.nanoTime();
    int unknown = 0;
    for (int tries = 1; tries <= maxTries; tries++) {
      PairDeal g = PairDeal.of(Cards.shuffled(deck, rng));
      Verdict v = solver.solve(g).beatable();
      if (v == Verdict.TRUE) {
        return new Generated(g, Method.FILTERED, tries, tries, unknown, (System.nanoTime() - t0) / 1e6);
      }
      if (v == Verdict.UNKNOWN) {
        unknown++;
      }
    }
    throw new IllegalArgumentException("filtered shuffle: no beatable stack proven in " + maxTries + " tries");
  }

  /**
   * Perfect sequence, the article's constructive generator: start with every card of
   * {@code startRank} (in random order), then take the other cards in random order and insert each
   * at the first place, from the top, that keeps the stack beatable.
   *
   * <p>A place is accepted at once when the new card can be removed immediately (removing it gives
   * back the previous, beatable stack); otherwise the exact solver decides, and a place it cannot
   * decide within budget is skipped. When every suit of the deck has a card of {@code startRank},
   * every card has a partner in the stack and a place next-but-one to it always works.
   */
  public static Generated perfect(List<Card> deck, RandomGenerator rng, Rank startRank, PairSolver solver) {
    long t0 = System.nanoTime();
    List<Card> start = new ArrayList<>();
    List<Card> rest = new ArrayList<>();
    for (Card c : deck) {
      (c.rank() == startRank ? start : rest).add(c);
    }
    if (start.size() < 2) {
      throw new IllegalArgumentException("perfect sequence: the deck needs at least 2 cards of the start rank "
          + startRank + ", has " + start.size());
    }
    PairDeal.of(deck); // rejects duplicates up front, naming them
    List<Card> stack = new ArrayList<>(Cards.shuffled(start, rng));
    List<Card> order = Cards.shuffled(rest, rng);
    int tries = 0;
    int calls = 0;
    int unknown = 0;
    for (Card c : order) {
      boolean placed = false;
      for (int at = 0; at <= stack.size() && !placed; at++) {
        tries++;
        stack.add(at, c);
        PairDeal g = PairDeal.of(stack);
        PairState s = g.start();
        if (s.canRemove(c)) {
          placed = true;
        } else {
          calls++;
          Verdict v = solver.solve(s).beatable();
          placed = v == Verdict.TRUE;
          if (v == Verdict.UNKNOWN) {
            unknown++;
          }
        }
        if (!placed) {
          stack.remove(at);
        }
      }
      if (!placed) {
        throw new IllegalArgumentException("perfect sequence: no place keeps the stack beatable for " + c
            + " (the start rank " + startRank + " must cover every suit of the deck)");
      }
    }
    return new Generated(PairDeal.of(stack), Method.PERFECT, tries, calls, unknown, (System.nanoTime() - t0) / 1e6);
  }
}
