package org.levellab.game.example.pyramid;

import org.levellab.cards.CardLayoutLevel;
import org.levellab.cards.Cards;
import org.levellab.game.Game;

/**
 * Pyramid solitaire, written from outside the engine: {@code rows} rows dealt face up (row {@code r}
 * holds {@code r + 1} cards, card {@code (r, i)} covered by {@code (r + 1, i)} and {@code (r + 1, i +
 * 1)}) and a stock of {@code stock} cards gone through once. An exposed king goes alone; two exposed
 * cards, or an exposed card and the waste's top, go together when their ranks add up to 13 (A=1, J=11,
 * Q=12, K=13). Won when the pyramid is cleared. The deal is fixed in advance (no chance nodes); the
 * stock's order is hidden.
 *
 * <h2>Level format</h2>
 * {@link CardLayoutLevel}'s: one line per pyramid row, apex first, then one line with the stock, its
 * top first (no stock line when the stock is empty).
 */
public final class Pyramid implements Game<PyramidState> {
  final int rows;
  final int stock;
  final int slots;
  final CardLayoutLevel layout;
  /** Per slot, the slots covering it, as a bit mask. */
  final long[] coveredBy;

  Pyramid(int rows, int stock) {
    this.rows = rows;
    this.stock = stock;
    String pyramid = CardLayoutLevel.pyramid("deal", "row", rows, Cards.standardDeck()).picture();
    // The stock is laid as one more row, drawn right of the base so that it covers nothing: then one
    // level format, one duplicate check and one seeded shuffle hold both (a pyramid alone deals no stock).
    String picture = pyramid + " ".repeat(2 * rows) + "* ".repeat(stock);
    layout = CardLayoutLevel.parseLayout(picture, "pyramid of " + rows + " rows", "deal", "row",
        Cards.standardDeck());
    slots = rows * (rows + 1) / 2;
    coveredBy = new long[slots];
    for (int s = 0; s < slots; s++) {
      for (int c : layout.coveredBy(s)) {
        coveredBy[s] |= 1L << c;
      }
    }
  }

  @Override
  public String name() {
    return "pyramid";
  }

  @Override
  public String rules() {
    return PyramidFactory.RULES.defaults().with("rows", rows).with("stock", stock).text();
  }

  /** Pairs {@code i * (slots + 1) + j} of places {@code i <= j} (place {@code slots} is the waste top; {@code i == j} a king alone), then the draw. */
  @Override
  public int maxActions() {
    return (slots + 1) * (slots + 1) + 1;
  }

  @Override
  public PyramidState newInitialState(long seed) {
    return new PyramidState(this, layout.deal(seed));
  }

  @Override
  public PyramidState parseLevel(String text, String source) {
    return new PyramidState(this, layout.parse(text, source));
  }

  /** The stock's order. */
  @Override
  public boolean hasHiddenInformation() {
    return true;
  }

  @Override
  public boolean hasChanceNodes() {
    return false;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Pyramid p && p.rows == rows && p.stock == stock;
  }

  @Override
  public int hashCode() {
    return 31 * rows + stock;
  }
}
