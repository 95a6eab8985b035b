package org.levellab.game.example.pyramid;

import java.util.random.RandomGenerator;
import org.levellab.cards.Card;
import org.levellab.game.ChanceFreeState;
import org.levellab.game.HiddenCards;
import org.levellab.game.IllegalActionException;
import org.levellab.game.Observation;
import org.levellab.game.StateKey;

/**
 * A Pyramid game being played. Places {@code 0 .. slots-1} are the pyramid's slots (row by row, apex
 * first), place {@code slots} the waste's top. Actions, in id order: a king alone ({@code i * (slots +
 * 1) + i}, written {@code K♠}), two cards adding up to 13 ({@code i * (slots + 1) + j} for {@code i <
 * j}, written {@code 5♥+8♣}), then the draw ({@code draw}). The score is the pyramid cards removed.
 */
public final class PyramidState implements ChanceFreeState, HiddenCards {
  private final Pyramid game;
  private final int[][] level;  // shared by copies: the pyramid's rows, then the stock
  private final int[] cards;    // slot -> card
  private final int[] stock;    // top first
  private long removed;         // pyramid slots removed
  private int drawn;            // stock cards drawn onto the waste
  private long wasteGone;       // stock positions removed from the waste

  PyramidState(Pyramid game, int[][] level) {
    this.game = game;
    this.level = level;
    cards = new int[game.slots];
    for (int r = 0, s = 0; r < game.rows; r++) {
      for (int card : level[r]) {
        cards[s++] = card;
      }
    }
    stock = level.length > game.rows ? level[game.rows] : new int[0];
  }

  private PyramidState(PyramidState o, int[][] level) {
    this(o.game, level);
    removed = o.removed;
    drawn = o.drawn;
    wasteGone = o.wasteGone;
  }

  private int draw() {
    return game.maxActions() - 1;
  }

  private int wasteTop() {
    int p = drawn - 1;
    while (p >= 0 && (wasteGone >>> p & 1) != 0) {
      p--;
    }
    return p;
  }

  /** The card at a place, or -1 when none is there. */
  private int card(int place) {
    if (place == game.slots) {
      return wasteTop() < 0 ? -1 : stock[wasteTop()];
    }
    return (removed >>> place & 1) != 0 ? -1 : cards[place];
  }

  private boolean free(int place) {
    return card(place) >= 0 && (place == game.slots || (game.coveredBy[place] & ~removed) == 0);
  }

  private String name(int place) {
    return card(place) < 0 ? "-" : Card.ofIndex(card(place)).toString();
  }

  @Override
  public Pyramid game() {
    return game;
  }

  @Override
  public String whyIllegal(int action) {
    int n = game.slots + 1;
    if (action < 0 || action > draw() || action != draw() && action / n > action % n) {
      return "there is no action " + action;
    }
    if (isWon()) {
      return "the pyramid is cleared";
    }
    if (action == draw()) {
      return drawn < stock.length ? null : "the stock is empty";
    }
    int i = action / n;
    int j = action % n;
    for (int place : new int[] {i, j}) {
      if (!free(place)) {
        return place == game.slots ? "the waste is empty"
            : card(place) < 0 ? "the slot is empty" : name(place) + " is covered";
      }
    }
    int sum = card(i) % 13 + 1 + (i == j ? 0 : card(j) % 13 + 1);
    return sum == 13 ? null : i == j ? name(i) + " is not a king" : name(i) + " and " + name(j) + " add up to "
        + sum + ", not 13";
  }

  @Override
  public int legalActions(int[] buffer) {
    int k = 0;
    int n = game.slots + 1;
    for (int i = 0; i < n; i++) {
      for (int j = i; j < n && free(i); j++) {
        if (whyIllegal(i * n + j) == null) {
          buffer[k++] = i * n + j;
        }
      }
    }
    if (whyIllegal(draw()) == null) {
      buffer[k++] = draw();
    }
    return k;
  }

