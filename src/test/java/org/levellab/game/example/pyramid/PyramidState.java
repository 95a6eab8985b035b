package org.levellab.game.example.pyramid;

import java.util.random.RandomGenerator;
import org.levellab.cards.Card;
import org.levellab.cards.StockPile;
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
  private final int[][] level; // shared by copies: the pyramid's rows, then the stock
  private final int[] cards;   // slot -> card; shared by copies
  private final StockPile pile;
  private long removed;        // pyramid slots removed

  PyramidState(Pyramid game, int[][] level) {
    this(game, level, new int[game.slots], new StockPile(game.layout.stock(level)), 0);
    for (int r = 0, s = 0; r < game.layout.rows(); r++) {
      for (int card : level[r]) {
        cards[s++] = card;
      }
    }
  }

  private PyramidState(Pyramid game, int[][] level, int[] cards, StockPile pile, long removed) {
    this.game = game;
    this.level = level;
    this.cards = cards;
    this.pile = pile;
    this.removed = removed;
  }

  private int draw() {
    return game.maxActions() - 1;
  }

  /** The card at a place, or -1 when none is there. */
  private int card(int place) {
    return place == game.slots ? pile.top() : (removed >>> place & 1) != 0 ? -1 : cards[place];
  }

  private boolean free(int place) {
    return card(place) >= 0 && (place == game.slots || (game.layout.coveredByMask(place) & ~removed) == 0);
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
      return pile.canDraw() ? null : "the stock is empty";
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
      pile.draw();
      return;
    }
    for (int place : action / n == action % n ? new int[] {action / n} : new int[] {action / n, action % n}) {
      if (place == game.slots) {
        pile.playTop();
      } else {
        removed |= 1L << place;
      }
    }
  }

  @Override
  public String actionToString(int action) {
    int n = game.slots + 1;
    return action == draw() ? "draw" : action / n == action % n ? name(action / n)
        : name(action / n) + "+" + name(action % n);
  }

  /** The pyramid, the waste and how many cards the stock holds: not the stock's order. */
  @Override
  public Observation observation() {
    return Observation.of(tableText() + " | stock " + pile.left() + " cards");
  }

  /** Exact: removed slots and the pile's position (the cards follow from the level). */
  @Override
  public StateKey key() {
    return StateKey.ofWords(removed, pile.key());
  }

  @Override
  public PyramidState copy() {
    return new PyramidState(game, level, cards, pile.copy(), removed);
  }

  /** This position with the undrawn stock shuffled: one the player cannot tell apart. */
  @Override
  public PyramidState twin(RandomGenerator rng) {
    StockPile twin = pile.twin(rng);
    int[][] next = level.clone();
    if (next.length > game.layout.rows()) {
      next[game.layout.rows()] = twin.cards();
    }
    return new PyramidState(game, next, cards, twin, removed);
  }

  @Override
  public String levelText() {
    return game.layout.format(level);
  }

  private String tableText() {
    StringBuilder sb = new StringBuilder();
    for (int s = 0; s < game.slots; s++) {
      sb.append(s == 0 ? "" : game.layout.slot(game.layout.rowOf(s), 0) == s ? " / " : " ").append(name(s));
    }
    return sb.append(" | waste").append(pile.wasteText().isEmpty() ? "" : " " + pile.wasteText()).toString();
  }

  /** {@code K♠ / 5♥ 8♣ | waste 2♦ | stock 9♠ ...}: the pyramid apex first, the waste bottom first, the stock top first. */
  @Override
  public String toString() {
    return tableText() + " | stock" + (pile.left() == 0 ? "" : " " + pile.stockText());
  }
}
