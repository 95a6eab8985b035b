package org.levellab.game.example;

import org.levellab.cards.CardRowLevel;
import org.levellab.cards.Cards;
import org.levellab.game.Game;

/**
 * Aces Up, the worked example of adding a game (see the how-to in {@link org.levellab.game}): four
 * columns, one card dealt onto each at the start and whenever the player deals again. The top card of
 * a column may be discarded when another column's top card has the same suit and a higher rank (aces
 * high); a top card may move into an empty column. The game is won when only the four aces are left
 * and lost when the stock is empty and no move remains.
 *
 * <p>The deal is fixed in advance (a level), so the game has no chance nodes; the stock is hidden.
 *
 * <h2>Level format</h2>
 * 13 lines of 4 cards ({@link CardRowLevel}): line {@code r} is the {@code r}-th deal onto columns 1
 * to 4; the first line is dealt at the start.
 */
public final class AcesUp implements Game<AcesUpState> {
  static final int COLUMNS = 4;
  static final CardRowLevel DEALS = CardRowLevel.of("deal", "row", 13, COLUMNS, Cards.standardDeck());
  private static final AcesUp GAME = new AcesUp();

  private AcesUp() {}

  /** The game (it has no options). */
  public static AcesUp game() {
    return GAME;
  }

  @Override
  public String name() {
    return "acesup";
  }

  @Override
  public String rules() {
    return "";
  }

  /** Discard from column 0..3, move column 0..3 into an empty one (4..7), deal (8). */
  @Override
  public int maxActions() {
    return 2 * COLUMNS + 1;
  }

  @Override
  public AcesUpState newInitialState(long seed) {
    return new AcesUpState(DEALS.deal(seed));
  }

  @Override
  public AcesUpState parseLevel(String text, String source) {
    return new AcesUpState(DEALS.parse(text, source));
  }

  /** The stock's order is dealt in advance but not shown. */
  @Override
  public boolean hasHiddenInformation() {
    return true;
  }

  /** None: the whole deal is the level. */
  @Override
  public boolean hasChanceNodes() {
    return false;
  }
}
