package org.levellab.pair;

import java.util.ArrayList;
import java.util.List;
import java.util.random.RandomGenerator;
import org.levellab.cards.Card;
import org.levellab.cards.Cards;
import org.levellab.cards.Rank;
import org.levellab.cards.Suit;
import org.levellab.search.Verdict;

/**
 * The article's three ways to make a stack: pure shuffle, filtered shuffle, perfect sequence; and a
 * second reading of the perfect sequence, kept as a named variant ({@link Method#PERFECT_BEATABLE}).
 */
public final class PairGenerators {
  private PairGenerators() {}

  /** The generator names used by the CLI and the notebook. */
  public enum Method {
    /** Pure shuffle. */
    SHUFFLE,
    /** Filtered shuffle: shuffle until the exact solver proves the stack beatable. */
    FILTERED,
    /** The article's perfect sequence: each new card where it can be removed at once. */
    PERFECT,
    /** A second reading of it: each new card at the first place that keeps the stack beatable (solver). */
    PERFECT_BEATABLE;

    /** The name the CLI and tables use: {@code perfect-beatable}. */
    public String label() {
      return name().toLowerCase(java.util.Locale.ROOT).replace('_', '-');
    }

    public static Method parse(String name) {
      String n = name == null ? "" : name.trim().replace('-', '_');
      for (Method m : values()) {
        if (m.name().equalsIgnoreCase(n)) {
          return m;
        }
      }
      throw new IllegalArgumentException("unknown method '" + name
          + "' (expected shuffle, filtered, perfect or perfect-beatable)");
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
   * Perfect sequence, the article's constructive generator, as its worked example reads: start with
   * every card of {@code startRank} (in random order), then take the other cards in random order and
   * put each at the first place, from the top, where it can be removed at once (a card two places
   * away shares its rank or suit). Removing it gives back the previous stack, so every stack on the
   * way is beatable by induction, and no solver is called. From {@code 2♥ 2♠ 2♣ 2♦}, 9♣ lands between
   * 2♥ and 2♠ (on top, two places from 2♠, it could not be removed) and then K♦ between 2♠ and 2♣
   * (next to 2♦'s diamond), giving the article's {@code 2♥ 9♣ 2♠ K♦ 2♣ 2♦}.
   */
  public static Generated perfect(List<Card> deck, RandomGenerator rng, Rank startRank) {
    long t0 = System.nanoTime();
    List<List<Card>> parts = split(deck, startRank);
    return perfect(Cards.shuffled(parts.get(0), rng), Cards.shuffled(parts.get(1), rng), t0);
  }

  /**
   * The perfect sequence from a given start and a given order of inserted cards (the article's
   * worked example: start {@code 2♥ 2♠ 2♣ 2♦}, insert {@code 9♣ K♦}).
   *
   * @throws IllegalArgumentException for duplicate cards, a start of fewer than two cards, or a card
   *     that no place lets be removed at once (it shares neither rank nor suit with any card two
   *     places away wherever it goes)
   */
  public static Generated perfect(List<Card> start, List<Card> inserts) {
    return perfect(start, inserts, System.nanoTime());
  }

  /**
   * The places the article's perfect sequence tries for each inserted card, in order ({@code
   * tries[i]} for {@code inserts.get(i)}, inserted into a stack of {@code start.size() + i} cards):
   * its claim of linear time is that this does not grow with the stack.
   */
  public static int[] perfectTriesPerInsert(List<Card> start, List<Card> inserts) {
    int[] tries = new int[inserts.size()];
    perfect(start, inserts, System.nanoTime(), tries);
    return tries;
  }

  private static Generated perfect(List<Card> start, List<Card> inserts, long t0) {
    return perfect(start, inserts, t0, null);
  }

  private static Generated perfect(List<Card> start, List<Card> inserts, long t0, int[] perInsert) {
    if (start.size() < 2) {
      throw new IllegalArgumentException("perfect sequence: the start needs at least 2 cards, has " + start.size());
    }
    List<Card> all = new ArrayList<>(start);
    all.addAll(inserts);
    PairDeal.of(all); // rejects duplicates up front, naming them
    List<Card> stack = new ArrayList<>(start);
    int tries = 0;
    int n = 0;
    for (Card c : inserts) {
      int at = -1;
      int before = tries;
      for (int i = 0; i <= stack.size(); i++) {
        tries++;
        // the new card at i sees, two places away, stack[i-2] above and stack[i+1] below
        if ((i >= 2 && matches(c, stack.get(i - 2))) || (i + 1 < stack.size() && matches(c, stack.get(i + 1)))) {
          at = i;
          break;
        }
      }
      if (at < 0) {
        throw new IllegalArgumentException("perfect sequence: no place lets " + c + " be removed at once (no card of"
            + " its rank or suit in the stack " + Cards.format(stack) + ")");
      }
      stack.add(at, c);
      if (perInsert != null) {
        perInsert[n] = tries - before;
      }
      n++;
    }
    return new Generated(PairDeal.of(stack), Method.PERFECT, tries, 0, 0, (System.nanoTime() - t0) / 1e6);
  }

  private static boolean matches(Card a, Card b) {
    return a.rank() == b.rank() || a.suit() == b.suit();
  }

  private static List<List<Card>> split(List<Card> deck, Rank startRank) {
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
    return List.of(start, rest);
  }

  /**
   * The perfect sequence read as "the first place that keeps the stack beatable" ({@link
   * Method#PERFECT_BEATABLE}): start with every card of {@code startRank} (in random order), then
   * insert the other cards in random order, each at the first place from the top from which the
   * stack can still be beaten. A place is accepted at once when the new card can be removed
   * immediately; otherwise the exact solver decides, and a place it cannot decide within budget is
   * skipped. It puts most cards on top, where the article's reading ({@link #perfect(List,
   * RandomGenerator, Rank)}) puts them two places from a partner.
   */
  public static Generated perfectBeatable(List<Card> deck, RandomGenerator rng, Rank startRank, PairSolver solver) {
    long t0 = System.nanoTime();
    List<List<Card>> parts = split(deck, startRank);
    List<Card> stack = new ArrayList<>(Cards.shuffled(parts.get(0), rng));
    List<Card> order = Cards.shuffled(parts.get(1), rng);
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
    return new Generated(PairDeal.of(stack), Method.PERFECT_BEATABLE, tries, calls, unknown,
        (System.nanoTime() - t0) / 1e6);
  }
}