  @Override
  public boolean isTerminal() {
    return isWon() || legalActions(new int[game.maxActions()]) == 0;
  }

  @Override
  public boolean isWon() {
    return Long.bitCount(removed) == game.slots;
  }

  @Override
  public double score() {
    return Long.bitCount(removed);
  }

  @Override
  public void apply(int action) {
    String why = whyIllegal(action);
    if (why != null) {
      throw new IllegalActionException(action >= 0 && action <= draw() ? actionToString(action) : "#" + action, why);
    }
    int n = game.slots + 1;
    if (action == draw()) {
      drawn++;
      return;
    }
    remove(action / n);
    if (action / n != action % n) {
      remove(action % n);
    }
  }

  private void remove(int place) {
    if (place < game.slots) {
      removed |= 1L << place;
    } else {
      wasteGone |= 1L << wasteTop();
    }
  }

  @Override
  public String actionToString(int action) {
    int n = game.slots + 1;
    return action == draw() ? "draw" : action / n == action % n ? name(action / n)
        : name(action / n) + "+" + name(action % n);
  }

  @Override
  public int parseAction(String notation) {
    if (notation.equals("draw")) {
      return draw();
    }
    String[] parts = notation.split("\\+", -1);
    if (parts.length > 2) {
      throw new IllegalArgumentException("'" + notation + "' is not a move (write a king, card+card, or draw)");
    }
    int i = place(Card.parse(parts[0]));
    int j = parts.length == 1 ? i : place(Card.parse(parts[1]));
    return Math.min(i, j) * (game.slots + 1) + Math.max(i, j);
  }

  private int place(Card c) {
    for (int p = 0; p <= game.slots; p++) {
      if (card(p) == c.index()) {
        return p;
      }
    }
    throw new IllegalArgumentException(c + " is neither in the pyramid nor on the waste's top");
  }

  /** The pyramid, the waste and how many cards the stock holds: not the stock's order. */
  @Override
  public Observation observation() {
    return Observation.of(tableText() + " | stock " + (stock.length - drawn) + " cards");
  }

  /** Exact: removed slots, cards drawn and waste cards removed (the cards follow from the level). */
  @Override
  public StateKey key() {
    return StateKey.of(removed | (long) drawn << game.slots | wasteGone << (game.slots + 5));
  }

  @Override
  public PyramidState copy() {
    return new PyramidState(this, level);
  }

  /** This position with the undrawn stock shuffled (Fisher-Yates with {@code rng}): one the player cannot tell apart. */
  @Override
  public PyramidState twin(RandomGenerator rng) {
    int[][] next = level.clone();
    int[] s = stock.clone();
    for (int i = s.length - 1; i > drawn; i--) {
      int j = drawn + rng.nextInt(i - drawn + 1);
      int t = s[i];
      s[i] = s[j];
      s[j] = t;
    }
    if (s.length > 0) {
      next[game.rows] = s;
    }
    return new PyramidState(this, next);
  }

  @Override
  public String levelText() {
    return game.layout.format(level);
  }

  private String tableText() {
    StringBuilder sb = new StringBuilder();
    for (int r = 0, s = 0; r < game.rows; r++) {
      sb.append(r == 0 ? "" : " /");
      for (int i = 0; i <= r; i++) {
        sb.append(' ').append(name(s++));
      }
    }
    sb.append(" | waste");
    for (int p = 0; p < drawn; p++) {
      sb.append((wasteGone >>> p & 1) != 0 ? "" : " " + Card.ofIndex(stock[p]));
    }
    return sb.substring(1);
  }

  /** {@code K♠ / 5♥ 8♣ | waste 2♦ | stock 9♠ ...}: the pyramid apex first, the waste bottom first, the stock top first. */
  @Override
  public String toString() {
    StringBuilder sb = new StringBuilder(tableText()).append(" | stock");
    for (int p = drawn; p < stock.length; p++) {
      sb.append(' ').append(Card.ofIndex(stock[p]));
    }
    return sb.toString();
  }
}
