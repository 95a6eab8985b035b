package org.levellab.game.example.pyramid;

import org.levellab.cards.CardLayoutLevel;
import org.levellab.cards.Cards;
import org.levellab.game.Game;
import org.levellab.game.Rules;

/**
 * Pyramid solitaire, written from outside the engine: {@code rows} rows dealt face up (row {@code r}
 * holds {@code r + 1} cards, card {@code (r, i)} covered by {@code (r + 1, i)} and {@code (r + 1, i +
 * 1)}) and a stock of {@code stock} cards gone through once. An exposed king goes alone; two exposed
 * cards, or an exposed card and the waste's top, go together when their ranks add up to 13 (A=1, J=11,
 * Q=12, K=13). Won when the pyramid is cleared. The deal is fixed in advance (no chance nodes); the
 * stock's order is hidden.
 *
 * <h2>Level format</h2>
 * {@link CardLayoutLevel}'s with a stock: one line per pyramid row, apex first, then one line with the
 * stock, its top first (none when the stock is empty).
 */
public final class Pyramid implements Game<PyramidState> {
  static final Rules RULES = Rules.of("pyramid").intRule("rows", 7, 1, 9).intRule("stock", 24, 0, 51)
      .require("the pyramid and the stock must fit one deck of 52",
          r -> r.getInt("rows") * (r.getInt("rows") + 1) / 2 + r.getInt("stock") <= 52, "rows", "stock");

  final Rules.Values rules;
  final CardLayoutLevel layout;
  final int slots;

  Pyramid(Rules.Values rules) {
    this.rules = rules;
    layout = CardLayoutLevel.pyramid("deal", "row", rules.getInt("rows"), Cards.standardDeck())
        .withStock(rules.getInt("stock"));
    slots = layout.slots();
  }

  @Override
  public String name() {
    return "pyramid";
  }

  @Override
  public String rules() {
    return rules.text();
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
}
