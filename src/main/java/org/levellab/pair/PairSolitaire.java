package org.levellab.pair;

import org.levellab.cards.Cards;
import org.levellab.core.RandomStreams;
import org.levellab.game.Game;

/**
 * Pair Solitaire as a game of the common API (catalogue name {@code pair}): a stack of distinct
 * cards, from which a card may go when a card two places away shares its rank or suit, beaten at two
 * cards ({@link PairDeal} holds the rule). It has no options: any stack of 2 to 52 distinct cards is
 * a level, and a seeded start is the standard 52-card deck shuffled.
 *
 * <h2>Stack format</h2>
 * The cards from the top of the stack down, in card notation ({@code 7♣}, {@code 10H}, {@code Td}),
 * separated by spaces, commas or line breaks; {@code #} starts a comment. Errors name the line, the
 * card's position and its token, and both places of a duplicated card.
 */
public final class PairSolitaire implements Game<PairState> {
  private static final PairSolitaire INSTANCE = new PairSolitaire();

  private PairSolitaire() {}

  /** The game (Pair Solitaire has no options). */
  public static PairSolitaire game() {
    return INSTANCE;
  }

  @Override
  public String name() {
    return "pair";
  }

  @Override
  public String rules() {
    return "";
  }

  /** Action ids are starting positions in a stack of at most 52 cards. */
  @Override
  public int maxActions() {
    return PairDeal.MAX_CARDS;
  }

  /** None: the stack is the whole level, and every move is the player's. */
  @Override
  public boolean hasChanceNodes() {
    return false;
  }

  /**
   * The standard 52-card deck ({@link Cards#standardDeck()}) shuffled with {@link Cards#shuffled}
   * from {@link RandomStreams#of RandomStreams.of(seed)}: the stack the experiments and the CLI
   * ({@code pair generate --method shuffle --seed N}) deal for that seed.
   */
  @Override
  public PairState newInitialState(long seed) {
    return PairDeal.of(Cards.shuffled(Cards.standardDeck(), RandomStreams.of(seed))).start();
  }

  @Override
  public PairState parseLevel(String text, String source) {
    return PairDeal.parse(text, source).start();
  }

  @Override
  public String toString() {
    return "Pair Solitaire";
  }
}
