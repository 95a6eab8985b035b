package org.levellab.search;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.levellab.game.ChanceOutcome;
import org.levellab.game.Game;
import org.levellab.game.IllegalActionException;
import org.levellab.game.Observation;
import org.levellab.game.State;
import org.levellab.game.StateKey;

/**
 * Accordion patience on a row of distinct cards, a test game whose positions need more than 128 bits:
 * a pile may move onto the pile just left of it or three to its left when their top cards share a
 * rank or a suit; the moved pile's top becomes the top of the merged pile. The game is won when one
 * pile is left. Only the row of top cards decides what can follow (the cards beneath are never seen
 * again), so the key is each top card in 6 bits, then the pile count in 6 bits: 318 bits for a row
 * of 52 cards, more than 128 from 21 piles on.
 *
 * <p>Cards are ids {@code 0..51}, rank {@code id / 4} and suit {@code id % 4}, written {@code
 * <rank><suit>} as in {@code 12c} (rank 12, suit c; suits a..d). A seeded row ({@link
 * #newInitialState}) draws {@code size} distinct cards from the lowest {@code ranks} ranks, so that
 * small rows have moves. Action {@code 2i} moves pile {@code i} onto pile {@code i-1}, action {@code
 * 2i+1} onto pile {@code i-3}; {@link Position#legalActions} lists them by {@code i}, then the near
 * move first.
 *
 * @param size cards in a seeded row
 * @param ranks ranks the seeded rows draw from (1..13)
 * @param keyBits the key's length at most: 0 for the whole key, else the key cut to its low bits (a
 *     game squeezed into a fixed width, to show that the tests catch it)
 */
record Accordion(int size, int ranks, int keyBits) implements Game<Accordion.Position> {
  static final int DECK = 52;

  Accordion {
    if (size < 1 || size > 4 * ranks || ranks < 1 || ranks > 13) {
      throw new IllegalArgumentException("a row of " + size + " distinct cards from " + ranks + " ranks");
    }
  }

  static Accordion of(int size, int ranks) {
    return new Accordion(size, ranks, 0);
  }

  static boolean match(int a, int b) {
    return a / 4 == b / 4 || a % 4 == b % 4;
  }

  static String card(int id) {
    return (id / 4) + String.valueOf((char) ('a' + id % 4));
  }

  @Override
  public String name() {
    return "accordion";
  }

  @Override
  public String rules() {
    return "";
  }

  @Override
  public int maxActions() {
    return 2 * DECK;
  }

  @Override
  public boolean hasChanceNodes() {
    return false;
  }

  @Override
  public Position newInitialState(long seed) {
    SplittableRandom rng = new SplittableRandom(seed);
    int[] deck = new int[4 * ranks];
    Arrays.setAll(deck, i -> i);
    for (int i = deck.length - 1; i > 0; i--) {
      int j = rng.nextInt(i + 1);
      int t = deck[i];
      deck[i] = deck[j];
      deck[j] = t;
    }
    return new Position(this, Arrays.copyOf(deck, size), size);
  }

  /** A row written as card ids separated by spaces. */
  @Override
  public Position parseLevel(String text, String source) {
    int[] row = Arrays.stream(text.trim().split("\\s+")).mapToInt(Integer::parseInt).toArray();
    return new Position(this, row, row.length);
  }

  /** A row of piles, known by their top cards. */
  static final class Position implements State {
    private final Accordion game;
    /** The row dealt (never changed, so shared by copies). */
    private final int[] start;
    private final int[] tops;
    private int piles;

    Position(Accordion game, int[] row, int piles) {
      this(game, row, row, piles);
    }

    private Position(Accordion game, int[] start, int[] tops, int piles) {
      this.game = game;
      this.start = start;
      this.tops = tops.clone();
      this.piles = piles;
    }

    @Override
    public Accordion game() {
      return game;
    }

    @Override
    public boolean isTerminal() {
      return piles <= 1 || legalActions(new int[2 * DECK]) == 0;
    }

    @Override
    public boolean isChanceNode() {
      return false;
    }

    @Override
    public boolean isWon() {
      return piles == 1;
    }

    /** Piles merged so far. */
    @Override
    public double score() {
      return start.length - piles;
    }

    @Override
    public int legalActions(int[] buffer) {
      int k = 0;
      for (int i = 1; i < piles && piles > 1; i++) {
        if (match(tops[i], tops[i - 1])) {
          buffer[k++] = 2 * i;
        }
        if (i >= 3 && match(tops[i], tops[i - 3])) {
          buffer[k++] = 2 * i + 1;
        }
      }
      return k;
    }

    @Override
    public void apply(int action) {
      String why = whyIllegal(action);
      if (why != null) {
        throw new IllegalActionException(actionToString(action), why);
      }
      int from = action / 2;
      int onto = from - (action % 2 == 0 ? 1 : 3);
      tops[onto] = tops[from];
      System.arraycopy(tops, from + 1, tops, from, piles - from - 1);
      piles--;
    }

    @Override
    public List<ChanceOutcome> chanceOutcomes() {
      return List.of();
    }

    @Override
    public String actionToString(int action) {
      return "p" + action / 2 + (action % 2 == 0 ? "<1" : "<3");
    }

    @Override
    public int parseAction(String notation) {
      int lt = notation.indexOf('<');
      return 2 * Integer.parseInt(notation.substring(1, lt)) + (notation.endsWith("<3") ? 1 : 0);
    }

    @Override
    public Observation observation() {
      return Observation.of(toString());
    }

    @Override
    public Position copy() {
      return new Position(game, start, tops, piles);
    }

    @Override
    public StateKey key() {
      StateKey.Packer p = StateKey.packer();
      for (int i = 0; i < piles; i++) {
        p.put(tops[i], 6);
      }
      // the count goes last, at the high end: it tells rows of different lengths apart, and from 21
      // piles on (count 16 or more) it makes the key longer than 128 bits whatever the cards
      StateKey whole = p.put(piles, 6).key();
      if (game.keyBits == 0 || whole.bitLength() <= game.keyBits) {
        return whole;
      }
      StateKey.Packer cut = StateKey.packer();
      for (int bit = 0; bit < game.keyBits; bit += 64) {
        int width = Math.min(64, game.keyBits - bit);
        cut.put(width == 64 ? whole.word(bit / 64) : whole.word(bit / 64) & ((1L << width) - 1), width);
      }
      return cut.key();
    }

    @Override
    public String levelText() {
      StringBuilder b = new StringBuilder();
      for (int i = 0; i < start.length; i++) {
        b.append(i == 0 ? "" : " ").append(start[i]);
      }
      return b.toString();
    }

    @Override
    public String toString() {
      List<String> row = new ArrayList<>(piles);
      for (int i = 0; i < piles; i++) {
        row.add(card(tops[i]));
      }
      return String.join(" ", row);
    }
  }
}
